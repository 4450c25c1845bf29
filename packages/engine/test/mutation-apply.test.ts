import { describe, expect, it } from 'vitest';
import { fittingRunIndex } from '../src/apply.js';
import { applyAction, legalActions, makeRules, parseCard, parsePosition, VARIANTS, type Action } from '../src/index.js';
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

describe('what a draw, a recycle and a move say (RULES §3, §4), where the mutation run of apply.ts found the suite blind', () => {
  it('a draw and a recycle turn no card up', () => {
    const p = positionOf(fillPosition({ T: ['#5c 2s'], W: '', S: 'Kd' }));
    const drawn = must(applyAction(p, rules, { type: 'draw' }));
    expect(drawn.flipped).toBe(false);
    const emptied = positionOf(fillPosition({ T: ['#5c 2s'], rest: 'W' }).replace(/S: [^\n]*/, 'S:'));
    const recycled = must(applyAction(emptied, rules, { type: 'recycle' }));
    expect(recycled.flipped).toBe(false);
  });

  it('RULES §3 "Recycle": past the limit, the refusal says how many passes the rules allow, in the singular for 1', () => {
    const emptied = positionOf(fillPosition({ T: ['Kd'], rest: 'W', P: 3 }).replace(/S: [^\n]*/, 'S:'));
    const refusedWith = (options: Parameters<typeof makeRules>[0]) => {
      const r = applyAction(emptied, makeRules(options), { type: 'recycle' });
      return r.ok ? 'accepted' : r.error.message;
    };
    expect(refusedWith({ preset: 'classic', draw: 1 })).toBe('no recycle left: the rules allow 1 pass');
    expect(refusedWith({ preset: 'classic', draw: 3 })).toBe('no recycle left: the rules allow 3 passes');
  });

  it('a move whose target is written as given is recorded as that very action', () => {
    const p = positionOf(fillPosition({ T: ['Kd', 'Ah'], W: 'Qs' }));
    for (const action of [move('W', 'T1'), move('T2', 'F')])
      expect(must(applyAction(p, rules, action)).action).toBe(action);
  });

  it('RULES §3 "Fit on a column": a card that is no King sent to an empty column is refused as no King', () => {
    const p = positionOf(fillPosition({ T: ['Kd', ''], W: 'Qs' }));
    expect(refusal(fillPosition({ T: ['Kd', ''], W: 'Qs' }), move('W', 'T2'))).toEqual({
      code: 'NO_FIT',
      message: 'Qs is not a King: the empty T2 takes only a King',
    });
    expect(must(applyAction(p, rules, move('W', 'T1'))).moved).toEqual({ from: 'W', index: 0, count: 1, to: 'T1' });
  });

  it("RULES §10 Notation: a foundation past F4 named as data in a standard game is no foundation of the card's suit", () => {
    expect(refusal(fillPosition({ W: 'As' }), move('W', 'F5'))).toEqual({
      code: 'NOT_OWN_FOUNDATION',
      message: 'As belongs on F1, not F5',
    });
  });

  it('an empty column has no card that fits anywhere', () => {
    const empty = { cards: [], down: 0 };
    expect(fittingRunIndex(empty, empty)).toBe(-1);
    expect(fittingRunIndex(empty, { cards: [must(parseCard('Kd'))], down: 0 })).toBe(-1);
  });
});

describe('legalActions and fittingRunIndex at their edges (RULES §3, §10.2)', () => {
  it('no recycle with an empty stock and an empty waste; one with a waste and a pass left', () => {
    const dealtOut = positionOf(fillPosition({ T: ['Kd'], rest: 'T2' }));
    expect(dealtOut.stock.length + dealtOut.waste.length).toBe(0);
    expect(legalActions(dealtOut, rules).filter((a) => a.type !== 'move')).toEqual([]);
    const waste = positionOf(fillPosition({ T: ['Kd'], rest: 'W' }));
    expect(legalActions(waste, rules)[0]).toEqual({ type: 'recycle' });
  });

  const jokers = makeRules({ variant: 'jokers' });
  const jokersPosition = (text: string) => must(parsePosition(text, VARIANTS.jokers));

  it('a column with a joker on top is never offered a move onto itself', () => {
    const position = jokersPosition('T1: Jk; T2: Jk; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S: Kd; W:');
    const moves = legalActions(position, jokers).filter((a) => a.type === 'move');
    expect(moves.filter((a) => a.type === 'move' && a.from === a.to)).toEqual([]);
  });

  it('a joker inside a run under a suited top has the colour its place gives it', () => {
    // Jk under 6s under 5h: the joker is a red 7, two places below the red top
    const even = jokersPosition(
      'T1: Jk 6s 5h; T2: 8s; T3: 8h; T4: Jk; T5:; T6:; T7:; F: 4s 4h Kd Kc; S: 5s 7s 9s Ts Js Qs Ks 6h 7h 9h Th Jh Qh Kh; W:',
    );
    expect(fittingRunIndex(even.tableau[0]!, even.tableau[1]!)).toBe(0);
    expect(fittingRunIndex(even.tableau[0]!, even.tableau[2]!)).toBe(-1);
    // Jk under 5h: a black 6, one place below the red top
    const odd = jokersPosition(
      'T1: Jk 5h; T2: 7h; T3: 7s; T4: Jk; T5:; T6:; T7:; F: 4s 4h Kd Kc; S: 5s 6s 8s 9s Ts Js Qs Ks 6h 8h 9h Th Jh Qh Kh; W:',
    );
    expect(fittingRunIndex(odd.tableau[0]!, odd.tableau[1]!)).toBe(0);
    expect(fittingRunIndex(odd.tableau[0]!, odd.tableau[2]!)).toBe(-1);
  });

  it('onto an empty column a run with a joker starts at a King: the joker alone stands for one, a Queen under it does not', () => {
    const position = jokersPosition('T1: Qd Jk; T2: Jk; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Jd Kc; S: Kd; W:');
    expect(fittingRunIndex(position.tableau[0]!, position.tableau[2]!)).toBe(1);
  });
});
