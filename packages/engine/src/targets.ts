import { applyAction, fitsOnColumn, fitsOnFoundation, fittingRunIndex, noFitColumn, type Refusal } from './apply.js';
import {
  isColumnPile,
  isFoundationPile,
  columnPiles,
  foundationPiles,
  move,
  pileIndex,
  sameAction,
  type Action,
  type ColumnPile,
  type FoundationPile,
  type MoveSource,
  type Pile,
} from './action.js';
import { isJoker } from './card.js';
import { isWon, type Position } from './position.js';
import type { Rules } from './rules.js';

/**
 * The action of a single tap on a pile (RULES §6), or null when a tap does nothing.
 * - The stock: draw; on an empty stock, recycle if the rules allow another pass.
 * - The waste or a column: its top card to its foundation if it fits (in Double Klondike the
 *   lowest-numbered pile of its suit that takes it, `-F`); never a joker (RULES §10.2).
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
    return top !== undefined && fitsOnFoundation(top, position.foundations)
      ? { type: 'move', from: 'W', to: 'F' }
      : null;
  }
  if (isColumnPile(pile)) {
    const column = position.tableau[pileIndex(pile)];
    const top = column?.cards[column.cards.length - 1];
    return top !== undefined && fitsOnFoundation(top, position.foundations)
      ? { type: 'move', from: pile as ColumnPile, to: 'F' }
      : null;
  }
  return null;
}

/**
 * The action of a double tap on a face-up card (RULES §6), or null when nothing fits.
 * The card (the waste's top, or any face-up card of a column with its run) goes to the longest
 * column it fits on (most cards, face-down included; ties to the leftmost); failing that a King goes
 * to the leftmost empty column, unless it already lies at the bottom of its own column. With jokers
 * (RULES §10.2) the tapped card's run must fit as a run with jokers, a joker standing for a King may
 * go to an empty column, and a column is offered only when `Tm-Tn` moves exactly the tapped run (the
 * notation moves the longest fitting run, so a shorter one cannot be asked for).
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
  } else if (isColumnPile(pile)) {
    from = pile as ColumnPile;
    const column = tableau[pileIndex(from)];
    if (column === undefined) return null;
    const index = cardIndex < 0 ? column.cards.length - 1 : cardIndex;
    if (index < column.down || index >= column.cards.length) return null;
    card = column.cards[index]!;
    atBottom = index === 0;
  } else {
    return null;
  }
  const own = from === 'W' ? -1 : pileIndex(from);
  const source = own < 0 ? undefined : tableau[own]!;
  const tappedIndex = source === undefined ? -1 : cardIndex < 0 ? source.cards.length - 1 : cardIndex;
  // the tapped card (with its run) and nothing more lands on the column
  const takes = (n: number): boolean =>
    source === undefined ? fitsOnColumn(card, tableau[n]!) : fittingRunIndex(source, tableau[n]!) === tappedIndex;
  let best = -1;
  for (let n = 0; n < tableau.length; n++) {
    const column = tableau[n]!;
    if (n === own || column.cards.length === 0 || !takes(n)) continue;
    if (best < 0 || column.cards.length > tableau[best]!.cards.length) best = n;
  }
  if (best < 0 && !atBottom) {
    const empty = tableau.findIndex((c, n) => n !== own && c.cards.length === 0);
    if (empty >= 0 && takes(empty)) best = empty;
  }
  if (best < 0) return null;
  return { type: 'move', from, to: columnPile(best) };
}

/**
 * When a single tap acts (RULES §6 "Tap a top card" beside "Double tap a face-up card"):
 * - `at-once`: the tap has an action and cannot be the first half of a double tap that means
 *   something else (the double tap has no target: no column, no empty column for a King; or its
 *   action is the single tap's own), so a client plays it without waiting. Also a tap on the stock
 *   that draws or recycles (the stock has no double tap).
 * - `wait`: both a foundation move and a different board move exist, so a client waits its
 *   double-tap window for a second tap before playing the single tap.
 * - `no-action`: the single tap does nothing (a card with no foundation move, a column card under
 *   the top, a face-down card, an empty pile, a foundation, the stock with nothing to draw or
 *   recycle, a won game). Nothing needs to wait: a client may report it once its window has passed
 *   (to say why nothing moved), and a second tap in time may still make a double tap.
 */
