import { describe, expect, it } from 'vitest';
import { PositionTable } from '../src/table.js';

describe('the transposition table', () => {
  it('fills its largest size to 0.8 of its slots, so the default limit (0.8 x 2^23) fills a 64 MB table and no more', () => {
    // the same at 2^13 slots: 6,553 keys fit in 64 KB (past 0.7 of them, where a smaller size doubles),
    // the next one is refused at the limit
    const limit = Math.floor(0.8 * 2 ** 13);
    const table = new PositionTable(limit);
    for (let k = 0; k < limit; k++) expect(table.add(k * 2654435761, k * 40503 + 1)).toBe(1);
    expect(table.size).toBe(limit);
    expect(table.bytes).toBe(2 ** 13 * 8);
    expect(table.add(123, 456)).toBe(-1);
    expect(table.add(0, 1)).toBe(0);
  });

  it('tells whether a key is stored without adding it', () => {
    const table = new PositionTable(100);
    expect(table.has(7, 9)).toBe(false);
    expect(table.size).toBe(0);
    expect(table.add(7, 9)).toBe(1);
    // the lowest bit of the low half is the table's own (keys are 63 bits in effect), as for add
    expect([table.has(7, 9), table.has(7, 8), table.has(9, 7), table.has(7, 11)]).toEqual([true, true, false, false]);
    expect(table.size).toBe(1);
  });
});
