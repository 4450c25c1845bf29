import { cardOf, fitsOnCard, isJoker, isRed, makeCard, rankOf, suitOf, type Card, type Rank } from './card.js';
import {
  isFoundationPile,
  columnPiles,
  foundationPiles,
  pileIndex,
  type Action,
  type ColumnPile,
  type FoundationPile,
  type MoveTarget,
  type Pile,
} from './action.js';
import { foundationSuit, isWon, type Column, type Position } from './position.js';
import { err, ok, type Result } from './result.js';
import type { Rules } from './rules.js';
import { isRunWithJokers } from './run.js';

/**
 * Every code a {@link Refusal} can carry, as values, so tests and clients can enumerate them (a
 * client's messages for each code, for instance). What each means:
 * - `STOCK_EMPTY`: a draw with an empty stock (RULES §3).
 * - `STOCK_NOT_EMPTY`: a recycle while the stock still holds cards (§3).
 * - `WASTE_EMPTY`: a recycle or a waste move with an empty waste (§3).
 * - `NO_PASSES_LEFT`: a recycle past the rules' pass limit (§3-4), or a position whose `P` is past it (§9).
 * - `COLUMN_EMPTY`: a move from an empty column (§3).
 * - `FOUNDATION_EMPTY`: a move from an empty foundation (§3).
 * - `SAME_COLUMN`: a column move onto itself (§3).
 * - `NO_FIT`: the card (or no card of the run) fits where it was sent (§3).
 * - `NOT_OWN_FOUNDATION`: a card sent to another suit's foundation (§3, §7).
 * - `JOKER_NO_FOUNDATION`: a joker sent to a foundation, or a single tap on a joker: a joker never
 *   goes to a foundation (§10.2).
 * - `NO_FOUNDATION_RETURN`: a card back from a foundation under rules that forbid it (§4).
 * - `GAME_WON`: anything after the last card reached a foundation (§5).
 * - `NOTHING_TO_UNDO`: an undo with nothing left, or past the undo limit of 100 (§5).
 * - `NO_TARGET`: a tap or a double tap that means no action (§6; the machine's `tap` and `doubleTap`).
 * - `NO_COLUMN_FITS`: a double tap on a face-up card that no column takes (§6; the machine's `doubleTap`).
 * - `NO_FOUNDATION_FITS`: a single tap on a top card that no foundation takes, though a column does:
 *   a double tap or a drag moves it there (§6; the machine's `tap`).
 */
export const REFUSAL_CODES = [
  'STOCK_EMPTY',
  'STOCK_NOT_EMPTY',
  'WASTE_EMPTY',
  'NO_PASSES_LEFT',
  'COLUMN_EMPTY',
  'FOUNDATION_EMPTY',
  'SAME_COLUMN',
  'NO_FIT',
  'NOT_OWN_FOUNDATION',
  'JOKER_NO_FOUNDATION',
  'NO_FOUNDATION_RETURN',
  'GAME_WON',
  'NOTHING_TO_UNDO',
  'NOTHING_TO_REDO',
  'NO_TARGET',
  'NO_COLUMN_FITS',
  'NO_FOUNDATION_FITS',
] as const;

/** A stable refusal code, one of {@link REFUSAL_CODES}. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Why an action was refused: a stable code and a sentence for people (RULES §3). */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

/**
 * What an action moved, as the engine applied it (RULES §3): `count` cards left pile `from`, the
 * lowest of them at `index` there (bottom 0, the position's own order, counted before the action),
 * and went to pile `to`. So a client names the moved cards and their piles without comparing the
 * positions before and after.
 * - a draw: `from` `S`, the `count` top cards of the stock (1, or up to 3 in draw 3), `to` `W`; the
 *   card at `index` is the one left on top of the waste.
 * - a recycle: `from` `W`, index 0, the whole waste, `to` `S`.
 * - a move: the source pile, the run's first card (the waste's or a foundation's top card otherwise),
 *   and the pile it went to, a foundation named as the pile that took it (`F1`..`F8`, never `F`).
 */
export interface Moved {
  readonly from: Pile;
  readonly index: number;
  readonly count: number;
  readonly to: Pile;
}

/**
 * What a legal action does, decided from the position before it (RULES §3-4) without making the
 * position after it: {@link applyAction} makes that position from it, and a replay that keeps its
 * own piles (`foldJournal`) moves its cards by it, so both follow one set of rules.
 */
