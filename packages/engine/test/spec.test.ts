import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSpecDeck, SpecGame, specDeal, specScoreText, type SpecRulesOptions } from '../testing/spec/index.js';
import { W1, W3, W_TABLEAU_MOVES } from './helpers.js';

/**
 * The independent statement of the rules (`testing/spec/`) is itself pinned on RULES §11's worked
 * examples, so the suites that compare the engine with it compare with RULES, and it must not
 * borrow the engine's rule code.
 */

const repeat = (tokens: string, n: number): string[] => Array.from({ length: n }, () => tokens.split(' ')).flat();

/** Plays tokens on the spec from a deck; returns the score after each, or null where one is refused. */
function specScores(
  deck: string,
  options: SpecRulesOptions,
  tokens: readonly string[],
): { scores: (number | null)[]; game: SpecGame } {
  let game = SpecGame.start(specDeal(readSpecDeck(deck)!), options)!;
  const scores: (number | null)[] = [];
  for (const t of tokens) {
    const next = game.act(t);
    scores.push(next === null ? null : next.score);
    if (next !== null) game = next;
  }
  return { scores, game };
}

describe('the spec reproduces RULES §11', () => {
  it('W1 draw 1: the tableau, then D W-F x24: won, Normal 625, Vegas +$208', () => {
    for (const scoring of ['normal', 'vegas'] as const) {
      const { scores, game } = specScores(W1, { scoring }, [...W_TABLEAU_MOVES, ...repeat('D W-F', 24)]);
      expect(scores).not.toContain(null);
      expect(game.won).toBe(true);
      expect(specScoreText(game.rules, game.score)).toBe(scoring === 'normal' ? '625' : '+$208');
      expect(game.act('U')).toBeNull();
    }
  });

  it('W3 draw 3: the tableau, then D W-F W-F W-F x8: won, Normal 625, Vegas +$208', () => {
    for (const scoring of ['normal', 'vegas'] as const) {
      const { scores, game } = specScores(W3, { scoring, draw: 3 }, [
        ...W_TABLEAU_MOVES,
        ...repeat('D W-F W-F W-F', 8),
      ]);
      expect(scores).not.toContain(null);
      expect(specScoreText(game.rules, game.score)).toBe(scoring === 'normal' ? '625' : '+$208');
    }
  });

  it('W1 draw 1 Normal: T1-F (10), D x24, R (0: floored), D (0), U (0), U (10)', () => {
    const { scores } = specScores(W1, {}, ['T1-F', ...repeat('D', 24), 'R', 'D', 'U', 'U']);
    expect(scores).toEqual([10, ...Array<number>(24).fill(10), 0, 0, 0, 10]);
  });

  it('W1: T1-F T7-F T5-F F1-T5 T5-F in app Normal, stilldeck Normal, app Vegas; classic refuses F1-T5', () => {
    const tokens = 'T1-F T7-F T5-F F1-T5 T5-F'.split(' ');
    expect(specScores(W1, {}, tokens).scores).toEqual([10, 25, 40, 40, 50]);
    expect(specScores(W1, { preset: 'stilldeck' }, tokens).scores).toEqual([10, 25, 40, 25, 35]);
    expect(specScores(W1, { scoring: 'vegas' }, tokens).scores).toEqual([-47, -42, -37, -37, -32]);
    expect(specScores(W1, { preset: 'classic' }, tokens).scores[3]).toBeNull();
  });

  it('W1: T1-T2 at the start is illegal; T2-T1 after T1-F is legal only because Kh is a King', () => {
    expect(specScores(W1, {}, ['T1-T2']).scores).toEqual([null]);
    expect(specScores(W1, {}, ['T1-F', 'T2-T1']).scores[1]).not.toBeNull();
  });
});

describe('the spec is independent of the engine', () => {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../testing/spec');
  it.each(readdirSync(dir).filter((f) => f.endsWith('.ts')))('%s imports only other spec modules', (file) => {
    const imports = [...readFileSync(path.join(dir, file), 'utf8').matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((i) => !/^\.\/[a-z]+\.js$/.test(i!))).toEqual([]);
  });
});
