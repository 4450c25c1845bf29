import { MODE_WORDS, SESSION_WORDS, type ModeWords } from '@klondike/analysis/mode';
import type { RefusalCode } from '@klondike/engine';

/**
 * The game's own words that every app names the same way, as vue-i18n messages for an app's top
 * level (spread them into its messages: `variant.*`, `scoring.*`, `preset.*`, `drawMode`,
 * `thoughtful`, `refusal.*`, `session.*`): the words of a mode (`@klondike/analysis/mode`'s
 * `MODE_WORDS`, where the mode's label is made of them: variants RULES §10, scorings RULES §1, §4,
 * rules presets and draw modes RULES §4),
 * the engine's refusals (RULES §3) and a refused session file's reasons (RULES §8). The Hebrew and
 * Dutch ones are in ./locales, with the board's words.
 */
export const GAME_MESSAGES_EN = {
  // the words a mode is named with (preset, draw, scoring, variant, Thoughtful): one home with the mode's label
  ...MODE_WORDS.en,
  /** Why the engine refused an action (RULES §3), one for each of its refusal codes: the player's status line, the replay's refused session. */
  refusal: {
    STOCK_EMPTY: 'The stock is empty.',
    STOCK_NOT_EMPTY: 'Draw the stock first.',
    WASTE_EMPTY: 'The waste is empty.',
    NO_PASSES_LEFT: 'No recycle left.',
    COLUMN_EMPTY: 'That column is empty.',
    FOUNDATION_EMPTY: 'That foundation is empty.',
    SAME_COLUMN: 'That is the same column.',
    NO_FIT: 'That card does not fit there.',
    NOT_OWN_FOUNDATION: 'That is not the card’s foundation.',
    NO_FOUNDATION_RETURN: 'These rules keep foundation cards in place.',
    GAME_WON: 'The game is won.',
    NOTHING_TO_UNDO: 'Nothing to undo.',
    NOTHING_TO_REDO: 'Nothing to redo.',
    NO_TARGET: 'Nothing can move from there.',
    NO_COLUMN_FITS: 'No column takes that card.',
    NO_FOUNDATION_FITS: 'That card does not go to a foundation yet: double-tap or drag it to a column.',
    JOKER_NO_FOUNDATION: 'A joker never goes to a foundation: double-tap or drag it to a column.',
  },
  /** Why a session file (RULES §8) was refused, from the engine's error data (`sessionErrorText`); each after "refused: ". */
  session: {
    /** The engine's `ERR_BINARY` words (its `BINARY_FILE`, which the CLI prints), as a clause. */
    binary: 'it is a binary file, not a session file (JSON or NDJSON).',
    /** `ERR_BINARY` of a text that was no file (pasted, or carried by a link): the same finding, said of a text. */
    binaryText: 'the text holds binary data (a NUL character), not a session (JSON or NDJSON).',
    json: 'the text is not valid JSON.',
    jsonAt: 'the text is not valid JSON at line {line}, column {column}.',
    notSession: 'it is not a Klondike session (a session has "format": "klondike-session").',
    format: 'its format is {format}, not a Klondike session ("klondike-session").',
    version: 'it is a session of version {version}, newer than this app can read.',
    schemaAction:
      'action {at} is not written as a session action: an "a" with its notation and, when timed, a "t" in milliseconds from 0.',
    schemaField: 'its field {field} does not hold a value a session allows.',
    schemaMissing: 'it has no field {field}, which every session has.',
    schema: 'it does not have the fields of a session.',
    start: 'its start (game code, deck or position) cannot be dealt.',
    startNone: 'it has no game code, deck or position to start from.',
    startSeveral: 'it gives a position together with a game code or a deck: a session starts from one of them.',
    startCode: 'its game code cannot be read.',
    startDeck: 'its deck {deck} is not a full deck of the game’s cards.',
    /** The deck's count of cards decides the form: one card, or several. */
    startDeckCount:
      'its deck {deck} has {count} card, not the {expected} of the game. | its deck {deck} has {count} cards, not the {expected} of the game.',
    startDeckCard: 'its deck {deck} has {card} as card {index}, which is not a card of the game.',
    startDeckRepeated: 'its deck {deck} holds {card} more often than the game has it (again as card {index}).',
    startPosition: 'its position cannot be set up.',
    startCodeDeck: 'its game code and its deck disagree: the code deals other cards.',
    startConflict: 'its game code fixes its {fields} otherwise.',
    token: 'action {at} ({action}) is not an action of the notation.',
    // one home with the CLI's report, which says it too
    tokenPile: SESSION_WORDS.en.tokenPile,
    illegal: 'action {at} ({action}) cannot be played. {reason}',
    line: 'line {line}: {detail}',
    /**
     * Not a refusal: a session kept with its `startedAt` set aside (the engine's `WARN_STARTED_AT`,
     * `sessionWarningText`): `{field}` the field as the file writes it, `{value}` its value, `{example}` one that is a date and time.
     */
    startedAt:
      'its {field} {value} is not an ISO 8601 date and time (e.g. {example}): the game is read without it, its start time unknown.',
    // a session of a file that is one JSON array: where it starts, and its place in the array
    element: 'line {line}, element {element}: {detail}',
  },
} satisfies GameMessagesShape;

/** The shape of {@link GAME_MESSAGES_EN}: a name for each variant, each scoring and each rules preset the engine has. */
export interface GameMessagesShape extends ModeWords {
  readonly refusal: Readonly<Record<RefusalCode, string>>;
  readonly session: Readonly<Record<SessionMessage, string>>;
}

/** The `session.*` messages: one for each kind of session-file refusal `sessionErrorText` tells apart. */
export type SessionMessage =
  | 'binary'
  | 'binaryText'
  | 'json'
  | 'jsonAt'
  | 'notSession'
  | 'format'
  | 'version'
  | 'schemaAction'
  | 'schemaField'
  | 'schemaMissing'
  | 'schema'
  | 'start'
  | 'startNone'
  | 'startSeveral'
  | 'startCode'
  | 'startDeck'
  | 'startDeckCount'
  | 'startDeckCard'
  | 'startDeckRepeated'
  | 'startPosition'
  | 'startCodeDeck'
  | 'startConflict'
  | 'token'
  | 'tokenPile'
  | 'illegal'
  | 'line'
  | 'startedAt'
  | 'element';

/** The game's words in one language, shaped as {@link GAME_MESSAGES_EN}. */
export type GameMessages = typeof GAME_MESSAGES_EN;
