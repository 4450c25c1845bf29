import {
  cardText,
  liesOn,
  rankOfText,
  readSpecPosition,
  specApply,
  specDoubleTap,
  specTap,
  specWon,
  type SpecColumn,
  type SpecPosition,
  type SpecRules,
} from '@klondike/engine/testing';

/**
 * The model's picture of the cards in play, and its moves played by the one independent statement
 * of the rules the tests keep (`@klondike/engine/testing`, `spec/`, written from RULES §3-6 without
 * the engine): the model states no rule of its own, so a rule is stated once for the oracle and the
 * model alike. Cards are card texts (`Qs`); no scores (the oracle checks those).
 */

/** A column as a player sees it: face-down cards (hidden, counted) under face-up cards, both bottom first. */
export type TableColumn = SpecColumn;

/**
 * Everything on the table: T1..T7, F1..F4 heights, the stock (first drawn first), the waste (its
 * last card the playable one) and the pass in progress. With unlimited passes the model keeps the
 * pass at its start value, where it changes nothing (so its graph stays finite).
 */
export type Table = SpecPosition;

/** The rules of a scenario's game, as the spec states them (RULES §4): draw, pass limit, foundation returns. */
export type TableRules = SpecRules;

/** A model event that moves cards; `tap` and `doubleTap` pick their move by RULES §6. */
export type TableMove =
  | { readonly type: 'draw' }
  | { readonly type: 'recycle' }
  | { readonly type: 'WF' }
  | { readonly type: 'WT'; readonly to: number }
  | { readonly type: 'TF'; readonly from: number }
  | { readonly type: 'TT'; readonly from: number; readonly to: number }
  | { readonly type: 'FT'; readonly from: number; readonly to: number }
  | { readonly type: 'tap'; readonly pile: string }
  | { readonly type: 'doubleTap'; readonly pile: string; readonly cardIndex?: number };

/**
 * The notation token (RULES §7) a model move stands for on this table: a move kind's own token, or
 * the action a tap or a double tap picks (RULES §6, by the spec).
 * @returns the token, or null when a tap or a double tap picks nothing
 */
export function tableMoveToken(t: Table, rules: TableRules, m: TableMove): string | null {
  switch (m.type) {
    case 'draw':
      return 'D';
    case 'recycle':
      return 'R';
    case 'WF':
      return 'W-F';
    case 'WT':
      return `W-T${m.to + 1}`;
    case 'TF':
      return `T${m.from + 1}-F`;
    case 'TT':
      return `T${m.from + 1}-T${m.to + 1}`;
    case 'FT':
      return `F${m.from + 1}-T${m.to + 1}`;
    case 'tap':
      return specTap(t, rules, m.pile);
    case 'doubleTap':
      return specDoubleTap(t, m.pile, m.cardIndex);
  }
}

/** Cards on all four foundations = 52. */
export const tableWon = (t: Table): boolean => specWon(t);

/**
 * The table after a move, or null when RULES §3/§6 refuse it (or a tap finds no target), as the
 * spec plays it. Pure; a won table accepts nothing.
 */
export function applyTableMove(t: Table, rules: TableRules, m: TableMove): Table | null {
  const token = tableMoveToken(t, rules, m);
  const applied = token === null ? null : specApply(t, rules, token);
  if (applied === null) return null;
  return rules.passLimit === Infinity ? { ...applied.position, pass: t.pass } : applied.position;
}

/**
 * The abstract state: what matters to a player at a glance. These are the model's state
 * regions (`model.ts`) and the unit of the coverage report.
 */
export interface AbstractState {
  readonly stock: 'empty' | 'nonEmpty';
  readonly waste: 'empty' | 'nonEmpty';
  readonly passes: 'left' | 'none';
  readonly undo: 'available' | 'none';
  readonly column: 'someEmpty' | 'none';
  readonly king: 'waiting' | 'none';
  readonly foundation: 'returnable' | 'none';
  readonly game: 'playing' | 'won';
}

