import {
  isFoundationPile,
  cardOf,
  foundationSuit,
  pileIndex,
  type Card,
  type Column,
  type Pile,
  type Position,
  type Rank,
  type Suit,
} from '@klondike/engine';

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
 * @param steps the full and least steps (see {@link stepsFor}), by default {@link STEP}
 */
export function columnOffsets(column: Column, room: number, peek = false, steps: ColumnSteps = STEP): number[] {
  // Face-down cards whose faces are shown (Thoughtful) need the face-up gap to stay readable.
  if (peek) return columnOffsets({ cards: column.cards, down: 0 }, room, false, steps);
  const n = column.cards.length;
  const down = column.down;
  const up = n - down;
  const spare = Math.max(0, room - 1);
  const need = (d: number, u: number) => down * d + Math.max(0, up - 1) * u;
  let stepDown: number = steps.down;
  let stepUp: number = steps.up;
  if (need(stepDown, stepUp) > spare && down > 0) {
    stepDown = Math.max(steps.minDown, (spare - need(0, stepUp)) / down);
  }
  if (need(stepDown, stepUp) > spare && up > 1) {
    stepUp = Math.max(steps.minUp, (spare - down * stepDown) / (up - 1));
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
export function columnCards(column: Column, room: number, peek = false, steps: ColumnSteps = STEP): PlacedCard[] {
  const ys = columnOffsets(column, room, peek, steps);
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
  for (let rank = Math.max(1, count - 1); rank <= count; rank++)
    out.push({ card: cardOf(suit, rank as Rank), faceDown: false, index: rank - 1, x: 0, y: 0 });
  return out;
}

/** The cards of a pile, bottom first (a foundation's from its Ace up), for labels and the keyboard's announcements. */
export function pileCards(position: Position, pile: Pile): readonly Card[] {
  if (pile === 'S') return position.stock;
  if (pile === 'W') return position.waste;
  if (isFoundationPile(pile)) {
    const suit = foundationSuit(pileIndex(pile));
    return Array.from({ length: position.foundations[pileIndex(pile)]! }, (_, r) => cardOf(suit, (r + 1) as Rank));
  }
  return position.tableau[pileIndex(pile)]!.cards;
}

/** A card's height over its width (poker cards, 63 x 88 mm). */
export const CARD_RATIO = 1.4;

/** The longest column Klondike can hold: six face-down cards under a King down to an Ace (RULES §3). */
export const LONGEST_COLUMN = { down: 6, up: 13 } as const;

/** Room the board may use, the comforts that change its geometry, and the piles it lays out. */
export interface GeometryOptions {
  /** Larger print and tighter gaps, for players who find the normal size hard to read. */
  readonly largerCards?: boolean;
  /** Columns of the tableau (the position's `tableau.length`: 7, or 9 in Double Klondike, RULES §10); default 7. */
  readonly columns?: number;
  /** Foundation piles (the position's `foundations.length`: 4, or 8 in Double Klondike); default 4. */
  readonly foundations?: number;
}

/** How the foundation piles are set out: `columns` piles across in `rows` rows, F1 first, row by row. */
export interface FoundationGrid {
  readonly columns: number;
  readonly rows: number;
}

/**
 * The board's geometry for a box of `width` x `height` CSS pixels: which arrangement, the card size,
 * the gap, the corner index's size and the overlap steps, chosen so that the longest possible column
 * (see {@link LONGEST_COLUMN}) fits without scrolling with every corner index readable.
 */
export interface BoardGeometry {
  /** `rows`: stock, waste and foundations in a row above the tableau; `side`: beside it (a short, wide screen). */
  readonly arrangement: 'rows' | 'side';
  /** Card width in CSS pixels (the height is {@link CARD_RATIO} times it). */
  readonly cardWidth: number;
  /** Gap between piles, in CSS pixels. */
  readonly gap: number;
  /** Font size of a corner index's rank, in CSS pixels. */
  readonly indexSize: number;
  /** Small cards show their corner index and one large suit instead of the pip layout. */
  readonly compact: boolean;
  /** Overlap steps for columns, in card heights; `minUp` leaves a whole corner index in sight. */
  readonly steps: ColumnSteps;
  /** The tableau's height in card heights, the `room` of {@link columnOffsets}. */
  readonly room: number;
  /** Columns of the tableau. */
  readonly columns: number;
  /**
   * Card widths across the top row (`rows`: stock, a two-card waste, the foundations' first row; at
   * least `columns`, the tableau spreading under a wider one) or across the whole board (`side`).
   */
  readonly across: number;
  /** Gaps across the board, its padding included (the board is `across` cards and `gapsAcross` gaps wide). */
  readonly gapsAcross: number;
  /** How the foundations are set out: one row of 4 or 8, two rows of 4 (`rows`), or 2 across (`side`). */
  readonly foundationGrid: FoundationGrid;
}

/** Gaps between overlapping column cards, in card heights: full, and the least they are squeezed to. */
export interface ColumnSteps {
  readonly down: number;
  readonly up: number;
  readonly minDown: number;
  readonly minUp: number;
}

/** The part of a card's height a corner index needs, in rank font sizes (the rank's cap height and margins). */
const INDEX_STRIP = 1.08;
/** Face-down cards of a squeezed column keep this much of their back in sight, in card heights. */
const MIN_DOWN = 0.04;

/** Font size of the corner index, in pixels, for a card `w` pixels wide: at least 14 px (18 px larger) on a small card, never more than a third of its width. */
export function indexSizeFor(w: number, largerCards = false): number {
  return largerCards ? Math.min(0.38 * w, Math.max(0.27 * w, 18)) : Math.min(0.3 * w, Math.max(0.2 * w, 14));
}

/** The gap between piles for a board `width` pixels wide. */
function gapFor(width: number, largerCards: boolean): number {
  return largerCards ? Math.min(8, Math.max(2, 0.006 * width)) : Math.min(16, Math.max(3, 0.011 * width));
}

/** The overlap steps of a card `w` pixels wide: a face-up step never shows less than a whole corner index. */
export function stepsFor(w: number, largerCards = false): ColumnSteps {
  const minUp = (INDEX_STRIP * indexSizeFor(w, largerCards)) / (CARD_RATIO * w);
  return { down: STEP.down, up: Math.max(STEP.up, minUp + 0.04), minDown: MIN_DOWN, minUp };
}

/**
 * Card heights the longest column of a `columns`-column tableau needs at its tightest (its top card
 * whole): the last column's face-down cards (one fewer than the column's number, RULES §2 and §10.1)
 * under a King down to an Ace.
 */
const longestColumnHeight = (s: ColumnSteps, columns: number): number =>
  1 + (columns - 1) * s.minDown + (LONGEST_COLUMN.up - 1) * s.minUp;

/**
 * The geometry of a board box (see {@link BoardGeometry}). A short, wide box (a phone held sideways)
 * puts stock, waste and foundations beside the tableau so the columns get the whole height (with more
 * than four foundations, beside it in more than two rows, only if that deals the larger card: 9
 * columns and 8 foundations need 12 card widths side by side, 11 with a top row); any other box puts them in a
 * row above it, except that larger cards on a wide screen (wider than 1.3 times its height) take
 * whichever of the two gives the larger card. Eight foundations go in one row, or in two rows of
 * four where that gives the larger card (a phone held upright). The card width is the largest for
 * which the piles fit the width and the longest column fits the height.
 * @param width the board's width in CSS pixels
 * @param height the board's height in CSS pixels
 */
export function boardGeometry(width: number, height: number, options: GeometryOptions = {}): BoardGeometry {
  const larger = options.largerCards ?? false;
  const piles = { columns: options.columns ?? 7, foundations: options.foundations ?? 4 };
  const aspect = width / Math.max(1, height);
  const rows = best(
    rowsGrids(piles.foundations).map((grid) => arranged('rows', grid, piles.columns, width, height, larger)),
  );
  const side = (): BoardGeometry =>
    arranged('side', { columns: 2, rows: Math.ceil(piles.foundations / 2) }, piles.columns, width, height, larger);
  if (aspect > 1.6 && height <= 560) {
    const beside = side();
    return piles.foundations > 4 && rows.cardWidth > beside.cardWidth ? rows : beside;
  }
  if (!larger || aspect <= 1.3) return rows;
  return best([side(), rows]);
}

/** The foundation grids a top row may hold: all in one row, and two rows when there are more than four. */
const rowsGrids = (foundations: number): FoundationGrid[] =>
  foundations > 4
    ? [
        { columns: foundations, rows: 1 },
        { columns: Math.ceil(foundations / 2), rows: 2 },
      ]
    : [{ columns: foundations, rows: 1 }];

/** The geometry with the widest card (the first of equals). */
const best = (options: readonly BoardGeometry[]): BoardGeometry =>
  options.reduce((a, b) => (b.cardWidth > a.cardWidth ? b : a));

/** The geometry of one arrangement and foundation grid (see {@link boardGeometry}). */
function arranged(
  arrangement: 'rows' | 'side',
  grid: FoundationGrid,
  columns: number,
  width: number,
  height: number,
  larger: boolean,
): BoardGeometry {
  const gap = gapFor(width, larger);
  // side: the stock and waste, the columns and the foundations across; the padding (2 gaps), the
  // tableau's own, and two apiece between the grid's columns. rows: the top row (stock, two for the
  // waste, the foundations) or the tableau, whichever is wider, and a gap beside each card.
  const across = arrangement === 'side' ? 1 + columns + grid.columns : Math.max(columns, 3 + grid.columns);
  const gaps = arrangement === 'side' ? 2 + (columns - 1) + 2 * (1 + grid.columns) : across + 1;
  const widthBound = (width - gaps * gap) / across;
  const top = (w: number): number => grid.rows * CARD_RATIO * w + (grid.rows - 1) * gap;
  const tableauHeight = (w: number): number =>
    arrangement === 'side' ? height - 2 * gap : height - 3.5 * gap - top(w);
  const fits = (w: number): boolean =>
    tableauHeight(w) >= longestColumnHeight(stepsFor(w, larger), columns) * CARD_RATIO * w &&
    (arrangement === 'rows' || top(w) <= height - 2 * gap);
  let lo = 8;
  let hi = Math.max(lo, Math.min(widthBound, MAX_CARD_WIDTH));
  if (fits(hi)) lo = hi;
  else for (let i = 0; i < 32; i++) fits((lo + hi) / 2) ? (lo = (lo + hi) / 2) : (hi = (lo + hi) / 2);
  const cardWidth = Math.floor(lo * 10) / 10;
  return {
    arrangement,
    cardWidth,
    gap,
    indexSize: indexSizeFor(cardWidth, larger),
    compact: cardWidth < (larger ? 100 : 72),
    steps: stepsFor(cardWidth, larger),
    room: Math.max(1, tableauHeight(cardWidth) / (CARD_RATIO * cardWidth)),
    columns,
    across,
    gapsAcross: gaps,
    foundationGrid: grid,
  };
}

/** Cards never grow wider than this, in CSS pixels (a 4K screen would otherwise deal posters). */
export const MAX_CARD_WIDTH = 280;
