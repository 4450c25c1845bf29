import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePosition, makeRules, parsePosition, type Position, type Rules } from '@klondike/engine';
import { seededRandom } from '@klondike/engine/testing';
import { solve } from '../src/index.js';
import { SolverState } from '../src/state.js';
import { plainWinnable, replayLine, smallPosition } from './helpers.js';

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
      for (const c of cases) {
        if (c.name !== name) continue;
        const solved = solve(c.position, c.rules, { maxNodes: MAX_NODES, maxMs: Infinity });
        if (!solved.ok) throw new Error(solved.error.message);
        const result = solved.value;
        const text = `${name}: ${makePosition(c.position)}`;
        expect(result.result, text).toBe(c.won ? 'won' : 'lost');
        if (result.result === 'won') {
          expect(replayLine(c.position, c.rules, result.line), text).toBe('won');
          won++;
        } else lost++;
      }
      expect(won).toBeGreaterThan(10);
      expect(lost).toBeGreaterThan(0);
    });
  }

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
