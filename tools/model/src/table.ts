/**
 * The model's own picture of the cards in play, written from RULES §3-6 without the engine, so
 * that the model is a second, independent statement of the rules for the few cards in a
 * scenario. Cards are card texts (`Qs`); no scores (the oracle checks those).
 */

/** A column as a player sees it: face-down cards (hidden, counted) under face-up cards. */
export interface TableColumn {
  /** Face-down cards, bottom first (the model knows them; observations only count them). */
  readonly down: readonly string[];
  /** Face-up cards, bottom first. */
  readonly up: readonly string[];
}

/** Everything on the table, as far as the model tracks it. */
export interface Table {
  /** T1..T7. */
  readonly columns: readonly TableColumn[];
  /** Cards on F1..F4 (spades, hearts, diamonds, clubs), 0..13. */
  readonly foundations: readonly number[];
  /** The stock, **first drawn first**. */
  readonly stock: readonly string[];
  /** The waste, bottom first: the playable card is the last. */
  readonly waste: readonly string[];
  /** Pass in progress (recycles + 1); kept at 1 when passes are unlimited, where it changes nothing. */
  readonly pass: number;
}

/** The rules as the model needs them (RULES §4). */
export interface TableRules {
  readonly draw: 1 | 3;
  /** Passes allowed; `Infinity` for unlimited. */
  readonly passes: number;
  /** Whether a foundation's top card may go back to a column. */
  readonly returns: boolean;
}

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

const RANK_LETTERS = 'A23456789TJQK';
const SUIT_LETTERS = 'shdc';
export const rank = (c: string): number => RANK_LETTERS.indexOf(c[0]!) + 1;
export const suit = (c: string): number => SUIT_LETTERS.indexOf(c[1]!);
const red = (c: string): boolean => suit(c) === 1 || suit(c) === 2;
const cardOf = (s: number, r: number): string => RANK_LETTERS[r - 1]! + SUIT_LETTERS[s]!;

const topOf = (col: TableColumn): string | undefined => col.up[col.up.length - 1];
const isEmpty = (col: TableColumn): boolean => col.up.length === 0 && col.down.length === 0;
const fitsColumn = (c: string, col: TableColumn): boolean => {
  const top = topOf(col);
  return top === undefined ? rank(c) === 13 : rank(top) === rank(c) + 1 && red(top) !== red(c);
};
const fitsFoundation = (c: string, t: Table): boolean => t.foundations[suit(c)] === rank(c) - 1;

const setColumn = (t: Table, n: number, col: TableColumn): TableColumn[] =>
  t.columns.map((c, i) => (i === n ? col : c));
const addFoundation = (t: Table, s: number, delta: number): number[] =>
  t.foundations.map((n, i) => (i === s ? n + delta : n));

/** The column after taking its top `count` face-up cards, turning up a face-down card left on top. */
function take(col: TableColumn, count: number): TableColumn {
  const up = col.up.slice(0, col.up.length - count);
  if (up.length === 0 && col.down.length > 0)
    return { down: col.down.slice(0, -1), up: [col.down[col.down.length - 1]!] };
  return { down: col.down, up };
}

/** Cards on all four foundations = 52. */
export const tableWon = (t: Table): boolean => t.foundations.every((n) => n === 13);

/** Pile name to index: `T3` -> 2, `F1` -> 0. */
const pileNumber = (pile: string): number => Number(pile.slice(1)) - 1;

/**
 * The table after a move, or null when RULES §3/§6 refuse it (or a tap finds no target).
 * Pure; a won table accepts nothing.
 */