export type TapTiming = 'at-once' | 'wait' | 'no-action';

/**
 * Whether a single tap acts at once, waits for a possible second tap, or does nothing: see
 * {@link TapTiming} for each case. A pure question about `position`; it never throws.
 * @param pile the tapped pile, as in `data-pile`
 * @param cardIndex for a column, the tapped card's index in `column.cards` (bottom = 0; -1 or absent:
 *   the top card); ignored for the waste, whose top card alone can be tapped, and the stock
 */
export function tapTiming(position: Position, rules: Rules, pile: Pile, cardIndex = -1): TapTiming {
  if (pile === 'S') return tapAction(position, rules, pile) === null ? 'no-action' : 'at-once';
  if (pile !== 'W' && !isColumnPile(pile)) return 'no-action';
  const cards = pile === 'W' ? position.waste : position.tableau[pileIndex(pile as ColumnPile)]?.cards;
  if (cards === undefined) return 'no-action';
  const top = cards.length - 1;
  const index = pile === 'W' || cardIndex < 0 ? top : cardIndex;
  const single = index === top ? tapAction(position, rules, pile) : null;
  if (single === null) return 'no-action';
  const double = doubleTapAction(position, pile, index);
  return double === null || sameAction(single, double) ? 'at-once' : 'wait';
}

/** The name of column n (0-based): `T1`..`T9`. */
const columnPile = (n: number): ColumnPile => `T${n + 1}` as ColumnPile;

/**
 * Whether the player may pick up the card at `index` of `pile` to drag it or hold it (RULES §6
 * "Drag"): any face-up card of a column (with the run on it), the waste's top card, a foundation's
 * top card. Nothing of the stock, and no index outside the pile.
 * @param pile the pile, as in `data-pile`
 * @param index the card's index in the pile, bottom = 0 (for a foundation, its rank minus 1)
 */
export function canPickUp(position: Position, pile: Pile, index: number): boolean {
  if (!Number.isInteger(index) || index < 0) return false;
  if (pile === 'S') return false;
  if (pile === 'W') return index === position.waste.length - 1;
  if (isFoundationPile(pile)) return index === (position.foundations[pileIndex(pile)] ?? 0) - 1;
  const column = position.tableau[pileIndex(pile)];
  return column !== undefined && index >= column.down && index < column.cards.length;
}

/** A move as a drop or a keyboard put-down makes it: a foundation target is always written `F`. */
export interface DropMove {
  readonly type: 'move';
  readonly from: MoveSource;
  readonly to: ColumnPile | 'F' | FoundationPile;
}

/**
 * The move that putting the cards picked up at `index` of `from` down on `to` makes (RULES §6
 * "Drag"), or null when the drop is refused. A foundation slot stands for the card's own foundation,
 * so a drop on any of F1..F4 is `...-F`; in Double Klondike a drop on a pile of the card's suit that
 * takes it goes there (`W-F5` when `-F` would choose another pile), on any other pile where `-F`
 * sends it (RULES §10.1 "Double client"). For a run, `Tm-Tn` moves the one card of the run that fits
 * (RULES §3); the drop is legal only when that card is the one picked up, so a run picked up from the
 * middle never moves more or fewer cards than the player holds.
 * @param from the pile the cards were picked up from
 * @param index the picked-up card's index in `from` (see {@link canPickUp})
 * @param to the pile they are dropped on
 * @returns the move to send, or null (bad piles, a card that may not be picked up, no fit, rules
 *   that forbid it); never throws
 */
