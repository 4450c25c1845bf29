import { describe, expect, it } from 'vitest';
import { makeCard, makeRules, type Position, type Rules } from '@klondike/engine';
import { applySafeMoves, makeMove, MoveKind, SolverState, TO_FOUNDATION } from '../src/state.js';
import {
  build,
  cardOfText,
  classicThree,
  endless,
  moveText,
  noReturns,
  plainWinnable,
  withReturns,
} from './helpers.js';

/**
 * The search's mutation set, third part (docs/testing.md, "Mutation runs"): what the questions
 * `state.ts` answers for the search and its pruning must answer, on hand-built positions on both
 * sides of each boundary: the safe rule (`nothingCanHold`, `safeToFoundation`, `safeSuits`), what can
 * be put on a card next (`canReceive`), the stock and waste cards one macro move plays now (`markUp`,
 * `reachableWasteSizes`, `reachableInPass`), where a card lies (`parentOf`, `isColumnTop`,
 * `inTableau`, `deepestUnder`). A test made looser only costs positions, one made stricter may lose a
 * win or call a won position lost; both change an answer here. Then what apply and undo keep: the key
 * (which parts of a position it tells apart per rule set, one key for twins swapping tails, the same
 * key worked out from the cards, on a line past the first size of the key stack) and the move back
 * that the search skips (`inverseOfLast`): a key that merges two positions the rules tell apart, or a
 * move back skipped where there is none, can call a won position lost.
 */

const card = cardOfText;
/** Cards from their texts, separated by single spaces (none for an empty text). */
const cardsOf = (text: string): number[] => (text === '' ? [] : text.split(' ').map(card));

/** A position from `build` with its talon laid out: the waste and the stock, each bottom first, as card texts. */
function withTalon(
  columns: readonly (readonly [string, number])[],
  foundations: readonly number[],
  waste: string,
  stock: string,
  pass = 1,
): Position {
  const base = build(columns, foundations);
  return { ...base, waste: cardsOf(waste), stock: cardsOf(stock), pass };
}

/**
 * A position on the first pass (the last one in `classic` draw 1): `waste` bottom first, every other
 * card in the stock, the cards of `first` drawn first, in that order.
 */
function lastPass(
  columns: readonly (readonly [string, number])[],
  foundations: readonly number[],
  waste: string,
  first = '',
): Position {
  const base = build(columns, foundations);
  const wasteCards = cardsOf(waste);
  const firstCards = cardsOf(first);
  const rest = base.stock.filter((c) => !wasteCards.includes(c) && !firstCards.includes(c));
  return { ...base, waste: wasteCards, stock: [...rest, ...firstCards.reverse()], pass: 1 };
}

/** The talon cards {@link SolverState.markUp} marks, in talon order (the waste bottom first, then the stock in drawing order). */
function talonUp(state: SolverState): string[] {
  state.markUp();
  const out: string[] = [];
  for (let k = 0; k < state.talonLength; k++) if (state.up[state.talon[k]!]) out.push(makeCard(state.talon[k]!));
  return out;
}

describe('the safe rule: nothingCanHold, safeToFoundation, safeSuits', () => {
  // the 6 of spades: the red 5s must be up; with returns the 4 of clubs too
  const spades = 0;
  const state = (foundations: readonly number[], rules: Rules, greedy = false): SolverState =>
    new SolverState(build([], foundations), rules, greedy);

  it('without returns both red 5s on their foundations decide alone', () => {
    expect(state([5, 5, 5, 0], noReturns).nothingCanHold(spades, 6)).toBe(true);
    expect(state([5, 4, 5, 0], noReturns).nothingCanHold(spades, 6)).toBe(false);
    expect(state([5, 5, 4, 0], noReturns).nothingCanHold(spades, 6)).toBe(false);
    // a red card: the black 5s
    expect(state([5, 5, 0, 5], noReturns).nothingCanHold(1, 6)).toBe(true);
    expect(state([4, 5, 0, 5], noReturns).nothingCanHold(1, 6)).toBe(false);
    expect(state([5, 5, 0, 4], noReturns).nothingCanHold(1, 6)).toBe(false);
  });

  it('with returns the other black suit must be at least at 4 too', () => {
    expect(state([5, 5, 5, 4], withReturns).nothingCanHold(spades, 6)).toBe(true);
    expect(state([5, 5, 5, 3], withReturns).nothingCanHold(spades, 6)).toBe(false);
    expect(state([5, 5, 4, 13], withReturns).nothingCanHold(spades, 6)).toBe(false);
    // hearts: diamonds at 4 or more
    expect(state([5, 5, 4, 5], withReturns).nothingCanHold(1, 6)).toBe(true);
    expect(state([5, 5, 3, 5], withReturns).nothingCanHold(1, 6)).toBe(false);
    // diamonds and clubs look at hearts and spades
    expect(state([5, 4, 5, 5], withReturns).nothingCanHold(2, 6)).toBe(true);
    expect(state([5, 3, 5, 5], withReturns).nothingCanHold(2, 6)).toBe(false);
    expect(state([4, 5, 5, 5], withReturns).nothingCanHold(3, 6)).toBe(true);
    expect(state([3, 5, 5, 5], withReturns).nothingCanHold(3, 6)).toBe(false);
  });

  it('safeToFoundation: only the next card of its suit; an Ace always; any next card in the quick searches', () => {
    expect(state([5, 5, 5, 4], withReturns).safeToFoundation(card('6s'))).toBe(true);
    expect(state([5, 5, 5, 3], withReturns).safeToFoundation(card('6s'))).toBe(false);
    expect(state([5, 5, 5, 3], withReturns, true).safeToFoundation(card('6s'))).toBe(true);
    // not the next card: the 7 with spades at 5, the 5 with spades at 5
    expect(state([5, 13, 13, 13], withReturns).safeToFoundation(card('7s'))).toBe(false);
    expect(state([5, 13, 13, 13], withReturns, true).safeToFoundation(card('5s'))).toBe(false);
    expect(state([0, 0, 0, 0], withReturns).safeToFoundation(card('Ah'))).toBe(true);
    // a 2 needs both Aces of the other colour up
    expect(state([1, 0, 1, 0], noReturns).safeToFoundation(card('2s'))).toBe(false);
    expect(state([1, 1, 1, 0], noReturns).safeToFoundation(card('2s'))).toBe(true);
  });

  it('safeSuits: a bit per suit whose next card is safe; none for a full suit; every suit with an Ace to come', () => {
    expect(state([5, 5, 5, 4], withReturns).safeSuits()).toBe(0b0001 | 0b1000);
    expect(state([5, 5, 5, 3], withReturns).safeSuits()).toBe(0b1000);
    expect(state([5, 5, 5, 3], noReturns).safeSuits()).toBe(0b1001);
    expect(state([0, 0, 0, 0], withReturns).safeSuits()).toBe(0b1111);
    expect(state([13, 13, 13, 12], withReturns).safeSuits()).toBe(0b1000);
    expect(state([13, 13, 13, 13], withReturns).safeSuits()).toBe(0);
    expect(state([9, 2, 3, 9], withReturns).safeSuits()).toBe(0b0110);
    expect(state([9, 2, 3, 9], withReturns, true).safeSuits()).toBe(0b1111);
    expect(state([13, 2, 13, 9], withReturns, true).safeSuits()).toBe(0b1010);
  });

  it('safeSuits answers each set of heights as it did the first time it was asked (its memo), the heights read each time', () => {
    const first = state([5, 5, 5, 3], withReturns);
    expect(first.safeSuits()).toBe(0b1000);
    expect(first.safeSuits()).toBe(0b1000);
    // the same heights in another order: another answer
    expect(state([3, 5, 5, 5], withReturns).safeSuits()).toBe(0b0001);
    expect(state([5, 3, 5, 5], withReturns).safeSuits()).toBe(0b0010);
    expect(state([5, 5, 3, 5], withReturns).safeSuits()).toBe(0b0100);
    // the same heights under other rules: their own memo
    expect(state([5, 5, 5, 3], noReturns).safeSuits()).toBe(0b1001);
    expect(state([5, 5, 5, 3], withReturns, true).safeSuits()).toBe(0b1111);
    expect(state([5, 5, 5, 3], withReturns).safeSuits()).toBe(0b1000);
  });
});

