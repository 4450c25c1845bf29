import { describe, expect, it } from 'vitest';
import { gameFromCode, gamePosition, parseGameCode, play, type Game } from '@klondike/engine';
import { lostAt, solve, solverPlays } from '../src/index.js';

const gameOf = (code: string): Game => {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return gameFromCode(parsed.value);
};

describe('the solver and the variants of RULES §10', () => {
  it.each(['KL1-D1N-AAAAAAG-D', 'KL1-D3V-AAAAAAG-J'])(
    'refuses %s with ERR_SOLVER_VARIANT rather than a wrong verdict',
    (code) => {
      const game = gameOf(code);
      expect(solverPlays(game.rules)).toBe(false);
      const solved = solve(gamePosition(game), game.rules, { maxMs: Infinity, maxNodes: 100_000 });
      expect(solved.ok).toBe(false);
      if (!solved.ok) {
        expect(solved.error.code).toBe('ERR_SOLVER_VARIANT');
        expect(solved.error.message).toMatch(/standard Klondike only, not the (double|jokers) variant/);
      }
    },
  );

  it('lostAt of a variant game is unknown with reason "variant", without a solver call', () => {
    const drawn = play(gameOf('KL1-D1N-AAAAAAG-J'), { type: 'draw' });
    if (!drawn.ok) throw new Error(drawn.error.message);
    expect(lostAt(drawn.value, { maxMs: Infinity, maxNodes: 100_000 })).toEqual({
      verdict: 'unknown',
      reason: 'variant',
      moveIndex: 0,
      winnableUpTo: null,
      lostFrom: null,
      calls: 0,
      ms: 0,
    });
  });

  it('a standard game is still solved', () => {
    const game = gameOf('KL1-D1N-AAAAAAG');
    expect(solverPlays(game.rules)).toBe(true);
    expect(solve(gamePosition(game), game.rules, { maxMs: Infinity, maxNodes: 100_000 }).ok).toBe(true);
  });
});
