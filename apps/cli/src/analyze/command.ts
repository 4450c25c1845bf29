import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import { Tinypool } from 'tinypool';
import type { InvalidSession } from '@klondike/analysis';
import { CliError, PartialFailure } from '../errors.js';
import { plural } from '../plural.js';
import { setAsideNote } from '../setAside.js';
import { foldTask, type FoldedColumns, type FoldTask, type RangeTask } from './fold.js';
import { listInputs, readWork, type InputTally, type LineBatch, type ReadProgress, type ReadWork } from './read.js';
import { parquetTablesIn, SessionStore, type ParquetWrite, type SessionRows } from './db.js';
import { analyzeCsv, analyzeJson, analyzeTable } from './output.js';
import type { Input } from '../sessionFile.js';
import type { Analysis } from './types.js';

export type { Analysis } from './types.js';
import { DEFAULT_ANALYZE_SOLVE_MS, type AnalyzeOptions } from './options.js';
import { timeBudget } from '../solverBudget.js';

/** What `analyze` needs of the outside world beyond its options. */
export interface AnalyzeIo extends Input {
  /** Where the progress bar goes: set only when stderr is a terminal. */
  readonly progress?: NodeJS.WritableStream;
  /** Notes for stderr that are not failures (invalid sessions under `--csv`, sessions kept with a warning). */
  readonly note?: (text: string) => void;
  /** A bar to drive instead of drawing one on {@link AnalyzeIo.progress} (tests record what it is told). */
  readonly bar?: ProgressBar;
}

/** What the analysis tells its progress bar (cli-progress's `SingleBar` is one): bytes of the input folded so far. */
export interface ProgressBar {
  /** @param total bytes of all inputs (at least 1) */
  start(total: number, value: number, payload: ProgressPayload): void;
  /** @param value bytes read when the batch just folded was cut (at most one read chunk ahead of the folded sessions) */
  update(value: number, payload: ProgressPayload): void;
  stop(): void;
}

/** The figures beside the bar: sessions folded, and folded per second. */
export interface ProgressPayload {
  readonly sessions: number;
  readonly rate: number;
}

/** Sessions per batch handed to a worker. */
const BATCH_SIZE = 1000;
/** Sessions per batch under `--solve` or `--review`, where each takes solver budgets: small, so the bar moves as they are done. */
const SOLVE_BATCH_SIZE = 4;
/**
 * Input from which the sessions are folded in worker threads when `--jobs` is not given: below it
 * the threads' start (each loads the engine) costs more than they save.
 */
const WORKERS_FROM_BYTES = 16 * 1024 * 1024;

/**
 * The threads that fold: `--jobs N` is N of them, the main thread and N - 1 worker threads (`--jobs 1`:
 * the main thread reads, folds and stores alone). By default, one per core for an input of
 * {@link WORKERS_FROM_BYTES} or more without `--solve` and `--review`: each worker reads and folds
 * its own parts of the NDJSON files (no session's text crosses threads) and sends the rows back as
 * columns, while the main thread cuts the files at line feeds, stores the rows in input order and folds
 * a part itself whenever it would otherwise wait (docs/performance.md). `--solve` and `--review` fold
 * in the main thread unless `--jobs` says otherwise, their budgets measured alone.
 * @returns the worker threads to start (0: the main thread alone)
 */
function workerThreads(jobs: number | undefined, plain: boolean, bytes: number): number {
  if (jobs !== undefined) return jobs - 1;
  const cores = availableParallelism();
  return plain && bytes >= WORKERS_FROM_BYTES && cores > 1 ? cores - 1 : 0;
}

/** A piece of work read, in input order, and where its folding stands. */
interface Slot {
  readonly work: ReadWork;
  /** Its result once started (in a worker or, done at once, in the main thread). */
  result?: Promise<FoldedColumns>;
  /** Started in a worker. */
  pooled?: boolean;
  /** Its result is there. */
  done?: boolean;
}

/** The worker entry, built by tsc beside this module. */
const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? '../../dist/analyze/worker.js' : './worker.js',
  import.meta.url,
).href;

/**
 * `klondike analyze FILES_OR_FOLDERS...`: streams every session of the inputs, folds each
 * through the engine (in worker threads with `--jobs N`), stores the rows in DuckDB, runs the
 * aggregate `.sql` queries and prints a table, CSV or JSON; optionally writes Parquet and an HTML report.
 * The rows of `--json` and `--csv` are read back from the table and handed to `write` a data chunk at a
 * time, after everything else is done (so a failure before them prints nothing): memory does not grow with them.
 * @param write takes the text for stdout, piece by piece, and resolves when it is written
 * @throws CliError for an input that does not exist, or a database/Parquet/HTML file that cannot be written
 */