describe('canReceive: a card other than `except` can be put on this one next', () => {
  // the 9 of hearts on top of T1 takes the 8 of spades or the 8 of clubs
  const nine = card('9h');

  it('an 8 of the other colour heading its column, or played by one stock macro move now', () => {
    const headed = new SolverState(
      build(
        [
          ['9h', 0],
          ['8c 8s', 1],
        ],
        [7, 8, 13, 7],
      ),
      noReturns,
    );
    headed.markUp();
    expect(headed.canReceive(nine, -1)).toBe(true);
    expect(headed.canReceive(nine, card('8s'))).toBe(false);
    // the 8 of clubs the waste's top (one pass: it stays reachable)
    const wasted = new SolverState(withTalon([['9h', 0]], [7, 8, 13, 7], '8s 8c', ''), noReturns);
    wasted.markUp();
    expect(wasted.canReceive(nine, -1)).toBe(true);
    expect(wasted.canReceive(nine, card('8c'))).toBe(false);
  });

  it('not an 8 lying on a face-up card (its twin: moving it only moves a tail), nor one face down, nor a red 8', () => {
    const onTwin = new SolverState(
      build(
        [
          ['9h', 0],
          ['Kd 9d 8s', 1],
          ['8c Qd', 1],
        ],
        [7, 8, 7, 7],
      ),
      noReturns,
    );
    onTwin.markUp();
    expect(onTwin.canReceive(nine, -1)).toBe(false);
    const red = new SolverState(
      build(
        [
          ['9h', 0],
          ['8s 8c Kd', 2],
          ['8d', 0],
        ],
        [7, 8, 7, 7],
      ),
      noReturns,
    );
    red.markUp();
    expect(red.canReceive(nine, -1)).toBe(false);
    // a black card takes red ones: the 9 of spades takes the 8 of diamonds heading T3
    expect(red.canReceive(card('9s'), -1)).toBe(true);
  });

  it('an 8 on its foundation only with returns', () => {
    const position = build(
      [
        ['9h', 0],
        ['8c Kd', 1],
      ],
      [8, 8, 13, 7],
    );
    const returns = new SolverState(position, withReturns);
    returns.markUp();
    expect(returns.canReceive(nine, -1)).toBe(true);
    expect(returns.canReceive(nine, card('8s'))).toBe(false);
    const none = new SolverState(position, noReturns);
    none.markUp();
    expect(none.canReceive(nine, -1)).toBe(false);
  });

  it('never an Ace', () => {
    const state = new SolverState(build([['Ah', 0]], [0, 0, 13, 13]), withReturns);
    state.markUp();
    expect(state.canReceive(card('Ah'), -1)).toBe(false);
  });
});

