import type { InvalidSession } from '@klondike/analysis';
import type { SessionWarning } from '@klondike/engine';
import { plural } from './plural.js';

/**
 * What the engine set aside in a session it kept (its `SessionWarning`s: a `startedAt` that is no ISO
 * 8601 date and time), each named at the session's place with its code, as a refused record is:
 * `{ source: 'games.ndjson:2', reason: 'WARN_STARTED_AT: startedAt "yesterday" is not ...' }`.
 * @param source the session's place (`file:line`, the analysis package's `sourceOf`)
 */
export const setAsideAt = (source: string, warnings: readonly SessionWarning[] = []): InvalidSession[] =>
  warnings.map((w) => ({ source, reason: `${w.code}: ${w.reason}` }));

/**
 * The one stderr line of every command that reads session files (`analyze`, `play --session`,
 * `lost-at`, `review`) for the sessions it kept with a value set aside: how many, and the first with
 * its place; the sessions are read, so the status stays what it was.
 * @returns `klondike: 1 session kept with a value set aside; first: FILE:LINE: WARN_...: why` and a
 *   line feed, or the empty string when nothing was set aside
 */
export function setAsideNote(setAside: readonly InvalidSession[]): string {
  const [first] = setAside;
  if (first === undefined) return '';
  const sessions = plural('en', setAside.length, { one: 'session', other: 'sessions' });
  return `klondike: ${setAside.length} ${sessions} kept with a value set aside; first: ${first.source}: ${first.reason}\n`;
}
