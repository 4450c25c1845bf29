import { liesOn, rankOfText, suitOfText } from './cards.js';
import { columnSize, specWon, type SpecPosition } from './position.js';
import type { SpecRules } from './rules.js';

/**
 * RULES §6 tap and double tap, stated again for the tests: which action (a notation token) a
 * tap or a double tap on a pile stands for, or null when it does nothing.
 */

/**
 * A tap (RULES §6): the stock draws, or on an empty stock recycles where allowed; the waste's or a
 * column's top card goes to its foundation if it fits; anything else does nothing.
 * @param pile `S`, `W`, `T1`..`T7` or `F1`..`F4`
 */
export function specTap(p: SpecPosition, rules: SpecRules, pile: string): string | null {
  if (specWon(p)) return null;
  if (pile === 'S') {
    if (p.stock.length > 0) return 'D';
    return p.waste.length > 0 && p.pass < rules.passLimit ? 'R' : null;
  }
  const top =
    pile === 'W'
      ? p.waste[p.waste.length - 1]
      : pile[0] === 'T'
        ? p.columns[Number(pile[1]) - 1]?.up.at(-1)
        : undefined;
  if (top === undefined || p.foundations[suitOfText(top)] !== rankOfText(top) - 1) return null;
  return `${pile}-F`;
}

/**
 * A double tap (RULES §6) on a face-up card: the waste's top, or a column's card at `cardIndex`
 * (counted from the bottom, face-down cards included; absent or negative: the top card), which
 * takes its run. The card goes to the longest non-empty column it fits on (most cards, face-down
 * included; ties to the leftmost); if none and it is a King, to the leftmost empty column, unless
 * the King already lies at the bottom of its own column. A face-down card, a foundation or the
 * stock: nothing.
 */
export function specDoubleTap(p: SpecPosition, pile: string, cardIndex?: number): string | null {
  if (specWon(p)) return null;
  let card: string | undefined;
  let own = -1;
  let atBottom = false;
  if (pile === 'W') card = p.waste[p.waste.length - 1];
  else if (pile[0] === 'T') {
    own = Number(pile[1]) - 1;
    const column = p.columns[own]!;
    const index = cardIndex === undefined || cardIndex < 0 ? columnSize(column) - 1 : cardIndex;
    card = index >= column.down.length ? column.up[index - column.down.length] : undefined;
    atBottom = index === 0;
  }
  if (card === undefined) return null;
  const face = card;
  let best = -1;
  p.columns.forEach((column, n) => {
    const top = column.up[column.up.length - 1];
    if (n === own || top === undefined || !liesOn(face, top)) return;
    if (best < 0 || columnSize(column) > columnSize(p.columns[best]!)) best = n;
  });
  if (best < 0 && rankOfText(face) === 13 && !atBottom)
    best = p.columns.findIndex((column, n) => n !== own && columnSize(column) === 0);
  return best < 0 ? null : `${pile}-T${best + 1}`;
}
