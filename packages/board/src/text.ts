import { inject, type InjectionKey } from 'vue';
import {
  isFoundationPile,
  foundationSuit,
  isJoker,
  pileIndex,
  rankOf,
  suitOf,
  type Card,
  type Pile,
} from '@klondike/engine';

/**
 * Words the board speaks to assistive technology (ARIA labels). The board is used by more than one
 * app, each with its own i18n set-up, so it asks for text through this interface instead of
 * importing an i18n library: an app provides one with {@link provideBoardText}-style
 * `provide(BOARD_TEXT, ...)`; without one, English is used.
 */
export interface BoardText {
  /** A face-up card, e.g. "7 of hearts". */
  card(card: Card): string;
  /** A face-down card. */
  faceDown(): string;
  /** A pile's name, e.g. "Column 3", "Foundation hearts", "Stock", "Waste" (RULES §1 terms); Double Klondike's F5..F8 "Foundation hearts 2". */
  pile(pile: Pile): string;
  /**
   * A pile's name inside a sentence ("move the 7 of hearts to the hearts foundation", Dutch "op kolom 3"):
   * lower case where the language writes it so, with its article where it needs one.
   */
  pileInSentence(pile: Pile): string;
  /** A pile's full label: its name and what lies on it (`count` cards, `top` the playable card's name). */
  pileLabel(pile: Pile, count: number, top: string | null): string;
  /** The name of a suit by its index (0 spades .. 3 clubs). */
  suit(suit: number): string;
  /** Keyboard play: a card (by name) and the cards on it were picked up. */
  pickedUp(card: string): string;
  /** Keyboard play: what was picked up was put back. */
  putBack(): string;
  /** Keyboard play: what is held cannot be put down on a pile (by name). */
  cannotPut(pile: string): string;
  /**
   * A card's full name where it lies, e.g. "7 of hearts, Column 3, face up"; a face-down card is not
   * named unless `peek` (Thoughtful, RULES §10) shows its face.
   */
  cardLabel(card: Card, pile: Pile, faceDown: boolean, peek: boolean): string;
}

/**
 * The board's English words as vue-i18n messages, for an app's `board` message section (spread it and
 * add the app's own `label`). Translations of the board follow this shape.
 */
export const BOARD_MESSAGES_EN = {
  rank: {
    r1: 'ace',
    r2: '2',
    r3: '3',
    r4: '4',
    r5: '5',
    r6: '6',
    r7: '7',
    r8: '8',
    r9: '9',
    r10: '10',
    r11: 'jack',
    r12: 'queen',
    r13: 'king',
  },
  suit: { s0: 'spades', s1: 'hearts', s2: 'diamonds', s3: 'clubs' },
  card: '{rank} of {suit}',
  // a card whose rank is a word (ace, jack, queen, king): Dutch writes it as one word with its suit (schoppenaas)
  cardWordRank: '{rank} of {suit}',
  // Klondike with jokers (RULES §10.2): a joker has no rank or suit
  joker: 'joker',
  faceDown: 'face-down card',
  stock: 'Stock',
  waste: 'Waste',
  foundation: 'Foundation {suit}',
  // Double Klondike's second pile of a suit, F5..F8 (RULES §10.1)
  foundationSecond: 'Foundation {suit} 2',
  column: 'Column {n}',
  // the same names inside a sentence (hints, announcements, "Cannot put it on ..."); the above are labels
  inSentence: {
    stock: 'the stock',
    waste: 'the waste',
    foundation: 'the {suit} foundation',
    foundationSecond: 'the second {suit} foundation',
    column: 'column {n}',
  },
  empty: '{pile}, empty',
  // vue-i18n plural forms (one | other), chosen by the count
  count: '{pile}, {n} card | {pile}, {n} cards',
  countTop: '{pile}, {n} card, {top} on top | {pile}, {n} cards, {top} on top',
  pickedUp: 'Picked up {card}',
  putBack: 'Put back',
  cannotPut: 'Cannot put it on {pile}',
  // a card's name where it lies: "7 of hearts, Column 3, face up"
  cardUp: '{card}, {pile}, face up',
  cardDown: 'face-down card, {pile}',
  cardPeek: 'face-down card: {card}, {pile}',
};

/** The shape of the board's messages: every locale's `board` section gives each of these strings. */
export type BoardMessages = typeof BOARD_MESSAGES_EN;

/**
 * A translate function: a message key under `board.` (e.g. `board.card`), its named values and, for a
 * message with plural forms (`one | other`), the count that chooses the form (vue-i18n's `t(key, named, plural)`).
 */
export type Translate = (key: string, named?: Record<string, unknown>, plural?: number) => string;

/**
 * The board's text through an app's translate function (vue-i18n's `t`), reading the `board.*` messages.
 * @param locale the app's active locale (e.g. `() => i18n.global.locale.value`): given, the names of
 *   cards and piles and the labels are remembered per locale, so a render asks `t` only for text it
 *   has not made before in that locale (a tap relabels the cards of the piles it changed,
 *   for instant taps). The getter is read on every call, so a reactive render still follows a change of
 *   language. Without it, every call asks `t`.
 */
