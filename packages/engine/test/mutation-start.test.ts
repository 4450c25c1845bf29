import { describe, expect, it } from 'vitest';
import {
  dealDeck,
  gameFromFields,
  gameFromStart,
  gameStartOf,
  makeDeck,
  makeGameStart,
  parseGameStart,
  VARIANTS,
  type GameStartError,
  type StartFields,
} from '../src/index.js';
import { deckOf, fillPosition, must, positionOf, W1 } from './helpers.js';

/**
 * Where a game starts (RULES §2, §8, §9, §10), word for word where a mutation run found the suite
 * blind (docs/testing.md): each refusal's message and value, the settings read in any case and
 * spacing, the conflicts with a code spelled out, and the checks of a start built by hand.
 */
const CODE = 'KL1-D1N-AAAAAAG';

function refused(fields: StartFields): GameStartError {
  const r = gameFromFields(fields);
  if (r.ok) throw new Error(`expected ${JSON.stringify(fields)} to be refused`);
  return r.error;
}

describe('RULES §2, §8 a start read from loose fields, word for word', () => {
  it('no source, or several: the messages; settings without a game listed as given, cut to 20 characters', () => {
    expect(refused({})).toEqual({ code: 'ERR_NO_START', message: 'no code, deck or position to start from' });
    expect(refused({ deck: W1, position: fillPosition({}) })).toEqual({
      code: 'ERR_SEVERAL_STARTS',
      message: 'start from one of a code, a deck or a position, not several',
    });
    expect(refused({ code: CODE, position: fillPosition({}) }).code).toBe('ERR_SEVERAL_STARTS');
    expect(refused({ variant: 'x'.repeat(30), thoughtful: true, draw: 3, scoring: null })).toEqual({
      code: 'ERR_NO_START',
      message: 'no code, deck or position to start from',
      unused: [
        { field: 'draw', given: '3' },
        { field: 'thoughtful', given: 'true' },
        { field: 'variant', given: `${'x'.repeat(20)}...` },
      ],
    });
  });

  it('settings in any letter case and spacing; each refusal names what it must be and the value given', () => {
    expect(
      must(parseGameStart({ deck: W1, draw: ' 3 ', scoring: ' Vegas ', rules: ' CLASSIC ', variant: ' Standard ' })),
    ).toMatchObject({ draw: 3, scoring: 'vegas', preset: 'classic', variant: 'standard' });
    const error = (fields: StartFields) => {
      const r = parseGameStart({ deck: W1, ...fields });
      if (r.ok) throw new Error('accepted');
      return { code: r.error.code, message: r.error.message, value: r.error.value };
    };
    expect(error({ draw: ' 2 ' })).toEqual({ code: 'ERR_DRAW', message: 'draw must be 1 or 3, not "2"', value: '2' });
    expect(error({ scoring: 'golf' })).toEqual({
      code: 'ERR_SCORING',
      message: 'scoring must be normal or vegas, not "golf"',
      value: 'golf',
    });
    expect(error({ rules: 'Spider' })).toEqual({
      code: 'ERR_RULES',
      message: 'rules must be app, classic, stilldeck, not "Spider"',
      value: 'Spider',
    });
    expect(error({ variant: ' spider ' })).toEqual({
      code: 'ERR_VARIANT',
      message: 'variant must be standard, double, jokers, not "spider"',
      value: 'spider',
    });
    expect(error({ thoughtful: 'maybe' })).toEqual({
      code: 'ERR_THOUGHTFUL',
      message: 'thoughtful must be true or false, not "maybe"',
      value: 'maybe',
    });
    const long = 'y'.repeat(30);
    for (const field of ['scoring', 'rules', 'variant', 'thoughtful'] as const)
      expect(error({ [field]: long }).value).toBe(`${'y'.repeat(20)}...`);
    expect(error({ scoring: long }).message).toBe(`scoring must be normal or vegas, not "${'y'.repeat(20)}..."`);
    expect(error({ thoughtful: long }).message).toBe(`thoughtful must be true or false, not "${'y'.repeat(20)}..."`);
  });

  it('thoughtful: true, false, 1 or 0, as text in any case or as a boolean', () => {
    const thoughtful = (value: string | boolean) => must(parseGameStart({ deck: W1, thoughtful: value })).thoughtful;
    expect([' TRUE ', '1', true].map(thoughtful)).toEqual([true, true, true]);
    expect(['False', ' 0', false].map(thoughtful)).toEqual([false, false, false]);
  });

  it('a bad deck is named: its text up to 20 characters as given, longer ones cut with "..."', () => {
    expect(refused({ deck: '  As 2s 3s 4s 5s 6s 7s  ' })).toMatchObject({
      code: 'ERR_DECK',
      value: 'As 2s 3s 4s 5s 6s 7s',
    });
    expect(refused({ deck: 'As 2s 3s 4s 5s 6s 7s 8s' }).value).toBe('As 2s 3s 4s 5s 6s 7s...');
  });

  it('a bad position is named "position" once, whether or not its reader\'s message starts with the word', () => {
    expect(refused({ position: fillPosition({}).replace('S: ', 'S: Jk ') }).message).toBe(
      'position: Jk is not in the standard deck (jokers are dealt only in Klondike with jokers)',
    );
    expect(refused({ position: fillPosition({}).replace(/S: \S+ /, 'S: ') }).message).toMatch(
      /^position has 51 cards, not 52: missing /,
    );
  });

  it("a deck or position is read in the variant given, or beside a code in the code's variant", () => {
    const double = makeDeck(dealDeck(3, VARIANTS.double));
    expect(must(parseGameStart({ deck: double, variant: 'double' })).deck).toHaveLength(104);
    expect(refused({ deck: double }).code).toBe('ERR_DECK');
    expect(must(parseGameStart({ code: 'KL1-D1N-AAAAAAD-D', deck: double })).deck).toHaveLength(104);
  });
});