export interface Planned {
  /**
   * The action in canonical form: a foundation target is written `F` when the card went to the pile
   * `F` sends it to (always, but in Double Klondike), else the pile it went to (`W-F5`, RULES §10.1).
   */
  readonly action: Action;
  /** Points (or dollars) the action earns before the floor is applied, flip included (RULES §4). */
  readonly points: number;
  /** Whether a face-down card was turned up by this action (RULES §3 automatic flip). */
  readonly flipped: boolean;
  /** The cards it moved and where: the count is 1 for most moves, the run's length for a column move, the cards turned for a draw, the waste for a recycle. */
  readonly moved: Moved;
}

/** The result of a legal action: what it does ({@link Planned}) and the position after it. */
export interface Applied extends Planned {
  /** The position after the action, automatic flip included. */
  readonly position: Position;
}

const refuse = (code: RefusalCode, message: string): Refusal => ({ code, message });

const FOUNDATION_MOVE_TARGET = 'F';

/** Removes the top `count` cards of a column and turns up a face-down card left on top. */
function takeFromColumn(column: Column, count: number): Column {
  const cards = column.cards.slice(0, column.cards.length - count);
  return { cards, down: flipsAfter(column, count) ? column.down - 1 : column.down };
}

/** Whether taking the top `count` cards of a column leaves a face-down card on top, which turns up (RULES §3). */
const flipsAfter = (column: Column, count: number): boolean => {
  const left = column.cards.length - count;
  return left > 0 && column.down === left;
};

const withColumn = (tableau: readonly Column[], index: number, column: Column): Column[] => {
  const next = tableau.slice();
  next[index] = column;
  return next;
};

const withFoundation = (foundations: readonly number[], suit: number, count: number): number[] => {
  const next = foundations.slice();
  next[suit] = count;
  return next;
};

/**
 * Which card of a column's face-up run fits on a destination column: its index in `from.cards`, or -1.
 * With a suited top, every face-up card's rank follows from its place in the run (RULES §3: at most
 * one card of a run fits a given destination), so the candidate's place follows from the ranks. An
 * empty destination takes only a King. With a joker on top of either column, the deepest face-up card
 * whose run fits (RULES §10.2 "Joker run choice"), by the run with jokers.
 */
export function fittingRunIndex(from: Column, destination: Column): number {
  const length = from.cards.length;
  if (length === 0) return -1;
  const top = from.cards[length - 1]!;
  const destTop = destination.cards[destination.cards.length - 1];
  if (isJoker(top) || (destTop !== undefined && isJoker(destTop))) return longestFittingRun(from, destination);
  const wanted = destTop === undefined ? 13 : rankOf(destTop) - 1;
  const index = length - 1 - (wanted - rankOf(top));
  if (index < from.down || index >= length) return -1;
  const card = from.cards[index]!;
  if (destTop === undefined) return index;
  if (!isJoker(card)) return fitsOnCard(card, destTop) ? index : -1;
  // a joker in a run under a suited top has the colour its place gives it
  const jokerRed = isRed(top) !== ((length - 1 - index) % 2 === 1);
  return jokerRed !== isRed(destTop) ? index : -1;
}

/** The deepest face-up card of `from` whose run, put on `destination`, leaves a run with jokers there (RULES §10.2). */
function longestFittingRun(from: Column, destination: Column): number {
  const faceUp = destination.cards.slice(destination.down);
  const deepest: Rank | undefined = destination.cards.length === 0 ? 13 : undefined;
  for (let i = from.down; i < from.cards.length; i++)
    if (isRunWithJokers(faceUp.concat(from.cards.slice(i)), deepest)) return i;
  return -1;
}

/**
 * Whether a card fits on a column: on a face-up top of opposite colour one rank higher, or a King on
 * an empty column (RULES §3); with a joker, whether the column's face-up cards and the card are still a
 * run with jokers (a joker alone stands for a King on an empty column, RULES §10.2).
 */
export const fitsOnColumn = (c: Card, column: Column): boolean => {
  const top = column.cards[column.cards.length - 1];
  if (top === undefined) return isJoker(c) || rankOf(c) === 13;
  if (!isJoker(c) && !isJoker(top)) return fitsOnCard(c, top);
  return isRunWithJokers([...column.cards.slice(column.down), c]);
};

