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
import { plainEntries } from '@klondike/solver/worker';

/** Page -> fair-hint worker: the game as its start (as `makeGameStart` writes it) and its journal. */
export interface FairHintTask {
  readonly start: StartText;
  readonly entries: readonly JournalEntry[];
}

/** Fair-hint worker -> page: the hint (null: a won game, or no legal action), or what went wrong. */
export type FairHintAnswer =
  { readonly ok: true; readonly value: FairHint | null } | { readonly ok: false; readonly message: string };

/** What the page needs of a worker (a test passes a fake). */
export interface FairHintWorker {
  postMessage(message: FairHintTask): void;
  terminate(): void;
  onmessage: ((event: { readonly data: FairHintAnswer }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const spawnFairHintWorker = (): FairHintWorker =>
  new Worker(new URL('./fairHint.worker.ts', import.meta.url), { type: 'module', name: 'fair-hint' }) as FairHintWorker;

/** A fair-hint request under way: its answer, and `cancel` (terminates the worker; the answer is then never given). */
export interface FairHintRequest {
  readonly answer: Promise<FairHintAnswer>;
  cancel(): void;
}

/**
 * Asks for the fair hint of a game (the "hints that don't peek" setting): the action with the best
 * chance to win with the cards the player has seen, from @klondike/review's sampling, in its own
 * worker, started for this request and ended with it (a new action cancels it by `cancel`).
 * @param spawn how to start the worker (tests pass one)
 */
export function askFairHint(game: Game, spawn: () => FairHintWorker = spawnFairHintWorker): FairHintRequest {
  const worker = spawn();
  const answer = new Promise<FairHintAnswer>((resolve) => {
    worker.onmessage = ({ data }) => {
      worker.terminate();
      resolve(data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve({ ok: false, message: 'the fair-hint worker failed to load or crashed' });
    };
  });
  worker.postMessage({ start: makeGameStart(gameStartOf(game)), entries: plainEntries(journalEntries(game)) });
  return { answer, cancel: () => worker.terminate() };
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
