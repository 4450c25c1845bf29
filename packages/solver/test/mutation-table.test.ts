import { describe, expect, it } from 'vitest';
import { PositionTable } from '../src/table.js';

// The transposition table's contract as the search sees it: a set of 64-bit keys (two 32-bit halves,
// the lowest bit of the low half ignored) that refuses new keys past its limit and never forgets one.
describe('the transposition table as a set of keys', () => {
  it('starts at 4,096 slots, and at the most slots whose 0.7 holds the limit, up to 2^17 slots before any key', () => {
    expect(new PositionTable(1).bytes).toBe(4096 * 8);
    // 0.7 x 4,096 is 2,867.2: a limit of 2,867 fits, 2,868 takes the next size
    expect(new PositionTable(2867).bytes).toBe(4096 * 8);
    expect(new PositionTable(2868).bytes).toBe(8192 * 8);
    // past 2^16 keys the table starts at 2^17 slots (0.7 x 2^17 > 2^16) and grows as keys come
    expect(new PositionTable(5_872_025).bytes).toBe(2 ** 17 * 8);
  });

  it('holds at least one key, and a fractional limit rounds down', () => {
    const none = new PositionTable(0);
    expect(none.add(1, 2)).toBe(1);
    expect(none.add(3, 4)).toBe(-1);
    expect(none.size).toBe(1);
    const two = new PositionTable(2.9);
    expect([two.add(1, 2), two.add(3, 4), two.add(5, 6)]).toEqual([1, 1, -1]);
  });

  it('tells keys apart by both halves, also when they share a home slot', () => {
    const table = new PositionTable(100);
    // the same low half, high halves 4,096 apart: the same home slot in a table of 4,096 slots
    expect(table.add(1, 7)).toBe(1);
    expect(table.add(1 + 4096, 7)).toBe(1);
    // the same high half, another low half
    expect(table.add(1, 9)).toBe(1);
    expect(table.size).toBe(3);
    expect([table.add(1, 7), table.add(1 + 4096, 7), table.add(1, 9)]).toEqual([0, 0, 0]);
  });

  it('ignores the lowest bit of the low half (0 marks an empty slot), and reads halves as unsigned', () => {
    const table = new PositionTable(100);
    expect(table.add(5, 6)).toBe(1);
    expect(table.add(5, 7)).toBe(0);
    expect(table.add(5, 0)).toBe(1);
    expect(table.add(5, 1)).toBe(0);
    // -1 and 2^32 - 1 are the same 32 bits
    expect(table.add(-1, -2)).toBe(1);
    expect(table.add(2 ** 32 - 1, 2 ** 32 - 1)).toBe(0);
    expect(table.add(-1, -2)).toBe(0);
    expect(table.size).toBe(3);
  });

  it('keeps every key when it doubles, and stays at 0.7 of its slots or under', () => {
    const table = new PositionTable(1_000_000);
    const keys = 100_000;
    for (let k = 0; k < keys; k++) if (table.add(k, k * 2) !== 1) throw new Error(`key ${k} was not added`);
    expect(table.size).toBe(keys);
    // it starts at 2^17 slots; the 91,751st key (over 0.7 x 2^17) doubles it
    expect(table.bytes).toBe(2 ** 18 * 8);
    for (let k = 0; k < keys; k++) if (table.add(k, k * 2) !== 0) throw new Error(`key ${k} was lost`);
    expect(table.size).toBe(keys);
  });
});