/**
 * The foundation pile a card goes to by `-F` (RULES §3, §10.1): the lowest-numbered pile of its suit
 * whose top is the card's rank minus one, or -1. A joker has no suit: -1 (RULES §10.2).
 * @param foundations the piles' card counts, pile k holding suit `k % 4`
 */
export function foundationFor(c: Card, foundations: readonly number[]): number {
  if (isJoker(c)) return -1;
  const below = rankOf(c) - 1;
  for (let k = suitOf(c); k < foundations.length; k += 4) if (foundations[k] === below) return k;
  return -1;
}

/** Whether a card is the next one for a foundation pile of its suit (never for a joker). */
export const fitsOnFoundation = (c: Card, foundations: readonly number[]): boolean =>
  foundationFor(c, foundations) >= 0;

const JOKER_REFUSAL: Refusal = { code: 'JOKER_NO_FOUNDATION', message: 'a joker never goes to a foundation' };

/** Where a move to a foundation goes: the pile (0-based) and the target as the action is recorded. */
interface FoundationChoice {
  readonly pile: number;
  readonly target: 'F' | FoundationPile;
}

/** Every {@link FoundationChoice}, made once: the pile `F` chose (recorded `F`) and the pile named otherwise. */
const FOUNDATION_CHOICES: readonly (readonly [FoundationChoice, FoundationChoice])[] = (
  ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8'] as const
).map((name, pile) => [
  { pile, target: FOUNDATION_MOVE_TARGET },
  { pile, target: name },
]);

/**
 * The foundation pile a move to `to` puts the card on, and the target as the action is recorded: `F`
 * when it is the pile `-F` chooses, else the pile named (RULES §3, §7, §10.1).
 * @returns the pile and recorded target (a shared object), or the refusal: a joker, another suit's pile, no fit
 */
function foundationMove(c: Card, to: MoveTarget, foundations: readonly number[]): FoundationChoice | Refusal {
  if (isJoker(c)) return JOKER_REFUSAL;
  const chosen = foundationFor(c, foundations);
  if (to === FOUNDATION_MOVE_TARGET) {
    if (chosen < 0)
      return refuse('NO_FIT', `${makeCard(c)} does not fit on its foundation ${ownFoundations(c, foundations)}`);
    return FOUNDATION_CHOICES[chosen]![0];
  }
  const named = pileIndex(to as FoundationPile);
  if (named >= foundations.length || foundationSuit(named) !== suitOf(c))
    return refuse('NOT_OWN_FOUNDATION', `${makeCard(c)} belongs on ${ownFoundations(c, foundations)}, not ${to}`);
  if (foundations[named] !== rankOf(c) - 1)
    return refuse('NO_FIT', `${makeCard(c)} does not fit on its foundation ${to}`);
  return FOUNDATION_CHOICES[named]![named === chosen ? 0 : 1];
}

/** `F1`, or `F1 or F5` in Double Klondike: the piles of a card's suit. */
function ownFoundations(c: Card, foundations: readonly number[]): string {
  const piles: string[] = [];
  for (let k = suitOf(c); k < foundations.length; k += 4) piles.push(`F${k + 1}`);
  return piles.join(' or ');
}

/**
 * A {@link Planned} action written in place, its {@link Moved} fields alongside: what
 * {@link planActionInto} fills. A replay that plans every action of millions of games (`foldJournal`)
 * keeps one and reads it after each action, so planning makes no object per action.
 */
export interface PlanSlot {
  /** {@link Planned.action}. */
  action: Action;
  /** {@link Planned.points}. */
  points: number;
  /** {@link Planned.flipped}. */
  flipped: boolean;
  /** {@link Moved.from}. */
  from: Pile;
  /** {@link Moved.index}. */
  index: number;
  /** {@link Moved.count}. */
  count: number;
  /** {@link Moved.to}. */
  to: Pile;
}

/** A {@link PlanSlot} to fill: its values mean nothing until {@link planActionInto} accepts an action. */
// Stryker disable ObjectLiteral,StringLiteral,BooleanLiteral: a slot's first values are never read (planActionInto writes every field before)
export const newPlanSlot = (): PlanSlot => ({
  action: { type: 'draw' },
  points: 0,
  flipped: false,
  from: 'S',
  index: 0,
  count: 0,
  to: 'W',
});
// Stryker restore ObjectLiteral,StringLiteral,BooleanLiteral

