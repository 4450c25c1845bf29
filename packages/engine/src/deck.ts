import { DECK_SIZE, JOKER, isJoker, makeCard, parseCard, type Card } from './card.js';
import { err, ok, parseError, type ParseError, type Result } from './result.js';
import { seededRng } from './rng.js';
import { VARIANTS, type Variant } from './rules.js';
import { echoText } from './text.js';

/**
 * A deck: the variant's cards in deal order (RULES §2, §10): T1 (1 card), T2 (2 cards, bottom
 * first), ..., the last column, then the stock cards, first drawn first. 52 cards (T1..T7 and 24 in
 * the stock) in a standard game.
 */
export type Deck = readonly Card[];

export type DeckErrorCode = 'ERR_DECK_CARD' | 'ERR_DECK_COUNT' | 'ERR_DECK_REPEATED' | 'ERR_DECK_MISSING';

/**
 * How many copies of a card a variant's deck holds (RULES §10): each suited card once per deck, the
 * joker as many times as the variant has jokers (none in a standard deck).
 */
export const cardCopies = (variant: Variant, c: Card): number => (isJoker(c) ? variant.jokers : variant.decks);

const NEW_DECKS = new Map<Variant, readonly Card[]>();

/**
 * A variant's new-deck order, the input of the shuffle (RULES §2, §10.1, §10.2): `As 2s .. Ks Ah ..
 * Kh Ad .. Kd Ac .. Kc` once per deck, then the jokers.
 */
export function newDeckOrder(variant: Variant): readonly Card[] {
  let deck = NEW_DECKS.get(variant);
  if (!deck) {
    const cards: Card[] = [];
    for (let d = 0; d < variant.decks; d++) for (let c = 0; c < DECK_SIZE; c++) cards.push(c);
    for (let j = 0; j < variant.jokers; j++) cards.push(JOKER);
    NEW_DECKS.set(variant, (deck = cards));
  }
  return deck;
}

/** `twice`, `three times`: how often a card appears, as a message says it. */
const times = (n: number): string => (n === 2 ? 'twice' : n === 3 ? 'three times' : `${n} times`);

/**
 * Parses a deck string: the variant's card texts separated by white space (RULES §2, §10): 52 in a
 * standard game, 104 (every card twice) in Double Klondike, 54 (two `Jk`) with jokers.
 * @param variant the game's variant (default standard)
 * @returns the deck, or an error naming the unknown card (with its 1-based place; a joker in a deck
 *   without jokers is one), the card seen once too often, the missing cards or the wrong count; its
 *   `data`: `ERR_DECK_CARD` `index` and `value` (the token), `ERR_DECK_REPEATED` `index`, `value` (the
 *   card) and `count` (copies so far), `ERR_DECK_MISSING` `count`, `expected` and `missing`,
 *   `ERR_DECK_COUNT` `count` and `expected`.
 */
export function parseDeck(text: string, variant: Variant = VARIANTS.standard): Result<Deck, ParseError<DeckErrorCode>> {
  const canonical = canonicalDeck(text, variant);
  if (canonical !== null) return ok(canonical);
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  const deck: Card[] = [];
  const seen = new Array<number>(DECK_SIZE + 1).fill(0);
  for (let i = 0; i < tokens.length; i++) {
    const parsed = parseCard(tokens[i]!);
    if (!parsed.ok)
      return err(
        parseError('ERR_DECK_CARD', `deck card ${i + 1}: ${parsed.error.message}`, {
          index: i + 1,
          value: echoText(tokens[i]!, 20),
        }),
      );
    const c = parsed.value;
    const copies = cardCopies(variant, c);
    if (copies === 0)
      return err(
        parseError('ERR_DECK_CARD', `deck card ${i + 1}: ${notInDeck(c, variant)}`, {
          index: i + 1,
          value: makeCard(c),
        }),
      );
    if (seen[c]! >= copies)
      return err(
        parseError('ERR_DECK_REPEATED', `deck card ${i + 1}: ${makeCard(c)} appears ${times(seen[c]! + 1)}`, {
          index: i + 1,
          value: makeCard(c),
          count: seen[c]! + 1,
        }),
      );
    seen[c]!++;
    deck.push(c);
  }
  if (deck.length !== variant.cards) {
    if (deck.length < variant.cards) {
      const missing = missingCards(seen, variant);
      return err(
        parseError(
          'ERR_DECK_MISSING',
          `deck has ${cardCount(deck.length)}, not ${variant.cards}: missing ${missing.join(' ')}`,
          { count: deck.length, expected: variant.cards, missing },
        ),
      );
    }
    return err(
      parseError('ERR_DECK_COUNT', `deck has ${cardCount(deck.length)}, not ${variant.cards}`, {
        count: deck.length,
        expected: variant.cards,
      }),
    );
  }
  return ok(deck);
}

