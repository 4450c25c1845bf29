import type { InjectionKey, Ref } from 'vue';

/**
 * How the board's cards are printed at their current size: given by `Board` to every `Card` below it,
 * so a card needs no size of its own.
 */
export interface CardLook {
  /** The corner index's font size in card widths / 100 (20 on a large card, up to about 38 on a small one). */
  readonly index: number;
  /** Small cards: the corner index and one large suit instead of the pip layout. */
  readonly compact: boolean;
}

/** The look of a card outside a board (a card alone, as in the tests). */
export const DEFAULT_LOOK: CardLook = { index: 20, compact: false };

/** The injection key under which `Board` provides the look. */
export const CARD_LOOK: InjectionKey<Readonly<Ref<CardLook>>> = Symbol('klondike card look');
