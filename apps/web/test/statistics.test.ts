import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DRAW,
  gameFromCode,
  gameFromPosition,
  gameScore,
  makeRules,
  makeSession,
  move,
  parseGameCode,
  parsePosition,
  play,
  undo,
  type Game,
  type RulesOptions,
} from '@klondike/engine';
import type { SessionSummary } from '@klondike/analysis';
import {
  categoryOf,
  computeStatistics,
  endedAtOf,
  RECENT_LIMIT,
  statusOf,
  type StatisticsCategory,
  type StatisticsOptions,
} from '../src/statistics/statistics.js';
import { savedSummary, type SavedSummary } from '../src/statistics/savedSummaries.js';
import {
  deleteGameStore,
  leaveGame,
  openGameStore,
  resetStatistics,
  saveGame,
  statisticsResetAt,
  storedGames,
  type GameStatus,
  type GameStore,
  type StoredGame,
} from '../src/storage.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const APP_1_NORMAL: StatisticsCategory = {
  rules: 'app',
  draw: 1,
  scoring: 'normal',
  variant: 'standard',
  thoughtful: false,
};
const CLASSIC_3_VEGAS: StatisticsCategory = { ...APP_1_NORMAL, rules: 'classic', draw: 3, scoring: 'vegas' };

/** What a hand-made saved game may set: its category, its end figures, and when it was last saved. */
interface ResultFields {
  readonly category?: StatisticsCategory;
  readonly score?: number;
  readonly actions?: number;
  /** Default 500 ms: a won game ends at its last save. */
  readonly durationMs?: number | null;
  readonly updatedAt?: number;
}

let clock = 0;
/** A saved game's summary, each one started after the one before (a whole second apart, saved 500 ms after its start). */
const result = (status: GameStatus, fields: ResultFields = {}): SavedSummary => {
  clock += 1000;
  const { fromPosition, ...mode } = fields.category ?? APP_1_NORMAL;
  const summary = {
    ...mode,
    start: fromPosition ? 'position' : 'code',
    startedAt: new Date(clock).toISOString(),
    won: status === 'won',
    score: fields.score ?? 0,
    actions: fields.actions ?? 10,
    durationMs: fields.durationMs === undefined ? 500 : fields.durationMs,
    code: null,
  } satisfies Partial<SessionSummary>;
  // the statistics read the fields above; the rest of the row is not theirs
  return { id: `g${clock}`, status, updatedAt: fields.updatedAt ?? clock + 500, summary: summary as SessionSummary };
};
const only = (
  results: readonly SavedSummary[],
  options: StatisticsOptions = { resetAt: null, vegasCumulative: false },
) => {
  const all = computeStatistics(results, options);
  expect(all).toHaveLength(1);
  return all[0]!;
};

