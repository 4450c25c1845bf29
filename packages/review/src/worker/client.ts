import { gameStartOf, makeGameStart, packJournal, type Game, type Result } from '@klondike/engine';
import { createWorkerTasks } from '@klondike/solver/worker';
import type { GameReview, ReviewStep } from '../review.js';
import type { FromReviewWorker, ReviewTaskError, ReviewWorker, ToReviewWorker } from './protocol.js';
import { spawnReviewWorker } from './spawn.js';

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

/** The review worker's progress messages: the start reviewed, one entry reviewed. */
type ReviewProgress = Extract<FromReviewWorker, { type: 'start' | 'step' }>;

/**
 * Creates a review client on the solver's worker-task plumbing (`createWorkerTasks`: a worker
 * started at the first task, an injectable `spawn` for tests), with one difference from the solver's
 * client: a review is one long synchronous loop in the worker, which reads no message until it ends,
 * so a cancel is the hard stop at once (`terminate()`), and the next review starts a fresh worker.
 * @param spawn starts a worker (default: the review's module Web Worker)
 */
export function createReviewClient(spawn: () => ReviewWorker = spawnReviewWorker): ReviewClient {
  const tasks = createWorkerTasks<ToReviewWorker, FromReviewWorker, ReviewProgress, GameReview, ReviewTaskError>({
    spawn,
    read: (message) => {
      if (message.type === 'done') return { id: message.id, answer: { ok: true, value: message.review } };
      if (message.type === 'failed') return { id: message.id, answer: { ok: false, error: message.error } };
      return { id: message.id, progress: message };
    },
    stop: { kind: 'terminate' },
    errors: {
      cancelled: cancelledError,
      worker: { code: 'ERR_REVIEW_WORKER', message: 'the review worker failed to load or crashed' },
      unsent: (thrown) => ({
        code: 'ERR_REVIEW_MESSAGE',
        message: `the game could not be sent to the review worker: ${String(thrown)}`,
      }),
    },
  });

  return {
    review: (game, options, listener) =>
      tasks.run<GameReview>(
        (id) => ({
          type: 'run',
          id,
          task: {
            start: makeGameStart(gameStartOf(game)),
            journal: packJournal(game),
            ...(options.samples === undefined ? {} : { samples: options.samples }),
            ...(options.seed === undefined ? {} : { seed: options.seed }),
          },
        }),
        (progress) => {
          if (progress.type === 'start') listener.onStart?.(progress.start);
          else listener.onStep?.(progress.step, progress.done, progress.total);
        },
      ),
    cancel: tasks.cancel,
    dispose: tasks.dispose,
  };
}
