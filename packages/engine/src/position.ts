import { DECK_SIZE, fitsOnCard, makeCard, parseCard, rankOf, suitOf, SUITS, type Card } from './card.js';
import type { Deck } from './deck.js';
import { err, ok, parseError, type ParseError, type Result } from './result.js';

/**
 * A tableau column (RULES §1): `cards` bottom first, of which the first `down` are face down.
 * A non-empty column always has a face-up top (`down < cards.length`).
 */
export interface Column {
  readonly cards: readonly Card[];
  /** How many cards at the bottom are face down, 0 .. cards.length - 1 (0 for an empty column). */
  readonly down: number;
}

/**
 * Everything on the table at one moment. Immutable: rule functions return new positions that share
 * the piles they did not touch.
 */
export interface Position {
  /** Columns T1..T7. */
  readonly tableau: readonly Column[];
  /** Cards on F1..F4 (spades, hearts, diamonds, clubs), 0..13 each: the rank of the top card. */
  readonly foundations: readonly number[];
  /** The stock, face down. **The next card to be drawn is the last element** (a stack top). */
  readonly stock: readonly Card[];
  /** The waste, face up, bottom first: the playable card is the last element. */
  readonly waste: readonly Card[];
  /** The pass in progress: recycles made + 1 (RULES §9). */
  readonly pass: number;
}

const COLUMN_COUNT = 7;
const EMPTY: readonly Card[] = [];

/** The position after dealing a deck (RULES §2): column n gets n cards, only its top face up; the rest is the stock. */
export function dealPosition(deck: Deck): Position {
  const tableau: Column[] = [];
  let next = 0;
  for (let n = 0; n < COLUMN_COUNT; n++) {
    tableau.push({ cards: deck.slice(next, next + n + 1), down: n });
    next += n + 1;
  }
  return { tableau, foundations: [0, 0, 0, 0], stock: deck.slice(next).reverse(), waste: EMPTY, pass: 1 };
}

/** Cards on the foundations, 0..52. */
export const foundationTotal = (p: Position): number =>
  p.foundations[0]! + p.foundations[1]! + p.foundations[2]! + p.foundations[3]!;

/** Won: all 52 cards on the foundations (RULES §5). */
export const isWon = (p: Position): boolean => foundationTotal(p) === DECK_SIZE;

/** Column text: bottom first, `#` before a face-down card, e.g. `#Qh #Jh Th` (RULES §9). */
export const makeColumn = (c: Column): string => c.cards.map((card, i) => (i < c.down ? '#' : '') + makeCard(card)).join(' ');

const part = (key: string, text: string): string => (text ? `${key}: ${text}` : `${key}:`);

/**
 * Prints a position in the printed form of RULES §9: `T1..T7; F; S; W; P` joined by `; `.
 * `S` is first drawn first; `W` bottom first.
 */
export function makePosition(p: Position): string {
  const parts = p.tableau.map((c, i) => part(`T${i + 1}`, makeColumn(c)));
  parts.push(part('F', p.foundations.map((n, s) => (n === 0 ? '-' : makeCard(s * 13 + n - 1))).join(' ')));
  parts.push(part('S', p.stock.slice().reverse().map(makeCard).join(' ')));
  parts.push(part('W', p.waste.map(makeCard).join(' ')));
  parts.push(`P: ${p.pass}`);
  return parts.join('; ');
}

export type PositionErrorCode =
  | 'ERR_POSITION_PART'
  | 'ERR_POSITION_CARD'
  | 'ERR_POSITION_FOUNDATION'
  | 'ERR_POSITION_COLUMN'
  | 'ERR_POSITION_CARDS'
  | 'ERR_POSITION_PASS';

const KEYS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'F', 'S', 'W', 'P'] as const;

/**
 * Parses position text (RULES §9): lines, or parts separated by `;`, each `KEY: cards`.
 * Validates everything: parts T1..T7, F, S, W present once each (P optional, default 1), all 52
 * cards exactly once, foundations holding their own suit, face-down cards only below face-up ones,
 * each column's face-up cards a run (descending, alternating colours), P a whole number >= 1.
 * The pass limit of a preset is checked when a game starts from the position.
 * @returns the position, or an error naming the part and the problem.
 */
