import type { PackedJournal, StartText } from '@klondike/engine';
import type { TaskWorker } from '@klondike/solver/worker';
import type { GameReview, ReviewStep } from '../review.js';

/**
 * The messages between a page and the review's Web Worker, plain data (structured clone): a game
 * travels as its start fields (`makeGameStart`) and its journal, and is replayed by the engine there.
 */

/** Review a game: its start, its journal (oldest first, packed by the engine's `packJournal`: cheap to clone), K and the seed. */
export interface ReviewRequest {
  readonly start: StartText;
  readonly journal: PackedJournal;
  readonly samples?: number;
  readonly seed?: number;
}

/** Stable codes of a failed review: the review's own errors, a start or journal the engine refused, a cancel, a worker that failed. */
export type ReviewTaskErrorCode =
  | 'ERR_REVIEW_VARIANT'
  | 'ERR_REVIEW_OPTIONS'
  | 'ERR_REVIEW_START'
  | 'ERR_REVIEW_JOURNAL'
  | 'ERR_REVIEW_CANCELLED'
  | 'ERR_REVIEW_WORKER'
  | 'ERR_REVIEW_MESSAGE';

export interface ReviewTaskError {
  readonly code: ReviewTaskErrorCode;
  readonly message: string;
}

/** Page -> worker: review a game under an id. */
export type ToReviewWorker = { readonly type: 'run'; readonly id: number; readonly task: ReviewRequest };

/** Worker -> page: the start reviewed, one entry reviewed, the whole review, or its failure. */
export type FromReviewWorker =
  | { readonly type: 'start'; readonly id: number; readonly start: GameReview['start'] }
  | {
      readonly type: 'step';
      readonly id: number;
      readonly done: number;
      readonly total: number;
      readonly step: ReviewStep;
    }
  | { readonly type: 'done'; readonly id: number; readonly review: GameReview }
  | { readonly type: 'failed'; readonly id: number; readonly error: ReviewTaskError };

/** The review's worker as its client sees it (a page's `Worker`, or a test's fake). */
export type ReviewWorker = TaskWorker<ToReviewWorker, FromReviewWorker>;
