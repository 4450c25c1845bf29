import type { Scoring, VariantName } from '@klondike/engine';

/**
 * The game's own words that every app names the same way, as vue-i18n messages for an app's top
 * level (spread them into its messages: `variant.*`, `scoring.*`): the variants (RULES §10) and the
 * scorings (RULES §1, §4). The Hebrew and Dutch ones are in ./locales, with the board's words.
 */
export const GAME_MESSAGES_EN = {
  /** What is dealt; the name also stands in a header's mode line when not standard. */
  variant: { standard: 'Standard Klondike', double: 'Double Klondike', jokers: 'Klondike with jokers' },
  scoring: { normal: 'Normal', vegas: 'Vegas' },
} satisfies GameMessagesShape;

/** The shape of {@link GAME_MESSAGES_EN}: a name for each variant and each scoring the engine has. */
export interface GameMessagesShape {
  readonly variant: Readonly<Record<VariantName, string>>;
  readonly scoring: Readonly<Record<Scoring, string>>;
}

/** The game's words in one language, shaped as {@link GAME_MESSAGES_EN}. */
export type GameMessages = typeof GAME_MESSAGES_EN;
