import { dealDeck, makeDeck, parseDeck, sameDeck, type Deck } from './deck.js';
import { gameFromCodeDealt, gameFromDeck, gameFromPosition, type Game } from './game.js';
import { makeGameCode, parseGameCode, type GameCode } from './gameCode.js';
import { makePosition, parsePosition, type Position } from './position.js';
import { err, ok, type ParseError, type Result } from './result.js';
import {
  DRAW_MODES,
  makeRules,
  PRESET_NAMES,
  SCORINGS,
  VARIANT_NAMES,
  VARIANTS,
  type DrawMode,
  type PresetName,
  type Scoring,
  type VariantName,
} from './rules.js';
import { echoText } from './text.js';

/**
 * Where a game starts, as given (RULES §2, §8, §9), in the manner of chessops' `Setup`: the parsed
 * but unchecked setup that a link, command-line flags or a session file's fields describe.
 * - The source: a game `code`, a `deck`, or a `position`. A code and a deck may come together (a
 *   session file writes both); a position comes alone.
 * - The settings as given: absent means "not given", so a deck or position start takes the defaults
 *   (`app`, draw 1, Normal, not thoughtful) and a code start takes the code's own.
 * {@link gameFromStart} checks it and makes the game; {@link parseGameStart} / {@link makeGameStart}
 * read and write it as loose fields.
 */
export interface GameStart {
  readonly code?: GameCode;
  readonly deck?: Deck;
  readonly position?: Position;
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
  readonly preset?: PresetName;
  readonly thoughtful?: boolean;
  /** The variant (RULES §10); absent: not given (a deck or position start is then `standard`). */
  readonly variant?: VariantName;
}

/**
 * A start as loose fields, the shape shared by URL parameters, CLI flags and session files: text
 * (or, for `draw` and `thoughtful`, the typed value a session file holds); `null` or absent means not
 * given. `rules` names the preset, as in RULES §8.
 */
export interface StartFields {
  readonly code?: string | null | undefined;
  readonly deck?: string | null | undefined;
  readonly position?: string | null | undefined;
  readonly draw?: string | number | null | undefined;
  readonly scoring?: string | null | undefined;
  readonly rules?: string | null | undefined;
  readonly thoughtful?: string | boolean | null | undefined;
  /** `standard`, `double` or `jokers` (RULES §10); the deck or position is read in it. */
  readonly variant?: string | null | undefined;
}

/** The written form of a {@link GameStart}: only the fields it holds, each typed. */
export interface StartText {
  readonly code?: string;
  readonly deck?: string;
  readonly position?: string;
  readonly draw?: DrawMode;
  readonly scoring?: Scoring;
  readonly rules?: PresetName;
  readonly thoughtful?: boolean;
  readonly variant?: VariantName;
}

/** Every code a {@link GameStartError} can carry, as a list a test or a UI can enumerate. */
export const GAME_START_ERROR_CODES = [
  'ERR_NO_START',
  'ERR_SEVERAL_STARTS',
  'ERR_CODE',
  'ERR_DECK',
  'ERR_POSITION',
  'ERR_DRAW',
  'ERR_SCORING',
  'ERR_RULES',
  'ERR_THOUGHTFUL',
  'ERR_VARIANT',
  'ERR_CONFLICT',
] as const;
export type GameStartErrorCode = (typeof GAME_START_ERROR_CODES)[number];

/** A field given beside a game code that the code fixes otherwise. */
export interface StartConflict {
  /** The field's name in {@link StartFields} (`rules` for the preset). */
  readonly field: 'draw' | 'scoring' | 'rules' | 'thoughtful' | 'variant' | 'deck';
  /** What was given (for `deck`, the deck string). */
  readonly given: string;
  /** What the code fixes (for `deck`, the code's deal as a deck string). */
  readonly fixed: string;
}

/**
 * Why a start was refused: a stable `code`, a `message` for people naming the bad part.
 * - `ERR_NO_START`: no code, deck or position (from {@link parseGameStart}, `unused` lists the settings
 *   given without one, which nothing used); `ERR_SEVERAL_STARTS`: a position with a code or a deck.
 * - `ERR_CODE`, `ERR_DECK`, `ERR_POSITION`: the source's text is bad (`cause` is its parser's error),
 *   or a position's pass is past the rules' limit (`cause` is the refusal).
 *   A deck's refusal names the deck: `value` is its text, cut after 20 characters with "...".
 * - `ERR_DRAW`, `ERR_SCORING`, `ERR_RULES`, `ERR_THOUGHTFUL`, `ERR_VARIANT`: a setting is none of its
 *   values (`value` is the given text, at most 20 characters).
 * - `ERR_CONFLICT`: fields the code fixes were given otherwise (`conflicts` lists every one, `gameCode`
 *   is the code printed), see {@link gameFromStart}.
 */
