import { describe, expect, it } from 'vitest';
import { makePosition, makeRules, type Position, type Rules } from '@klondike/engine';
import { TWIN } from '../src/cards.js';
import { solve } from '../src/index.js';
import { lineOf } from '../src/line.js';
import { entryMove, generateMoves, MAX_MOVES } from '../src/moves.js';
import { moveD, moveKind, MoveKind, SolverState } from '../src/state.js';
import { build, plainWinnable, replayLine, smallPosition, TEST_BUDGET } from './helpers.js';
import { seededRandom } from '@klondike/engine/testing';

/**
 * Twins (two cards of one rank and colour, README.md, "Twins"): the key forgets which of two face-up
 * twins holds which tail, and the twins' macro (the tail onto the twin, then the card to its
 * foundation) gives the foundation move the other arrangement has. Checked against the plain
 * exhaustive search on random small positions where twins with tails are face up.
 */

const keyOf = (position: Position, rules: Rules): string => {
  const state = new SolverState(position, rules);
  return `${state.keyHigh()}:${state.keyLow()}`;
};

const rules = makeRules({ draw: 1 });

describe('the key forgets which twin holds which tail', () => {
  it('gives one key to the 8s on the 9h and the 8c on the 9d, and the other way round', () => {
    const a = build(
      [
        ['Kc 9h 8s', 1],
        ['Qc 9d 8c 7h', 1],
      ],
      [3, 3, 3, 3],
    );
    const b = build(
      [
        ['Kc 9h 8c 7h', 1],
        ['Qc 9d 8s', 1],
      ],
      [3, 3, 3, 3],
    );
    expect(keyOf(a, rules)).toBe(keyOf(b, rules));
  });

  it('and to a tail on either twin when the other twin holds none', () => {
    const a = build(
      [
        ['Kc 9h 8s 7d', 1],
        ['Qc 9d', 1],
        ['Jd', 0],
      ],
      [3, 3, 3, 3],
    );
    const b = build(
      [
        ['Kc 9h', 1],
        ['Qc 9d 8s 7d', 1],
        ['Jd', 0],
      ],
      [3, 3, 3, 3],
    );
    expect(keyOf(a, rules)).toBe(keyOf(b, rules));
  });

  it('keeps apart a tail on a card whose twin is face down, and the columns under the twins', () => {
    // the 9d face down: the 8s on the 9h is not interchangeable with anything
    const a = build(
      [
        ['Kc 9h 8s', 1],
        ['9d Qc', 1],
      ],
      [3, 3, 3, 3],
    );
    const b = build(
      [
        ['Kc 9h', 1],
        ['9d Qc', 1],
      ],
      [3, 3, 3, 3],
    );
    expect(keyOf(a, rules)).not.toBe(keyOf(b, rules));
    // the twins themselves change places: the cards under them differ, so do the positions
    const c = build(
      [
        ['Kc 9h 8s', 1],
        ['Qc 9d', 1],
      ],
      [3, 3, 3, 3],
    );
    const d = build(
      [
        ['Kc 9d 8s', 1],
        ['Qc 9h', 1],
      ],
      [3, 3, 3, 3],
    );
    expect(keyOf(c, rules)).not.toBe(keyOf(d, rules));
  });
});

