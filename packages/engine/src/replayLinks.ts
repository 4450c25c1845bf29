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
