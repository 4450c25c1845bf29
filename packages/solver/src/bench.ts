/**
 * The solver benchmark (`npm run bench:solver`, not a test): decides a fixed set of deals one after
 * the other on one core, each within a budget of CPU time (`process.cpuUsage`, so the verdicts and
 * figures mean the same on a loaded machine), and reports the shares won / proven lost / unknown,
 * median, mean, p95 and max CPU time per deal, positions per CPU second and peak memory, against the
 * aims of the solver README. `--help` lists the options.
 *
 * The sets `bench/deals-d1.txt` and `bench/deals-d3.txt` were generated once by `--generate` from the
 * seed {@link BENCH_SEED} and are committed: do not regenerate them, or figures stop being comparable.
 * `--random N` decides N fresh deals from `--seed` instead (deals the solver was never tuned on).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  dealDeck,
  dealPosition,
  makeGameCode,
  makeRules,
  parseGameCode,
  seededRng,
  type DrawMode,
  type PresetName,
  type Scoring,
} from '@klondike/engine';
import { solve, type SolveBudget, type SolveResult } from './index.js';

/** Seed of the benchmark deal sets. */
export const BENCH_SEED = 20261201;
const SET_SIZE = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));
const setFile = (draw: DrawMode): string => path.resolve(here, `../bench/deals-d${draw}.txt`);

/** The aims of the solver (issue of record: decide nearly every deal in milliseconds). */
const AIMS = { medianCpuMs: 5, meanCpuMs: 200, decidedShare: 0.999, peakRssMb: 256 } as const;

const HELP = `Solver benchmark: decides deals one after the other, each within a CPU-time budget.

Usage: npm run bench:solver -- [options]
       node dist/bench.js [options]

Options:
  --draw 1|3|both       draw mode(s) (default both)
  --preset app|classic|stilldeck
                        rules preset (default app)
  --scoring normal|vegas
                        scoring, which sets the pass limit of the preset (default normal):
                        app normal and stilldeck normal are unlimited, classic 1 (draw 1) or 3 (draw 3),
                        app vegas 1, stilldeck vegas 3
  --deals N             deals per draw mode (default: the whole set, 1,000)
  --from K              start at the K-th deal of the set, 0-based (default 0): deals K .. K+N-1
  --random N            N fresh random deals per draw mode instead of the committed set
  --seed S              seed of --random (default 1)
  --cpu-ms M            CPU-time budget per deal in milliseconds (default 10000)
  --ms M                a wall-time budget per deal as well (default none)
  --nodes N             a node budget per deal as well (default none)
  --max-positions N     the transposition table's limit (default 6710886, a 64 MB table)
  --json FILE           one JSON line per deal, written as each deal ends
  --summary FILE...     print the table of --json files (a run cut short included) and stop
  --generate            rewrite the committed sets (do not: figures stop being comparable)
  --help                this text

Columns: won / proven lost / unknown shares; median, mean, p95 and max CPU ms per deal; positions
stored per CPU second; the process's peak resident set. Aims: median < ${AIMS.medianCpuMs} ms, mean < ${AIMS.meanCpuMs} ms,
>= ${AIMS.decidedShare * 100}% decided within 10 s CPU, peak < ${AIMS.peakRssMb} MB.`;

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

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** One deal's outcome, as `--json` writes it (one JSON object a line, written as each deal ends). */
interface DealRecord {
  readonly code?: string;
  readonly deal: number;
  readonly draw: DrawMode;
  readonly preset: PresetName;
  readonly scoring: Scoring;
  readonly result: SolveResult['result'];
  readonly reason?: string;
  /** Wall time in milliseconds. */
  readonly ms: number;
  /** CPU time of the process during the deal (user + system), in milliseconds. */
  readonly cpuMs: number;
  readonly nodes: number;
  readonly positions: number;
  /** Resident set of the process after the deal, in bytes. */
  readonly rss: number;
}

const HEADER =
  'draw  deals    won   lost  unknown  median CPU ms  mean CPU ms  p95 CPU ms  max CPU ms  positions/CPU s  peak RSS MB';

