import {
  cardOf,
  DECK_SIZE,
  fitsOnCard,
  isJoker,
  makeCard,
  parseCard,
  rankOf,
  suitOf,
  SUITS,
  type Card,
  type Rank,
  type Suit,
} from './card.js';
import { cardCopies, missingCards, notInDeck, type Deck } from './deck.js';
import { err, ok, parseError, type ParseError, type ParseErrorData, type Result } from './result.js';
import { VARIANTS, type Variant } from './rules.js';
import { isRunWithJokers } from './run.js';
import { echoText } from './text.js';

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
  /** Columns T1..T7 (T1..T9 in Double Klondike): as many as the variant's `columns`. */
  readonly tableau: readonly Column[];
  /**
   * Cards on F1..F4 (spades, hearts, diamonds, clubs), 0..13 each: the rank of the top card. As many
   * as the variant's `foundations`; pile k (0-based) holds suit `k % 4` ({@link foundationSuit}).
   */
  readonly foundations: readonly number[];
  /** The stock, face down. **The next card to be drawn is the last element** (a stack top). */
  readonly stock: readonly Card[];
  /** The waste, face up, bottom first: the playable card is the last element. */
  readonly waste: readonly Card[];
  /** The pass in progress: recycles made + 1 (RULES §9). */
  readonly pass: number;
}

const EMPTY: readonly Card[] = [];
/** Cards a foundation pile holds when full, Ace to King. */
const PILE_SIZE = 13;

/** The suit foundation pile k (0-based) holds (RULES §1, §10.1): `k % 4`, so F1 and F5 spades, F4 and F8 clubs. */
export const foundationSuit = (k: number): Suit => (k % 4) as Suit;

/**
 * The position after dealing a deck (RULES §2, §10): column n gets n cards, only its top face up; the
 * rest is the stock. The variant says how many columns and foundation piles (default standard).
 */
export function dealPosition(deck: Deck, variant: Variant = VARIANTS.standard): Position {
  const tableau: Column[] = [];
  let next = 0;
  for (let n = 0; n < variant.columns; n++) {
    tableau.push({ cards: deck.slice(next, next + n + 1), down: n });
    next += n + 1;
  }
  const foundations = new Array<number>(variant.foundations).fill(0);
  return { tableau, foundations, stock: deck.slice(next).reverse(), waste: EMPTY, pass: 1 };
}

/** Cards on the foundations, 0..52 (0..104 in Double Klondike). */
export const foundationTotal = (p: Position): number => {
  const piles = p.foundations;
  let total = 0;
  for (let k = 0; k < piles.length; k++) total += piles[k]!;
  return total;
};

/**
 * Won: every foundation pile holds its King (RULES §5, §10): all 52 cards, all 104 in Double
 * Klondike, the 52 suited cards with jokers, wherever the jokers are. The variant's `cardsToWin`.
 */
export const isWon = (p: Position): boolean => foundationTotal(p) === PILE_SIZE * p.foundations.length;

/** Column text: bottom first, `#` before a face-down card, e.g. `#Qh #Jh Th` (RULES §9). */
export const makeColumn = (c: Column): string =>
  c.cards.map((card, i) => (i < c.down ? '#' : '') + makeCard(card)).join(' ');

const part = (key: string, text: string): string => (text ? `${key}: ${text}` : `${key}:`);

/**
 * Prints a position in the printed form of RULES §9: `T1..T7; F; S; W; P` joined by `; `.
 * `S` is first drawn first; `W` bottom first.
 */
