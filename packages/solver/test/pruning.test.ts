import { describe, expect, it } from 'vitest';
import { makePosition, makeRules, parsePosition, type Position, type Rules } from '@klondike/engine';
import { entryMove, generateMoves, keepAfterWaitingMove, MAX_MOVES } from '../src/moves.js';
import {
  applySafeMoves,
  makeMove,
  moveA,
  moveB,
  moveC,
  moveKind,
  MoveKind,
  SolverState,
  TO_FOUNDATION,
} from '../src/state.js';
import { solve } from '../src/index.js';
import {
  build,
  cardOfText,
  expectCompleteSearch,
  plainWinnable,
  replayLine,
  smallPosition,
  TEST_BUDGET,
} from './helpers.js';
import { seededRandom } from '@klondike/engine/testing';

const withoutReturns = makeRules({ preset: 'classic', draw: 1 });
/** Four rule sets for the cross-checks: one pass and three without returns, one pass and unlimited with. */
const MIXED_RULES: readonly Rules[] = [
  withoutReturns,
  makeRules({ preset: 'classic', draw: 3 }),
  makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }),
  makeRules({ draw: 3 }),
];

/** Four rule sets with foundation returns: draw 1 and 3, unlimited passes and `app` Vegas's one. */
const WITH_RETURNS: readonly Rules[] = [
  makeRules({ draw: 1 }),
  makeRules({ draw: 3 }),
  makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }),
  makeRules({ preset: 'app', scoring: 'vegas', draw: 3 }),
];
/**
 * The plain search's limit in the cross-checks on random positions, in positions seen: a position it
 * does not decide within it is left out. Every position these checks decide takes fewer than 100,000;
 * at 300,000 the same positions were decided and the one left out cost 23 s of CPU more (7 December).
 */
const PLAIN_LIMIT = 100_000;
/** The `k`th random small position of a cross-check with face-up runs: 10 to 17 cards left in 3 columns. */
const smallWithRuns = (random: () => number, k: number, rules: Rules): Position =>
  smallPosition(random, 10 + (k % 8), { passes: rules.passes, runs: 3, columns: 3, spread: 3 });

/** What {@link agreesWithPlainSearch} tries: the rule sets, where a rule fires, how many positions. */
interface CrossCheck {
  readonly seed: number;
  readonly ruleSets: readonly Rules[];
  /** The `k`th random position, under `rules`. */
  readonly position: (random: () => number, k: number, rules: Rules) => Position;
  /** Whether the rule under test leaves something out in this position. */
  readonly fires: (position: Position, rules: Rules) => boolean;
  readonly tries: number;
  /** Positions where it fires, decided by the plain search, to check. */
  readonly wanted: number;
  /** Go on past `wanted` until two of them are lost. */
  readonly untilTwoLost?: boolean;
}

/**
 * Checks the solver's verdict against the plain exhaustive search on random small positions where a
 * rule fires (a won line replayed through the engine), and that at least `wanted` were checked, two
 * of them lost.
 */
function agreesWithPlainSearch(check: CrossCheck): void {
  const random = seededRandom(check.seed);
  let fired = 0;
  let lost = 0;
  for (let k = 0; k < check.tries && (fired < check.wanted || (check.untilTwoLost === true && lost < 2)); k++) {
    const rules = check.ruleSets[k % check.ruleSets.length]!;
    const position = check.position(random, k, rules);
    if (!check.fires(position, rules)) continue;
    const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
    if (plain === null) continue;
    const solved = solve(position, rules, TEST_BUDGET);
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.result, makePosition(position)).toBe(plain ? 'won' : 'lost');
    if (solved.value.result === 'won')
      expect(replayLine(position, rules, solved.value.line), makePosition(position)).toBe('won');
    else lost++;
    expectCompleteSearch(position, rules, plain, makePosition(position));
    fired++;
  }
  expect(fired).toBeGreaterThanOrEqual(check.wanted);
  expect(lost).toBeGreaterThanOrEqual(2);
}

/** The safe foundation moves the solver applies at once from a position: the cards sent up, in order. */
function safeCards(position: Position, rules: Rules): number[] {
  const state = new SolverState(position, rules);
  const before = Array.from(state.foundations);
  applySafeMoves(state);
  return Array.from(state.foundations, (h, s) => h - before[s]!);
}

describe('safe foundation moves with foundation returns: opposite colour at rank - 1, the other suit of its colour at rank - 2', () => {
  // the 6 of spades on top of T1, spades at 5, both red suits at 5; clubs vary
  // (draw 3: there the rule looks at column tops only, so the stock's cards stay where they are)
  const sixOfSpades = (clubs: number): Position => build([['Kc 6s', 1]], [5, 5, 5, clubs]);
  const withReturns = makeRules({ draw: 3 });
  const withoutReturns = makeRules({ preset: 'classic', draw: 3 });

  it('sends the 6 of spades up when clubs are at 4: every card that could be put on it, and on those, is on a foundation', () => {
    expect(safeCards(sixOfSpades(4), withReturns)[0]).toBe(1);
  });

  it('keeps it when clubs are at 3: a returned red 5 on it could carry the 4 of clubs, still in play', () => {
    expect(safeCards(sixOfSpades(3), withReturns)[0]).toBe(0);
  });

  it('without returns the opposite colour alone decides', () => {
    expect(safeCards(sixOfSpades(3), withoutReturns)[0]).toBe(1);
  });

  it('leaves out the return of a card the rule would send straight back', () => {
    // the 5 of spades on its foundation with hearts and diamonds at 4 and clubs at 3: returning it is useless
    const state = new SolverState(build([['Kc 6h', 1]], [5, 4, 4, 3]), withReturns);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves);
    for (let k = 0; k < count; k++) expect(moveKind(entryMove(moves[k]!))).not.toBe(MoveKind.foundationToColumn);
    expect(generateMoves(state, moves, { withUselessReturns: true, complete: true })).toBeGreaterThan(count);
  });
});

/** The column-to-column moves the search lists in a state, as `T<from>-T<to>@<first card's index>`. */
function columnMoveNames(state: SolverState): string[] {
  const moves = new Int32Array(MAX_MOVES);
  const count = generateMoves(state, moves);
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const m = entryMove(moves[k]!);
    if (moveKind(m) === MoveKind.columnToColumn) out.push(`T${moveA(m) + 1}-T${moveB(m) + 1}@${moveC(m)}`);
  }
  return out;
}

describe('emptying a column waits for a King that can fill it', () => {
  const columnMoves = (position: Position, rules: Rules): string[] => columnMoveNames(new SolverState(position, rules));

  it('moves the 7 of hearts, alone in T1, onto the 8 of spades only when a King could take the empty column', () => {
    // every King at the bottom of a column with nothing under it: an empty column has no use
    const kingsAtHome = build(
      [
        ['7h', 0],
        ['Ks Qh Js Th 9s 8s', 0],
        ['Kh', 0],
        ['Kd', 0],
        ['Kc', 0],
      ],
      [7, 6, 12, 12],
    );
    expect(kingsAtHome.stock.length).toBe(5);
    expect(columnMoves(kingsAtHome, withoutReturns)).not.toContain('T1-T2@0');
    // the King of clubs above a face-down card: the empty column can be used at once
    const kingWaiting = build(
      [
        ['7h', 0],
        ['Ks Qh Js Th 9s 8s', 0],
        ['Kh', 0],
        ['Kd', 0],
        ['Qs Kc', 1],
      ],
      [7, 6, 12, 12],
    );
    expect(columnMoves(kingWaiting, withoutReturns)).toContain('T1-T2@0');
    // a King in the stock can come at once too
    const kingInStock = build(
      [
        ['7h', 0],
        ['Ks Qh Js Th 9s 8s', 0],
        ['Kh', 0],
        ['Kd', 0],
      ],
      [7, 6, 12, 12],
    );
    expect(columnMoves(kingInStock, withoutReturns)).toContain('T1-T2@0');
  });
});

