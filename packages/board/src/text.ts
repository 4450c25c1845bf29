import { inject, type InjectionKey } from 'vue';
import { rankOf, suitOf, type Card, type Pile } from '@klondike/engine';

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
  /** A pile's name, e.g. "Column 3", "Foundation hearts", "Stock", "Waste" (RULES §1 terms). */
  pile(pile: Pile): string;
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
}

const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'];

/** The English {@link BoardText}, used when the app provides none. */
export const englishBoardText: BoardText = {
  card: (c) => `${RANK_NAMES[rankOf(c) - 1]} of ${SUIT_NAMES[suitOf(c)]}`,
  faceDown: () => 'face-down card',
  suit: (s) => SUIT_NAMES[s] ?? '',
  pickedUp: (card) => `Picked up ${card}`,
  putBack: () => 'Put back',
  cannotPut: (pile) => `Cannot put it on ${pile}`,
  pile(pile) {
    if (pile === 'S') return 'Stock';
    if (pile === 'W') return 'Waste';
    if (pile[0] === 'F') return `Foundation ${SUIT_NAMES[Number(pile[1]) - 1]}`;
    return `Column ${pile[1]}`;
  },
  pileLabel(pile, count, top) {
    const name = this.pile(pile);
    if (count === 0) return `${name}, empty`;
    return top === null ? `${name}, ${count} cards` : `${name}, ${count} cards, ${top} on top`;
  },
};

/** Injection key of the board's text. */
export const BOARD_TEXT: InjectionKey<BoardText> = Symbol('klondike-board-text');

/** The board text provided by the app, or English. */
export const useBoardText = (): BoardText => inject(BOARD_TEXT, englishBoardText);
