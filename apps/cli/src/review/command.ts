import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { SingleBar } from 'cli-progress';
import { Tinypool } from 'tinypool';
import { loadSessionText, type InvalidSession } from '@klondike/analysis';
import { reviewJson } from '@klondike/review';
import { perSession } from '../render.js';
import { placeFields, readSessionRecords, stoppedAtOf, type Input } from '../sessionFile.js';
import { setAsideAt, setAsideNote } from '../setAside.js';
import { renderReview } from './render.js';
import { reviewRecord, type ReviewOutcome, type ReviewSettings, type ReviewTask } from './task.js';

/** The options of `klondike review`. */
export interface ReviewCommandOptions extends ReviewSettings {
  readonly session: string;
  readonly json?: boolean;
  /** Worker threads for a file of several sessions (default: the available cores). */
  readonly jobs?: number;
}

/** What the review tells its progress bar (cli-progress's `SingleBar` is one): journal entries reviewed. */
export interface ReviewProgressBar {
  start(total: number, value: number): void;
  update(value: number): void;
  stop(): void;
}

/** What `review` needs of the outside world beyond its options. */
export interface ReviewIo extends Input {
  /** Where the progress bar goes: set only when stderr is a terminal. */
  readonly progress?: NodeJS.WritableStream;
  /** A bar to drive instead of drawing one on {@link ReviewIo.progress} (tests record what it is told). */
  readonly bar?: ReviewProgressBar;
}

/**
 * What the command produced: the text for stdout, one line per session that was not reviewed, and the
 * stderr line for the sessions read with a value set aside (`setAsideNote`; empty when none was).
 */
export interface ReviewCommandResult {
  readonly output: string;
  readonly problems: readonly string[];
  readonly note: string;
}

/** The worker entry, built by tsc beside this module (the tests run the sources against the build). */
const WORKER = new URL(import.meta.url.endsWith('.ts') ? '../../dist/review/worker.js' : './worker.js', import.meta.url)
  .href;

/**
 * One session of the file, in file order: a task to run (with the problem of a session refused at an
 * action, reviewed up to it), or why it cannot be one.
 */
type Slot =
  { readonly task: ReviewTask; readonly entries: number; readonly problem?: string } | { readonly problem: string };

/**
 * `klondike review --session FILE`: reviews every session of a session file (JSON, NDJSON, a
 * fixture, `-` for stdin), each with `@klondike/review`, in worker threads when there are several.
 * A session that cannot be read or reviewed is a problem line naming `file:line`; the others are
 * still reviewed. The numbers depend only on the session, K and the seed (node budgets; a
 * `timeoutMs` also limits each exact search by time).
 * @returns the text report (or one JSON object per reviewed session, one a line) and the problems
 * @throws CliError when the file cannot be read
 */
export async function reviewCommand(options: ReviewCommandOptions, io: ReviewIo): Promise<ReviewCommandResult> {
  const { name, items } = await readSessionRecords(options.session, io);
  const settings: ReviewSettings = {
    ...(options.samples === undefined ? {} : { samples: options.samples }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  };
  const setAside: InvalidSession[] = [];
  const slots: Slot[] = items.map((item) => {
    if ('invalid' in item) return { problem: `${item.invalid.source}: ${item.invalid.reason}` };
    const { line, element, text } = item.record;
    const task: ReviewTask = {
      text,
      file: name,
      ...(line === undefined ? {} : { line }),
      ...(element === undefined ? {} : { element }),
      settings,
    };
    // read once here to count the entries for the bar and to name a bad session before any work
    const read = loadSessionText(task.text, task.file, task);
    if (read === null) return { problem: `${task.file}: ERR_EMPTY: no session` };
    if (!('invalid' in read)) {
      setAside.push(...setAsideAt(read.source, read.loaded.warnings));
      return { task, entries: read.loaded.session.actions.length };
    }
    const problem = `${read.invalid.source}: ${read.invalid.reason}`;
    // refused at an action: reviewed up to it (the problem said all the same), as play and lost-at show it
    return read.prefix && stoppedAtOf(read.invalid)
      ? { task, entries: read.prefix.session.actions.length, problem }
      : { problem };
  });
  const tasks = slots.filter((s): s is Extract<Slot, { task: ReviewTask }> => 'task' in s);
  const outcomes = await runTasks(tasks, options, io);
  const problems: string[] = [];
  const reviews: { readonly source: string; readonly text: string }[] = [];
  let next = 0;
  for (const slot of slots) {
    if (slot.problem !== undefined) problems.push(slot.problem);
    if (!('task' in slot)) continue;
    const outcome = outcomes[next++]!;
    if (!outcome.ok) problems.push(`${outcome.invalid.source}: ${outcome.invalid.reason}`);
    else {
      const place = placeFields(outcome);
      reviews.push({
        ...place,
        text: options.json ? JSON.stringify({ ...reviewJson(outcome.review), ...place }) : renderReview(outcome.review),
      });
    }
  }
  const note = setAsideNote(setAside);
  if (options.json) return { output: reviews.map((r) => r.text).join('\n'), problems, note };
  return { output: perSession(reviews), problems, note };
}

/**
 * Reviews the tasks: in this thread when there is one (or one job), else in a tinypool of worker
 * threads, each task telling its progress through a port of its own.
 * @returns one outcome per task, in task order
 */
async function runTasks(
  tasks: readonly { readonly task: ReviewTask; readonly entries: number }[],
  options: ReviewCommandOptions,
  io: ReviewIo,
): Promise<ReviewOutcome[]> {
  const total = tasks.reduce((sum, t) => sum + t.entries, 0);
  const bar: ReviewProgressBar | undefined =
    io.bar ??
    (io.progress && !options.json
      ? new SingleBar({
          stream: io.progress,
          format: 'reviewing [{bar}] {value}/{total} journal entries, {duration}s',
          hideCursor: true,
          clearOnComplete: true,
        })
      : undefined);
  const done = tasks.map(() => 0);
  const tell = (index: number, entries: number): void => {
    if (entries <= done[index]!) return; // a late message from a worker, after its outcome
    done[index] = entries;
    bar?.update(done.reduce((a, b) => a + b, 0));
  };
  bar?.start(total, 0);
  const jobs = Math.max(1, Math.min(options.jobs ?? availableParallelism(), tasks.length));
  try {
    if (jobs === 1)
      return tasks.map(({ task, entries }, index) => {
        const outcome = reviewRecord(task, (d) => tell(index, d));
        tell(index, entries);
        return outcome;
      });
    const pool = new Tinypool({ filename: WORKER, minThreads: 1, maxThreads: jobs });
    try {
      return await Promise.all(
        tasks.map(async ({ task, entries }, index) => {
          const { port1, port2 } = new MessageChannel();
          port1.on('message', (d: number) => tell(index, d));
          try {
            const outcome = (await pool.run({ ...task, port: port2 }, { transferList: [port2] })) as ReviewOutcome;
            tell(index, entries);
            return outcome;
          } finally {
            port1.close();
          }
        }),
      );
    } finally {
      await pool.destroy();
    }
  } finally {
    bar?.stop();
  }
}
