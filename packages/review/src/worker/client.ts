import { gameStartOf, journalEntries, makeGameStart, type Game, type Result } from '@klondike/engine';
import { plainEntries } from '@klondike/solver/worker';
import type { GameReview, ReviewStep } from '../review.js';
import type { FromReviewWorker, ReviewTaskError, ToReviewWorker } from './protocol.js';
import { spawnReviewWorker } from './spawn.js';

/** What the client needs of a Web Worker (a page's `Worker`, or a test's fake). */
export interface ReviewWorker {
  postMessage(message: ToReviewWorker): void;
  terminate(): void;
  onmessage: ((event: { readonly data: FromReviewWorker }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** What a page hears while a review runs. */
export interface ReviewListener {
  /** The start's exact verdict and chance, before any entry. */
  readonly onStart?: (start: GameReview['start']) => void;
  /** One journal entry reviewed (`done` of `total`), in order. */
  readonly onStep?: (step: ReviewStep, done: number, total: number) => void;
}

/** K and the seed of a review (the review's defaults when absent). */
export interface ReviewRequestOptions {
  readonly samples?: number;
  readonly seed?: number;
}

/** The page's handle on the review worker: one review at a time; a new one cancels the one running. */
export interface ReviewClient {
  /** Reviews a game in the worker; the answer is the whole review, or an error (never a rejection). */
  review(
    game: Game,
    options: ReviewRequestOptions,
    listener: ReviewListener,
  ): Promise<Result<GameReview, ReviewTaskError>>;
  /** Stops the running review at once (its promise resolves `ERR_REVIEW_CANCELLED`). */
  cancel(): void;
  /** Cancels, for good (a page or component going away). */
  dispose(): void;
}

const cancelledError: ReviewTaskError = { code: 'ERR_REVIEW_CANCELLED', message: 'the review was cancelled' };

/**
 * Creates a review client, set up as the solver's worker client is (a worker started at the first
 * task, an injectable `spawn` for tests), with one difference: a review is one long synchronous loop
 * in the worker, which reads no message until it ends, so a cancel is the hard stop at once
 * (`terminate()`), and the next review starts a fresh worker.
 * @param spawn starts a worker (default: the review's module Web Worker)
 */
export function createReviewClient(spawn: () => ReviewWorker = spawnReviewWorker): ReviewClient {
  let worker: ReviewWorker | null = null;
  let nextId = 1;
  let running: {
    readonly id: number;
    readonly listener: ReviewListener;
    readonly finish: (r: Result<GameReview, ReviewTaskError>) => void;
  } | null = null;

  const onMessage = (message: FromReviewWorker): void => {
    const task = running;
    if (!task || message.id !== task.id) return;
    if (message.type === 'start') return task.listener.onStart?.(message.start);
    if (message.type === 'step') return task.listener.onStep?.(message.step, message.done, message.total);
    running = null;
    task.finish(message.type === 'done' ? { ok: true, value: message.review } : { ok: false, error: message.error });
  };

  const ensureWorker = (): ReviewWorker => {
    if (worker) return worker;
    const started = spawn();
    started.onmessage = (event) => {
      if (worker === started) onMessage(event.data);
    };
    started.onerror = () => {
      if (worker !== started) return;
      worker = null;
      started.terminate();
      const failed = running;
      running = null;
      failed?.finish({
        ok: false,
        error: { code: 'ERR_REVIEW_WORKER', message: 'the review worker failed to load or crashed' },
      });
    };
    worker = started;
    return started;
  };

  const cancel = (): void => {
    const task = running;
    if (!task) return;
    running = null;
    worker?.terminate();
    worker = null;
    task.finish({ ok: false, error: cancelledError });
  };

  return {
    review(game, options, listener) {
      cancel();
      const id = nextId++;
      return new Promise((resolve) => {
        running = { id, listener, finish: resolve };
        try {
          ensureWorker().postMessage({
            type: 'run',
            id,
            task: {
              start: makeGameStart(gameStartOf(game)),
              entries: plainEntries(journalEntries(game)),
              ...(options.samples === undefined ? {} : { samples: options.samples }),
              ...(options.seed === undefined ? {} : { seed: options.seed }),
            },
          });
        } catch (thrown) {
          running = null;
          resolve({
            ok: false,
            error: {
              code: 'ERR_REVIEW_MESSAGE',
              message: `the game could not be sent to the review worker: ${String(thrown)}`,
            },
          });
        }
      });
    },
    cancel,
    dispose: cancel,
  };
}