/** The table row of one draw mode's records, or null when there are none. */
function summaryRow(draw: DrawMode, records: readonly DealRecord[]): string | null {
  const mine = records.filter((r) => r.draw === draw);
  if (mine.length === 0) return null;
  const count = (result: string): number => mine.filter((r) => r.result === result).length;
  const share = (n: number): string => `${((100 * n) / mine.length).toFixed(1)}%`;
  const cpu = mine.map((r) => r.cpuMs).sort((x, y) => x - y);
  const cpuTotal = cpu.reduce((sum, ms) => sum + ms, 0);
  const positions = mine.reduce((sum, r) => sum + r.positions, 0);
  return [
    String(draw).padEnd(4),
    String(mine.length).padStart(6),
    share(count('won')).padStart(6),
    share(count('lost')).padStart(6),
    share(count('unknown')).padStart(8),
    percentile(cpu, 0.5).toFixed(0).padStart(14),
    (cpuTotal / mine.length).toFixed(0).padStart(12),
    percentile(cpu, 0.95).toFixed(0).padStart(11),
    (cpu[cpu.length - 1] ?? 0).toFixed(0).padStart(11),
    Math.round(positions / Math.max(cpuTotal / 1000, 1e-9))
      .toLocaleString('en-US')
      .padStart(16),
    (Math.max(...mine.map((r) => r.rss)) / 2 ** 20).toFixed(0).padStart(12),
  ].join(' ');
}

/** Each aim met or not, for one draw mode's records. */
function aimsLine(draw: DrawMode, records: readonly DealRecord[]): string | null {
  const mine = records.filter((r) => r.draw === draw);
  if (mine.length === 0) return null;
  const cpu = mine.map((r) => r.cpuMs).sort((x, y) => x - y);
  const median = percentile(cpu, 0.5);
  const mean = cpu.reduce((sum, ms) => sum + ms, 0) / mine.length;
  const decided = mine.filter((r) => r.result !== 'unknown').length / mine.length;
  const peak = Math.max(...mine.map((r) => r.rss)) / 2 ** 20;
  const mark = (met: boolean): string => (met ? 'met' : 'NOT met');
  return (
    `draw ${draw} aims: median < ${AIMS.medianCpuMs} ms ${mark(median < AIMS.medianCpuMs)}; mean < ${AIMS.meanCpuMs} ms ${mark(mean < AIMS.meanCpuMs)}; ` +
    `>= ${AIMS.decidedShare * 100}% decided ${mark(decided >= AIMS.decidedShare)} (${(100 * decided).toFixed(2)}%); peak < ${AIMS.peakRssMb} MB ${mark(peak < AIMS.peakRssMb)}`
  );
}

function printSummary(records: readonly DealRecord[]): void {
  console.log(HEADER);
  for (const draw of [1, 3] as const) {
    const row = summaryRow(draw, records);
    if (row) console.log(row);
  }
  console.log('');
  for (const draw of [1, 3] as const) {
    const line = aimsLine(draw, records);
    if (line) console.log(line);
  }
}

/** A bad command line: the message names the flag and what it accepts. */
class UsageError extends Error {}

