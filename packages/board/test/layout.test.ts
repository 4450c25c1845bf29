import { describe, expect, it } from 'vitest';
import { makeCard, parsePosition, type Position } from '@klondike/engine';
import { columnOffsets, foundationCards, pileCards, STEP, wasteCards } from '../src/layout.js';

const position = (text: string): Position => {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('columnOffsets', () => {
  it('uses full steps when there is room', () => {
    expect(columnOffsets({ cards: [1, 2, 3], down: 2 }, 10)).toEqual([0, STEP.down, 2 * STEP.down]);
  });

  it('squeezes a long column into the room, face-down cards first, keeping face-up steps readable', () => {
    const column = { cards: Array.from({ length: 19 }, (_, i) => i), down: 6 };
    const ys = columnOffsets(column, 4.5);
    expect(ys[18]! + 1).toBeLessThanOrEqual(4.5 + 1e-9);
    const upStep = ys[18]! - ys[17]!;
    expect(upStep).toBeGreaterThanOrEqual(STEP.minUp - 1e-9);
    expect(ys[1]! - ys[0]!).toBeLessThan(STEP.down);
  });
});

describe('wasteCards', () => {
  it('fans the last three cards in draw 3 with one more hidden under them', () => {
    const placed = wasteCards([10, 11, 12, 13, 14], 3);
    expect(placed.map((c) => c.card)).toEqual([11, 12, 13, 14]);
    expect(placed.map((c) => c.x)).toEqual([0, 0, 0.5, 1]);
  });

  it('stacks the waste in draw 1', () => {
    expect(wasteCards([10, 11, 12], 1).map((c) => [c.card, c.x])).toEqual([
      [11, 0],
      [12, 0],
    ]);
  });
});

describe('columnOffsets in Thoughtful', () => {
  it('gives face-down cards the face-up gap, since their faces are shown', () => {
    const ys = columnOffsets({ cards: [1, 2, 3], down: 2 }, 10, true);
    expect(ys).toEqual([0, STEP.up, 2 * STEP.up]);
  });
});

describe('foundation cards', () => {
  const p = position('T1:; T2:; T3:; T4:; T5:; T6:; T7: Kd; F: Ks 3h Qd -; S: 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc; W:');

  it('lists a foundation from its Ace up, and nothing for an empty one', () => {
    expect(pileCards(p, 'F2').map(makeCard)).toEqual(['Ah', '2h', '3h']);
    expect(pileCards(p, 'F4')).toEqual([]);
  });

  it('draws the top card and the one under it, at their indices', () => {
    expect(foundationCards(2, 12).map((c) => [makeCard(c.card), c.index])).toEqual([
      ['Jd', 10],
      ['Qd', 11],
    ]);
    expect(foundationCards(0, 1).map((c) => makeCard(c.card))).toEqual(['As']);
    expect(foundationCards(3, 0)).toEqual([]);
  });
});
