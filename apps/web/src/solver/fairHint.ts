import { onBeforeUnmount, shallowRef, toRaw, watch, type Ref, type ShallowRef } from 'vue';
import {
  journalEntries,
  makeGameStart,
  gameStartOf,
  type Game,
  type JournalEntry,
  type StartText,
} from '@klondike/engine';
import type { FairHint } from '@klondike/review';
import type { TaskErrors, TaskWorker } from '@klondike/solver/worker';

/** Page -> fair-hint worker: under a task id, the game as its start (as `makeGameStart` writes it) and its journal. */
export interface FairHintTask {
  readonly id: number;
  readonly start: StartText;
  readonly entries: readonly JournalEntry[];
}

/** Fair-hint worker -> page: the hint (null: a won game, or no legal action), or what went wrong. */
export type FairHintAnswer =
  { readonly ok: true; readonly value: FairHint | null } | { readonly ok: false; readonly message: string };

/** Fair-hint worker -> page: the answer to task `id`. */
export interface FromFairHintWorker {
  readonly id: number;
  readonly answer: FairHintAnswer;
}

/** What the page needs of a worker (a test passes a fake). */
export type FairHintWorker = TaskWorker<FairHintTask, FromFairHintWorker>;

const spawnFairHintWorker = (): FairHintWorker =>
  new Worker(new URL('./fairHint.worker.ts', import.meta.url), { type: 'module', name: 'fair-hint' }) as FairHintWorker;

/** A fair-hint request under way: its answer, and `cancel` (terminates the worker; the answer is then a failure saying so). */
export interface FairHintRequest {
  readonly answer: Promise<FairHintAnswer>;
  cancel(): void;
}

/** What a failed fair-hint request says (the player sees the failure's message). */
const ERRORS: TaskErrors<string> = {
  cancelled: 'the fair hint was cancelled',
  worker: 'the fair-hint worker failed to load or crashed',
  unsent: (thrown) => `the game could not be sent to the fair-hint worker: ${String(thrown)}`,
};

/**
 * Asks for the fair hint of a game (the "hints that don't peek" setting): the action with the best
 * chance to win with the cards the player has seen, from @klondike/review's sampling, in its own
 * worker, started for this request and ended with it (a new action cancels it by `cancel`). The
 * solver's worker plumbing is imported at the first request, not with the page (see useSolverVerdict).
 * @param spawn how to start the worker (tests pass one)
 */
export function askFairHint(game: Game, spawn: () => FairHintWorker = spawnFairHintWorker): FairHintRequest {
  let cancelled = false;
  // before the plumbing is loaded, a cancel only keeps the task from starting
  let cancel = (): void => void (cancelled = true);
  const answer = import('@klondike/solver/worker').then(
    ({ createWorkerTasks, plainEntries }): Promise<FairHintAnswer> | FairHintAnswer => {
      if (cancelled) return { ok: false, message: ERRORS.cancelled };
      // the shared worker plumbing, one task: the worker starts with it and is ended by its answer or a cancel
      const tasks = createWorkerTasks<FairHintTask, FromFairHintWorker, never, FairHint | null, string>({
        spawn,
        read: ({ id, answer }) => ({
          id,
          answer: answer.ok ? { ok: true, value: answer.value } : { ok: false, error: answer.message },
        }),
        stop: { kind: 'terminate' },
        errors: ERRORS,
      });
      cancel = tasks.dispose;
      const start = makeGameStart(gameStartOf(game));
      const entries = plainEntries(journalEntries(game));
      return tasks
        .run<FairHint | null>((id) => ({ id, start, entries }))
        .then((r): FairHintAnswer => {
          tasks.dispose();
          return r.ok ? r : { ok: false, message: r.error };
        });
    },
    (): FairHintAnswer => ({ ok: false, message: ERRORS.worker }),
  );
  return { answer, cancel: () => cancel() };
}

/** The fair hint of the game in view: not asked yet (null), being worked out, the hint, or a failure. */
export type FairHintState =
  | { readonly state: 'thinking' }
  | { readonly state: 'ready'; readonly hint: FairHint | null }
  | { readonly state: 'failed'; readonly message: string };

/**
 * The fair hint for the game in view, asked on request (`ask`); a new game value (an action, an undo)
 * cancels the request under way and clears the hint.
 * @param spawn how to start the worker (tests pass one)
 */
export function useFairHint(
  game: Readonly<Ref<Game>>,
  spawn?: () => FairHintWorker,
): { fair: Readonly<ShallowRef<FairHintState | null>>; ask: () => Promise<void> } {
  const fair = shallowRef<FairHintState | null>(null);
  let running: FairHintRequest | null = null;
  const stop = (): void => {
    running?.cancel();
    running = null;
  };
  const ask = async (): Promise<void> => {
    if (fair.value) return;
    const request = askFairHint(toRaw(game.value), spawn);
    running = request;
    fair.value = { state: 'thinking' };
    const answer = await request.answer;
    if (running !== request) return;
    running = null;
    fair.value = answer.ok ? { state: 'ready', hint: answer.value } : { state: 'failed', message: answer.message };
  };
  watch(game, () => {
    stop();
    fair.value = null;
  });
  onBeforeUnmount(stop);
  return { fair, ask };
}
