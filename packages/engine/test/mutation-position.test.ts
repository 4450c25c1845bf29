import { describe, expect, it } from 'vitest';
import { makePosition, parseCard, parsePosition, VARIANTS, type Variant } from '../src/index.js';
import { must } from './helpers.js';

/**
 * The position text's reader (RULES §9, §10 Position text), word for word where a mutation run found
 * the suite blind (docs/testing.md): each refusal's message and data, the cuts of long texts, the
 * parts it skips or trims, the counts of Double Klondike and the runs with jokers.
 */
const errorOf = (text: string, variant?: Variant) => {
  const r = parsePosition(text, variant);
  if (r.ok) throw new Error(`read as a position: ${text}`);
  return r.error;
};

/** Every standard card placed: Kh alone in T1, the rest on the foundations. */
const FULL = 'T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Qh Kd Kc; S:; W:';
/** Every Double Klondike card on the foundations. */
const DOUBLE = 'T1:; T2:; T3:; T4:; T5:; T6:; T7:; T8:; T9:; F: Ks Kh Kd Kc Ks Kh Kd Kc; S:; W:';
/** The jokers' 54 cards: a joker on T1 and on T2, the rest on the foundations. */
const JOKERS = 'T1: Jk; T2: Jk; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Kd Kc; S:; W:';
const NOT_A_CARD = 'is not a card (expected rank A,2-9,T,J,Q,K then suit s,h,d,c, e.g. 7h)';