export function boardTextFrom(t: Translate, locale?: () => string): BoardText {
  const text = translatedText(t);
  return locale ? rememberedText(text, locale) : text;
}

/** Longest list of remembered texts kept for one locale; past it the list starts again (a bound, not an expected size). */
const REMEMBERED_MAX = 4096;

/** {@link BoardText} whose names and labels are made once per locale (see {@link boardTextFrom}). */
function rememberedText(text: BoardText, locale: () => string): BoardText {
  let of = '';
  const made = new Map<string, string>();
  const remember = (key: string, make: () => string): string => {
    const l = locale();
    if (l !== of || made.size >= REMEMBERED_MAX) {
      of = l;
      made.clear();
    }
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make()));
    return value;
  };
  return {
    ...text,
    card: (c) => remember(`c${c}`, () => text.card(c)),
    faceDown: () => remember('d', () => text.faceDown()),
    pile: (p) => remember(`p${p}`, () => text.pile(p)),
    pileInSentence: (p) => remember(`i${p}`, () => text.pileInSentence(p)),
    suit: (s) => remember(`s${s}`, () => text.suit(s)),
    cardLabel: (c, p, faceDown, peek) =>
      remember(`l${c}|${p}|${faceDown ? 1 : 0}${peek ? 1 : 0}`, () => text.cardLabel(c, p, faceDown, peek)),
    pileLabel: (p, n, top) => remember(`P${p}|${n}|${top ?? ''}`, () => text.pileLabel(p, n, top)),
  };
}

/** The board's text, every call through `t`. */
function translatedText(t: Translate): BoardText {
  const suit = (s: number) => t(`board.suit.s${s}`);
  // `form`: the labels' names (`board.*`) or the in-sentence ones (`board.inSentence.*`)
  const pileIn = (form: string, p: Pile): string => {
    if (p === 'S') return t(`${form}.stock`);
    if (p === 'W') return t(`${form}.waste`);
    if (isFoundationPile(p)) {
      const k = pileIndex(p);
      return t(`${form}.${k < 4 ? 'foundation' : 'foundationSecond'}`, { suit: suit(foundationSuit(k)) });
    }
    return t(`${form}.column`, { n: pileIndex(p) + 1 });
  };
  const pile = (p: Pile): string => pileIn('board', p);
  const card = (c: Card): string => {
    if (isJoker(c)) return t('board.joker');
    const rank = rankOf(c);
    const named = { rank: t(`board.rank.r${rank}`), suit: suit(suitOf(c)) };
    return t(rank === 1 || rank > 10 ? 'board.cardWordRank' : 'board.card', named);
  };
  return {
    card,
    faceDown: () => t('board.faceDown'),
    suit,
    pile,
    pileInSentence: (p) => pileIn('board.inSentence', p),
    pickedUp: (card) => t('board.pickedUp', { card }),
    putBack: () => t('board.putBack'),
    cannotPut: (p) => t('board.cannotPut', { pile: p }),
    cardLabel: (c, p, faceDown, peek) => {
      const named = { pile: pile(p) };
      if (!faceDown) return t('board.cardUp', { ...named, card: card(c) });
      return peek ? t('board.cardPeek', { ...named, card: card(c) }) : t('board.cardDown', named);
    },
    pileLabel: (p, n, top) =>
      n === 0
        ? t('board.empty', { pile: pile(p) })
        : top === null
          ? t('board.count', { pile: pile(p), n }, n)
          : t('board.countTop', { pile: pile(p), n, top }, n),
  };
}

/**
 * The form of a plural message for `count`, by vue-i18n's default rule: with two forms `one | other`,
 * with three `zero | one | other`.
 */
function pluralForm(message: string, count: number | undefined): string {
  const forms = message.split(' | ');
  if (count === undefined || forms.length === 1) return message;
  const n = Math.abs(count);
  const at = forms.length === 2 ? (n === 1 ? 0 : 1) : n === 0 ? 0 : n === 1 ? 1 : 2;
  return forms[Math.min(at, forms.length - 1)]!;
}

// Without an app's i18n, the same English messages through a minimal `{name}` interpolation.
const englishTranslate: Translate = (key, named, plural) => {
  let message: unknown = { board: BOARD_MESSAGES_EN };
  for (const part of key.split('.')) message = (message as Record<string, unknown> | undefined)?.[part];
  return pluralForm(String(message ?? key), plural).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(named?.[name] ?? ''),
  );
};

/** The English {@link BoardText}, used when the app provides none. */
export const englishBoardText: BoardText = boardTextFrom(englishTranslate);

/** Injection key of the board's text. */
export const BOARD_TEXT: InjectionKey<BoardText> = Symbol('klondike-board-text');

/** The board text provided by the app, or English. */
export const useBoardText = (): BoardText => inject(BOARD_TEXT, englishBoardText);
