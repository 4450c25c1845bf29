import { describe, expect, it } from 'vitest';
import { makePosition, makeRules, parsePosition, type Position, type Rules } from '@klondike/engine';
import { solve } from '../src/index.js';
import { SolverState } from '../src/state.js';
import { expectCompleteSearch, plainWinnable, replayLine, smallPosition, TEST_BUDGET } from './helpers.js';
import { seededRandom } from '@klondike/engine/testing';

/**
 * The "never wrong" harness: `solve` (safe moves, macro moves, moves that wait, the canonical key,
 * the quick searches) against a plain exhaustive search over the engine's own `legalActions` with no
 * pruning at all (`plainWinnable`), on small positions of every rule set. Every verdict the plain
 * search reaches within its limit must be the solver's, and every won line must replay to a win.
 */

/** Every rule set of RULES §4 that changes winnability: draw 1/3, passes 1/3/unlimited, returns or not. */
const RULE_SETS: readonly [string, Rules][] = [
  ['app draw 1 Normal (unlimited passes, returns)', makeRules({ draw: 1 })],
  ['app draw 3 Normal (unlimited passes, returns)', makeRules({ draw: 3 })],
  ['app draw 1 Vegas (1 pass, returns)', makeRules({ draw: 1, scoring: 'vegas' })],
  ['app draw 3 Vegas (1 pass, returns)', makeRules({ draw: 3, scoring: 'vegas' })],
  ['classic draw 1 (1 pass, no returns)', makeRules({ preset: 'classic', draw: 1 })],
  ['classic draw 3 (3 passes, no returns)', makeRules({ preset: 'classic', draw: 3 })],
  ['stilldeck draw 1 Vegas (3 passes, returns)', makeRules({ preset: 'stilldeck', draw: 1, scoring: 'vegas' })],
  ['stilldeck draw 3 Vegas (3 passes, returns)', makeRules({ preset: 'stilldeck', draw: 3, scoring: 'vegas' })],
];

/** Positions per rule set, and the plain search's limit (positions it may store) per position. */
const POSITIONS = 80;
const PLAIN_LIMIT = 12_000;

const positionOf = (text: string): Position => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** The solver's verdict as true (won, its line replayed), false (lost) or null (unknown). */
function solverWinnable(position: Position, rules: Rules): boolean | null {
  const solved = solve(position, rules, { ...TEST_BUDGET, maxNodes: 2_000_000 });
  if (!solved.ok) throw new Error(`${makePosition(position)}: ${solved.error.message}`);
  const result = solved.value;
  if (result.result === 'won') {
    expect(replayLine(position, rules, result.line), makePosition(position)).toBe('won');
    return true;
  }
  return result.result === 'lost' ? false : null;
}

let lostChecked = 0;

describe('never wrong: solve agrees with a plain exhaustive search on small random positions (12 to 20 cards left, 7 to 11 with returns or unlimited passes)', () => {
  for (const [name, rules] of RULE_SETS) {
    it(name, () => {
      const random = seededRandom(0xe7a0 + name.length * 131 + rules.draw);
      let compared = 0;
      let won = 0;
      let lost = 0;
      for (let k = 0; k < POSITIONS; k++) {
        // three layouts: few deep columns (lost positions common), close foundations (the safe rule
        // and the waiting rules fire), many columns with a long talon (stock reachability); every
        // other position smaller and in two columns, where lost ones are common even with returns
        const layout = k % 3;
        const small = k % 2 === 1;
        const position = smallPosition(random, small ? 7 + (k % 5) : 12 + (k % 9), {
          passes: rules.passes,
          columns: small ? 2 : layout === 2 ? 5 : 3,
          ...(layout === 1 ? { spread: 3 } : {}),
          talonShare: layout === 2 ? 0.55 : 0.4,
          runs: layout === 0 ? 1 : 4,
        });
        const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
        if (plain === null) continue;
        expect(solverWinnable(position, rules), `${name}: ${makePosition(position)}`).toBe(plain);
        expectCompleteSearch(position, rules, plain, `${name}: ${makePosition(position)}`);
        compared++;
        if (plain) won++;
        else lost++;
      }
      expect(compared).toBeGreaterThanOrEqual(POSITIONS / 3);
      expect(won).toBeGreaterThan(0);
      // lost small positions are rare with returns: the suite as a whole must check enough of them
      if (!rules.foundationToColumn) expect(lost).toBeGreaterThan(0);
      lostChecked += lost;
    });
  }
  it('checked lost verdicts too, in every rule set taken together', () => {
    expect(lostChecked).toBeGreaterThanOrEqual(15);
  });
});