export async function analyzeCommand(
  paths: readonly string[],
  options: AnalyzeOptions,
  io: AnalyzeIo,
  write: (pieces: AsyncIterable<string>) => Promise<void>,
): Promise<void> {
  if (options.json && options.csv) throw new CliError('--json and --csv are two outputs: choose one');
  if (options.timeoutMs !== undefined && !options.solve)
    throw new CliError('--timeout-ms is the solver budget of --solve: add --solve');
  if (options.cpuMs !== undefined && !options.solve)
    throw new CliError('--cpu-ms is the solver budget of --solve: add --solve');
  if (options.append && options.parquet === undefined)
    throw new CliError('--append adds to the tables of --parquet DIR: add --parquet');
  if (options.parquet !== undefined && !options.append && parquetTablesIn(options.parquet))
    throw new CliError(
      `"${options.parquet}" already holds Parquet tables (sessions/, think_times/): writing again would add its sessions a second time; add --append to add only the sessions not there yet, or choose an empty folder`,
    );
  const analysis = await analyze(paths, options, io, async (analysis, rows) => {
    if (options.html !== undefined) {
      // loaded only for --html: the chart library and the DOM it draws in are large
      const { writeHtmlReport } = await import('./html.js');
      await writeHtmlReport(options.html, analysis, options.lang ?? 'en');
    }
    if (options.json) return write(analyzeJson(analysis, rows()));
    if (options.csv) {
      if (analysis.invalid.length > 0)
        io.note?.(
          `klondike: ${analysis.invalid.length} ${plural('en', analysis.invalid.length, { one: 'invalid session', other: 'invalid sessions' })} left out of the CSV; first: ${analysis.invalid[0]!.source}: ${analysis.invalid[0]!.reason}\n`,
        );
      return write(analyzeCsv(rows()));
    }
    return write(pieces(analyzeTable(analysis) + '\n'));
  });
  // what was read is printed (the invalid sessions with their reasons), but an analysis of no session
  // is not a success: a script that checks the status learns that there was nothing to analyse, because
  // records were refused, or because the input held none at all (an empty folder, empty files: a path
  // mistyped or an export that wrote nothing is as much a failure as a refused record)
  if (analysis.sessions === 0) throw new PartialFailure([noSessionText(analysis, paths)]);
}

/** Why an analysis read no session: the records refused (ERR_EMPTY files aside), else that there were none. */
function noSessionText(analysis: Analysis, paths: readonly string[]): string {
  const empty = analysis.invalid.filter((i) => i.reason.startsWith('ERR_EMPTY:')).length;
  const all = analysis.invalid.length;
  // the count is the one the printed table gives (empty files among the invalid), said of which they are
  if (all > empty)
    return `no valid session in the input: ${all.toLocaleString('en-US')} invalid${empty > 0 ? `, ${empty.toLocaleString('en-US')} of them ${plural('en', empty, { one: 'an empty file', other: 'empty files' })}` : ''} (listed above)`;
  if (analysis.files === 0)
    return `no session in the input: no session file (.json, .ndjson, .jsonl) in ${paths.join(', ')}`;
  return `no session in the input: ${analysis.files} ${plural('en', analysis.files, { one: 'file', other: 'files' })} read, none holds a session`;
}