describe('markUp: the stock and waste cards one stock macro move plays now', () => {
  // eight talon cards: the waste 2c 3c, the stock 4c 5c 6c 7c 8c 9c in drawing order
  const talon = (pass: number): Position => withTalon([['Ks', 0]], [12, 13, 13, 1], '2c 3c', '9c 8c 7c 6c 5c 4c', pass);

  it('draw 1 with a recycle left: every talon card', () => {
    expect(talonUp(new SolverState(talon(1), withReturns))).toEqual(['2c', '3c', '4c', '5c', '6c', '7c', '8c', '9c']);
    // and nothing past the talon's end: the Ace of spades lies face down
    const short = new SolverState(withTalon([['As Ks', 1]], [0, 13, 13, 11], 'Qc', 'Kc'), withReturns);
    short.markUp();
    expect(Array.from(short.up, (u, c) => (u ? makeCard(c) : '')).filter((t) => t !== '')).toEqual(['Ks', 'Qc', 'Kc']);
  });

  it('draw 1 on the last pass: the waste top and every stock card', () => {
    expect(talonUp(new SolverState(talon(1), noReturns))).toEqual(['3c', '4c', '5c', '6c', '7c', '8c', '9c']);
  });

  it('draw 3 with recycles left: the waste top, the tops after draws, and after a recycle and draws', () => {
    // this pass: 3c (the top), 6c, 9c; after a recycle: 4c, 7c, 9c
    expect(talonUp(new SolverState(talon(1), classicThree))).toEqual(['3c', '4c', '6c', '7c', '9c']);
    expect(talonUp(new SolverState(talon(2), classicThree))).toEqual(['3c', '4c', '6c', '7c', '9c']);
  });

  it('draw 3 on the last pass: the waste top and the tops after draws', () => {
    expect(talonUp(new SolverState(talon(3), classicThree))).toEqual(['3c', '6c', '9c']);
  });

  it('an empty waste: the draws from it; an empty talon: nothing but the face-up column cards', () => {
    const fresh = withTalon([['Ks', 0]], [12, 13, 13, 1], '', '9c 8c 7c 6c 5c 4c 3c 2c', 3);
    expect(talonUp(new SolverState(fresh, classicThree))).toEqual(['4c', '7c', '9c']);
    const empty = new SolverState(
      build(
        [
          ['Ks', 0],
          ['Qc Kc', 1],
        ],
        [12, 13, 13, 11],
      ),
      classicThree,
    );
    empty.markUp();
    expect(Array.from(empty.up, (u, c) => (u ? makeCard(c) : '')).filter((t) => t !== '')).toEqual(['Ks', 'Kc']);
  });
});