describe('never wrong: the waste boundary in draw 3 with unlimited passes', () => {
  // unlimited passes without foundation returns (no preset has it; the engine and the solver take it), so
  // that the plain search can go through every boundary of positions with a dozen cards left
  const rules: Rules = { ...makeRules({ draw: 3 }), foundationToColumn: false };

  it('the key keeps apart boundaries that reach different tops, and merges only those a fresh pass reaches', () => {
    // five talon cards: a fresh pass reaches waste sizes 3 and 5; size 1 reaches 1, 4 and 5 in this pass
    const at = (waste: number): string => {
      const base = positionOf('T1: Kc; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Kd 7c; S: Qc Jc Tc 9c 8c; W:; P: 1');
      const talon = [...base.stock].reverse();
      const state = new SolverState(
        { ...base, waste: talon.slice(0, waste), stock: talon.slice(waste).reverse() },
        rules,
      );
      return `${state.keyHigh()}:${state.keyLow()}`;
    };
    expect(at(1)).not.toBe(at(0));
    expect(at(2)).not.toBe(at(0));
    expect(at(4)).not.toBe(at(0));
    expect(at(3)).toBe(at(0));
    expect(at(5)).toBe(at(0));
  });

  it('every boundary of the same cards gets the plain search verdict', () => {
    // a seed that deals positions whose verdict turns on the boundary alone (checked below)
    const random = seededRandom(7);
    let differ = 0;
    let compared = 0;
    for (let k = 0; k < 24; k++) {
      const base = smallPosition(random, 9 + (k % 6), { columns: 2, talonShare: 0.5 });
      const talon = [...base.waste, ...[...base.stock].reverse()];
      const verdicts = new Set<boolean>();
      for (let w = 0; w <= talon.length; w++) {
        const position = { ...base, waste: talon.slice(0, w), stock: talon.slice(w).reverse(), pass: 1 };
        const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
        if (plain === null) continue;
        expect(solverWinnable(position, rules), makePosition(position)).toBe(plain);
        expectCompleteSearch(position, rules, plain, makePosition(position));
        verdicts.add(plain);
        compared++;
      }
      if (verdicts.size === 2) differ++;
    }
    expect(compared).toBeGreaterThan(50);
    // positions whose winnability depends on the boundary alone (each solved with a table of its own,
    // so a key merging boundaries goes wrong here only within one search: the next test)
    expect(differ).toBeGreaterThan(0);
  });

  it('one search meeting the same cards at two boundaries keeps them apart', () => {
    // won (the plain search agrees). With a key that writes two boundaries of the same talon cards as
    // one, the search stores the one it meets first, lost, and skips the other, and calls this lost:
    // planted by hand, the boundary left out of the key in draw 3, and sizes of 2 more than a multiple
    // of 3 written as 0, each make this fail
    const position = positionOf(
      'T1:; T2: 9d; T3:; T4:; T5:; T6:; T7:; F: Ks Jh 8d Qc; S: Kc; W: Td Qd Qh Jd Kh Kd; P: 3',
    );
    expect(plainWinnable(position, rules, PLAIN_LIMIT, true)).toBe(true);
    expect(solverWinnable(position, rules)).toBe(true);
  });
});
