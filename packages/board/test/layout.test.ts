import { describe, expect, it } from 'vitest';
import { gameFromDeck, gamePosition, makeRules, parseDeck, parsePosition, type Position } from '@klondike/engine';
import { canPickUp, columnOffsets, dropMove, STEP, wasteCards } from '../src/layout.js';

const W1 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc';

const w1 = (): Position => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gamePosition(gameFromDeck(deck.value, makeRules()));
};

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

describe('dropMove', () => {
  const rules = makeRules();

  it('refuses a card that does not fit, and accepts one that does', () => {
    const p = w1();
    expect(dropMove(p, rules, 'T1', 0, 'T2')).toBeNull();
    expect(dropMove(p, rules, 'T1', 0, 'F4')).toEqual({ from: 'T1', to: 'F' });
  });

  it('sends a drop on any foundation slot to the card own foundation as F', () => {
    const p = w1();
    for (const f of ['F1', 'F2', 'F3', 'F4'] as const) expect(dropMove(p, rules, 'T1', 0, f)).toEqual({ from: 'T1', to: 'F' });
  });

  it('accepts a run only when the picked card is the one that fits', () => {
    const p = position('T1: Kd Qc Jd; T2: #As Kh; T3:; T4:; T5:; T6:; T7:; F: - - - -; S: ' +
      'Ks 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Qd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Kc; W:');
    expect(dropMove(p, rules, 'T1', 0, 'T3')).toEqual({ from: 'T1', to: 'T3' });
    expect(dropMove(p, rules, 'T1', 2, 'T3')).toBeNull();
    expect(dropMove(p, rules, 'T1', 1, 'T2')).toEqual({ from: 'T1', to: 'T2' });
    expect(dropMove(p, rules, 'T1', 2, 'T2')).toBeNull();
  });

  it('lets a foundation top go back to a column where the preset allows it', () => {
    const p = position('T1:; T2:; T3:; T4:; T5:; T6:; T7: Kd; F: Ks Kh Qd Kc; S:; W:');
    expect(dropMove(p, rules, 'F1', 12, 'T1')).toEqual({ from: 'F1', to: 'T1' });
    expect(dropMove(p, makeRules({ preset: 'classic' }), 'F1', 12, 'T1')).toBeNull();
    expect(dropMove(p, rules, 'F3', 11, 'T7')).toBeNull();
  });

  it('never moves from a foundation to a foundation', () => {
    const p = position('T1:; T2:; T3:; T4:; T5:; T6:; T7: Kd; F: Ks Kh Qd Kc; S:; W:');
    expect(dropMove(p, rules, 'F3', 11, 'F1')).toBeNull();
    expect(dropMove(p, rules, 'F3', 11, 'F3')).toBeNull();
  });
});

describe('canPickUp', () => {
  it('allows face-up column cards and the tops of waste and foundations only', () => {
    const p = w1();
    expect(canPickUp(p, 'T7', 6)).toBe(true);
    expect(canPickUp(p, 'T7', 5)).toBe(false);
    expect(canPickUp(p, 'S', 23)).toBe(false);
    expect(canPickUp(p, 'W', 0)).toBe(false);
  });
});

describe('columnOffsets in Thoughtful', () => {
  it('gives face-down cards the face-up gap, since their faces are shown', () => {
    const ys = columnOffsets({ cards: [1, 2, 3], down: 2 }, 10, true);
    expect(ys).toEqual([0, STEP.up, 2 * STEP.up]);
  });
});