export interface GameStartError extends ParseError<GameStartErrorCode> {
  readonly cause?: ParseError;
  readonly value?: string;
  readonly conflicts?: readonly StartConflict[];
  readonly gameCode?: string;
  /** For `ERR_NO_START`: the settings given, as given (text cut to 20 characters), in field order. */
  readonly unused?: readonly UnusedField[];
}

/** A setting given without a game to apply to (see {@link GameStartError}'s `unused`). */
export interface UnusedField {
  readonly field: 'draw' | 'scoring' | 'rules' | 'thoughtful' | 'variant';
  readonly given: string;
}

const SETTING_FIELDS = ['draw', 'scoring', 'rules', 'thoughtful', 'variant'] as const;

const startError = (
  code: GameStartErrorCode,
  message: string,
  extra: Omit<GameStartError, 'code' | 'message'> = {},
): { ok: false; error: GameStartError } => err({ code, message, ...extra });

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
const shown = (text: string): string => echoText(text, 20);

const NO_START = 'no code, deck or position to start from';

/** The source count rule shared by the reader and the checker: one source, or a code with a deck. */
function sourceError(code: boolean, deck: boolean, position: boolean): { ok: false; error: GameStartError } | null {
  if (!code && !deck && !position) return startError('ERR_NO_START', NO_START);
  if (position && (code || deck))
    return startError('ERR_SEVERAL_STARTS', 'start from one of a code, a deck or a position, not several');
  return null;
}

/** Prefixes the subject unless the parser's message already names it. */
const withSubject = (subject: string, message: string): string =>
  message.startsWith(subject) ? message : `${subject}: ${message}`;

/**
 * Reads a start from loose fields (URL parameters, CLI flags, a session file's fields). Settings are
 * matched without regard to letter case (`Vegas`, `Classic`); `thoughtful` is `true`/`false`
 * (or `1`/`0`). Only the form is checked here; whether the fields agree is {@link gameFromStart}'s.
 * The deck or position is read in the code's variant when a code is given, else in the variant given,
 * else `standard` (RULES §10: the variant is never guessed from the cards).
 * @returns the start, or the first problem in this order: the number of sources (`ERR_NO_START`,
 *   `ERR_SEVERAL_STARTS`), the code (`ERR_CODE`), the variant (`ERR_VARIANT`, as the cards are read
 *   in it), the deck or position text (`ERR_DECK`, `ERR_POSITION`), then `ERR_DRAW`, `ERR_SCORING`,
 *   `ERR_RULES`, `ERR_THOUGHTFUL`.
 */
