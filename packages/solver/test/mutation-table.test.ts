import { describe, expect, it } from 'vitest';
import { PositionTable } from '../src/table.js';

// The transposition table's contract as the search sees it: a set of 64-bit keys (two 32-bit halves,
// the lowest bit of the low half ignored) that refuses new keys past its limit and never forgets one.
describe('the transposition table as a set of keys', () => {
  it('starts at 4,096 slots, and at the most slots whose 0.7 holds the limit, up to 2^17 slots before any key', () => {
    expect(new PositionTable(1).bytes).toBe(4096 * 8);
    // its largest size is the fewest slots whose 0.8 holds the limit: 0.8 x 4,096 is 3,276.8, so a
    // limit of 3,276 never takes more than 4,096 slots (past 0.7 of them too), and 3,277 starts at 8,192
    expect(new PositionTable(2868).bytes).toBe(4096 * 8);
    expect(new PositionTable(3276).bytes).toBe(4096 * 8);
    expect(new PositionTable(3277).bytes).toBe(8192 * 8);
    // 0.7 x 8,192 is 5,734.4: a limit of 5,734 fits there, 6,554 (over 0.8 x 8,192) takes the next size
    expect(new PositionTable(5734).bytes).toBe(8192 * 8);
    expect(new PositionTable(6554).bytes).toBe(16384 * 8);
    // past 2^16 keys the table starts at 2^17 slots (0.7 x 2^17 > 2^16) and grows as keys come
    expect(new PositionTable(5_872_025).bytes).toBe(2 ** 17 * 8);
    expect(new PositionTable(6_710_886).bytes).toBe(2 ** 17 * 8);
  });

  it('does not double past its largest size: a limit of 3,276 keeps 4,096 slots past 0.7 of them, up to the limit', () => {
    const table = new PositionTable(3276);
    // the 2,868th key (over 0.7 x 4,096) would double a table whose largest size is larger
    for (let k = 0; k < 3276; k++) if (table.add(mixed(2 * k), mixed(2 * k + 1)) !== 1) throw new Error(`key ${k}`);
    expect(table.bytes).toBe(4096 * 8);
    expect(table.size).toBe(3276);
    expect(table.add(mixed(9000), mixed(9001))).toBe(-1);
    for (let k = 0; k < 3276; k++)
      if (table.add(mixed(2 * k), mixed(2 * k + 1)) !== 0) throw new Error(`key ${k} lost`);
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

/** A fixed stream of well-mixed 32-bit values (a splitmix32 step): keys that collide in the table as a search's keys do. */
function mixed(n: number): number {
  let z = Math.imul(n + 1, 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

describe('the transposition table with keys spread as a search spreads them', () => {
  it('keeps apart keys of the same high half whose probes meet', () => {
    // 2,867 keys in 4,096 slots: many probes pass slots holding the same high half
    const table = new PositionTable(2867);
    for (let k = 0; k < 2867; k++) if (table.add(7, mixed(k)) !== 1) throw new Error(`key ${k} was taken as known`);
    for (let k = 0; k < 2867; k++) if (table.add(7, mixed(k)) !== 0) throw new Error(`key ${k} was lost`);
    expect(table.size).toBe(2867);
    expect(table.bytes).toBe(4096 * 8);
  });

  it('doubles at the key past 0.7 of its slots, three times, and keeps every key each time', () => {
    const table = new PositionTable(5_872_025);
    // from this place in the stream, keys added right after a doubling find their home slot taken
    // (twice of the three), so the probe after a doubling is tried too
    const add = (k: number) => table.add(mixed(2 * k + 2), mixed(2 * k + 3));
    // 0.7 x 2^17 is 91,750.4: the 91,751st key doubles the table
    let k = 0;
    for (; k < 91_750; k++) if (add(k) !== 1) throw new Error(`key ${k} was not added`);
    expect(table.bytes).toBe(2 ** 17 * 8);
    expect(add(k++)).toBe(1);
    expect(table.bytes).toBe(2 ** 18 * 8);
    for (; k < 400_000; k++) if (add(k) !== 1) throw new Error(`key ${k} was not added`);
    // doubled again at 183,501 and 367,002 keys
    expect(table.bytes).toBe(2 ** 20 * 8);
    for (let j = 0; j < 400_000; j++) if (add(j) !== 0) throw new Error(`key ${j} was lost`);
    expect(table.size).toBe(400_000);
  });
});
