/** The load at which the table doubles, below its largest size. */
const GROW_LOAD = 0.7;
/**
 * The load its largest size may fill to: the smallest power of two of slots whose 0.8 holds the limit.
 * Doubling once more for the last keys would take twice the memory (and, while it copies, three
 * times); linear probing at 0.8 costs a few more slots per look-up, within the same cache lines mostly.
 */
export const FULL_LOAD = 0.8;

/**
 * The transposition table: a set of 64-bit position keys, open addressing with linear probing over one
 * `Uint32Array` (two 32-bit halves per slot). A JS `Map` stops at 2^24 entries and is several times
 * slower for 64-bit keys; this table grows by doubling up to a fixed number of entries and then says
 * it is full, so the search can report `unknown` for lack of memory instead of crashing.
 */
export class PositionTable {
  private slots: Uint32Array;
  private mask: number;
  private count = 0;
  private readonly maxEntries: number;
  /** The most slots the table grows to: the fewest (a power of two) whose {@link FULL_LOAD} holds the limit. */
  private readonly maxCapacity: number;

  /**
   * @param maxEntries the most keys the table may hold; memory is 8 bytes per slot. The table doubles
   *   at a load of 0.7 up to the fewest slots whose 0.8 holds `maxEntries`, and fills those up to it:
   *   up to 6,710,886 entries (0.8 x 2^23) take 64 MB.
   */
  constructor(maxEntries: number) {
    this.maxEntries = Math.max(1, Math.floor(maxEntries));
    let largest = 1 << 12;
    // Stryker disable next-line EqualityOperator: 0.8 x a power of two from 2^12 on is never a whole number, so `<=` gives the same sizes
    while (largest * FULL_LOAD < this.maxEntries) largest *= 2;
    this.maxCapacity = largest;
    let capacity = 1 << 12;
    // Stryker disable next-line EqualityOperator: 0.7 x a power of two is never a whole number, so `<=` gives the same sizes
    while (capacity < largest && capacity * GROW_LOAD < Math.min(this.maxEntries, 1 << 16)) capacity *= 2;
    this.slots = new Uint32Array(capacity * 2);
    this.mask = capacity - 1;
  }

  /** Keys stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the slots. */
  get bytes(): number {
    return this.slots.byteLength;
  }

  /**
   * Whether a key given as two 32-bit halves is stored (the same halves as {@link add} takes); adds
   * nothing.
   */
  has(high: number, low: number): boolean {
    const lo = (low | 1) >>> 0;
    const hi = high >>> 0;
    const slots = this.slots;
    const mask = this.mask;
    for (let i = homeSlot(hi, lo, mask); ; i = (i + 1) & mask) {
      const at = slots[2 * i + 1]!;
      if (at === 0) return false;
      if (at === lo && slots[2 * i] === hi) return true;
    }
  }

  /**
   * Adds a key given as two 32-bit halves (`low` must not be 0 after `| 1`: the table reserves 0 for
   * an empty slot, so it sets the lowest bit of `low` and keys are 63 bits in effect).
   * @returns 1 when added, 0 when already there, -1 when the table is full (nothing added).
   */
  add(high: number, low: number): 1 | 0 | -1 {
    const lo = (low | 1) >>> 0;
    const hi = high >>> 0;
    let slots = this.slots;
    let mask = this.mask;
    let i = homeSlot(hi, lo, mask);
    for (;;) {
      const at = slots[2 * i + 1]!;
      if (at === 0) break;
      if (at === lo && slots[2 * i] === hi) return 0;
      i = (i + 1) & mask;
    }
    if (this.count >= this.maxEntries) return -1;
    // Stryker disable next-line EqualityOperator: 0.7 x a power of two is never a whole number, so `>=` grows at the same key
    if (mask + 1 < this.maxCapacity && this.count + 1 > (mask + 1) * GROW_LOAD) {
      this.grow();
      slots = this.slots;
      mask = this.mask;
      i = homeSlot(hi, lo, mask);
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
    }
    slots[2 * i] = hi;
    slots[2 * i + 1] = lo;
    this.count++;
    return 1;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    const slots = new Uint32Array(capacity * 2);
    const mask = capacity - 1;
    // Stryker disable next-line EqualityOperator: a step past the end reads an empty slot (undefined, written as 0), as below
    for (let j = 0; j < old.length; j += 2) {
      const lo = old[j + 1]!;
      // Stryker disable next-line ConditionalExpression,BlockStatement: an empty slot copied is written as an empty slot
      if (lo === 0) continue;
      const hi = old[j]!;
      let i = homeSlot(hi, lo, mask);
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = hi;
      slots[2 * i + 1] = lo;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** The first slot a key's probe looks at, in a table of `mask + 1` slots. */
const homeSlot = (high: number, low: number, mask: number): number => (high ^ Math.imul(low, 0x9e3779b1)) & mask;