export function parseGameStart(fields: StartFields): Result<GameStart, GameStartError> {
  const sources = sourceError(given(fields.code), given(fields.deck), given(fields.position));
  if (sources?.error.code === 'ERR_NO_START') {
    const unused = SETTING_FIELDS.flatMap((field) => {
      const value = fields[field];
      return given(value) ? [{ field, given: shown(String(value)) }] : [];
    });
    return unused.length > 0 ? startError('ERR_NO_START', sources.error.message, { unused }) : sources;
  }
  if (sources) return sources;
  const out: { -readonly [K in keyof GameStart]: GameStart[K] } = {};
  if (given(fields.code)) {
    const code = parseGameCode(fields.code);
    if (!code.ok) return startError('ERR_CODE', code.error.message, { cause: code.error });
    out.code = code.value;
  }
  if (given(fields.variant)) {
    const text = fields.variant.trim();
    const variant = VARIANT_NAMES.find((v) => v === text.toLowerCase());
    if (variant === undefined)
      return startError('ERR_VARIANT', `variant must be ${VARIANT_NAMES.join(', ')}, not "${shown(text)}"`, {
        value: shown(text),
      });
    out.variant = variant;
  }
  // beside a code, the cards are read in the code's variant: a variant field that disagrees is then
  // reported as the conflict it is (gameFromStart), not as a deck of the wrong cards
  // Stryker disable next-line StringLiteral: `VARIANTS['']` is undefined, and the readers then take their default, the standard variant
  const cards = VARIANTS[out.code ? (out.code.variant ?? 'standard') : (out.variant ?? 'standard')];
  if (given(fields.deck)) {
    const deck = parseDeck(fields.deck, cards);
    if (!deck.ok)
      return startError('ERR_DECK', deck.error.message, { cause: deck.error, value: echoText(fields.deck.trim(), 20) });
    out.deck = deck.value;
  }
  if (given(fields.position)) {
    const position = parsePosition(fields.position, cards);
    if (!position.ok)
      return startError('ERR_POSITION', withSubject('position', position.error.message), { cause: position.error });
    out.position = position.value;
  }
  if (given(fields.draw)) {
    const text = String(fields.draw).trim();
    const draw = DRAW_MODES.find((d) => String(d) === text);
    if (draw === undefined)
      return startError('ERR_DRAW', `draw must be 1 or 3, not "${shown(text)}"`, { value: shown(text) });
    out.draw = draw;
  }
  if (given(fields.scoring)) {
    const text = fields.scoring.trim();
    const scoring = SCORINGS.find((s) => s === text.toLowerCase());
    if (scoring === undefined)
      return startError('ERR_SCORING', `scoring must be normal or vegas, not "${shown(text)}"`, { value: shown(text) });
    out.scoring = scoring;
  }
  if (given(fields.rules)) {
    const text = fields.rules.trim();
    const preset = PRESET_NAMES.find((p) => p === text.toLowerCase());
    if (preset === undefined)
      return startError('ERR_RULES', `rules must be ${PRESET_NAMES.join(', ')}, not "${shown(text)}"`, {
        value: shown(text),
      });
    out.preset = preset;
  }
  if (given(fields.thoughtful)) {
    const value = fields.thoughtful;
    const text = String(value).trim().toLowerCase();
    const thoughtful = text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : undefined;
    if (thoughtful === undefined)
      return startError('ERR_THOUGHTFUL', `thoughtful must be true or false, not "${shown(String(value))}"`, {
        value: shown(String(value)),
      });
    out.thoughtful = thoughtful;
  }
  return ok(out);
}

/**
 * Writes a start as fields, the inverse of {@link parseGameStart}: `parseGameStart(makeGameStart(s))`
 * gives `s` back. Only the fields the start holds are written.
 */
export function makeGameStart(start: GameStart): StartText {
  const out: { -readonly [K in keyof StartText]: StartText[K] } = {};
  if (start.code !== undefined) out.code = makeGameCode(start.code);
  if (start.deck !== undefined) out.deck = makeDeck(start.deck);
  if (start.position !== undefined) out.position = makePosition(start.position);
  if (start.draw !== undefined) out.draw = start.draw;
  if (start.scoring !== undefined) out.scoring = start.scoring;
  if (start.preset !== undefined) out.rules = start.preset;
  if (start.thoughtful !== undefined) out.thoughtful = start.thoughtful;
  if (start.variant !== undefined) out.variant = start.variant;
  return out;
}

/**
 * What a game code fixes that the start gives otherwise: draw, scoring, preset, thoughtful, variant,
 * and the deal (a deck beside a code must be the code's deal, RULES §8, §10).
 */
function startConflicts(code: GameCode, start: GameStart, dealt: Deck): StartConflict[] {
  const conflicts: StartConflict[] = [];
  if (start.draw !== undefined && start.draw !== code.draw)
    conflicts.push({ field: 'draw', given: String(start.draw), fixed: String(code.draw) });
  if (start.scoring !== undefined && start.scoring !== code.scoring)
    conflicts.push({ field: 'scoring', given: start.scoring, fixed: code.scoring });
  if (start.preset !== undefined && start.preset !== code.preset)
    conflicts.push({ field: 'rules', given: start.preset, fixed: code.preset });
  if (start.thoughtful !== undefined && start.thoughtful !== code.thoughtful)
    conflicts.push({ field: 'thoughtful', given: String(start.thoughtful), fixed: String(code.thoughtful) });
  const variant = code.variant ?? 'standard';
  if (start.variant !== undefined && start.variant !== variant)
    conflicts.push({ field: 'variant', given: start.variant, fixed: variant });
  if (start.deck !== undefined && !sameDeck(start.deck, dealt))
    conflicts.push({ field: 'deck', given: makeDeck(start.deck), fixed: makeDeck(dealt) });
  return conflicts;
}

const conflictText = (c: StartConflict, printed: string): string => {
  if (c.field === 'deck') return `the deck is not the deal of game code ${printed}`;
  if (c.field === 'thoughtful')
    return `${c.given === 'true' ? 'thoughtful' : 'not thoughtful'} conflicts with game code ${printed} (${c.fixed === 'true' ? 'thoughtful' : 'not thoughtful'})`;
  return `${c.field} ${c.given} conflicts with game code ${printed} (${c.field} ${c.fixed})`;
};

