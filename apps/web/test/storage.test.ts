import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAW, gameFromCode, makeSession, parseGameCode, parseSessions, play, type Game } from '@klondike/engine';
import {
  allSessionsText,
  deleteGameStore,
  openGameStore,
  finishedGames,
  leaveGame,
  restoreCurrent,
  saveGame,
  type GameStore,
} from '../src/storage.js';
import { readStored } from '../src/sessionFiles.js';

const codeGame = (): Game => {
  const code = parseGameCode('KL1-D1N-AAAAAAG');
  if (!code.ok) throw new Error(code.error.message);
  return gameFromCode(code.value);
};

const played = (game: Game): Game => {
  const r = play(game, DRAW, 100);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

let db: GameStore;
let n = 0;
beforeEach(async () => {
  db = await openGameStore(`test-${++n}`);
});
afterEach(async () => {
  db.close();
  await deleteGameStore(`test-${n}`);
});

describe('storage', () => {
  it('restores the newest game in progress with its journal', async () => {
    const game = played(codeGame());
    await saveGame(db, 'a', 'playing', makeSession(game, { startedAt: '2026-11-30T10:00:00.000Z' }));
    const found = await restoreCurrent(db);
    expect(found.problems).toEqual([]);
    expect(found.current?.id).toBe('a');
    expect(found.current?.startedAt).toBe('2026-11-30T10:00:00.000Z');
    expect(found.current?.game.journal?.length).toBe(1);
  });

  it('does not restore won or abandoned games', async () => {
    await saveGame(db, 'w', 'won', makeSession(codeGame()));
    await saveGame(db, 'x', 'playing', makeSession(played(codeGame())));
    await leaveGame(db, 'x', 1);
    expect((await restoreCurrent(db)).current).toBeNull();
    expect((await db.get('games', 'x'))?.status).toBe('abandoned');
  });

  it('drops a left game in which nothing was played', async () => {
    await saveGame(db, 'e', 'playing', makeSession(codeGame()));
    await leaveGame(db, 'e', 0);
    expect(await db.count('games')).toBe(0);
  });

  it('reports a corrupt or foreign value once and sets it aside', async () => {
    await saveGame(db, 'good', 'playing', makeSession(played(codeGame())));
    await db.put('games', {
      id: 'bad',
      status: 'playing',
      updatedAt: Date.now() + 1,
      session: { format: 'other' },
    } as never);
    await db.put('games', {
      id: 'illegal',
      status: 'playing',
      updatedAt: 1,
      session: { ...makeSession(codeGame()), actions: [{ a: 'W-F' }] },
    });
    const first = await restoreCurrent(db);
    expect(first.problems).toHaveLength(2);
    expect(first.problems.map((p) => p.text).join('\n')).toMatch(/unknown format/);
    expect(first.problems).toContainEqual(
      expect.objectContaining({ kind: 'session', id: 'bad', error: expect.objectContaining({ code: 'ERR_FORMAT' }) }),
    );
    expect(first.current?.id).toBe('good');
    expect(await db.count('setAside')).toBe(2);
    const second = await restoreCurrent(db);
    expect(second.problems).toEqual([]);
    expect(second.current?.id).toBe('good');
  });

  it('reads a stored session object as it is, with no text round trip', () => {
    // IndexedDB keeps values JSON cannot write (a BigInt in a field of a newer version): the object is
    // read, not stringified and parsed again
    const session = { ...makeSession(played(codeGame())), extra: 10n };
    const read = readStored({ id: 'a', status: 'playing', updatedAt: 1, session });
    expect(read.ok && read.value.game.journal?.length).toBe(1);
  });

  it('lists finished games by their stored status, newest first', async () => {
    await db.put('games', { id: 'w', status: 'won', updatedAt: 1, session: makeSession(codeGame()) });
    await db.put('games', { id: 'p', status: 'playing', updatedAt: 2, session: makeSession(played(codeGame())) });
    await db.put('games', { id: 'x', status: 'playing', updatedAt: 3, session: makeSession(played(codeGame())) });
    await leaveGame(db, 'x', 1);
    expect((await finishedGames(db)).map((g) => [g.id, g.status])).toEqual([
      ['x', 'abandoned'],
      ['w', 'won'],
    ]);
  });

  it('writes all games as NDJSON that the engine reads back', async () => {
    await saveGame(db, 'a', 'won', makeSession(codeGame()));
    await saveGame(db, 'b', 'playing', makeSession(played(codeGame())));
    const text = await allSessionsText(db);
    expect(text.trim().split('\n')).toHaveLength(2);
    const parsed = parseSessions(text);
    expect(parsed.ok).toBe(true);
  });
});

describe('games saved before idb (by Dexie, which held these stores before)', () => {
  it('open as they are: the same database version and stores, the game in progress restored', async () => {
    const name = 'dexie-era';
    const old = new Dexie(name);
    old.version(1).stores({ games: '&id, status, updatedAt', setAside: '++id, at' });
    await old
      .table('games')
      .put({ id: 'd', status: 'playing', updatedAt: 5, session: makeSession(played(codeGame())) });
    old.close();
    const store = await openGameStore(name);
    try {
      expect(store.version).toBe(30); // Dexie's 10, upgraded in place by the marks and reviews stores
      expect((await restoreCurrent(store)).current?.game.journal?.length).toBe(1);
      await saveGame(store, 'e', 'won', makeSession(codeGame()));
      expect((await finishedGames(store)).map((g) => g.id)).toEqual(['e']);
    } finally {
      store.close();
      await deleteGameStore(name);
    }
  });
});