/**
 * A random position with `left` cards off the foundations, spread over three columns (only each top
 * face up) and the stock, as in solve.test.ts, but with foundations kept close together, where the
 * safe rule and the waiting rules fire most.
 */
function nearPosition(random: () => number, left: number): Position {
  const heights = [13, 13, 13, 13];
  for (let k = 0; k < left;) {
    const s = Math.floor(random() * 4);
    if (heights[s]! > 13 - Math.ceil(left / 2)) {
      heights[s]!--;
      k++;
    }
  }
  const cards: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = heights[s]! + 1; r <= 13; r++) cards.push(s * 13 + r - 1);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const columns: number[][] = [[], [], [], [], [], [], []];
  const talon: number[] = [];
  for (const c of cards) {
    const place = Math.floor(random() * 5);
    if (place < 3) columns[place]!.push(c);
    else talon.push(c);
  }
  return {
    tableau: columns.map((c) => ({ cards: c, down: Math.max(0, c.length - 1) })),
    foundations: heights,
    waste: [],
    stock: talon.reverse(),
    pass: 1,
  };
}

describe('the pruning rules lose no win: every verdict on small positions agrees with a plain exhaustive search', () => {
  // without returns lost small positions are common enough to cross-check (with returns nearly all of
  // these are won; solve.test.ts cross-checks lost verdicts under returns on its own positions)
  const ruleSets: readonly [string, Rules][] = [
    ['classic draw 1 (1 pass, no returns)', withoutReturns],
    ['classic draw 3 (3 passes, no returns)', makeRules({ preset: 'classic', draw: 3 })],
  ];
  for (const [name, rules] of ruleSets) {
    it(name, () => {
      const random = seededRandom(0x5afe + name.length);
      let lost = 0;
      let won = 0;
      for (let k = 0; k < 60 && lost < 2; k++) {
        const position = nearPosition(random, 9 + (k % 3));
        const solved = solve(position, rules, TEST_BUDGET);
        if (!solved.ok) throw new Error(solved.error.message);
        const result = solved.value;
        if (result.result === 'won') {
          expect(replayLine(position, rules, result.line), makePosition(position)).toBe('won');
          // most of these are won by a quick search: the complete search's pruning must find a win too
          expectCompleteSearch(position, rules, true, makePosition(position));
          won++;
          continue;
        }
        expect(result.result, makePosition(position)).toBe('lost');
        const plain = plainWinnable(position, rules, 20_000);
        if (plain === null) continue;
        expect(plain, makePosition(position)).toBe(false);
        lost++;
      }
      expect(lost).toBeGreaterThanOrEqual(2);
      expect(won).toBeGreaterThanOrEqual(10);
    });
  }
});

describe('a foundation return waits for its use: a card put on it, or the card under it returned too', () => {
  it('returns the Jack, Queen and King of spades to bring the 10 down for the 9 of diamonds (app draw 1 Vegas)', () => {
    // the 9 of diamonds covers the 8 it needs: only the 10 of spades, under J Q K on its foundation, can
    // take it; nothing can be put on the returned Jack (both red 10s are out of play), yet it must come down
    const parsed = parsePosition(
      'T1: #Qc #Td #Kc #8d 9d; T2: Jd; T3: Qd; T4:; T5:; T6:; T7:; F: Ks Qh 7d Jc; S: Kh Kd; W:; P: 1',
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    const rules = makeRules({ draw: 1, scoring: 'vegas' });
    expect(plainWinnable(parsed.value, rules)).toBe(true);
    const solved = solve(parsed.value, rules, TEST_BUDGET);
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.result).toBe('won');
    if (solved.value.result === 'won') expect(replayLine(parsed.value, rules, solved.value.line)).toBe('won');
  });
});

describe('two moves waiting for one use: a return onto a return whose card lies under another on its foundation', () => {
  // the 10 of diamonds covers the 9 it needs; both black Jacks lie under their Queens on their
  // foundations, no black Jack is in play: the Queen of hearts goes back onto the King of clubs, the
  // Queen of spades onto the King of hearts, and then the Jack of spades onto the Queen of hearts. Each
  // Queen's return waits for the Jack's, so one of them comes first while the Jack of spades still
  // lies under the other Queen: the wait counts a card under the top of its foundation (before, the
  // solver called this position lost)
  const jackUnderQueen = build(
    [
      ['Kd Qd Jd 9d Td', 4],
      ['Kc', 0],
      ['Kh', 0],
    ],
    [12, 12, 8, 12],
  );
  for (const rules of [
    makeRules({ draw: 1 }),
    makeRules({ draw: 3 }),
    makeRules({ draw: 1, scoring: 'vegas' }),
    makeRules({ draw: 3, scoring: 'vegas' }),
  ])
    it(`is won, as the plain exhaustive search finds (draw ${rules.draw}, passes ${rules.passes})`, () => {
      expect(plainWinnable(jackUnderQueen, rules)).toBe(true);
      const solved = solve(jackUnderQueen, rules, TEST_BUDGET);
      if (!solved.ok) throw new Error(solved.error.message);
      expect(solved.value.result).toBe('won');
      if (solved.value.result === 'won') expect(replayLine(jackUnderQueen, rules, solved.value.line)).toBe('won');
    });
});

describe("the safe rule takes the waste's top where that leaves the other talon cards' order alone", () => {
  // the 5 of clubs on the waste, every foundation at 4: nothing can ever be put on it (the King of
  // hearts the stock's last card, which no safe rule sends up)
  const fiveOnWaste = (pass: number): Position => {
    const position = build([['Kc', 0]], [4, 4, 4, 4]);
    const five = cardOfText('5c');
    const king = cardOfText('Kh');
    return {
      ...position,
      stock: [king, ...position.stock.filter((c) => c !== five && c !== king)],
      waste: [five],
      pass,
    };
  };

  it('in draw 1 with one pass, and in draw 3 on its last pass', () => {
    expect(safeCards(fiveOnWaste(1), withoutReturns)).toEqual([0, 0, 0, 1]);
    expect(safeCards(fiveOnWaste(3), makeRules({ preset: 'classic', draw: 3 }))).toEqual([0, 0, 0, 1]);
  });

  it('not in draw 3 before the last pass, nor with unlimited passes: a recycle would regroup the talon', () => {
    expect(safeCards(fiveOnWaste(1), makeRules({ preset: 'classic', draw: 3 }))).toEqual([0, 0, 0, 0]);
    expect(safeCards(fiveOnWaste(1), { ...makeRules({ draw: 3 }), foundationToColumn: false })).toEqual([0, 0, 0, 0]);
  });
});

