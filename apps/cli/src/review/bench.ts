/**
 * `npm run bench:review` (not a test): the CPU time of reviewing played games of about 150 actions
 * with K sampled worlds, on one core (in this thread), against the aim of under 10 s of CPU per game.
 *
 *   npm run bench:review -- [--games 4] [--samples 32] [--seed 1] [--min 130] [--max 175] [--help]
 *
 * The games are `klondike simulate`'s (seed 1, written to a temporary folder): the first GAMES whose
 * journal has MIN .. MAX entries. CPU time is `process.cpuUsage` (user + system) around each
 * `reviewGame`, so the machine's load does not change it much; the review's numbers do not depend on
 * time at all (node budgets).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseSessions } from '@klondike/engine';
import { DEFAULT_SAMPLES, DEFAULT_SEED, reviewGame } from '@klondike/review';
import { simulateCommand } from '../simulateCommand.js';

const USAGE = `usage: npm run bench:review -- [--games N] [--samples K] [--seed S] [--min A] [--max B]

  --games N     games to review (default 4)
  --samples K   sampled worlds per position (default ${DEFAULT_SAMPLES})
  --seed S      seed of the worlds (default ${DEFAULT_SEED})
  --min A       fewest journal entries of a game taken (default 130)
  --max B       most journal entries of a game taken (default 175)
  --help        this text

Prints, per game, the CPU time of its review and per position (journal entry), and the mean.
`;

/** The aim: CPU milliseconds for a 150-action game at K = 32. */
const AIM_MS = 10_000;
/** Games simulated to choose from (seed 1). */
const POOL = 200;

function options(): { games: number; samples: number; seed: number; min: number; max: number } {
  let values;
  try {
    values = parseArgs({
      options: {
        games: { type: 'string', default: '4' },
        samples: { type: 'string', default: String(DEFAULT_SAMPLES) },
        seed: { type: 'string', default: String(DEFAULT_SEED) },
        min: { type: 'string', default: '130' },
        max: { type: 'string', default: '175' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    fail(`${e instanceof Error ? e.message : String(e)} (see --help)`);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const whole = (name: string, text: string): number => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) fail(`--${name} must be a whole number, not "${text}"`);
    return n;
  };
  return {
    games: whole('games', values.games),
    samples: whole('samples', values.samples),
    seed: whole('seed', values.seed),
    min: whole('min', values.min),
    max: whole('max', values.max),
  };
}

function fail(message: string): never {
  process.stderr.write(`bench:review: ${message}\n`);
  process.exit(1);
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

async function main(): Promise<void> {
  const o = options();
  const dir = mkdtempSync(join(tmpdir(), 'klondike-bench-review-'));
  let lines: string[];
  try {
    await simulateCommand({ games: POOL, out: dir, seed: 1 });
    lines = readFileSync(join(dir, 'simulated-1-0001.ndjson'), 'utf8').trim().split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const games = lines
    .map((line, i) => ({ line: i + 1, loaded: parseSessions(line) }))
    .flatMap(({ line, loaded }) => (loaded.ok ? [{ line, ...loaded.value[0]! }] : []))
    .filter((s) => s.session.actions.length >= o.min && s.session.actions.length <= o.max)
    .slice(0, o.games);
  if (games.length === 0) fail(`no simulated game has ${o.min} .. ${o.max} journal entries`);
  process.stdout.write(
    `review, K = ${o.samples}, seed ${o.seed}: ${games.length} simulated games (seed 1) of ${o.min} .. ${o.max} journal entries, CPU time on one core\n\n`,
  );
  process.stdout.write(
    'game  code                 entries  CPU ms  ms/entry  verdict             sampled searches  exact searches\n',
  );
  let totalMs = 0;
  let totalEntries = 0;
  for (const g of games) {
    const since = process.cpuUsage();
    const r = reviewGame(g.game, { samples: o.samples, seed: o.seed });
    const ms = cpuMs(since);
    if (!r.ok) fail(`game ${g.line}: ${r.error.message}`);
    const entries = g.session.actions.length;
    totalMs += ms;
    totalEntries += entries;
    const w = r.value.work;
    process.stdout.write(
      `${String(g.line).padStart(4)}  ${(g.session.code ?? '-').padEnd(19)}  ${String(entries).padStart(7)}  ${Math.round(ms).toLocaleString('en-US').padStart(6)}  ${(ms / entries).toFixed(1).padStart(8)}  ${r.value.verdict.padEnd(18)}  ${`${w.sampleCalls} (${w.sampleUnknown} undecided)`.padStart(16)}  ${String(w.exactCalls).padStart(14)}\n`,
    );
  }
  const perEntry = totalMs / totalEntries;
  const per150 = perEntry * 150;
  process.stdout.write(
    `\nmean: ${Math.round(totalMs / games.length).toLocaleString('en-US')} ms of CPU per game (${Math.round(totalEntries / games.length)} entries), ${perEntry.toFixed(1)} ms per position; ${Math.round(per150).toLocaleString('en-US')} ms for 150 entries: ${per150 <= AIM_MS ? 'PASS' : 'FAIL'} (aim under ${AIM_MS.toLocaleString('en-US')} ms)\n`,
  );
}

await main();