describe('computeStatistics', () => {
  it('gives every figure of a category by name', () => {
    const stats = only([
      result('won', { score: 500, actions: 120, durationMs: 300_000 }),
      result('abandoned', { score: 40, actions: 30, durationMs: 50_000 }),
      result('won', { score: 700, actions: 100, durationMs: 400_000 }),
      result('won', { score: 650, actions: 90, durationMs: 250_000 }),
    ]);
    expect(stats).toMatchObject({
      key: 'app-1-normal',
      category: APP_1_NORMAL,
      played: 4,
      won: 3,
      winRate: 0.75,
      currentStreak: 2,
      bestStreak: 2,
      bestScore: 700,
      fastestWinMs: 250_000,
      fewestActionsInWin: 90,
      averageActions: (120 + 30 + 100 + 90) / 4,
      vegasBalance: null,
    });
  });

  it('has no win figures before a win, and nothing for categories without games', () => {
    expect(computeStatistics([], { resetAt: null, vegasCumulative: true })).toEqual([]);
    const stats = only([result('abandoned', { score: -10, actions: 7 })]);
    expect(stats).toMatchObject({
      played: 1,
      won: 0,
      winRate: 0,
      currentStreak: 0,
      bestStreak: 0,
      bestScore: -10,
      fastestWinMs: null,
      fewestActionsInWin: null,
      averageActions: 7,
    });
  });

  it('counts an abandoned game as played and not won: it ends a streak', () => {
    const stats = only([result('won'), result('won'), result('won'), result('abandoned'), result('won')]);
    expect(stats).toMatchObject({ played: 5, won: 4, currentStreak: 1, bestStreak: 3 });
  });

  it('counts the game still open as played, without ending the streak', () => {
    const stats = only([result('won'), result('won'), result('playing', { actions: 4 })]);
    expect(stats).toMatchObject({
      played: 3,
      won: 2,
      currentStreak: 2,
      bestStreak: 2,
      averageActions: (10 + 10 + 4) / 3,
    });
  });

  it('keeps streaks per category: a game of another preset neither breaks nor extends them', () => {
    const results = [
      result('won'),
      result('abandoned', { category: CLASSIC_3_VEGAS }),
      result('won'),
      result('won', { category: CLASSIC_3_VEGAS }),
      result('won'),
      result('won', { category: { ...APP_1_NORMAL, thoughtful: true } }),
    ];
    const all = computeStatistics(results, { resetAt: null, vegasCumulative: false });
    expect(all.map((s) => [s.key, s.played, s.won, s.currentStreak, s.bestStreak])).toEqual([
      ['app-1-normal', 3, 3, 3, 3],
      ['classic-3-vegas', 2, 1, 1, 1],
      ['app-1-normal-thoughtful', 1, 1, 1, 1],
    ]);
  });

  it('orders games by when they started, whatever order they are stored in', () => {
    const [a, b, c] = [result('won'), result('abandoned'), result('won')];
    expect(only([c!, a!, b!])).toMatchObject({ currentStreak: 1, bestStreak: 1 });
    expect(only([c!, a!, b!]).recent.map((r) => r.id)).toEqual([a!.id, b!.id, c!.id]);
  });

  it('orders games that overlap by when they started, not by their last save (a saved game resumed and left later)', () => {
    // a is started, left for b, which is won; then a is resumed and left again: a's last save is the newest
    const a = result('abandoned');
    const b = result('won');
    const resumed: SavedSummary = { ...a, updatedAt: b.updatedAt + 60_000 };
    const stats = only([resumed, b]);
    expect(stats).toMatchObject({ played: 2, won: 1, currentStreak: 1, bestStreak: 1 });
    expect(stats.recent.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(only([b, resumed]).recent.map((r) => r.id)).toEqual([a.id, b.id]);
  });

  it('takes the fastest win from the wins that recorded times, never from other games', () => {
    const stats = only([
      result('won', { durationMs: null }),
      result('abandoned', { durationMs: 1000 }),
      result('won', { durationMs: 90_000 }),
    ]);
    expect(stats.fastestWinMs).toBe(90_000);
    expect(only([result('won', { durationMs: null })]).fastestWinMs).toBeNull();
  });

  it('counts games from a set-up position apart from the deals: their own category, not in the deals’ win rate or streaks', () => {
    const fromPosition = { ...APP_1_NORMAL, fromPosition: true as const };
    const all = computeStatistics(
      [result('abandoned'), result('won', { category: fromPosition }), result('won', { category: fromPosition })],
      { resetAt: null, vegasCumulative: false },
    );
    expect(all.map((s) => [s.key, s.played, s.won, s.winRate, s.bestStreak])).toEqual([
      ['app-1-normal-position', 2, 2, 1, 2],
      ['app-1-normal', 1, 0, 0, 0],
    ]);
  });

  it('sums the Vegas balance over the played games only when asked, and only for Vegas', () => {
    const results = [
      result('abandoned', { category: CLASSIC_3_VEGAS, score: -37 }),
      result('won', { category: CLASSIC_3_VEGAS, score: 208 }),
      result('playing', { category: CLASSIC_3_VEGAS, score: -52 }),
      result('won', { score: 600 }),
    ];
    const on = computeStatistics(results, { resetAt: null, vegasCumulative: true });
    expect(on.find((s) => s.key === 'classic-3-vegas')?.vegasBalance).toBe(-37 + 208 - 52);
    expect(on.find((s) => s.key === 'app-1-normal')?.vegasBalance).toBeNull();
    const off = computeStatistics(results, { resetAt: null, vegasCumulative: false });
    expect(off.every((s) => s.vegasBalance === null)).toBe(true);
  });

  it('leaves out games finished before a reset, but keeps the game open at the reset', () => {
    const before = [result('won'), result('won'), result('playing')];
    const resetAt = clock + 600;
    const after = [result('abandoned'), result('won')];
    const stats = only([...before, ...after], { resetAt, vegasCumulative: false });
    expect(stats).toMatchObject({ played: 3, won: 1, currentStreak: 1, bestStreak: 1 });
  });

  it('dates a won game by its winning action, not by a later save of it (a reload saves it again)', () => {
    const startedAt = Date.parse('2026-12-01T18:00:00.000Z');
    const won = must(play(nearWin(), move('T1', 'F'), 60_000));
    const resetAt = startedAt + 120_000;
    const savedAgain = savedSummary(stored('w', 'won', won, resetAt + 5_000))!;
    expect(endedAtOf(savedAgain)).toBe(startedAt + 60_000);
    expect(computeStatistics([savedAgain], { resetAt, vegasCumulative: false })).toEqual([]);
    const wonLater = savedSummary(
      stored('l', 'won', must(play(nearWin(), move('T1', 'F'), 180_000)), resetAt + 5_000),
    )!;
    expect(computeStatistics([wonLater], { resetAt, vegasCumulative: false })[0]).toMatchObject({ played: 1, won: 1 });
  });

  it('charts at most the newest RECENT_LIMIT games, oldest first', () => {
    const results = Array.from({ length: RECENT_LIMIT + 5 }, (_, i) =>
      result(i % 2 ? 'won' : 'abandoned', { score: i }),
    );
    const { recent } = only(results);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toMatchObject({ score: 5, won: true });
    expect(recent.at(-1)).toMatchObject({ score: RECENT_LIMIT + 4, won: false });
  });
});

/** A game one card from the end (Kd to its foundation). */
const nearWin = (options: RulesOptions = {}): Game =>
  must(
    gameFromPosition(
      must(parsePosition('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:')),
      makeRules(options),
    ),
  );
const codeGame = (): Game => gameFromCode(must(parseGameCode('KL1-D3V-AAAAAAG-C')));
const stored = (id: string, status: GameStatus, game: Game, updatedAt = 5): StoredGame => ({
  id,
  status,
  updatedAt,
  session: makeSession(game, { startedAt: '2026-12-01T18:00:00.000Z' }),
});

/** A saved game as the statistics read it: its category, status, end and figures. */
const read = (game: StoredGame) => {
  const row = savedSummary(game);
  if (!row) return null;
  const { summary } = row;
  return {
    id: row.id,
    category: categoryOf(row),
    status: statusOf(row),
    endedAt: endedAtOf(row),
    score: summary.score,
    actions: summary.actions,
    durationMs: summary.durationMs,
    code: summary.code,
  };
};

describe('a saved game read for the statistics (savedSummary, categoryOf, statusOf, endedAtOf)', () => {
  it('reads a won game: its category, score, actions and time to win', () => {
    const twoLeft = must(
      gameFromPosition(
        must(parsePosition('T1: Kd; T2: Kc; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Qc; S:; W:')),
        makeRules({ preset: 'stilldeck', thoughtful: true }),
      ),
    );
    const undone = must(undo(must(play(twoLeft, move('T1', 'F'), 1200)), 1500));
    const back = must(play(must(play(undone, move('T1', 'F'), 2000)), move('T2', 'F'), 2500));
    const r = read(stored('w', 'won', back));
    expect(r).toEqual({
      id: 'w',
      category: {
        rules: 'stilldeck',
        draw: 1,
        scoring: 'normal',
        variant: 'standard',
        thoughtful: true,
        fromPosition: true,
      },
      status: 'won',
      endedAt: Date.parse('2026-12-01T18:00:00.000Z') + 2500,
      score: gameScore(back),
      actions: 3,
      durationMs: 2500,
      code: null,
    });
  });

  it('keeps the game code of a game dealt from one (the daily deal is told by it)', () => {
    const r = read(stored('c', 'playing', must(play(codeGame(), DRAW, 100))));
    expect(r?.code).toBe('KL1-D3V-AAAAAAG-C');
    // a deal: not one of the set-up positions' categories
    expect(r?.category).toEqual(CLASSIC_3_VEGAS);
  });

  it('reads a game left for another, counting undos out of its actions', () => {
    const game = must(undo(must(play(codeGame(), DRAW, 100)), 200));
    const r = read(stored('a', 'abandoned', must(play(game, DRAW, 300))));
    expect(r).toMatchObject({
      status: 'abandoned',
      category: CLASSIC_3_VEGAS,
      actions: 2,
      durationMs: 300,
      score: -52,
    });
  });

  it('reads a game whose only action was undone as played (its first action was made)', () => {
    const r = read(stored('u', 'playing', must(undo(must(play(codeGame(), DRAW, 100)), 200))));
    expect(r).toMatchObject({ status: 'playing', actions: 1 });
  });

  it('reads a game without actions as not played, and leaves out a session that cannot be read', () => {
    const none = savedSummary(stored('e', 'playing', codeGame()))!;
    expect(none.summary.actions).toBe(0);
    expect(computeStatistics([none], { resetAt: null, vegasCumulative: false })).toEqual([]);
    expect(
      read({
        ...stored('b', 'won', codeGame()),
        session: { ...makeSession(codeGame()), actions: [{ a: 'W-F' }] },
      }),
    ).toBeNull();
  });

  it('does not take a stored won status for a game that is not won', () => {
    expect(read(stored('x', 'won', must(play(codeGame(), DRAW, 100))))?.status).toBe('abandoned');
  });
});

describe('the statistics in the store', () => {
  let db: GameStore;
  let n = 0;
  beforeEach(async () => {
    db = await openGameStore(`stats-${++n}`);
  });
  afterEach(async () => {
    db.close();
    await deleteGameStore(`stats-${n}`);
  });

  it('keeps a reset mark and every saved game: resetting deletes no replay', async () => {
    expect(await statisticsResetAt(db)).toBeNull();
    await saveGame(db, 'a', 'won', makeSession(must(play(nearWin(), move('T1', 'F'), 100))));
    await resetStatistics(db, 1234);
    expect(await statisticsResetAt(db)).toBe(1234);
    await resetStatistics(db, 5678);
    expect(await statisticsResetAt(db)).toBe(5678);
    expect((await storedGames(db)).map((g) => g.id)).toEqual(['a']);
  });

  it('dates a game when it is left, so a game left after a reset counts', async () => {
    await saveGame(
      db,
      'p',
      'playing',
      makeSession(must(play(codeGame(), DRAW, 100)), { startedAt: '2026-12-01T18:00:00.000Z' }),
    );
    // a reset a second ago, the game last saved before it: leaving it now dates it after the reset
    const resetAt = Date.now() - 1000;
    const row = await db.get('games', 'p');
    await db.put('games', { ...row!, updatedAt: resetAt - 10 });
    await leaveGame(db, 'p', 1);
    const rows = await storedGames(db);
    expect(rows[0]!.updatedAt).toBeGreaterThan(resetAt);
    const results = rows.flatMap((row) => savedSummary(row) ?? []);
    expect(computeStatistics(results, { resetAt, vegasCumulative: false })[0]).toMatchObject({ played: 1, won: 0 });
  });

  it('opens a store written before the marks table existed, with its games', async () => {
    db.close();
    const name = `stats-old-${n}`;
    const { default: Dexie } = await import('dexie');
    const old = new Dexie(name);
    old.version(1).stores({ games: '&id, status, updatedAt', setAside: '++id, at' });
    await old.table('games').put(stored('o', 'abandoned', must(play(codeGame(), DRAW, 100))));
    old.close();
    const upgraded = await openGameStore(name);
    expect((await storedGames(upgraded)).map((g) => g.id)).toEqual(['o']);
    expect(await statisticsResetAt(upgraded)).toBeNull();
    upgraded.close();
    await deleteGameStore(name);
  });
});

describe('statistics of the variants (RULES §10)', () => {
  it('keeps each variant apart: Double Klondike and jokers games get categories and keys of their own', () => {
    const played = (code: string): Game => must(play(gameFromCode(must(parseGameCode(code))), DRAW, 100));
    const results = [
      savedSummary(stored('s', 'abandoned', played('KL1-D1N-AAAAAAG')))!,
      savedSummary(stored('d', 'abandoned', played('KL1-D1N-AAAAAAG-D')))!,
      savedSummary(stored('j', 'playing', played('KL1-D1N-AAAAAAG-J')))!,
    ];
    expect(results.map((r) => categoryOf(r).variant)).toEqual(['standard', 'double', 'jokers']);
    const keys = computeStatistics(results, { resetAt: null, vegasCumulative: false }).map((s) => s.key);
    expect(keys.sort()).toEqual(['app-1-normal', 'app-1-normal-double', 'app-1-normal-jokers']);
  });
});
