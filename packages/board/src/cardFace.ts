import { isJoker, rankOf, suitOf, isRed, makeCard, type Card, type Suit } from '@klondike/engine';

/** What a card face shows: the rank as printed on cards (`10`, not `T`), suit index, colour, and the hook text (`7h`). */
export interface CardFace {
  readonly rank: string;
  readonly suit: Suit;
  readonly red: boolean;
  /** Card text as in RULES §1, the value of the `data-card` hook. */
  readonly text: string;
  /** Jack, Queen or King: drawn with a large letter instead of a pip. */
  readonly court: boolean;
  /** A joker (RULES §10.2): no rank and no suit (`rank` is empty, `suit` 0); drawn by JokerArt.vue. */
  readonly joker: boolean;
}

const PRINTED_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The face of a card. */
export function cardFace(c: Card): CardFace {
  if (isJoker(c)) return { rank: '', suit: 0, red: false, text: makeCard(c), court: false, joker: true };
  const rank = rankOf(c);
  return {
    rank: PRINTED_RANKS[rank - 1]!,
    suit: suitOf(c),
    red: isRed(c),
    text: makeCard(c),
    court: rank > 10,
    joker: false,
  };
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

/*
 * Card faces are drawn in a 100 x 140 box (a card's width is 100). Everything below is data: the
 * SVG is made from it by Card.vue, so the board ships no drawings as strings beyond the suits.
 */

/** A pip of a number card: its centre in the 100 x 140 box, and whether it is printed upside down (the lower half). */
export interface Pip {
  readonly x: number;
  readonly y: number;
  readonly flip: boolean;
}

/** Pip size of number cards, in card widths / 100. */
export const PIP_SIZE = 18;

// The three pip columns and the rows between the first and the last, as fractions of the pip field.
const COLUMNS = { L: 30, M: 50, R: 70 } as const;
/** The first pip row's centre, below a corner index of the usual size; the last row mirrors it. */
const TOP = 34;
type Column3 = keyof typeof COLUMNS;
/** The standard layouts of 2..10: [column, row from 0 (top) to 1 (bottom)]. */
const LAYOUTS: Readonly<Record<number, readonly (readonly [Column3, number])[]>> = {
  2: [
    ['M', 0],
    ['M', 1],
  ],
  3: [
    ['M', 0],
    ['M', 0.5],
    ['M', 1],
  ],
  4: [
    ['L', 0],
    ['R', 0],
    ['L', 1],
    ['R', 1],
  ],
  5: [
    ['L', 0],
    ['R', 0],
    ['M', 0.5],
    ['L', 1],
    ['R', 1],
  ],
  6: [
    ['L', 0],
    ['R', 0],
    ['L', 0.5],
    ['R', 0.5],
    ['L', 1],
    ['R', 1],
  ],
  7: [
    ['L', 0],
    ['R', 0],
    ['M', 0.25],
    ['L', 0.5],
    ['R', 0.5],
    ['L', 1],
    ['R', 1],
  ],
  8: [
    ['L', 0],
    ['R', 0],
    ['M', 0.25],
    ['L', 0.5],
    ['R', 0.5],
    ['M', 0.75],
    ['L', 1],
    ['R', 1],
  ],
  9: [
    ['L', 0],
    ['R', 0],
    ['L', 1 / 3],
    ['R', 1 / 3],
    ['M', 0.5],
    ['L', 2 / 3],
    ['R', 2 / 3],
    ['L', 1],
    ['R', 1],
  ],
  10: [
    ['L', 0],
    ['R', 0],
    ['M', 1 / 6],
    ['L', 1 / 3],
    ['R', 1 / 3],
    ['L', 2 / 3],
    ['R', 2 / 3],
    ['M', 5 / 6],
    ['L', 1],
    ['R', 1],
  ],
};

/**
 * The pips of a number card (2..10) in their standard layout; none for an Ace or a court card.
 * @param rank 1..13
 * @param index the corner index's font size (card widths / 100): a larger index pushes the pips inwards
 */
export function pipsOf(rank: number, index = 20): readonly Pip[] {
  const top = Math.max(TOP, index + 12);
  const bottom = 140 - top;
  return (LAYOUTS[rank] ?? []).map(([c, row]) => ({ x: COLUMNS[c], y: top + row * (bottom - top), flip: row > 0.5 }));
}

/** How wide a rank prints in the corner index, in font sizes (DejaVu Sans Bold; "10" is condensed to 1). */
export const rankWidth = (rank: string): number => ({ '10': 1, A: 0.77, J: 0.42, Q: 0.85, K: 0.78 })[rank] ?? 0.7;

/**
 * The emblems of the court cards, our own simple drawings centred on (0, 0) in a box about 36 x 18:
 * a crown for the King, a tiara for the Queen, a plumed cap for the Jack.
 */
export const COURT_EMBLEMS: Readonly<Record<'J' | 'Q' | 'K', string>> = {
  K: 'M-17 9V-4l8 6 9-11 9 11 8-6V9z',
  Q: 'M-15 9C-15 1-13-3-10-5l4 7 6-10 6 10 4-7c3 2 5 6 5 14z',
  J: 'M-15 9V4C-15-4-6-9 3-8l9-3-3 5c4 2 6 6 6 10v5z',
};

/** The back's lattice: lines at 45 degrees every `step` units inside the inset box, as one SVG path. */
export function latticePath(inset = 7, step = 9, width = 100, height = 140): string {
  const x0 = inset;
  const y0 = inset;
  const x1 = width - inset;
  const y1 = height - inset;
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = '';
  for (let c = x0 + y0 + step; c < x1 + y1; c += step) {
    // x + y = c, clipped to the box
    const ax = Math.max(x0, c - y1);
    const bx = Math.min(x1, c - y0);
    if (bx > ax) d += `M${r(ax)} ${r(c - ax)}L${r(bx)} ${r(c - bx)}`;
  }
  for (let c = y0 - x1 + step; c < y1 - x0; c += step) {
    // y - x = c, clipped to the box
    const ax = Math.max(x0, y0 - c);
    const bx = Math.min(x1, y1 - c);
    if (bx > ax) d += `M${r(ax)} ${r(ax + c)}L${r(bx)} ${r(bx + c)}`;
  }
  return d;
}
