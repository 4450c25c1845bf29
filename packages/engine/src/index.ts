/**
 * @klondike/engine: the rules of Klondike (RULES.md), pure functions over immutable positions, a game
 * value holding the journal and the move log, session files, and the xstate machine.
 *
 * A curated list of what clients (the board, the apps, the CLI, the tools, the solver) use, with the
 * types of every exported function's parameters and results; each module's other exports are its
 * internal helpers. `test/exports.test.ts` pins the runtime names, so an addition or a removal shows
 * up in review.
 */

// Errors as values: every parser and rule function returns a Result.
export { ok, err, type Result, type ParseError, type ParseErrorData } from './result.js';

// RULES §1 cards: the integer encoding, its readers, card text.
export { DECK_SIZE, JOKER, cardOf, suitOf, rankOf, isRed, isRedSuit, isJoker, makeCard, parseCard } from './card.js';
export type { Card, Suit, Rank, CardErrorCode } from './card.js';

// RULES §2, §10 the seeded shuffle and deck strings.
export { seededRng, splitmix32, xorshift32, type Rng } from './rng.js';
export { W1, W3, W_TABLEAU_MOVES } from './decks.js';
export { parseDeck, makeDeck, dealDeck, type Deck, type DeckErrorCode } from './deck.js';

// RULES §2 game codes.
export {
  DEAL_COUNT,
  parseGameCode,
  makeGameCode,
  newGameCode,
  type GameCode,
  type GameCodeErrorCode,
} from './gameCode.js';

// RULES §6 the daily deal: its UTC date and the date's candidate deals.
export { parseDailyDate, dailyDateOf, shiftDailyDate, dailyCandidates } from './daily.js';
export type { DailyDate, DailyDateErrorCode } from './daily.js';

// RULES §4 presets, draw modes, scorings and the rules they make.
export { PRESET_NAMES, PRESETS, DRAW_MODES, SCORINGS, VARIANT_NAMES, VARIANTS, makeRules, scoreText } from './rules.js';
export type {
  PresetName,
  Preset,
  DrawMode,
  Scoring,
  PointsTable,
  Rules,
  RulesOptions,
  VariantName,
  Variant,
} from './rules.js';

// RULES §2, §9 positions: the deal and position text (a column's alone, too).
export {
  dealPosition,
  parsePosition,
  makePosition,
  makeColumn,
  foundationSuit,
  type Column,
  type Position,
  type PositionErrorCode,
} from './position.js';

// RULES §3, §10.2 the column rule: a run, where jokers stand in.
export { isRunWithJokers } from './run.js';

// RULES §7 actions as data, piles, and action notation.
export {
  COLUMN_PILES,
  FOUNDATION_PILES,
  columnPiles,
  foundationPiles,
  DRAW,
  RECYCLE,
  UNDO,
  move,
  pileIndex,
  isColumnPile,
  isFoundationPile,
  parseAction,
  makeAction,
  parseActions,
} from './action.js';
export type {
  Pile,
  ColumnPile,
  FoundationPile,
  MoveSource,
  MoveTarget,
  Action,
  Undo,
  JournalAction,
  NotationErrorCode,
  ParsedToken,
} from './action.js';

// RULES §3, §4 the rule functions and their refusals.
export {
  REFUSAL_CODES,
  applyAction,
  legalActions,
  type RefusalCode,
  type Refusal,
  type Planned,
  type Applied,
  type Moved,
} from './apply.js';

// RULES §5 the game value: journal, move log, undo, redo, replay, scans and counts.
export {
  UNDO_LIMIT,
  gamePosition,
  gameScore,
  gameWon,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  gameAtStart,
  play,
  undo,
  redo,
  redoAction,
  act,
  journalEntries,
  moveLogActions,
  journalText,
  packJournal,
  unpackJournal,
  replay,
  scanJournal,
  journalCounts,
} from './game.js';
// A journal replayed to its end and counts alone, without a game per action (folding many sessions).
export { foldJournal, journalFold, type JournalFold } from './fold.js';
export type {
  Game,
  GameOrigin,
  MoveLogEntry,
  UndoneNode,
  JournalEntry,
  JournalNode,
  PackedJournal,
  ScanRefusal,
  JournalCounts,
} from './game.js';

// RULES §6 what a tap, a double tap, a pick-up and a drop mean, and whether a tap must wait for a second one.
export {
  tapAction,
  doubleTapAction,
  tapTiming,
  canPickUp,
  dropAction,
  dropTargets,
  refusedDropMove,
  dropRefusal,
  type DropMove,
  type TapTiming,
} from './targets.js';

// The summary: the `klondike play --json` and fixture `expected` shape.
export { gameSummary, type GameSummary } from './summary.js';

// RULES §2, §8, §9 where a game starts: one setup value, one rule, one error type.
export {
  GAME_START_ERROR_CODES,
  parseGameStart,
  makeGameStart,
  gameFromStart,
  gameFromFields,
  gameStartOf,
} from './start.js';
export type {
  GameStart,
  StartFields,
  StartText,
  GameStartErrorCode,
  StartConflict,
  UnusedField,
  GameStartError,
} from './start.js';

// How a message quotes an input: its control characters as escapes, a long one cut.
export { printableText, cutText, echoText } from './text.js';

// RULES §8 session files.
export {
  SESSION_FORMAT,
  SESSION_VERSION,
  loadSession,
  foldSession,
  parseSessions,
  readSessions,
  arrayElements,
  arrayElementLines,
  sessionPrefix,
  makeSession,
  makeSessionText,
  sessionCounts,
  illegalMessage,
  jsonErrorOffset,
  jsonRefusal,
  looksBinary,
  sessionRecordLine,
  BINARY_FILE,
  SESSION_ERROR_CODES,
} from './session.js';
export type {
  Session,
  SessionAction,
  SessionError,
  SessionErrorCode,
  LoadedSession,
  FoldedSession,
  SessionWarning,
  ReadSessionOptions,
  ReadSessions,
  ReadSessionsOptions,
  MakeSessionOptions,
} from './session.js';

// The shared addresses as parse/make pairs: play links and replay links.
export { PLAY_PATH, REPLAY_PATH, parsePlayLink, makePlayLink } from './links.js';
export { parseReplayLink, makeReplayLink, replayLinkReview, sessionFromParam } from './replayLinks.js';
export type { ReplayLinkErrorCode, ReplayLinkOptions } from './replayLinks.js';

// RULES §3-6 the xstate machine clients run a game through, and the action an event would act.
export { gameMachine, eventAction, type GameEvent, type GameContext } from './machine.js';
