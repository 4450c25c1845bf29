import { describeUntranslated } from '../testing/untranslated.js';
import { GAME_MESSAGES_EN } from '../src/gameMessages.js';
import { BOARD_MESSAGES_HE, GAME_MESSAGES_HE } from '../src/locales/he.js';
import { BOARD_MESSAGES_NL, GAME_MESSAGES_NL } from '../src/locales/nl.js';
import { BOARD_MESSAGES_EN } from '../src/text.js';

/**
 * The board's own Hebrew and Dutch words (the cards, piles and labels, and the game's vocabulary every
 * app spreads into its messages) are translated, checked here where they are written and not only
 * through the apps that spread them. Their allow-list is the shared one (`SHARED_SAME_AS_ENGLISH`).
 */
describeUntranslated(
  { ...GAME_MESSAGES_EN, board: BOARD_MESSAGES_EN },
  { he: { ...GAME_MESSAGES_HE, board: BOARD_MESSAGES_HE }, nl: { ...GAME_MESSAGES_NL, board: BOARD_MESSAGES_NL } },
  { he: {}, nl: {} },
);
