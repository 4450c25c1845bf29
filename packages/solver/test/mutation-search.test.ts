import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dealDeck,
  dealPosition,
  makePosition,
  makeRules,
  parsePosition,
  type Column,
  type Position,
  type Rules,
} from '@klondike/engine';
import { seededRandom } from '@klondike/engine/testing';
import { solve } from '../src/index.js';
import { entryMove, generateMoves, MAX_MOVES } from '../src/moves.js';
import { applySafeMoves, SolverState } from '../src/state.js';
import {
  build,
  engineStep,
  expectCompleteSearch,
  plainWinnable,
  replayLine,
  smallPosition,
  solverStep,
  TEST_BUDGET,
} from './helpers.js';

/**
 * The search's mutation set (docs/testing.md, "Mutation runs"): quick cross-checks of `solve`
 * (`solve.ts`, `state.ts`, `moves.ts`) against the plain exhaustive search without pruning, on small
 * positions of every rule set, each won line replayed through the engine.
 *
 * The plain search's verdicts are worked out once, in the first test, and kept in
 * `search-cases.txt` (a file snapshot: the test fails when a verdict or a position differs; `vitest
 * -u` writes it again). The tests after it read that file and run only the solver, so that a mutation
 * run, which repeats them for every mutant and skips the first (it reaches no solver code), pays for
 * the solver alone. Every search has a small node limit, so a fault that makes the search loop or
 * wander ends as a fast `unknown`, which fails the test, rather than as a run to a time limit.
 */

/** Every rule set that changes winnability: draw 1/3, passes 1/3/unlimited, returns or not. */
const RULE_SETS: Readonly<Record<string, Rules>> = {
  'app-1': makeRules({ draw: 1 }),
  'app-3': makeRules({ draw: 3 }),
  'vegas-1': makeRules({ draw: 1, scoring: 'vegas' }),
  'vegas-3': makeRules({ draw: 3, scoring: 'vegas' }),
  'classic-1': makeRules({ preset: 'classic', draw: 1 }),
  'classic-3': makeRules({ preset: 'classic', draw: 3 }),
  'stilldeck-1': makeRules({ preset: 'stilldeck', draw: 1, scoring: 'vegas' }),
  'stilldeck-3': makeRules({ preset: 'stilldeck', draw: 3, scoring: 'vegas' }),
  // no preset has unlimited passes without returns; the engine and the solver take it
  'unlimited-1': { ...makeRules({ draw: 1 }), foundationToColumn: false },
  'unlimited-3': { ...makeRules({ draw: 3 }), foundationToColumn: false },
};

/** Random positions drawn per rule set, and the plain search's limit (positions stored) per position. */
const DRAWN = 40;
const PLAIN_LIMIT = 8_000;
/**
 * Positions the searches of each rule set's cases expanded in all, 7 December (quick searches and the
 * complete one): a pruning test or a move priority made weaker shows here, where the verdicts stay
 * right.
 */
const NODES: Readonly<Record<string, number>> = {
  'app-1': 267,
  'app-3': 1547,
  'vegas-1': 385,
  'vegas-3': 548,
  'classic-1': 307,
  'classic-3': 421,
  'stilldeck-1': 250,
  'stilldeck-3': 378,
  'unlimited-1': 75,
  'unlimited-3': 310,
};

/** The node limit of every search here: the cases take under a few hundred nodes. */
const MAX_NODES = 20_000;

/**
 * The `k`th random position of a rule set, in five layouts: 11 to 18 cards left in 2 to 4 columns
 * (deep face-down columns; close foundations with face-up runs; a long talon; a long talon on the last
 * pass, where the dead-waste and blocked tests fire), or 7 to 11 in two deep columns, where lost
 * positions are common even with returns.
 */
function drawnPosition(random: () => number, k: number, rules: Rules): Position {
  const layout = k % 5;
  if (layout === 4) return smallPosition(random, 7 + (k % 5), { passes: rules.passes, columns: 2 });
  const position = smallPosition(random, 11 + (k % 8), {
    passes: rules.passes,
    columns: layout === 2 ? 4 : 2 + (k % 2),
    ...(layout === 1 ? { spread: 3 } : {}),
    talonShare: layout >= 2 ? 0.6 : 0.35,
    runs: layout === 0 ? 1 : 3,
  });
  return layout === 3 && Number.isFinite(rules.passes) ? { ...position, pass: rules.passes } : position;
}

interface SearchCase {
  readonly name: string;
  readonly rules: Rules;
  readonly won: boolean;
  readonly position: Position;
}

