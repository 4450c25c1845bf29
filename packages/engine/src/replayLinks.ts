// lz-string is CommonJS that assigns module.exports at run time: Node's ESM loader sees no named
// exports in it, so the module object is imported whole.
import lzString from 'lz-string';
import { REPLAY_PATH, SearchParams } from './links.js';
import { err, ok, type ParseError, type Result } from './result.js';
import type { Session } from './session.js';

/**
 * Replay links, `/replay/?session=...` (RULES §8): a session's JSON compressed with lz-string (URI-safe
 * alphabet), so the game travels in the address and no server keeps anything. Apart from the play
 * links (./links.ts) so that lz-string is loaded only by the code that makes or reads one.
 */

/** What a replay link asks of the viewer besides showing the game. */
export interface ReplayLinkOptions {
  /** Open the game's review at once (`&review=1`): the chance to win after each action, its key moments. */
  readonly review?: boolean;
}

/**
 * Writes a replay link carrying a session (RULES §8).
 * @param base the replay's path or absolute URL, default {@link REPLAY_PATH}
 * @param options `review: true` adds `&review=1` (read by {@link replayLinkReview})
 */
export function makeReplayLink(session: Session, base: string = REPLAY_PATH, options: ReplayLinkOptions = {}): string {
  const link = `${base}?session=${lzString.compressToEncodedURIComponent(JSON.stringify(session))}`;
  return options.review ? `${link}&review=1` : link;
}

/** Whether a replay link's search part asks for the review ({@link makeReplayLink}'s `review`): a `review` parameter other than `0`. */
export function replayLinkReview(search: string): boolean {
  const value = new SearchParams(search).get('review');
  return value !== null && value !== '0';
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
  return text === null
    ? err({ code: 'ERR_SESSION_DATA', message: "the link's session parameter is damaged or cut short" })
    : ok(text);
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
