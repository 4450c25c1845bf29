import type { ColumnPile, FoundationPile, Pile, Position } from '@klondike/engine';
import type { BoardGeometry } from './layout.js';

/**
 * The piles a position has, read from it (RULES §10: 7 columns and 4 foundations, 9 and 8 in Double
 * Klondike), so the board lays out whatever it is given: columns `T1`..`Tn` left to right, foundations
 * `F1`..`Fk`.
 */
export interface BoardPiles {
  readonly columns: readonly ColumnPile[];
  readonly foundations: readonly FoundationPile[];
  /** Stock, waste, then the foundations: the top row's order for the keyboard's left and right. */
  readonly top: readonly Pile[];
}

const named = <P extends string>(letter: string, count: number): P[] =>
  Array.from({ length: count }, (_, i) => `${letter}${i + 1}` as P);

/** The piles of `position` (see {@link BoardPiles}). */
export function boardPiles(position: Position): BoardPiles {
  const foundations = named<FoundationPile>('F', position.foundations.length);
  return { columns: named<ColumnPile>('T', position.tableau.length), foundations, top: ['S', 'W', ...foundations] };
}

/** A pile's place in the board's CSS grid: 1-based grid lines, as `grid-area` takes them. */
export interface GridPlace {
  readonly row: number;
  readonly column: number;
  readonly rowSpan: number;
  readonly columnSpan: number;
}

/** The `grid-area` value of a place. */
export const gridArea = (p: GridPlace): string => `${p.row} / ${p.column} / span ${p.rowSpan} / span ${p.columnSpan}`;

/**
 * Where the stock, the waste, each foundation and (beside the piles) the tableau sit in the board's
 * grid. `rows`: a top row `geometry.across` cards wide, the stock first, the waste over two cards
 * (the draw-3 fan), the foundations at the far end, `foundationGrid.columns` to a row. `side`: the
 * stock above the waste in one grid column, the tableau in the next, then the foundations,
 * `foundationGrid.columns` across. Left-handed, the sides change places (the waste of draw 1 still
 * lies beside the stock; the foundations keep F1 leftmost).
 * @param foundations the foundation piles, F1 first
 * @param draw the draw mode (a draw-1 waste shows one card)
 */
export function pilePlaces(
  geometry: BoardGeometry,
  foundations: readonly FoundationPile[],
  leftHanded: boolean,
  draw: 1 | 3,
): Record<string, GridPlace> {
  const grid = geometry.foundationGrid;
  const out: Record<string, GridPlace> = {};
  const at = (row: number, column: number, rowSpan = 1, columnSpan = 1): GridPlace => ({
    row,
    column,
    rowSpan,
    columnSpan,
  });
  if (geometry.arrangement === 'rows') {
    const n = geometry.across;
    const mirror = (column: number, span = 1): number => (leftHanded ? n - column - span + 2 : column);
    out['S'] = at(1, mirror(1));
    out['W'] = leftHanded && draw === 1 ? at(1, n - 1) : at(1, mirror(2, 2), 1, 2);
    // the foundations keep their order, F1 leftmost, at the end away from the stock
    const first = leftHanded ? 1 : n - grid.columns + 1;
    foundations.forEach((f, k) => (out[f] = at(1 + Math.floor(k / grid.columns), first + (k % grid.columns))));
    return out;
  }
  const stockColumn = leftHanded ? grid.columns + 2 : 1;
  const tableauColumn = leftHanded ? grid.columns + 1 : 2;
  const firstFoundation = leftHanded ? 1 : 3;
  const tall = Math.max(2, grid.rows) + 1;
  out['S'] = at(1, stockColumn);
  out['W'] = at(2, stockColumn, tall - 1);
  out['tableau'] = at(1, tableauColumn, tall);
  foundations.forEach((f, k) => (out[f] = at(1 + Math.floor(k / grid.columns), firstFoundation + (k % grid.columns))));
  return out;
}

/**
 * The top-row pile above column `column` (0-based) for the keyboard's Arrow Up, as the piles are set
 * out in the `rows` arrangement (right-handed): the pile whose first-row slot lies over the column,
 * else the nearest one. In the standard board: S, W, W, F1, F2, F3, F4 over T1..T7.
 */
export function pileAbove(
  column: number,
  columns: number,
  foundations: readonly FoundationPile[],
  across: number,
  perRow: number,
): Pile {
  const slots = topSlots(foundations, across, perRow);
  const x = columns > 1 ? Math.round((column * (across - 1)) / (columns - 1)) : 0;
  let bestPile: Pile = 'S';
  let bestDistance = Infinity;
  for (const [slot, pile] of slots.entries()) {
    if (pile !== null && Math.abs(slot - x) < bestDistance) {
      bestDistance = Math.abs(slot - x);
      bestPile = pile;
    }
  }
  return bestPile;
}

/**
 * The column below a top-row pile for the keyboard's Arrow Down (see {@link pileAbove}); a pile of a
 * second foundation row goes where the pile above it does. In the standard board: S T1, W T2, F1..F4 T4..T7.
 */
export function columnBelow(
  pile: Pile,
  columns: number,
  foundations: readonly FoundationPile[],
  across: number,
  perRow: number,
): number {
  const k = foundations.indexOf(pile as FoundationPile);
  const inFirstRow: Pile = k >= 0 ? foundations[k % perRow]! : pile;
  const slot = topSlots(foundations, across, perRow).indexOf(inFirstRow);
  return Math.max(0, Math.min(columns - 1, across > 1 ? Math.round((slot * (columns - 1)) / (across - 1)) : 0));
}

/**
 * The CSS variables that size the board's grid (board.css): card widths across, the tableau's
 * columns, the gaps across, the foundation grid.
 */
export function gridVariables(geometry: BoardGeometry): Record<string, string> {
  const g = geometry.foundationGrid;
  return {
    '--kb-across': String(geometry.across),
    '--kb-gaps': String(geometry.gapsAcross),
    '--kb-columns': String(geometry.columns),
    '--kb-fcols': String(g.columns),
    '--kb-frows': String(g.rows),
    '--kb-side-rows': String(Math.max(2, g.rows)),
  };
}

/** The first row's slots, left to right: the stock, the waste twice, empty ones, the first row of foundations. */
function topSlots(foundations: readonly FoundationPile[], across: number, perRow: number): (Pile | null)[] {
  const first = foundations.slice(0, perRow);
  return ['S', 'W', 'W', ...Array.from({ length: Math.max(0, across - 3 - first.length) }, () => null), ...first];
}
