/**
 * The seeded pseudo-random generator behind deal numbers (RULES §2). It is part of the game-code
 * format: once released, a deal number must give the same deck forever, so nothing here may change.
 *
 * Integer arithmetic only (`Math.imul`, shifts, `>>> 0`), so every JavaScript engine agrees:
 * - **splitmix32** turns the deal number into four 32-bit seed words: the state starts at the low 32
 *   bits of the deal number, words 0 and 1 are drawn, the state is XOR-ed with the high bits
 *   (`floor(deal / 2^32)`), then words 2 and 3 are drawn. Each draw adds `0x9E3779B9` to the state
 *   and mixes it: `z ^= z >>> 16; z *= 0x21F0AAAD; z ^= z >>> 15; z *= 0x735A2D97; z ^= z >>> 15`.
 * - **xoshiro128\*\*** (Blackman and Vigna) produces the stream of 32-bit words from those seeds.
 * - **Bounded draws** `below(n)` reject the words at or above `2^32 - (2^32 mod n)`, then take
 *   `word mod n`: every value below `n` is equally likely (no modulo bias).
 *
 * The project's one home of seeded generators: {@link splitmix32} for fixed streams of words (the
 * solver's Zobrist tables, the test helpers' `seededRandom`), {@link xorshift32} for the solver's
 * restart noise.
 */
export interface Rng {
  /** The next 32-bit unsigned word. */
  next(): number;
  /** An unbiased integer in `0 .. bound - 1`; `bound` is an integer from 1 to 2^32. */
  below(bound: number): number;
}

const TWO_32 = 4294967296;

/**
 * A splitmix32 stream (the seeder of {@link seededRng}), for anything else that needs a fixed stream
 * of well-mixed 32-bit words, e.g. the solver's Zobrist tables.
 * @param seed the starting state (its low 32 bits)
 * @returns `next()`, the next unsigned 32-bit word; `mix(bits)`, XOR-ing bits into the state
 */
export function splitmix32(seed: number): { next(): number; mix(bits: number): void } {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    },
    mix(bits: number) {
      state = (state ^ bits) >>> 0;
    },
  };
}

/**
 * A xorshift32 stream (Marsaglia's shifts 13, 17, 5) of numbers in [0, 1): the order noise of the
 * solver's restarts. Its sequence must not change: the daily deal's rule (RULES §6) is a search
 * bounded by nodes whose restarts it orders, so another stream would pick other deals for the dates
 * already in the table.
 * @param seed the starting state (its low 32 bits, made odd so it is never zero)
 * @returns a function giving the next number in [0, 1) (the next state divided by 2^32)
 */
export function xorshift32(seed: number): () => number {
  let state = seed | 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / TWO_32;
  };
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/**
 * A generator seeded by a deal number.
 * @param deal a non-negative safe integer (game codes use 0 .. 26^7 - 1)
 */
export function seededRng(deal: number): Rng {
  const low = deal % TWO_32;
  const high = Math.floor(deal / TWO_32);
  const seeder = splitmix32(low);
  let s0 = seeder.next();
  let s1 = seeder.next();
  seeder.mix(high);
  let s2 = seeder.next();
  let s3 = seeder.next();
  // Never true: s0 and s1 come from consecutive splitmix32 states, whose output is a bijection of the state, so at
  // most one of them is 0; the guard states xoshiro's precondition.
  // Stryker disable next-line ConditionalExpression: the guard forced off is equivalent (never all zero, above)
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1; // xoshiro must not start from all zeros

  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  return {
    next,
    below(bound: number): number {
      const limit = TWO_32 - (TWO_32 % bound);
      for (;;) {
        const word = next();
        if (word < limit) return word % bound;
      }
    },
  };
}
