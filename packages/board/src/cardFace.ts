import { rankOf, suitOf, isRed, makeCard, type Card, type Suit } from '@klondike/engine';

/** What a card face shows: the rank as printed on cards (`10`, not `T`), suit index, colour, and the hook text (`7h`). */
export interface CardFace {
  readonly rank: string;
  readonly suit: Suit;
  readonly red: boolean;
  /** Card text as in RULES §1, the value of the `data-card` hook. */
  readonly text: string;
  /** Jack, Queen or King: drawn with a large letter instead of a pip. */
  readonly court: boolean;
}

const PRINTED_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The face of a card. */
export function cardFace(c: Card): CardFace {
  const rank = rankOf(c);
  return { rank: PRINTED_RANKS[rank - 1]!, suit: suitOf(c), red: isRed(c), text: makeCard(c), court: rank > 10 };
}

/**
 * Suit symbols as SVG paths in a 0..100 box, so faces stay crisp at any size and do not depend on
 * the fonts installed.
 */
export const SUIT_PATHS: readonly string[] = [
  // spade
  'M50 4C38 24 8 40 8 62c0 14 11 24 24 24 7 0 13-3 16-8-1 8-5 14-12 18h28c-7-4-11-10-12-18 3 5 9 8 16 8 13 0 24-10 24-24C92 40 62 24 50 4z',
  // heart
  'M50 92C30 74 6 56 6 32 6 18 17 8 30 8c9 0 16 5 20 13C54 13 61 8 70 8c13 0 24 10 24 24 0 24-24 42-44 60z',
  // diamond
  'M50 4L86 50 50 96 14 50z',
  // club
  'M50 6c-12 0-21 9-21 21 0 5 2 10 5 14-3-2-7-3-11-3C12 38 4 47 4 58s8 20 19 20c9 0 16-5 19-12-1 11-5 19-12 24h40c-7-5-11-13-12-24 3 7 10 12 19 12 11 0 19-9 19-20S88 38 77 38c-4 0-8 1-11 3 3-4 5-9 5-14C71 15 62 6 50 6z',
];
