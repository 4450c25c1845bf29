/**
 * Every message set the board gives the apps, in every language: the board's own words and the
 * game's (variants, scorings). One list, which the index re-exports and the player's build-time
 * message compiler (`@klondike/config/messages`) loads without the board's Vue components.
 */
export { BOARD_MESSAGES_EN } from './text.js';
export { GAME_MESSAGES_EN } from './gameMessages.js';
// the other languages, each in a module of its own
export { BOARD_MESSAGES_HE, GAME_MESSAGES_HE } from './locales/he.js';
export { BOARD_MESSAGES_NL, GAME_MESSAGES_NL } from './locales/nl.js';