describe('reachableWasteSizes and reachableInPass', () => {
  const sizes = (state: SolverState): number[] => {
    const out = new Int32Array(128);
    return Array.from(out.subarray(0, state.reachableWasteSizes(out)));
  };
  // the talon of markUp's tests: 2 waste cards of 8
  const position = (waste: string, stock: string, pass = 1): Position =>
    withTalon([['Ks', 0]], [12, 13, 13, 1], waste, stock, pass);

  it('draw 3: this pass from the waste, then (a recycle left) the sizes this pass cannot reach, each with the recycle bit', () => {
    const state = new SolverState(position('2c 3c', '9c 8c 7c 6c 5c 4c'), classicThree);
    expect(sizes(state)).toEqual([2, 5, 8, 3 | 64, 6 | 64]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => state.reachableInPass(s))).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('draw 3 on the last pass: this pass only; from an empty waste every size a pass reaches, no recycle', () => {
    expect(sizes(new SolverState(position('2c 3c', '9c 8c 7c 6c 5c 4c', 3), classicThree))).toEqual([2, 5, 8]);
    const fresh = new SolverState(position('', '9c 8c 7c 6c 5c 4c 3c 2c'), classicThree);
    expect(sizes(fresh)).toEqual([3, 6, 8]);
    expect(fresh.reachableInPass(0)).toBe(false);
    const one = new SolverState(position('2c', '9c 8c 7c 6c 5c 4c 3c'), classicThree);
    expect(sizes(one)).toEqual([1, 4, 7, 8, 3 | 64, 6 | 64]);
  });

  it('draw 1: every size from the waste on, the ones under it after a recycle', () => {
    const state = new SolverState(position('2c 3c 4c', '9c 8c 7c 6c 5c'), withReturns);
    expect(sizes(state)).toEqual([3, 4, 5, 6, 7, 8, 1 | 64, 2 | 64]);
    expect(sizes(new SolverState(position('2c 3c 4c', '9c 8c 7c 6c 5c'), noReturns))).toEqual([3, 4, 5, 6, 7, 8]);
    expect(sizes(new SolverState(build([['Ks', 0]], [12, 13, 13, 13]), withReturns))).toEqual([]);
  });
});

describe('where a card lies: top, parentOf, isColumnTop, inTableau', () => {
  // T1: the 3 of clubs face down under the 9 of hearts, the 8 of spades and the 7 of diamonds
  const state = (): SolverState =>
    new SolverState(
      build(
        [
          ['3c 9h 8s 7d', 1],
          ['', 0],
          ['Kc', 0],
        ],
        [0, 6, 6, 2],
      ),
      withReturns,
    );

  it('the top and the card each face-up card lies on', () => {
    const s = state();
    expect([s.top(0), s.top(1), s.top(2)]).toEqual([card('7d'), -1, card('Kc')]);
    expect(['9h', '8s', '7d', 'Kc'].map((t) => s.parentOf(card(t)))).toEqual([-1, card('9h'), card('8s'), -1]);
    expect(['9h', '8s', '7d', 'Kc', '3c', 'As'].map((t) => s.isColumnTop(card(t)))).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('inTableau: face up or down in a column, not in the stock, not once it left (its place then stale)', () => {
    const s = state();
    expect(['3c', '9h', '7d', 'Kc', 'As', 'Qd'].map((t) => s.inTableau(card(t)))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // the 7 of diamonds up: its place, the index just past T1's end, still holds it in the cards
    s.apply(makeMove(MoveKind.columnToFoundation, 0, 2, 0, 0));
    expect(s.inTableau(card('7d'))).toBe(false);
    expect(s.isColumnTop(card('8s'))).toBe(true);
    expect(s.isColumnTop(card('7d'))).toBe(false);
    // the 7 of hearts from the stock onto the 8 of spades, at the place the 7 of diamonds left
    s.apply(makeMove(MoveKind.waste, s.talon.indexOf(card('7h')) + 1, 0, 0, 0));
    expect(s.isColumnTop(card('7h'))).toBe(true);
    expect(s.isColumnTop(card('7d'))).toBe(false);
    expect(s.inTableau(card('7d'))).toBe(false);
  });
});

describe('deepestUnder: the most face-up cards under a card with any twin holding either tail', () => {
  it('counts down each run, taking the deeper of a twin pair of parents', () => {
    const state = new SolverState(
      build(
        [
          ['2c Qs Jh Tc 9h', 1],
          ['Kd Qc Jd', 0],
          ['Ts 9d', 0],
          ['2s Ah', 0],
          ['5s 4h 3c 2h', 0],
        ],
        [0, 0, 0, 0],
      ),
      withReturns,
    );
    const depths = ['Qs', 'Jh', 'Tc', '9h', 'Kd', 'Qc', 'Jd', 'Ts', '9d', '2s', 'Ah', '5s', '4h', '3c', '2h'].map((t) =>
      state.deepestUnder(card(t)),
    );
    // the Jack of hearts lies on the Queen of spades (0 deep), whose twin the Queen of clubs is 1 deep;
    // the 10 of clubs on the Jack of hearts or its twin (both 2 deep);
    // the 9s hang under the 10 of clubs (3) or the 10 of spades (0); the 2 of clubs is face down
    expect(depths).toEqual([0, 2, 3, 4, 0, 1, 2, 0, 4, 0, 1, 0, 1, 2, 3]);
  });

  it('is worked out again after a move and after its undo', () => {
    // the Jack of spades on the Queen of hearts (0 deep) or its twin, the Queen of diamonds (1 deep)
    const state = new SolverState(
      build(
        [
          ['Qh Js', 0],
          ['Kc Qd', 0],
        ],
        [10, 11, 11, 12],
      ),
      withReturns,
    );
    expect(state.deepestUnder(card('Js'))).toBe(2);
    // the Queen of diamonds up
    state.apply(makeMove(MoveKind.columnToFoundation, 1, 2, 0, 0));
    expect(state.deepestUnder(card('Js'))).toBe(1);
    state.undo();
    expect(state.deepestUnder(card('Js'))).toBe(2);
  });
});

/** The moves {@link applySafeMoves} applies, in order, as text ({@link moveText}). */
function safeLine(position: Position, rules: Rules, greedy = false): string[] {
  const state = new SolverState(position, rules, greedy);
  const count = applySafeMoves(state);
  expect(count).toBe(state.moves.length);
  return state.moves.map(moveText);
}

describe('applySafeMoves', () => {
  it('in draw 1 with unlimited passes, each next club from anywhere in the talon (a recycle first for one under the waste top), then from the columns', () => {
    // the waste 5c Ac 2c, the stock 3c 6c in drawing order; 4c alone in T2, 7c over the other clubs in T1
    const position = withTalon(
      [
        ['Kc Qc Jc Tc 9c 8c 7c', 6],
        ['4c', 0],
      ],
      [13, 13, 13, 0],
      '5c Ac 2c',
      '6c 3c',
    );
    const state = new SolverState(position, endless);
    expect(safeLine(position, endless)).toEqual([
      'W2R-F',
      'W2-F',
      'W2-F',
      'T2-F',
      'W1-F',
      'W1-F',
      'T1-F',
      'T1-F',
      'T1-F',
      'T1-F',
      'T1-F',
      'T1-F',
      'T1-F',
    ]);
    applySafeMoves(state);
    expect(state.won).toBe(true);
    expect(state.pass).toBe(2);
  });

  it('one talon card a round, then the column tops: the Ace of diamonds, the Ace of hearts on top of T1, then the Ace of clubs', () => {
    const position = withTalon([['Ah', 0]], [13, 0, 0, 0], '', 'Ac 5d Ad');
    expect(safeLine(position, endless).slice(0, 3)).toEqual(['W1-F', 'T1-F', 'W2-F']);
  });

  it('not a safe card lying face down, even with its twin on top of a column', () => {
    // the 8 of spades face down under the 4 of clubs, the 8 of clubs alone in T2: the 4 goes up, then the 8
    const position = build(
      [
        ['8s 4c', 1],
        ['8c', 0],
      ],
      [7, 13, 13, 3],
    );
    expect(safeLine(position, noReturns, true)).toEqual(['T1-F', 'T1-F']);
  });

  it('never a card of a suit that is not safe: the Ace of hearts first, not the 5 of spades before it in suit order', () => {
    // the 5 of spades waits for the red 4s; every card off the foundations in the stock, the Kings first
    expect(safeLine(build([], [4, 0, 13, 13]), endless)[0]).toBe('W13-F');
  });

  it('in the quick searches, not a card under a tail when its twin is no column top', () => {
    // the 8 of spades under the 7 of diamonds, the 8 of clubs in the stock
    expect(safeLine(build([['4c 8s 7d', 1]], [7, 13, 5, 2]), noReturns, true)).toEqual([]);
  });

  it("in draw 1 with limited passes, the waste's top and then the stock's next card, while safe", () => {
    // the waste 9c 5c, the stock 6c 8c 7c in drawing order, clubs at 4
    const position = withTalon([], [13, 13, 13, 4], '9c 5c', '7c 8c 6c');
    expect(safeLine(position, noReturns)).toEqual(['W2-F', 'W2-F']);
    // draw 3 before the last pass: neither
    expect(safeLine(position, classicThree)).toEqual([]);
  });

  // clubs at 4: the 5 of clubs the talon's last card; the talon 9c 8c 7c 6c Tc 5c with `waste` cards turned
  const lastFive = (waste: number, pass = 1): Position => {
    const talon = ['9c', '8c', '7c', '6c', 'Tc', '5c'];
    return withTalon(
      [],
      [13, 13, 13, 4],
      talon.slice(0, waste).join(' '),
      talon.slice(waste).reverse().join(' '),
      pass,
    );
  };
  const drawThree = makeRules({ draw: 3 });

  it("the talon's last card: with unlimited passes from a waste of a multiple of the draw, or when the stock holds it alone", () => {
    expect(safeLine(lastFive(3), drawThree)).toEqual(['W6-F']);
    expect(safeLine(lastFive(0), drawThree)).toEqual(['W6-F']);
    expect(safeLine(lastFive(5), drawThree)).toEqual(['W6-F']);
    expect(safeLine(lastFive(5), classicThree)).toEqual(['W6-F']);
    expect(safeLine(lastFive(6), classicThree)).toEqual(['W6-F']);
  });

  it('not from another waste size, with limited passes before the stock holds it alone, or in the quick searches', () => {
    expect(safeLine(lastFive(2), drawThree)).toEqual([]);
    expect(safeLine(lastFive(4), drawThree)).toEqual([]);
    expect(safeLine(lastFive(3), classicThree)).toEqual([]);
    expect(safeLine(lastFive(4, 3), classicThree)).toEqual([]);
    expect(safeLine(lastFive(3), drawThree, true)).toEqual([]);
  });

  it('the twins macro in the quick searches: the 7 of diamonds onto the 8 of clubs, the 8 of spades up, then the 7 and the 4 of clubs it turned', () => {
    const position = build(
      [
        ['4c 8s 7d', 1],
        ['8c', 0],
      ],
      [7, 13, 6, 3],
    );
    expect(safeLine(position, noReturns, true)).toEqual(['T1-T2@2+F', 'T2-F', 'T1-F']);
    // not safe in the search itself: the red 7s could go on the 8s
    expect(safeLine(position, noReturns)).toEqual([]);
  });
});

describe('deadWaste: on the last pass, a waste card over a lower card of its suit and both cards it could go on', () => {
  // spades at 2, hearts and diamonds at 7, clubs done; `waste` bottom first, every other card in the stock
  const dead = (waste: string, rules: Rules = noReturns, foundations = [2, 7, 7, 13], pass = 1): boolean =>
    new SolverState({ ...lastPass([], foundations, waste), pass }, rules).deadWaste();

  it('the 7 of spades over the 3 of spades and both red 8s, or with a red 8 on its foundation (without returns)', () => {
    expect(dead('3s 8h 8d 7s')).toBe(true);
    expect(dead('8d 3s 8h 7s 9c')).toBe(true);
    expect(dead('3s 8h 7s', noReturns, [2, 7, 8, 13])).toBe(true);
  });

  it('not with a red 8 still to come (its foundation one lower), above the 7, or the lower spade missing', () => {
    expect(dead('3s 8h 7s')).toBe(false);
    expect(dead('3s 8h 7s 8d')).toBe(false);
    expect(dead('8h 8d 7s 4s')).toBe(false);
  });

  it('never a King: the cards a King could go on are none (not the Aces of the next suits)', () => {
    // the King of spades over the 3 of spades, the Ace of diamonds and the Ace of clubs
    expect(dead('3s Ad Ac Ks', noReturns, [2, 7, 0, 0])).toBe(false);
  });

  it('only on the last pass, with three waste cards or more', () => {
    expect(dead('3s 8h 8d 7s', classicThree, [2, 7, 7, 13], 3)).toBe(true);
    expect(dead('3s 8h 8d 7s', classicThree, [2, 7, 7, 13], 2)).toBe(false);
    expect(dead('3s 8h 7s', withReturns, [2, 7, 8, 13])).toBe(false);
    expect(dead('3s 8h 7s', makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }), [2, 7, 8, 13])).toBe(false);
    // two cards are left to the search, even where both red 8s are up for good
    expect(dead('3s 7s', noReturns, [2, 8, 8, 13])).toBe(false);
  });
});

describe('blockedColumn: a set of cards at or under first face-up cards, each over a lower card of its suit and both cards it could go on', () => {
  const blocked = (position: Position, rules: Rules): boolean => new SolverState(position, rules).blockedColumn();

  it('the Queen of hearts over the Jack of hearts and both black Kings', () => {
    const position = build([['Jh Ks Kc Qh', 3]], [12, 10, 13, 12]);
    expect(blocked(position, noReturns)).toBe(true);
    expect(blocked(position, withReturns)).toBe(true);
    // the King of clubs in the stock, or on its foundation (without returns only)
    expect(blocked(build([['Jh Ks Qh', 2]], [12, 10, 13, 12]), noReturns)).toBe(false);
    expect(blocked(build([['Jh Ks Qh', 2]], [12, 10, 13, 13]), noReturns)).toBe(true);
    expect(blocked(build([['Jh Ks Qh', 2]], [12, 10, 13, 13]), withReturns)).toBe(false);
    // the Jack of hearts in the stock
    expect(blocked(build([['Ks Kc Qh', 2]], [12, 10, 13, 12]), noReturns)).toBe(false);
    // the Queen still face down under the 5 of diamonds, which may go up: blocked all the same
    expect(blocked(build([['Jh Ks Kc Qh 5d', 4]], [12, 10, 4, 12]), noReturns)).toBe(true);
  });

  it('two columns: the Queen of hearts needs the Jack of hearts under the Queen of spades, which needs the Jack of spades and the King of hearts under the Queen of hearts', () => {
    const position = build(
      [
        ['Ks Kc Kh Qh', 3],
        ['Js Jh Qs', 2],
      ],
      [10, 10, 13, 12],
    );
    // the King of diamonds, the Queen of spades' other holder, is on its foundation: for good only without returns
    expect(blocked(position, noReturns)).toBe(true);
    expect(blocked(position, withReturns)).toBe(false);
    // the Jack of spades in the stock: the Queen of spades may go up, and the Jack of hearts with it
    expect(
      blocked(
        build(
          [
            ['Ks Kc Kh Qh', 3],
            ['Jh Qs', 1],
          ],
          [10, 10, 13, 12],
        ),
        noReturns,
      ),
    ).toBe(false);
  });

  it('with the waste on the last pass without returns: the 6 of spades over the 8 of diamonds waits for the 3 of spades under the 7 of spades, which waits for the 8 of diamonds', () => {
    const holding = (pass: number): Position => withTalon([['8d 6s', 1]], [2, 7, 7, 13], '3s 8h 7s', '', pass);
    expect(blocked(holding(1), noReturns)).toBe(true);
    expect(blocked(holding(3), classicThree)).toBe(true);
    expect(blocked(holding(2), classicThree)).toBe(false);
    expect(blocked(holding(1), makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }))).toBe(false);
    // the 8 of hearts above the 7 of spades: the 7 may go on it
    expect(blocked(withTalon([['8d 6s', 1]], [2, 7, 7, 13], '3s 7s 8h', ''), noReturns)).toBe(false);
  });
});

