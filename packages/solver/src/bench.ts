/**
 * The solver benchmark (`npm run bench:solver`, not a test): decides a fixed set of deals, `app`
 * Normal rules (unlimited passes, foundation returns), one after the other on one core, each with a
 * time limit, and reports the shares won / proven lost / unknown, median, p95 and max time, positions
 * per second and peak memory.
 *
 * Options: `--deals N` (the first N of each set, default all 1,000), `--ms M` (per deal, default
 * 10,000), `--draw 1|3` (one draw mode only), `--json FILE` (one line per deal). The sets
 * `bench/deals-d1.txt` and `bench/deals-d3.txt` were generated once by `--generate` from the seed
 * {@link BENCH_SEED} and are committed: do not regenerate them, or figures stop being comparable.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dealDeck, dealPosition, makeGameCode, makeRules, parseGameCode, seededRng, type DrawMode } from '@klondike/engine';
import { solve, type SolveResult } from './index.js';

/** Seed of the benchmark deal sets. */
export const BENCH_SEED = 20261201;
const SET_SIZE = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));
const setFile = (draw: DrawMode): string => path.resolve(here, `../bench/deals-d${draw}.txt`);

function generate(): void {
  const rng = seededRng(BENCH_SEED);
  for (const draw of [1, 3] as const) {
    const codes: string[] = [];
    for (let i = 0; i < SET_SIZE; i++) {
      const deal = rng.below(26 ** 3) * 26 ** 4 + rng.below(26 ** 4);
      codes.push(makeGameCode({ deal, draw, scoring: 'normal', preset: 'app', thoughtful: false }));
    }
    writeFileSync(setFile(draw), codes.join('\n') + '\n');
  }
}

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const percentile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

function run(): void {
  const count = Number(option('--deals') ?? SET_SIZE);
  const maxMs = Number(option('--ms') ?? 10_000);
  const only = option('--draw');
  const jsonFile = option('--json');
  const maxNodes = option('--nodes') === undefined ? undefined : Number(option('--nodes'));
  const maxPositions = option('--max-positions') === undefined ? undefined : Number(option('--max-positions'));
  const budget = { maxMs, ...(maxNodes === undefined ? {} : { maxNodes }), ...(maxPositions === undefined ? {} : { maxPositions }) };
  const lines: string[] = [];
  const limits = [`${maxMs} ms`, ...(maxNodes === undefined ? [] : [`${maxNodes} nodes`]), ...(maxPositions === undefined ? [] : [`${maxPositions} positions`])].join(', ');
  console.log(`Solver benchmark: app Normal rules, ${count} deals per draw mode, ${limits} per deal, one core (Node ${process.version})`);
  console.log('');
  console.log('draw  deals   won  lost  unknown  median ms  p95 ms  max ms  positions/s  peak RSS MB');
  for (const draw of [1, 3] as const) {
    if (only !== undefined && Number(only) !== draw) continue;
    const codes = readFileSync(setFile(draw), 'utf8').split('\n').filter((l) => l !== '').slice(0, count);
    const rules = makeRules({ draw });
    const times: number[] = [];
    const tally = { won: 0, lost: 0, unknown: 0 };
    let positions = 0;
    let seconds = 0;
    let peak = 0;
    for (const text of codes) {
      const code = parseGameCode(text);
      if (!code.ok) throw new Error(`${text}: ${code.error.message}`);
      const solved = solve(dealPosition(dealDeck(code.value.deal)), rules, budget);
      if (!solved.ok) throw new Error(`${text}: ${solved.error.message}`);
      const result: SolveResult = solved.value;
      tally[result.result]++;
      times.push(result.ms);
      positions += result.positions;
      seconds += result.ms / 1000;
      peak = Math.max(peak, process.memoryUsage().rss);
      lines.push(JSON.stringify({ code: text, result: result.result, reason: result.result === 'unknown' ? result.reason : undefined, ms: Math.round(result.ms), nodes: result.nodes, positions: result.positions }));
      if (process.stderr.isTTY) process.stderr.write(`\r${draw}: ${times.length}/${codes.length}`);
    }
    if (process.stderr.isTTY) process.stderr.write('\r');
    const sorted = times.slice().sort((a, b) => a - b);
    const share = (n: number): string => `${((100 * n) / codes.length).toFixed(1)}%`;
    console.log(
      [
        String(draw).padEnd(4),
        String(codes.length).padStart(5),
        share(tally.won).padStart(6),
        share(tally.lost).padStart(5),
        share(tally.unknown).padStart(8),
        percentile(sorted, 0.5).toFixed(0).padStart(10),
        percentile(sorted, 0.95).toFixed(0).padStart(7),
        (sorted[sorted.length - 1] ?? 0).toFixed(0).padStart(7),
        Math.round(positions / Math.max(seconds, 1e-9)).toLocaleString('en-US').padStart(12),
        (peak / 2 ** 20).toFixed(0).padStart(12),
      ].join(' '),
    );
  }
  if (jsonFile) writeFileSync(jsonFile, lines.join('\n') + '\n');
}

if (process.argv.includes('--generate')) generate();
else run();
