import { describe, expect, it, vi } from 'vitest';
import { overview, winRateByMode } from '@klondike/analysis';
import { DRAW, gameFromCode, makeSession, parseGameCode, play, type Game } from '@klondike/engine';
import type * as Engine from '@klondike/engine';
import { computeStatistics } from '../src/statistics/statistics.js';
import { savedSummaries, savedSummary } from '../src/statistics/savedSummaries.js';
import type { StoredGame } from '../src/storedGame.js';
import { deleteGameStore, openGameStore, restoreCurrent, storedGames } from '../src/storage.js';

// every replay of a saved session goes through the engine's reader: counted here
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@klondike/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return {
    ...engine,
    loadSession: (...args: Parameters<typeof engine.loadSession>) => {
      reads.count++;
      return engine.loadSession(...args);
    },
  };
});

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const drawn = (code: string, draws: number): Game => {
  let game = gameFromCode(must(parseGameCode(code)));
  for (let i = 0; i < draws; i++) game = must(play(game, DRAW, 100 * (i + 1)));
  return game;
};
const saved = (id: string, game: Game, updatedAt = 1): StoredGame => ({
  id,
  status: 'abandoned',
  updatedAt,
  session: makeSession(game, { startedAt: '2026-12-01T18:00:00.000Z' }),
});

describe('the saved games are folded once for the statistics and "Analyse my games"', () => {
  it('the statistics, then the Analyse panel, then both again read each saved game once', () => {
    const games = [
      saved('a', drawn('KL1-D1N-AAAAAAG', 2)),
      saved('b', drawn('KL1-D3V-AAAAAAG-C', 1)),
      saved('c', drawn('KL1-D1N-AAAAAAG-DT', 3)),
    ];
    reads.count = 0;
    // what StatisticsPanel reads
    const statistics = computeStatistics(savedSummaries(games).rows, { resetAt: null, vegasCumulative: false });
    // what AnalysePanel reads, game by game
    const rows = games.flatMap((g) => savedSummary(g)?.summary ?? []);
    expect(overview(rows).sessions).toBe(3);
    expect(reads.count).toBe(3);
    // the same modes under the same keys in both panels
    expect(statistics.map((s) => s.key).sort()).toEqual(
      winRateByMode(rows)
        .map((m) => m.mode)
        .sort(),
    );
    // opened again (the games read from the store again: new objects, the same sessions)
    savedSummaries(structuredClone(games));
    expect(reads.count).toBe(3);
  });

  it('folds a game again once a save has added to it, and only that game', () => {
    const games = [saved('x', drawn('KL1-D1N-AAAAAAG', 1)), saved('y', drawn('KL1-D1N-AAAAAAG', 1))];
    savedSummaries(games);
    reads.count = 0;
    const grown = [games[0]!, saved('y', drawn('KL1-D1N-AAAAAAG', 4), 2)];
    const { rows } = savedSummaries(grown);
    expect(reads.count).toBe(1);
    expect(rows.map((r) => r.summary.actions)).toEqual([1, 4]);
  });

  it('counts a session the engine refuses as unread, and reads it once', () => {
    const broken = {
      ...saved('z', drawn('KL1-D1N-AAAAAAG', 1)),
      session: { actions: [{ a: 'W-F' }] },
    } as unknown as StoredGame;
    reads.count = 0;
    expect(savedSummaries([broken])).toEqual({ rows: [], unread: 1 });
    expect(savedSummaries([broken])).toEqual({ rows: [], unread: 1 });
    expect(reads.count).toBe(1);
  });
});

describe('reopening the app and the panels read each saved game once', () => {
  it('restoreCurrent checks every stored game by the one fold: the statistics and the Analyse panel then read none again', async () => {
    const db = await openGameStore('saved-summaries-restore');
    try {
      const games = [
        saved('r1', drawn('KL1-D1N-AAAAAAG', 2), 1),
        saved('r2', drawn('KL1-D3V-AAAAAAB', 1), 2),
        { ...saved('r3', drawn('KL1-D1N-AAAAAAG', 3), 3), status: 'playing' as const },
      ];
      for (const g of games) await db.put('games', g);
      reads.count = 0;
      const found = await restoreCurrent(db);
      expect(found.problems).toEqual([]);
      expect(found.current?.id).toBe('r3');
      expect(found.current?.game.journal?.length).toBe(3);
      // the statistics and the Analyse panel, from the store as they read it
      const stored = await storedGames(db);
      expect(savedSummaries(stored).rows.map((r) => r.summary.actions)).toEqual([2, 1, 3]);
      for (const g of stored) expect(savedSummary(g)).not.toBeNull();
      expect(reads.count).toBe(3);
    } finally {
      db.close();
      await deleteGameStore('saved-summaries-restore');
    }
  });

  it('a stored session the engine refuses is set aside with its reason, read once', async () => {
    const db = await openGameStore('saved-summaries-refused');
    try {
      const broken = {
        ...saved('bad', drawn('KL1-D1N-AAAAAAG', 1)),
        session: { ...saved('bad', drawn('KL1-D1N-AAAAAAG', 1)).session, actions: [{ a: 'W-F' }] },
      };
      await db.put('games', broken as unknown as StoredGame);
      reads.count = 0;
      const found = await restoreCurrent(db);
      expect(found.problems).toHaveLength(1);
      expect(found.problems[0]).toMatchObject({ kind: 'session', id: 'bad' });
      expect(found.problems[0]!.text).toMatch(/^game bad: action 1 \(W-F\)/);
      expect(await storedGames(db)).toEqual([]);
      expect(reads.count).toBe(1);
    } finally {
      db.close();
      await deleteGameStore('saved-summaries-refused');
    }
  });
});
