// lz-string is CommonJS that assigns module.exports at run time: Node's ESM loader sees no named
// exports in it, so the module object is imported whole.
import lzString from 'lz-string';
import { err, ok, type ParseError, type Result } from './result.js';
import type { Session } from './session.js';
import { makeGameStart, parseGameStart, type GameStart, type GameStartError } from './start.js';

/**
 * The addresses the clients share, as parse/make pairs (the player at `/`, the replay at `/replay/`):
 * - play links, `/?code=KL1-D1N-AAAAAAG` (a deal by game code), `/?deck=DECK&draw=1&scoring=normal&rules=app`
 *   (an explicit deal, RULES §2) and `/?position=POSITION&draw=...` (a position, RULES §9), with
 *   `&thoughtful=true` for a thoughtful deck or position game;
 * - replay links, `/replay/?session=...`: a session's JSON compressed with lz-string (URI-safe
 *   alphabet), so the game travels in the address and no server keeps anything.
 */

/** The part of the platform's `URLSearchParams` (browsers, Node) used here: the engine's types name no DOM or Node library. */
interface SearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}
const SearchParams = (globalThis as unknown as { readonly URLSearchParams: new (init?: string) => SearchParams }).URLSearchParams;

/** Where the player is served. */
export const PLAY_PATH = '/';
/** Where the replay is served, beside the player. */
export const REPLAY_PATH = '/replay/';

const PLAY_PARAMS = ['code', 'deck', 'position', 'draw', 'scoring', 'rules', 'thoughtful'] as const;

/**
 * Reads a play link's search part (`?code=...`, `?deck=...&draw=...`, `?position=...`; the leading `?`
 * is optional; spaces may be `+` or `%20`). Other parameters are ignored.
 * @returns the start as given (check it with `gameFromStart`), or the {@link GameStartError} of
 *   `parseGameStart`: `ERR_NO_START` when the link names no game.
 */
export function parsePlayLink(search: string): Result<GameStart, GameStartError> {
  const params = new SearchParams(search);
  const fields: Record<(typeof PLAY_PARAMS)[number], string | null> = {
    code: null,
    deck: null,
    position: null,
    draw: null,
    scoring: null,
    rules: null,
    thoughtful: null,
  };
  for (const name of PLAY_PARAMS) fields[name] = params.get(name);
  return parseGameStart(fields);
}

/**
 * Writes a play link, the inverse of {@link parsePlayLink}: a code start as `?code=` alone (the code
 * fixes the rest), a deck or position start with its draw, scoring and rules, and `thoughtful=true`
 * only for a thoughtful game.
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
  }
  return `${root}?${params}`;
}

/**
 * Writes a replay link carrying a session (RULES §8).
 * @param base the replay's path or absolute URL, default {@link REPLAY_PATH}
 */
export function makeReplayLink(session: Session, base: string = REPLAY_PATH): string {
  return `${base}?session=${lzString.compressToEncodedURIComponent(JSON.stringify(session))}`;
}

/** Why a replay link was refused. */
export type ReplayLinkErrorCode = 'ERR_NO_SESSION' | 'ERR_SESSION_DATA';

/**
 * Reads a replay link's search part, the inverse of {@link makeReplayLink}.
 * @returns the session's JSON text (for `parseSessions`, which checks it), or `ERR_NO_SESSION` (no
 *   `session` parameter) or `ERR_SESSION_DATA` (the parameter is no lz-string data).
 */
export function parseReplayLink(search: string): Result<string, ParseError<ReplayLinkErrorCode>> {
  const param = new SearchParams(search).get('session');
  if (param === null) return err({ code: 'ERR_NO_SESSION', message: 'the link has no session parameter' });
  const text = sessionFromParam(param);
  return text === null ? err({ code: 'ERR_SESSION_DATA', message: 'the link\'s session parameter is damaged or cut short' }) : ok(text);
}

/**
 * The session text carried by a `session` parameter's value (already taken from the address).
 * @returns the JSON text, or null when the value is no lz-string data
 */
export function sessionFromParam(param: string): string | null {
  try {
    const text = lzString.decompressFromEncodedURIComponent(param);
    return text ? text : null;
  } catch {
    return null;
  }
}
