import { describe, expect, it } from 'vitest';
import { makeRules, xorshift32, type Position, type Rules } from '@klondike/engine';
import {
  entryMove,
  generateMoves,
  keepAfterWaitingMove,
  MAX_MOVES,
  seedNoise,
  type GenerateOptions,
} from '../src/moves.js';
import { makeMove, MoveKind, MOVE_BITS, SolverState, TO_FOUNDATION } from '../src/state.js';
import { build, cardOfText, classicThree, endless, moveText, noReturns, withReturns } from './helpers.js';

/**
 * The search's mutation set, second part (docs/testing.md, "Mutation runs"): what each test of the
 * moves that can wait (`moves.ts`: `exposedIsUsed`, `kingCanFill`, `returnCanUncover`,
 * `foundationMoveIsUsed`, `chainEnds`, `wasteFoundationIsUsed`; README.md, "Moves that wait") must
 * answer, as the exact list of moves the search generates in hand-built positions, on both sides of
 * each boundary the code draws. A test made stricter leaves out a move a win may need; one made looser
 * only costs positions; both change a list here. The positions hold every card off the foundations in
 * the columns (the stock only where a case says), so that no stock card counts as playable.
 */

/**
 * The moves the search lists in a position, sorted, each as text: `T1-F`, `T1-T2@3` (from the card at
 * index 3), `W5-F`/`W5-T2` (the waste after the macro holding 5 cards), `F1-T2` (a return from the
 * first foundation, spades).
 */
function moveNames(position: Position, rules: Rules, options?: GenerateOptions): string[] {
  const state = new SolverState(position, rules);
  const moves = new Int32Array(MAX_MOVES);
  const count = generateMoves(state, moves, options);
  return Array.from(moves.subarray(0, count), (entry) => moveText(entryMove(entry))).sort();
}

