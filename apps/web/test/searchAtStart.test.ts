import { describe, expect, it } from 'vitest';
import { gameFromCode, parseGameCode } from '@klondike/engine';
import { searchAtStart, startSolverEarly } from '../src/solver/useSolverVerdict.js';
import { inThreadWorker, lostAtCounter } from './inThreadSolver.js';

// A file of its own: the page's module state as a fresh page has it (nothing asked of the solver yet).
describe("a game's first search, on a page that has loaded nothing of the solver's yet", () => {
  it('goes to the worker in the task that begins the game: no chunk to wait for first', () => {
    const searches = lostAtCounter();
    startSolverEarly(() => inThreadWorker(searches.sent));
    const code = parseGameCode('KL1-D1N-AAAAAAG');
    if (!code.ok) throw new Error(code.error.message);
    searchAtStart(gameFromCode(code.value));
    expect(searches.count()).toBe(1);
  });
});