/** What a player can see of the piles: the shape every adapter's `observe()` reports (RULES §1, §9). */
export interface Piles {
  /** T1..T7: how many face-down cards, and the face-up cards bottom first. */
  readonly tableau: readonly { readonly down: number; readonly up: readonly string[] }[];
  /** Cards on F1..F4 (spades, hearts, diamonds, clubs), 0..13. */
  readonly foundations: readonly number[];
  /** Cards in the stock. */
  readonly stock: number;
  /** The waste, bottom first. */
  readonly waste: readonly string[];
  /** Passes left after the one in progress; null when the rules allow unlimited passes. */
  readonly passesLeft: number | null;
}

/** The piles a player would see of a model table or the oracle's spec position (RULES §1, §9). */
export function tablePiles(t: Table, rules: TableRules): Piles {
  return {
    tableau: t.columns.map((c) => ({ down: c.down.length, up: c.up.slice() })),
    foundations: t.foundations.slice(),
    stock: t.stock.length,
    waste: t.waste.slice(),
    passesLeft: rules.passLimit === Infinity ? null : rules.passLimit - t.pass,
  };
}

/**
 * The abstract state of what a player sees. Used both on the model's table and on an adapter's
 * observation, so a mismatch means the system under test and the model disagree.
 * @param returns whether the rules allow foundation returns (RULES §4)
 */
export function abstractState(piles: Piles, canUndo: boolean, won: boolean, returns: boolean): AbstractState {
  const emptyColumn = piles.tableau.some((c) => c.down === 0 && c.up.length === 0);
  const wasteTop = piles.waste[piles.waste.length - 1];
  const kingWaiting =
    emptyColumn &&
    ((wasteTop !== undefined && rankOfText(wasteTop) === 13) ||
      piles.tableau.some((c) => c.up.some((card, i) => rankOfText(card) === 13 && c.down + i > 0)));
  const fits = (card: string) =>
    piles.tableau.some((c) => {
      const top = c.up[c.up.length - 1];
      return top === undefined ? c.down === 0 && rankOfText(card) === 13 : liesOn(card, top);
    });
  // after a win nothing is accepted (RULES §5), so no card counts as returnable
  const returnable = !won && returns && piles.foundations.some((n, s) => n > 0 && fits(cardText(s, n)));
  return {
    stock: piles.stock > 0 ? 'nonEmpty' : 'empty',
    waste: piles.waste.length > 0 ? 'nonEmpty' : 'empty',
    passes: piles.passesLeft === null || piles.passesLeft > 0 ? 'left' : 'none',
    undo: canUndo ? 'available' : 'none',
    column: emptyColumn ? 'someEmpty' : 'none',
    king: kingWaiting ? 'waiting' : 'none',
    foundation: returnable ? 'returnable' : 'none',
    game: won ? 'won' : 'playing',
  };
}

/** A short key of an abstract state, e.g. `S+ W- P+ U- C+ K+ F+ playing`. */
export function abstractKey(a: AbstractState): string {
  const flag = (on: boolean, letter: string) => letter + (on ? '+' : '-');
  return [
    flag(a.stock === 'nonEmpty', 'S'),
    flag(a.waste === 'nonEmpty', 'W'),
    flag(a.passes === 'left', 'P'),
    flag(a.undo === 'available', 'U'),
    flag(a.column === 'someEmpty', 'C'),
    flag(a.king === 'waiting', 'K'),
    flag(a.foundation === 'returnable', 'F'),
    a.game,
  ].join(' ');
}

/**
 * The model's table of a position text (RULES §9), read by the spec.
 * @throws when the spec refuses the text: scenarios are checked by their own test
 */
export function tableOfPosition(text: string): Table {
  const table = readSpecPosition(text);
  if (table === null) throw new Error(`model: RULES refuse the position ${text}`);
  return table;
}
