import { describe, expect, it } from 'vitest';
import {
  canPickUp,
  doubleTapAction,
  dropRefusal,
  makeAction,
  makeRules,
  parsePosition,
  refusedDropMove,
  tapAction,
  tapTiming,
  VARIANTS,
  type Action,
  type Pile,
  type Position,
} from '../src/index.js';
import { doubleTapRefusal, tapRefusal } from '../src/targets.js';
import { fillPosition, must, positionOf } from './helpers.js';

/**
 * The client-facing rules of RULES §6 (taps, double taps, drags) at their edges, where a mutation run
 * of `targets.ts` found the suite blind (docs/testing.md): a pile the game lacks, a pile of another
 * kind, the default card index, a won game with jokers left, and each refusal word for word.
 */
const rules = makeRules();
const jokerRules = makeRules({ variant: 'jokers' });
const jokers = (text: string): Position => must(parsePosition(text, VARIANTS.jokers));
const show = (a: Action | null): string | null => (a === null ? null : makeAction(a));

describe('RULES §6 a pile the game does not have, or of another kind, means nothing', () => {
  const start = positionOf(fillPosition({ T: ['Jh', '#9s 5h', 'Qs'], W: '2h', F: 'As Ah - -' }));

  it('T8 in a standard game: no tap, no double tap, nothing to pick up, no timing to wait for, no refusal to throw', () => {
    const t8 = 'T8' as Pile;
    expect(tapAction(start, rules, t8)).toBeNull();
    expect(doubleTapAction(start, t8)).toBeNull();
    expect(canPickUp(start, t8, 0)).toBe(false);
    expect(tapTiming(start, rules, t8)).toBe('no-action');
    expect(tapRefusal(start, rules, t8).code).toBe('NO_TARGET');
    expect(doubleTapRefusal(start, t8).code).toBe('NO_TARGET');
  });

  it('a double tap on a foundation or the stock is no move, even where T1 (of the same index) has one', () => {
    // T1's Jh has a double-tap move (onto T3's Qs), so reading F1 as T1 would find it
    expect(show(doubleTapAction(start, 'T1'))).toBe('T1-T3');
    expect(doubleTapAction(start, 'F1')).toBeNull();
    expect(doubleTapAction(start, 'S')).toBeNull();
    // F1 holds 1 card and T1 1 card: reading F1 as T1 would find a card to pick up
    expect(doubleTapRefusal(start, 'F1')).toEqual({
      code: 'NO_TARGET',
      message: 'no card can go anywhere from there',
    });
  });
});

describe('RULES §6 the card tapped: the top card unless another is named', () => {
  const start = positionOf(
    fillPosition({ T: ['', '', '#5c Kd Qs Jh', 'Tc', '', 'Ks'], W: '9d 8d 2h', F: 'As Ah - -' }),
  );

  it('a double tap on a column without a card index takes its top card', () => {
    // the top card Jh has no column (the one black Queen out is under it); Kd (index 1) goes to T1 with its run
    expect(show(doubleTapAction(start, 'T3'))).toBeNull();
    expect(show(doubleTapAction(start, 'T3', 1))).toBe('T3-T1');
    expect(show(doubleTapAction(start, 'T4'))).toBe('T4-T3');
    expect(show(doubleTapAction(start, 'T4', -1))).toBe('T4-T3');
  });

  it('a single tap on the waste acts at once when its top card goes home; a card index is ignored on the waste', () => {
    expect(show(tapAction(start, rules, 'W'))).toBe('W-F');
    expect(tapTiming(start, rules, 'W')).toBe('at-once');
    expect(tapTiming(start, rules, 'W', 0)).toBe('at-once');
    expect(doubleTapRefusal(start, 'W', 0)).toEqual({ code: 'NO_COLUMN_FITS', message: 'no column takes that card' });
  });

  it("a double tap refused on a column names the column's own top card, not the waste's", () => {
    // T6's Ks, alone at the bottom of its column, stays; it may be picked up (index 2, the waste's top, would be nothing in T6)
    expect(doubleTapAction(start, 'T6')).toBeNull();
    expect(doubleTapRefusal(start, 'T6')).toEqual({ code: 'NO_COLUMN_FITS', message: 'no column takes that card' });
  });
});