/**
 * Checks a start and makes its game, in the manner of chessops' `fromSetup` (RULES §2, §8, §9).
 *
 * The one rule for a game code beside other fields: **the code fixes draw, scoring, preset,
 * thoughtful, variant and the deal; a field given beside it must say the same, or the start is refused**
 * (`ERR_CONFLICT`, with every conflict listed as data, so a client can name each one). Agreeing
 * fields are accepted. Every client (CLI flags, the player's links, session files) follows this rule.
 *
 * A deck or position start takes its rules from the settings given, with the defaults of `makeRules`.
 * @returns the game before any action, or a {@link GameStartError}: `ERR_NO_START`,
 *   `ERR_SEVERAL_STARTS`, `ERR_CONFLICT`, or `ERR_POSITION` for a position whose pass is past the
 *   rules' limit.
 */
export function gameFromStart(start: GameStart): Result<Game, GameStartError> {
  const sources = sourceError(start.code !== undefined, start.deck !== undefined, start.position !== undefined);
  if (sources) return sources;
  if (start.code !== undefined) {
    // the code's deal is dealt once: compared with a deck given beside it, then set out
    // Stryker disable next-line StringLiteral: `VARIANTS['']` is undefined, and `dealDeck` then takes its default, the standard variant
    const dealt = dealDeck(start.code.deal, VARIANTS[start.code.variant ?? 'standard']);
    const conflicts = startConflicts(start.code, start, dealt);
    if (conflicts.length > 0) {
      const printed = makeGameCode(start.code);
      return startError('ERR_CONFLICT', conflicts.map((c) => conflictText(c, printed)).join('; '), {
        conflicts,
        gameCode: printed,
      });
    }
    return ok(gameFromCodeDealt(start.code, dealt));
  }
  const rules = makeRules({
    ...(start.preset === undefined ? {} : { preset: start.preset }),
    ...(start.draw === undefined ? {} : { draw: start.draw }),
    ...(start.scoring === undefined ? {} : { scoring: start.scoring }),
    ...(start.thoughtful === undefined ? {} : { thoughtful: start.thoughtful }),
    ...(start.variant === undefined ? {} : { variant: start.variant }),
  });
  // a start built by hand may hold cards of another variant than its rules': refuse, never deal a broken game
  const { variant } = rules;
  if (start.deck !== undefined) {
    if (start.deck.length !== variant.cards)
      return startError(
        'ERR_DECK',
        `the deck has ${start.deck.length} cards, not the ${variant.cards} of the ${variant.name} variant`,
      );
    return ok(gameFromDeck(start.deck, rules));
  }
  const position = start.position;
  // Stryker disable next-line StringLiteral: unreachable, `sourceError` refused a start without a source above
  if (position === undefined) return startError('ERR_NO_START', NO_START);
  if (position.tableau.length !== variant.columns || position.foundations.length !== variant.foundations)
    return startError(
      'ERR_POSITION',
      `the position has ${position.tableau.length} columns and ${position.foundations.length} foundations, not the ${variant.columns} and ${variant.foundations} of the ${variant.name} variant`,
    );
  const game = gameFromPosition(position, rules);
  return game.ok
    ? game
    : startError('ERR_POSITION', withSubject('position', game.error.message), { cause: game.error });
}

/** Reads loose fields and makes the game: {@link parseGameStart}, then {@link gameFromStart}. */
export function gameFromFields(fields: StartFields): Result<Game, GameStartError> {
  const start = parseGameStart(fields);
  return start.ok ? gameFromStart(start.value) : start;
}

/**
 * The start of a game as a setup: its source (code, deck or position) and its rules' settings, so
 * that `gameFromStart(gameStartOf(g))` gives `g`'s start again. A code start carries the code alone:
 * the code fixes everything else.
 */
export function gameStartOf(game: Game): GameStart {
  const { start: origin, rules } = game;
  if (origin.kind === 'code') return { code: origin.code };
  // a standard game's start stays as it always was written: no variant field
  const settings = {
    draw: rules.draw,
    scoring: rules.scoring,
    preset: rules.preset,
    thoughtful: rules.thoughtful,
    ...(rules.variant.name === 'standard' ? {} : { variant: rules.variant.name }),
  };
  return origin.kind === 'deck' ? { deck: origin.deck, ...settings } : { position: origin.position, ...settings };
}
