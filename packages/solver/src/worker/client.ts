import {
  makeGameStart,
  packJournal,
  gameStartOf,
  type Game,
  type JournalEntry,
  type PackedJournal,
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
  SearchLimits,
  SolverTask,
  SolverTaskError,
  SolverWorker,
  TaskValue,
  ToWorker,
  WinnableDeal,
} from './protocol.js';
import { spawnSolverWorker } from './spawn.js';
import { createWorkerTasks } from './workerTasks.js';

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
  /** Decides a position under the rules within `limits` (RULES §9 positions; `won` carries a RULES §7 line). */
  solve(position: Position, rules: Rules | RulesOptions, limits: SearchLimits): SolverAnswer<SolveResult>;
  /**
   * Where a game was lost (the solver's `lostAt`), `limits` for each of its searches. `journal`: the
   * game's journal already packed (`packJournal(game)`), when the caller has it, so it is not packed again.
   */
  lostAt(game: Game, limits: SearchLimits, journal?: PackedJournal): SolverAnswer<LostAtReport>;
  /** Random deals under the rules until one is proven winnable: at most `maxDeals`, each within `limits`; `onProgress` after each deal. */
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
  /** The limits of each deal's search. */
  readonly search: SearchLimits;
  readonly maxDeals: number;
  /** Positions all the deals' searches may expand together (default: no such limit). */
  readonly maxTotalNodes?: number;
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

const cancelledError: SolverTaskError = { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' };

/**
 * Creates a solver client. The worker starts at the first task (so a page pays nothing until it asks).
 * Cancel: the task's shared flag is set and a `cancel` message sent (the solver checks both); a worker
 * still busy with a cancelled task when the grace time ends, or when a new task comes, is terminated
 * (the hard stop) and a fresh one serves the next task.
 */
export function createSolverClient(options: SolverClientOptions = {}): SolverClient {
  const tasks = createWorkerTasks<ToWorker, FromWorker, DealProgress, TaskValue[SolverTask['kind']], SolverTaskError>({
    spawn: options.spawn ?? spawnSolverWorker,
    read: (message) =>
      message.type === 'progress'
        ? { id: message.id, progress: message.progress }
        : {
            id: message.id,
            answer: message.type === 'done' ? { ok: true, value: message.value } : { ok: false, error: message.error },
          },
    stop: { kind: 'grace', graceMs: options.graceMs ?? 150, message: (id) => ({ type: 'cancel', id }) },
    errors: {
      cancelled: cancelledError,
      worker: { code: 'ERR_SOLVER_WORKER', message: 'the solver worker failed to load or crashed' },
      unsent: (thrown) => ({
        code: 'ERR_SOLVER_MESSAGE',
        message: `the task could not be sent to the solver worker: ${String(thrown)}`,
      }),
    },
  });

  const run = <K extends SolverTask['kind']>(
    task: Extract<SolverTask, { kind: K }>,
    onProgress?: (progress: DealProgress) => void,
  ): SolverAnswer<TaskValue[K]> =>
    tasks.run<TaskValue[K]>(
      (id, cancelFlag) => (cancelFlag ? { type: 'run', id, task, cancelFlag } : { type: 'run', id, task }),
      onProgress,
    );

  return {
    solve: (position, rules, limits) => run<'solve'>({ kind: 'solve', position, rules: rulesOptionsOf(rules), limits }),
    lostAt: (game, limits, journal) =>
      run<'lostAt'>({
        kind: 'lostAt',
        start: makeGameStart(gameStartOf(game)),
        journal: journal ?? packJournal(game),
        limits,
      }),
    hint: (position, rules, line, previous) =>
      run<'hint'>({ kind: 'hint', position, previous, rules: rulesOptionsOf(rules), line: [...line] }),
    winnableDeal: (rules, limits) =>
      run<'winnableDeal'>(
        {
          kind: 'winnableDeal',
          rules: rulesOptionsOf(rules),
          limits: limits.search,
          maxDeals: limits.maxDeals,
          ...(limits.maxTotalNodes === undefined ? {} : { maxTotalNodes: limits.maxTotalNodes }),
          ...(limits.firstDeal === undefined ? {} : { firstDeal: limits.firstDeal }),
        },
        limits.onProgress,
      ),
    cancel: tasks.cancel,
    dispose: tasks.dispose,
  };
}
