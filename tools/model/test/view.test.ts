import { describe, expect, test } from 'vitest';
import type { Observation } from '../src/observation.js';
import { boardView, HIDDEN_CARD } from '../src/view.js';

const observation = (waste: string[], stock: number, passesLeft: number | null): Observation => ({
  piles: { tableau: [{ down: 1, up: ['Kh'] }], foundations: [0, 0, 0, 0], stock, waste, passesLeft },
  scoreText: '0',
  canUndo: false,
  won: false,
});

describe('boardView: what the board shows of an observation', () => {
  test('names only the top draw cards of the waste and keeps the count', () => {
    expect(boardView(observation(['2c', '3c', '4c', '5c'], 1, null), 1).piles.waste).toEqual([
      HIDDEN_CARD,
      HIDDEN_CARD,
      HIDDEN_CARD,
      '5c',
    ]);
    expect(boardView(observation(['2c', '3c', '4c', '5c'], 1, null), 3).piles.waste).toEqual([
      HIDDEN_CARD,
      '3c',
      '4c',
      '5c',
    ]);
    expect(boardView(observation(['5c'], 1, null), 3).piles.waste).toEqual(['5c']);
  });

  test('shows passes only as the mark of an empty stock over a non-empty waste', () => {
    expect(boardView(observation(['5c'], 0, null), 1).piles.passesLeft).toBe(1);
    expect(boardView(observation(['5c'], 0, 2), 1).piles.passesLeft).toBe(1);
    expect(boardView(observation(['5c'], 0, 0), 1).piles.passesLeft).toBe(0);
    expect(boardView(observation([], 0, 0), 1).piles.passesLeft).toBeNull();
    expect(boardView(observation(['5c'], 3, 0), 1).piles.passesLeft).toBeNull();
  });

  test('keeps everything else, and cutting twice changes nothing more', () => {
    const o = observation(['2c', '3c', '4c'], 0, 0);
    const once = boardView(o, 3);
    expect({ ...once, piles: { ...once.piles, waste: o.piles.waste, passesLeft: o.piles.passesLeft } }).toEqual(o);
    expect(boardView(once, 3)).toEqual(once);
  });
});
