import type { Card, Pile, Position } from '@klondike/engine';
import type { PlacedCard } from './layout.js';

/** Whether two placed piles draw the same cards, face the same way, at the same places. */
export function samePlaces(a: readonly PlacedCard[], b: readonly PlacedCard[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.card !== y.card || x.faceDown !== y.faceDown || x.index !== y.index || x.x !== y.x || x.y !== y.y)
      return false;
  }
  return true;
}

/**
 * The board's placed piles `next`, where every pile that draws what it drew in `previous` keeps its
 * previous array. Vue compares a component's props by identity, so a pile the change did not touch
 * is not rendered again (a tap changes two or three piles of thirteen).
 * @param previous the piles placed before the change, or undefined at the first placement
 * @returns `previous` itself when no pile changed, else a new record
 */
export function keepUnchanged(
  previous: Readonly<Record<Pile, PlacedCard[]>> | undefined,
  next: Record<Pile, PlacedCard[]>,
): Record<Pile, PlacedCard[]> {
  if (!previous) return next;
  let changed = false;
  for (const pile of Object.keys(next) as Pile[]) {
    const was = previous[pile];
    if (was && samePlaces(was, next[pile])) next[pile] = was;
    else changed = true;
  }
  return changed || Object.keys(previous).length !== Object.keys(next).length
    ? next
    : (previous as Record<Pile, PlacedCard[]>);
}

const sameCards = (a: readonly Card[], b: readonly Card[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * The piles whose cards differ between two positions (a card more or less, another card, a card
 * turned): the only piles whose cards can have moved, so the board's movement measures those alone.
 * @returns pile names (`S`, `W`, `F1`.., `T1`..), in board order
 */
export function changedPiles(before: Position, after: Position): Pile[] {
  const out: Pile[] = [];
  if (!sameCards(before.stock, after.stock)) out.push('S');
  if (!sameCards(before.waste, after.waste)) out.push('W');
  after.foundations.forEach((n, s) => {
    if (before.foundations[s] !== n) out.push(`F${s + 1}` as Pile);
  });
  after.tableau.forEach((column, n) => {
    const was = before.tableau[n];
    if (!was || was.down !== column.down || !sameCards(was.cards, column.cards)) out.push(`T${n + 1}` as Pile);
  });
  return out;
}
