import { modeOf, type GameMode } from '@klondike/analysis';
import type { Session } from '@klondike/engine';
import { reviewByMode, type ModeReview, type ModeReviewRow, type ReviewFields } from '@klondike/review';
import { createWorkerTasks, type TaskWorker } from '@klondike/solver/worker';
import { cachedReviews, saveReview, type GameStore } from '../storage.js';
import {
  SAVED_REVIEW_BUDGET_KEY,
  type FromSavedReviewWorker,
  type SavedReviewAnswer,
  type SavedReviewTask,
} from './savedReviews.js';

/** One saved game to review: its session key, its session, and its mode (`@klondike/analysis`'s `GameMode`). */
export interface SavedGame extends GameMode {
  readonly key: string;
  readonly session: Session;
}

/** What the page needs of the reviews' worker (a test passes one that answers in this thread). */
export type SavedReviewWorker = TaskWorker<SavedReviewTask, FromSavedReviewWorker>;

const spawnSavedReviewWorker = (): SavedReviewWorker =>
  new Worker(new URL('./savedReviews.worker.ts', import.meta.url), {
    type: 'module',
    name: 'saved-reviews',
  }) as SavedReviewWorker;

/** The reviews so far: games reviewed (cached ones included) of all, those that failed, and the figures per mode. */
export interface SavedReviewProgress {
  readonly done: number;
  readonly total: number;
  readonly failed: number;
  /** `reviewByMode` of the games reviewed so far, modes with no reviewed game (nor one left while still winnable) left out. */
  readonly modes: readonly ModeReview[];
}

/** Reviews under way: `finished` settles when every game is answered, or at once on a cancel; `cancel` ends the worker. */
export interface SavedReviews {
  readonly finished: Promise<void>;
  cancel(): void;
}

/**
 * Reviews the saved games per mode for "Analyse my games": the reviews cached in the games database
 * (by session key, under the same budget) are used as they are, the others are made in a worker, one
 * game after another (on the shared worker plumbing, `createWorkerTasks`), each kept in the cache as
 * it comes, and `onProgress` is told after each (never after a cancel).
 * @param db the games database (kept open until `finished`, or the cancel)
 * @param spawn how to start the worker (tests pass one)
 */
export function reviewSavedGames(
  db: GameStore,
  games: readonly SavedGame[],
  onProgress: (progress: SavedReviewProgress) => void,
  spawn: () => SavedReviewWorker = spawnSavedReviewWorker,
): SavedReviews {
  let cancelled = false;
  // one task (every game left) on the shared worker plumbing: started at the task, a cancel is terminate()
  const tasks = createWorkerTasks<
    SavedReviewTask,
    FromSavedReviewWorker,
    SavedReviewAnswer,
    null,
    'cancelled' | 'worker'
  >({
    spawn,
    read: (m) => ('answer' in m ? { id: m.id, progress: m.answer } : { id: m.id, answer: { ok: true, value: null } }),
    stop: { kind: 'terminate' },
    errors: { cancelled: 'cancelled', worker: 'worker', unsent: () => 'worker' },
  });
  const finished = (async (): Promise<void> => {
    const byKey = new Map(games.map((g) => [g.key, g]));
    const rows: ModeReviewRow[] = [];
    let failed = 0;
    const tell = (): void =>
      onProgress({
        done: rows.length + failed,
        total: byKey.size,
        failed,
        modes: reviewByMode(rows).filter((m) => m.reviewed > 0 || m.abandonedWinnable > 0),
      });
    const add = (game: SavedGame, fields: ReviewFields): void => {
      rows.push({ ...modeOf(game), ...fields });
    };
    const cached = await cachedReviews(db, [...byKey.keys()], SAVED_REVIEW_BUDGET_KEY);
    for (const [key, fields] of cached) add(byKey.get(key)!, fields);
    const left = [...byKey.values()].filter((g) => !cached.has(g.key));
    tell();
    if (left.length === 0 || cancelled) return;
    let answered = 0;
    const ended = await tasks.run(
      (id) => ({ id, games: left.map(({ key, session }) => ({ key, session })) }),
      (answer) => {
        answered++;
        const game = byKey.get(answer.key);
        if (answer.ok && game) {
          add(game, answer.fields);
          // a review the cache could not keep is only made again next time
          saveReview(db, { key: answer.key, budget: SAVED_REVIEW_BUDGET_KEY, fields: answer.fields }).catch(
            () => undefined,
          );
        } else failed++;
        tell();
      },
    );
    tasks.dispose();
    if (ended.ok || ended.error === 'cancelled') return;
    // the worker failed: the games it did not answer count as failed
    failed += left.length - answered;
    tell();
  })();
  return {
    finished,
    cancel: () => {
      cancelled = true;
      tasks.dispose();
    },
  };
}
