import { cardOf, FOUNDATION_PILES, pileIndex, type Card, type Column, type Pile, type Position, type Rank, type Suit } from '@klondike/engine';

/**
 * Where the board draws each card. Offsets are in card sizes (x in card widths, y in card heights)
 * so the CSS decides the card size from the viewport and the layout only decides the overlap.
 */
export interface PlacedCard {
  readonly card: Card;
  readonly faceDown: boolean;
  /** Index in the pile (bottom = 0), as the engine counts it (`doubleTap` `cardIndex`). */
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/** Gaps between overlapping cards, in card heights: full, and the least they are squeezed to. */
export const STEP = { down: 0.12, up: 0.27, minDown: 0.045, minUp: 0.23 } as const;
/** Horizontal gap of the draw-3 waste fan, in card widths. */
export const FAN_STEP = 0.5;

/**
 * The vertical offsets of a column's cards. A long column first squeezes its face-down cards, then
 * its face-up ones, so that it fits in `room` card heights; face-up cards keep at least
 * {@link STEP}.minUp so every rank and suit in the corner stays readable.
 * @param room the height available for the column, in card heights
 * @param peek whether face-down cards show their faces (Thoughtful, RULES §10)
 */
export function columnOffsets(column: Column, room: number, peek = false): number[] {
  // Face-down cards whose faces are shown (Thoughtful) need the face-up gap to stay readable.
  if (peek) return columnOffsets({ cards: column.cards, down: 0 }, room);
  const n = column.cards.length;
  const down = column.down;
  const up = n - down;
  const spare = Math.max(0, room - 1);
  const need = (d: number, u: number) => down * d + Math.max(0, up - 1) * u;
  let stepDown: number = STEP.down;
  let stepUp: number = STEP.up;
  if (need(stepDown, stepUp) > spare && down > 0) {
    stepDown = Math.max(STEP.minDown, (spare - need(0, stepUp)) / down);
  }
  if (need(stepDown, stepUp) > spare && up > 1) {
    stepUp = Math.max(STEP.minUp, (spare - down * stepDown) / (up - 1));
  }
  const out: number[] = [];
  let y = 0;
  for (let i = 0; i < n; i++) {
    out.push(y);
    y += i < down ? stepDown : stepUp;
  }
  return out;
}

/** The cards drawn for a column. */
export function columnCards(column: Column, room: number, peek = false): PlacedCard[] {
  const ys = columnOffsets(column, room, peek);
  return column.cards.map((card, index) => ({ card, faceDown: index < column.down, index, x: 0, y: ys[index]! }));
}

/**
 * The waste cards drawn: in draw 3 the last three turned cards fanned (only the top one playable),
 * in draw 1 the top card; one more card lies hidden under them, so a card dragged away uncovers the
 * next one at once.
 */
export function wasteCards(waste: readonly Card[], draw: 1 | 3): PlacedCard[] {
  const fan = draw === 3 ? 3 : 1;
  const shown = Math.min(waste.length, fan + 1);
  const first = waste.length - shown;
  const out: PlacedCard[] = [];
  for (let i = 0; i < shown; i++) {
    const fromTop = shown - 1 - i;
    const slot = Math.max(0, Math.min(fan, waste.length) - 1 - fromTop);
    out.push({ card: waste[first + i]!, faceDown: false, index: first + i, x: slot * FAN_STEP, y: 0 });
  }
  return out;
}

/** The cards drawn on a foundation: the top one and the one under it (revealed while the top is dragged). */
export function foundationCards(suit: Suit, count: number): PlacedCard[] {
  const out: PlacedCard[] = [];
  for (let rank = Math.max(1, count - 1); rank <= count; rank++) out.push({ card: cardOf(suit, rank as Rank), faceDown: false, index: rank - 1, x: 0, y: 0 });
  return out;
}

/** The piles of the board's top row, left to right: stock, waste, F1..F4. */
export const TOP_PILES: readonly Pile[] = ['S', 'W', ...FOUNDATION_PILES];

/** The cards of a pile, bottom first (a foundation's from its Ace up), for labels and the keyboard's announcements. */
export function pileCards(position: Position, pile: Pile): readonly Card[] {
  if (pile === 'S') return position.stock;
  if (pile === 'W') return position.waste;
  if (pile[0] === 'F') {
    const suit = pileIndex(pile) as Suit;
    return Array.from({ length: position.foundations[suit]! }, (_, r) => cardOf(suit, (r + 1) as Rank));
  }
  return position.tableau[pileIndex(pile)]!.cards;
}