/** The plain exhaustive search's verdict (`plainWinnable`, columns unordered): these positions hold a dozen cards or fewer. */
const plainVerdict = (position: Position, rules: Rules): boolean | null =>
  plainWinnable(position, rules, 200_000, true);

describe('blockedColumn, the columns: each test of the set on both sides (the sorted survivors of its mutation run)', () => {
  // `endless` (draw 1, unlimited passes, no returns): the waste never joins, the stock order does not matter
  const blocked = (position: Position): boolean => new SolverState(position, endless).blockedColumn();

  it('never a King: the King of spades over the Queen may go to an empty column (its "holders" would be the Aces of diamonds and clubs, up)', () => {
    const position = build([['Qs Ks', 1]], [11, 13, 13, 13]);
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, endless)).toBe(true);
  });

  it('a black card needs both red holders held: the King of hearts or the King of diamonds free is enough to lose the set', () => {
    // the Queen of spades over the Jack of spades, the King of spades and one red King
    const kingOfHeartsFree = build([['Js Ks Kd Qs', 3]], [10, 12, 12, 13]);
    const kingOfDiamondsFree = build([['Js Ks Kh Qs', 3]], [10, 12, 12, 13]);
    expect(blocked(kingOfHeartsFree)).toBe(false);
    expect(blocked(kingOfDiamondsFree)).toBe(false);
    expect(plainVerdict(kingOfHeartsFree, endless)).toBe(true);
    expect(plainVerdict(kingOfDiamondsFree, endless)).toBe(true);
    // both red Kings under it: the Queen of spades never leaves
    const both = build([['Js Ks Kh Kd Qs', 4]], [10, 12, 12, 13]);
    expect(blocked(both)).toBe(true);
    expect(plainVerdict(both, endless)).toBe(false);
  });

  it('a holder alone in a column that holds no listed card is free: the King of spades heading T2 takes the Queen of hearts', () => {
    const position = build(
      [
        ['Jh Kc Qh', 2],
        ['Ks', 0],
      ],
      [12, 10, 13, 12],
    );
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, endless)).toBe(true);
  });

  it('a card is kept only by the lower cards of its own suit: the 9 of diamonds under the Queen of hearts keeps the 10 of diamonds, not the Queen', () => {
    // the 9 of diamonds (no lower diamond in play) and the Queen of hearts (no lower heart) are held but
    // kept by nothing; the 10 of diamonds heading T2 is kept by the 9 only while the Queen stays
    const position = build(
      [
        ['Ks Kc 9d Qh', 3],
        ['Td', 0],
      ],
      [12, 11, 8, 12],
    );
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, endless)).toBe(true);
  });

  it('a holder that heads its column is no card under the set: the Jack of hearts may go on the Queen of spades', () => {
    // the Queen of spades heads T2 over the Jack of spades and is held by the red Kings under the Jack
    // of hearts; the Jack of hearts is held only if the Queen of spades counts as under the set
    const position = build(
      [
        ['Th Kh Kd Qc Jh', 4],
        ['Js Qs', 1],
      ],
      [10, 9, 12, 11],
    );
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, endless)).toBe(true);
  });

  it('the first listed card has only the lower cards of its own suit as needs: the 5 of diamonds heading T1 is not kept by the Ace of spades under the Queen of hearts', () => {
    // T1: the black Kings under the 5 of diamonds (the first card listed: Kings are not); T2: the Ace
    // of spades, the 6 of spades and the Jack of hearts under the Queen of hearts. The 5 of diamonds is
    // held (the 6 of spades under the Queen, the 6 of clubs up) but no lower diamond lies under the set,
    // so it goes, and then the Queen of hearts, whose Kings lay under it. A need list that began with
    // another card (the Ace of spades is card 0) would keep the two as a set: a won position lost
    const position = build(
      [
        ['Ks Kc 5d', 2],
        ['As 6s Jh Qh', 3],
      ],
      [0, 10, 4, 6],
    );
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, endless)).toBe(true);
  });

  it('a card that left its place and came back over a face-up card is not in place: the Jack of hearts back on the Queen of spades', () => {
    // the Jack of hearts heads T1 over the Queen of spades and the 10 of hearts (both face down); in
    // T2 the Queen of clubs on the King of hearts, in T3 the Jack of diamonds over the 10 of diamonds
    const state = new SolverState(
      build(
        [
          ['Th Qs Jh', 2],
          ['Kh Qc', 0],
          ['Td Jd', 1],
        ],
        [11, 9, 9, 11],
      ),
      endless,
    );
    const clubs = Math.floor(card('Qc') / 13);
    // the Jack onto the Queen of clubs (the Queen of spades turns up), back onto the Queen of spades,
    // then the Queen of clubs up: the Jack's holders are now the face-up Queen of spades under it and
    // the Queen of clubs for good, its lower heart under it, but it may leave with the Queen of spades
    // (a run onto the King of hearts heading T2). Counted in the set, it would
    // also put the Queen of spades under the set, holding the Jack of diamonds
    state.apply(makeMove(MoveKind.columnToColumn, 0, 1, 2, 0));
    state.apply(makeMove(MoveKind.columnToColumn, 1, 0, 2, 0));
    state.apply(makeMove(MoveKind.columnToFoundation, 1, clubs, 0, 0));
    const now = state.toPosition();
    expect(now.tableau[0]).toEqual({ cards: ['Th', 'Qs', 'Jh'].map(card), down: 1 });
    expect(now.tableau[1]).toEqual({ cards: [card('Kh')], down: 0 });
    expect(state.blockedColumn()).toBe(false);
    expect(new SolverState(now, endless).blockedColumn()).toBe(false);
    expect(plainVerdict(now, endless)).toBe(true);
  });
});

