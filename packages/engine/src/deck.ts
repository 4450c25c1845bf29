import { DECK_SIZE, ORDERED_DECK, makeCard, parseCard, type Card } from './card.js';
import { err, ok, parseError, type ParseError, type Result } from './result.js';
import { seededRng } from './rng.js';

/**
 * A deck: the 52 cards in deal order (RULES §2): T1 (1 card), T2 (2 cards, bottom first), ..., T7
 * (7 cards), then the 24 stock cards, first drawn first.
 */
export type Deck = readonly Card[];

export type DeckErrorCode = 'ERR_DECK_CARD' | 'ERR_DECK_COUNT' | 'ERR_DECK_REPEATED' | 'ERR_DECK_MISSING';

/**
 * Parses a deck string: 52 card texts separated by white space (RULES §2).
 * @returns the deck, or an error naming the unknown card (with its 1-based place), the repeated
 *   card, the missing cards or the wrong count.
 */
export function parseDeck(text: string): Result<Deck, ParseError<DeckErrorCode>> {
  const tokens = text.trim().split(/\s+/).filter((t) => t !== '');
  const deck: Card[] = [];
  const seen = new Array<boolean>(DECK_SIZE).fill(false);
  for (let i = 0; i < tokens.length; i++) {
    const parsed = parseCard(tokens[i]!);
    if (!parsed.ok) return err(parseError('ERR_DECK_CARD', `deck card ${i + 1}: ${parsed.error.message}`));
    if (seen[parsed.value]) return err(parseError('ERR_DECK_REPEATED', `deck card ${i + 1}: ${makeCard(parsed.value)} appears twice`));
    seen[parsed.value] = true;
    deck.push(parsed.value);
  }
  if (deck.length !== DECK_SIZE) {
    const missing = ORDERED_DECK.filter((c) => !seen[c]).map(makeCard);
    if (deck.length < DECK_SIZE)
      return err(parseError('ERR_DECK_MISSING', `deck has ${cardCount(deck.length)}, not 52: missing ${missing.join(' ')}`));
    return err(parseError('ERR_DECK_COUNT', `deck has ${cardCount(deck.length)}, not 52`));
  }
  return ok(deck);
}

/** Prints a deck string: 52 card texts separated by single spaces. */
export const makeDeck = (deck: Deck): string => deck.map(makeCard).join(' ');

/**
 * The deck of a deal number: a Fisher-Yates shuffle of {@link ORDERED_DECK} driven by
 * {@link seededRng}. For i from 51 down to 1, swap card i with card `below(i + 1)`. Pinned forever by
 * golden tests (RULES §2).
 * @param deal deal number, 0 .. 26^7 - 1
 */
export function dealDeck(deal: number): Deck {
  const rng = seededRng(deal);
  const deck = ORDERED_DECK.slice();
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
