import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  dealDeck,
  dealPosition,
  isRed,
  isRedSuit,
  makeCard,
  makeDeck,
  parseCard,
  parseDeck,
  rankOf,
  suitOf,
  type Rank,
  type Suit,
  VARIANTS,
} from '../src/index.js';
import { DECK_SIZE, JOKER, ORDERED_DECK, fitsOnCard } from '../src/card.js';
import { newDeckOrder, sameDeck } from '../src/deck.js';
import { W1, must } from './helpers.js';

describe('RULES §1 card text', () => {
  it('"rank A 2 3 4 5 6 7 8 9 T J Q K then suit s h d c, e.g. 7h, Ts, Kd": every card prints and parses back', () => {
    const texts = ORDERED_DECK.map(makeCard);
    expect(texts.slice(0, 13).join(' ')).toBe('As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks');
    expect(texts.slice(13, 26).join(' ')).toBe('Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh');
    expect(texts.slice(26, 39).join(' ')).toBe('Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd');
    expect(texts.slice(39).join(' ')).toBe('Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc');
    for (const c of ORDERED_DECK) expect(must(parseCard(makeCard(c)))).toBe(c);
    expect(makeCard(must(parseCard('7h')))).toBe('7h');
    expect(makeCard(must(parseCard('Ts')))).toBe('Ts');
    expect(makeCard(must(parseCard('Kd')))).toBe('Kd');
  });

  it('"Input also accepts 10 for T": 10h is Th, 10S is Ts', () => {
    expect(makeCard(must(parseCard('10h')))).toBe('Th');
    expect(makeCard(must(parseCard('10S')))).toBe('Ts');
    expect(makeCard(must(parseCard('10c')))).toBe('Tc');
  });

  it('"and any letter case": 7H, kD, ts, aC, qs parse', () => {
    expect(makeCard(must(parseCard('7H')))).toBe('7h');
    expect(makeCard(must(parseCard('kD')))).toBe('Kd');
    expect(makeCard(must(parseCard('ts')))).toBe('Ts');
    expect(makeCard(must(parseCard('aC')))).toBe('Ac');
    expect(makeCard(must(parseCard('qs')))).toBe('Qs');
  });

  it.each(['', 'A', 's', '1s', '11h', '0s', 'Ax', 'Zs', 'As ', ' As', '10', '100s', 'Ash', '♠A', 'Kdd', '1 0h'])(
    'a bad card "%s" is rejected with ERR_CARD naming the text',
    (text) => {
      const r = parseCard(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_CARD');
        expect(r.error.message).toContain(`"${text}"`);
      }
    },
  );

  it('"rank A (1, lowest), 2..10, J, Q, K (13)": ranks and suits of the card integers', () => {
    expect(rankOf(must(parseCard('As')))).toBe(1);
    expect(rankOf(must(parseCard('Th')))).toBe(10);
    expect(rankOf(must(parseCard('Kc')))).toBe(13);
    expect(suitOf(must(parseCard('Kc')))).toBe(3);
    expect(cardOf(2, 12)).toBe(must(parseCard('Qd')));
  });

  it('cardOf builds each card of the new-deck order from its suit and rank, and suitOf/rankOf read them back', () => {
    for (const c of ORDERED_DECK) {
      const text = makeCard(c);
      const suit = 'shdc'.indexOf(text[1]!) as Suit;
      const rank = ('A23456789TJQK'.indexOf(text[0]!) + 1) as Rank;
      expect(cardOf(suit, rank)).toBe(c);
      expect([suitOf(c), rankOf(c)]).toEqual([suit, rank]);
    }
  });

  it('"Hearts and diamonds are red": isRedSuit by suit index (0 spades, 1 hearts, 2 diamonds, 3 clubs)', () => {
    expect(([0, 1, 2, 3] as const).map(isRedSuit)).toEqual([false, true, true, false]);
  });

  it('"Hearts and diamonds are red, spades and clubs black"', () => {
    for (const c of ORDERED_DECK) expect(isRed(c)).toBe(/[hd]$/.test(makeCard(c)));
  });

  it('"7h fits on 8s or 8c" (opposite colour, exactly one rank higher) and on nothing else', () => {
    const c = must(parseCard('7h'));
    const fits = ORDERED_DECK.filter((u) => fitsOnCard(c, u)).map(makeCard);
    expect(fits).toEqual(['8s', '8c']);
  });
});

