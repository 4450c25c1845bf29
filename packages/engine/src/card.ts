import { err, ok, parseError, type ParseError, type Result } from './result.js';
import { echoText } from './text.js';

/** The four suits in the app's fixed foundation order (RULES §1): spades, hearts, diamonds, clubs. */
export const SUITS = ['s', 'h', 'd', 'c'] as const;
/** A suit letter: `s` spades, `h` hearts, `d` diamonds, `c` clubs. */
type SuitLetter = (typeof SUITS)[number];
/** A suit as its index in {@link SUITS}: 0 spades, 1 hearts, 2 diamonds, 3 clubs; also the foundation index (F1..F4 minus 1). */
export type Suit = 0 | 1 | 2 | 3;

/** Rank letters, index 0 is the Ace (rank 1), index 12 the King (rank 13). */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
type RankLetter = (typeof RANKS)[number];
/** A rank from 1 (Ace) to 13 (King). */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/**
 * A card as a small integer: `suit * 13 + rank - 1`, so 0 is `As`, 12 `Ks`, 13 `Ah`, 51 `Kc`.
 * Integers keep positions compact and rule checks fast; use {@link makeCard} to print one.
 */
export type Card = number;

/** Number of cards in a deck. */
export const DECK_SIZE = 52;

/**
 * The joker of Klondike with jokers (RULES §10.2), the one card after the 52 suited ones. A joker has
 * no suit and no rank of its own: rule code asks {@link isJoker} first and never hands a joker to
 * {@link suitOf} or {@link rankOf}. Both jokers of a deck are this same card.
 */
export const JOKER: Card = DECK_SIZE;
/** Whether a card is the joker (RULES §10.2). */
export const isJoker = (c: Card): boolean => c === JOKER;

/**
 * The card of a suit and rank (RULES §1), the one place that builds the `suit * 13 + rank - 1` encoding.
 * @param suit 0 spades .. 3 clubs
 * @param rank 1 (Ace) .. 13 (King)
 */
export const cardOf = (suit: Suit, rank: Rank): Card => suit * 13 + rank - 1;
/** Suit of a card (0..3, RULES §1 order). */
export const suitOf = (c: Card): Suit => ((c / 13) | 0) as Suit;
/** Rank of a card, 1 (Ace) .. 13 (King). */
export const rankOf = (c: Card): Rank => ((c % 13) + 1) as Rank;
/** True for the red suits, hearts (1) and diamonds (2) (RULES §1); spades and clubs are black. */
export const isRedSuit = (suit: Suit): boolean => suit === 1 || suit === 2;
/** True for hearts and diamonds. */
export const isRed = (c: Card): boolean => isRedSuit(suitOf(c));

/** Whether `c` may lie on `under` in a column: opposite colour, exactly one rank lower (RULES §3). */
export const fitsOnCard = (c: Card, under: Card): boolean =>
  rankOf(under) === rankOf(c) + 1 && isRed(under) !== isRed(c);

const CARD_TEXT: readonly string[] = [
  ...Array.from({ length: DECK_SIZE }, (_, i) => RANKS[i % 13]! + SUITS[(i / 13) | 0]!),
  'Jk',
];

/** Card text such as `7h`, `Ts`, `Kd` (RULES §1), or `Jk` for the joker (RULES §10.2). */
export const makeCard = (c: Card): string => CARD_TEXT[c]!;

export type CardErrorCode = 'ERR_CARD';

/** Each card's {@link makeCard} text and its parse: immutable results, shared. */
const CANONICAL_CARDS: ReadonlyMap<string, { readonly ok: true; readonly value: Card }> = new Map(
  CARD_TEXT.map((text, c) => [text, ok(c)] as const),
);

/**
 * Parses card text (RULES §1): rank `A 2..9 T J Q K` (or `10`), then suit `s h d c`, any letter case;
 * or `Jk` for the joker (RULES §10.2). Whether a deal may hold the card is the deck's or the
 * position's question (a standard deck has no joker).
 * @returns the card, or an `ERR_CARD` error naming the text.
 */
export function parseCard(text: string): Result<Card, ParseError<CardErrorCode>> {
  // a deck string holds the canonical texts: each read by one look-up, with a result shared by all
  const canonical = CANONICAL_CARDS.get(text);
  if (canonical !== undefined) return canonical;
  const t = text.toUpperCase();
  if (t === 'JK') return ok(JOKER);
  const rankText = t.length === 3 && t.startsWith('10') ? 'T' : t.length === 2 ? t[0]! : '';
  const suitText = t.length >= 2 ? t[t.length - 1]!.toLowerCase() : '';
  const r = RANKS.indexOf(rankText as RankLetter);
  const s = SUITS.indexOf(suitText as SuitLetter);
  if (r < 0 || s < 0) {
    return err(
      parseError(
        'ERR_CARD',
        `"${echoText(text, 12)}" is not a card (expected rank A,2-9,T,J,Q,K then suit s,h,d,c, e.g. 7h)`,
      ),
    );
  }
  return ok(s * 13 + r);
}

/** The new-deck order `As 2s .. Ks Ah .. Kh Ad .. Kd Ac .. Kc` (RULES §2), the input of the shuffle. */
export const ORDERED_DECK: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, i) => i);