function wholeNumber(flag: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${flag} needs a whole number >= ${min}, not '${text}'`);
  return n;
}

function oneOf<T extends string>(flag: string, text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(text))
    throw new UsageError(`${flag} is one of ${allowed.join(', ')}, not '${text}'`);
  return text as T;
}

/** The deals of one draw mode: numbers, with their codes when they come from a committed set. */
function dealsOf(
  draw: DrawMode,
  from: number,
  count: number | undefined,
  random: number | undefined,
  seed: number,
): { deal: number; code?: string }[] {
  if (random !== undefined) {
    // a stream per draw mode, so that `--draw 3` alone gives the same deals as `--draw both`
    const rng = seededRng(seed * 4 + draw);
    return Array.from({ length: random }, () => ({ deal: rng.below(26 ** 3) * 26 ** 4 + rng.below(26 ** 4) }));
  }
  const codes = readFileSync(setFile(draw), 'utf8')
    .split('\n')
    .filter((l) => l !== '');
  return codes.slice(from, count === undefined ? undefined : from + count).map((text) => {
    const code = parseGameCode(text);
    if (!code.ok) throw new Error(`${setFile(draw)}: ${text}: ${code.error.message}`);
    return { deal: code.value.deal, code: text };
  });
}

function run(values: Record<string, string | boolean | string[] | undefined>): void {
  const text = (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
  const drawText = oneOf('--draw', text('draw'), ['1', '3', 'both'], 'both');
  const preset = oneOf<PresetName>('--preset', text('preset'), ['app', 'classic', 'stilldeck'], 'app');
  const scoring = oneOf<Scoring>('--scoring', text('scoring'), ['normal', 'vegas'], 'normal');
  const count = wholeNumber('--deals', text('deals'), 1);
  const from = wholeNumber('--from', text('from'), 0) ?? 0;
  const random = wholeNumber('--random', text('random'), 1);
  const seed = wholeNumber('--seed', text('seed'), 0) ?? 1;
  const maxCpuMs = wholeNumber('--cpu-ms', text('cpu-ms'), 1) ?? 10_000;
  const maxMs = wholeNumber('--ms', text('ms'), 1);
  const maxNodes = wholeNumber('--nodes', text('nodes'), 1);
  const maxPositions = wholeNumber('--max-positions', text('max-positions'), 1);
  if (random !== undefined && (count !== undefined || from !== 0))
    throw new UsageError('--random picks fresh deals: it does not go with --deals or --from');
  const jsonFile = text('json');
  const budget: SolveBudget = {
    maxCpuMs,
    maxMs: maxMs ?? Infinity,
    ...(maxNodes === undefined ? {} : { maxNodes }),
    ...(maxPositions === undefined ? {} : { maxPositions }),
  };
  const draws: readonly DrawMode[] = drawText === 'both' ? [1, 3] : [Number(drawText) as DrawMode];
  const limits = [
    `${maxCpuMs} CPU ms`,
    ...(maxMs === undefined ? [] : [`${maxMs} wall ms`]),
    ...(maxNodes === undefined ? [] : [`${maxNodes} nodes`]),
    ...(maxPositions === undefined ? [] : [`${maxPositions} positions`]),
  ].join(', ');
  const set =
    random !== undefined
      ? `${random} random deals (seed ${seed})`
      : `deals ${from}..${from + (count ?? SET_SIZE - from) - 1} of the committed set`;
  console.log(
    `Solver benchmark: ${preset} ${scoring} rules, ${set} per draw mode, ${limits} per deal, one core (Node ${process.version})`,
  );
  for (const draw of draws) {
    const rules = makeRules({ draw, preset, scoring });
    console.log(
      `draw ${draw}: passes ${rules.passes}, foundation returns ${rules.foundationToColumn ? 'allowed' : 'not allowed'}`,
    );
  }
  console.log('');
  if (jsonFile) writeFileSync(jsonFile, '');
  const records: DealRecord[] = [];
  for (const draw of draws) {
    const rules = makeRules({ draw, preset, scoring });
    const deals = dealsOf(draw, from, count, random, seed);
    for (const { deal, code } of deals) {
      const cpuBefore = process.cpuUsage();
      const solved = solve(dealPosition(dealDeck(deal)), rules, budget);
      const cpu = process.cpuUsage(cpuBefore);
      if (!solved.ok) throw new Error(`deal ${deal}: ${solved.error.message}`);
      const result: SolveResult = solved.value;
      const record: DealRecord = {
        ...(code === undefined ? {} : { code }),
        deal,
        draw,
        preset,
        scoring,
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
      if (process.stderr.isTTY)
        process.stderr.write(`\r${draw}: ${records.filter((r) => r.draw === draw).length}/${deals.length}`);
    }
    if (process.stderr.isTTY) process.stderr.write('\r');
  }
  printSummary(records);
}

/** `--summary FILE...`: the table of one or more `--json` files, whole or cut short. */
function summarise(files: readonly string[]): void {
  if (files.length === 0) throw new UsageError('--summary needs one or more files written by --json');
  const records = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l, i) => {
        try {
          return JSON.parse(l) as DealRecord;
        } catch {
          throw new UsageError(`${file}:${i + 1}: not a JSON line written by --json`);
        }
      }),
  );
  printSummary(records);
}

function main(argv: readonly string[]): number {
  try {
    const summaryAt = argv.indexOf('--summary');
    if (summaryAt >= 0) {
      summarise(argv.slice(summaryAt + 1));
      return 0;
    }
    const { values, positionals } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: true,
      options: {
        help: { type: 'boolean' },
        generate: { type: 'boolean' },
        draw: { type: 'string' },
        preset: { type: 'string' },
        scoring: { type: 'string' },
        deals: { type: 'string' },
        from: { type: 'string' },
        random: { type: 'string' },
        seed: { type: 'string' },
        'cpu-ms': { type: 'string' },
        ms: { type: 'string' },
        nodes: { type: 'string' },
        'max-positions': { type: 'string' },
        json: { type: 'string' },
      },
    });
    if (values.help) {
      console.log(HELP);
      return 0;
    }
    if (positionals.length > 0)
      throw new UsageError(`unexpected argument '${positionals[0]}' (options start with --; see --help)`);
    if (values.generate) generate();
    else run(values);
    return 0;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // parseArgs's own errors (an unknown flag, a missing value) are usage errors too
    const usage = e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`bench:solver: ${message}${usage ? ' (see --help)' : ''}`);
    return usage ? 2 : 1;
  }
}

process.exitCode = main(process.argv.slice(2));