describe('RULES §2 deck string', () => {
  it('"52 card texts separated by single spaces (input accepts any white space)": parse/print round trip', () => {
    const deck = must(parseDeck(W1));
    expect(deck).toHaveLength(DECK_SIZE);
    expect(makeDeck(deck)).toBe(W1);
    const spaced = '  ' + W1.split(' ').join('\n\t  ') + '\n';
    expect(makeDeck(must(parseDeck(spaced)))).toBe(W1);
    expect(makeDeck(must(parseDeck(W1.toLowerCase().replace(/t/g, '10'))))).toBe(W1);
  });

  it('"A deck string with a missing ... card is rejected with an error that names the problem"', () => {
    const r = parseDeck(W1.replace(' Kc', ''));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_DECK_MISSING');
      expect(r.error.message).toContain('51');
      expect(r.error.message).toContain('Kc');
    }
    const empty = parseDeck('');
    expect(empty.ok === false && empty.error.code).toBe('ERR_DECK_MISSING');
  });

  it('a deck error counts its cards as a sentence does: "1 card", "51 cards" (found by a new-user trial)', () => {
    const one = parseDeck('As');
    expect(one.ok === false && one.error.message).toMatch(/^deck has 1 card, not 52: missing /);
    const short = parseDeck(W1.replace(' Kc', ''));
    expect(short.ok === false && short.error.message).toMatch(/^deck has 51 cards, not 52/);
  });

  it('"A deck string with a ... repeated ... card is rejected with an error that names the problem"', () => {
    const r = parseDeck(W1.replace('Kc', 'Ad'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_DECK_REPEATED');
      expect(r.error.message).toContain('Ad');
      expect(r.error.message).toContain('52');
    }
    const extra = parseDeck(W1 + ' As');
    expect(extra.ok === false && extra.error.code).toBe('ERR_DECK_REPEATED');
  });

  it('"A deck string with a ... unknown card is rejected with an error that names the problem"', () => {
    const r = parseDeck(W1.replace('Qh', 'Xh'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_DECK_CARD');
      expect(r.error.message).toContain('Xh');
      expect(r.error.message).toContain('card 4');
    }
  });

  it('"T1 (1 card), T2 (2 cards, bottom first), ..., T7 (7 cards), then the 24 stock cards, the first card to be drawn first. Only the last (top) card is face up: 7 face up, 21 face down. Waste and foundations start empty."', () => {
    const p = dealPosition(must(parseDeck(W1)));
    const t = W1.split(' ');
    let next = 0;
    for (let n = 0; n < 7; n++) {
      const column = p.tableau[n]!;
      expect(column.cards.map(makeCard)).toEqual(t.slice(next, next + n + 1));
      expect(column.down).toBe(n);
      next += n + 1;
    }
    expect(p.tableau.reduce((s, c) => s + c.down, 0)).toBe(21);
    // the stock's next card is its last element
    expect(p.stock.slice().reverse().map(makeCard)).toEqual(t.slice(28));
    expect(makeCard(p.stock[p.stock.length - 1]!)).toBe('3d');
    expect(p.waste).toEqual([]);
    expect(p.foundations).toEqual([0, 0, 0, 0]);
    expect(p.pass).toBe(1);
  });

  it('"A standard 52-card deck, no jokers, shuffled": every dealt deck holds each card once', () => {
    for (const deal of [0, 1, 6, 12345, 26 ** 7 - 1]) {
      const deck = dealDeck(deal);
      expect(deck).toHaveLength(52);
      expect(new Set(deck).size).toBe(52);
      expect([...deck].sort((a, b) => a - b)).toEqual([...ORDERED_DECK]);
    }
  });
});

describe('RULES §2 deck errors stay short', () => {
  it('a long unknown card is shortened in the message', () => {
    const r = parseDeck('X'.repeat(100000));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_DECK_CARD');
      expect(r.error.message.length).toBeLessThan(200);
    }
  });
});

describe('deck errors say where and what, word for word', () => {
  const messageOf = (text: string, variant = VARIANTS.standard): string => {
    const r = parseDeck(text, variant);
    if (r.ok) throw new Error('expected an error');
    return r.error.message;
  };

  it('a card seen once too often: its place and how often, as a sentence says it', () => {
    // W1's third card is Kh and its Ad comes before it: the Ad put in place 3 is the second
    expect(messageOf(W1.replace('Kh', 'Ad'))).toBe('deck card 3: Ad appears twice');
    expect(messageOf('Ad Ad Ad', VARIANTS.double)).toBe('deck card 3: Ad appears three times');
  });

  it('a joker in a deck without jokers: its place', () => {
    expect(messageOf(W1.replace('Kh', 'Jk'))).toBe(
      'deck card 3: Jk is not in the standard deck (jokers are dealt only in Klondike with jokers)',
    );
  });

  it('the missing cards in new-deck order, separated by spaces', () => {
    expect(messageOf(W1.replace(' Kc', '').replace(' Qc', ''))).toBe('deck has 50 cards, not 52: missing Qc Kc');
  });

  it('a long unknown token is cut to 20 characters in the data', () => {
    const r = parseDeck(W1.replace('Kh', 'X'.repeat(30)));
    expect(r.ok === false && r.error.data).toEqual({ index: 3, value: `${'X'.repeat(20)}...` });
  });
});