describe("the safe rule takes the talon's last card: every draw reaches it, and its going leaves the other talon cards in their groups", () => {
  const five = cardOfText('5c');
  const king = cardOfText('Kh');
  /** The 5 of clubs the last card the stock turns up (`at` 0) or the one before it (`at` 1, the King of hearts last). */
  const fiveInStock = (at: 0 | 1, foundations: readonly number[] = [4, 4, 4, 4]): Position => {
    const position = build([['Kc', 0]], foundations);
    const rest = position.stock.filter((c) => c !== five && c !== king);
    return { ...position, stock: at === 0 ? [five, king, ...rest] : [king, five, ...rest] };
  };
  /** The 5 of clubs alone in the stock, every other talon card in the waste. */
  const fiveAlone = (): Position => {
    const position = build([['Kc', 0]], [4, 4, 4, 4]);
    return { ...position, stock: [five], waste: position.stock.filter((c) => c !== five) };
  };
  const drawThree = makeRules({ draw: 3 });
  const classicThree = makeRules({ preset: 'classic', draw: 3 });

  it('with unlimited passes from a fresh pass, and with limited passes once the stock holds it alone', () => {
    expect(safeCards(fiveInStock(0), drawThree)).toEqual([0, 0, 0, 1]);
    expect(safeCards(fiveAlone(), drawThree)).toEqual([0, 0, 0, 1]);
    expect(safeCards(fiveAlone(), classicThree)).toEqual([0, 0, 0, 1]);
  });

  it('not where the draws to it would bury cards: limited passes with more in the stock, a waste of 1 or 2 in draw 3', () => {
    // the move draws the whole stock first: with limited passes the cards drawn past stay buried for
    // the pass, and from a waste of 1 or 2 this pass turns up tops no fresh pass does
    expect(safeCards(fiveInStock(0), classicThree)).toEqual([0, 0, 0, 0]);
    expect(safeCards(fiveInStock(0), withoutReturns)).toEqual([0, 0, 0, 0]);
    const drawn = fiveInStock(0);
    const top = drawn.stock[drawn.stock.length - 1]!;
    expect(safeCards({ ...drawn, stock: drawn.stock.slice(0, -1), waste: [top] }, drawThree)).toEqual([0, 0, 0, 0]);
  });

  it('does not call a won classic draw-3 position lost by burying the stock under the waste to take the Ace of hearts', () => {
    // KL1-D3N-DFBOULC after four actions: the Ace of hearts is the stock's last card, the waste holds 3
    // cards on the first of three passes; drawing to the Ace would bury the 6 of clubs, the 10 and 4 ...
    const position = parsePosition(
      'T1:; T2: #5s Qd Jc; T3: #8s #Kh 4d 3s; T4: #6s #3c #Ac Jd Tc; T5: #6h #Th 3d; T6: #5c #5h #7h #9d #8d 7c; ' +
        'T7: #2d #Ad #8h #4s #6d #7d Jh; F: - - - -; S: 6c Td 4c 2c Qs 2h Ts Qh 9c Kd Qc 2s Kc Js Ks 5d 7s 4h 8c 9h Ah; ' +
        'W: 9s 3h As; P: 1',
    );
    if (!position.ok) throw new Error(position.error.message);
    const solved = solve(position.value, classicThree, TEST_BUDGET);
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.result).toBe('won');
    if (solved.value.result === 'won') expect(replayLine(position.value, classicThree, solved.value.line)).toBe('won');
  });

  it('not the card before it: taking that one out would regroup the last card with others after a recycle', () => {
    expect(safeCards(fiveInStock(1), drawThree)).toEqual([0, 0, 0, 0]);
    expect(safeCards(fiveInStock(1), classicThree)).toEqual([0, 0, 0, 0]);
  });

  it('only a safe card: with hearts at 3 a returned 4 of hearts could come onto the 5 of clubs', () => {
    expect(safeCards(fiveInStock(0, [4, 3, 4, 4]), drawThree)).toEqual([0, 0, 0, 0]);
  });

  it('not in the quick searches, whose node counts stay as they were', () => {
    const state = new SolverState(fiveInStock(0), drawThree, true);
    applySafeMoves(state);
    expect(Array.from(state.foundations)).toEqual([4, 4, 4, 4]);
  });

  it('agrees with the plain exhaustive search on random small positions where it fires', () => {
    agreesWithPlainSearch({
      seed: 0x7a1e,
      ruleSets: MIXED_RULES,
      position: (random, k, rules) =>
        smallPosition(random, 10 + (k % 8), { passes: rules.passes, runs: 3, columns: 3, spread: 3, talonShare: 0.6 }),
      fires: (position, rules) => {
        const state = new SolverState(position, rules);
        const n = state.talonLength;
        const w = state.waste;
        // the waste's top (and in draw 1 the stock's next card) the older rule may take; the draws to
        // the last card bury nothing
        return (
          n > 0 &&
          w < n - (rules.draw === 1 ? 1 : 0) &&
          (w >= n - 1 || (!Number.isFinite(rules.passes) && w % rules.draw === 0)) &&
          state.safeToFoundation(state.talon[n - 1]!)
        );
      },
      tries: 20000,
      wanted: 20,
      untilTwoLost: true,
    });
  });
});

describe('a dead waste card on the last pass: a lower card of its suit and both cards it could go on lie under it', () => {
  const classicDraw3 = makeRules({ preset: 'classic', draw: 3 });
  // spades to 2, hearts and diamonds to 7, clubs done; the waste (bottom first) and the rest in the stock
  const withWaste = (
    waste: string,
    foundations = [2, 7, 7, 13],
    columns: readonly (readonly [string, number])[] = [],
    pass = 1,
  ): Position => {
    const position = build(columns, foundations);
    const cards = waste.split(' ').map(cardOfText);
    return { ...position, stock: position.stock.filter((c) => !cards.includes(c)), waste: cards, pass };
  };
  const dead = (position: Position, rules: Rules): boolean => new SolverState(position, rules).deadWaste();

  it('the 7 of spades over the 3 of spades and both red 8s never leaves the waste: lost, as the plain search says', () => {
    const position = withWaste('3s 8h 8d 7s');
    expect(dead(position, withoutReturns)).toBe(true);
    expect(solve(position, withoutReturns, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'lost' } });
    expect(plainWinnable(position, withoutReturns)).toBe(false);
  });

  it('not when a red 8 is in play, the lower spade is elsewhere, or the card is a King', () => {
    expect(dead(withWaste('3s 8h 7s', [2, 7, 7, 13], [['8d', 0]]), withoutReturns)).toBe(false);
    expect(dead(withWaste('8h 8d 7s'), withoutReturns)).toBe(false);
    // the King of spades over the 3 of spades may still go to an empty column
    expect(dead(withWaste('3s 9h Ks'), withoutReturns)).toBe(false);
  });

  it('only on the last pass: before it a recycle reorders what lies under what', () => {
    expect(dead(withWaste('3s 8h 8d 7s', [2, 7, 7, 13], [], 3), classicDraw3)).toBe(true);
    expect(dead(withWaste('3s 8h 8d 7s', [2, 7, 7, 13], [], 2), classicDraw3)).toBe(false);
    expect(dead(withWaste('3s 8h 8d 7s'), makeRules({ draw: 1 }))).toBe(false);
  });

  it('a red 8 on its foundation counts as under it only without foundation returns', () => {
    const position = withWaste('3s 8h 7s', [2, 7, 8, 13]);
    expect(dead(position, withoutReturns)).toBe(true);
    expect(dead(position, makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }))).toBe(false);
    expect(solve(position, withoutReturns, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'lost' } });
  });

  it('agrees with the plain exhaustive search on random small positions where it fires', () => {
    const random = seededRandom(0xdead);
    let fired = 0;
    for (let k = 0; k < 4000 && fired < 12; k++) {
      const rules = [withoutReturns, classicDraw3, makeRules({ preset: 'app', scoring: 'vegas', draw: 1 })][k % 3]!;
      const position = smallPosition(random, 12 + (k % 8), { passes: rules.passes, talonShare: 0.7, columns: 3 });
      if (!dead(position, rules)) continue;
      const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
      if (plain === null) continue;
      expect(plain, makePosition(position)).toBe(false);
      fired++;
    }
    expect(fired).toBeGreaterThanOrEqual(12);
  });
});

