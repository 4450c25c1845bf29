import { gameFromStart, parsePlayLink, type Game, type GameStartError } from '@klondike/engine';

/** A message for the player: an i18n key and its named values. */
export interface Message {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * What the page's address asks for, read by the engine's play-link pair (`parsePlayLink`, then
 * `gameFromStart`, so the player follows the same start rule as the CLI and session files):
 * - `/?code=KL1-D1N-AAAAAAG`: that game;
 * - `/?deck=DECK&draw=1&scoring=normal&rules=app[&thoughtful=true]`: an explicit deal (the deck
 *   string's spaces as `+` or `%20`);
 * - `/?position=POSITION&draw=...`: a position (RULES §9);
 * - nothing of these: `none` (restore the saved game or deal a new one).
 * A bad parameter gives an `error` naming it; nothing is started then. With `code`, a `draw`,
 * `scoring`, `rules`, `thoughtful` or `deck` that differs from what the code fixes is refused the same
 * way (`start.codeConflict`), as the engine's one start rule says; agreeing parameters are accepted.
 */
export type StartRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'game'; readonly game: Game }
  | { readonly kind: 'error'; readonly message: Message };

/** The player's words for each of the engine's start errors. */
function startMessage(error: GameStartError): Message {
  const detail = error.cause?.message ?? error.message;
  const value = error.value ?? '';
  switch (error.code) {
    case 'ERR_NO_START':
    case 'ERR_SEVERAL_STARTS':
      return { key: 'start.conflict' };
    case 'ERR_CODE':
      return { key: 'start.badCode', values: { detail } };
    case 'ERR_DECK':
      return { key: 'start.badDeck', values: { detail } };
    case 'ERR_POSITION':
      return { key: 'start.badPosition', values: { detail } };
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
      // the link's own parameter names and values, cut as the other messages cut them
      const conflicts = error.conflicts ?? [];
      const asked = conflicts.map((c) => (c.field === 'deck' ? 'deck' : `${c.field} "${c.given.slice(0, 20)}"`)).join(', ');
      const fixed = conflicts.map((c) => (c.field === 'deck' ? 'its own deal' : `${c.field} ${c.fixed}`)).join(', ');
      return { key: 'start.codeConflict', values: { code: error.gameCode ?? '', asked, fixed } };
    }
  }
}

/** Reads the start of a game from URL search parameters (see {@link StartRequest}). */
export function startFromSearch(search: string): StartRequest {
  const start = parsePlayLink(search);
  if (!start.ok) return start.error.code === 'ERR_NO_START' ? { kind: 'none' } : { kind: 'error', message: startMessage(start.error) };
  const game = gameFromStart(start.value);
  return game.ok ? { kind: 'game', game: game.value } : { kind: 'error', message: startMessage(game.error) };
}
