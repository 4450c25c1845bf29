import { fitsOnColumn, fitsOnFoundation } from './apply.js';
import { COLUMN_PILES, pileIndex, type Action, type ColumnPile, type Pile } from './action.js';
import { rankOf } from './card.js';
import { isWon, type Position } from './position.js';
import type { Rules } from './rules.js';

/**
 * The action of a single tap on a pile (RULES §6), or null when a tap does nothing.
 * - The stock: draw; on an empty stock, recycle if the rules allow another pass.
 * - The waste or a column: its top card to its foundation if it fits.
 * - A foundation: nothing.
 * @param pile the tapped pile, as in `data-pile`
 */
export function tapAction(position: Position, rules: Rules, pile: Pile): Action | null {
  if (isWon(position)) return null;
  if (pile === 'S') {
    if (position.stock.length > 0) return { type: 'draw' };
    if (position.waste.length > 0 && position.pass < rules.passes) return { type: 'recycle' };
    return null;
  }
  if (pile === 'W') {
    const top = position.waste[position.waste.length - 1];
    return top !== undefined && fitsOnFoundation(top, position.foundations) ? { type: 'move', from: 'W', to: 'F' } : null;
  }
  if (pile[0] === 'T') {
    const column = position.tableau[pileIndex(pile as ColumnPile)]!;
    const top = column.cards[column.cards.length - 1];
    return top !== undefined && fitsOnFoundation(top, position.foundations) ? { type: 'move', from: pile as ColumnPile, to: 'F' } : null;
  }
  return null;
}

/**
 * The action of a double tap on a face-up card (RULES §6), or null when nothing fits.
 * The card (the waste's top, or any face-up card of a column with its run) goes to the longest
 * column it fits on (most cards, face-down included; ties to the leftmost); failing that a King goes
 * to the leftmost empty column, unless it already lies at the bottom of its own column.
 * @param pile `W` or a column
 * @param cardIndex for a column, the index of the tapped card in `column.cards` (bottom = 0);
 *   ignored for the waste
 */
export function doubleTapAction(position: Position, pile: Pile, cardIndex = -1): Action | null {
  if (isWon(position)) return null;
  const { tableau } = position;
  let from: 'W' | ColumnPile;
  let card: number;
  let atBottom = false;
  if (pile === 'W') {
    const top = position.waste[position.waste.length - 1];
    if (top === undefined) return null;
    from = 'W';
    card = top;
  } else if (pile[0] === 'T') {
    from = pile as ColumnPile;
    const column = tableau[pileIndex(from)]!;
    const index = cardIndex < 0 ? column.cards.length - 1 : cardIndex;
    if (index < column.down || index >= column.cards.length) return null;
    card = column.cards[index]!;
    atBottom = index === 0;
  } else {
    return null;
  }
  const own = from === 'W' ? -1 : pileIndex(from);
  let best = -1;
  for (let n = 0; n < 7; n++) {
    const column = tableau[n]!;
    if (n === own || column.cards.length === 0 || !fitsOnColumn(card, column)) continue;
    if (best < 0 || column.cards.length > tableau[best]!.cards.length) best = n;
  }
  if (best < 0 && rankOf(card) === 13 && !atBottom) best = tableau.findIndex((c, n) => n !== own && c.cards.length === 0);
  if (best < 0) return null;
  return { type: 'move', from, to: COLUMN_PILES[best]! };
}
