import type { MessagePort } from 'node:worker_threads';
import { loadSessionText, sourceOf, type InvalidSession } from '@klondike/analysis';
import { reviewGame, type GameReview } from '@klondike/review';
import { stoppedAtOf, type StoppedAt } from '../sessionFile.js';

/** How each game is reviewed: `klondike review`'s options, as the review package takes them. */
export interface ReviewSettings {
  /** K, the sampled worlds per position (the review's default when absent). */
  readonly samples?: number;
  /** The seed of the worlds (the review's default when absent). */
  readonly seed?: number;
  /** Time budget of each exact solver call, in milliseconds; absent: the node budget alone. */
  readonly timeoutMs?: number;
}

/** One session to review: its record (an NDJSON line or a whole document) and where it was read. */
export interface ReviewTask {
  readonly text: string;
  readonly file: string;
  /** The 1-based line of an NDJSON record or of where an array element starts; absent for a whole document. */
  readonly line?: number;
  /** The 1-based place of an element of a JSON array document (elements on one line are told apart). */
  readonly element?: number;
  readonly settings: ReviewSettings;
  /** In a worker thread: receives the number of journal entries reviewed so far, after each one. */
  readonly port?: MessagePort;
}

/** A task's outcome, as plain data (structured clone keeps no classes): the review, or why there is none. */
export type ReviewOutcome =
  | { readonly ok: true; readonly source: string; readonly review: GameReview; readonly stoppedAt?: StoppedAt }
  | { readonly ok: false; readonly invalid: InvalidSession };

/**
 * Reads, replays and reviews one session: the analysis package's `loadSessionText` (the one reader
 * of a record), then `reviewGame`. Never throws for bad input: a session that cannot be read or
 * reviewed (bad JSON, a bad schema, a variant game) comes back as `{ ok: false, invalid }` naming
 * `file:line` and the reason; one refused at an action is reviewed up to it, with `stoppedAt`.
 * @param onProgress called after each journal entry: entries done, entries in all
 */
export function reviewRecord(task: ReviewTask, onProgress?: (done: number, total: number) => void): ReviewOutcome {
  const read = loadSessionText(task.text, task.file, task);
  const source = sourceOf(task.file, task);
  if (read === null) return { ok: false, invalid: { source, reason: 'ERR_EMPTY: no session' } };
  // a session refused at an action is reviewed up to it, as `play --session` and `lost-at` show it
  const stoppedAt = 'invalid' in read ? stoppedAtOf(read.invalid) : undefined;
  if ('invalid' in read && (read.prefix === undefined || stoppedAt === undefined))
    return { ok: false, invalid: read.invalid };
  const game = 'loaded' in read ? read.loaded.game : read.prefix!.game;
  const { samples, seed, timeoutMs } = task.settings;
  const reviewed = reviewGame(game, {
    ...(samples === undefined ? {} : { samples }),
    ...(seed === undefined ? {} : { seed }),
    ...(timeoutMs === undefined ? {} : { exact: { maxMs: timeoutMs } }),
    ...(onProgress ? { onProgress } : {}),
  });
  if (!reviewed.ok)
    return { ok: false, invalid: { source, reason: `${reviewed.error.code}: ${reviewed.error.message}` } };
  const at = 'loaded' in read ? read.source : read.invalid.source;
  return { ok: true, source: at, review: reviewed.value, ...(stoppedAt ? { stoppedAt } : {}) };
}