describe('RULES §9 position text, read', () => {
  it('skips empty parts and blank lines, trims keys and values, and reads keys in any letter case', () => {
    const p = parsePosition(' ;; ' + FULL.replace('T1: Kh', ' t1 :Kh ').replace('; W:', ';\n\n  w  :  ') + ';\n \n');
    expect(p.ok && makePosition(p.value)).toBe(FULL + '; P: 1');
  });

  it("an unknown part is quoted up to 30 characters and the message names the variant's columns", () => {
    const long = 'Z'.repeat(40) + ': 9c';
    expect(errorOf(FULL + '; ' + long)).toEqual({
      code: 'ERR_POSITION_PART',
      message: `position part "${'Z'.repeat(30)}..." is not one of T1..T7, F, S, W, P followed by ":"`,
      data: { value: `${'Z'.repeat(30)}...` },
    });
    expect(errorOf(DOUBLE + '; T10: 9c', VARIANTS.double).message).toBe(
      'position part "T10: 9c" is not one of T1..T9, F, S, W, P followed by ":"',
    );
    // a key alone, without its colon, is no part either (not a part W holding the card "W")
    expect(errorOf(FULL.replace('; W:', '; W'))).toMatchObject({ code: 'ERR_POSITION_PART', data: { value: 'W' } });
    // a column the standard game lacks, though Double Klondike has it
    expect(errorOf(FULL + '; T8:').code).toBe('ERR_POSITION_PART');
  });

  it('a part twice or missing: the message names the part', () => {
    expect(errorOf(FULL + '; w: 9c').message).toBe('position part W appears twice');
    expect(errorOf(FULL.replace('T3:; ', '')).message).toBe('position part T3 is missing');
    expect(errorOf(FULL.replace('; S:', '')).message).toBe('position part S is missing');
  });

  it('a card twice names both places; in Double Klondike a third copy says "3 times" and names all three', () => {
    expect(errorOf(FULL.replace('W:', 'W: Kh'))).toEqual({
      code: 'ERR_POSITION_CARDS',
      message: 'Kh appears twice (T1 and W)',
      data: { part: 'W', value: 'Kh' },
    });
    expect(errorOf(FULL.replace('Qh', 'Kh'))).toEqual({
      code: 'ERR_POSITION_CARDS',
      message: 'Kh appears twice (T1 and F2)',
      data: { part: 'F2', value: 'Kh' },
    });
    expect(errorOf(DOUBLE.replace('S:', 'S: 7d'), VARIANTS.double)).toEqual({
      code: 'ERR_POSITION_CARDS',
      message: '7d appears 3 times (F3 and F7 and S)',
      data: { part: 'S', value: '7d' },
    });
  });

  it('a joker in a standard position is a card not in its deck, in a column or a pile', () => {
    const notInDeck = 'Jk is not in the standard deck (jokers are dealt only in Klondike with jokers)';
    expect(errorOf(FULL.replace('T2:', 'T2: Jk'))).toEqual({
      code: 'ERR_POSITION_CARD',
      message: notInDeck,
      data: { part: 'T2', value: 'Jk' },
    });
    expect(errorOf(FULL.replace('S:', 'S: Jk'))).toEqual({
      code: 'ERR_POSITION_CARD',
      message: notInDeck,
      data: { part: 'S', value: 'Jk' },
    });
  });

  it('a bad card is named with its part; its data quotes at most 20 characters of the token', () => {
    const long = 'Q'.repeat(25);
    expect(errorOf(FULL.replace('T2:', `T2: #${long}`))).toEqual({
      code: 'ERR_POSITION_CARD',
      message: `T2: "${'Q'.repeat(12)}..." ${NOT_A_CARD}`,
      data: { part: 'T2', value: `#${'Q'.repeat(19)}...` },
    });
    expect(errorOf(FULL.replace('W:', `W: 8x`))).toEqual({
      code: 'ERR_POSITION_CARD',
      message: `W: "8x" ${NOT_A_CARD}`,
      data: { part: 'W', value: '8x' },
    });
    expect(errorOf(FULL.replace('S:', `S: ${long}`)).data).toEqual({ part: 'S', value: `${'Q'.repeat(20)}...` });
    expect(errorOf(FULL.replace('Ks Qh', `${long} Qh`))).toEqual({
      code: 'ERR_POSITION_CARD',
      message: `F: "${'Q'.repeat(12)}..." ${NOT_A_CARD}`,
      data: { part: 'F', value: `${'Q'.repeat(20)}...` },
    });
  });

  it('columns: a face-down card on a face-up one, a card that does not fit, a face-down top, word for word', () => {
    const cut = FULL.replace('Qh', 'Jh');
    expect(errorOf(cut.replace('T1: Kh', 'T1: Kh #Qh'))).toEqual({
      code: 'ERR_POSITION_COLUMN',
      message: 'T1: face-down #Qh lies on a face-up card',
      data: { part: 'T1', value: '#Qh' },
    });
    expect(errorOf(cut.replace('T1: Kh', 'T1: Kh Qh')).message).toBe(
      'T1: Qh does not fit on Kh (face-up cards must descend in alternating colours)',
    );
    expect(errorOf(FULL.replace('T1: Kh', 'T1: #Kh'))).toEqual({
      code: 'ERR_POSITION_COLUMN',
      message: 'T1: the top card must be face up',
      data: { part: 'T1' },
    });
    // face-down cards are no part of the run: a face-up card need not fit on one
    const p = parsePosition(cut.replace('T1: Kh', 'T1: #Qh Kh'));
    expect(p.ok && p.value.tableau[0]).toEqual({ cards: [must(parseCard('Qh')), must(parseCard('Kh'))], down: 1 });
  });

  it('RULES §10.2 a column with jokers: the face-up cards a run with jokers, the face-down ones apart', () => {
    // Kc face down under Kh Jk: only Kh Jk must be a run
    const ok = parsePosition(
      JOKERS.replace('T1: Jk', 'T1: #Kc Kh Jk').replace('Kh Kd Kc', 'Qh Kd Qc'),
      VARIANTS.jokers,
    );
    expect(ok.ok && ok.value.tableau[0]!.down).toBe(1);
    expect(ok.ok && ok.value.tableau[0]!.cards.length).toBe(3);
    expect(errorOf(JOKERS.replace('T1: Jk', 'T1: Jk Kh').replace('Kh Kd', 'Qh Kd'), VARIANTS.jokers)).toEqual({
      code: 'ERR_POSITION_COLUMN',
      message: 'T1: Kh does not fit on Jk (face-up cards must be a run with jokers, RULES §10.2)',
      data: { part: 'T1', value: 'Kh' },
    });
    // a suited card under a joker: the joker's rule and message too
    expect(
      errorOf(JOKERS.replace('T1: Jk', 'T1: Qh Jk Kh').replace('Kh Kd', 'Jh Kd').replace('Ks', 'Qs'), VARIANTS.jokers)
        .message,
    ).toBe('T1: Kh does not fit on Jk (face-up cards must be a run with jokers, RULES §10.2)');
  });

  it('F: the entry count in the words of the variant, a joker, a card of another suit', () => {
    expect(errorOf(FULL.replace('Ks Qh Kd Kc', 'Ks Qh Kd'))).toEqual({
      code: 'ERR_POSITION_FOUNDATION',
      message: 'F must have four entries (spades, hearts, diamonds, clubs; "-" for empty), not 3',
      data: { part: 'F', count: 3, expected: 4 },
    });
    expect(errorOf(DOUBLE.replace('Ks Kh Kd Kc Ks', 'Ks'), VARIANTS.double)).toEqual({
      code: 'ERR_POSITION_FOUNDATION',
      message: 'F must have 8 entries (F1..F8: spades, hearts, diamonds, clubs, 2 times; "-" for empty), not 4',
      data: { part: 'F', count: 4, expected: 8 },
    });
    expect(errorOf(JOKERS.replace('T2: Jk', 'T2: Kh').replace('Ks Kh', 'Ks Jk'), VARIANTS.jokers)).toEqual({
      code: 'ERR_POSITION_FOUNDATION',
      message: 'F: a joker never goes to a foundation (F2 holds h only)',
      data: { part: 'F2', value: 'Jk' },
    });
    expect(errorOf(FULL.replace('Kd Kc', 'Kc Kd'))).toEqual({
      code: 'ERR_POSITION_FOUNDATION',
      message: 'F: Kc is not a diamond (F3 holds d only)',
      data: { part: 'F3', value: 'Kc' },
    });
    expect(errorOf(DOUBLE.replace('Kc Ks Kh', 'Kc Kh Kh'), VARIANTS.double).message).toBe(
      'F: Kh is not a spade (F5 holds s only)',
    );
  });

  it('the card count: the missing cards named, in Double Klondike a card missing twice named twice', () => {
    expect(errorOf(FULL.replace('T1: Kh', 'T1:'))).toEqual({
      code: 'ERR_POSITION_CARDS',
      message: 'position has 51 cards, not 52: missing Kh',
      data: { count: 51, expected: 52, missing: ['Kh'] },
    });
    expect(errorOf(DOUBLE.replace('Kc Ks Kh', 'Kc Ks Qh'), VARIANTS.double).message).toBe(
      'position has 103 cards, not 104: missing Kh',
    );
    expect(errorOf(DOUBLE.replace(/Kh/g, 'Qh'), VARIANTS.double).message).toBe(
      'position has 102 cards, not 104: missing Kh Kh',
    );
    expect(errorOf(DOUBLE.replace(/Kh/g, 'Qh'), VARIANTS.double).data).toEqual({
      count: 102,
      expected: 104,
      missing: ['Kh', 'Kh'],
    });
  });

  it('P: one to nine digits, from 1 up; anything else quoted, up to 20 characters in the data', () => {
    const pass = (p: string) => {
      const r = parsePosition(`${FULL}; P:${p}`);
      return r.ok ? r.value.pass : r.error;
    };
    expect(pass(' 123456789 ')).toBe(123456789);
    expect(pass('07')).toBe(7);
    expect(pass('1234567890')).toEqual({
      code: 'ERR_POSITION_PASS',
      message: 'P must be a whole number from 1 up, not "1234567890"',
      data: { part: 'P', value: '1234567890' },
    });
    for (const bad of ['x1', '1x', '2 3', '', '1.5', '0'])
      expect(pass(bad)).toMatchObject({ code: 'ERR_POSITION_PASS', data: { part: 'P', value: bad.trim() } });
    expect(pass('9'.repeat(25))).toMatchObject({ data: { value: `${'9'.repeat(20)}...` } });
  });
});