describe('RULES §6 a double tap with jokers: the longest column first, an empty column only when none takes it', () => {
  it('a joker from the waste goes on the column that takes it, not to the empty column beside it', () => {
    const p = jokers(fillPosition({ T: ['9c', '', '#5c Kd'], W: 'Jk', S: 'Jk' }));
    expect(show(doubleTapAction(p, 'W'))).toBe('W-T3');
    const q = jokers(fillPosition({ T: ['9c', ''], W: 'Jk', S: 'Jk' }));
    expect(show(doubleTapAction(q, 'W'))).toBe('W-T1');
  });

  it('a joker picked up with the card on it goes only where that run fits, not where the joker alone would', () => {
    // T1: Jk 5s (the joker stands for a red 6); on 9c the joker alone would fit, the run does not
    const p = jokers(fillPosition({ T: ['Jk 5s', '9c'], S: 'Jk' }));
    expect(show(doubleTapAction(p, 'T1', 0))).toBeNull();
  });
});

describe('RULES §5, §10.2 a won game with jokers left: no tap and no double tap acts', () => {
  const won = jokers('T1: Jk;T2: Jk;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S:;W:');
  const stockLeft = jokers('T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S: Jk;W: Jk');

  it('the jokers left in the columns or the stock do not move', () => {
    expect(doubleTapAction(won, 'T1')).toBeNull();
    expect(tapAction(stockLeft, jokerRules, 'S')).toBeNull();
    expect(tapTiming(stockLeft, jokerRules, 'S')).toBe('no-action');
  });

  it('a tap on a joker of a won game is refused as going nowhere, not as a joker that may not go home', () => {
    expect(tapRefusal(won, jokerRules, 'T1')).toEqual({
      code: 'NO_TARGET',
      message: 'no card can go anywhere from there',
    });
  });
});

describe('RULES §6, §10.2 why a tap does nothing, word for word', () => {
  it('a joker on the waste or a column: a joker never goes to a foundation', () => {
    const p = jokers(fillPosition({ T: ['Jk', '#9s Qd'], W: 'Jk', S: '' }));
    const joker = {
      code: 'JOKER_NO_FOUNDATION',
      message: 'a joker never goes to a foundation; a double tap or a drag moves it to a column',
    };
    expect(tapRefusal(p, jokerRules, 'W')).toEqual(joker);
    expect(tapRefusal(p, jokerRules, 'T1')).toEqual(joker);
    // F1 is no column: T1's joker (index 0, as F1 is) is not its card
    expect(tapRefusal(p, jokerRules, 'F1')).toEqual({
      code: 'NO_TARGET',
      message: 'no card can go anywhere from there',
    });
  });

  it('a waste card that only a column takes: the double tap or a drag moves it', () => {
    const p = positionOf(fillPosition({ T: ['Kd'], W: 'Qs' }));
    expect(tapAction(p, rules, 'W')).toBeNull();
    expect(tapRefusal(p, rules, 'W')).toEqual({
      code: 'NO_FOUNDATION_FITS',
      message: 'no foundation takes that card; a double tap or a drag moves it to a column',
    });
  });
});

describe('RULES §6 "Drag": why a drop is refused, word for word', () => {
  // T1: Kd Qs Jh face up; T2: 9s face down under 5c; the hearts up to Th on F2, no diamonds
  const start = positionOf(fillPosition({ T: ['Kd Qs Jh', '#9s 5c', '', 'Qc'], W: '4d', F: 'As Th - -' }));

  it('cards that cannot be picked up, or the stock: nothing to pick up', () => {
    expect(dropRefusal(start, rules, 'T2', 0, 'T3')).toEqual({
      code: 'NO_FIT',
      message: 'no card at T2 0 can be picked up',
    });
    expect(dropRefusal(start, rules, 'S', 0, 'T3')).toEqual({
      code: 'NO_FIT',
      message: 'no card at S 0 can be picked up',
    });
    expect(refusedDropMove(start, rules, 'T2', 0, 'T3')).toBeNull();
  });

  it('a run held over a foundation: one card at a time', () => {
    // Jh would go to F2 alone (the hearts hold 10), but Qs and Jh are held
    expect(dropRefusal(start, rules, 'T1', 1, 'F2')).toEqual({
      code: 'NO_FIT',
      message: 'a foundation takes one card at a time, not the 2 cards held',
    });
  });

  it("a card its foundation does not take: the move's own reason", () => {
    expect(dropRefusal(start, rules, 'W', 0, 'F3')).toEqual({
      code: 'NO_FIT',
      message: '4d does not fit on its foundation F3',
    });
  });

  it('a drop on the stock, the waste or where the cards came from says nothing', () => {
    for (const to of ['S', 'W', 'T1'] as const) expect(refusedDropMove(start, rules, 'T1', 2, to), to).toBeNull();
    expect(refusedDropMove(start, rules, 'W', 0, 'W')).toBeNull();
  });
});
