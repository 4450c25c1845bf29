import { gameFromStart, parseGameStart, scanJournal, unpackJournal } from '@klondike/engine';
import { DEFAULT_GAME_NODES, reviewGame, type ReviewCap } from '../review.js';
import type { FromReviewWorker, ReviewRequest, ToReviewWorker } from './protocol.js';

/**
 * The whole budget of a review in the page's worker: the review's default node budget (so the
 * numbers are `klondike review`'s, to the same entry), and a safety stop of 10 minutes, so a long or
 * hard game never keeps a worker busy without end (the entries past it are not reviewed).
 */
export const WORKER_REVIEW_CAP: ReviewCap = { maxNodes: DEFAULT_GAME_NODES, maxCpuMs: 10 * 60_000 };

/** The worker's side of a message port: what `self` offers inside a Web Worker (or a test's fake). */
export interface ReviewPort {
  postMessage(message: FromReviewWorker): void;
  addEventListener(type: 'message', listener: (event: { readonly data: ToReviewWorker }) => void): void;
}

/**
 * Runs one review, posting the start, each entry as it is reviewed, and the whole review (or why it
 * failed) under the task's id. The review is one synchronous loop: a cancel is the page's
 * `terminate()` of the worker (see the client).
 */
export function runReview(id: number, task: ReviewRequest, post: (message: FromReviewWorker) => void): void {
  const start = parseGameStart(task.start);
  const begun = start.ok ? gameFromStart(start.value) : start;
  if (!begun.ok) return post({ type: 'failed', id, error: { code: 'ERR_REVIEW_START', message: begun.error.message } });
  const entries = unpackJournal(task.journal, begun.value.rules.variant);
  if (!entries.ok)
    return post({ type: 'failed', id, error: { code: 'ERR_REVIEW_JOURNAL', message: entries.error.message } });
  const scanned = scanJournal(begun.value, entries.value);
  if (scanned.refused)
    return post({
      type: 'failed',
      id,
      error: {
        code: 'ERR_REVIEW_JOURNAL',
        message: `journal entry ${scanned.refused.index}: ${scanned.refused.refusal.message}`,
      },
    });
  const game = scanned.games[scanned.games.length - 1]!;
  const reviewed = reviewGame(game, {
    ...(task.samples === undefined ? {} : { samples: task.samples }),
    ...(task.seed === undefined ? {} : { seed: task.seed }),
    cap: WORKER_REVIEW_CAP,
    onStart: (s) => post({ type: 'start', id, start: s }),
    onProgress: (done, total, step) => post({ type: 'step', id, done, total, step }),
  });
  post(reviewed.ok ? { type: 'done', id, review: reviewed.value } : { type: 'failed', id, error: reviewed.error });
}

const isRun = (m: unknown): m is ToReviewWorker =>
  typeof m === 'object' &&
  m !== null &&
  (m as { type?: unknown }).type === 'run' &&
  typeof (m as { id?: unknown }).id === 'number' &&
  typeof (m as { task?: unknown }).task === 'object';

/**
 * Serves reviews on a port (inside the Web Worker: `serveReview(self)`), one at a time in the order
 * they came. A review that throws (a bug of ours) is answered `ERR_REVIEW_WORKER`; a message that is
 * not a task, `ERR_REVIEW_MESSAGE` (id -1).
 */
export function serveReview(port: ReviewPort): void {
  port.addEventListener('message', ({ data }) => {
    if (!isRun(data)) {
      port.postMessage({
        type: 'failed',
        id: -1,
        error: { code: 'ERR_REVIEW_MESSAGE', message: 'a message to the review worker is not a task' },
      });
      return;
    }
    try {
      runReview(data.id, data.task, (message) => port.postMessage(message));
    } catch (thrown) {
      port.postMessage({
        type: 'failed',
        id: data.id,
        error: { code: 'ERR_REVIEW_WORKER', message: `the review failed: ${String(thrown)}` },
      });
    }
  });
}