/**
 * Decides an action on a position (RULES §3-4): whether it is legal and, if so, what it does. Pure:
 * reads the position only, so a caller's own piles in a {@link Position}'s shape do as well.
 * @returns `ok` with the {@link Planned} action, or `err` with a {@link Refusal} (codes in
 *   {@link REFUSAL_CODES}) for an illegal action; never throws.
 */
export function planAction(position: Position, rules: Rules, action: Action): Result<Planned, Refusal> {
  const refusal = planActionInto(position, rules, action, SLOT);
  if (refusal !== null) return err(refusal);
  const { from, index, count, to } = SLOT;
  return ok({ action: SLOT.action, points: SLOT.points, flipped: SLOT.flipped, moved: { from, index, count, to } });
}

/** {@link planAction}'s slot, read back before it returns. */
const SLOT = newPlanSlot();

/**
 * {@link planAction} written into a slot of the caller's: the same decision by the same rules, with
 * no object made for a legal action (a refusal is an object, as {@link planAction} gives it).
 * @param slot filled when the action is legal (every field), left as it was when it is refused
 * @returns null when the action is legal, else the {@link Refusal}; never throws
 */
export function planActionInto(position: Position, rules: Rules, action: Action, slot: PlanSlot): Refusal | null {
  if (isWon(position)) return refuse('GAME_WON', 'the game is won: nothing more can be played');
  switch (action.type) {
    case 'draw': {
      const stock = position.stock;
      if (stock.length === 0) return refuse('STOCK_EMPTY', 'the stock is empty: nothing to draw');
      const count = Math.min(rules.draw, stock.length);
      return planned(slot, action, 0, false, 'S', stock.length - count, count, 'W');
    }
    case 'recycle': {
      if (position.stock.length > 0) return refuse('STOCK_NOT_EMPTY', 'the stock is not empty: draw first');
      if (position.waste.length === 0) return refuse('WASTE_EMPTY', 'the waste is empty: nothing to recycle');
      if (position.pass >= rules.passes)
        return refuse(
          'NO_PASSES_LEFT',
          `no recycle left: the rules allow ${rules.passes} pass${rules.passes === 1 ? '' : 'es'}`,
        );
      return planned(slot, action, rules.points.recycle[rules.draw], false, 'W', 0, position.waste.length, 'S');
    }
    case 'move':
      return planMove(position, rules, action, slot);
  }
}

/** Fills the slot with a legal action; @returns null, the "no refusal" of {@link planActionInto}. */
function planned(
  slot: PlanSlot,
  action: Action,
  points: number,
  flipped: boolean,
  from: Pile,
  index: number,
  count: number,
  to: Pile,
): null {
  slot.action = action;
  slot.points = points;
  slot.flipped = flipped;
  slot.from = from;
  slot.index = index;
  slot.count = count;
  slot.to = to;
  return null;
}

/** The move as recorded: the action itself when its target is written as given (nearly always), else the move to `to`. */
const recordedAs = (action: Action & { readonly type: 'move' }, to: MoveTarget): Action =>
  to === action.to ? action : { type: 'move', from: action.from, to };

