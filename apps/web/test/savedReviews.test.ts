import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAW, gameFromCode, makeSession, parseGameCode, play, type Game, type Session } from '@klondike/engine';
import { modeOf } from '@klondike/analysis';
import { NOT_REVIEWED, reviewByMode, type ReviewFields } from '@klondike/review';
import { cachedReviews, deleteGameStore, openGameStore, saveReview, type GameStore } from '../src/storage.js';
import {
  SAVED_REVIEW_BUDGET_KEY,
  reviewSaved,
  serveSavedReviews,
  type SavedReviewTask,
} from '../src/review/savedReviews.js';
import {
  reviewSavedGames,
  type SavedGame,
  type SavedReviewProgress,
  type SavedReviewWorker,
} from '../src/review/reviewSavedGames.js';

/** A game of a code with `draws` draws played. */
function drawn(code: string, draws: number): Game {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let game = gameFromCode(parsed.value);
  for (let i = 0; i < draws; i++) {
    const next = play(game, DRAW, 100 * (i + 1));
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

const saved = (key: string, code: string, draws: number, mode: Omit<SavedGame, 'key' | 'session'>): SavedGame => ({
  key,
  session: makeSession(drawn(code, draws)),
  ...mode,
});

const GAMES: readonly SavedGame[] = [
  saved('a', 'KL1-D1N-AAAAAAG', 2, {
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    variant: 'standard',
    thoughtful: false,
  }),
  saved('b', 'KL1-D3V-AAAAAAB', 1, { rules: 'app', draw: 3, scoring: 'vegas', variant: 'standard', thoughtful: false }),
  saved('c', 'KL1-D1N-AAAAAAG-D', 1, {
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    variant: 'double',
    thoughtful: false,
  }),
];

/** The reviews' worker in this thread, by structured clone as between a page and a worker; counts its starts. */
function inThread(): { spawn: () => SavedReviewWorker; started: () => number; terminated: () => number } {
  let started = 0;
  let terminated = 0;
  const spawn = (): SavedReviewWorker => {
    started++;
    let ended = false;
    const worker: SavedReviewWorker = {
      onmessage: null,
      onerror: null,
      postMessage(message: SavedReviewTask) {
        const task = structuredClone(message);
        // the worker's own loop, one game a turn of the event loop, as a worker's messages come
        void serveSavedReviews(
          task,
          (m) => {
            if (!ended) worker.onmessage?.({ data: structuredClone(m) });
          },
          // a terminated worker reviews no further game
          () => new Promise((r) => setTimeout(() => !ended && r())),
        );
      },
      terminate() {
        if (!ended) terminated++;
        ended = true;
      },
    };
    return worker;
  };
  return { spawn, started: () => started, terminated: () => terminated };
}

let db: GameStore;
let n = 0;
beforeEach(async () => {
  db = await openGameStore(`reviews-${++n}`);
});
afterEach(async () => {
  db.close();
  await deleteGameStore(`reviews-${n}`);
});

describe('reviewSaved: one saved game reviewed under the browser budget', () => {
  it('gives the review fields of a standard game, nothing for a variant game, and names a session it cannot read', () => {
    const a = reviewSaved('a', GAMES[0]!.session);
    expect(a.ok).toBe(true);
    if (a.ok) {
      expect(['won', 'winnable', 'lost-to-a-mistake', 'lost-to-the-cards', 'unknown']).toContain(
        a.fields.reviewVerdict,
      );
      expect(a.fields.reviewBlunders).toBeGreaterThanOrEqual(0);
    }
    expect(reviewSaved('c', GAMES[2]!.session)).toEqual({ key: 'c', ok: true, fields: NOT_REVIEWED });
    const bad = reviewSaved('x', { format: 'nope' } as unknown as Session);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/^session x: /);
  });
});

describe('reviewSavedGames: the saved games per mode, in a worker, cached by session key', () => {
  it('reviews each game in the worker, tells the figures per mode as they come, and keeps each review', async () => {
    const worker = inThread();
    const told: SavedReviewProgress[] = [];
    await reviewSavedGames(db, GAMES, (p) => told.push(p), worker.spawn).finished;
    expect(worker.started()).toBe(1);
    expect(told.map((p) => p.done)).toEqual([0, 1, 2, 3]);
    const last = told.at(-1)!;
    expect(last).toMatchObject({ done: 3, total: 3, failed: 0 });
    const fields = GAMES.map((g) => {
      const r = reviewSaved(g.key, g.session);
      if (!r.ok) throw new Error(r.message);
      return { ...modeOf(g), ...r.fields };
    });
    // the variant game is not reviewed: its mode has one reviewed game, and no mode is there without one
    expect(last.modes).toEqual(reviewByMode(fields).filter((m) => m.reviewed > 0 || m.abandonedWinnable > 0));
    expect(last.modes.map((m) => [m.draw, m.reviewed + m.abandonedWinnable])).toEqual([
      [1, 1],
      [3, 1],
    ]);
    // the reviews are saved as they come, each without being awaited: wait for the last write to land
    await expect.poll(async () => (await cachedReviews(db, ['a', 'b', 'c'], SAVED_REVIEW_BUDGET_KEY)).size).toBe(3);

    // opened again: every review from the cache, no worker
    const again: SavedReviewProgress[] = [];
    await reviewSavedGames(db, GAMES, (p) => again.push(p), worker.spawn).finished;
    expect(worker.started()).toBe(1);
    expect(again).toEqual([last]);
  });

  it('makes again a review cached under another budget, and only that one', async () => {
    const other: ReviewFields = { ...NOT_REVIEWED, reviewVerdict: 'won', reviewAccuracy: 100 };
    await saveReview(db, { key: 'a', budget: 'k1-s1-e1', fields: other });
    for (const g of GAMES.slice(1)) {
      const r = reviewSaved(g.key, g.session);
      if (r.ok) await saveReview(db, { key: g.key, budget: SAVED_REVIEW_BUDGET_KEY, fields: r.fields });
    }
    const worker = inThread();
    const told: SavedReviewProgress[] = [];
    await reviewSavedGames(db, GAMES, (p) => told.push(p), worker.spawn).finished;
    expect(worker.started()).toBe(1);
    expect(told.map((p) => p.done)).toEqual([2, 3]);
    const a = reviewSaved('a', GAMES[0]!.session);
    if (!a.ok) throw new Error(a.message);
    await expect.poll(async () => (await cachedReviews(db, ['a'], SAVED_REVIEW_BUDGET_KEY)).get('a')).toEqual(a.fields);
  });

  it('cancel ends the worker: no answer after it', async () => {
    const worker = inThread();
    const told: SavedReviewProgress[] = [];
    // cancelled once the first game is reviewed, as the panel closes
    const reviews = reviewSavedGames(
      db,
      GAMES,
      (p) => {
        told.push(p);
        if (p.done === 1) reviews.cancel();
      },
      worker.spawn,
    );
    await expect.poll(() => worker.terminated()).toBe(1);
    // ended: nothing is told after it
    await reviews.finished;
    expect(told.map((p) => p.done)).toEqual([0, 1]);
    expect(worker.started()).toBe(1);
  });
});

describe('reviewSavedGames: games left while still winnable', () => {
  it('are counted apart, out of the accuracy, the bands and the lost shares; a mode of only those still shows', async () => {
    const fields = (verdict: ReviewFields['reviewVerdict'], accuracy: number, mistakes: number): ReviewFields => ({
      reviewVerdict: verdict,
      reviewAccuracy: accuracy,
      reviewInaccuracies: 0,
      reviewMistakes: mistakes,
      reviewBlunders: 0,
    });
    const cachedAs: [SavedGame, ReviewFields][] = [
      [GAMES[0]!, fields('winnable', 100, 0)],
      [{ ...GAMES[0]!, key: 'a2' }, fields('lost-to-a-mistake', 60, 2)],
      [GAMES[1]!, fields('winnable', 100, 0)],
    ];
    for (const [g, f] of cachedAs) await saveReview(db, { key: g.key, budget: SAVED_REVIEW_BUDGET_KEY, fields: f });
    const told: SavedReviewProgress[] = [];
    const worker = inThread();
    await reviewSavedGames(
      db,
      cachedAs.map(([g]) => g),
      (p) => told.push(p),
      worker.spawn,
    ).finished;
    expect(worker.started()).toBe(0);
    const [draw1, draw3] = told.at(-1)!.modes;
    expect(draw1).toMatchObject({
      draw: 1,
      reviewed: 1,
      abandonedWinnable: 1,
      lost: 1,
      lostToMistakeRate: 1,
      meanAccuracy: 60,
      mistakesPerGame: 2,
    });
    expect(draw3).toMatchObject({ draw: 3, reviewed: 0, abandonedWinnable: 1, lost: 0, meanAccuracy: null });
  });
});
