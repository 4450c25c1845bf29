import { describe, expect, it } from 'vitest';
import { makeCard, parsePosition, type Position } from '@klondike/engine';
import {
  boardGeometry,
  CARD_RATIO,
  columnOffsets,
  foundationCards,
  indexSizeFor,
  pileCards,
  STEP,
  stepsFor,
  wasteCards,
} from '../src/layout.js';

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
  const p = position(
    'T1:; T2:; T3:; T4:; T5:; T6:; T7: Kd; F: Ks 3h Qd -; S: 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc; W:',
  );

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

describe('boardGeometry', () => {
  const longest = { cards: Array.from({ length: 19 }, (_, i) => i), down: 6 };
  /** Whether the longest column fits the tableau, its every corner index whole. */
  const longestFits = (g: ReturnType<typeof boardGeometry>): boolean => {
    const ys = columnOffsets(longest, g.room, false, g.steps);
    const strip = ys.slice(7).map((y, i) => y - ys[6 + i]!);
    return ys[18]! + 1 <= g.room + 1e-9 && Math.min(...strip) * CARD_RATIO * g.cardWidth >= 1.05 * g.indexSize;
  };

  it('deals cards well over 150 px wide on a 1920x1080 desktop (its board below a header)', () => {
    const g = boardGeometry(1920, 1030);
    expect(g.arrangement).toBe('rows');
    expect(g.cardWidth).toBeGreaterThan(155);
    expect(longestFits(g)).toBe(true);
  });

  it('fills a phone held upright by its width, and sideways with the piles beside the tableau', () => {
    const upright = boardGeometry(390, 780);
    expect(upright.arrangement).toBe('rows');
    expect(upright.cardWidth).toBeGreaterThan(49);
    expect(7 * upright.cardWidth + 8 * upright.gap).toBeLessThanOrEqual(390);
    expect(upright.compact).toBe(true);
    const sideways = boardGeometry(716, 390);
    expect(sideways.arrangement).toBe('side');
    expect(sideways.cardWidth).toBeGreaterThan(51);
    expect(10 * sideways.cardWidth + 14 * sideways.gap).toBeLessThanOrEqual(716);
  });

  it('keeps the longest column in sight with readable indices at every size', () => {
    for (const [w, h] of [
      [390, 780],
      [716, 390],
      [1280, 760],
      [1024, 720],
      [1920, 1030],
      [2560, 1380],
      [800, 300],
    ] as const) {
      for (const largerCards of [false, true])
        expect(longestFits(boardGeometry(w, h, { largerCards })), `${w}x${h} ${largerCards}`).toBe(true);
    }
  });

  it('tightens a column only when it grows long', () => {
    const g = boardGeometry(1920, 1030);
    const short = columnOffsets({ cards: [1, 2, 3, 4, 5, 6, 7, 8], down: 5 }, g.room, false, g.steps);
    expect(short[6]! - short[5]!).toBeCloseTo(g.steps.up);
    expect(short[1]! - short[0]!).toBeCloseTo(g.steps.down);
    const long = columnOffsets(longest, g.room, false, g.steps);
    expect(long[18]! - long[17]!).toBeLessThan(g.steps.up);
  });

  it('deals larger cards on a wide desktop, the piles beside the tableau, and on a phone', () => {
    const desk = boardGeometry(1920, 1030, { largerCards: true });
    expect(desk.arrangement).toBe('side');
    expect(desk.cardWidth).toBeGreaterThan(boardGeometry(1920, 1030).cardWidth);
    expect(10 * desk.cardWidth + 14 * desk.gap).toBeLessThanOrEqual(1920);
    expect(boardGeometry(390, 780, { largerCards: true }).cardWidth).toBeGreaterThan(boardGeometry(390, 780).cardWidth);
    expect(boardGeometry(390, 780, { largerCards: true }).arrangement).toBe('rows');
  });

  it('prints larger corner indices with larger cards', () => {
    for (const [w, h] of [
      [390, 780],
      [1920, 1030],
    ] as const) {
      expect(boardGeometry(w, h, { largerCards: true }).indexSize).toBeGreaterThan(
        boardGeometry(w, h).indexSize * 1.15,
      );
    }
  });

  it('never reads a face-up step below its corner index', () => {
    for (const w of [40, 60, 100, 160, 250])
      expect(stepsFor(w).minUp * CARD_RATIO * w).toBeGreaterThanOrEqual(indexSizeFor(w));
  });
});