function planMove(
  position: Position,
  rules: Rules,
  action: Action & { readonly type: 'move' },
  slot: PlanSlot,
): Refusal | null {
  const { from, to } = action;
  const toFoundation = isFoundationPile(to);
  const pts = rules.points;
  if (from === 'W') {
    const waste = position.waste;
    if (waste.length === 0) return refuse('WASTE_EMPTY', 'the waste is empty');
    const c = waste[waste.length - 1]!;
    if (toFoundation) {
      const target = foundationMove(c, to, position.foundations);
      if ('code' in target) return target;
      const { pile, target: recorded } = target;
      return planned(
        slot,
        recordedAs(action, recorded),
        pts.toFoundation,
        false,
        'W',
        waste.length - 1,
        1,
        foundationPiles(rules.variant)[pile]!,
      );
    }
    const dest = position.tableau[pileIndex(to as ColumnPile)];
    if (dest === undefined) return noColumn(to);
    if (!fitsOnColumn(c, dest)) return noFitColumn(c, dest, to);
    return planned(slot, recordedAs(action, to), pts.wasteToColumn, false, 'W', waste.length - 1, 1, to);
  }

  if (isFoundationPile(from)) {
    const pile = pileIndex(from);
    if (pile >= position.foundations.length)
      return refuse('FOUNDATION_EMPTY', `${from} is not a foundation of this game`);
    // the notation cannot say Fk-F, but a move built as data can: refuse it rather than read a column that is not there
    if (toFoundation)
      return refuse('NO_FIT', `${from} cannot move to a foundation: there is no move from one foundation to another`);
    if (!rules.foundationToColumn)
      return refuse('NO_FOUNDATION_RETURN', `the ${rules.preset} rules do not allow a card back from a foundation`);
    const count = position.foundations[pile]!;
    if (count === 0) return refuse('FOUNDATION_EMPTY', `${from} is empty`);
    const c = cardOf(foundationSuit(pile), count as Rank);
    const dest = position.tableau[pileIndex(to as ColumnPile)];
    if (dest === undefined) return noColumn(to);
    if (!fitsOnColumn(c, dest)) return noFitColumn(c, dest, to);
    return planned(slot, recordedAs(action, to), pts.foundationToColumn, false, from, count - 1, 1, to);
  }

  const m = pileIndex(from);
  const source = position.tableau[m];
  if (source === undefined) return noColumn(from);
  if (source.cards.length === 0) return refuse('COLUMN_EMPTY', `${from} is empty`);
  if (toFoundation) {
    const c = source.cards[source.cards.length - 1]!;
    const target = foundationMove(c, to, position.foundations);
    if ('code' in target) return target;
    const { pile, target: recorded } = target;
    const flipped = flipsAfter(source, 1);
    return planned(
      slot,
      recordedAs(action, recorded),
      pts.toFoundation + (flipped ? pts.flip : 0),
      flipped,
      from,
      source.cards.length - 1,
      1,
      foundationPiles(rules.variant)[pile]!,
    );
  }
  const n = pileIndex(to as ColumnPile);
  if (n === m) return refuse('SAME_COLUMN', `${from} cannot move onto itself`);
  const dest = position.tableau[n];
  if (dest === undefined) return noColumn(to);
  const index = fittingRunIndex(source, dest);
  if (index < 0) {
    const message =
      dest.cards.length === 0 ? `no King of ${from} can move to the empty ${to}` : `no card of ${from} fits on ${to}`;
    return refuse('NO_FIT', message);
  }
  const count = source.cards.length - index;
  const flipped = flipsAfter(source, count);
  return planned(slot, recordedAs(action, to), flipped ? pts.flip : 0, flipped, from, index, count, to);
}

/**
 * Applies an action to a position (RULES §3-4), without the score floor (the game applies it).
 * Pure: the input position is not changed.
 * @param position the position before
 * @param rules the game's rules (draw mode, pass limit, foundation returns, points table)
 * @param action the action
 * @returns `ok` with the {@link Applied} action (new position, points, flip, cards moved), or `err`
 *   with a {@link Refusal} (codes in {@link REFUSAL_CODES}) for an illegal action; never throws.
 */
export function applyAction(position: Position, rules: Rules, action: Action): Result<Applied, Refusal> {
  const plan = planAction(position, rules, action);
  if (!plan.ok) return plan;
  const { value } = plan;
  return ok({
    position: positionAfter(position, value.moved),
    action: value.action,
    points: value.points,
    flipped: value.flipped,
    moved: value.moved,
  });
}