describe('a blocked column: under a card lie a lower card of its suit and both cards it could go on', () => {
  const app = makeRules({ draw: 1 });
  const blocked = (position: Position, rules: Rules): boolean => new SolverState(position, rules).blockedColumn();

  it('the Queen of hearts over the Jack of hearts and both black Kings never leaves its column: lost at once, as the plain search says', () => {
    const position = build([['Jh Ks Kc Qh', 3]], [12, 10, 13, 12]);
    for (const rules of [app, withoutReturns]) {
      expect(blocked(position, rules)).toBe(true);
      expect(solve(position, rules, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'lost', nodes: 0 } });
      expect(plainWinnable(position, rules)).toBe(false);
    }
  });

  it('two columns that hold each other: the Jacks of hearts and diamonds, each over the 10 the other needs and a black Queen', () => {
    const position = build(
      [
        ['Qs Td Jh', 2],
        ['Th Qc Jd', 2],
      ],
      [11, 9, 9, 11],
    );
    for (const rules of [app, withoutReturns]) {
      expect(blocked(position, rules)).toBe(true);
      expect(solve(position, rules, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'lost', nodes: 0 } });
      expect(plainWinnable(position, rules, 2_000_000, true)).toBe(false);
    }
    // the 10 of diamonds in the stock: the Jack of diamonds may go up, and then the Jack of hearts
    // finds a Queen
    expect(
      blocked(
        build(
          [
            ['Qs Jh', 1],
            ['Th Qc Jd', 2],
          ],
          [11, 9, 9, 11],
        ),
        app,
      ),
    ).toBe(false);
  });

  it('not when a King it could go on is elsewhere, the lower heart is elsewhere, or the card is a King', () => {
    // the King of clubs in the stock
    expect(blocked(build([['Jh Ks Qh', 2]], [12, 10, 13, 12]), app)).toBe(false);
    expect(blocked(build([['Jh Ks Qh', 2]], [12, 10, 13, 12]), withoutReturns)).toBe(false);
    // the Jack of hearts in the stock
    expect(blocked(build([['Ks Kc Qh', 2]], [12, 10, 13, 12]), app)).toBe(false);
    // the King of hearts over the Queen of hearts: it may go to an empty column
    expect(blocked(build([['Qh Kh', 1]], [13, 11, 13, 13]), withoutReturns)).toBe(false);
  });

  it('a King on its foundation counts as under it only without foundation returns (with them it can come back and take the Queen)', () => {
    const position = build([['Jh Ks Qh', 2]], [12, 10, 13, 13]);
    expect(blocked(position, withoutReturns)).toBe(true);
    expect(solve(position, withoutReturns, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'lost' } });
    expect(plainWinnable(position, withoutReturns)).toBe(false);
    expect(blocked(position, app)).toBe(false);
    expect(plainWinnable(position, app)).toBe(true);
    expect(solve(position, app, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'won' } });
  });

  it('agrees with the plain exhaustive search on random small positions where it fires', () => {
    const random = seededRandom(0xb10c);
    const ruleSets = [
      withoutReturns,
      makeRules({ preset: 'classic', draw: 3 }),
      app,
      makeRules({ draw: 3, scoring: 'vegas' }),
    ];
    const fired = ruleSets.map(() => 0);
    for (let k = 0; k < 20_000 && fired.some((n) => n < 4); k++) {
      const r = k % ruleSets.length;
      const rules = ruleSets[r]!;
      if (fired[r]! >= 4) continue;
      const position = smallPosition(random, 8 + (k % 8), {
        passes: rules.passes,
        talonShare: 0.3,
        columns: 2 + ((k >> 2) % 2),
      });
      if (!blocked(position, rules)) continue;
      const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
      if (plain === null) continue;
      expect(plain, makePosition(position)).toBe(false);
      fired[r]!++;
    }
    expect(fired).toEqual([4, 4, 4, 4]);
  });
});

describe('blocked with the waste: on the last pass without returns, waste cards join the set', () => {
  const classicDraw3 = makeRules({ preset: 'classic', draw: 3 });
  const blocked = (position: Position, rules: Rules): boolean => new SolverState(position, rules).blockedColumn();
  /** The position with its waste put back on top of the stock: what the columns alone say. */
  const wasteInStock = (position: Position): Position => ({
    ...position,
    stock: [...position.stock, ...[...position.waste].reverse()],
    waste: [],
  });
  // spades at 2, hearts and diamonds at 7, clubs done; the 6 of spades over the 8 of diamonds in T1,
  // the 7 of spades over the 8 of hearts over the 3 of spades in the waste
  const holding = (pass = 1): Position => {
    const position = build([['8d 6s', 1]], [2, 7, 7, 13]);
    const waste = ['3s', '8h', '7s'].map(cardOfText);
    return { ...position, stock: position.stock.filter((c) => !waste.includes(c)), waste, pass };
  };

  it('the 6 of spades waits for the 3 of spades under the 7, which waits for the 8 of diamonds under the 6: lost, as the plain search says', () => {
    const position = holding();
    const state = new SolverState(position, withoutReturns);
    expect(state.deadWaste()).toBe(false);
    expect(blocked(wasteInStock(position), withoutReturns)).toBe(false);
    expect(blocked(position, withoutReturns)).toBe(true);
    expect(solve(position, withoutReturns, TEST_BUDGET)).toMatchObject({
      ok: true,
      value: { result: 'lost', nodes: 0 },
    });
    expect(plainWinnable(position, withoutReturns)).toBe(false);
    // draw 3 on its last pass too
    expect(blocked(holding(3), classicDraw3)).toBe(true);
  });

  it('not before the last pass, with foundation returns, nor with the 8 of diamonds elsewhere', () => {
    expect(blocked(holding(2), classicDraw3)).toBe(false);
    // one pass with returns (draw 1 Vegas): the waste does not join (the rule stays a test of the start there)
    expect(blocked(holding(), makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }))).toBe(false);
    const free = build([['6s', 0]], [2, 7, 7, 13]);
    const waste = ['3s', '8h', '7s'].map(cardOfText);
    expect(blocked({ ...free, stock: free.stock.filter((c) => !waste.includes(c)), waste }, withoutReturns)).toBe(
      false,
    );
  });

  it('agrees with the plain exhaustive search on random small positions where only the waste makes it fire', () => {
    const random = seededRandom(0x3a57e);
    const ruleSets = [withoutReturns, classicDraw3];
    const fired = ruleSets.map(() => 0);
    for (let k = 0; k < 40_000 && fired.some((n) => n < 6); k++) {
      const r = k % ruleSets.length;
      const rules = ruleSets[r]!;
      if (fired[r]! >= 6) continue;
      const position = smallPosition(random, 8 + (k % 8), {
        passes: rules.passes,
        talonShare: 0.5,
        columns: 2 + ((k >> 1) % 2),
      });
      if (!blocked(position, rules) || blocked(wasteInStock(position), rules)) continue;
      if (new SolverState(position, rules).deadWaste()) continue;
      const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
      if (plain === null) continue;
      expect(plain, makePosition(position)).toBe(false);
      fired[r]!++;
    }
    expect(fired).toEqual([6, 6]);
  });
});

