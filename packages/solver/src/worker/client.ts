import {
  journalEntries,
  makeGameStart,
  gameStartOf,
  type Game,
  type JournalEntry,
  type Position,
  type Result,
  type Rules,
  type RulesOptions,
} from '@klondike/engine';
import type { Hint } from '../hint.js';
import type { LostAtReport } from '../lostAt.js';
import type { SolveResult } from '../solve.js';
import type {
  DealProgress,
  FromWorker,
  SolverTask,
  SolverTaskError,
  TaskValue,
  ToWorker,
  WinnableDeal,
} from './protocol.js';
import { spawnSolverWorker } from './spawn.js';

/** What the client needs of a Web Worker (a page's `Worker`, or a test's fake). */
export interface SolverWorker {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: { readonly data: FromWorker }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface SolverClientOptions {
  /** Starts a worker (default: the solver's module Web Worker). A new one is started after a hard stop. */
  readonly spawn?: () => SolverWorker;
  /** How long a cancelled task may take to stop on its own before the worker is terminated, in ms (default 150). */
  readonly graceMs?: number;
}

/** A task's answer: the value, or a {@link SolverTaskError} (cancelled, bad input, worker failure); never a rejection. */
export type SolverAnswer<T> = Promise<Result<T, SolverTaskError>>;

/**
 * The page's handle on the solver worker: one task at a time; starting a task cancels the one
 * running, whose promise then resolves with `ERR_SOLVER_CANCELLED`.
 */
export interface SolverClient {
  /** Decides a position under the rules within `budgetMs` (RULES §9 positions; `won` carries a RULES §7 line). */
  solve(position: Position, rules: Rules | RulesOptions, budgetMs: number): SolverAnswer<SolveResult>;
  /** Where a game was lost (the solver's `lostAt`), `budgetMs` for each of its searches. */
  lostAt(game: Game, budgetMs: number): SolverAnswer<LostAtReport>;
  /** Random deals under the rules until one is proven winnable: at most `maxDeals`, `budgetMs` each; `onProgress` after each deal. */
  winnableDeal(rules: RulesOptions, limits: WinnableDealLimits): SolverAnswer<WinnableDeal>;
  /**
   * The hint a person would give from `position` (the solver's `chooseHint`), given a winning `line`
   * from it and the position before the last action (`previous`, or null); null when the line is empty.
   */
  hint(
    position: Position,
    rules: Rules | RulesOptions,
    line: readonly string[],
    previous: Position | null,
  ): SolverAnswer<Hint | null>;
  /** Cancels the running task: a cooperative cancel first, `terminate()` after the grace time. */
  cancel(): void;
  /** Cancels and terminates the worker for good (a page or component going away). */
  dispose(): void;
}

/** Limits of a search for a winnable deal; `firstDeal` takes deal numbers in order from it instead of at random. */
export interface WinnableDealLimits {
  readonly budgetMs: number;
  readonly maxDeals: number;
  readonly firstDeal?: number;
  readonly onProgress?: (progress: DealProgress) => void;
}

/** The rules' options, as they travel to the worker (rebuilt there with `makeRules`). */
export const rulesOptionsOf = (rules: Rules | RulesOptions): RulesOptions => ({
  ...(rules.preset === undefined ? {} : { preset: rules.preset }),
  ...(rules.draw === undefined ? {} : { draw: rules.draw }),
  ...(rules.scoring === undefined ? {} : { scoring: rules.scoring }),
  ...(rules.thoughtful === undefined ? {} : { thoughtful: rules.thoughtful }),
});

/** The journal as fresh plain objects (a game kept in a framework's reactive state may hand out proxies, which cannot be cloned). */
export const plainEntries = (entries: readonly JournalEntry[]): JournalEntry[] =>
  entries.map((entry) => ({ action: { ...entry.action }, ...(entry.t === undefined ? {} : { t: entry.t }) }));

interface Running {
  readonly id: number;
  readonly finish: (outcome: Result<TaskValue[SolverTask['kind']], SolverTaskError>) => void;
  readonly onProgress: ((progress: DealProgress) => void) | undefined;
  readonly cancelFlag: Int32Array | undefined;
}

const cancelledError: SolverTaskError = { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' };

/** A flag the worker's solver reads while it searches: only where memory may be shared (a cross-origin isolated page, Node). */
function makeCancelFlag(): Int32Array | undefined {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated;
  if (typeof SharedArrayBuffer === 'undefined' || isolated === false) return undefined;
  return new Int32Array(new SharedArrayBuffer(4));
}

/**
 * Creates a solver client. The worker starts at the first task (so a page pays nothing until it asks).
 * Cancel: the task's shared flag is set and a `cancel` message sent (the solver checks both); a worker
 * still busy with a cancelled task when the grace time ends, or when a new task comes, is terminated
 * (the hard stop) and a fresh one serves the next task.
 */
export function createSolverClient(options: SolverClientOptions = {}): SolverClient {
  const spawn = options.spawn ?? spawnSolverWorker;
  const graceMs = options.graceMs ?? 150;
  let worker: SolverWorker | null = null;
  let nextId = 1;
  let running: Running | null = null;
  /** The id of a cancelled task the worker has not answered yet (it is still searching). */
  let stopping: { id: number; shared: boolean; timer: ReturnType<typeof setTimeout> } | null = null;

  const hardStop = (): void => {
    worker?.terminate();
    worker = null;
    if (stopping) clearTimeout(stopping.timer);
    stopping = null;
  };

  const onMessage = (message: FromWorker): void => {
    if (stopping && message.id === stopping.id && message.type !== 'progress') {
      clearTimeout(stopping.timer);
      stopping = null;
      return;
    }
    if (!running || message.id !== running.id) return;
    if (message.type === 'progress') {
      running.onProgress?.(message.progress);
      return;
    }
    const { finish } = running;
    running = null;
    finish(message.type === 'done' ? { ok: true, value: message.value } : { ok: false, error: message.error });
  };

  const ensureWorker = (): SolverWorker => {
    if (worker) return worker;
    const started = spawn();
    started.onmessage = (event) => {
      if (worker === started) onMessage(event.data);
    };
    started.onerror = () => {
      if (worker !== started) return;
      hardStop();
      const failed = running;
      running = null;
      failed?.finish({
        ok: false,
        error: { code: 'ERR_SOLVER_WORKER', message: 'the solver worker failed to load or crashed' },
      });
    };
    worker = started;
    return started;
  };

  const cancel = (): void => {
    const task = running;
    if (!task) return;
    running = null;
    if (task.cancelFlag) Atomics.store(task.cancelFlag, 0, 1);
    worker?.postMessage({ type: 'cancel', id: task.id });
    if (stopping) clearTimeout(stopping.timer);
    stopping = { id: task.id, shared: task.cancelFlag !== undefined, timer: setTimeout(hardStop, graceMs) };
    task.finish({ ok: false, error: cancelledError });
  };

  const run = <K extends SolverTask['kind']>(
    task: Extract<SolverTask, { kind: K }>,
    onProgress?: (progress: DealProgress) => void,
  ): SolverAnswer<TaskValue[K]> => {
    cancel();
    // without a shared flag, a worker still searching a cancelled task would only stop at its budget's end
    if (stopping && !stopping.shared) hardStop();
    const id = nextId++;
    const cancelFlag = makeCancelFlag();
    return new Promise((resolve) => {
      running = { id, finish: resolve as Running['finish'], onProgress, cancelFlag };
      try {
        ensureWorker().postMessage(cancelFlag ? { type: 'run', id, task, cancelFlag } : { type: 'run', id, task });
      } catch (thrown) {
        // a task that cannot be cloned (e.g. a reactive proxy of a game) or a worker that cannot start
        running = null;
        resolve({
          ok: false,
          error: {
            code: 'ERR_SOLVER_MESSAGE',
            message: `the task could not be sent to the solver worker: ${String(thrown)}`,
          },
        });
      }
    });
  };

  return {
    solve: (position, rules, budgetMs) =>
      run<'solve'>({ kind: 'solve', position, rules: rulesOptionsOf(rules), budgetMs }),
    lostAt: (game, budgetMs) =>
      run<'lostAt'>({
        kind: 'lostAt',
        start: makeGameStart(gameStartOf(game)),
        entries: plainEntries(journalEntries(game)),
        budgetMs,
      }),
    hint: (position, rules, line, previous) =>
      run<'hint'>({ kind: 'hint', position, previous, rules: rulesOptionsOf(rules), line: [...line] }),
    winnableDeal: (rules, limits) =>
      run<'winnableDeal'>(
        {
          kind: 'winnableDeal',
          rules: rulesOptionsOf(rules),
          budgetMs: limits.budgetMs,
          maxDeals: limits.maxDeals,
          ...(limits.firstDeal === undefined ? {} : { firstDeal: limits.firstDeal }),
        },
        limits.onProgress,
      ),
    cancel,
    dispose: () => {
      cancel();
      hardStop();
    },
  };
}