/** The position after a planned action (see {@link Planned.moved}): new piles where cards moved, the others shared. */
function positionAfter(position: Position, moved: Moved): Position {
  const { from, to, count } = moved;
  if (from === 'S') {
    const stock = position.stock;
    const waste = position.waste.slice();
    for (let i = 1; i <= count; i++) waste.push(stock[stock.length - i]!);
    return { ...position, stock: stock.slice(0, stock.length - count), waste };
  }
  if (to === 'S') return { ...position, stock: position.waste.slice().reverse(), waste: [], pass: position.pass + 1 };
  if (from === 'W') {
    const waste = position.waste;
    const c = waste[waste.length - 1]!;
    const rest = waste.slice(0, waste.length - 1);
    if (isFoundationPile(to)) {
      const pile = pileIndex(to);
      return { ...position, waste: rest, foundations: withFoundation(position.foundations, pile, rankOf(c)) };
    }
    const n = pileIndex(to as ColumnPile);
    const dest = position.tableau[n]!;
    return {
      ...position,
      waste: rest,
      tableau: withColumn(position.tableau, n, { cards: [...dest.cards, c], down: dest.down }),
    };
  }
  if (isFoundationPile(from)) {
    const pile = pileIndex(from);
    const n = pileIndex(to as ColumnPile);
    const dest = position.tableau[n]!;
    const c = cardOf(foundationSuit(pile), (moved.index + 1) as Rank);
    return {
      ...position,
      tableau: withColumn(position.tableau, n, { cards: [...dest.cards, c], down: dest.down }),
      foundations: withFoundation(position.foundations, pile, moved.index),
    };
  }
  const m = pileIndex(from);
  const source = position.tableau[m]!;
  if (isFoundationPile(to)) {
    const c = source.cards[source.cards.length - 1]!;
    return {
      ...position,
      tableau: withColumn(position.tableau, m, takeFromColumn(source, 1)),
      foundations: withFoundation(position.foundations, pileIndex(to), rankOf(c)),
    };
  }
  const n = pileIndex(to as ColumnPile);
  const dest = position.tableau[n]!;
  const tableau = position.tableau.slice();
  tableau[m] = takeFromColumn(source, count);
  tableau[n] = { cards: dest.cards.concat(source.cards.slice(moved.index)), down: dest.down };
  return { ...position, tableau };
}

/** A move built as data naming a column the game does not have (the notation refuses it, RULES §10 Notation). */
const noColumn = (pile: string): Refusal => refuse('NO_FIT', `${pile} is not a column of this game`);

/**
 * Why card `c` may not go on column `dest` (named `to`): the empty column takes only a King, or
 * `c` does not fit on its top card (RULES §3 "Fit on a column").
 */
export function noFitColumn(c: Card, dest: Column, to: MoveTarget): Refusal {
  const top = dest.cards[dest.cards.length - 1];
  return refuse(
    'NO_FIT',
    top === undefined
      ? `${makeCard(c)} is not a King: the empty ${to} takes only a King`
      : `${makeCard(c)} does not fit on ${makeCard(top)} in ${to}`,
  );
}

/**
 * Every legal action of a position, in a fixed order: draw or recycle, waste moves, column-to-foundation,
 * column-to-column, foundation-to-column. Feeds the solver, hints and random playouts.
 */
export function legalActions(position: Position, rules: Rules): Action[] {
  const out: Action[] = [];
  if (isWon(position)) return out;
  if (position.stock.length > 0) out.push({ type: 'draw' });
  else if (position.waste.length > 0 && position.pass < rules.passes) out.push({ type: 'recycle' });
  const { tableau, foundations } = position;
  const columns = tableau.length;
  const COLUMN_PILES = columnPiles(rules.variant);
  const wasteTop = position.waste[position.waste.length - 1];
  if (wasteTop !== undefined) {
    if (fitsOnFoundation(wasteTop, foundations)) out.push({ type: 'move', from: 'W', to: 'F' });
    for (let n = 0; n < columns; n++)
      if (fitsOnColumn(wasteTop, tableau[n]!)) out.push({ type: 'move', from: 'W', to: COLUMN_PILES[n]! });
  }
  for (let m = 0; m < columns; m++) {
    const source = tableau[m]!;
    const top = source.cards[source.cards.length - 1];
    if (top === undefined) continue;
    if (fitsOnFoundation(top, foundations)) out.push({ type: 'move', from: COLUMN_PILES[m]!, to: 'F' });
    for (let n = 0; n < columns; n++)
      if (n !== m && fittingRunIndex(source, tableau[n]!) >= 0)
        out.push({ type: 'move', from: COLUMN_PILES[m]!, to: COLUMN_PILES[n]! });
  }
  if (rules.foundationToColumn) {
    const FOUNDATION_PILES = foundationPiles(rules.variant);
    for (let k = 0; k < foundations.length; k++) {
      const count = foundations[k]!;
      if (count === 0) continue;
      const c = cardOf(foundationSuit(k), count as Rank);
      for (let n = 0; n < columns; n++)
        if (fitsOnColumn(c, tableau[n]!)) out.push({ type: 'move', from: FOUNDATION_PILES[k]!, to: COLUMN_PILES[n]! });
    }
  }
  return out;
}
