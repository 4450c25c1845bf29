/**
 * Card facts as lookup tables over the engine's card numbers (`suit * 13 + rank - 1`, RULES §1), and
 * the Zobrist tables of the position key. Tables keep the search's inner loops free of division.
 */
import { splitmix32 } from '@klondike/engine';

/** Rank 1..13 of each card. */
export const RANK = Uint8Array.from({ length: 52 }, (_, c) => (c % 13) + 1);
/** Suit 0..3 of each card (spades, hearts, diamonds, clubs: the foundation order F1..F4). */
export const SUIT = Uint8Array.from({ length: 52 }, (_, c) => (c / 13) | 0);
/** 1 for hearts and diamonds, 0 for spades and clubs. */
export const RED = Uint8Array.from({ length: 52 }, (_, c) => (((c / 13) | 0) === 1 || ((c / 13) | 0) === 2 ? 1 : 0));

/** Per suit, the two suits of the other colour (spades and clubs against hearts and diamonds). */
export const OPPOSITE_A = [1, 0, 0, 1] as const;
export const OPPOSITE_B = [2, 3, 3, 2] as const;

/**
 * The twin of each card: the same rank in the other suit of its colour (spades-clubs, hearts-diamonds).
 * Twins are alike to every tableau rule (RULES §3 looks at rank and colour only).
 */
export const TWIN = Uint8Array.from({ length: 52 }, (_, c) => (3 - ((c / 13) | 0)) * 13 + (c % 13));

/**
 * The name of each card in the key when its twin is face up in the tableau too: `52 + (rank - 1) * 2 +
 * red`, its rank and colour only (see {@link EDGE_KEY_HIGH}).
 */
export const TWIN_LABEL = Uint8Array.from({ length: 52 }, (_, c) => 52 + (c % 13) * 2 + RED[c]!);

/** Most cards one column can hold in the solver's arrays (a column never holds more than the 52 cards). */
export const COLUMN_CAPACITY = 64;

// Fixed splitmix32 streams (the engine's): the Zobrist tables are the same in every run, so keys are
// reproducible. An Int32Array keeps each unsigned word's 32 bits.
const fill = (length: number, next: () => number): Int32Array => Int32Array.from({ length }, () => next());

const high = splitmix32(0x4b4c3168).next;
const low = splitmix32(0x736f6c76).next;

/** Per card, place in its column (0..63) and face-down flag: index `(card * 64 + place) * 2 + down`. */
export const COLUMN_KEY_HIGH = fill(52 * COLUMN_CAPACITY * 2, high);
export const COLUMN_KEY_LOW = fill(52 * COLUMN_CAPACITY * 2, low);
/**
 * Per face-up card and the card lying on it: index `parent * 52 + child`, where `parent` is the card,
 * or `52 + (rank - 1) * 2 + red` when its twin is face up in the tableau too (the key forgets which of
 * the two twins holds which tail, see {@link SolverState.keyHigh}).
 */
export const EDGE_KEY_HIGH = fill(78 * 52, high);
export const EDGE_KEY_LOW = fill(78 * 52, low);
/** Per suit and foundation height 0..13: index `suit * 14 + height`. */
export const FOUNDATION_KEY_HIGH = fill(4 * 14, high);
export const FOUNDATION_KEY_LOW = fill(4 * 14, low);
/** Per card still in the stock or waste. */
export const TALON_KEY_HIGH = fill(52, high);
export const TALON_KEY_LOW = fill(52, low);
/** Per waste size 0..52 (how far into the stock and waste the draws have gone). */
export const WASTE_KEY_HIGH = fill(53, high);
export const WASTE_KEY_LOW = fill(53, low);

/** Mixes a whole number (the pass in progress) into a 32-bit key part. */
export function mixNumber(n: number, salt: number): number {
  let z = (Math.imul(n | 0, 0x85ebca6b) ^ salt) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) | 0;
}