export function dropAction(position: Position, rules: Rules, from: Pile, index: number, to: Pile): DropMove | null {
  if (to === 'S' || to === 'W' || from === to) return null;
  if (isFoundationPile(from) && isFoundationPile(to)) return null;
  if (!canPickUp(position, from, index)) return null;
  const source = from as MoveSource;
  if (isFoundationPile(to)) {
    // the slot dropped on, when it takes the card; else the card's own pile, as a tap chooses it
    const named = applyAction(position, rules, move(source, to as FoundationPile));
    const applied = named.ok ? named : applyAction(position, rules, move(source, 'F'));
    if (
      !applied.ok ||
      applied.value.action.type !== 'move' ||
      applied.value.moved.count !== pickedCount(position, source, index)
    )
      return null;
    return { type: 'move', from: source, to: applied.value.action.to as 'F' | FoundationPile };
  }
  const target = to as ColumnPile;
  const applied = applyAction(position, rules, move(source, target));
  if (!applied.ok || applied.value.moved.count !== pickedCount(position, source, index)) return null;
  return { type: 'move', from: source, to: target };
}

/**
 * The move whose refusal says why a drop or keyboard put-down that {@link dropAction} refuses is
 * refused (RULES §3: anything illegal is refused with a reason), or null when the drop says nothing.
 * A client sends it to the game machine as a `move` event with its `index`, which the machine
 * refuses with {@link dropRefusal}'s reason (`context.refusal`; the journal records nothing); the
 * reason is always the engine's own. Null when `dropAction` accepts the drop, when the cards go
 * back where they came from (the same pile, a foundation's card on the foundations), on the stock or
 * the waste, and when the cards may not be picked up. The move alone may be legal (a run picked up
 * from its middle, of which another card fits `to`): its `index` is what makes the machine refuse it.
 * @param index the picked-up card's index in `from`
 */
export function refusedDropMove(
  position: Position,
  rules: Rules,
  from: Pile,
  index: number,
  to: Pile,
): {
  readonly type: 'move';
  readonly from: MoveSource;
  readonly to: ColumnPile | 'F';
  readonly index: number;
} | null {
  if (to === 'S' || to === 'W' || from === 'S' || from === to) return null;
  if (isFoundationPile(from) && isFoundationPile(to)) return null;
  if (!canPickUp(position, from, index)) return null;
  if (dropAction(position, rules, from, index, to)) return null;
  const target: ColumnPile | 'F' = isFoundationPile(to) ? 'F' : (to as ColumnPile);
  return { type: 'move', from: from as MoveSource, to: target, index };
}

/**
 * Why putting the cards picked up at `index` of `from` down on `to` is refused (RULES §3, §6
 * "Drag"), or null when {@link dropAction} accepts it. The move's own refusal when `Tm-Tn` (or
 * `...-F`) is illegal; when it is legal but would move other cards than those held (a run picked up
 * from its middle, of which another card fits), the held run's first card does not fit on `to`, or a
 * foundation takes one card at a time.
 * @param index the picked-up card's index in `from` (see {@link canPickUp})
 * @returns a `NO_FIT` refusal (or the move's own), or null for a drop that is accepted
 */
export function dropRefusal(position: Position, rules: Rules, from: Pile, index: number, to: Pile): Refusal | null {
  if (dropAction(position, rules, from, index, to)) return null;
  if (from === 'S' || !canPickUp(position, from, index))
    return { code: 'NO_FIT', message: `no card at ${from} ${index} can be picked up` };
  const source = from as MoveSource;
  const target: ColumnPile | 'F' = isFoundationPile(to) ? 'F' : (to as ColumnPile);
  const applied = applyAction(position, rules, move(source, target));
  if (!applied.ok) return applied.error;
  const held = pickedCount(position, source, index);
  if (target === 'F' || !isColumnPile(to))
    return { code: 'NO_FIT', message: `a foundation takes one card at a time, not the ${held} cards held` };
  const card = isFoundationPile(source)
    ? null
    : source === 'W'
      ? position.waste[index]
      : position.tableau[pileIndex(source)]?.cards[index];
  const dest = position.tableau[pileIndex(to)];
  return card && dest
    ? noFitColumn(card, dest, to)
    : { code: 'NO_FIT', message: `the ${held} cards held do not fit on ${to}` };
}

/** How many cards lie from `index` up in a pile the player may pick up from. */
function pickedCount(position: Position, from: MoveSource, index: number): number {
  if (from === 'W') return position.waste.length - index;
  if (isFoundationPile(from)) return (position.foundations[pileIndex(from)] ?? 0) - index;
  return (position.tableau[pileIndex(from)]?.cards.length ?? 0) - index;
}

