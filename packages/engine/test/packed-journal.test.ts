import { describe, expect, it } from 'vitest';
import { act, gamePosition, journalEntries, packJournal, replay, unpackJournal, type Game } from '../src/index.js';
import { gameOfDeck, must, token, W1, W_TABLEAU_MOVES } from './helpers.js';

/** Plays tokens with a recorded time for every other one, so both kinds of entry are packed. */
function timed(game: Game, tokens: readonly string[]): Game {
  return tokens.reduce((g, t, i) => must(act(g, token(t), i % 2 === 0 ? 100 * (i + 1) : undefined)), game);
}

describe('packed journal (one string and one typed array between threads)', () => {
  const start = gameOfDeck(W1);

  it('gives back the same entries, times and missing times included, and they replay to the same game', () => {
    const game = timed(start, [...W_TABLEAU_MOVES.slice(0, 3), 'U', 'D', 'D', 'U']);
    const packed = packJournal(game);
    expect(typeof packed.tokens).toBe('string');
    expect(packed.times).toBeInstanceOf(Float64Array);
    expect(packed.times).toHaveLength(journalEntries(game).length);
    const entries = must(unpackJournal(structuredClone(packed)));
    expect(entries).toEqual(journalEntries(game));
    expect(gamePosition(must(replay(start, entries)))).toEqual(gamePosition(game));
  });

  it('packs an empty journal as an empty string', () => {
    expect(packJournal(start)).toEqual({ tokens: '', times: new Float64Array(0) });
    expect(must(unpackJournal(packJournal(start)))).toEqual([]);
  });

  it('names the entry whose token is not an action', () => {
    const bad = unpackJournal({ tokens: 'D T9-F D', times: new Float64Array(3) });
    expect(bad).toMatchObject({ ok: false, error: { code: 'ERR_TOKEN', data: { index: 2, value: 'T9-F' } } });
    if (!bad.ok) expect(bad.error.message).toMatch(/^action 2 \(T9-F\)/);
  });
});
