/**
 * @klondike/board: Vue 3 components that draw a Klondike position and report the player's intents.
 * They know no rule: what may be picked up, where it may go and what a tap means come from
 * @klondike/engine. Used by the player (apps/web) and a replay viewer.
 */
export { default as Board } from './Board.vue';
export { default as Card } from './Card.vue';
export { default as Pile } from './Pile.vue';
export { default as SuitIcon } from './SuitIcon.vue';
export { default as IsolatedText } from './IsolatedText.vue';
export { hintFor, type BoardHint } from './hint.js';
export {
  cardFace,
  latticePath,
  pipsOf,
  COURT_EMBLEMS,
  PIP_SIZE,
  SUIT_PATHS,
  type CardFace,
  type Pip,
} from './cardFace.js';
export {
  boardGeometry,
  columnCards,
  columnOffsets,
  foundationCards,
  indexSizeFor,
  pileCards,
  stepsFor,
  wasteCards,
  CARD_RATIO,
  FAN_STEP,
  LONGEST_COLUMN,
  MAX_CARD_WIDTH,
  STEP,
  type BoardGeometry,
  type ColumnSteps,
  type FoundationGrid,
  type GeometryOptions,
  type PlacedCard,
} from './layout.js';
export { CARD_LOOK, DEFAULT_LOOK, type CardLook } from './cardLook.js';
export { glideMs, GLIDE } from './glide.js';
export { useBoxSize, type BoxSize } from './useBoxSize.js';
export {
  BOARD_TEXT,
  boardTextFrom,
  englishBoardText,
  useBoardText,
  type BoardMessages,
  type BoardText,
  type Translate,
} from './text.js';
// the board's and the game's words in every language (one list: messages.ts)
export {
  BOARD_MESSAGES_EN,
  BOARD_MESSAGES_HE,
  BOARD_MESSAGES_NL,
  GAME_MESSAGES_EN,
  GAME_MESSAGES_HE,
  GAME_MESSAGES_NL,
} from './messages.js';
export type { GameMessages, GameMessagesShape, SessionMessage } from './gameMessages.js';
export { sessionErrorText, sessionWarningText } from './sessionError.js';
export { afterPaint } from './afterPaint.js';
export { useTapTimer, type TapTarget } from './tapTimer.js';
export {
  formatChance,
  formatCount,
  formatDateTime,
  formatDay,
  formatDuration,
  formatScore,
  prepareScoreFormats,
  isolateText,
  isolatedParts,
  type TextPart,
} from './format.js';
export {
  localeOfSetting,
  appLanguages,
  makeAppI18n,
  pickLocale,
  setAppLanguage,
  setAppLocale,
  storedLanguage,
  SETTINGS_STORAGE_KEY,
  type AppI18n,
  type AppLanguageLoaders,
  type AppLanguages,
  type AppLocale,
  type AppLocales,
} from './i18n.js';
