import type { Result } from './result.js';
import { makeGameStart, parseGameStart, type GameStart, type GameStartError } from './start.js';

/**
 * The addresses the clients share, as parse/make pairs (the player at `/`, the replay at `/replay/`):
 * - play links, `/?code=KL1-D1N-AAAAAAG` (a deal by game code), `/?deck=DECK&draw=1&scoring=normal&rules=app`
 *   (an explicit deal, RULES §2) and `/?position=POSITION&draw=...` (a position, RULES §9), with
 *   `&thoughtful=true` for a thoughtful deck or position game;
 * - replay links, `/replay/?session=...`: in ./replayLinks.ts, a module of its own so a client that
 *   makes or reads no replay link at its start (the player's first paint) loads no lz-string.
 */

/** The part of the platform's `URLSearchParams` (browsers, Node) used here: the engine's types name no DOM or Node library. */
export interface SearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
export const SearchParams = (globalThis as unknown as { readonly URLSearchParams: new (init?: string) => SearchParams })
  .URLSearchParams;

/** Where the player is served. */
export const PLAY_PATH = '/';
/** Where the replay is served, beside the player. */
export const REPLAY_PATH = '/replay/';

const PLAY_PARAMS = ['code', 'deck', 'position', 'draw', 'scoring', 'rules', 'thoughtful', 'variant'] as const;

/**
 * Reads a play link's search part (`?code=...`, `?deck=...&draw=...`, `?position=...`; the leading `?`
 * is optional; spaces may be `+` or `%20`). Other parameters are ignored.
 * @returns the start as given (check it with `gameFromStart`), or the {@link GameStartError} of
 *   `parseGameStart`: `ERR_NO_START` when the link names no game.
 */
export function parsePlayLink(search: string): Result<GameStart, GameStartError> {
  const params = new SearchParams(search);
  // Stryker disable next-line ObjectLiteral: the loop below sets every name, so an empty start is the same object
  const fields: Record<(typeof PLAY_PARAMS)[number], string | null> = {
    code: null,
    deck: null,
    position: null,
    draw: null,
    scoring: null,
    rules: null,
    thoughtful: null,
    variant: null,
  };
  for (const name of PLAY_PARAMS) fields[name] = params.get(name);
  return parseGameStart(fields);
}

/**
 * Writes a play link, the inverse of {@link parsePlayLink}: a code start as `?code=` alone (the code
 * fixes the rest), a deck or position start with its draw, scoring and rules, and `thoughtful=true`
 * only for a thoughtful game, `variant=double|jokers` only for a variant game (RULES §10).
 * @param root the player's path or absolute URL, default {@link PLAY_PATH}
 */
export function makePlayLink(start: GameStart, root: string = PLAY_PATH): string {
  const text = makeGameStart(start);
  const params = new SearchParams();
  if (text.code !== undefined) params.set('code', text.code);
  if (text.deck !== undefined) params.set('deck', text.deck);
  if (text.position !== undefined) params.set('position', text.position);
  if (text.code === undefined) {
    if (text.draw !== undefined) params.set('draw', String(text.draw));
    if (text.scoring !== undefined) params.set('scoring', text.scoring);
    if (text.rules !== undefined) params.set('rules', text.rules);
    if (text.thoughtful === true) params.set('thoughtful', 'true');
    // a standard deck or position link stays as it was: no variant parameter
    if (text.variant !== undefined && text.variant !== 'standard') params.set('variant', text.variant);
  }
  return `${root}?${params}`;
}
