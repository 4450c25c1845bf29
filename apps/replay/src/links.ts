/**
 * The replay's own address rule. The link formats it shares with the player (play links, replay
 * links `/replay/?session=`) are the engine's parse/make pairs in `@klondike/engine` (links.ts).
 */

/** Where a `src` parameter points, or why it is refused: only the page's own origin is read. */
export type SourceUrl =
  { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: 'bad' | 'origin' };

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