describe('a foundation move off a face-up card waits for its use', () => {
  const foundationMoves = (position: Position, rules: Rules, complete = false): number => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves, { complete });
    let found = 0;
    for (let k = 0; k < count; k++) if (moveKind(entryMove(moves[k]!)) === MoveKind.columnToFoundation) found++;
    return found;
  };

  it('leaves the 8 of spades on the 9 of hearts while nothing can use the move: the 9 of spades face down, the 9 of hearts stuck', () => {
    // spades at 7, hearts at 5, diamonds up, clubs at 8 (the 8 of clubs cannot go on the 9 of hearts)
    const waiting = build([['9s 9h 8s', 1]], [7, 5, 13, 8]);
    expect(foundationMoves(waiting, withoutReturns)).toBe(0);
    expect(foundationMoves(waiting, withoutReturns, true)).toBe(1);
    // the 9 of spades in the stock could follow it up
    expect(foundationMoves(build([['Kh 9h 8s', 1]], [7, 5, 13, 8]), withoutReturns)).toBe(1);
    // the 9 of hearts could follow it to its foundation
    expect(foundationMoves(build([['9s 9h 8s', 1]], [7, 8, 13, 8]), withoutReturns)).toBe(1);
    // the 8 of clubs in the stock could go on the 9 of hearts
    expect(foundationMoves(build([['9s 9h 8s', 1]], [7, 5, 13, 7]), withoutReturns)).toBe(1);
    // the 10 of spades on top of T2 could take the 9 of hearts
    expect(
      foundationMoves(
        build(
          [
            ['9s 9h 8s', 1],
            ['Qh Ts', 1],
          ],
          [7, 5, 13, 8],
        ),
        withoutReturns,
      ),
    ).toBe(1);
  });

  it('agrees with the plain exhaustive search on random small positions where it fires', () => {
    agreesWithPlainSearch({
      seed: 0xf0f0,
      ruleSets: MIXED_RULES,
      position: (random, k, rules) =>
        smallPosition(random, 10 + (k % 8), { passes: rules.passes, runs: 4, columns: 3 }),
      fires: (position, rules) => foundationMoves(position, rules) !== foundationMoves(position, rules, true),
      tries: 6000,
      wanted: 24,
    });
  });
});

describe('in draw 1 with unlimited passes a waste card goes to a column only for a chain of cards ending outside the talon', () => {
  const drawOne = makeRules({ draw: 1 });
  const drawOneNoReturns: Rules = { ...drawOne, foundationToColumn: false };
  /** The stock and waste cards the generator plays to a column, and those `canReceive` alone would let it play. */
  const wastePlays = (position: Position, rules: Rules): { listed: Set<number>; receivable: Set<number> } => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const listed = new Set<number>();
    const count = generateMoves(state, moves);
    for (let k = 0; k < count; k++) {
      const move = entryMove(moves[k]!);
      if (moveKind(move) === MoveKind.waste && moveB(move) !== 7) listed.add(state.talon[moveA(move) - 1]!);
    }
    const receivable = new Set<number>();
    const complete = generateMoves(state, moves, { complete: true });
    for (let k = 0; k < complete; k++) {
      const move = entryMove(moves[k]!);
      if (moveKind(move) !== MoveKind.waste || moveB(move) === 7) continue;
      const card = state.talon[moveA(move) - 1]!;
      if (state.canReceive(card, -1)) receivable.add(card);
    }
    return { listed, receivable };
  };

  it('does not play the 9 of hearts onto the 10 of spades when the black 8s could only hold red 7s lying face down', () => {
    // every other card in the stock: a black 8 could go on the 9, but nothing could go on that 8
    const buried = build([['7h 7d Ts', 2]], [0, 0, 0, 0]);
    const nine = cardOfText('9h');
    const plays = wastePlays(buried, drawOne);
    expect(plays.receivable.has(nine)).toBe(true);
    expect(plays.listed.has(nine)).toBe(false);
    // the 7 of hearts heading a column: 9, black 8, 7 can follow one another
    expect(
      wastePlays(
        build(
          [
            ['7d Ts', 1],
            ['7h', 0],
          ],
          [0, 0, 0, 0],
        ),
        drawOne,
      ).listed.has(nine),
    ).toBe(true);
    // the 7s on their foundations: with returns one can come back onto the 8, without not
    expect(wastePlays(build([['Ts', 0]], [0, 0, 7, 0]), drawOne).listed.has(cardOfText('9d'))).toBe(true);
    expect(wastePlays(build([['Ts', 0]], [0, 0, 7, 0]), drawOneNoReturns).listed.has(cardOfText('9d'))).toBe(false);
  });

  it('agrees with the plain exhaustive search on random small positions where a chain is missing', () => {
    agreesWithPlainSearch({
      seed: 0xc4a1,
      ruleSets: [drawOne, drawOneNoReturns],
      position: (random, k) => smallPosition(random, 10 + (k % 8), { runs: 2, columns: 3 + (k % 2), talonShare: 0.6 }),
      fires: (position, rules) => {
        const plays = wastePlays(position, rules);
        return [...plays.receivable].some((card) => !plays.listed.has(card));
      },
      tries: 20000,
      wanted: 30,
      untilTwoLost: true,
    });
  });
});

/**
 * The waiting rules as they were before they looked at which stock and waste cards one macro move
 * plays now: every talon card counted as available.
 */
class WholeTalonState extends SolverState {
  override markUp(): void {
    super.markUp();
    for (let k = 0; k < this.talonLength; k++) this.up[this.talon[k]!] = 1;
  }
}

describe('the waiting rules count only the stock and waste cards one macro move plays now', () => {
  const moveCount = (state: SolverState): number => generateMoves(state, new Int32Array(MAX_MOVES));

  it('does not empty T1 for the King of clubs buried in the waste on the last pass', () => {
    // classic draw 1, one pass: the King of clubs lies under the 8 of hearts in the waste, so no
    // King can come into an emptied column next
    const kingsAtHome = build(
      [
        ['7h', 0],
        ['Ks Qh Js Th 9s 8s', 0],
        ['Kh', 0],
        ['Kd', 0],
      ],
      [7, 6, 12, 12],
    );
    const buried = (waste: string): Position => {
      const cards = waste.split(' ').map(cardOfText);
      return { ...kingsAtHome, waste: cards, stock: kingsAtHome.stock.filter((c) => !cards.includes(c)) };
    };
    expect(columnMoveNames(new SolverState(buried('Kc 8h'), withoutReturns))).not.toContain('T1-T2@0');
    expect(columnMoveNames(new WholeTalonState(buried('Kc 8h'), withoutReturns))).toContain('T1-T2@0');
    // on top of the waste it can come at once
    expect(columnMoveNames(new SolverState(buried('8h Kc'), withoutReturns))).toContain('T1-T2@0');
    // still won: the 7 and then the 8 of hearts go up, and the King of clubs comes free
    const position = buried('Kc 8h');
    expect(plainWinnable(position, withoutReturns)).toBe(true);
    const solved = solve(position, withoutReturns, TEST_BUDGET);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('not won');
    expect(replayLine(position, withoutReturns, solved.value.line)).toBe('won');
  });

  it('agrees with the plain exhaustive search on random small positions where it leaves moves out', () => {
    agreesWithPlainSearch({
      seed: 0x7a10,
      ruleSets: [
        withoutReturns,
        makeRules({ preset: 'classic', draw: 3 }),
        makeRules({ preset: 'app', scoring: 'vegas', draw: 3 }),
        makeRules({ draw: 3 }),
      ],
      position: (random, k, rules) =>
        smallPosition(random, 10 + (k % 8), { passes: rules.passes, runs: 4, columns: 3, talonShare: 0.6 }),
      fires: (position, rules) =>
        moveCount(new SolverState(position, rules)) !== moveCount(new WholeTalonState(position, rules)),
      tries: 8000,
      wanted: 24,
    });
  });
});

