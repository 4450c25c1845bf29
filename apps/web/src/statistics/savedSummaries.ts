import { summarizeSession, type SessionSummary } from '@klondike/analysis';
import { loadSession } from '@klondike/engine';
import type { GameStatus, StoredGame } from '../storedGame.js';

/**
 * One saved game as the statistics and "Analyse my games" read it: where it stands in the store and
 * its summary row, `@klondike/analysis`'s `summarizeSession` (the figures `klondike analyze` gives
 * the same session, docs/analysis.md).
 */
export interface SavedSummary {
  readonly id: string;
  /** `playing` (still open), `abandoned` (left for another game) or `won`, as stored. */
  readonly status: GameStatus;
  /** Milliseconds since the Unix epoch of its last save, or of leaving it for another game. */
  readonly updatedAt: number;
  readonly summary: SessionSummary;
}

/**
 * The summary of each saved game, kept by game id with its session's mark ({@link sessionMark}): a
 * saved journal only grows (an undo is an entry, RULES §5), so a game is folded once for the
 * statistics, "Analyse my games" and every later opening of either, and again only when a save has
 * added to it. Null for a session that cannot be read.
 */
const folded = new Map<string, { readonly mark: string; readonly summary: SessionSummary | null }>();

/**
 * What tells one saved session of a game from a later one: its journal's length, its last entry and
 * its start time (a journal only grows; the rest guards an id used again).
 */
function sessionMark(stored: StoredGame): string {
  // a value the store holds broken (no journal) is read, and refused, by the engine like any other
  const session = stored.session as { actions?: unknown; startedAt?: unknown } | undefined;
  const actions = session?.actions;
  if (!Array.isArray(actions)) return 'unread';
  return JSON.stringify([actions.length, actions[actions.length - 1], session?.startedAt]);
}

/**
 * Reads one saved game: its summary, folded once (see {@link folded}).
 * @returns null when its session cannot be read (the engine refuses it)
 */
export function savedSummary(stored: StoredGame): SavedSummary | null {
  const mark = sessionMark(stored);
  let entry = folded.get(stored.id);
  if (entry?.mark !== mark) {
    const loaded = loadSession(stored.session);
    entry = { mark, summary: loaded.ok ? summarizeSession(loaded.value, stored.id) : null };
    folded.set(stored.id, entry);
  }
  return entry.summary && { id: stored.id, status: stored.status, updatedAt: stored.updatedAt, summary: entry.summary };
}

/**
 * Reads every saved game ({@link savedSummary}).
 * @returns the readable games' rows, in the order given, and how many could not be read
 */
export function savedSummaries(games: readonly StoredGame[]): { rows: SavedSummary[]; unread: number } {
  const rows: SavedSummary[] = [];
  let unread = 0;
  for (const stored of games) {
    const row = savedSummary(stored);
    if (row) rows.push(row);
    else unread++;
  }
  return { rows, unread };
}