describe("the twins' macro", () => {
  // spades at 7: the 8s could go up, but the 7h lies on it; its twin the 8c is T2's top
  const position = build(
    [
      ['Kh 8s 7h', 1],
      ['Qh 8c', 1],
    ],
    [7, 5, 13, 5],
  );

  it('moves the tail onto the twin and the card up, and undoes both', () => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves);
    const macros = Array.from(moves.subarray(0, count), entryMove).filter(
      (m) => moveKind(m) === MoveKind.columnToColumn && moveD(m) === 1,
    );
    expect(macros).toHaveLength(1);
    expect(lineOf(position, rules, macros)).toEqual(['T1-T2', 'T1-F']);
    const before = makePosition(state.toPosition());
    state.apply(macros[0]!);
    expect(state.foundations[0]).toBe(8);
    expect(state.down[0]).toBe(0);
    expect(state.toPosition().tableau[1]!.cards.map((c) => c % 13)).toEqual([11, 7, 6]);
    state.undo();
    expect(makePosition(state.toPosition())).toBe(before);
  });

  it('is not listed when the engine single actions are asked for', () => {
    const state = new SolverState(position, rules);
    const moves = new Int32Array(MAX_MOVES);
    const count = generateMoves(state, moves, { complete: true });
    expect(Array.from(moves.subarray(0, count), entryMove).some((m) => moveD(m) === 1)).toBe(false);
  });

  it('wins where the 8s must go up from under the 7d and the 7d fits only on its twin (the plain search agrees)', () => {
    // classic draw 1: the 7d on the 8s fits only on the 8c; the 8s must go up to turn up the 6d. The
    // 7d onto the 8c gives a position with the twins' tails the other way round, one key with this
    // one, so without the macro the search would never send the 8s up and would call this lost
    const classic = makeRules({ preset: 'classic', draw: 1 });
    const locked = build(
      [
        ['6d 8s 7d', 1],
        ['8c', 0],
      ],
      [7, 13, 5, 7],
    );
    expect(plainWinnable(locked, classic, 100_000, true)).toBe(true);
    const solved = solve(locked, classic, { ...TEST_BUDGET, maxNodes: 200_000 });
    expect(solved.ok && solved.value.result).toBe('won');
    if (solved.ok && solved.value.result === 'won') expect(replayLine(locked, classic, solved.value.line)).toBe('won');
  });

  it('wins with a line the engine replays', () => {
    const solved = solve(position, rules, { ...TEST_BUDGET, maxNodes: 200_000 });
    expect(solved.ok && solved.value.result).toBe('won');
    if (solved.ok && solved.value.result === 'won') expect(replayLine(position, rules, solved.value.line)).toBe('won');
  });
});

/** Whether two twins are face up in the columns and one of them holds a tail. */
function hasTwinsWithTail(position: Position): boolean {
  const up = new Map<number, boolean>();
  for (const column of position.tableau)
    for (let j = column.down; j < column.cards.length; j++) up.set(column.cards[j]!, j + 1 < column.cards.length);
  for (const [card, tail] of up) if (up.has(TWIN[card]!) && (tail || up.get(TWIN[card]!))) return true;
  return false;
}

describe('never wrong with twins: solve agrees with the plain exhaustive search where face-up twins hold tails', () => {
  const ruleSets: readonly [string, Rules][] = [
    ['app draw 1', makeRules({ draw: 1 })],
    ['app draw 3', makeRules({ draw: 3 })],
    ['classic draw 1', makeRules({ preset: 'classic', draw: 1 })],
    ['stilldeck draw 3 Vegas', makeRules({ preset: 'stilldeck', draw: 3, scoring: 'vegas' })],
  ];
  for (const [name, ruleSet] of ruleSets) {
    it(name, () => {
      // seeds that deal a lost position in every rule set (lost ones are rare here)
      const random = seededRandom(8 + name.length * 977);
      let compared = 0;
      let lost = 0;
      for (let k = 0; k < 400 && compared < 30; k++) {
        const position = smallPosition(random, 9 + (k % 8), {
          passes: ruleSet.passes,
          columns: 3 + (k % 3),
          spread: 4,
          talonShare: 0.25,
          runs: 4,
        });
        if (!hasTwinsWithTail(position)) continue;
        const plain = plainWinnable(position, ruleSet, 12_000, true);
        if (plain === null) continue;
        const solved = solve(position, ruleSet, { ...TEST_BUDGET, maxNodes: 2_000_000 });
        if (!solved.ok) throw new Error(solved.error.message);
        const verdict = solved.value.result;
        expect(verdict, `${name}: ${makePosition(position)}`).toBe(plain ? 'won' : 'lost');
        if (solved.value.result === 'won')
          expect(replayLine(position, ruleSet, solved.value.line), makePosition(position)).toBe('won');
        compared++;
        if (!plain) lost++;
      }
      expect(compared).toBeGreaterThanOrEqual(20);
      if (!ruleSet.foundationToColumn) expect(lost).toBeGreaterThan(0);
    });
  }
});