export function parsePosition(text: string): Result<Position, ParseError<PositionErrorCode>> {
  const fail = (code: PositionErrorCode, message: string) => err(parseError(code, message));
  const values = new Map<string, string>();
  for (const raw of text.split(/[;\n]/)) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    const key = (colon < 0 ? line : line.slice(0, colon)).trim().toUpperCase();
    if (colon < 0 || !(KEYS as readonly string[]).includes(key))
      return fail('ERR_POSITION_PART', `position part "${line.slice(0, 30)}" is not one of T1..T7, F, S, W, P followed by ":"`);
    if (values.has(key)) return fail('ERR_POSITION_PART', `position part ${key} appears twice`);
    values.set(key, line.slice(colon + 1).trim());
  }
  for (const key of KEYS) if (key !== 'P' && !values.has(key)) return fail('ERR_POSITION_PART', `position part ${key} is missing`);

  const seen = new Map<Card, string>();
  const claim = (c: Card, where: string): string | null => {
    const before = seen.get(c);
    if (before !== undefined) return `${makeCard(c)} appears twice (${before} and ${where})`;
    seen.set(c, where);
    return null;
  };
  const cardsOf = (key: string): string[] => values.get(key)!.split(/\s+/).filter((t) => t !== '');

  const tableau: Column[] = [];
  for (let n = 1; n <= COLUMN_COUNT; n++) {
    const key = `T${n}`;
    const cards: Card[] = [];
    let down = 0;
    for (const token of cardsOf(key)) {
      const faceDown = token.startsWith('#');
      const parsed = parseCard(faceDown ? token.slice(1) : token);
      if (!parsed.ok) return fail('ERR_POSITION_CARD', `${key}: ${parsed.error.message}`);
      if (faceDown) {
        if (down !== cards.length) return fail('ERR_POSITION_COLUMN', `${key}: face-down ${token} lies on a face-up card`);
        down++;
      } else if (cards.length > down && !fitsOnCard(parsed.value, cards[cards.length - 1]!)) {
        return fail('ERR_POSITION_COLUMN', `${key}: ${token} does not fit on ${makeCard(cards[cards.length - 1]!)} (face-up cards must descend in alternating colours)`);
      }
      const twice = claim(parsed.value, key);
      if (twice) return fail('ERR_POSITION_CARDS', twice);
      cards.push(parsed.value);
    }
    if (cards.length > 0 && down === cards.length) return fail('ERR_POSITION_COLUMN', `${key}: the top card must be face up`);
    tableau.push({ cards, down });
  }

  const foundationTokens = cardsOf('F');
  if (foundationTokens.length !== 4)
    return fail('ERR_POSITION_FOUNDATION', `F must have four entries (spades, hearts, diamonds, clubs; "-" for empty), not ${foundationTokens.length}`);
  const foundations: number[] = [];
  for (let s = 0; s < 4; s++) {
    const token = foundationTokens[s]!;
    if (token === '-') {
      foundations.push(0);
      continue;
    }
    const parsed = parseCard(token);
    if (!parsed.ok) return fail('ERR_POSITION_CARD', `F: ${parsed.error.message}`);
    if (suitOf(parsed.value) !== s)
      return fail('ERR_POSITION_FOUNDATION', `F: ${token} is not a ${['spade', 'heart', 'diamond', 'club'][s]} (F${s + 1} holds ${SUITS[s]} only)`);
    const rank = rankOf(parsed.value);
    for (let r = 1; r <= rank; r++) {
      const twice = claim(s * 13 + r - 1, `F${s + 1}`);
      if (twice) return fail('ERR_POSITION_CARDS', twice);
    }
    foundations.push(rank);
  }

  const pile = (key: 'S' | 'W'): Result<Card[], ParseError<PositionErrorCode>> => {
    const cards: Card[] = [];
    for (const token of cardsOf(key)) {
      const parsed = parseCard(token);
      if (!parsed.ok) return fail('ERR_POSITION_CARD', `${key}: ${parsed.error.message}`);
      const twice = claim(parsed.value, key);
      if (twice) return fail('ERR_POSITION_CARDS', twice);
      cards.push(parsed.value);
    }
    return ok(cards);
  };
  const stock = pile('S');
  if (!stock.ok) return stock;
  const waste = pile('W');
  if (!waste.ok) return waste;

  if (seen.size !== DECK_SIZE) {
    const missing: string[] = [];
    for (let c = 0; c < DECK_SIZE; c++) if (!seen.has(c)) missing.push(makeCard(c));
    return fail('ERR_POSITION_CARDS', `position has ${seen.size} cards, not 52: missing ${missing.join(' ')}`);
  }

  let pass = 1;
  if (values.has('P')) {
    const p = values.get('P')!;
    if (!/^[0-9]{1,9}$/.test(p) || Number(p) < 1) return fail('ERR_POSITION_PASS', `P must be a whole number from 1 up, not "${p}"`);
    pass = Number(p);
  }
  return ok({ tableau, foundations, stock: stock.value.reverse(), waste: waste.value, pass });
}