export function makePosition(p: Position): string {
  const parts = p.tableau.map((c, i) => part(`T${i + 1}`, makeColumn(c)));
  parts.push(
    part('F', p.foundations.map((n, k) => (n === 0 ? '-' : makeCard(cardOf(foundationSuit(k), n as Rank)))).join(' ')),
  );
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

const SUIT_NAMES = ['spade', 'heart', 'diamond', 'club'] as const;
const KEYS_OF = new Map<number, readonly string[]>();
/** The parts of a variant's position text: T1..Tn, F, S, W, P. */
function keysOf(variant: Variant): readonly string[] {
  let keys = KEYS_OF.get(variant.columns);
  // Stryker disable next-line ConditionalExpression: a cache miss makes the same keys again
  if (!keys)
    KEYS_OF.set(
      variant.columns,
      (keys = [...Array.from({ length: variant.columns }, (_, i) => `T${i + 1}`), 'F', 'S', 'W', 'P']),
    );
  return keys;
}

/** What the F part must hold, as an error names it. */
const foundationEntries = (variant: Variant): string =>
  variant.foundations === 4
    ? 'four entries (spades, hearts, diamonds, clubs; "-" for empty)'
    : `${variant.foundations} entries (F1..F${variant.foundations}: spades, hearts, diamonds, clubs, ${variant.foundations / 4} times; "-" for empty)`;

/**
 * Parses position text (RULES §9, §10 Position text): lines, or parts separated by `;`, each `KEY: cards`.
 * Validates everything: parts T1..Tn (the variant's columns), F, S, W present once each (P optional,
 * default 1), the variant's cards exactly (each of the 52 once; twice in Double Klondike; `Jk` twice
 * with jokers), F with one entry per foundation pile, each holding its own suit, face-down cards only
 * below face-up ones, each column's face-up cards a run (descending, alternating colours; a run with
 * jokers, RULES §10.2), P a whole number >= 1. The pass limit of a preset is checked when a game starts
 * from the position.
 * @param variant the game's variant (default standard): never guessed from the text
 * @returns the position, or an error naming the part and the problem; its `data`: `part` (the part
 *   key, `F1`.. for a foundation pile) and, where a card or text is at fault, `value`; for a part
 *   seen twice or missing `count` 2 or 0 (a part not known: `value` alone); for the F part's entries
 *   `count` and `expected`; for the card total `count`, `expected` and `missing`.
 */
export function parsePosition(
  text: string,
  variant: Variant = VARIANTS.standard,
): Result<Position, ParseError<PositionErrorCode>> {
  const fail = (code: PositionErrorCode, message: string, data?: ParseErrorData) =>
    err(parseError(code, message, data));
  const keys = keysOf(variant);
  const values = new Map<string, string>();
  for (const raw of text.split(/[;\n]/)) {
    const line = raw.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the key of a line without a colon is not read (refused just below), and one at 0 leaves the empty key, no part's
    const key = (colon < 0 ? line : line.slice(0, colon)).trim().toUpperCase();
    // Stryker disable next-line EqualityOperator: a line starting with its colon has the empty key, no part's, refused all the same
    if (colon < 0 || !keys.includes(key))
      return fail(
        'ERR_POSITION_PART',
        `position part "${echoText(line, 30)}" is not one of T1..T${variant.columns}, F, S, W, P followed by ":"`,
        { value: echoText(line, 30) },
      );
    if (values.has(key))
      return fail('ERR_POSITION_PART', `position part ${key} appears twice`, { part: key, count: 2 });
    values.set(key, line.slice(colon + 1).trim());
  }
  for (const key of keys)
    if (key !== 'P' && !values.has(key))
      return fail('ERR_POSITION_PART', `position part ${key} is missing`, { part: key, count: 0 });

  // where each card was seen so far, one entry per copy
  const seen = new Map<Card, string[]>();
  let total = 0;
  const claim = (c: Card, where: string): string | null => {
    const before = seen.get(c) ?? [];
    if (cardCopies(variant, c) === 0) return notInDeck(c, variant);
    if (before.length >= cardCopies(variant, c))
      return `${makeCard(c)} appears ${before.length === 1 ? 'twice' : `${before.length + 1} times`} (${[...before, where].join(' and ')})`;
    seen.set(c, [...before, where]);
    total++;
    return null;
  };
  const cardsOf = (key: string): string[] =>
    values
      .get(key)!
      // Stryker disable next-line Regex: the empty tokens either makes are filtered out
      .split(/\s+/)
      .filter((t) => t !== '');

  const tableau: Column[] = [];
  for (let n = 1; n <= variant.columns; n++) {
    const key = `T${n}`;
    const cards: Card[] = [];
    let down = 0;
    for (const token of cardsOf(key)) {
      const faceDown = token.startsWith('#');
      const parsed = parseCard(faceDown ? token.slice(1) : token);
      if (!parsed.ok)
        return fail('ERR_POSITION_CARD', `${key}: ${parsed.error.message}`, { part: key, value: echoText(token, 20) });
      if (faceDown) {
        if (down !== cards.length)
          return fail('ERR_POSITION_COLUMN', `${key}: face-down ${token} lies on a face-up card`, {
            part: key,
            value: token,
          });
        down++;
      } else if (cards.length > down) {
        const under = cards[cards.length - 1]!;
        if (!isJoker(parsed.value) && !isJoker(under)) {
          if (!fitsOnCard(parsed.value, under))
            return fail(
              'ERR_POSITION_COLUMN',
              `${key}: ${token} does not fit on ${makeCard(under)} (face-up cards must descend in alternating colours)`,
              { part: key, value: token },
            );
        } else if (!isRunWithJokers([...cards.slice(down), parsed.value])) {
          return fail(
            'ERR_POSITION_COLUMN',
            `${key}: ${token} does not fit on ${makeCard(under)} (face-up cards must be a run with jokers, RULES §10.2)`,
            { part: key, value: token },
          );
        }
      }
      const twice = claim(parsed.value, key);
      if (twice)
        return fail(cardCopies(variant, parsed.value) === 0 ? 'ERR_POSITION_CARD' : 'ERR_POSITION_CARDS', twice, {
          part: key,
          value: makeCard(parsed.value),
        });
      cards.push(parsed.value);
    }
    if (cards.length > 0 && down === cards.length)
      return fail('ERR_POSITION_COLUMN', `${key}: the top card must be face up`, { part: key });
    tableau.push({ cards, down });
  }

  const foundationTokens = cardsOf('F');
  if (foundationTokens.length !== variant.foundations)
    return fail(
      'ERR_POSITION_FOUNDATION',
      `F must have ${foundationEntries(variant)}, not ${foundationTokens.length}`,
      { part: 'F', count: foundationTokens.length, expected: variant.foundations },
    );
  const foundations: number[] = [];
  for (let k = 0; k < variant.foundations; k++) {
    const token = foundationTokens[k]!;
    if (token === '-') {
      foundations.push(0);
      continue;
    }
    const parsed = parseCard(token);
    if (!parsed.ok)
      return fail('ERR_POSITION_CARD', `F: ${parsed.error.message}`, { part: 'F', value: echoText(token, 20) });
    const s = foundationSuit(k);
    if (isJoker(parsed.value))
      return fail(
        'ERR_POSITION_FOUNDATION',
        `F: a joker never goes to a foundation (F${k + 1} holds ${SUITS[s]} only)`,
        { part: `F${k + 1}`, value: token },
      );
    if (suitOf(parsed.value) !== s)
      return fail(
        'ERR_POSITION_FOUNDATION',
        `F: ${token} is not a ${SUIT_NAMES[s]} (F${k + 1} holds ${SUITS[s]} only)`,
        { part: `F${k + 1}`, value: token },
      );
    const rank = rankOf(parsed.value);
    for (let r = 1; r <= rank; r++) {
      const twice = claim(cardOf(s, r as Rank), `F${k + 1}`);
      if (twice) return fail('ERR_POSITION_CARDS', twice, { part: `F${k + 1}`, value: makeCard(cardOf(s, r as Rank)) });
    }
    foundations.push(rank);
  }

  const pile = (key: 'S' | 'W'): Result<Card[], ParseError<PositionErrorCode>> => {
    const cards: Card[] = [];
    for (const token of cardsOf(key)) {
      const parsed = parseCard(token);
      if (!parsed.ok)
        return fail('ERR_POSITION_CARD', `${key}: ${parsed.error.message}`, { part: key, value: echoText(token, 20) });
      const twice = claim(parsed.value, key);
      if (twice)
        return fail(cardCopies(variant, parsed.value) === 0 ? 'ERR_POSITION_CARD' : 'ERR_POSITION_CARDS', twice, {
          part: key,
          value: makeCard(parsed.value),
        });
      cards.push(parsed.value);
    }
    return ok(cards);
  };
  const stock = pile('S');
  if (!stock.ok) return stock;
  const waste = pile('W');
  if (!waste.ok) return waste;

  if (total !== variant.cards) {
    // Stryker disable next-line ArrayDeclaration,ArithmeticOperator: missingCards reads a count never set as 0, so the array's length only saves it holes
    const counts = new Array<number>(DECK_SIZE + 1).fill(0);
    for (const [c, places] of seen) counts[c] = places.length;
    const missing = missingCards(counts, variant);
    return fail(
      'ERR_POSITION_CARDS',
      `position has ${total} cards, not ${variant.cards}: missing ${missing.join(' ')}`,
      { count: total, expected: variant.cards, missing },
    );
  }

  let pass = 1;
  if (values.has('P')) {
    const p = values.get('P')!;
    if (!/^[0-9]{1,9}$/.test(p) || Number(p) < 1)
      return fail('ERR_POSITION_PASS', `P must be a whole number from 1 up, not "${echoText(p, 20)}"`, {
        part: 'P',
        value: echoText(p, 20),
      });
    pass = Number(p);
  }
  return ok({ tableau, foundations, stock: stock.value.reverse(), waste: waste.value, pass });
}
