import { describe, expect, it } from 'vitest';
import { gamePosition, gameSummary, makeRules, parseCard, parseDeck, PRESETS, VARIANTS } from '../src/index.js';
import { gameOfDeck, playTokens, W1 } from './helpers.js';

/**
 * What the engine hands out, checked where a mutation run found the suite blind (docs/testing.md): an
 * error with nothing more to say carries no `data` key, a summary's arrays are its own, and a bad card's
 * text is quoted whole up to 12 characters and cut after.
 */
describe('errors and summaries as values', () => {
  it('a card error has only a code and a message; a deck error adds its data', () => {
    const card = parseCard('Zz');
    if (card.ok) throw new Error('Zz read as a card');
    expect(Object.keys(card.error)).toEqual(['code', 'message']);
    expect(JSON.stringify(card.error)).not.toContain('data');
    const deck = parseDeck('Zz');
    if (deck.ok) throw new Error('Zz read as a deck');
    expect(Object.keys(deck.error)).toEqual(['code', 'message', 'data']);
  });

  it('RULES §1: a bad card text of up to 12 characters is quoted whole, a longer one cut to 12 and "..."', () => {
    const message = (t: string) => {
      const r = parseCard(t);
      if (r.ok) throw new Error(`${t} read as a card`);
      return r.error.message;
    };
    const tail = '" is not a card (expected rank A,2-9,T,J,Q,K then suit s,h,d,c, e.g. 7h)';
    expect(message('abcdefghijkl')).toBe(`"abcdefghijkl${tail}`);
    expect(message('abcdefghijklm')).toBe(`"abcdefghijkl...${tail}`);
  });

  it("a game summary's foundation counts are a copy: changing them changes neither the game nor a later summary", () => {
    const { game } = playTokens(gameOfDeck(W1), 'T1-F T7-F');
    const summary = gameSummary(game);
    expect(summary.foundations).toEqual([1, 0, 1, 0]);
    (summary.foundations as number[])[2] = 9;
    expect(gamePosition(game).foundations).toEqual([1, 0, 1, 0]);
    expect(gameSummary(game).foundations).toEqual([1, 0, 1, 0]);
  });
});

describe('RULES §4, §10 the rules of a game', () => {
  it('a variant given as its data object, or a whole rules value, gives the same rules', () => {
    const double = makeRules({ variant: 'double', scoring: 'vegas', draw: 3, preset: 'stilldeck' });
    expect(makeRules({ variant: VARIANTS.double }).variant).toBe(VARIANTS.double);
    expect(makeRules(double)).toEqual(double);
    expect(double.points.start).toBe(-104);
    expect(double.passes).toBe(3);
  });

  it("a standard game keeps its preset's own points table; a variant with more suited cards scales a copy's start", () => {
    expect(makeRules({ scoring: 'vegas' }).points).toBe(PRESETS.app.points.vegas);
    expect(makeRules({ variant: 'jokers', scoring: 'vegas' }).points).toBe(PRESETS.app.points.vegas);
    const double = makeRules({ variant: 'double', scoring: 'vegas' }).points;
    expect(double).not.toBe(PRESETS.app.points.vegas);
    expect(double).toEqual({ ...PRESETS.app.points.vegas, start: -104 });
    expect(PRESETS.app.points.vegas.start).toBe(-52);
  });
});
