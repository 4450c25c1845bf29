import {
  DEAL_COUNT,
  gameFromCode,
  gameFromStart,
  makeGameCode,
  makeRules,
  newGameCode,
  parseGameStart,
  unpackJournal,
  type GameCode,
} from '@klondike/engine';
import { chooseHint } from '../hint.js';
import { lostAtJournal } from '../lostAt.js';
import { solve, type SolveBudget } from '../solve.js';
import {
  searchLimitsText,
  type FromWorker,
  type SearchLimits,
  type SolverTask,
  type SolverTaskError,
  type TaskValue,
  type ToWorker,
} from './protocol.js';

/** The worker's side of a message port: what `self` offers inside a Web Worker (or a test's fake). */
export interface SolverPort {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { readonly data: ToWorker }) => void): void;
}

type Outcome =
  | { readonly ok: true; readonly value: TaskValue[SolverTask['kind']] }
  | { readonly ok: false; readonly error: SolverTaskError };

const CANCELLED: SolverTaskError = { code: 'ERR_SOLVER_CANCELLED', message: 'the search was cancelled' };

/** Lets queued messages (a cancel) in between two searches. */
const yieldToMessages = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs one task. `cancelled` is polled by the solver every 1,024 positions (a cancel flag shared with
 * the page takes effect within milliseconds) and between the searches of a multi-search task.
 * @param progress called after each deal of a `winnableDeal` task
 */
export async function runTask(
  task: SolverTask,
  cancelled: () => boolean,
  progress: (tried: number) => void,
): Promise<Outcome> {
  // a node limit alone means no wall-time limit: the verdict must not depend on the machine's speed
  const budget = ({ maxNodes, maxMs }: SearchLimits): SolveBudget => ({
    ...(maxNodes === undefined ? {} : { maxNodes }),
    ...(maxMs === undefined ? (maxNodes === undefined ? {} : { maxMs: Infinity }) : { maxMs }),
    cancelled,
  });
  switch (task.kind) {
    case 'solve': {
      const solved = solve(task.position, makeRules(task.rules), budget(task.limits));
      if (!solved.ok) return solved;
      return cancelled() ? { ok: false, error: CANCELLED } : solved;
    }
    case 'lostAt': {
      const start = parseGameStart(task.start);
      const game = start.ok ? gameFromStart(start.value) : start;
      if (!game.ok) return { ok: false, error: { code: 'ERR_SOLVER_START', message: game.error.message } };
      const entries = unpackJournal(task.journal, game.value.rules.variant);
      if (!entries.ok) return { ok: false, error: { code: 'ERR_SOLVER_JOURNAL', message: entries.error.message } };
      const report = lostAtJournal(game.value, entries.value, budget(task.limits));
      if (!report.ok)
        return {
          ok: false,
          error: {
            code: 'ERR_SOLVER_JOURNAL',
            message: `journal entry ${report.error.index}: ${report.error.refusal.message}`,
          },
        };
      return cancelled() ? { ok: false, error: CANCELLED } : report;
    }
    case 'hint': {
      const hint = chooseHint(task.position, makeRules(task.rules), task.line, task.previous, {
        cancelled,
        ...(task.nodesPerCheck === undefined ? {} : { nodesPerCheck: task.nodesPerCheck }),
      });
      if (!hint.ok) return hint;
      return cancelled() ? { ok: false, error: CANCELLED } : hint;
    }
    case 'winnableDeal': {
      const rules = makeRules(task.rules);
      const total = task.maxTotalNodes ?? Infinity;
      let ms = 0;
      let nodes = 0;
      let tried = 0;
      while (tried < task.maxDeals && nodes < total) {
        tried++;
        const code: GameCode =
          task.firstDeal === undefined
            ? newGameCode(rules.draw, rules.scoring, rules.preset, rules.thoughtful)
            : {
                deal: (task.firstDeal + tried - 1) % DEAL_COUNT,
                draw: rules.draw,
                scoring: rules.scoring,
                preset: rules.preset,
                thoughtful: rules.thoughtful,
              };
        // the last search gets only what the total leaves, so the task stops within it
        const left = total - nodes;
        const limits = left < (task.limits.maxNodes ?? Infinity) ? { ...task.limits, maxNodes: left } : task.limits;
        const solved = solve(gameFromCode(code).initialPosition, rules, budget(limits));
        if (cancelled()) return { ok: false, error: CANCELLED };
        if (solved.ok) {
          ms += solved.value.ms;
          nodes += solved.value.nodes;
          if (solved.value.result === 'won')
            return { ok: true, value: { code: makeGameCode(code), tried, lineLength: solved.value.line.length, ms } };
        }
        progress(tried);
        await yieldToMessages();
        if (cancelled()) return { ok: false, error: CANCELLED };
      }
      const within =
        nodes >= total ? `${total.toLocaleString('en-US')} positions in all` : `${searchLimitsText(task.limits)} each`;
      return {
        ok: false,
        error: {
          code: 'ERR_SOLVER_NO_DEAL',
          message: `no deal of ${tried} tried was proven winnable within ${within}`,
        },
      };
    }
  }
}

const isRun = (m: unknown): m is Extract<ToWorker, { type: 'run' }> =>
  typeof m === 'object' &&
  m !== null &&
  (m as { type?: unknown }).type === 'run' &&
  typeof (m as { id?: unknown }).id === 'number';
const isCancel = (m: unknown): m is Extract<ToWorker, { type: 'cancel' }> =>
  typeof m === 'object' &&
  m !== null &&
  (m as { type?: unknown }).type === 'cancel' &&
  typeof (m as { id?: unknown }).id === 'number';

/**
 * Serves solver tasks on a port (inside the Web Worker: `serveSolver(self)`): one task at a time, in
 * the order they came; a cancel for a task stops it at its next check (or drops it if it has not begun).
 * A task that throws (an engine bug) is answered `ERR_SOLVER_WORKER`; a message that is not a task,
 * `ERR_SOLVER_MESSAGE` (id -1).
 */
export function serveSolver(port: SolverPort): void {
  const cancelledIds = new Set<number>();
  let queue: Promise<void> = Promise.resolve();
  port.addEventListener('message', ({ data }) => {
    if (isCancel(data)) {
      cancelledIds.add(data.id);
      return;
    }
    if (!isRun(data)) {
      port.postMessage({
        type: 'failed',
        id: -1,
        error: { code: 'ERR_SOLVER_MESSAGE', message: 'a message to the solver worker is not a task' },
      });
      return;
    }
    const { id, task, cancelFlag } = data;
    const cancelled = (): boolean =>
      cancelledIds.has(id) || (cancelFlag !== undefined && Atomics.load(cancelFlag, 0) !== 0);
    queue = queue.then(async () => {
      let outcome: Outcome;
      try {
        outcome = cancelled()
          ? { ok: false, error: CANCELLED }
          : await runTask(task, cancelled, (tried) => {
              if (task.kind === 'winnableDeal')
                port.postMessage({ type: 'progress', id, progress: { tried, maxDeals: task.maxDeals } });
            });
      } catch (thrown) {
        outcome = { ok: false, error: { code: 'ERR_SOLVER_WORKER', message: `the solver failed: ${String(thrown)}` } };
      }
      cancelledIds.delete(id);
      port.postMessage(
        outcome.ok ? { type: 'done', id, value: outcome.value } : { type: 'failed', id, error: outcome.error },
      );
    });
  });
}
