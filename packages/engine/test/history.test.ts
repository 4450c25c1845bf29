import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  gameAtStart,
  gamePosition,
  gameScore,
  journalCounts,
  journalEntries,
  makePosition,
  makeSession,
  parseSessions,
  replay,
  scanJournal,
  sessionCounts,
  type Game,
} from '../src/index.js';
import { unwrapFixture } from '../src/session.js';
import { FIXTURES_DIR, gameOfDeck, must, playTokens, token, W1 } from './helpers.js';

const entries = (tokens: string) => tokens.split(' ').map((t, i) => ({ action: token(t), t: (i + 1) * 100 }));

describe('scanJournal: every intermediate game of a journal', () => {
  const start = gameOfDeck(W1);

  it('games[i] is the game after i entries, each as replay folds it', () => {
    const journal = entries('T1-F D U T7-F');
    const { games, refused } = scanJournal(start, journal);
    expect(refused).toBeUndefined();
    expect(games).toHaveLength(5);
    expect(games[0]).toBe(start);
    for (let i = 0; i <= 4; i++) {
      const replayed = must(replay(start, journal.slice(0, i)));
      expect(makePosition(gamePosition(games[i]!))).toBe(makePosition(gamePosition(replayed)));
      expect(gameScore(games[i]!)).toBe(gameScore(replayed));
      expect(games[i]!.journal?.length ?? 0).toBe(i);
    }
  });

  it('stops before a refused entry and says which and why', () => {
    const { games, refused } = scanJournal(start, entries('T1-F T7-F T1-T2 D'));
    expect(games).toHaveLength(3);
    expect(refused).toMatchObject({ index: 3 });
    expect(refused?.refusal.code).toBeTypeOf('string');
  });

  it('no entries: the start alone', () => {
    expect(scanJournal(start, []).games).toEqual([start]);
  });
});

describe('gameAtStart', () => {
  it('is the recorded game before its first entry, without replaying', () => {
    const { game } = playTokens(gameOfDeck(W1, { scoring: 'vegas' }), 'T1-F D D U');
    const start = gameAtStart(game);
    expect(start.journal).toBeNull();
    expect(start.moveLog).toBeNull();
    expect(start.undoable).toBe(0);
    expect(start.rules).toBe(game.rules);
    expect(gameScore(start)).toBe(-52);
    expect(makePosition(gamePosition(start))).toBe(makePosition(gamePosition(gameOfDeck(W1))));
    expect(must(replay(start, journalEntries(game))).moveLog?.position).toEqual(game.moveLog?.position);
  });
});

describe('journalCounts: one word, one meaning', () => {
  it.each<[string, { actions: number; undos: number; inEffect: number }]>([
    ['', { actions: 0, undos: 0, inEffect: 0 }],
    ['D', { actions: 1, undos: 0, inEffect: 1 }],
    ['D U', { actions: 1, undos: 1, inEffect: 0 }],
    ['T1-F D D U U D', { actions: 4, undos: 2, inEffect: 2 }],
    ['D U D U D U', { actions: 3, undos: 3, inEffect: 0 }],
  ])('"%s": actions are entries that are not undos, undos the U entries, inEffect the move log', (tokens, counts) => {
    const game: Game = tokens ? playTokens(gameOfDeck(W1), tokens).game : gameOfDeck(W1);
    expect(journalCounts(game)).toEqual(counts);
  });
});

describe('sessionCounts: the same words for a session object, without replaying it', () => {
  it.each(['', 'D', 'D U', 'T1-F D D U U D', 'D U D U D U', 'T1-F d u'])(
    '"%s" counts as its replayed game does',
    (tokens) => {
      const game: Game = tokens ? playTokens(gameOfDeck(W1), tokens).game : gameOfDeck(W1);
      const session = { ...makeSession(game), actions: tokens ? tokens.split(' ').map((a) => ({ a })) : [] };
      expect(sessionCounts(session)).toEqual(journalCounts(game));
    },
  );
});

describe('one reader for fixture-wrapped session files ({session, expected})', () => {
  const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'app-d1-normal-00.json'), 'utf8')) as {
    session: Record<string, unknown>;
    expected: unknown;
  };

  it('reads a fixture as it is, with or without expected', () => {
    const withExpected = must(parseSessions(JSON.stringify(fixture)));
    const without = must(parseSessions(JSON.stringify({ session: fixture.session })));
    const bare = must(parseSessions(JSON.stringify(fixture.session)));
    for (const read of [withExpected, without])
      expect(makePosition(gamePosition(read[0]!.game))).toBe(makePosition(gamePosition(bare[0]!.game)));
  });

  it.each<[string, unknown]>([
    ['an object with a format is a session, whatever else it holds', { format: 'klondike-session', session: {} }],
    ['a session that is no object', { session: 'x', expected: {} }],
    ['a session that is a list', { session: [], expected: {} }],
    ['a list', [{ session: {} }]],
    ['null', null],
  ])('leaves alone %s', (_name, value) => {
    expect(unwrapFixture(value)).toBe(value);
  });

  it('unwraps NDJSON lines as it does the whole file (fixtures written one per line)', () => {
    const line = JSON.stringify({ session: fixture.session });
    const [first, second] = must(parseSessions(`${line}\n${JSON.stringify(fixture)}\n`));
    const bare = must(parseSessions(JSON.stringify(fixture.session)));
    for (const read of [first!, second!])
      expect(makePosition(gamePosition(read.game))).toBe(makePosition(gamePosition(bare[0]!.game)));
  });
});

describe('parseSessions with history: one parse, one fold', () => {
  it('keeps the game after each action, the last being the game', () => {
    const { game } = playTokens(gameOfDeck(W1), 'T1-F D U T7-F');
    const [loaded] = must(parseSessions(JSON.stringify(makeSession(game)), { history: true }));
    const history = loaded!.history!;
    expect(history).toHaveLength(5);
    expect(history[4]).toBe(loaded!.game);
    expect(history.map((g) => g.journal?.length ?? 0)).toEqual([0, 1, 2, 3, 4]);
    expect(history.map(gameScore)).toEqual(scanJournal(gameAtStart(game), journalEntries(game)).games.map(gameScore));
  });

  it('without the option there is no history', () => {
    expect(must(parseSessions(JSON.stringify(makeSession(gameOfDeck(W1)))))[0]!.history).toBeUndefined();
  });

  it("a refused action keeps the valid prefix's history", () => {
    const session = { ...makeSession(gameOfDeck(W1)), actions: ['T1-F', 'D', 'T1-T2'].map((a) => ({ a })) };
    const r = parseSessions(JSON.stringify(session), { history: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.history).toHaveLength(3);
    expect(r.error.history![2]).toBe(r.error.game);
  });
});