describe('blockedColumn, the waste on the last pass without returns: each test of a waste card on both sides', () => {
  // `classic` draw 1: one pass, so the first is the last; the Jack of clubs on top of the waste, its
  // holders the Queens of hearts and diamonds, spades done (or nearly)
  const blocked = (position: Position): boolean => new SolverState(position, noReturns).blockedColumn();
  const dead = (position: Position): boolean => new SolverState(position, noReturns).deadWaste();

  it("the lower club under the set's card in a column: the Jack of clubs waits for the 10 of clubs under the Queen of clubs, which waits for the King of hearts under the Jack", () => {
    // in T2 (an odd column: a place's index is read with the column bits masked off) the Queen of
    // clubs over the King of clubs, the Queen of diamonds, the King of diamonds and the 10 of clubs;
    // the King of clubs, read after the 10, is no lower club
    const position = lastPass(
      [
        ['', 0],
        ['Tc Kd Qd Kc Qc', 4],
      ],
      [13, 11, 11, 9],
      'Kh Qh Jc',
    );
    expect(dead(position)).toBe(false);
    expect(blocked({ ...position, waste: [], stock: [...position.stock, ...[...position.waste].reverse()] })).toBe(
      false,
    );
    expect(blocked(position)).toBe(true);
    expect(plainVerdict(position, noReturns)).toBe(false);
  });

  it('a waste card alone, a holder on its foundation for good: the Jack of clubs over the 10 of clubs and the Queen of hearts, the Queen of diamonds up', () => {
    const position = lastPass([], [13, 11, 12, 9], 'Tc Qh Jc');
    expect(blocked(position)).toBe(true);
    expect(plainVerdict(position, noReturns)).toBe(false);
  });

  it('the lowest card of a suit under a waste card, whatever comes after it: the 9 of clubs, then the King of clubs', () => {
    const position = lastPass([], [13, 11, 11, 8], '9c Qh Qd Kc Jc');
    expect(dead(position)).toBe(true);
    expect(blocked(position)).toBe(true);
    expect(plainVerdict(position, noReturns)).toBe(false);
  });

  it('a holder under a listed card that the set drops is free: the Queen of diamonds under the Jack of diamonds, whose Queen of clubs is to come', () => {
    // the Jack of diamonds over the Queen and the 10 of diamonds is held but for the Queen of clubs in
    // the stock, so it goes, and the Queen of diamonds under it may take the Jack of clubs
    const position = lastPass([['Td Qd Jd', 2]], [13, 11, 9, 9], 'Tc Qh Jc');
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, noReturns)).toBe(true);
  });

  it('a holder whose foundation is one lower is still to come: the Queen of diamonds under the Queen of spades, diamonds at the Jack', () => {
    const position = lastPass([['Qd Qs', 1]], [11, 11, 11, 9], 'Tc Qh Jc');
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, noReturns)).toBe(true);
  });

  it('a lower card under a listed card that the set drops is no lower card under the set: the 10 of clubs under the Queen of spades', () => {
    const position = lastPass([['Tc Qs', 1]], [11, 11, 11, 9], 'Qh Qd Jc');
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, noReturns)).toBe(true);
  });

  it("the waste card's own test after the set settles, even when the set keeps other cards: the Queen of clubs stays, the Jack of spades over the Queen of diamonds goes", () => {
    // T1: the Queen of clubs over the King of diamonds and the 10 of clubs, held by the King of hearts
    // in the waste; T2: the Jack of spades over the Queen of diamonds, held but with no lower spade
    const position = lastPass(
      [
        ['Tc Kd Qc', 2],
        ['Qd Js', 1],
      ],
      [10, 11, 11, 9],
      'Kh Qh Jc',
    );
    expect(blocked(position)).toBe(false);
    expect(plainVerdict(position, noReturns)).toBe(true);
  });

  it("the lower cards looked for are of the waste card's own suit, from its foundation up: not the King of spades under the set for the 3 of hearts", () => {
    // hearts at the Ace: the 2 of hearts under the 9 of diamonds (dropped: both black 10s to come);
    // the Queen of diamonds stays in T2, over the King of spades, held by it and the King of clubs in
    // the waste. Too many cards for the plain search: the rule's own answer
    const position = lastPass(
      [
        ['2h 9d', 1],
        ['Ks Jd Qd', 2],
      ],
      [3, 1, 8, 3],
      'Kc 4s 4c 3h',
    );
    expect(blocked(position)).toBe(false);
  });

  it('a holder face up in a column or a card still in the stock is not under a waste card (deadWaste, the same waste test with no column card)', () => {
    // the Queen of diamonds heading T1 takes the Jack of clubs
    const headed = lastPass([['Qd', 0]], [13, 11, 11, 9], 'Tc Qh Jc');
    expect(dead(headed)).toBe(false);
    expect(blocked(headed)).toBe(false);
    expect(plainVerdict(headed, noReturns)).toBe(true);
    // the Jack of clubs next in the stock: the Queen of diamonds on top of the waste goes on the King
    // of clubs first
    const next = lastPass([['Kc', 0]], [13, 11, 11, 9], 'Tc Qh Qd', 'Jc');
    expect(dead(next)).toBe(false);
    expect(blocked(next)).toBe(false);
    expect(plainVerdict(next, noReturns)).toBe(true);
  });
});