/** One text as a stream of one piece. */
async function* pieces(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * Reads, folds, stores and aggregates (see {@link analyzeCommand}).
 * @param then runs with the analysis while the database is still open: `rows()` reads the sessions table back in input order
 * @returns the analysis (the database closed)
 */
export async function analyze(
  paths: readonly string[],
  options: AnalyzeOptions,
  io: AnalyzeIo,
  then?: (analysis: Analysis, rows: () => SessionRows) => Promise<void>,
): Promise<Analysis> {
  const invalid: InvalidSession[] = [];
  // sessions kept with a value set aside (a startedAt that is no date and time), said on stderr
  const warnings: InvalidSession[] = [];
  const tally: InputTally = { binary: 0, skipped: 0 };
  const inputs = await listInputs(paths, (i) => invalid.push(i), tally);
  const totalBytes = inputs.reduce((sum, i) => sum + i.bytes, 0);
  const review = options.review === true;
  const workers = workerThreads(options.jobs, !options.solve && !review, totalBytes);
  const solve = options.solve ? timeBudget(options.timeoutMs, options.cpuMs, DEFAULT_ANALYZE_SOLVE_MS) : undefined;
  let store: SessionStore;
  try {
    store = await SessionStore.open(options.db);
  } catch (e) {
    throw new CliError(
      `cannot open the database "${options.db ?? ':memory:'}": ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  let sessions = 0;
  const progress: ReadProgress = { bytes: 0 };
  const started = Date.now();
  const bar: ProgressBar | undefined =
    io.bar ??
    (io.progress && !options.json
      ? new SingleBar({
          stream: io.progress,
          format: 'analyzing [{bar}] {percentage}% {sessions} sessions, {rate}/s',
          hideCursor: true,
          clearOnComplete: true,
        })
      : undefined);
  const barTotal = Math.max(1, totalBytes);
  bar?.start(barTotal, 0, { sessions: 0, rate: 0 });
  // the bar counts what is folded: a batch's bytes are told when its rows come back, not when it is read or queued
  // the inputs a session came from, by index: a file that held only bad records is read but gave none
  const withSessions = new Set<number>();
  const take = async (result: FoldedColumns, input: number, doneBytes: number | undefined): Promise<void> => {
    await store.appendColumns(result.rows);
    sessions += result.rows.count;
    if (result.rows.count > 0) withSessions.add(input);
    invalid.push(...result.invalid);
    warnings.push(...result.warnings);
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    bar?.update(Math.min(doneBytes ?? progress.bytes, barTotal), { sessions, rate: Math.round(sessions / seconds) });
  };
  const batchSize = solve === undefined && !review ? BATCH_SIZE : SOLVE_BATCH_SIZE;
  const taskOf = (batch: LineBatch): FoldTask => ({
    batch,
    ...(solve === undefined ? {} : { solve }),
    ...(review ? { review } : {}),
  });
  const pool = workers > 0 ? new Tinypool({ filename: WORKER, minThreads: workers, maxThreads: workers }) : undefined;
  let poolOpen = pool !== undefined;
  try {
    // parts of NDJSON files are read by the workers themselves, batches of records (standard input, a
    // JSON document, --solve and --review) are read here
    const work = readWork(inputs, io, batchSize, progress, pool !== undefined && solve === undefined && !review);
    if (pool) {
      // Work is read ahead (a few parts per worker) and taken in input order, a problem found while
      // reading with it, so memory stays flat and rows and problems keep their order. Up to two parts
      // per worker are folded there; the main thread folds the next part waiting rather than wait.
      const slots: Slot[] = [];
      const reader = work[Symbol.asyncIterator]();
      let reading = true;
      const taskOfWork = (w: Exclude<ReadWork, { invalid: InvalidSession }>): FoldTask | RangeTask =>
        'range' in w ? { range: w.range } : taskOf(w.batch);
      const foldHere = (slot: Slot): void => {
        slot.result = Promise.resolve(
          foldTask(taskOfWork(slot.work as Exclude<ReadWork, { invalid: InvalidSession }>)),
        );
        slot.done = true;
      };
      for (;;) {
        while (reading && slots.length < workers * 4 + 2) {
          const next = await reader.next();
          if (next.done) reading = false;
          else slots.push({ work: next.value });
        }
        let running = 0;
        for (const slot of slots) if (slot.pooled && !slot.done) running++;
        for (const slot of slots) {
          if (running >= workers * 2) break;
          if (slot.result !== undefined || 'invalid' in slot.work) continue;
          const started = pool.run(taskOfWork(slot.work)) as Promise<FoldedColumns>;
          slot.result = started;
          slot.pooled = true;
          void started.then(
            () => (slot.done = true),
            () => (slot.done = true),
          );
          running++;
        }
        const head = slots[0];
        if (head === undefined) break;
        if ('invalid' in head.work) {
          slots.shift();
          invalid.push(head.work.invalid);
          continue;
        }
        const waiting = head.done ? undefined : slots.find((s) => s.result === undefined && !('invalid' in s.work));
        if (waiting !== undefined) {
          foldHere(waiting);
          continue;
        }
        slots.shift();
        await take(await head.result!, head.work.input, 'range' in head.work ? head.work.bytes : head.work.batch.bytes);
      }
      // the worker threads' heaps are given back before DuckDB's closing work (the appenders' flush,
      // the aggregate queries), the run's peak of memory
      poolOpen = false;
      await pool.destroy();
    } else {
      for await (const w of work)
        if ('invalid' in w) invalid.push(w.invalid);
        else if ('batch' in w) await take(foldTask(taskOf(w.batch)), w.input, w.batch.bytes);
        else await take(foldTask({ range: w.range }), w.input, w.bytes);
    }
    bar?.update(barTotal, { sessions, rate: Math.round(sessions / Math.max(0.001, (Date.now() - started) / 1000)) });
    const duplicates = await store.finish();
    const aggregate = await store.aggregate(solve !== undefined, review);
    let parquet: ParquetWrite | undefined;
    if (options.parquet !== undefined) {
      try {
        parquet = await store.writeParquet(options.parquet, options.append === true);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (options.append && /session_key/.test(message))
          throw new CliError(
            `cannot append to "${options.parquet}": its tables have no session_key column (written by an older klondike): write into a new folder`,
          );
        throw new CliError(`cannot write Parquet to "${options.parquet}": ${message}`);
      }
    }
    const analysis: Analysis = {
      sessions: sessions - duplicates,
      invalid,
      aggregate,
      // a binary file is listed among the invalid: it is counted among the files too
      files: inputs.length + tally.binary,
      skippedFiles: tally.skipped,
      filesWithSessions: withSessions.size,
      solved: solve !== undefined,
      reviewed: review,
      duplicates,
      ...(parquet === undefined ? {} : { parquet }),
    };
    bar?.stop();
    if (warnings.length > 0) io.note?.(setAsideNote(warnings));
    // the printed rows are read back from the table a chunk at a time: the fold kept none of them
    await then?.(analysis, () => store.rowChunks());
    return analysis;
  } finally {
    bar?.stop();
    if (poolOpen) await pool?.destroy();
    store.close();
  }
}