const CASES_FILE = new URL('./search-cases.txt', import.meta.url);

/**
 * The cases of `search-cases.txt`: a line per position, `<rule set> <won|lost> <position>` (none
 * before the first test has written the file: the tests that read it then fail).
 */
function readCases(): SearchCase[] {
  if (!existsSync(CASES_FILE)) return [];
  return readFileSync(CASES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [name, verdict, ...text] = line.split(' ');
      const rules = RULE_SETS[name!];
      const position = parsePosition(text.join(' '));
      if (rules === undefined || !position.ok) throw new Error(`search-cases.txt: ${line}`);
      return { name: name!, rules, won: verdict === 'won', position: position.value };
    });
}

describe('the search agrees with the plain exhaustive search on small positions of every rule set', () => {
  it('the cases file holds the plain search verdicts of the random positions', async () => {
    const lines: string[] = [];
    for (const [name, rules] of Object.entries(RULE_SETS)) {
      const random = seededRandom(0x5ea4c + name.length * 977 + rules.draw);
      for (let k = 0; k < DRAWN; k++) {
        const position = drawnPosition(random, k, rules);
        const plain = plainWinnable(position, rules, PLAIN_LIMIT, true);
        if (plain !== null) lines.push(`${name} ${plain ? 'won' : 'lost'} ${makePosition(position)}`);
      }
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(CASES_FILE.pathname);
  });

  const cases = readCases();
  for (const name of Object.keys(RULE_SETS)) {
    it(`solve gives the plain verdict, ${name}`, () => {
      let won = 0;
      let lost = 0;
      let nodes = 0;
      for (const c of cases) {
        if (c.name !== name) continue;
        const solved = solve(c.position, c.rules, { maxNodes: MAX_NODES, maxPositions: MAX_NODES, maxMs: Infinity });
        if (!solved.ok) throw new Error(solved.error.message);
        const result = solved.value;
        const text = `${name}: ${makePosition(c.position)}`;
        nodes += result.nodes;
        expect(result.result, text).toBe(c.won ? 'won' : 'lost');
        if (result.result === 'won') {
          expect(replayLine(c.position, c.rules, result.line), text).toBe('won');
          won++;
        } else lost++;
      }
      expect(won).toBeGreaterThan(10);
      expect(lost).toBeGreaterThan(0);
      // the pruning's and the move order's worth: no more positions expanded than when the cases were
      // written (a change that makes the search expand more here must say why and raise the figure)
      expect(nodes).toBeLessThanOrEqual(NODES[name]!);
    });
  }

  it('the complete search alone gives the plain verdict too (solve wins most of these in a quick search first)', () => {
    for (const c of cases) expectCompleteSearch(c.position, c.rules, c.won, `${c.name}: ${makePosition(c.position)}`);
    expect(cases.length).toBeGreaterThan(100);
  });

  it('a dead waste or a blocked column only in lost positions, and each in some', () => {
    let dead = 0;
    let blocked = 0;
    for (const c of cases) {
      const state = new SolverState(c.position, c.rules);
      const isDead = state.deadWaste();
      const isBlocked = state.blockedColumn();
      if (isDead || isBlocked) expect(c.won, `${c.name}: ${makePosition(c.position)}`).toBe(false);
      if (isDead) dead++;
      if (isBlocked) blocked++;
    }
    expect(dead).toBeGreaterThan(2);
    expect(blocked).toBeGreaterThan(2);
  });
});

describe("the state's moves on the cases: the engine's single steps, the kept key, undo and the inverse", () => {
  const cases = readCases();

  it('the generator with nothing left out reaches what the engine reaches in one macro step', () => {
    let compared = 0;
    for (let k = 0; k < cases.length; k += 3) {
      const { position, rules } = cases[k]!;
      const engine = engineStep(position, rules);
      const solver = solverStep(position, rules);
      expect([...solver.entries()].sort(), makePosition(position)).toEqual([...engine.entries()].sort());
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('on random walks the kept key is the key worked out afresh, undo restores every position, and the inverse of the last move leads back', () => {
    const random = seededRandom(0x6a1c);
    const moves = new Int32Array(MAX_MOVES);
    const key = (state: SolverState): string => `${state.computeKey()}:${state.keyLowHalf}`;
    const freshKey = (state: SolverState, rules: Rules): string => {
      const fresh = new SolverState(state.toPosition(), rules);
      return `${fresh.computeKeyFromScratch()}:${fresh.keyLowHalf}`;
    };
    let inverses = 0;
    let steps = 0;
    for (let k = 0; k < cases.length; k += 2) {
      const { position, rules } = cases[k]!;
      const state = new SolverState(position, rules);
      const seen: { text: string; key: string }[] = [];
      for (let step = 0; step < 12; step++) {
        const text = makePosition(state.toPosition());
        expect(key(state), text).toBe(freshKey(state, rules));
        if (seen[state.moves.length] === undefined) seen[state.moves.length] = { text, key: key(state) };
        if (random() < 0.3 && applySafeMoves(state) > 0) continue;
        const complete = random() < 0.5;
        const count = generateMoves(state, moves, complete ? { complete, withUselessReturns: true } : {});
        if (count === 0) break;
        state.apply(entryMove(moves[Math.floor(random() * count)]!));
        steps++;
        const inverse = state.inverseOfLast();
        if (inverse >= 0) {
          const before = seen[state.moves.length - 1];
          state.apply(inverse);
          if (before !== undefined) {
            expect(makePosition(state.toPosition())).toBe(before.text);
            expect(key(state)).toBe(before.key);
          }
          inverses++;
          state.undo();
        }
      }
      while (state.moves.length > 0) {
        state.undo();
        const expected = seen[state.moves.length];
        if (expected === undefined) continue;
        expect(makePosition(state.toPosition())).toBe(expected.text);
        expect(key(state)).toBe(expected.key);
      }
      expect(makePosition(state.toPosition())).toBe(makePosition(position));
    }
    expect(steps).toBeGreaterThan(500);
    expect(inverses).toBeGreaterThan(20);
  });
});

describe('solve refuses bad input word for word, and takes the edges of what is good', () => {
  const rules = makeRules({ draw: 3, scoring: 'vegas' });
  const deal = dealPosition(dealDeck(1));
  /** The refusal of `solve`, or `'taken'` when it gives a verdict (a node budget of 1: no search to speak of). */
  const refusal = (position: Position, r: Rules = rules): string => {
    const solved = solve(position, r, { maxNodes: 1 });
    return solved.ok ? 'taken' : `${solved.error.code} ${solved.error.message}`;
  };
  /** The deal with column `i` replaced. */
  const withColumn = (i: number, column: Column): Position => ({
    ...deal,
    tableau: deal.tableau.map((c, j) => (j === i ? column : c)),
  });
  const column7 = deal.tableau[6]!;

  it('a variant the solver does not play', () => {
    expect(refusal(deal, makeRules({ variant: 'jokers' }))).toBe(
      'ERR_SOLVER_VARIANT the solver plays standard Klondike only, not the jokers variant (RULES §10)',
    );
  });

  it('columns and foundations of the wrong number', () => {
    const shape = 'ERR_SOLVER_POSITION a position has 7 columns and 4 foundations';
    expect(refusal({ ...deal, tableau: deal.tableau.slice(0, 6) })).toBe(shape);
    expect(refusal({ ...deal, tableau: [...deal.tableau, { cards: [], down: 0 }] })).toBe(shape);
    expect(refusal({ ...deal, foundations: [0, 0, 0] })).toBe(shape);
    expect(refusal({ ...deal, foundations: [0, 0, 0, 0, 0] })).toBe(shape);
  });

  it("a column's face-down count: a face-up top on every non-empty column, none on an empty one", () => {
    const top = 'ERR_SOLVER_POSITION T7: a non-empty column needs a face-up top';
    expect(refusal(withColumn(6, { ...column7, down: 7 }))).toBe(top);
    expect(refusal(withColumn(6, { ...column7, down: -1 }))).toBe(top);
    expect(refusal(withColumn(6, { ...column7, down: 2.5 }))).toBe(top);
    expect(refusal(withColumn(6, { ...column7, down: 0 }))).toBe('taken');
    expect(refusal(withColumn(6, { ...column7, down: 6 }))).toBe('taken');
    // the seven cards of T7 moved to the stock's bottom: an empty column with a face-down count
    const emptied = { ...withColumn(6, { cards: [], down: 0 }), stock: [...column7.cards, ...deal.stock] };
    expect(refusal(emptied)).toBe('taken');
    expect(
      refusal({ ...emptied, tableau: emptied.tableau.map((c, j) => (j === 6 ? { cards: [], down: 1 } : c)) }),
    ).toBe('ERR_SOLVER_POSITION T7: a non-empty column needs a face-up top');
  });

  it('a card repeated or not a card, in a column, the stock or the waste', () => {
    const inColumn = (card: number): string =>
      refusal(withColumn(6, { ...column7, cards: [...column7.cards.slice(0, 6), card] }));
    for (const bad of [-1, 52, 2.5, column7.cards[0]!])
      expect(inColumn(bad), String(bad)).toBe('ERR_SOLVER_POSITION T7: a card is repeated or not a card');
    expect(refusal({ ...deal, stock: [...deal.stock.slice(1), deal.stock[1]!] })).toBe(
      'ERR_SOLVER_POSITION S: a card is repeated or not a card',
    );
    expect(refusal({ ...deal, stock: deal.stock.slice(1), waste: [deal.stock[1]!] })).toBe(
      'ERR_SOLVER_POSITION W: a card is repeated or not a card',
    );
    expect(refusal({ ...deal, stock: deal.stock.slice(1), waste: [deal.stock[0]!] })).toBe('taken');
  });

  it('a foundation holds 0 to 13 cards, none of them elsewhere too', () => {
    // the deal's stock holds the 24 cards the columns do not; every spade out of the columns for a full F1
    const spades = deal.tableau.map((c) => c.cards.filter((card) => card < 13));
    const spadesOut = {
      ...deal,
      tableau: deal.tableau.map((c) => ({ cards: c.cards.filter((card) => card >= 13), down: 0 })),
      stock: deal.stock.filter((card) => card >= 13),
      foundations: [13, 0, 0, 0],
    };
    // (the columns lose their face-down counts: any count is fine for the foundation tests below)
    const fixed = {
      ...spadesOut,
      tableau: spadesOut.tableau.map((c) => ({ cards: c.cards, down: Math.max(0, c.cards.length - 1) })),
    };
    expect(spades.flat().length).toBeGreaterThan(0);
    expect(refusal(fixed)).toBe('taken');
    for (const height of [14, -1, 1.5])
      expect(refusal({ ...fixed, foundations: [height, 0, 0, 0] }), String(height)).toBe(
        'ERR_SOLVER_POSITION F1: a foundation holds 0 to 13 cards',
      );
    expect(refusal({ ...fixed, foundations: [13, 0, 0, 1] })).toBe('ERR_SOLVER_POSITION F4: a card is repeated');
    expect(refusal({ ...fixed, foundations: [12, 0, 0, 0] })).toBe(
      'ERR_SOLVER_POSITION the position has 51 cards, not 52',
    );
  });

  it('the pass from 1 to the rules limit', () => {
    const threePasses = makeRules({ preset: 'stilldeck', draw: 3, scoring: 'vegas' });
    expect(refusal({ ...deal, pass: 3 }, threePasses)).toBe('taken');
    expect(refusal({ ...deal, pass: 1 }, threePasses)).toBe('taken');
    for (const pass of [4, 0, 1.5])
      expect(refusal({ ...deal, pass }, threePasses), String(pass)).toBe(
        `ERR_SOLVER_PASS P: ${pass} is not a pass from 1 to the 3 the rules allow`,
      );
  });
});

describe('the node limit of solve', () => {
  // a deal whose search runs past the limits below in every rule set
  const deals = [dealPosition(dealDeck(12))];
  /** The limits tried: 1 and 3 leave the quick searches no node (their share is 30%, rounded down). */

  it('a search stopped by its node limit has expanded exactly that many positions, quick searches included', () => {
    for (const [name, rules] of Object.entries(RULE_SETS))
      for (const maxNodes of [1, 3, 7, 60])
        for (const deal of deals) {
          const solved = solve(deal, rules, { maxNodes, maxMs: Infinity });
          if (!solved.ok) throw new Error(solved.error.message);
          const result = solved.value;
          if (result.result === 'unknown') {
            expect(result.reason).toBe('nodes');
            expect(result.nodes, `${name}, ${maxNodes} nodes`).toBe(maxNodes);
          } else expect(result.nodes, `${name}, ${maxNodes} nodes`).toBeLessThanOrEqual(maxNodes);
        }
  });

  it('a start with a blocked column is lost before any search', () => {
    // the Queen of hearts over the Jack of hearts and both black Kings: it never leaves its column
    const blocked = build(
      [
        ['Jh Kc Ks Qh', 3],
        ['Ah', 0],
      ],
      [12, 0, 13, 12],
    );
    for (const rules of [RULE_SETS['classic-1']!, RULE_SETS['unlimited-3']!]) {
      const solved = solve(blocked, rules, TEST_BUDGET);
      expect(solved.ok && solved.value).toMatchObject({ result: 'lost', nodes: 0, positions: 0 });
    }
  });
});
