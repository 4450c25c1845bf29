import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import { Tinypool } from 'tinypool';
import { CliError, oneLine } from './errors.js';
import { looksBinary, printableText } from '@klondike/engine';
import type { RulesFlags } from './options.js';
import { countsText, reasonText, type SolveReport } from './solveGame.js';
import type { SolveOutcome, SolveTask } from './solveWorker.js';
import { readInputText, type Input } from './sessionFile.js';
import type { TimeBudget } from './solverBudget.js';
import { startGame, type StartFlags } from './start.js';

/** One game line of a batch file: its 1-based line number, its text, and the start it names. */
export interface BatchGame {
  readonly line: number;
  readonly input: string;
  readonly flags: StartFlags;
}

/** One result of a batch, in input order: a verdict, or why the line is not a game. */
export type BatchRow = { readonly line: number; readonly input: string } & (
  { readonly solve: SolveReport } | { readonly error: string }
);

/** How a batch runs. */
export interface BatchOptions {
  /** Worker threads (default: the available cores; one under a CPU budget, see {@link solveBatch}). */
  readonly jobs?: number;
  /** Time limits of each solver call: `maxMs` of wall time and/or `maxCpuMs` of CPU time (see `timeBudget`). */
  readonly budget: TimeBudget;
  /** Rules flags applied to every line (a code's own rules win by the start rule: a conflict makes the line invalid). */
  readonly rules: RulesFlags;
  /** Where a progress bar goes (a terminal), or nothing. */
  readonly progress?: NodeJS.WritableStream;
  /** Aborting stops the pool: running workers are terminated, the batch fails with `interrupted`. */
  readonly signal?: AbortSignal;
}

/**
 * Reads the lines of a batch file, or of standard input for `-` (named `stdin`, by the reader of
 * `play --session -`): a game code or a deck string (52 cards, separated by spaces) per line; blank
 * lines and lines starting with `#` are skipped.
 * @throws CliError when the file cannot be read, is binary (the engine's `looksBinary`) or holds no game line
 */
export async function readBatchFile(
  file: string,
  input: Input,
): Promise<{ readonly line: number; readonly input: string }[]> {
  const { name, text } = await readInputText(file, input, 'batch file');
  if (looksBinary(text, batchLine)) throw new CliError(`${name}: binary file, not a batch file of game codes or decks`);
  const lines = text
    .split(/\r?\n/)
    .map((input, i) => ({ line: i + 1, input: input.trim() }))
    .filter((l) => l.input !== '' && !l.input.startsWith('#'));
  if (lines.length === 0) throw new CliError(`${name}: no game code or deck in the batch file`);
  return lines;
}

