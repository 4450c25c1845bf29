import { describe, expect, it } from 'vitest';
import { latticePath, pipsOf } from '../src/cardFace.js';

describe('pipsOf', () => {
  it('lays out as many pips as the rank for 2..10, none for an Ace or a court card', () => {
    for (let rank = 2; rank <= 10; rank++) expect(pipsOf(rank)).toHaveLength(rank);
    for (const rank of [1, 11, 12, 13]) expect(pipsOf(rank)).toEqual([]);
  });

  it('is symmetric under a half turn (all but the 7, as printed), the lower pips upside down', () => {
    for (const rank of [2, 3, 4, 5, 6, 8, 9, 10]) {
      const key = (x: number, y: number) => `${Math.round(x)},${Math.round(y)}`;
      const all = new Set(pipsOf(rank).map((p) => key(p.x, p.y)));
      for (const p of pipsOf(rank)) {
        expect(all.has(key(100 - p.x, 140 - p.y)), `${rank} at ${p.x},${p.y}`).toBe(true);
        if (p.y > 70.5) expect(p.flip).toBe(true);
        if (p.y < 69.5) expect(p.flip).toBe(false);
      }
    }
  });

  it('has the standard shapes: the 7 has one middle pip above the centre, the 8 two, the 9 one at the centre', () => {
    const middle = (rank: number) =>
      pipsOf(rank)
        .filter((p) => p.x === 50)
        .map((p) => p.y);
    expect(middle(7)).toHaveLength(1);
    expect(middle(7)[0]).toBeLessThan(70);
    expect(middle(8)).toHaveLength(2);
    expect(middle(9)).toEqual([70]);
    expect(middle(3)).toEqual([34, 70, 106]);
  });

  it('moves the pips inwards below a larger corner index', () => {
    expect(Math.min(...pipsOf(10, 30).map((p) => p.y))).toBeGreaterThan(Math.min(...pipsOf(10).map((p) => p.y)));
  });
});

describe('latticePath', () => {
  it('draws lines that stay inside the inset box', () => {
    const d = latticePath(7, 9);
    const numbers = d.match(/-?[\d.]+/g)!.map(Number);
    expect(numbers.length).toBeGreaterThan(40);
    for (let i = 0; i < numbers.length; i += 2) {
      expect(numbers[i]).toBeGreaterThanOrEqual(7);
      expect(numbers[i]).toBeLessThanOrEqual(93);
      expect(numbers[i + 1]).toBeGreaterThanOrEqual(7);
      expect(numbers[i + 1]).toBeLessThanOrEqual(133);
    }
  });
});
