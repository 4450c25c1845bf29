/**
 * RULES §1 card text, stated again for the tests without the engine's card integers: a card is its
 * canonical text, rank letter then suit letter (`7h`, `Ts`, `Kd`).
 */

/** Rank letters from the Ace (rank 1) to the King (rank 13). */
export const RANK_LETTERS = 'A23456789TJQK';
/** Suit letters in the foundation order F1..F4: spades, hearts, diamonds, clubs. */
export const SUIT_LETTERS = 'shdc';

/** The 52 card texts in new-deck order `As 2s .. Ks Ah .. Kh Ad .. Kd Ac .. Kc` (RULES §2). */
export const NEW_DECK: readonly string[] = [...SUIT_LETTERS].flatMap((s) => [...RANK_LETTERS].map((r) => r + s));

/** Rank of a card text, 1 (Ace) .. 13 (King). */
export const rankOfText = (card: string): number => RANK_LETTERS.indexOf(card[0]!) + 1;
/** Suit of a card text as its foundation index: 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export const suitOfText = (card: string): number => SUIT_LETTERS.indexOf(card[1]!);
/** Hearts and diamonds are red, spades and clubs black. */
export const isRedText = (card: string): boolean => card[1] === 'h' || card[1] === 'd';
/** The card of a foundation index and rank. */
export const cardText = (suit: number, rank: number): string => RANK_LETTERS[rank - 1]! + SUIT_LETTERS[suit]!;

/**
 * Reads card input: rank `A 2..9 T J Q K` or `10`, then a suit `s h d c`, any letter case.
 * @returns the canonical text, or null for anything else
 */
export function readCardText(input: string): string | null {
  const m = /^(10|[A2-9TJQK])([SHDC])$/.exec(input.toUpperCase());
  if (!m) return null;
  return (m[1] === '10' ? 'T' : m[1]!) + m[2]!.toLowerCase();
}

/** Whether `card` may lie on `under` in a column: opposite colour, exactly one rank lower (RULES §3). */
export const liesOn = (card: string, under: string): boolean =>
  rankOfText(under) === rankOfText(card) + 1 && isRedText(under) !== isRedText(card);