describe('card and deck reading: the canonical texts read by look-up', () => {
  it('every spelling of a card (letter case, 10 for T) reads as the card its canonical text reads as', () => {
    const spellings = (text: string): string[] => {
      const rank = text.slice(0, -1);
      const suit = text.slice(-1);
      const ranks = rank === 'T' ? ['T', 't', '10'] : [rank, rank.toLowerCase()];
      return ranks.flatMap((r) => [r + suit, r + suit.toUpperCase()]);
    };
    for (const c of ORDERED_DECK)
      for (const text of spellings(makeCard(c))) expect(parseCard(text)).toEqual({ ok: true, value: c });
    for (const text of ['Jk', 'JK', 'jk', 'jK']) expect(parseCard(text)).toEqual({ ok: true, value: JOKER });
    for (const text of ['', 'A', 'As ', ' As', 'Ax', '1s', '11s', 'Jkk', 'AsAs'])
      expect(parseCard(text).ok, text).toBe(false);
  });

  it('sameDeck is equal deck texts', () => {
    const card = fc.integer({ min: 0, max: DECK_SIZE });
    fc.assert(
      fc.property(fc.array(card, { maxLength: 6 }), fc.array(card, { maxLength: 6 }), (a, b) => {
        expect(sameDeck(a, b)).toBe(makeDeck(a) === makeDeck(b));
        expect(sameDeck(a, a.slice())).toBe(true);
      }),
    );
  });
});

describe('a deck string in canonical form and the same deck typed another way', () => {
  const variants = [VARIANTS.standard, VARIANTS.double, VARIANTS.jokers];
  /** A deck of the variant shuffled by fast-check, with one card possibly replaced (a repeat, a card not in it) or dropped. */
  const decks = fc
    .constantFrom(...variants)
    .chain((variant) =>
      fc.tuple(
        fc.constant(variant),
        fc.shuffledSubarray([...newDeckOrder(variant)], { minLength: variant.cards, maxLength: variant.cards }),
        fc.oneof(
          fc.constant(null),
          fc.tuple(fc.nat(variant.cards - 1), fc.oneof(fc.nat(DECK_SIZE - 1), fc.constant(JOKER), fc.constant(-1))),
        ),
      ),
    );
  it('a text of the canonical length that is no deck is read as the token reader reads it', () => {
    // a leading space makes the text longer than a canonical deck: it is then read token by token
    const asTokens = (text: string) => parseDeck(` ${text}`);
    const cards = W1.split(' ');
    const replaced = (at: number, token: string): string => cards.map((t, i) => (i === at ? token : t)).join(' ');
    const texts = [
      W1,
      cards.join(','),
      // two-character tokens with a character past ASCII, where a card's text is looked up by its codes
      ...['\u00e9A', '\u0080A', '\u007f\u0080', '\u007f\u00e9', '\u00e9\u00e9'].map((token) => replaced(5, token)),
      replaced(cards.indexOf('2s'), '\u00e9\u00e9'),
      Array(52).fill('\u00e9A').join(' '),
      Array(52).fill('\u007f\u00e9').join(' '),
      // each card's rank letter one code higher and its suit as 128 minus the suit letter's code
      cards.map((t) => String.fromCharCode(t.charCodeAt(0) + 1, 128 - t.charCodeAt(1))).join(' '),
    ];
    for (const text of texts) expect(text.length).toBe(52 * 3 - 1);
    for (const text of texts) expect(parseDeck(text), JSON.stringify(text)).toEqual(asTokens(text));
    expect(texts.filter((text) => parseDeck(text).ok)).toEqual([W1]);
  });

  it('parse to the same deck, or to the same error', () => {
    fc.assert(
      fc.property(decks, ([variant, order, change]) => {
        const cards = [...order];
        if (change !== null) {
          const [at, card] = change;
          if (card === -1) cards.splice(at, 1);
          else cards[at] = card;
        }
        const canonical = makeDeck(cards);
        // the same cards typed with other white space and letter case
        const typed = ` ${canonical.split(' ').join('\n  ').toLowerCase()}\t`;
        const read = parseDeck(canonical, variant);
        expect(read).toEqual(parseDeck(typed, variant));
        if (change === null) expect(read).toEqual({ ok: true, value: order });
      }),
      { numRuns: 300 },
    );
  });
});
