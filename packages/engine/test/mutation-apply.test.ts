import { describe, expect, it } from 'vitest';
import { applyAction, makeRules, type Action } from '../src/index.js';
import { fillPosition, must, positionOf } from './helpers.js';

/**
 * `applyAction` on moves built as data (docs/testing.md, the mutation run of `planMove`): a pile the
 * game lacks is refused, never read; a move from the waste or a foundation turns no card up; each
 * refusal says what it refuses.
 */
const rules = makeRules();
const move = (from: string, to: string): Action => ({ type: 'move', from, to }) as Action;
const refusal = (text: string, action: Action) => {
  const r = applyAction(positionOf(text), rules, action);
  if (r.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return r.error;
};

describe('a move naming a pile the game does not have (RULES §10 Notation: the notation refuses it; as data, the engine does)', () => {
  const start = fillPosition({ T: ['Kd', '', 'Qs'], W: 'Kh', F: 'As Ah - -' });

  it('a column past T7 in a standard game, as source or destination, is refused, never read', () => {
    expect(refusal(start, move('W', 'T8'))).toEqual({ code: 'NO_FIT', message: 'T8 is not a column of this game' });
    expect(refusal(start, move('T1', 'T9'))).toEqual({ code: 'NO_FIT', message: 'T9 is not a column of this game' });
    expect(refusal(start, move('T8', 'T2'))).toEqual({ code: 'NO_FIT', message: 'T8 is not a column of this game' });
    expect(refusal(start, move('F1', 'T8'))).toEqual({ code: 'NO_FIT', message: 'T8 is not a column of this game' });
  });

  it('a foundation past F4 in a standard game is refused as no foundation of this game', () => {
    expect(refusal(start, move('F5', 'T2'))).toEqual({
      code: 'FOUNDATION_EMPTY',
      message: 'F5 is not a foundation of this game',
    });
  });

  it('a foundation to a foundation is refused, saying there is no such move', () => {
    expect(refusal(start, move('F1', 'F'))).toEqual({
      code: 'NO_FIT',
      message: 'F1 cannot move to a foundation: there is no move from one foundation to another',
    });
  });
});

describe('what a move says it did (RULES §3 automatic flip)', () => {
  it('a move from the waste, to a foundation or a column, or from a foundation turns no card up', () => {
    const start = positionOf(fillPosition({ T: ['#5c 2s', '', '3c'], W: 'Ks', F: 'As - - -', rest: 'T1' }));
    const toFoundation = must(
      applyAction(positionOf(fillPosition({ W: '2h', F: 'As Ah - -' })), rules, move('W', 'F')),
    );
    expect(toFoundation.flipped).toBe(false);
    const toColumn = must(applyAction(start, rules, move('W', 'T2')));
    expect(toColumn.flipped).toBe(false);
    const back = must(
      applyAction(positionOf(fillPosition({ T: ['', '', '2h'], F: 'As - - -' })), rules, move('F1', 'T3')),
    );
    expect(back.flipped).toBe(false);
    // and a move that does leave a face-down card on top says so
    const fromColumn = must(applyAction(start, rules, move('T1', 'F')));
    expect(fromColumn.flipped).toBe(true);
  });

  it('a run that fits nowhere on a column that holds cards is refused as not fitting, not as no King', () => {
    const start = fillPosition({ T: ['9s', '9h', ''] });
    expect(refusal(start, move('T1', 'T2'))).toEqual({ code: 'NO_FIT', message: 'no card of T1 fits on T2' });
    expect(refusal(start, move('T1', 'T3'))).toEqual({
      code: 'NO_FIT',
      message: 'no King of T1 can move to the empty T3',
    });
  });
});