/** The kept key of a state, both halves, as text (`keyHigh` and `keyLow`, as the twins tests read it). */
const keyOf = (state: SolverState): string => `${state.keyHigh()}:${state.keyLow()}`;

/** The key of a fresh state of the same position worked out from the cards alone, as text. */
function freshKeyOf(state: SolverState, rules: Rules): string {
  const fresh = new SolverState(state.toPosition(), rules);
  return `${fresh.computeKeyFromScratch()}:${fresh.keyLowHalf}`;
}

describe('apply and undo: the kept key and the undo record on a line deeper than the first stack', () => {
  it('300 moves (a Queen returned onto a King and sent back up, in turn): the same two keys, then undone to the start', () => {
    const position = build([['Kc', 0]], [0, 12, 0, 0]);
    const state = new SolverState(position, withReturns);
    const hearts = Math.floor(card('Qh') / 13);
    const keys = [keyOf(state)];
    for (let k = 0; k < 150; k++) {
      state.apply(makeMove(MoveKind.foundationToColumn, hearts, 0, 0, 0));
      keys.push(keyOf(state));
      state.apply(makeMove(MoveKind.columnToFoundation, 0, hearts, 0, 0));
      keys.push(keyOf(state));
    }
    expect(state.moves.length).toBe(300);
    expect(new Set(keys).size).toBe(2);
    expect(keyOf(state)).toBe(freshKeyOf(state, withReturns));
    while (state.moves.length > 0) {
      state.undo();
      expect(keyOf(state)).toBe(keys[state.moves.length]);
    }
    expect(state.toPosition()).toEqual(position);
  });
});

