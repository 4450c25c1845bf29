import { describe, expect, it } from 'vitest';
import { dealDeck, seededRng, splitmix32, xorshift32 } from '../src/index.js';
import { ORDERED_DECK } from '../src/card.js';
import { seededRandom } from '../testing/index.js';

/**
 * RULES §2 "unbiased bounded draws (no modulo bias)" and a fair Fisher-Yates shuffle, tested as
 * kinds beyond the golden deals: the distribution of the bounded draw (chi-square), its rejection
 * branch word by word, and the distribution of cards over the places of dealt decks.
 */

const TWO_32 = 2 ** 32;

/**
 * The chi-square value under which a fair sample falls but for a chance of about one in a
 * million (Wilson-Hilferty approximation, z = 4.75): the samples are seeded, so a pass stays a pass.
 */
function chiSquareBound(degrees: number): number {
  const z = 4.75;
  const a = 2 / (9 * degrees);
  return degrees * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** The chi-square statistic of counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

describe('RULES §2 bounded draws: below(n) is unbiased', () => {
  it.each([2, 7, 13, 52])('below(%i) is uniform over 0..n-1 (chi-square)', (bound) => {
    const rng = seededRng(123_456 + bound);
    const counts = new Array<number>(bound).fill(0);
    for (let i = 0; i < bound * 2000; i++) counts[rng.below(bound)]!++;
    expect(chiSquare(counts)).toBeLessThan(chiSquareBound(bound - 1));
  });

  it('below(3 * 2^30) has no modulo bias: its three thirds are equally likely (word mod n alone would make the first twice as likely)', () => {
    const bound = 3 * 2 ** 30;
    const rng = seededRng(77);
    const thirds = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) thirds[Math.floor(rng.below(bound) / 2 ** 30)]!++;
    expect(chiSquare(thirds)).toBeLessThan(chiSquareBound(2));
  });

  it('the rejection branch: below(n) takes the first word under 2^32 - (2^32 mod n), modulo n, and a rejected word is used up', () => {
    // a bound just over 2^31 rejects about half of all words, so both branches run many times
    for (const bound of [2 ** 31 + 1, 3 * 2 ** 30, 1_000_000_007, 52]) {
      const limit = TWO_32 - (TWO_32 % bound);
      const draws = seededRng(bound % 1000);
      const words = seededRng(bound % 1000);
      let rejected = 0;
      for (let i = 0; i < 2000; i++) {
        let word = words.next();
        while (word >= limit) {
          rejected++;
          word = words.next();
        }
        expect(draws.below(bound)).toBe(word % bound);
      }
      if (bound === 2 ** 31 + 1) expect(rejected).toBeGreaterThan(500);
    }
  });

  it('below(1) is always 0 and below(2^32) is the word itself', () => {
    const draws = seededRng(9);
    const words = seededRng(9);
    for (let i = 0; i < 100; i++) {
      expect(draws.below(1)).toBe(0);
      words.next();
    }
    for (let i = 0; i < 100; i++) expect(draws.below(TWO_32)).toBe(words.next());
  });
});

describe('RULES §2 shuffle: every card is equally likely in every place, outside the golden deals too', () => {
  const DEALS = 5200;
  const start = 1_000_000;
  const decks = Array.from({ length: DEALS }, (_, i) => dealDeck(start + i * 7919));

  it.each([
    ['As', 0],
    ['7h', 19],
    ['Kc', 51],
  ])('%s lands in each of the 52 places about equally often (chi-square)', (_name, card) => {
    const counts = new Array<number>(52).fill(0);
    for (const deck of decks) counts[deck.indexOf(card)]!++;
    expect(chiSquare(counts)).toBeLessThan(chiSquareBound(51));
  });

  it('each place holds each of the 52 cards about equally often: the first, a middle and the last place (chi-square)', () => {
    for (const place of [0, 27, 51]) {
      const counts = new Array<number>(52).fill(0);
      for (const deck of decks) counts[deck[place]!]!++;
      expect(chiSquare(counts)).toBeLessThan(chiSquareBound(51));
    }
  });

  it('a shuffled deck leaves about one card in its new-deck place, as a uniform permutation does (not none, as a Sattolo shuffle would)', () => {
    let fixed = 0;
    for (const deck of decks) fixed += deck.filter((c, i) => c === ORDERED_DECK[i]).length;
    // a uniform permutation has one fixed point on average, variance 1: allow five standard deviations
    expect(Math.abs(fixed - DEALS)).toBeLessThan(5 * Math.sqrt(DEALS));
  });
});

describe('splitmix32, the seeder of deal numbers and the stream of the test machinery', () => {
  it('draws the words of its documented mix: state += 0x9E3779B9, then xor-shift 16, 15, 15 between the two multiplies', () => {
    // worked out apart from the code, from the mix as rng.ts documents it
    const zero = splitmix32(0);
    expect([zero.next(), zero.next(), zero.next()]).toEqual([1684164658, 3653269916, 2939563536]);
    // the state wraps at 2^32: seed 2^32 - 1 plus the increment is 0x9E3779B8
    const top = splitmix32(0xffffffff);
    expect([top.next(), top.next()]).toEqual([3950124170, 4293442868]);
  });

  it('seededRandom is that stream scaled to [0, 1): each number is the next word over 2^32', () => {
    const random = seededRandom(0);
    expect([random(), random(), random()]).toEqual([1684164658, 3653269916, 2939563536].map((w) => w / TWO_32));
    const words = splitmix32(20261201);
    const scaled = seededRandom(20261201);
    for (let k = 0; k < 1000; k++) {
      const x = scaled();
      expect(x).toBe(words.next() / TWO_32);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("xorshift32, the solver restarts' noise", () => {
  it("gives Marsaglia's sequence from seed 1, as numbers in [0, 1)", () => {
    const next = xorshift32(1);
    expect([next(), next(), next()].map((x) => x * TWO_32)).toEqual([270369, 67634689, 2647435461]);
  });

  it('keeps the stream the solver seeded its restarts with (the daily deals depend on it)', () => {
    // the first restart's seed in the solver's solve()
    const next = xorshift32(0x9e3779b9 ^ 0x85ebca6b);
    expect([next(), next(), next(), next()]).toEqual([
      0.2244294285774231, 0.27089260006323457, 0.08649504091590643, 0.39236475923098624,
    ]);
  });

  it('never starts from zero: an even seed is made odd', () => {
    expect(xorshift32(0)()).toBe(xorshift32(1)());
  });
});