describe('a run split leads back to its own key: the search does not list it', () => {
  /** The run splits among a position's listed moves: a run moved off a face-up card onto a column. */
  const splits = (state: SolverState, complete: boolean): number[] => {
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves, { complete });
    const out: number[] = [];
    for (let k = 0; k < count; k++) {
      const m = entryMove(moves[k]!);
      if (moveKind(m) === MoveKind.columnToColumn && moveC(m) > state.down[moveA(m)]! && state.length[moveB(m)]! > 0)
        out.push(m);
    }
    return out;
  };

  it('does not move the 8 of spades off the 9 of hearts onto the 9 of diamonds, the twin that would hold it', () => {
    // the 9 of hearts is exposed for the 8 of clubs next, which could as well go on the 9 of diamonds
    const position = build(
      [
        ['Kc 9h 8s', 1],
        ['Qc 9d', 1],
        ['Ks 8c', 1],
      ],
      [7, 7, 7, 7],
    );
    expect(splits(new SolverState(position, withoutReturns), true)).toHaveLength(1);
    expect(splits(new SolverState(position, withoutReturns), false)).toEqual([]);
  });

  it('every split, with the safe moves after it, has the key of the position before (random positions)', () => {
    const random = seededRandom(0x5b17);
    const ruleSets = [withoutReturns, makeRules({ draw: 3 }), makeRules({ draw: 1 })];
    let checked = 0;
    for (let k = 0; k < 3000 && checked < 200; k++) {
      const rules = ruleSets[k % ruleSets.length]!;
      const position = smallPosition(random, 14 + (k % 10), { passes: rules.passes, runs: 5, columns: 5 });
      const state = new SolverState(position, rules);
      applySafeMoves(state);
      const key = [state.computeKey(), state.keyLowHalf];
      for (const split of splits(state, true)) {
        state.apply(split);
        expect(applySafeMoves(state), makePosition(position)).toBe(0);
        expect([state.computeKey(), state.keyLowHalf], makePosition(position)).toEqual(key);
        state.undo();
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(200);
  });

  it('agrees with the plain exhaustive search on random small positions with a split to leave out', () => {
    agreesWithPlainSearch({
      seed: 0x5b18,
      ruleSets: MIXED_RULES,
      position: (random, k, rules) =>
        smallPosition(random, 10 + (k % 8), { passes: rules.passes, runs: 4, columns: 4 }),
      fires: (position, rules) => {
        const state = new SolverState(position, rules);
        applySafeMoves(state);
        return splits(state, true).length > 0;
      },
      tries: 8000,
      wanted: 24,
      untilTwoLost: true,
    });
  });
});

describe('a return waits for a card that can really come onto it, or a top for the card under it', () => {
  const withReturns = makeRules({ draw: 1 });
  const returns = (position: Position, rules: Rules, complete = false): number => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves, { complete });
    let found = 0;
    for (let k = 0; k < count; k++) if (moveKind(entryMove(moves[k]!)) === MoveKind.foundationToColumn) found++;
    return found;
  };

  /**
   * Hearts at 9, the 10 of clubs on top of T2 to take the 9 of hearts back, the 8 of clubs face down
   * in T3, and `first` (and `more`) as the first columns.
   */
  const nineOfHeartsUp = (first: string, diamonds: number, ...more: string[]): Position =>
    build(
      [[`Kc ${first}`, 1], ['Ks Tc', 1], ['8c Qd', 1], ...more.map((c): [string, number] => [c, 1])],
      [5, 9, diamonds, 5],
    );

  it('does not return the 9 of hearts for the 8 of spades lying on the 9 of diamonds', () => {
    // the 8 of spades could as well stay on the 9 of diamonds, its twin: moving it onto the returned
    // 9 only moves the twin's tail; the black 9s are in the stock
    const onTwin = nineOfHeartsUp('9d 8s', 6);
    expect(returns(onTwin, withReturns)).toBe(0);
    expect(returns(onTwin, withReturns, true)).toBe(1);
    // the 8 of spades heading its column's face-up cards: moving it turns up the King of clubs
    expect(returns(nineOfHeartsUp('8s', 6), withReturns)).toBe(1);
  });

  it('does not return the 9 of hearts for the 8 of hearts when no black 9 is a column top', () => {
    // the 9 of spades is face up under the 8 of diamonds, the 9 of clubs in the stock; both black 8s
    // face down
    const covered = nineOfHeartsUp('9s 8d', 7, '8s Jd');
    expect(returns(covered, withReturns)).toBe(0);
    expect(returns(covered, withReturns, true)).toBe(1);
    // the 9 of spades a column's top: the 8 of hearts can come down onto it right after
    expect(returns(nineOfHeartsUp('9s', 7, '8s Jd'), withReturns)).toBe(1);
  });

  it('agrees with the plain exhaustive search on random small positions where a return waits', () => {
    agreesWithPlainSearch({
      seed: 0x7e70,
      ruleSets: WITH_RETURNS,
      position: smallWithRuns,
      fires: (position, rules) => returns(position, rules) !== returns(position, rules, true),
      tries: 20000,
      wanted: 30,
      untilTwoLost: true,
    });
  });
});

