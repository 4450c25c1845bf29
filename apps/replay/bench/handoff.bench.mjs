#!/usr/bin/env node
// The solver strip's hand-off on a long recording (a benchmark, not a test), in CPU time: what the
// page's thread spends to make the `lostAt` task and to structured-clone it (as postMessage does),
// for the journal as an object per entry (the solver client's `plainEntries`, as sent before) and
// packed (the engine's `packJournal`: one string and one typed array, as sent now). The session is
// scripts/long-session.mjs's (234,000 entries by default). Build the engine and the solver first
// (`npx tsc -b packages/engine packages/solver` at the root).
//
//   node bench/handoff.bench.mjs [--entries 234000] [--runs 5]
import { journalEntries, packJournal, parseSessions } from '@klondike/engine';
import { plainEntries } from '@klondike/solver/worker';
import { longSessionText } from '../../../scripts/long-session.mjs';
import { option } from './options.mjs';

const ENTRIES = option('--entries', 234_000);
const RUNS = option('--runs', 5);

const read = parseSessions(longSessionText(ENTRIES));
if (!read.ok) throw new Error(read.error.message);
const { game } = read.value[0];

const cpuMs = (work) => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};
const ways = {
  'an object per entry': () => ({ entries: plainEntries(journalEntries(game)) }),
  packed: () => ({ journal: packJournal(game) }),
};
const best = (xs) => Math.min(...xs);
console.log(`journal: ${ENTRIES} entries; best of ${RUNS} runs, ms of CPU time`);
console.log('journal sent as          make   clone   both');
for (const [name, make] of Object.entries(ways)) {
  const made = [];
  const cloned = [];
  for (let run = 0; run < RUNS; run++) {
    let task;
    made.push(cpuMs(() => (task = make())));
    cloned.push(cpuMs(() => structuredClone(task)));
  }
  const m = best(made);
  const c = best(cloned);
  console.log(
    `${name.padEnd(22)} ${m.toFixed(0).padStart(6)} ${c.toFixed(0).padStart(7)} ${(m + c).toFixed(0).padStart(6)}`,
  );
}
