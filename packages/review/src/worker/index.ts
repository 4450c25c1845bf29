/**
 * @klondike/review/worker: the review in a browser's module Web Worker, behind a small client:
 * `createReviewClient()` with `review` (the start, then each entry as it is reviewed), `cancel`,
 * `dispose`.
 */
export { createReviewClient, type ReviewClient, type ReviewListener, type ReviewRequestOptions } from './client.js';
export { serveReview, runReview, WORKER_REVIEW_CAP, type ReviewPort } from './serve.js';
export type {
  FromReviewWorker,
  ReviewRequest,
  ReviewTaskError,
  ReviewTaskErrorCode,
  ReviewWorker,
  ToReviewWorker,
} from './protocol.js';
export type { GameReview, MoveReview, CriticalMoment, ReviewStep, ReviewVerdict } from '../review.js';
export type { MoveKind } from '../bands.js';
