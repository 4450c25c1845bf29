/**
 * The solver benchmark (`npm run bench:solver`, not a test): decides a fixed set of deals, `app`
 * Normal rules (unlimited passes, foundation returns), one after the other on one core, each with a
 * time limit, and reports the shares won / proven lost / unknown, median, p95 and max time, positions
 * per second and peak memory.
 *
 * Options: `--deals N` (the first N of each set, default all 1,000), `--ms M` (wall time per deal,
 * default 10,000), `--nodes N` (a node limit per deal too: reproducible runs on a loaded machine),
 * `--max-positions N` (the table's limit), `--draw 1|3` (one draw mode only), `--json FILE` (one
 * line per deal, written as each ends); `--summary FILE...` prints the table of such files (a run cut
 * short included). The "core share" column is CPU time over wall time: on a shared machine the wall
 * time limit gives a deal less than a core. The sets
 * `bench/deals-d1.txt` and `bench/deals-d3.txt` were generated once by `--generate` from the seed
 * {@link BENCH_SEED} and are committed: do not regenerate them, or figures stop being comparable.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
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

/** One deal's outcome, as `--json` writes it (one JSON object a line, written as each deal ends). */
interface DealRecord {
  readonly code: string;
  readonly draw: DrawMode;
  readonly result: SolveResult['result'];
  readonly reason?: string;
  /** Wall time, as the per-deal limit counts it. */
  readonly ms: number;
  /** CPU time of the process during the deal (user + system). */
  readonly cpuMs: number;
  readonly nodes: number;
  readonly positions: number;
  /** Resident set of the process after the deal, in bytes. */
  readonly rss: number;
}

const HEADER = 'draw  deals   won  lost  unknown  median ms  p95 ms  max ms  positions/s  peak RSS MB  core share  median CPU ms  positions/CPU s';

/** The table row of one draw mode's records, or null when there are none. */
function summaryRow(draw: DrawMode, records: readonly DealRecord[]): string | null {
  const mine = records.filter((r) => r.draw === draw);
  if (mine.length === 0) return null;
  const count = (result: string): number => mine.filter((r) => r.result === result).length;
  const share = (n: number): string => `${((100 * n) / mine.length).toFixed(1)}%`;
  const sorted = mine.map((r) => r.ms).sort((x, y) => x - y);
  const seconds = mine.reduce((sum, r) => sum + r.ms, 0) / 1000;
  const positions = mine.reduce((sum, r) => sum + r.positions, 0);
  const cpu = mine.reduce((sum, r) => sum + r.cpuMs, 0) / 1000;
  return [
    String(draw).padEnd(4),
    String(mine.length).padStart(5),
    share(count('won')).padStart(6),
    share(count('lost')).padStart(5),
    share(count('unknown')).padStart(8),
    percentile(sorted, 0.5).toFixed(0).padStart(10),
    percentile(sorted, 0.95).toFixed(0).padStart(7),
    (sorted[sorted.length - 1] ?? 0).toFixed(0).padStart(7),
    Math.round(positions / Math.max(seconds, 1e-9)).toLocaleString('en-US').padStart(12),
    (Math.max(...mine.map((r) => r.rss)) / 2 ** 20).toFixed(0).padStart(12),
    // the limits are wall time: on a shared machine a deal gets only part of a core
    `${((100 * cpu) / Math.max(seconds, 1e-9)).toFixed(0)}%`.padStart(11),
    // what a free core would have taken: CPU time does not count the waits of a shared machine
    percentile(
      mine.map((r) => r.cpuMs).sort((x, y) => x - y),
      0.5,
    )
      .toFixed(0)
      .padStart(14),
    Math.round(positions / Math.max(cpu, 1e-9)).toLocaleString('en-US').padStart(16),
  ].join(' ');
}

function printSummary(records: readonly DealRecord[]): void {
  console.log(HEADER);
  for (const draw of [1, 3] as const) {
    const row = summaryRow(draw, records);
    if (row) console.log(row);
  }
}

function run(): void {
  const count = Number(option('--deals') ?? SET_SIZE);
  const maxMs = Number(option('--ms') ?? 10_000);
  const only = option('--draw');
  const jsonFile = option('--json');
  const maxNodes = option('--nodes') === undefined ? undefined : Number(option('--nodes'));
  const maxPositions = option('--max-positions') === undefined ? undefined : Number(option('--max-positions'));
  const budget = { maxMs, ...(maxNodes === undefined ? {} : { maxNodes }), ...(maxPositions === undefined ? {} : { maxPositions }) };
  const limits = [`${maxMs} ms`, ...(maxNodes === undefined ? [] : [`${maxNodes} nodes`]), ...(maxPositions === undefined ? [] : [`${maxPositions} positions`])].join(', ');
  console.log(`Solver benchmark: app Normal rules, ${count} deals per draw mode, ${limits} per deal, one core (Node ${process.version})`);
  console.log('');
  if (jsonFile) writeFileSync(jsonFile, '');
  const records: DealRecord[] = [];
  for (const draw of [1, 3] as const) {
    if (only !== undefined && Number(only) !== draw) continue;
    const codes = readFileSync(setFile(draw), 'utf8').split('\n').filter((l) => l !== '').slice(0, count);
    const rules = makeRules({ draw });
    for (const text of codes) {
      const code = parseGameCode(text);
      if (!code.ok) throw new Error(`${text}: ${code.error.message}`);
      const cpuBefore = process.cpuUsage();
      const solved = solve(dealPosition(dealDeck(code.value.deal)), rules, budget);
      const cpu = process.cpuUsage(cpuBefore);
      if (!solved.ok) throw new Error(`${text}: ${solved.error.message}`);
      const result: SolveResult = solved.value;
      const record: DealRecord = {
        code: text,
        draw,
        result: result.result,
        ...(result.result === 'unknown' ? { reason: result.reason } : {}),
        ms: Math.round(result.ms),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        nodes: result.nodes,
        positions: result.positions,
        rss: process.memoryUsage().rss,
      };
      records.push(record);
      // written as each deal ends, so that a run cut short still leaves its figures (see --summary)
      if (jsonFile) appendFileSync(jsonFile, JSON.stringify(record) + '\n');
      if (process.stderr.isTTY) process.stderr.write(`\r${draw}: ${records.filter((r) => r.draw === draw).length}/${codes.length}`);
    }
    if (process.stderr.isTTY) process.stderr.write('\r');
  }
  printSummary(records);
}

/** `--summary FILE...`: the table of one or more `--json` files, whole or cut short. */
function summarise(files: readonly string[]): void {
  const records = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as DealRecord),
  );
  printSummary(records);
}

if (process.argv.includes('--generate')) generate();
else if (process.argv.includes('--summary')) summarise(process.argv.slice(process.argv.indexOf('--summary') + 1));
else run();
