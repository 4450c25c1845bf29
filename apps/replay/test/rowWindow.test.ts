import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rowsToDraw, scrollToShow } from '../src/rowWindow.js';

describe('rowsToDraw', () => {
  it('draws the rows in sight and the overscan, clipped to the list', () => {
    expect(rowsToDraw(1000, 26, { scrollTop: 0, height: 260 }, 2, 0)).toEqual([...Array(12).keys()]);
    // 13 rows in sight from row 100 (the last one in part), 2 more each side
    expect(rowsToDraw(1000, 26, { scrollTop: 2600, height: 320 }, 2, 100)).toEqual(
      Array.from({ length: 17 }, (_, k) => 98 + k),
    );
    expect(rowsToDraw(5, 26, { scrollTop: 0, height: 420 }, 12, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(rowsToDraw(0, 26, { scrollTop: 0, height: 420 }, 12, 0)).toEqual([]);
  });

  it('always draws the current row, in order, wherever the list is scrolled', () => {
    expect(rowsToDraw(234_001, 26, { scrollTop: 0, height: 52 }, 1, 234_000)).toEqual([0, 1, 2, 234_000]);
    expect(rowsToDraw(234_001, 26, { scrollTop: 26 * 1000, height: 26 }, 0, 3)).toEqual([3, 1000]);
  });

  it('a bounded number of rows at any length and scroll, the current one among them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300_000 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 2000 }),
        (count, top, cur, height) => {
          const current = cur % count;
          const scrollTop = top % (count * 26);
          const rows = rowsToDraw(count, 26, { scrollTop, height }, 12, current);
          expect(rows).toContain(current);
          expect(rows.length).toBeLessThanOrEqual(Math.ceil(height / 26) + 1 + 24 + 1);
          expect(rows.every((r, i) => r >= 0 && r < count && (i === 0 || r > rows[i - 1]!))).toBe(true);
        },
      ),
    );
  });
});

describe('scrollToShow', () => {
  it('scrolls the least that shows the row whole, and not at all when it is in sight', () => {
    const view = { scrollTop: 260, height: 130 }; // rows 10 to 14 in sight
    expect(scrollToShow(12, 26, view)).toBeNull();
    expect(scrollToShow(14, 26, view)).toBeNull();
    expect(scrollToShow(3, 26, view)).toBe(78); // at the top
    expect(scrollToShow(15, 26, view)).toBe(286); // at the bottom
    expect(scrollToShow(234_000, 26, { scrollTop: 0, height: 420 })).toBe(234_001 * 26 - 420);
    expect(scrollToShow(0, 26, { scrollTop: 0, height: 10 })).toBeNull();
  });
});
