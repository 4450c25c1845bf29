import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { makeDeck, makeGameCode, makePosition, type Game, type Session } from '@klondike/engine';

/** Where the replay is served, beside the player at `/`. */
export const REPLAY_PATH = '/replay/';

/**
 * A link that opens the replay on a session carried in the address: `/replay/?session=...`, the
 * session's JSON compressed with lz-string (URI-safe alphabet), so no server keeps anything.
 * @param base the replay's path or absolute URL
 */
export function replayLink(session: Session, base: string = REPLAY_PATH): string {
  return `${base}?session=${compressToEncodedURIComponent(JSON.stringify(session))}`;
}

/**
 * The session text carried by a `session` parameter.
 * @returns the JSON text, or null when the parameter is no lz-string data
 */
export function sessionFromParam(param: string): string | null {
  try {
    const text = decompressFromEncodedURIComponent(param);
    return text ? text : null;
  } catch {
    return null;
  }
}

/** Where a `src` parameter points, or why it is refused: only the page's own origin is read. */
export type SourceUrl = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: 'bad' | 'origin' };

/** Resolves a `src` parameter against the page and refuses other origins (a link must not make the page read elsewhere). */
export function sourceUrl(src: string, page: string): SourceUrl {
  let url: URL;
  try {
    url = new URL(src, page);
  } catch {
    return { ok: false, reason: 'bad' };
  }
  if (url.origin !== new URL(page).origin) return { ok: false, reason: 'origin' };
  return { ok: true, url };
}

/**
 * The player's address for the same deal (apps/web `startFromSearch`): `/?code=` for a game code,
 * `/?deck=&draw=&scoring=&rules=` for a deck, `/?position=...` for a position start.
 * @param root the player's path
 */
export function playDealLink(game: Game, root = '/'): string {
  const { start, rules } = game;
  if (start.kind === 'code') return `${root}?${new URLSearchParams({ code: makeGameCode(start.code) })}`;
  const setting = { draw: String(rules.draw), scoring: rules.scoring, rules: rules.preset };
  const origin = start.kind === 'deck' ? { deck: makeDeck(start.deck) } : { position: makePosition(start.position) };
  return `${root}?${new URLSearchParams({ ...origin, ...setting })}`;
}