export function applyTableMove(t: Table, rules: TableRules, m: TableMove): Table | null {
  if (tableWon(t)) return null;
  switch (m.type) {
    case 'draw': {
      if (t.stock.length === 0) return null;
      const n = Math.min(rules.draw, t.stock.length);
      return { ...t, stock: t.stock.slice(n), waste: t.waste.concat(t.stock.slice(0, n)) };
    }
    case 'recycle':
      if (t.stock.length > 0 || t.waste.length === 0 || t.pass >= rules.passes) return null;
      return { ...t, stock: t.waste, waste: [], pass: rules.passes === Infinity ? t.pass : t.pass + 1 };
    case 'WF': {
      const c = t.waste[t.waste.length - 1];
      if (c === undefined || !fitsFoundation(c, t)) return null;
      return { ...t, waste: t.waste.slice(0, -1), foundations: addFoundation(t, suit(c), 1) };
    }
    case 'WT': {
      const c = t.waste[t.waste.length - 1];
      const col = t.columns[m.to]!;
      if (c === undefined || !fitsColumn(c, col)) return null;
      return { ...t, waste: t.waste.slice(0, -1), columns: setColumn(t, m.to, { down: col.down, up: [...col.up, c] }) };
    }
    case 'TF': {
      const col = t.columns[m.from]!;
      const c = topOf(col);
      if (c === undefined || !fitsFoundation(c, t)) return null;
      return { ...t, columns: setColumn(t, m.from, take(col, 1)), foundations: addFoundation(t, suit(c), 1) };
    }
    case 'TT': {
      if (m.from === m.to) return null;
      const source = t.columns[m.from]!;
      const dest = t.columns[m.to]!;
      const i = source.up.findIndex((c) => fitsColumn(c, dest));
      if (i < 0) return null;
      const run = source.up.slice(i);
      const columns = setColumn(t, m.from, take(source, run.length));
      columns[m.to] = { down: dest.down, up: [...dest.up, ...run] };
      return { ...t, columns };
    }
    case 'FT': {
      const n = t.foundations[m.from]!;
      const col = t.columns[m.to]!;
      if (!rules.returns || n === 0) return null;
      const c = cardOf(m.from, n);
      if (!fitsColumn(c, col)) return null;
      return {
        ...t,
        foundations: addFoundation(t, m.from, -1),
        columns: setColumn(t, m.to, { down: col.down, up: [...col.up, c] }),
      };
    }
    case 'tap': {
      // RULES §6: the stock draws or recycles; a top card goes to its foundation if it fits
      if (m.pile === 'S') return applyTableMove(t, rules, { type: t.stock.length > 0 ? 'draw' : 'recycle' });
      if (m.pile === 'W') return applyTableMove(t, rules, { type: 'WF' });
      if (m.pile[0] === 'T') return applyTableMove(t, rules, { type: 'TF', from: pileNumber(m.pile) });
      return null;
    }
    case 'doubleTap':
      return doubleTap(t, rules, m.pile, m.cardIndex);
  }
}

/** RULES §6 double tap: the longest column the card fits on, else a King to the leftmost empty column. */
function doubleTap(t: Table, rules: TableRules, pile: string, cardIndex: number | undefined): Table | null {
  let card: string;
  let own = -1;
  let atBottom = false;
  if (pile === 'W') {
    const top = t.waste[t.waste.length - 1];
    if (top === undefined) return null;
    card = top;
  } else if (pile[0] === 'T') {
    own = pileNumber(pile);
    const col = t.columns[own]!;
    const length = col.down.length + col.up.length;
    const index = cardIndex ?? length - 1;
    if (index < col.down.length || index >= length) return null;
    card = col.up[index - col.down.length]!;
    atBottom = index === 0;
  } else {
    return null;
  }
  let best = -1;
  const size = (n: number) => t.columns[n]!.down.length + t.columns[n]!.up.length;
  for (let n = 0; n < 7; n++) {
    const col = t.columns[n]!;
    if (n === own || isEmpty(col) || !fitsColumn(card, col)) continue;
    if (best < 0 || size(n) > size(best)) best = n;
  }
  if (best < 0 && rank(card) === 13 && !atBottom) best = t.columns.findIndex((c, n) => n !== own && isEmpty(c));
  if (best < 0) return null;
  if (pile === 'W') return applyTableMove(t, rules, { type: 'WT', to: best });
  return applyTableMove(t, rules, { type: 'TT', from: own, to: best });
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

/** The piles a player would see of a model table. */
export function tablePiles(t: Table, rules: TableRules): Piles {
  return {
    tableau: t.columns.map((c) => ({ down: c.down.length, up: c.up })),
    foundations: t.foundations,
    stock: t.stock.length,
    waste: t.waste,
    passesLeft: rules.passes === Infinity ? null : rules.passes - t.pass,
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
    ((wasteTop !== undefined && rank(wasteTop) === 13) ||
      piles.tableau.some((c) => c.up.some((card, i) => rank(card) === 13 && c.down + i > 0)));
  const fits = (card: string) =>
    piles.tableau.some((c) => {
      const top = c.up[c.up.length - 1];
      return top === undefined
        ? c.down === 0 && rank(card) === 13
        : rank(top) === rank(card) + 1 && red(top) !== red(card);
    });
  // after a win nothing is accepted (RULES §5), so no card counts as returnable
  const returnable = !won && returns && piles.foundations.some((n, s) => n > 0 && fits(cardOf(s, n)));
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

/** The model's table of a parsed position text: a small parser of RULES §9 for the model's own use. */
export function tableOfPosition(text: string): Table {
  const parts = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [key, rest] = part.split(':') as [string, string];
    parts.set(
      key.trim(),
      rest
        .trim()
        .split(/\s+/)
        .filter((s) => s !== ''),
    );
  }
  const columns = [1, 2, 3, 4, 5, 6, 7].map((n) => {
    const cards = parts.get(`T${n}`) ?? [];
    return {
      down: cards.filter((c) => c.startsWith('#')).map((c) => c.slice(1)),
      up: cards.filter((c) => !c.startsWith('#')),
    };
  });
  const foundations = (parts.get('F') ?? []).map((c) => (c === '-' ? 0 : rank(c)));
  return {
    columns,
    foundations,
    stock: parts.get('S') ?? [],
    waste: parts.get('W') ?? [],
    pass: Number((parts.get('P') ?? ['1'])[0]),
  };
}