describe('the key: which parts of a position it tells apart and which it does not', () => {
  // T1 the King of clubs over a face-down 2 of spades; 47 talon cards, in one order for every position
  const base = build([['2s Kc', 1]], [0, 2, 0, 1]);
  const talon = [...base.stock].reverse();
  /** The position with its waste the first `waste` talon cards, on pass `pass`. */
  const at = (waste: number, pass = 1): Position => ({
    ...base,
    waste: talon.slice(0, waste),
    stock: talon.slice(waste).reverse(),
    pass,
  });
  const key = (position: Position, rules: Rules): string => keyOf(new SolverState(position, rules));
  const drawThree = makeRules({ draw: 3 });

  it('draw 1 with unlimited passes: neither the waste size nor the pass', () => {
    expect(new Set([key(at(0), endless), key(at(5), endless), key(at(47), endless), key(at(5, 3), endless)]).size).toBe(
      1,
    );
  });

  it('draw 3 with unlimited passes: the waste size, but every multiple of 3 and the whole talon as one; not the pass', () => {
    expect(talon.length).toBe(47);
    const keys = [0, 3, 45, 47, 1, 2, 4, 46].map((w) => key(at(w), drawThree));
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(new Set(keys).size).toBe(5);
    expect(key(at(4, 2), drawThree)).toBe(keys[6]);
  });

  it('limited passes: every waste size and the pass', () => {
    for (const rules of [noReturns, classicThree]) {
      const keys = [
        key(at(0), rules),
        key(at(3), rules),
        key(at(47), rules),
        key(at(1), rules),
        key(at(0, 2), rules),
        key(at(3, 2), rules),
      ];
      expect(new Set(keys).size).toBe(6);
    }
  });

  it('the foundations, the talon, the face-down cards and the runs', () => {
    const keys = [
      base,
      // one more heart up, or the 2 of spades up instead of the 3 of hearts (spades 2, hearts 2)
      { ...at(0), foundations: [0, 3, 0, 1], stock: at(0).stock.filter((c) => c !== card('3h')) },
      { ...build([['3h Kc', 1]], [2, 2, 0, 1]) },
      // the King face up over the 2 of spades, or the 2 on the King
      build([['2s Kc', 0]], [0, 2, 0, 1]),
      build(
        [
          ['Kc', 0],
          ['2s', 0],
        ],
        [0, 2, 0, 1],
      ),
    ].map((p) => key(p, withReturns));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('worked out from the cards of the state itself after a move: a card that left a column is read no more', () => {
    // the Queen of hearts up from T1: its slot past T1's top still holds it, and its twin the Queen of
    // diamonds, with the Jack of clubs on it, is then named by its own card
    const state = new SolverState(
      build(
        [
          ['Kc Qh', 0],
          ['Ks Qd Jc', 0],
        ],
        [0, 11, 0, 0],
      ),
      withReturns,
    );
    state.apply(makeMove(MoveKind.columnToFoundation, 0, Math.floor(card('Qh') / 13), 0, 0));
    const kept = keyOf(state);
    expect(`${state.computeKeyFromScratch()}:${state.keyLowHalf}`).toBe(kept);
    expect(freshKeyOf(state, withReturns)).toBe(kept);
  });

  it('twins: one key for which of two face-up twins holds which tail, two while one of them is face down', () => {
    const keys = [
      build(
        [
          ['Kd Qs Jh', 0],
          ['Kh Qc Jd', 0],
        ],
        [0, 0, 0, 0],
      ),
      build(
        [
          ['Kd Qs Jd', 0],
          ['Kh Qc Jh', 0],
        ],
        [0, 0, 0, 0],
      ),
      build(
        [
          ['Kd Qs Jh', 0],
          ['Kh Qc Jd', 2],
        ],
        [0, 0, 0, 0],
      ),
      build(
        [
          ['Kd Qs Jd', 0],
          ['Kh Qc Jh', 2],
        ],
        [0, 0, 0, 0],
      ),
    ].map((p) => key(p, withReturns));
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('inverseOfLast: the move back to the position before the last move, where the generator lists one', () => {
  it('none before any move; a return after a column card sent up without turning a card, and the other way; none after the rest', () => {
    // T1 the Queen of hearts over the King of spades and a face-down 5 of clubs, T2 the King of clubs,
    // T3 empty, T4 the 3 of clubs over a face-down 4 of diamonds
    const state = new SolverState(
      build(
        [
          ['5c Ks Qh', 1],
          ['Kc', 0],
          ['', 0],
          ['4d 3c', 1],
        ],
        [0, 11, 0, 2],
      ),
      withReturns,
    );
    const hearts = Math.floor(card('Qh') / 13);
    const clubs = Math.floor(card('3c') / 13);
    const line: string[] = [];
    const step = (move: number): void => {
      state.apply(move);
      const inverse = state.inverseOfLast();
      line.push(`${moveText(move)} ${inverse < 0 ? inverse : moveText(inverse)}`);
    };
    expect(state.inverseOfLast()).toBe(-1);
    step(makeMove(MoveKind.columnToFoundation, 0, hearts, 0, 0));
    step(makeMove(MoveKind.foundationToColumn, hearts, 1, 0, 0));
    step(makeMove(MoveKind.columnToColumn, 1, 0, 1, 0));
    step(makeMove(MoveKind.columnToColumn, 0, 2, 1, 0));
    step(makeMove(MoveKind.columnToFoundation, 2, hearts, 0, 0));
    step(makeMove(MoveKind.columnToFoundation, 3, clubs, 0, 0));
    step(makeMove(MoveKind.waste, state.talon.indexOf(card('Ad')) + 1, TO_FOUNDATION, 0, 0));
    expect(line).toEqual([
      'T1-F F2-T1',
      'F2-T2 T2-F',
      // a column move, a run to an empty column that turns the 5 of clubs, a card up that turns the
      // 4 of diamonds, a talon card up: no move back is listed
      'T2-T1@1 -1',
      'T1-T3@1 -1',
      'T3-F F2-T3',
      'T4-F -1',
      expect.stringMatching(/^W\d+-F -1$/),
    ]);
  });
});