/** The suited card whose canonical text (`7h`) has these two character codes (`first * 128 + second`), else -1. */
const CARD_BY_CODES = ((): Int8Array => {
  const table = new Int8Array(128 * 128).fill(-1);
  for (let c = 0; c < DECK_SIZE; c++) {
    const text = makeCard(c);
    table[text.charCodeAt(0) * 128 + text.charCodeAt(1)] = c;
  }
  return table;
})();

/**
 * The deck of a deck string as `makeDeck` writes it (the canonical texts of a whole deck of the
 * variant's suited cards, single spaces between them), read character by character; null for any
 * other text (other white space or letter case, a joker, a bad, repeated or missing card), which
 * {@link parseDeck} reads token by token. Recorded sessions hold canonical decks: this is their path.
 */
function canonicalDeck(text: string, variant: Variant): Card[] | null {
  const n = variant.cards;
  if (text.length !== n * 3 - 1 || variant.jokers > 0) return null;
  const seen = new Uint8Array(DECK_SIZE);
  const deck: Card[] = [];
  for (let i = 0, at = 0; i < n; i++, at += 3) {
    if (i > 0 && text.charCodeAt(at - 1) !== 32) return null;
    const first = text.charCodeAt(at);
    const second = text.charCodeAt(at + 1);
    const c = first < 128 && second < 128 ? CARD_BY_CODES[first * 128 + second]! : -1;
    if (c < 0 || seen[c]! >= variant.decks) return null;
    seen[c]!++;
    deck.push(c);
  }
  return deck;
}

/** Why a card is not in a variant's deck: only the joker can be missing from one (RULES §10). */
export const notInDeck = (c: Card, variant: Variant): string =>
  `${makeCard(c)} is not in the ${variant.name} deck (jokers are dealt only in Klondike with jokers)`;

/**
 * The cards a count of each card (indexed by card) lacks for the variant's deck, in new-deck order,
 * a card missing twice named twice.
 */
export function missingCards(seen: readonly number[], variant: Variant): string[] {
  const missing: string[] = [];
  for (let c = 0; c <= DECK_SIZE; c++)
    for (let n = seen[c] ?? 0; n < cardCopies(variant, c); n++) missing.push(makeCard(c));
  return missing;
}

/** Whether two decks hold the same cards in the same order: what equal {@link makeDeck} texts mean, without the texts. */
export function sameDeck(a: Deck, b: Deck): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Prints a deck string: the card texts separated by single spaces. */
export const makeDeck = (deck: Deck): string => deck.map(makeCard).join(' ');

/**
 * The deck of a deal number: a Fisher-Yates shuffle of the variant's {@link newDeckOrder} driven by
 * {@link seededRng}. For i from the last index down to 1, swap card i with card `below(i + 1)`. Pinned
 * forever by golden tests (RULES §2, §10 Game code).
 * @param deal deal number, 0 .. 26^7 - 1
 * @param variant the game's variant (default standard)
 */
export function dealDeck(deal: number, variant: Variant = VARIANTS.standard): Deck {
  const rng = seededRng(deal);
  const deck = newDeckOrder(variant).slice();
  for (let i = deck.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  return deck;
}

/** `1 card`, `51 cards`: a count of cards as a message says it. */
const cardCount = (n: number): string => (n === 1 ? '1 card' : `${n} cards`);