describe('right after a return, or a waste card played to a column in draw 1, only its use or a move that waits comes next', () => {
  /**
   * The moves listed after `move` (a return, or a waste card to a column) and the ones
   * {@link keepAfterWaitingMove} keeps, or null when a safe move follows it.
   */
  const after = (position: Position, rules: Rules, move: number): { listed: number[]; kept: number[] } | null => {
    const state = new SolverState(position, rules);
    state.apply(move);
    if (applySafeMoves(state) > 0) return null;
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves);
    const listed = Array.from(moves.subarray(0, count), entryMove);
    const play = moveKind(move) === MoveKind.waste;
    const endless = rules.draw === 1 && rules.passes === Infinity;
    const kept = keepAfterWaitingMove(state, moves, count, state.top(moveB(move)), play, play && !endless);
    return { listed, kept: Array.from(moves.subarray(0, kept), entryMove) };
  };
  /**
   * The listed moves that wait for a card put on the card they move (or, for a play outside draw 1
   * with unlimited passes, for the next move of the stock and waste too): returns, and waste cards to
   * a column.
   */
  const waitingMoves = (position: Position, rules: Rules): number[] => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves);
    return Array.from(moves.subarray(0, count), entryMove).filter(
      (m) =>
        moveKind(m) === MoveKind.foundationToColumn || (moveKind(m) === MoveKind.waste && moveB(m) !== TO_FOUNDATION),
    );
  };
  /** Whether a listed waiting move (of `kind` only, when given) is followed by a move left out. */
  const dropsAMove = (position: Position, rules: Rules, kind?: number): boolean =>
    waitingMoves(position, rules).some((move) => {
      if (kind !== undefined && moveKind(move) !== kind) return false;
      const next = after(position, rules, move);
      return next !== null && next.kept.length < next.listed.length;
    });
  /**
   * In a position of {@link handBuilt} (spades at 9, hearts, diamonds and clubs at 5; the card X the
   * move leaves in T1, T2's first face-up card fitting on X, T3's Jack of diamonds over a face-down
   * card and T4's Queen of spades over the King of hearts): after
   * `move`, T2 onto X is kept, the Jack of diamonds onto the Queen of spades is listed but dropped,
   * and the position is won by a line the engine replays.
   */
  const handBuilt = (first: string, second: string, underJack: string): Position =>
    build(
      [
        [first, 1],
        [second, 1],
        [`${underJack} Jd`, 1],
        ['Kh Qs', 1],
      ],
      [9, 5, 5, 5],
    );
  const keepsTheUseOnly = (position: Position, rules: Rules, move: number): void => {
    const next = after(position, rules, move)!;
    const use = makeMove(MoveKind.columnToColumn, 1, 0, 1, 0);
    const elsewhere = makeMove(MoveKind.columnToColumn, 2, 3, 1, 0);
    expect(next.listed).toContain(use);
    expect(next.listed).toContain(elsewhere);
    expect(next.kept).toContain(use);
    expect(next.kept).not.toContain(elsewhere);
    const solved = solve(position, rules, TEST_BUDGET);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('expected a win');
    expect(replayLine(position, rules, solved.value.line)).toBe('won');
  };

  it('after the 9 of spades comes back onto the 10 of hearts, the 8 of hearts may come onto it, the Jack of diamonds may not go onto the Queen of spades', () => {
    // spades at 9, the 8 of hearts heading T2 (the return's use), the Jack of diamonds over the King
    // of diamonds in T3 and the Queen of spades in T4: moving the Jack turns up a card, and nothing in
    // it needs the 9 of spades down, so it can as well come before the return
    const position = handBuilt('Kc Th', 'Qd 8h', 'Kd');
    // draw 3: in draw 1 with unlimited passes the 6s in the stock would go up at once (safe)
    const rules = makeRules({ draw: 3 });
    const back = makeMove(MoveKind.foundationToColumn, 0, 0, 0, 0);
    expect(waitingMoves(position, rules)).toContain(back);
    keepsTheUseOnly(position, rules, back);
  });

  it('after the 9 of hearts is played onto the 10 of spades (draw 1), the 8 of clubs may come onto it, the Jack of diamonds may not go onto the Queen of spades', () => {
    // the 6s of hearts, diamonds and clubs (safe) lie face down, so no stock card goes up by itself
    const position = handBuilt('6h Ts', '6d 8c', '6c');
    const rules = makeRules({ draw: 1 });
    const state = new SolverState(position, rules);
    const play = waitingMoves(position, rules).find(
      (m) => moveKind(m) === MoveKind.waste && state.talon[moveA(m) - 1] === cardOfText('9h') && moveB(m) === 0,
    )!;
    expect(play).toBeDefined();
    keepsTheUseOnly(position, rules, play);
  });

  it('after the 9 of hearts is played onto the 10 of spades (draw 1), the 10 of clubs may not be played onto the Jack of diamonds; after the 10 of clubs is, a red 9 may come onto it, the Jack of hearts not onto the Queen of spades', () => {
    // a play waits for a card put on the card played; another play elsewhere waits for a card put on
    // its own card, never the same move, so it does not come between a play and its use
    const position = handBuilt('6h Ts', '6d 8c', '6c');
    const rules = makeRules({ draw: 1 });
    const state = new SolverState(position, rules);
    const playOf = (card: string, column: number): number =>
      waitingMoves(position, rules).find(
        (m) => moveKind(m) === MoveKind.waste && state.talon[moveA(m) - 1] === cardOfText(card) && moveB(m) === column,
      )!;
    const nine = playOf('9h', 0);
    const ten = playOf('Tc', 2);
    expect(nine).toBeDefined();
    expect(ten).toBeDefined();
    /** The waste cards to a column listed after `move`, and those kept, as "card column". */
    const plays = (move: number): { listed: string[]; kept: string[] } => {
      const next = after(position, rules, move)!;
      const after1 = new SolverState(position, rules);
      after1.apply(move);
      const name = (m: number): string => `${after1.talon[moveA(m) - 1]!} ${moveB(m)}`;
      const isPlay = (m: number): boolean => moveKind(m) === MoveKind.waste && moveB(m) !== TO_FOUNDATION;
      return { listed: next.listed.filter(isPlay).map(name), kept: next.kept.filter(isPlay).map(name) };
    };
    const afterNine = plays(nine);
    expect(afterNine.listed).toContain(`${cardOfText('Tc')} 2`);
    expect(afterNine.kept).not.toContain(`${cardOfText('Tc')} 2`);
    const afterTen = plays(ten);
    for (const red of ['9h', '9d']) {
      expect(afterTen.listed).toContain(`${cardOfText(red)} 2`);
      expect(afterTen.kept).toContain(`${cardOfText(red)} 2`);
    }
    // onto the 10 of spades too (its twin, a column's top: the key does not tell the two apart); the
    // Jack of hearts onto the Queen of spades is elsewhere
    expect(afterTen.kept).toContain(`${cardOfText('9h')} 0`);
    expect(afterTen.listed).toContain(`${cardOfText('Jh')} 3`);
    expect(afterTen.kept).not.toContain(`${cardOfText('Jh')} 3`);
    const solved = solve(position, rules, TEST_BUDGET);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('expected a win');
    expect(replayLine(position, rules, solved.value.line)).toBe('won');
  });

  it('plays the 7 of clubs onto a red 8 right after the 8 is played onto the 9 of spades, for the 6 of diamonds over the 5', () => {
    // no returns; the 7 of clubs is the only black 7 off its foundation, the red 8s are stock cards and
    // the 9 of spades the only black 9 a top: the 6 of diamonds comes off the 5 only onto the 7 of
    // clubs played onto a red 8 played onto the 9, the play of the 7 right after that of the 8 (the
    // quick searches send the 7 up at once and lose)
    const position = build(
      [
        ['9s', 0],
        ['5d 6d', 1],
      ],
      [8, 7, 4, 6],
    );
    const rules: Rules = { ...makeRules({ draw: 1 }), foundationToColumn: false };
    const solved = solve(position, rules, TEST_BUDGET);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('expected a win');
    expect(replayLine(position, rules, solved.value.line)).toBe('won');
  });

  it('agrees with the plain exhaustive search on random small positions where it drops a waste card played elsewhere after a play (draw 1, unlimited passes)', () => {
    const dropsAPlay = (position: Position, rules: Rules): boolean =>
      waitingMoves(position, rules).some((move) => {
        if (moveKind(move) !== MoveKind.waste) return false;
        const next = after(position, rules, move);
        return (
          next !== null &&
          next.listed.some(
            (m) => moveKind(m) === MoveKind.waste && moveB(m) !== TO_FOUNDATION && !next.kept.includes(m),
          )
        );
      });
    agreesWithPlainSearch({
      seed: 0x9a1e,
      ruleSets: [
        makeRules({ draw: 1 }),
        makeRules({ preset: 'stilldeck', draw: 1 }),
        { ...makeRules({ draw: 1 }), foundationToColumn: false },
      ],
      position: smallWithRuns,
      fires: dropsAPlay,
      tries: 20000,
      wanted: 30,
      untilTwoLost: true,
    });
  });

  it('agrees with the plain exhaustive search on random small positions where it drops a move after a return', () => {
    agreesWithPlainSearch({
      seed: 0x2e7a,
      ruleSets: WITH_RETURNS,
      position: smallWithRuns,
      fires: (position, rules) => dropsAMove(position, rules, MoveKind.foundationToColumn),
      tries: 20000,
      wanted: 30,
      untilTwoLost: true,
    });
  });

  it('agrees with the plain exhaustive search on random small positions where it drops a move after a waste card played (draw 1, unlimited passes)', () => {
    agreesWithPlainSearch({
      seed: 0x91a7,
      ruleSets: [makeRules({ draw: 1 }), makeRules({ preset: 'stilldeck', draw: 1 })],
      position: smallWithRuns,
      fires: (position, rules) => dropsAMove(position, rules),
      tries: 20000,
      wanted: 30,
      untilTwoLost: true,
    });
  });

  it('after the 9 of hearts is played onto the 10 of spades (draw 3), the 8 of clubs may come onto it and every move of the stock and waste stays, the Jack of diamonds may not go onto the Queen of spades', () => {
    // in draw 3 a play changes which cards later draws turn up, so the next move of the stock and
    // waste may be its use; a move that turns up a card elsewhere can as well come before the play
    const dealt = handBuilt('6h Ts', '6d 8c', '6c');
    // the 9 of hearts third from the stock's top: the first draw of three turns it up
    const stock = dealt.stock.filter((c) => c !== cardOfText('9h'));
    stock.splice(stock.length - 2, 0, cardOfText('9h'));
    const position: Position = { ...dealt, stock };
    const rules = makeRules({ draw: 3 });
    const play = waitingMoves(position, rules).find(
      (m) => moveKind(m) === MoveKind.waste && moveA(m) === 3 && moveB(m) === 0,
    )!;
    expect(play).toBeDefined();
    keepsTheUseOnly(position, rules, play);
    const next = after(position, rules, play)!;
    const talonMoves = next.listed.filter((m) => moveKind(m) === MoveKind.waste);
    expect(talonMoves.length).toBeGreaterThan(1);
    expect(next.kept.filter((m) => moveKind(m) === MoveKind.waste)).toEqual(talonMoves);
  });

  it('agrees with the plain exhaustive search on random small positions where it drops a move after a waste card played (draw 3, or limited passes)', () => {
    agreesWithPlainSearch({
      seed: 0x3d31,
      ruleSets: [
        makeRules({ draw: 3 }),
        makeRules({ preset: 'classic', draw: 3 }),
        makeRules({ preset: 'app', scoring: 'vegas', draw: 1 }),
        makeRules({ preset: 'app', scoring: 'vegas', draw: 3 }),
      ],
      position: smallWithRuns,
      fires: (position, rules) => dropsAMove(position, rules, MoveKind.waste),
      tries: 20000,
      wanted: 30,
      untilTwoLost: true,
    });
  });
});