/** A line that may be one of a batch file: a comment, a game code (`KL1-...`) or a deck starting with a card (`Js 2s ...`). */
const batchLine = (line: string): boolean => /^\s*(#|KL\d|(10|[A2-9TJQK])[SHDC](\s|$))/i.test(line);

/**
 * A code has no spaces; a deck string is 52 cards separated by spaces. A line starting with what looks
 * like a game code and going on is neither: it is refused as such, not read as a deck whose first card is bad.
 */
function startOfLine(input: string, rules: RulesFlags): StartFlags | { readonly error: string } {
  const [first = '', ...rest] = input.split(/\s+/);
  if (rest.length > 0 && /^KL\d/i.test(first))
    return {
      error: `extra text after the game code ${first}: "${rest.join(' ')}" (one game code or one deck per line)`,
    };
  return rest.length > 0 ? { ...rules, deck: input } : { ...rules, code: input };
}

/** The worker entry, built by tsc beside this module. */
const WORKER = new URL('./solveWorker.js', import.meta.url).href;

/**
 * The worker threads of a batch: `jobs` (default the available cores), at most one per game. A CPU
 * budget (`maxCpuMs`) runs one: the solver's CPU clock, `process.cpuUsage`, counts the whole process,
 * every thread of it (Node 20 has no clock of one thread: `process.threadCpuUsage` came in Node 23.9),
 * so in two busy threads each search would be charged the other's time too and stop early.
 * @throws CliError for more than one job under a CPU budget
 */
export function batchThreads(jobs: number | undefined, budget: TimeBudget, games: number): number {
  const cpuBudget = budget.maxCpuMs !== undefined;
  if (cpuBudget && jobs !== undefined && jobs > 1)
    throw new CliError(
      `--cpu-ms runs --batch in one worker thread: the CPU time it counts is the whole process's, so ${jobs} threads would charge each game the others' time; drop --jobs ${jobs}, or use --timeout-ms for a wall-time budget in several threads`,
    );
  return Math.max(1, Math.min(jobs ?? (cpuBudget ? 1 : availableParallelism()), games));
}

/**
 * Solves every game of a batch in worker threads (tinypool), as many as {@link batchThreads} says.
 * Each line is checked by the start rule first: a bad line becomes an `error` row with the reason,
 * and the others go on.
 * @returns one row per game line, in input order
 * @throws CliError for more than one job under a CPU budget; `interrupted ...` when `signal` aborts (the
 * pool is destroyed either way)
 */
export async function solveBatch(
  lines: readonly { readonly line: number; readonly input: string }[],
  options: BatchOptions,
): Promise<BatchRow[]> {
  const rows: (BatchRow | undefined)[] = lines.map(() => undefined);
  const games: { readonly index: number; readonly game: BatchGame }[] = [];
  lines.forEach((l, index) => {
    const flags = startOfLine(l.input, options.rules);
    if ('error' in flags) {
      rows[index] = { ...l, error: flags.error };
      return;
    }
    try {
      startGame(flags);
      games.push({ index, game: { ...l, flags } });
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      rows[index] = { ...l, error: oneLine(e.message) };
    }
  });
  const jobs = batchThreads(options.jobs, options.budget, games.length);
  const pool = new Tinypool({ filename: WORKER, minThreads: games.length === 0 ? 0 : 1, maxThreads: jobs });
  const bar = options.progress
    ? new SingleBar({
        stream: options.progress,
        format: 'solving [{bar}] {value}/{total} games, {duration}s',
        hideCursor: true,
        clearOnComplete: true,
      })
    : undefined;
  bar?.start(games.length, 0);
  // Each task gets a signal of its own, which tinypool listens to; the caller's signal has one listener,
  // which aborts them all. (Handing the caller's signal to every task added a listener per game: past 10,
  // Node printed a MaxListenersExceededWarning.)
  const running = new Set<AbortController>();
  const abortAll = (): void => {
    for (const c of running) c.abort();
  };
  options.signal?.addEventListener('abort', abortAll, { once: true });
  try {
    await Promise.all(
      games.map(async ({ index, game }) => {
        const task: SolveTask = { flags: game.flags, budget: options.budget };
        let runOptions = {};
        let own: AbortController | undefined;
        if (options.signal) {
          own = new AbortController();
          if (options.signal.aborted) own.abort();
          running.add(own);
          runOptions = { signal: own.signal };
        }
        try {
          const outcome = (await pool.run(task, runOptions)) as SolveOutcome;
          rows[index] = outcome.ok
            ? { line: game.line, input: game.input, solve: outcome.report }
            : { line: game.line, input: game.input, error: oneLine(outcome.error) };
          bar?.increment();
        } finally {
          if (own) running.delete(own);
        }
      }),
    );
  } catch (e) {
    if (options.signal?.aborted) {
      const done = rows.filter((r) => r !== undefined && 'solve' in r).length;
      throw new CliError(`interrupted: ${done} of ${games.length} games solved, the rest stopped`);
    }
    throw e;
  } finally {
    options.signal?.removeEventListener('abort', abortAll);
    bar?.stop();
    await pool.destroy();
  }
  return rows.map((r) => r!);
}

/** Counts of a batch's rows by outcome. */
export interface BatchSummary {
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
  readonly invalid: number;
}

/** Counts the rows: won, lost, unknown, and invalid lines. */
export function summarize(rows: readonly BatchRow[]): BatchSummary {
  const count = (f: (r: BatchRow) => boolean): number => rows.filter(f).length;
  return {
    won: count((r) => 'solve' in r && r.solve.result === 'won'),
    lost: count((r) => 'solve' in r && r.solve.result === 'lost'),
    unknown: count((r) => 'solve' in r && r.solve.result === 'unknown'),
    invalid: count((r) => 'error' in r),
  };
}

const summaryText = (s: BatchSummary): string =>
  `${s.won} won, ${s.lost} lost, ${s.unknown} unknown, ${s.invalid} invalid`;

/**
 * The batch as NDJSON: one `{"line", "input", "solve": {...}}` or `{"line", "input", "error"}` per
 * game line in input order, then `{"summary": {"won", "lost", "unknown", "invalid"}}`.
 */
export const batchJson = (rows: readonly BatchRow[]): string =>
  [...rows.map((r) => JSON.stringify(r)), JSON.stringify({ summary: summarize(rows) })].join('\n');

/** The batch as a text table (line, input, result, actions of the winning line, counts or the error), then the summary line. */
export function batchTable(rows: readonly BatchRow[]): string {
  // a line of a binary file is shown as a terminal can show it (its line number kept)
  rows = rows.map((r) => ('error' in r ? { ...r, input: printableText(r.input), error: printableText(r.error) } : r));
  const inputWidth = Math.min(40, Math.max(5, ...rows.map((r) => r.input.length)));
  const shortInput = (s: string): string =>
    (s.length > inputWidth ? s.slice(0, inputWidth - 3) + '...' : s).padEnd(inputWidth);
  const lineWidth = Math.max(4, ...rows.map((r) => String(r.line).length));
  const head = `${'line'.padStart(lineWidth)}  ${'input'.padEnd(inputWidth)}  ${'result'.padEnd(7)}  ${'actions'.padStart(7)}  details`;
  const body = rows.map((r) => {
    const start = `${String(r.line).padStart(lineWidth)}  ${shortInput(r.input)}  `;
    if ('error' in r) return `${start}${'invalid'.padEnd(7)}  ${''.padStart(7)}  ${r.error}`;
    const s = r.solve;
    const details = s.result === 'unknown' ? `${reasonText(s.reason)}; ${countsText(s)}` : countsText(s);
    return `${start}${s.result.padEnd(7)}  ${(s.result === 'won' ? String(s.line.length) : '').padStart(7)}  ${details}`;
  });
  return [head, ...body, `summary: ${summaryText(summarize(rows))}`].join('\n');
}
