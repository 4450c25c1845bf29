import { loadSession, type Session } from '@klondike/engine';
import { NOT_REVIEWED, reviewFields, reviewGame, type ReviewFields } from '@klondike/review';

/**
 * The budget of each saved game's review in "Analyse my games": fewer worlds and smaller searches
 * than `klondike review`'s defaults (32 worlds of 3,000 nodes, exact searches of 2,000,000), so a
 * phone reviews a game in seconds; the work of one game is bounded by its entries times its
 * candidates times these, and in all by `gameNodes` (about 40 times what a 170-action game takes).
 * The figures depend on nodes only, not on the machine's load; `safetyMs` only stops a game that
 * would keep the worker busy for minutes (its entries past it are not reviewed).
 */
export const SAVED_REVIEW_BUDGET = {
  samples: 16,
  sampleNodes: 1_000,
  exactNodes: 100_000,
  gameNodes: 20_000_000,
  safetyMs: 120_000,
} as const;

/** The budget as the cache names it: a cached review of another budget is made again. */
export const SAVED_REVIEW_BUDGET_KEY = `k${SAVED_REVIEW_BUDGET.samples}-s${SAVED_REVIEW_BUDGET.sampleNodes}-e${SAVED_REVIEW_BUDGET.exactNodes}-g${SAVED_REVIEW_BUDGET.gameNodes}`;

/** Page -> worker: the saved games to review, each by its session key, under a task id. */
export interface SavedReviewTask {
  readonly id: number;
  readonly games: readonly { readonly key: string; readonly session: Session }[];
}

/** One game reviewed (its fields; {@link NOT_REVIEWED} for a variant game), or why it could not be. */
export type SavedReviewAnswer =
  | { readonly key: string; readonly ok: true; readonly fields: ReviewFields }
  | { readonly key: string; readonly ok: false; readonly message: string };

/** Worker -> page: one game of task `id` answered, or every game of it answered. */
export type FromSavedReviewWorker =
  { readonly id: number; readonly answer: SavedReviewAnswer } | { readonly id: number; readonly done: true };

/**
 * Reviews one saved game under {@link SAVED_REVIEW_BUDGET} (kept apart from the worker's entry so
 * tests run it in this thread). A variant game, which the review does not play, gives {@link NOT_REVIEWED}.
 * @returns the review's fields, or a message naming what was refused
 */
export function reviewSaved(key: string, session: Session): SavedReviewAnswer {
  const loaded = loadSession(session);
  if (!loaded.ok) return { key, ok: false, message: `session ${key}: ${loaded.error.message}` };
  const { samples, sampleNodes, exactNodes, gameNodes, safetyMs } = SAVED_REVIEW_BUDGET;
  const review = reviewGame(loaded.value.game, {
    samples,
    sampleNodes,
    exact: { maxNodes: exactNodes, maxMs: Infinity },
    cap: { maxNodes: gameNodes, maxCpuMs: safetyMs },
  });
  // a review the time safety stop cut short would be cut elsewhere another time: not a figure to keep
  if (review.ok && review.value.stopped?.reason === 'time')
    return {
      key,
      ok: false,
      message: `session ${key}: the review stopped at its time limit after ${review.value.stopped.reviewed} of ${loaded.value.session.actions.length} actions`,
    };
  if (review.ok) return { key, ok: true, fields: reviewFields(review.value) };
  if (review.error.code === 'ERR_REVIEW_VARIANT') return { key, ok: true, fields: NOT_REVIEWED };
  return { key, ok: false, message: `session ${key}: ${review.error.message}` };
}

/**
 * The worker's side of a task (the worker's entry, and tests in this thread): each game reviewed in
 * turn and posted as it is made, then the end of the task.
 * @param next how the next game waits its turn (the worker: at once; a test: the event loop)
 */
export async function serveSavedReviews(
  task: SavedReviewTask,
  post: (message: FromSavedReviewWorker) => void,
  next: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  for (const { key, session } of task.games) {
    await next();
    post({ id: task.id, answer: reviewSaved(key, session) });
  }
  post({ id: task.id, done: true });
}
