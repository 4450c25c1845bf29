import { DECK_SIZE, cardOf, foundationSuit, type Card, type Position, type Rank, type Rules } from '@klondike/engine';

/**
 * What the player had seen: the cards they could have read by then (RULES §1, §3). A card is seen
 * once it has lain face up: a column's face-up cards, the waste (in draw 3 every card a draw turned
 * up is on the waste, so all three count), the foundations; in a Thoughtful game every card (RULES
 * §10: Thoughtful shows the cards). Seeing is never undone: an undo that turns a card face down again,
 * or puts drawn cards back in the stock, leaves them seen.
 *
 * A plain array indexed by card (`seen[c] === 1`); {@link seenAfter} returns a new one.
 */
export type SeenCards = Readonly<Uint8Array>;

/** The cards face up in a position: the columns' face-up cards, the waste and the foundations. */
function markVisible(seen: Uint8Array, position: Position): void {
  for (const column of position.tableau)
    for (let d = column.down; d < column.cards.length; d++) seen[column.cards[d]!] = 1;
  for (const c of position.waste) seen[c] = 1;
  position.foundations.forEach((height, pile) => {
    for (let r = 1; r <= height; r++) seen[cardOf(foundationSuit(pile), r as Rank)] = 1;
  });
}

/**
 * The cards seen at a game's start: what the start position shows, or every card in a Thoughtful game.
 * @param start the start position (a deal, or a position start)
 * @param rules the game's rules (only `thoughtful` is read)
 */
export function seenAtStart(start: Position, rules: Rules): SeenCards {
  const seen = new Uint8Array(DECK_SIZE);
  if (rules.thoughtful) seen.fill(1);
  else markVisible(seen, start);
  return seen;
}

/**
 * The cards seen once the game reached `position`: `before` and what `position` shows.
 * @returns `before` itself when nothing new was seen (so callers can tell by identity), else a new array
 */
export function seenAfter(before: SeenCards, position: Position): SeenCards {
  const next = Uint8Array.from(before);
  markVisible(next, position);
  for (let c = 0; c < DECK_SIZE; c++) if (next[c] !== before[c]) return next;
  return before;
}

/** How many cards are seen: the seen set only grows during a game, so its size names it. */
export const seenCount = (seen: SeenCards): number => seen.reduce((n, s) => n + s, 0);

/** A column as the player sees it: `null` for a card never seen. */
export interface ViewColumn {
  readonly cards: readonly (Card | null)[];
  /** Face-down cards at the bottom, as in the engine's `Column`. */
  readonly down: number;
}

/**
 * Everything the player could know at one moment, and nothing more: the position with every card
 * never seen replaced by `null`, and the start's places (where a card can lie hidden: the start
 * columns, bottom first, then the start stock, next card last) with the card each held where it has
 * been seen. The sampler (`worlds.ts`) reads only this.
 *
 * A card never seen has never moved: it is face down where it was dealt, or in the stock where it
 * was at the start (draws take the stock's last cards; a card put back by an undo was seen). So a
 * hidden card of the position is hidden place `dealtPlace` of the start: column `c` card `d` is place
 * `columnStart[c] + d`, stock card `j` is place `stockStart + j`.
 */
export interface View {
  readonly tableau: readonly ViewColumn[];
  readonly foundations: readonly number[];
  readonly stock: readonly (Card | null)[];
  readonly waste: readonly Card[];
  readonly pass: number;
  /** The start's places, columns first then stock: the card seen there, or `null`. */
  readonly dealt: readonly (Card | null)[];
  /** Where column `c`'s places begin in `dealt`. */
  readonly columnStart: readonly number[];
  /** Where the stock's places begin in `dealt`. */
  readonly stockStart: number;
  /** The cards never seen, ascending: exactly the cards missing from `dealt`. */
  readonly unseen: readonly Card[];
}

/**
 * The view of a position: the only function that reads both the real cards and the seen set, and it
 * keeps from the real cards only the seen ones.
 * @param start the game's start position (its columns and stock are the places cards are dealt to)
 * @param position the position now (reached from `start` by the game's journal)
 * @param seen the cards seen up to now ({@link seenAfter}); must include what `position` shows
 */
export function viewOf(start: Position, position: Position, seen: SeenCards): View {
  const known = (c: Card): Card | null => (seen[c] === 1 ? c : null);
  const columnStart: number[] = [];
  const dealt: (Card | null)[] = [];
  for (const column of start.tableau) {
    columnStart.push(dealt.length);
    for (const c of column.cards) dealt.push(known(c));
  }
  const stockStart = dealt.length;
  for (const c of start.stock) dealt.push(known(c));
  const unseen: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (seen[c] !== 1) unseen.push(c);
  return {
    tableau: position.tableau.map((column) => ({ cards: column.cards.map(known), down: column.down })),
    foundations: position.foundations,
    stock: position.stock.map(known),
    waste: position.waste,
    pass: position.pass,
    dealt,
    columnStart,
    stockStart,
    unseen,
  };
}
