#!/usr/bin/env node
/**
 * Records the verdicts of a solver built in another checkout (`--root`, e.g. a worktree of an older
 * commit with `npx tsc -b` run in its packages/solver) on fresh random deals, for the differential run
 * (scripts/differential.mjs). One JSON line per deal, the benchmark's `--json` fields (deal, draw,
 * preset, scoring, result, cpuMs, nodes), appended as each deal ends: run again with the same options
 * and it goes on after the last line written, so a run cut short loses one deal at most.
 *
 * The deals: `--count` per draw mode from this checkout's engine stream `seededRng(seed)` (a deal
 * number 0 .. 26^7 - 1, the benchmark's way), draw 1 and draw 3 alternating so a run cut short covers
 * both modes alike. A deal of the committed benchmark sets is never drawn (checked, not assumed).
 *
 * Usage: node scripts/record-verdicts.mjs --root DIR --out FILE [--seed S (default 19)]
 *        [--count N per draw mode (default 10000)] [--cpu-ms M (default 400)]
 *        [--from I --to J: only the deals of indices I .. J-1, e.g. for two processes on two cores;
 *        the files of consecutive ranges, put one after the other, are the whole run's]
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dealDeck, parseGameCode, seededRng } from '@klondike/engine';

const here = path.dirname(fileURLToPath(import.meta.url));
const USAGE =
  'usage: node scripts/record-verdicts.mjs --root DIR --out FILE [--seed S] [--count N] [--cpu-ms M] [--from I] [--to J]';

/** The deal numbers of the committed benchmark sets, which a fresh set must not share. */
function benchDeals() {
  const deals = new Set();
  for (const draw of [1, 3]) {
    for (const text of readFileSync(path.resolve(here, `../bench/deals-d${draw}.txt`), 'utf8').split('\n')) {
      if (text.trim() === '') continue;
      const code = parseGameCode(text.trim());
      if (!code.ok) throw new Error(`bench/deals-d${draw}.txt: ${text}: ${code.error.message}`);
      deals.add(code.value.deal);
    }
  }
  return deals;
}

/**
 * The fresh deals, draw 1 and draw 3 alternating: `count` per draw mode.
 * @returns {{ deal: number, draw: 1 | 3 }[]}
 */
function freshDeals(seed, count) {
  const taken = benchDeals();
  const rng = seededRng(seed);
  const deals = [];
  while (deals.length < 2 * count) {
    const deal = rng.below(26 ** 3) * 26 ** 4 + rng.below(26 ** 4);
    if (taken.has(deal)) continue;
    taken.add(deal);
    deals.push({ deal, draw: deals.length % 2 === 0 ? 1 : 3 });
  }
  return deals;
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        root: { type: 'string' },
        out: { type: 'string' },
        seed: { type: 'string' },
        count: { type: 'string' },
        'cpu-ms': { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
      },
    }));
  } catch (e) {
    console.error(`record-verdicts: ${e.message} (${USAGE})`);
    return 2;
  }
  const seed = Number(values.seed ?? 19);
  const count = Number(values.count ?? 10_000);
  const maxCpuMs = Number(values['cpu-ms'] ?? 400);
  if (!values.root || !values.out || !Number.isInteger(seed) || !(count > 0) || !(maxCpuMs > 0)) {
    console.error(`record-verdicts: --root and --out are needed; --seed, --count and --cpu-ms take numbers (${USAGE})`);
    return 2;
  }
  const all = 2 * count;
  const from = Number(values.from ?? 0);
  const to = Number(values.to ?? all);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to > all || from >= to) {
    console.error(`record-verdicts: --from and --to are deal indices with 0 <= from < to <= ${all} (${USAGE})`);
    return 2;
  }
  const root = path.resolve(values.root);
  const engine = await import(pathToFileURL(path.join(root, 'packages/engine/dist/index.js')).href);
  const solver = await import(pathToFileURL(path.join(root, 'packages/solver/dist/index.js')).href);
  const deals = freshDeals(seed, count);
  const done = existsSync(values.out)
    ? readFileSync(values.out, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '').length
    : 0;
  console.error(
    `record-verdicts: deals ${from} .. ${to - 1} of ${all} (seed ${seed}), ${done} already in ${values.out}, ${maxCpuMs} CPU ms each, solver of ${root}`,
  );
  const started = Date.now();
  for (let i = from + done; i < to; i++) {
    const { deal, draw } = deals[i];
    const deck = engine.dealDeck(deal);
    // the two checkouts must deal the same cards for a number, or the verdicts compare nothing
    if (JSON.stringify(deck) !== JSON.stringify(dealDeck(deal)))
      throw new Error(`deal ${deal}: ${root}'s engine deals other cards`);
    const rules = engine.makeRules({ draw, preset: 'app', scoring: 'normal' });
    const cpuBefore = process.cpuUsage();
    const solved = solver.solve(engine.dealPosition(deck), rules, { maxCpuMs, maxMs: Infinity });
    const cpu = process.cpuUsage(cpuBefore);
    if (!solved.ok) throw new Error(`deal ${deal}: ${solved.error.message}`);
    const record = {
      deal,
      draw,
      preset: 'app',
      scoring: 'normal',
      result: solved.value.result,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      nodes: solved.value.nodes,
    };
    appendFileSync(values.out, JSON.stringify(record) + '\n');
    if ((i + 1) % 200 === 0)
      console.error(
        `${i + 1}/${to} ${new Date().toISOString()} (${Math.round((Date.now() - started) / 1000)} s this run)`,
      );
  }
  return 0;
}

process.exitCode = await main();