describe('a foundation move off a face-up card: exposedIsUsed and foundationMoveIsUsed', () => {
  // in every case the 9 of spades lies on the 10 of hearts, spades at 8 (it fits), the 10 of spades
  // and the 9 of clubs (the other card for the 10 of hearts) face down, hearts and clubs at 8
  it('leaves the 9 of spades on the 10 of hearts when nothing uses the move: no top takes a run ending with the 10, no King for the empty columns', () => {
    // the 10 of hearts could go on a black Jack; the red Jack of T2 has the wrong colour; the Queen of
    // clubs, one rank too high for a run of depth 0
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Jh', 4],
        ['Kh Js Qs Tc Jc Qh Qc', 6],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T2-T3@4']);
  });

  it("sends it up when the other black 9, the 9 of clubs, is face up to go on the 10 of hearts (its column's first face-up card)", () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9h Kc Ks Jh 9c', 4],
        ['Kh Js Qs Tc Jc Qh Qc', 6],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T2-F']);
  });

  it("sends it up when the 10 of hearts' twin, the 10 of diamonds, is face up in a column and fits its foundation", () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Jh', 4],
        ['Kh Js Qs Tc Jc Qh Kd Qd Qc', 8],
        ['Jd Td', 1],
      ],
      [8, 8, 9, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T2-T3@4', 'T4-F']);
  });

  it('not for the 10 of diamonds fitting its foundation but face down', () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Jh', 4],
        ['Kh Js Qs Tc Jc Qh Kd Qd Qc', 8],
        ['Td Jd', 1],
      ],
      [8, 8, 9, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T2-T3@4', 'T4-T3@1']);
  });

  it('sends it up when an empty column exists and a King heads face-up cards above face-down ones (T3)', () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Jh', 4],
        ['Js Qs Tc Jc Qh Qc Kh', 6],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T3-T4@6']);
  });

  it('not for that King when no column is empty', () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Jh', 4],
        ['Js Qs Tc Jc Qh Qc Kh', 6],
        ['Kd', 0],
        ['Qd', 0],
        ['Jd', 0],
        ['9d Td', 1],
      ],
      [8, 8, 8, 8],
    );
    expect(moveNames(position, noReturns)).toEqual([]);
  });

  it('not for an empty column when the only face-up King has no face-down card under it', () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Jh', 4],
        ['Js Qs Tc Jc Qh Qc', 5],
        ['Kh', 0],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T2-T3@4', 'T3-T4@5']);
  });

  it('sends it up when the 10 of hearts itself can go on a top (a black Jack: k = 0)', () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Ks Js', 4],
        ['Kh Jh Qs Tc Jc Qh Qc', 6],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T1-T2@1']);
  });

  it('sends it up when the run under the 10 reaches the top: Q J 10 onto a black King (k = depth = 2)', () => {
    const position = build(
      [
        ['Ts Qh Jc Th 9s', 1],
        ['9c 9h Kc Qs Ks', 3],
        ['Kh Js Tc Jh Qc', 4],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T1-T2@1']);
  });

  it('not when the run is one card short: J 10 with the Queen of hearts face down (k = 2 > depth = 1)', () => {
    const position = build(
      [
        ['Ts Qh Jc Th 9s', 2],
        ['9c 9h Kc Qs Ks', 3],
        ['Kh Js Tc Jh Qc', 4],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual([]);
  });

  it("counts the run under the twin: the 10 of diamonds' Q J 10 reaches the black King, so the 10 of hearts' may too", () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c 9h Kc Qs Ks', 3],
        ['Kh Js Tc Jh Qh Jd Kd Qc', 7],
        ['9d Qd Jc Td', 1],
      ],
      [8, 8, 8, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T4-T2@1']);
  });

  it('sends it up when the next spade, the 10, is face up', () => {
    const position = build(
      [
        ['Jh Th 9s', 1],
        ['9c 9h Kc Ks Ts', 4],
        ['Kh Js Qs Tc Jc Qh Qc', 6],
      ],
      [8, 8, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F']);
  });

  it('sends it up when the 10 of hearts goes to its foundation next (hearts at 9)', () => {
    const position = build(
      [
        ['Ts Th 9s', 1],
        ['9c Kc Ks Jh', 3],
        ['Kh Js Qs Tc Jc Qh Qc', 6],
      ],
      [8, 9, 13, 8],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-F', 'T2-T3@3']);
  });
});

describe('emptying a column: kingCanFill', () => {
  // the 9 of spades, alone in T1, fits the 10 of hearts of T2
  it('empties T1 when a King heads face-up cards above face-down ones in another column (T3)', () => {
    const position = build(
      [
        ['9s', 0],
        ['8s Th', 1],
        ['Ts Js Qs Tc Jc Qc Jh Qh Kc Ks Kh', 10],
      ],
      [7, 9, 13, 9],
    );
    expect(moveNames(position, noReturns)).toEqual(['T1-T2@0', 'T2-F', 'T3-T4@10']);
  });

  it('not for a King with no face-down card under it, nor for Kings face down', () => {
    const position = build(
      [
        ['9s', 0],
        ['8s Th', 1],
        ['Ts Js Qs Ks Tc Kc Jc Qc Jh Qh', 9],
        ['Kh', 0],
      ],
      [7, 9, 13, 9],
    );
    expect(moveNames(position, noReturns)).toEqual(['T2-F']);
  });
});

describe('a foundation return: returnCanUncover', () => {
  // the 9 of hearts tops its foundation and fits the 10 of spades; no black 8 is in play, so nothing
  // can be put on it: the return is kept only when the 8 of hearts could land on a black 9 next
  it('returns the 9 of hearts when the 9 of spades is a top', () => {
    const position = build(
      [
        ['8s Ts', 1],
        ['8c 9s', 1],
        ['Js Qs Ks 9c Tc Jc Qc Th Jh Qh Kh Kc', 11],
      ],
      [7, 9, 13, 7],
    );
    expect(moveNames(position, withReturns)).toEqual(['F2-T1', 'F3-T4', 'T3-T4@11']);
  });

  it('returns it when the 9 of clubs is a top', () => {
    const position = build(
      [
        ['8s Ts', 1],
        ['8c 9c', 1],
        ['Js Qs Ks 9s Tc Jc Qc Th Jh Qh Kh Kc', 11],
      ],
      [7, 9, 13, 7],
    );
    expect(moveNames(position, withReturns)).toEqual(['F2-T1', 'F3-T4', 'T3-T4@11']);
  });

  it('not when the only 9 on top is red (the 9 of diamonds)', () => {
    const position = build(
      [
        ['8s Ts', 1],
        ['8c 9d', 1],
        ['Js Qs Ks 9s 9c Tc Jc Qc Th Jh Qh Kh Td Jd Qd Kd Kc', 16],
      ],
      [7, 9, 8, 7],
    );
    expect(moveNames(position, withReturns)).toEqual(['T2-F', 'T2-T1@1', 'T3-T4@16']);
  });

  // the same for a black card: the 9 of spades fits the 10 of hearts, the 8 of spades needs a red 9
  it('returns the 9 of spades when the 9 of hearts is a top', () => {
    const position = build(
      [
        ['8h Th', 1],
        ['8d 9h', 1],
        ['Ts Js Qs Ks Jh Qh Kh 9d Td Jd Qd Kd', 11],
      ],
      [9, 7, 7, 13],
    );
    expect(moveNames(position, withReturns)).toEqual(['F1-T1', 'F4-T4', 'T3-T4@11']);
  });

  it('returns it when the 9 of diamonds is a top', () => {
    const position = build(
      [
        ['8h Th', 1],
        ['8d 9d', 1],
        ['Ts Js Qs Ks Jh Qh Kh 9h Td Jd Qd Kd', 11],
      ],
      [9, 7, 7, 13],
    );
    expect(moveNames(position, withReturns)).toEqual(['F1-T1', 'F4-T4', 'T3-T4@11']);
  });

  it('returns the 2 of hearts onto the 3 of spades for the Ace to land on the 2 of clubs', () => {
    const position = build(
      [
        ['As 3s', 1],
        ['Ac 2c', 1],
        ['Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh 2s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks', 32],
      ],
      [0, 2, 13, 0],
    );
    expect(moveNames(position, withReturns)).toEqual(['F2-T1', 'F3-T4', 'T3-T4@32']);
  });

  it('never an Ace, even listing the returns the safe rule would undo: no card is under it', () => {
    // the Ace of hearts fits the 2 of spades, and the Ace of spades is a top
    const position = build(
      [
        ['Ac 2s', 1],
        ['3s As', 1],
        ['Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh 4s 5s 6s 7s 8s 9s Ts Js Qs Ks', 33],
      ],
      [0, 1, 13, 0],
    );
    expect(moveNames(position, withReturns, { withUselessReturns: true })).toEqual(['F3-T4', 'T2-F', 'T3-T4@33']);
  });
});

describe('draw 1 with unlimited passes: wasteFoundationIsUsed', () => {
  it('sends a King from the stock up', () => {
    expect(moveNames(build([], [12, 13, 13, 13]), endless)).toEqual(['W1-F']);
  });

  it('sends the Queen of spades up when the King of spades is face up', () => {
    expect(moveNames(build([['Ks', 0]], [11, 13, 13, 13]), endless)).toEqual(['W1-F']);
  });

  it('not when the King of spades is face down', () => {
    expect(moveNames(build([['Ks Kh', 1]], [11, 12, 13, 13]), endless)).toEqual(['T1-F', 'T1-T2@1']);
  });
});

describe('draw 1 with unlimited passes: chainEnds (the 9 of hearts, the stock card, onto the 10 of spades)', () => {
  it('not when the black 8 face up lies on a face-up card (the 9 of diamonds)', () => {
    const position = build(
      [
        ['Ts', 0],
        ['8c 9d 8s', 1],
        ['9s Js Qs Ks Th Jh Qh Kh 8h 9c Tc Jc Qc Kc Td Jd Qd Kd', 17],
      ],
      [7, 7, 8, 7],
    );
    expect(moveNames(position, endless)).toEqual(['T2-F', 'T2-T1@1', 'T3-T4@17']);
  });

  it("plays it when the 8 of spades is its column's first face-up card", () => {
    const position = build(
      [
        ['Ts', 0],
        ['8c 8s', 1],
        ['9s Js Qs Ks Th Jh Qh Kh 8h 9c Tc Jc Qc Kc', 13],
      ],
      [7, 7, 13, 7],
    );
    expect(moveNames(position, endless)).toEqual(['T2-F', 'T3-T4@13', 'W1-T1']);
  });

  it('not for the 8 of spades in the stock, fitting its foundation, without returns (nothing ends its own chain)', () => {
    const position = build(
      [
        ['Ts', 0],
        ['8c 9s Js Qs Ks Th Jh Qh Kh 8h 9c Tc Jc Qc Kc', 14],
      ],
      [7, 7, 13, 7],
    );
    expect(moveNames(position, endless)).toEqual(['T2-T3@14']);
  });

  it('plays it for the 8 of spades in the stock fitting its foundation, with returns', () => {
    const position = build(
      [
        ['Ts', 0],
        ['8c 9s Js Qs Ks 7h 8h Th Jh Qh Kh 9c Tc Jc Qc Kc 7d 8d 9d Td Jd Qd Kd', 22],
      ],
      [7, 6, 6, 7],
    );
    expect(moveNames(position, withReturns)).toEqual(['T2-T3@22', 'W1-T1']);
  });

  it('not for the 8 of spades in the stock one above its foundation, with returns, when no chain ends under it', () => {
    const position = build(
      [
        ['Ts', 0],
        ['7s 8c 9s Js Qs Ks 7h 8h Th Jh Qh Kh 9c Tc Jc Qc Kc 7d 8d 9d Td Jd Qd Kd', 23],
      ],
      [6, 6, 6, 7],
    );
    expect(moveNames(position, withReturns)).toEqual(['T2-T3@23']);
  });

  it('plays it with the 8 of spades on top of its foundation, with returns', () => {
    const position = build(
      [
        ['Ts', 0],
        ['8c 9s Js Qs Ks 8h Th Jh Qh Kh 9c Tc Jc Qc Kc', 14],
      ],
      [8, 7, 13, 7],
    );
    expect(moveNames(position, withReturns)).toEqual(['F3-T3', 'T2-T3@14', 'W1-T1']);
  });

  it('never an Ace from the stock onto a 2 (no card can end a chain on it)', () => {
    const position = build(
      [
        ['2h', 0],
        ['Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh', 22],
      ],
      [13, 1, 13, 0],
    );
    expect(moveNames(position, withReturns)).toEqual(['F1-T3', 'F3-T3', 'T1-F', 'T2-T3@22']);
  });
});

describe('seedNoise', () => {
  it('restarts the noise of the priorities: the same seed gives the same jittered list again', () => {
    const position = build(
      [
        ['8s Ts', 1],
        ['8c 9s', 1],
        ['Js Qs Ks 9c Tc Jc Qc Th Jh Qh Kh Kc', 11],
      ],
      [7, 9, 13, 7],
    );
    const state = new SolverState(position, withReturns);
    const entries = (): number[] => {
      const moves = new Int32Array(MAX_MOVES);
      return [...moves.subarray(0, generateMoves(state, moves, { jitter: 1000 }))];
    };
    seedNoise(7);
    const first = entries();
    const second = entries();
    seedNoise(7);
    expect(entries()).toEqual(first);
    // the noise goes on between two seeds, so a list without a seed in between differs
    expect(second).not.toEqual(first);
  });
});

describe('keepAfterWaitingMove: after a move that waits for a card on the 9 of spades, only its use or another move that waits', () => {
  // the 9 of spades just came back onto the 10 of hearts (T1); its twin the 9 of clubs tops T2; T3's
  // Queen of clubs is neither; T4's 8 of hearts heads its column above a face-down card; T5 holds the
  // Jack of hearts alone; T6 the Queen of diamonds on the King of clubs; T7 is empty
  const position = build(
    [
      ['4d Th 9s', 1],
      ['5d Td 9c', 1],
      ['6d Qc', 1],
      ['7d 8h', 1],
      ['Jh', 0],
      ['Kc Qd', 0],
    ],
    [8, 7, 3, 0],
  );
  const W = MoveKind.waste;
  const listed: readonly (readonly [string, number])[] = [
    ['F2-T7', makeMove(MoveKind.foundationToColumn, 1, 6, 0, 0)],
    ['T6-F', makeMove(MoveKind.columnToFoundation, 5, 2, 0, 0)],
    ['T4-F', makeMove(MoveKind.columnToFoundation, 3, 1, 0, 0)],
    ['T5-F', makeMove(MoveKind.columnToFoundation, 4, 1, 0, 0)],
    ['T4-T1', makeMove(MoveKind.columnToColumn, 3, 0, 1, 0)],
    ['T4-T2', makeMove(MoveKind.columnToColumn, 3, 1, 1, 0)],
    ['T4-T3', makeMove(MoveKind.columnToColumn, 3, 2, 1, 0)],
    ['T5-T3', makeMove(MoveKind.columnToColumn, 4, 2, 0, 0)],
    ['T6-T3@1', makeMove(MoveKind.columnToColumn, 5, 2, 1, 0)],
    ['T6-T7', makeMove(MoveKind.columnToColumn, 5, 6, 0, 0)],
    ['T1-T3+F', makeMove(MoveKind.columnToColumn, 0, 2, 2, 1)],
    ['W3-T1', makeMove(W, 3, 0, 0, 0)],
    ['W3-T2', makeMove(W, 3, 1, 0, 1)],
    ['W3-T3', makeMove(W, 3, 2, 0, 0)],
    ['W3-T7', makeMove(W, 3, 6, 0, 0)],
    ['W3-F', makeMove(W, 3, TO_FOUNDATION, 0, 0)],
  ];
  /** The names of the moves kept, in their order, the list given best first. */
  const kept = (rules: Rules, afterPlay = false, keepTalon = false): string[] => {
    const state = new SolverState(position, rules);
    const out = new Int32Array(MAX_MOVES);
    listed.forEach(([, move], k) => (out[k] = (listed.length - k) * 2 ** MOVE_BITS + move));
    const count = keepAfterWaitingMove(state, out, listed.length, cardOfText('9s'), afterPlay, keepTalon);
    return Array.from(out.subarray(0, count), (entry) => {
      const found = listed.find(([, move]) => move === entryMove(entry));
      return found === undefined ? `? ${entry}` : found[0];
    });
  };
  const kept3 = ['F2-T7', 'T6-F', 'T4-T1', 'T4-T2', 'T5-T3', 'T6-T7', 'T1-T3+F', 'W3-T1', 'W3-T2'];

  it('in draw 3: returns, foundation moves off a face-up card, emptyings, the twins macro, moves onto the 9 or its twin', () => {
    expect(kept(makeRules({ draw: 3 }))).toEqual(kept3);
    // draw 1 with limited passes: the same
    expect(kept(noReturns)).toEqual(kept3);
  });

  it('in draw 1 with unlimited passes any waste card to a column too, never one to its foundation', () => {
    expect(kept(withReturns)).toEqual([...kept3, 'W3-T3', 'W3-T7']);
    expect(kept(endless)).toEqual([...kept3, 'W3-T3', 'W3-T7']);
  });

  it('in draw 1 with unlimited passes after the 9 was played from the waste: a waste card only onto it or its twin', () => {
    expect(kept(withReturns, true)).toEqual(kept3);
    expect(kept(endless, true)).toEqual(kept3);
  });

  it('after the 9 was played from the waste in draw 3 or with limited passes: every waste move too, in its order', () => {
    const withTalon = [
      'F2-T7',
      'T6-F',
      'T4-T1',
      'T4-T2',
      'T5-T3',
      'T6-T7',
      'T1-T3+F',
      'W3-T1',
      'W3-T2',
      'W3-T3',
      'W3-T7',
      'W3-F',
    ];
    expect(kept(makeRules({ draw: 3 }), true, true)).toEqual(withTalon);
    expect(kept(noReturns, true, true)).toEqual(withTalon);
  });
});

/**
 * The moves the search lists, in its order (best first), each with its priority: `122 T1-F` is
 * priority 122 (times 32, the scale of the noise); `40-3 W10-T2` is 40 less 3 (the draws it takes, in
 * units of 1/32); `R` marks a macro move with a recycle, `+F` the twins' macro (the run onto the twin,
 * then the card under it up).
 */
function ranked(position: Position, rules: Rules, options?: GenerateOptions): string[] {
  const state = new SolverState(position, rules);
  const moves = new Int32Array(MAX_MOVES);
  const count = generateMoves(state, moves, options);
  return Array.from(moves.subarray(0, count), (entry) => {
    const scaled = Math.floor(entry / 2 ** MOVE_BITS);
    const whole = Math.ceil(scaled / 32);
    const priority = scaled === whole * 32 ? `${whole}` : `${whole}-${whole * 32 - scaled}`;
    return `${priority} ${moveText(entryMove(entry))}`;
  });
}

describe('generateMoves: the order of the moves and their priorities', () => {
  it('turning a card up first (more for deeper columns), then a foundation move exposing a card that fits, then one that waits for its use', () => {
    // T1-F turns up the Jack of clubs (2 face-down cards), T2-F exposes the 4 of hearts, which fits
    // too; T3-F (the 6 of diamonds off the 7 of spades) is used as the 7 of diamonds heads T4; the 8 of
    // diamonds goes onto the 8 of clubs, the King of clubs into the first empty column (each turning a
    // card up); the stock's cards onto the tops they fit, 40 less the draws to each (one pass, draw 1)
    const position = build(
      [
        ['Qs Jc 3c', 2],
        ['Js 4h 3s', 1],
        ['9c 7s 6d', 1],
        ['Ks 7d', 1],
        ['8c', 0],
        ['4s Kc', 1],
      ],
      [2, 3, 5, 2],
    );
    const expected = [
      '122 T1-F',
      '101 T6-T7@1',
      '101 T4-T5@1',
      '90 T2-F',
      '50 T3-F',
      '40-4 W4-T4',
      '40-5 W5-T3',
      '40-7 W7-T7',
      '40-8 W8-T6',
      '40-13 W13-T7',
      '40-14 W14-T6',
      '40-19 W19-T5',
      '40-25 W25-T4',
      '40-26 W26-T3',
    ];
    expect(ranked(position, noReturns)).toEqual(expected);
    expect(ranked(position, noReturns, { complete: true })).toEqual(expected);
  });

  // the King of hearts' run over the 10 of clubs (T1) and three lone cards; spades and clubs at 9,
  // hearts and diamonds at 10
  const runs = build(
    [
      ['Tc Kh Qs Jh Ts', 1],
      ['Jd', 0],
      ['Qc', 0],
      ['Kd', 0],
    ],
    [9, 10, 10, 9],
  );

  it('emptying a column (60) below turning a card up (101); the twins macro for the Jack of hearts; no run split', () => {
    expect(ranked(runs, noReturns)).toEqual([
      '101 T1-T5@1',
      '90 T1-F',
      '60 T3-T4@0',
      '60 T2-T3@0',
      '50 T1-T2@4+F',
      '50 T2-F',
      '40-1 W1-T5',
      '40-5 W5-T5',
    ]);
  });

  it('with `complete`, every run split: 70 when the card it exposes fits its foundation, 10 otherwise; no twins macro', () => {
    expect(ranked(runs, noReturns, { complete: true })).toEqual([
      '101 T1-T5@1',
      '90 T1-F',
      '70 T1-T2@4',
      '60 T3-T4@0',
      '60 T2-T3@0',
      '50 T2-F',
      '40-1 W1-T5',
      '40-5 W5-T5',
      '10 T1-T3@3',
      '10 T1-T4@2',
    ]);
  });

  it('the twins macro turning a card up: 120 and the face-down count', () => {
    // the 8 of spades heads T1 over the 4 of clubs, the 7 of diamonds on it; its twin the 8 of clubs tops T2
    const position = build(
      [
        ['4c 8s 7d', 1],
        ['8c', 0],
        ['Qd', 0],
      ],
      [7, 13, 6, 7],
    );
    expect(ranked(position, noReturns)).toEqual([
      '121 T1-T2@2+F',
      '90 T1-F',
      '50 T2-F',
      '40-1 W1-T4',
      '40-3 W3-T3',
      '40-6 W6-T4',
      '40-11 W11-T4',
      '40-13 W13-T3',
    ]);
  });

  it('foundation returns last (5), a King to the first empty column; waste cards with unlimited passes take no draw count', () => {
    const position = build(
      [
        ['5c Kh', 1],
        ['6c Jh', 1],
        ['7c Tc', 1],
      ],
      [12, 9, 13, 1],
    );
    const expected = ['101 T1-T4@1', '101 T3-T2@1', '80 W11-F', '40 W11-T4', '5 F3-T4', '5 F2-T3', '5 F1-T1'];
    expect(ranked(position, makeRules({ draw: 3 }))).toEqual(expected);
    expect(ranked(position, makeRules({ draw: 3 }), { withUselessReturns: true })).toEqual(expected);
  });

  // draw 3: the waste 3c 5c, the stock 2c 4c 6c 7c 8c 9c Tc Jc in drawing order (the 2 of clubs
  // is reached only after a recycle); the King of hearts over the Queen of hearts, the Queen of diamonds
  const talon = (pass: number): Position => {
    const base = build(
      [
        ['Qh Kh', 1],
        ['Qd', 0],
      ],
      [13, 11, 11, 1],
    );
    const cards = (text: string): number[] => text.split(' ').map(cardOfText);
    return { ...base, waste: cards('3c 5c'), stock: cards('Jc Tc 9c 8c 7c 6c 4c 2c'), pass };
  };

  it('with limited passes, a waste card after a recycle comes after the draws of this pass and the next: 3 + 1 + 4', () => {
    expect(ranked(talon(1), classicThree)).toEqual(['101 T1-T3@1', '80-8 W3R-F', '50 T2-F', '40-3 W10-T2']);
    // no recycle left: the 2 of clubs stays buried
    expect(ranked(talon(3), classicThree)).toEqual(['101 T1-T3@1', '50 T2-F', '40-3 W10-T2']);
  });

  it('with unlimited passes a recycle counts 2, draws nothing', () => {
    expect(ranked(talon(1), makeRules({ draw: 3 }))).toEqual([
      '101 T1-T3@1',
      '80-2 W3R-F',
      '50 T2-F',
      '40 W10-T2',
      '5 F1-T3',
    ]);
  });

  it('a lone card to its foundation is 50 in any column (no card under it to expose), and a head fitting two tops goes to both', () => {
    // the 5 of hearts alone in T2 with spades at 0: nothing lies under it
    expect(
      ranked(
        build(
          [
            ['Kd', 0],
            ['5h', 0],
          ],
          [0, 4, 13, 13],
        ),
        noReturns,
      ),
    ).toEqual(['80-21 W21-F', '50 T2-F', '40-1 W1-T3', '40-9 W9-T3', '40-10 W10-T1', '40-18 W18-T2']);
    // the 7 of hearts over the 4 of clubs fits both black 8s
    expect(
      ranked(
        build(
          [
            ['4c 7h', 1],
            ['8s', 0],
            ['8c', 0],
          ],
          [7, 6, 13, 7],
        ),
        noReturns,
      ),
    ).toEqual([
      '121 T1-F',
      '101 T1-T3@1',
      '101 T1-T2@1',
      '50 T3-F',
      '50 T2-F',
      '40-1 W1-T4',
      '40-6 W6-T4',
      '40-12 W12-T4',
    ]);
  });

  it('with `complete`, a waste Ace onto a 2 of the other colour too', () => {
    expect(ranked(build([['2s', 0]], [1, 0, 13, 13]), noReturns, { complete: true, withUselessReturns: true })).toEqual(
      ['80-13 W13-F', '50 T1-F', '40-1 W1-T2', '40-13 W13-T1', '40-14 W14-T2'],
    );
  });

  it('returns: the ones the safe rule sends back only with `withUselessReturns`, none from an empty foundation', () => {
    // the 5 of spades fits the 6 of hearts; both red 4s and the 3 of clubs are up, so it may stay up
    const position = build([['6h', 0]], [5, 4, 4, 3]);
    const waste = [
      '80 W35-F',
      '80 W27-F',
      '80 W19-F',
      '80 W10-F',
      '40 W28-T2',
      '40 W20-T2',
      '40 W11-T2',
      '40 W1-T2',
      '40 W9-T1',
    ];
    expect(ranked(position, withReturns)).toEqual(waste);
    expect(ranked(position, withReturns, { withUselessReturns: true })).toEqual([...waste, '5 F1-T1']);
    // spades at 0, everything listed: the Kings of hearts and clubs to the first empty column, nothing from F1
    expect(
      ranked(build([['Kd', 0]], [0, 13, 12, 13]), withReturns, { complete: true, withUselessReturns: true }),
    ).toEqual(['80 W13-F', '50 T1-F', '40 W1-T2', '40 W2-T1', '5 F4-T2', '5 F2-T2']);
  });

  it('no King to a column, from the waste or a foundation, when no column is empty', () => {
    const position = build(
      [
        ['9h', 0],
        ['Th', 0],
        ['Jh', 0],
        ['Qh', 0],
        ['Kh', 0],
        ['Jc', 0],
        ['Qc', 0],
      ],
      [12, 8, 13, 10],
    );
    // the Queen of spades back onto the King of hearts, the 10 of clubs onto the Jack of hearts: not the
    // King of diamonds; the King of spades from the stock to its foundation only
    expect(ranked(position, makeRules({ draw: 3 }))).toEqual([
      '80 W2-F',
      '60 T3-T7@0',
      '60 T2-T6@0',
      '60 T7-T5@0',
      '60 T6-T4@0',
      '50 T6-F',
      '50 T1-F',
      '5 F1-T5',
      '5 F4-T3',
    ]);
    expect(ranked(position, noReturns)).toEqual([
      '80-2 W2-F',
      '60 T3-T7@0',
      '60 T2-T6@0',
      '60 T7-T5@0',
      '60 T6-T4@0',
      '50 T6-F',
      '50 T1-F',
    ]);
  });

  it('a return for a card the 2 of spades can go on, heading its column', () => {
    // the 3 of hearts onto the 4 of spades waits for the 2 of spades (the 2 of clubs is face down)
    expect(
      ranked(
        build(
          [
            ['2s', 0],
            ['2c 4s', 1],
          ],
          [1, 3, 13, 1],
        ),
        withReturns,
      ),
    ).toEqual(['80 W21-F', '50 T1-F', '40 W22-T3', '40 W12-T3', '40 W1-T3', '5 F3-T3', '5 F2-T2']);
  });

  it('the draws count at most 31', () => {
    // every card but the King of hearts in the stock, the Ace of spades the last of 51 (one pass, draw 1)
    expect(ranked(build([['Kh', 0]], [0, 0, 0, 0]), noReturns)).toEqual([
      '80-13 W13-F',
      '80-26 W26-F',
      '80-31 W51-F',
      '80-31 W38-F',
      '40-1 W1-T2',
      '40-2 W2-T1',
      '40-14 W14-T2',
      '40-31 W39-T2',
      '40-31 W40-T1',
    ]);
  });
});

describe('the noise of the restarts', () => {
  it('adds to each priority a whole number below `jitter` from the seeded generator, one draw per move, none without jitter', () => {
    // one move: the King of hearts, alone in T1, to its foundation (50)
    const position = build([['Kh', 0]], [13, 12, 13, 13]);
    const state = new SolverState(position, noReturns);
    const moves = new Int32Array(MAX_MOVES);
    const entries = (options?: GenerateOptions): number[] => [
      ...moves.subarray(0, generateMoves(state, moves, options)),
    ];
    const [plain] = entries();
    expect(plain).toBe(50 * 32 * 2 ** MOVE_BITS + makeMove(MoveKind.columnToFoundation, 0, 1, 0, 0));
    const noise = xorshift32(11);
    const first = Math.floor(noise() * 1000);
    const second = Math.floor(noise() * 1000);
    expect(first).not.toBe(second);
    seedNoise(11);
    expect(entries({ jitter: 1000 })).toEqual([plain! + first * 2 ** MOVE_BITS]);
    expect(entries()).toEqual([plain]);
    expect(entries({ jitter: 0 })).toEqual([plain]);
    expect(entries({ jitter: 1000 })).toEqual([plain! + second * 2 ** MOVE_BITS]);
  });
});