describe('in draw 1 with unlimited passes a stock or waste card goes to its foundation only when the next card of its suit is in play', () => {
  const drawOne = makeRules({ draw: 1 });
  const drawOneNoReturns: Rules = { ...drawOne, foundationToColumn: false };
  /** The stock and waste cards the generator sends to their foundations (with `complete`: every one that fits). */
  const wasteUp = (position: Position, rules: Rules, complete = false): Set<number> => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves, { complete });
    const up = new Set<number>();
    for (let k = 0; k < count; k++) {
      const move = entryMove(moves[k]!);
      if (moveKind(move) === MoveKind.waste && moveB(move) === TO_FOUNDATION) up.add(state.talon[moveA(move) - 1]!);
    }
    return up;
  };
  const five = cardOfText('5h');

  it('keeps the 5 of hearts in the stock while the 6 of hearts lies face down, and sends it up once the 6 is in play', () => {
    // hearts at 4, the black 4s in the stock: the safe rule leaves the 5 alone
    const buried = build([['6h Kc', 1]], [0, 4, 0, 0]);
    expect(wasteUp(buried, drawOne).has(five)).toBe(false);
    expect(wasteUp(buried, drawOneNoReturns).has(five)).toBe(false);
    expect(wasteUp(buried, drawOne, true).has(five)).toBe(true);
    // the 6 face up in a column, or in the stock too
    expect(wasteUp(build([['6h', 0]], [0, 4, 0, 0]), drawOne).has(five)).toBe(true);
    expect(wasteUp(build([['Kc', 0]], [0, 4, 0, 0]), drawOne).has(five)).toBe(true);
    // a King goes up: nothing ever follows it
    expect(wasteUp(build([['Kc', 0]], [0, 12, 0, 0]), drawOne).has(cardOfText('Kh'))).toBe(true);
    // draw 3, or a pass limit: a card left in the talon may not be reachable later, so it goes up now
    expect(wasteUp(buried, makeRules({ draw: 3 })).size).toBeGreaterThan(0);
    const oneDeal = { ...buried, stock: buried.stock.filter((c) => c !== five).concat(five) };
    expect(wasteUp(oneDeal, makeRules({ preset: 'app', scoring: 'vegas', draw: 1 })).has(five)).toBe(true);
  });

  it('sends the Jack of clubs up from the stock for the Queen of clubs, which must go up to turn a card', () => {
    // the Queen of clubs can go nowhere else (no red King is a top), and the Jack is not safe (the 10 of
    // diamonds lies face down): a search that kept the Jack in the stock would call this lost
    const parsed = parsePosition(
      'T1: #Ks Js; T2: #Td #Jd #Qh #Kh #Kd Qc; T3: Qs; T4:; T5:; T6:; T7:; F: Ts Th 9d Tc; S: Jc Jh Kc; W: Qd; P: 1',
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(plainWinnable(parsed.value, drawOneNoReturns)).toBe(true);
    const solved = solve(parsed.value, drawOneNoReturns, TEST_BUDGET);
    if (!solved.ok) throw new Error(solved.error.message);
    expect(solved.value.result).toBe('won');
    if (solved.value.result === 'won')
      expect(replayLine(parsed.value, drawOneNoReturns, solved.value.line)).toBe('won');
  });

  it('agrees with the plain exhaustive search on random small positions where a foundation move waits', () => {
    agreesWithPlainSearch({
      seed: 0x5f0d,
      ruleSets: [drawOne, drawOneNoReturns, makeRules({ preset: 'stilldeck', draw: 1 })],
      position: (random, k) =>
        smallPosition(random, 10 + (k % 8), { runs: 1 + (k % 3), columns: 3 + (k % 2), talonShare: 0.6, spread: 3 }),
      fires: (position, rules) => {
        const listed = wasteUp(position, rules);
        return [...wasteUp(position, rules, true)].some((card) => !listed.has(card));
      },
      tries: 20000,
      wanted: 40,
      untilTwoLost: true,
    });
  });
});
