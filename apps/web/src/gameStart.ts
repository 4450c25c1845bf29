import { gameFromStart, parsePlayLink, type Game, type GameStartError, type ParseError } from '@klondike/engine';

/** A message for the player: an i18n key and its named values, each a text, a message of its own, or a list of them. */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** A named value of a {@link Message}: a list is worded with ", " between its items. */
export type MessageValue = string | Message | readonly (string | Message)[];

/** The translator's shape (vue-i18n's `t` with named values). */
export type Translate = (key: string, named: Record<string, unknown>) => string;

/**
 * A message in the active language: its values that are messages are worded first.
 * @param t the active locale's translator
 * @returns the text to show
 */
export function say(t: Translate, m: Message): string {
  const word = (v: string | Message): string => (typeof v === 'string' ? v : say(t, v));
  const named: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.values ?? {}))
    named[k] = typeof v === 'string' ? v : Array.isArray(v) ? v.map(word).join(', ') : say(t, v as Message);
  return t(m.key, named);
}

/** The engine's parse error codes of game codes, decks and positions, and the player's key for each (`parse.*`). */
const PARSE_KEYS: Readonly<Record<string, string>> = {
  ERR_CODE_FORMAT: 'parse.codeFormat',
  ERR_CODE_MODE: 'parse.codeMode',
  ERR_CODE_DEAL: 'parse.codeDeal',
  ERR_CODE_OPTIONS: 'parse.codeOptions',
  ERR_DECK_CARD: 'parse.deckCard',
  ERR_DECK_REPEATED: 'parse.deckRepeated',
  ERR_DECK_MISSING: 'parse.deckMissing',
  ERR_DECK_COUNT: 'parse.deckCount',
  ERR_POSITION_CARD: 'parse.positionCard',
  ERR_POSITION_CARDS: 'parse.positionRepeated',
  ERR_POSITION_FOUNDATION: 'parse.positionFoundation',
  ERR_POSITION_PASS: 'parse.positionPass',
  // a position whose pass is past the rules' limit (the engine's refusal code)
  NO_PASSES_LEFT: 'parse.positionPassLimit',
};

/**
 * The player's words for a parse error of a game code, a deck or a position, made from the
 * engine's error code and data (`ParseError.data`), never from its English message.
 * @returns a `parse.*` message; `parse.other` for a code this client does not know
 */
export function parseMessage(error: ParseError): Message {
  const d = error.data ?? {};
  const values: Record<string, string> = {};
  if (d.part !== undefined) values.part = d.part;
  if (d.value !== undefined) values.value = d.value;
  if (d.index !== undefined) values.index = String(d.index);
  if (d.count !== undefined) values.count = String(d.count);
  if (d.expected !== undefined) values.expected = String(d.expected);
  if (d.missing !== undefined) values.missing = d.missing.join(' ');
  const key = (() => {
    switch (error.code) {
      case 'ERR_POSITION_PART':
        return d.count === 2 ? 'parse.partTwice' : d.count === 0 ? 'parse.partMissing' : 'parse.partUnknown';
      case 'ERR_POSITION_COLUMN':
        return d.value === undefined ? 'parse.positionTop' : 'parse.positionColumn';
      case 'ERR_POSITION_FOUNDATION':
        return d.expected !== undefined ? 'parse.positionFoundations' : 'parse.positionFoundation';
      case 'ERR_POSITION_CARDS':
        return d.missing !== undefined ? 'parse.positionMissing' : 'parse.positionRepeated';
      default:
        return PARSE_KEYS[error.code] ?? 'parse.other';
    }
  })();
  return { key, values };
}

/** A deck or position start refused without a parser's error: its cards are not the variant's. */
const sourceMessage = (error: GameStartError, variantKey: string): Message =>
  error.cause ? parseMessage(error.cause) : { key: variantKey };

/**
 * What the page's address asks for, read by the engine's play-link pair (`parsePlayLink`, then
 * `gameFromStart`, so the player follows the same start rule as the CLI and session files):
 * - `/?code=KL1-D1N-AAAAAAG`: that game;
 * - `/?deck=DECK&draw=1&scoring=normal&rules=app[&thoughtful=true]`: an explicit deal (the deck
 *   string's spaces as `+` or `%20`);
 * - `/?position=POSITION&draw=...`: a position (RULES §9);
 * - nothing of these: `none` (restore the saved game or deal a new one); settings given without a
 *   game (`?draw=7&scoring=blah`) are named in `ignored` (`start.ignored`), other parameters are not.
 * A bad parameter gives an `error` naming it; nothing is started then. With `code`, a `draw`,
 * `scoring`, `rules`, `thoughtful` or `deck` that differs from what the code fixes is refused the same
 * way (`start.codeConflict`), as the engine's one start rule says; agreeing parameters are accepted.
 */
export type StartRequest =
  /** No game asked for; `ignored` says which settings the link gave without one (`?draw=7&scoring=blah`). */
  | { readonly kind: 'none'; readonly ignored?: Message }
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'error'; readonly message: Message };

/** The player's words for each of the engine's start errors (from its codes and data). */
function startMessage(error: GameStartError): Message {
  const value = error.value ?? '';
  switch (error.code) {
    case 'ERR_NO_START':
    case 'ERR_SEVERAL_STARTS':
      return { key: 'start.conflict' };
    case 'ERR_CODE':
      return {
        key: 'start.badCode',
        values: { detail: error.cause ? parseMessage(error.cause) : { key: 'parse.other' } },
      };
    case 'ERR_DECK':
      return { key: 'start.badDeck', values: { detail: sourceMessage(error, 'parse.deckVariant') } };
    case 'ERR_POSITION':
      return { key: 'start.badPosition', values: { detail: sourceMessage(error, 'parse.positionVariant') } };
    case 'ERR_DRAW':
      return { key: 'start.badDraw', values: { value } };
    case 'ERR_SCORING':
      return { key: 'start.badScoring', values: { value } };
    case 'ERR_RULES':
      return { key: 'start.badRules', values: { value } };
    case 'ERR_THOUGHTFUL':
      return { key: 'start.badThoughtful', values: { value } };
    case 'ERR_VARIANT':
      return { key: 'start.badVariant', values: { value } };
    case 'ERR_CONFLICT': {
      // the link's own parameter names and values, as the engine quotes them (already cut, with its mark)
      const conflicts = error.conflicts ?? [];
      const asked = conflicts.map((c) => (c.field === 'deck' ? 'deck' : `${c.field} "${c.given}"`)).join(', ');
      const fixed = conflicts.map((c) => (c.field === 'deck' ? { key: 'start.ownDeal' } : `${c.field} ${c.fixed}`));
      return { key: 'start.codeConflict', values: { code: error.gameCode ?? '', asked, fixed } };
    }
  }
}

/** Reads the start of a game from URL search parameters (see {@link StartRequest}). */
export function startFromSearch(search: string): StartRequest {
  const start = parsePlayLink(search);
  if (!start.ok) {
    if (start.error.code !== 'ERR_NO_START') return { kind: 'error', message: startMessage(start.error) };
    const unused = start.error.unused ?? [];
    return unused.length === 0
      ? { kind: 'none' }
      : {
          kind: 'none',
          ignored: { key: 'start.ignored', values: { params: unused.map((u) => `${u.field}=${u.given}`) } },
        };
  }
  const game = gameFromStart(start.value);
  return game.ok ? { kind: 'game', game: game.value } : { kind: 'error', message: startMessage(game.error) };
}
