import { describe, expect, it } from 'vitest';
import { act, gamePosition, makePosition } from '../src/index.js';
import { fillPosition, gameOfPosition, must, refusalOf, token } from './helpers.js';

/**
 * RULES §3, §7: a move naming a foundation pile (`T1-F1`) goes only to a pile of the card's suit,
 * whatever the count on the pile named (docs/testing.md: kills the mutant that checks the count alone).
 */
describe('a move naming a foundation pile', () => {
  // F1 spades, F2 hearts, F3 diamonds, F4 clubs; each of F1 and F3 holds one card, as 2d needs
  const start = fillPosition({ T: ['2d'], F: 'As - Ad -' });

  it('to another suit pile that holds the right count is refused as not its own foundation', () => {
    const game = gameOfPosition(start);
    for (const pile of ['F1', 'F2', 'F4']) {
      const refusal = refusalOf(game, `T1-${pile}`);
      expect(refusal.code, pile).toBe('NOT_OWN_FOUNDATION');
      expect(refusal.message).toBe(`2d belongs on F3, not ${pile}`);
    }
  });

  it('to its own pile is played, recorded as F, the card on F3', () => {
    const game = must(act(gameOfPosition(start), token('T1-F3')));
    expect(makePosition(gamePosition(game))).toContain('F: As - 2d -');
    expect(game.journal?.entry.action).toMatchObject({ type: 'move', from: 'T1', to: 'F' });
  });

  it('to its own pile when the count is wrong is refused as not fitting', () => {
    const game = gameOfPosition(fillPosition({ T: ['3d'], F: 'As - Ad -' }));
    expect(refusalOf(game, 'T1-F3')).toMatchObject({ code: 'NO_FIT', message: '3d does not fit on its foundation F3' });
  });
});
