import { describe, expect, it } from 'vitest';
import { parseDeck, parseGameCode, parsePosition, parseGameStart } from '../src/index.js';
import { W1 } from './helpers.js';

/**
 * Parse errors carry the parts of their message as data (`ParseError.data`), so a client words
 * them in its own language from the code and these fields, never by parsing the English message.
 */
const errorOf = <E>(r: { ok: true } | { ok: false; error: E }): E => {
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('parse error data', () => {
  it.each([
    ['KL2-D1N-AAAAAAG', 'ERR_CODE_FORMAT', { value: 'KL2-D1N-AAAAAAG' }],
    ['KL1-D2N-AAAAAAG', 'ERR_CODE_MODE', { part: 'mode', value: 'D2N' }],
    // the part as the input wrote it (read upper-cased, quoted as written)
    ['kl1-d1n-aaaaa1g', 'ERR_CODE_DEAL', { part: 'deal', value: 'aaaaa1g' }],
    ['garbage', 'ERR_CODE_FORMAT', { value: 'garbage' }],
    ['kl1-d2n-aaaaaag', 'ERR_CODE_MODE', { part: 'mode', value: 'd2n' }],
    ['kl1-d1n-aaaaaag-cs', 'ERR_CODE_OPTIONS', { part: 'options', value: 'cs' }],
    ['KL1-D1N-AAAAAAG-CS', 'ERR_CODE_OPTIONS', { part: 'options', value: 'CS' }],
  ] as const)('game code %s: %s with %j', (text, code, data) => {
    expect(errorOf(parseGameCode(text))).toMatchObject({ code, data });
  });

  it('game code: a long bad code is cut to 40 characters in its data as in its message', () => {
    expect(errorOf(parseGameCode('X'.repeat(100))).data).toEqual({ value: 'X'.repeat(40) + '...' });
    // 40 characters are shown whole, 41 cut
    expect(errorOf(parseGameCode('X'.repeat(40))).data).toEqual({ value: 'X'.repeat(40) });
    expect(errorOf(parseGameCode('X'.repeat(41))).data).toEqual({ value: 'X'.repeat(40) + '...' });
  });

  it.each([
    ['mode', (long: string) => `KL1-${long}-AAAAAAG`],
    ['deal', (long: string) => `KL1-D1N-${long}`],
    ['options', (long: string) => `KL1-D1N-AAAAAAG-${long}`],
  ] as const)('game code: a long bad %s part is cut to 40 characters in its message and its data', (part, code) => {
    const long = 'Xy'.repeat(50_000);
    const error = errorOf(parseGameCode(code(long)));
    expect(error.data).toEqual({ part, value: long.slice(0, 40) + '...' });
    expect(error.message).toContain(`"${long.slice(0, 40)}..."`);
    expect(error.message.length).toBeLessThan(300);
    // 40 characters are quoted whole
    expect(errorOf(parseGameCode(code(long.slice(0, 40)))).data).toEqual({ part, value: long.slice(0, 40) });
  });

  it.each([
    ['a token that is no card', W1.replace('Kh', 'Zz'), 'ERR_DECK_CARD', { index: 3, value: 'Zz' }],
    ['a joker in a standard deck', W1.replace('Kh', 'Jk'), 'ERR_DECK_CARD', { index: 3, value: 'Jk' }],
    ['a card twice', W1.replace('Kh', 'Ad'), 'ERR_DECK_REPEATED', { index: 3, value: 'Ad', count: 2 }],
    [
      'cards missing',
      W1.replace(' Kc', '').replace(' Qc', ''),
      'ERR_DECK_MISSING',
      { count: 50, expected: 52, missing: ['Qc', 'Kc'] },
    ],
    ['too many cards', W1 + ' As', 'ERR_DECK_REPEATED', { index: 53, value: 'As', count: 2 }],
  ] as const)('deck, %s: %s with %j', (_what, text, code, data) => {
    expect(errorOf(parseDeck(text))).toMatchObject({ code, data });
  });

  const FULL = 'T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Qh Kd Kc; S:; W:';
  it.each([
    ['an unknown part', FULL + '; X: 9c', 'ERR_POSITION_PART', { value: 'X: 9c' }],
    ['a part twice', FULL + '; W:', 'ERR_POSITION_PART', { part: 'W', count: 2 }],
    ['a part missing', FULL.replace('; W:', ''), 'ERR_POSITION_PART', { part: 'W', count: 0 }],
    ['a bad card', FULL.replace('T1: Kh', 'T1: Zz'), 'ERR_POSITION_CARD', { part: 'T1', value: 'Zz' }],
    [
      'a card that does not fit',
      FULL.replace('T1: Kh', 'T1: Kh Qh'),
      'ERR_POSITION_COLUMN',
      { part: 'T1', value: 'Qh' },
    ],
    ['a face-down top', FULL.replace('T1: Kh', 'T1: #Kh'), 'ERR_POSITION_COLUMN', { part: 'T1' }],
    [
      'a foundation of another suit',
      FULL.replace('Ks Qh', 'Qh Ks'),
      'ERR_POSITION_FOUNDATION',
      { part: 'F1', value: 'Qh' },
    ],
    [
      'too few foundation entries',
      FULL.replace('Ks Qh Kd Kc', 'Ks Qh Kd'),
      'ERR_POSITION_FOUNDATION',
      { part: 'F', count: 3, expected: 4 },
    ],
    [
      'a card missing',
      FULL.replace('T1: Kh', 'T1:'),
      'ERR_POSITION_CARDS',
      { count: 51, expected: 52, missing: ['Kh'] },
    ],
    ['a bad pass', FULL + '; P: 0', 'ERR_POSITION_PASS', { part: 'P', value: '0' }],
  ] as const)('position, %s: %s with %j', (_what, text, code, data) => {
    expect(errorOf(parsePosition(text))).toMatchObject({ code, data });
  });

  it('a start error keeps its parser error, data and all, as its cause', () => {
    expect(errorOf(parseGameStart({ code: 'KL1-D2N-AAAAAAG' }))).toMatchObject({
      code: 'ERR_CODE',
      cause: { code: 'ERR_CODE_MODE', data: { part: 'mode', value: 'D2N' } },
    });
  });
});

describe('a start with settings but no game', () => {
  it('names the settings nothing used, as given', () => {
    expect(errorOf(parseGameStart({ draw: '7', scoring: 'blah' }))).toMatchObject({
      code: 'ERR_NO_START',
      unused: [
        { field: 'draw', given: '7' },
        { field: 'scoring', given: 'blah' },
      ],
    });
    expect(errorOf(parseGameStart({})).unused).toBeUndefined();
  });
});