describe('RULES §8, §10 a code beside other fields', () => {
  it('each conflict in words, joined by "; ", the thoughtful one both ways', () => {
    expect(refused({ code: CODE, scoring: 'vegas', thoughtful: true }).message).toBe(
      `scoring vegas conflicts with game code ${CODE} (scoring normal); thoughtful conflicts with game code ${CODE} (not thoughtful)`,
    );
    expect(refused({ code: `${CODE}-T`, thoughtful: false, rules: 'classic' }).message).toBe(
      `rules classic conflicts with game code ${CODE}-T (rules app); not thoughtful conflicts with game code ${CODE}-T (thoughtful)`,
    );
    expect(refused({ code: `${CODE}-D`, variant: 'jokers' }).conflicts).toEqual([
      { field: 'variant', given: 'jokers', fixed: 'double' },
    ]);
    expect(refused({ code: CODE, variant: 'double' }).conflicts).toEqual([
      { field: 'variant', given: 'double', fixed: 'standard' },
    ]);
  });
});

describe('RULES §10 a start built by hand', () => {
  it('cards of another variant than its rules are refused, named', () => {
    expect(gameFromStart({ deck: dealDeck(3, VARIANTS.double) })).toEqual({
      ok: false,
      error: { code: 'ERR_DECK', message: 'the deck has 104 cards, not the 52 of the standard variant' },
    });
    expect(gameFromStart({ deck: deckOf(W1), variant: 'jokers' })).toEqual({
      ok: false,
      error: { code: 'ERR_DECK', message: 'the deck has 52 cards, not the 54 of the jokers variant' },
    });
    expect(gameFromStart({ position: positionOf(fillPosition({})), variant: 'double' })).toEqual({
      ok: false,
      error: {
        code: 'ERR_POSITION',
        message: 'the position has 7 columns and 4 foundations, not the 9 and 8 of the double variant',
      },
    });
  });

  it("a position whose columns alone, or foundations alone, are not its variant's is refused, named", () => {
    const standard = positionOf(fillPosition({}));
    const eightHomes = { ...standard, foundations: [...standard.foundations, ...standard.foundations] };
    expect(gameFromStart({ position: eightHomes })).toEqual({
      ok: false,
      error: {
        code: 'ERR_POSITION',
        message: 'the position has 7 columns and 8 foundations, not the 7 and 4 of the standard variant',
      },
    });
    const nineColumns = { ...standard, tableau: [...standard.tableau, { cards: [], down: 0 }, { cards: [], down: 0 }] };
    expect(gameFromStart({ position: nineColumns })).toEqual({
      ok: false,
      error: {
        code: 'ERR_POSITION',
        message: 'the position has 9 columns and 4 foundations, not the 7 and 4 of the standard variant',
      },
    });
  });

  it('a game of another variant writes its variant; a standard one does not', () => {
    const double = must(gameFromFields({ deck: makeDeck(dealDeck(3, VARIANTS.double)), variant: 'double' }));
    expect(gameStartOf(double)).toMatchObject({ variant: 'double', draw: 1 });
    expect(Object.keys(gameStartOf(must(gameFromFields({ deck: W1 }))))).toEqual([
      'deck',
      'draw',
      'scoring',
      'preset',
      'thoughtful',
    ]);
  });
});

describe('RULES §8, §9 a start read and written, field by field', () => {
  it("a position text that is no position is ERR_POSITION with the position reader's error as cause", () => {
    expect(parseGameStart({ position: 'T1: Kd' })).toEqual({
      ok: false,
      error: {
        code: 'ERR_POSITION',
        message: 'position part T2 is missing',
        cause: { code: 'ERR_POSITION_PART', message: 'position part T2 is missing', data: { part: 'T2', count: 0 } },
      },
    });
  });

  it('a start is written with only the fields it holds: no field left undefined', () => {
    expect(Object.keys(makeGameStart({ deck: deckOf(W1) }))).toEqual(['deck']);
    expect(Object.keys(makeGameStart({ position: positionOf(fillPosition({})), draw: 3 }))).toEqual([
      'position',
      'draw',
    ]);
    expect(
      Object.keys(
        makeGameStart({
          deck: deckOf(W1),
          scoring: 'vegas',
          preset: 'classic',
          thoughtful: false,
          variant: 'standard',
        }),
      ),
    ).toEqual(['deck', 'scoring', 'rules', 'thoughtful', 'variant']);
  });
});