/**
 * The piles that accept the cards picked up at `index` of `from`, in board order (F1..F4, T1..T7; the
 * variant's piles, F1..F8 and T1..T9 in Double Klondike): what a client marks as drop targets, computed
 * once when the cards are picked up. Since a drop on any foundation slot goes to a foundation of the
 * card's suit when one takes it, either every foundation is listed or none.
 * @returns the accepting piles; empty when nothing may be picked up there or nothing fits
 */
export function dropTargets(position: Position, rules: Rules, from: Pile, index: number): Pile[] {
  if (!canPickUp(position, from, index)) return [];
  const out: Pile[] = [];
  const foundations = foundationPiles(rules.variant);
  if (!isFoundationPile(from) && dropAction(position, rules, from, index, foundations[0]!)) out.push(...foundations);
  for (const column of columnPiles(rules.variant))
    if (dropAction(position, rules, from, index, column)) out.push(column);
  return out;
}

/** The refusal of a tap or double tap that has no target (RULES §6). */
export const NO_TARGET_REFUSAL: Refusal = { code: 'NO_TARGET', message: 'no card can go anywhere from there' };
/** The refusal of a double tap on a face-up card that fits no column (RULES §6: it may still fit its foundation). */
const NO_COLUMN_FITS_REFUSAL: Refusal = { code: 'NO_COLUMN_FITS', message: 'no column takes that card' };
/** The refusal of a single tap on a top card that no foundation takes but a column does (RULES §6: the double tap moves it). */
const NO_FOUNDATION_FITS_REFUSAL: Refusal = {
  code: 'NO_FOUNDATION_FITS',
  message: 'no foundation takes that card; a double tap or a drag moves it to a column',
};
/** The refusal of a single tap on a joker (RULES §10.2: a joker never goes to a foundation). */
const JOKER_TAP_REFUSAL: Refusal = {
  code: 'JOKER_NO_FOUNDATION',
  message: 'a joker never goes to a foundation; a double tap or a drag moves it to a column',
};

/**
 * Why a tap that {@link tapAction} gives no action for does nothing, as precisely as a client can say
 * it: on an empty stock the rule's own reason (no recycle left; or, with the waste empty too, the
 * empty stock); on a top card (waste or column) that a double tap would move to a column,
 * `NO_FOUNDATION_FITS`; a joker on top, `JOKER_NO_FOUNDATION` (RULES §10.2); anything else `NO_TARGET`.
 */
export function tapRefusal(position: Position, rules: Rules, pile: Pile): Refusal {
  if (pile === 'S') {
    const tried = applyAction(position, rules, { type: position.waste.length > 0 ? 'recycle' : 'draw' });
    if (!tried.ok) return tried.error;
  }
  if (!isWon(position) && (pile === 'W' || isColumnPile(pile))) {
    const cards = pile === 'W' ? position.waste : position.tableau[pileIndex(pile as ColumnPile)]?.cards;
    const top = cards?.[cards.length - 1];
    if (top !== undefined && isJoker(top)) return JOKER_TAP_REFUSAL;
  }
  // a card that only a column takes: say what would move it, rather than that nothing can
  if ((pile === 'W' || isColumnPile(pile)) && doubleTapAction(position, pile) !== null)
    return NO_FOUNDATION_FITS_REFUSAL;
  return NO_TARGET_REFUSAL;
}

/**
 * Why a double tap that {@link doubleTapAction} gives no action for does nothing: on a face-up card
 * that no column takes, `NO_COLUMN_FITS` (the card may well fit its foundation, by a single tap);
 * anything else `NO_TARGET`.
 * @param cardIndex as for {@link doubleTapAction}
 */
export function doubleTapRefusal(position: Position, pile: Pile, cardIndex = -1): Refusal {
  if (pile !== 'W' && !isColumnPile(pile)) return NO_TARGET_REFUSAL;
  const cards = pile === 'W' ? position.waste : (position.tableau[pileIndex(pile as ColumnPile)]?.cards ?? []);
  const index = pile === 'W' || cardIndex < 0 ? cards.length - 1 : cardIndex;
  return canPickUp(position, pile, index) ? NO_COLUMN_FITS_REFUSAL : NO_TARGET_REFUSAL;
}
