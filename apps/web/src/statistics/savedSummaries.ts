import { summarizeSession, type SessionSummary } from '@klondike/analysis';
import { loadSession, type LoadedSession, type SessionError } from '@klondike/engine';
import { refusedSession, storedShapeProblem } from '../sessionFiles.js';
import type { GameStatus, StoredGame, StoredProblem } from '../storedGame.js';

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
 * reopening of the app (`restoreCurrent` checks every stored game by {@link readSavedGame}), the
 * statistics, "Analyse my games" and every later opening of either, and again only when a save has
 * added to it. A session that cannot be read keeps the engine's refusal instead.
 */
const folded = new Map<
  string,
  | { readonly mark: string; readonly summary: SessionSummary; readonly refused?: undefined }
  | { readonly mark: string; readonly summary: null; readonly refused: SessionError }
>();

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
 * Folds one saved game once (see {@link folded}).
 * @returns its cache entry, and the engine's read of its session when this call replayed it
 */
function foldOnce(stored: StoredGame): { entry: NonNullable<ReturnType<typeof folded.get>>; loaded?: LoadedSession } {
  const mark = sessionMark(stored);
  const entry = folded.get(stored.id);
  if (entry?.mark === mark) return { entry };
  const loaded = loadSession(stored.session);
  const made = loaded.ok
    ? { mark, summary: summarizeSession(loaded.value, stored.id) }
    : { mark, summary: null, refused: loaded.error };
  folded.set(stored.id, made);
  return loaded.ok ? { entry: made, loaded: loaded.value } : { entry: made };
}

const savedOf = (stored: StoredGame, summary: SessionSummary): SavedSummary => ({
  id: stored.id,
  status: stored.status,
  updatedAt: stored.updatedAt,
  summary,
});

/**
 * Reads one saved game: its summary, folded once (see {@link folded}).
 * @returns null when its session cannot be read (the engine refuses it)
 */
export function savedSummary(stored: StoredGame): SavedSummary | null {
  const { summary } = foldOnce(stored).entry;
  return summary && savedOf(stored, summary);
}

/** A stored value read by {@link readSavedGame}: its summary, and the engine's read of its session when that call replayed it. */
export interface SavedRead {
  readonly saved: SavedSummary;
  /** The session as the engine read it (its game), when this read folded the game; absent when the fold was kept from before. */
  readonly loaded?: LoadedSession;
}

/**
 * Checks one stored value as the app's reopening does (`restoreCurrent`): its shape, then its session
 * folded once (see {@link folded}), so the statistics and "Analyse my games" read it again from the
 * fold kept here.
 * @returns the saved game's summary, or why the value cannot be read (the engine's refusal of its session)
 */
export function readSavedGame(value: unknown): { ok: true; value: SavedRead } | { ok: false; error: StoredProblem } {
  const problem = storedShapeProblem(value);
  if (problem) return { ok: false, error: problem };
  const stored = value as StoredGame;
  const { entry, loaded } = foldOnce(stored);
  if (entry.summary === null) return { ok: false, error: refusedSession(stored.id, entry.refused) };
  return { ok: true, value: { saved: savedOf(stored, entry.summary), ...(loaded ? { loaded } : {}) } };
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
