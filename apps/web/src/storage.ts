import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LoadedSession, Session } from '@klondike/engine';
import type { ReviewFields } from '@klondike/review';
import type { GameStatus, RestoredGame, StoredGame, StoredProblem } from './storedGame.js';

export type { GameStatus, RestoredGame, StoredGame, StoredProblem } from './storedGame.js';

/** A stored value that could not be read, kept apart so it is reported once and never lost. */
export interface SetAside {
  readonly id?: number;
  readonly at: number;
  readonly reason: string;
  readonly value: unknown;
}

/**
 * A dated mark kept beside the games. `statisticsReset`: when the player last reset the statistics
 * (the games themselves, and so their replays, are kept).
 */
export interface StoreMark {
  readonly name: 'statisticsReset';
  /** Milliseconds since the Unix epoch. */
  readonly at: number;
}

/**
 * A game's review as "Analyse my games" keeps it, by the session's key (`sessionKey` of
 * @klondike/analysis), with the budget it was made under: a review made under another budget is not used.
 */
export interface CachedReview {
  readonly key: string;
  readonly budget: string;
  readonly fields: ReviewFields;
}

/** The object stores of the database and their indexes. */
interface GameSchema extends DBSchema {
  games: { key: string; value: StoredGame; indexes: { status: string; updatedAt: number } };
  setAside: { key: number; value: SetAside; indexes: { at: number } };
  marks: { key: StoreMark['name']; value: StoreMark };
  reviews: { key: string; value: CachedReview };
}

/** The player's games in IndexedDB (database `klondike`), through idb (about 1 KB, where Dexie was 30 KB of the page). */
export type GameStore = IDBPDatabase<GameSchema>;

/**
 * The database version. Dexie, which held these stores first, wrote its `version(1)` as 10 (times
 * 10), so games saved then open as they are; 20 adds the `marks` store (the statistics' reset mark),
 * 30 the `reviews` store (the reviews of "Analyse my games").
 */
const DB_VERSION = 30;

/**
 * Opens (and on first use creates) the player's games database: `games` keyed by `id`, indexed by
 * `status` and `updatedAt`; `setAside` with an auto-incremented `id`, indexed by `at`; `marks` keyed by `name`;
 * `reviews` keyed by `key`.
 * @param name the database name (tests use their own)
 * @throws what IndexedDB throws when the browser cannot store (the caller tells the player)
 */
export function openGameStore(name = 'klondike'): Promise<GameStore> {
  return openDB<GameSchema>(name, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains('games')) {
        const games = db.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('status', 'status');
        games.createIndex('updatedAt', 'updatedAt');
      }
      if (!db.objectStoreNames.contains('setAside'))
        db.createObjectStore('setAside', { keyPath: 'id', autoIncrement: true }).createIndex('at', 'at');
      if (!db.objectStoreNames.contains('marks')) db.createObjectStore('marks', { keyPath: 'name' });
      if (!db.objectStoreNames.contains('reviews')) db.createObjectStore('reviews', { keyPath: 'key' });
    },
  });
}

/** Deletes a games database (tests). */
export const deleteGameStore = (name: string): Promise<void> => deleteDB(name);

/** What {@link restoreCurrent} found: the game in progress (if any) and the reasons of values set aside. */
export interface RestoreResult {
  readonly current: RestoredGame | null;
  readonly problems: readonly StoredProblem[];
}

/** Moves an unreadable value out of the games table, so it is reported once and kept for inspection. */
async function setAside(db: GameStore, key: unknown, value: unknown, reason: string): Promise<void> {
  const tx = db.transaction(['games', 'setAside'], 'readwrite');
  await Promise.all([
    tx.objectStore('setAside').add({ at: Date.now(), reason, value }),
    typeof key === 'string' ? tx.objectStore('games').delete(key) : undefined,
    tx.done,
  ]);
}

/**
 * Finds the game in progress (the newest with status `playing`) and checks every stored value;
 * values that cannot be read are set aside and reported once. Each stored game is checked by the one
 * fold the statistics and "Analyse my games" read (`readSavedGame`: folded once, kept), and only the
 * game in progress is replayed again, when its fold was kept from before. The session reader is
 * loaded only when there are stored values to read.
 */
export async function restoreCurrent(db: GameStore): Promise<RestoreResult> {
  const problems: StoredProblem[] = [];
  const rows: unknown[] = await db.getAll('games');
  if (rows.length === 0) return { current: null, problems };
  const [{ readStored, restoredGame }, { readSavedGame }] = await Promise.all([
    import('./sessionFiles.js'),
    import('./statistics/savedSummaries.js'),
  ]);
  let newest: { readonly row: StoredGame; readonly loaded?: LoadedSession } | null = null;
  let currentAt = -Infinity;
  // Primary keys are read apart from the rows, so a row whose id field is broken can still be removed.
  const keys = await db.getAllKeys('games');
  for (let i = 0; i < rows.length; i++) {
    const row: unknown = rows[i];
    const read = readSavedGame(row);
    if (!read.ok) {
      problems.push(read.error);
      await setAside(db, keys[i], row, read.error.text);
      continue;
    }
    const r = row as StoredGame;
    if (r.status === 'playing' && (r.updatedAt ?? 0) > currentAt) {
      newest = { row: r, ...(read.value.loaded ? { loaded: read.value.loaded } : {}) };
      currentAt = r.updatedAt ?? 0;
    }
  }
  if (newest === null) return { current: null, problems };
  if (newest.loaded) return { current: restoredGame(newest.row.id, newest.loaded), problems };
  const read = readStored(newest.row);
  return { current: read.ok ? read.value : null, problems };
}

/** Saves a game's session under its id. */
export async function saveGame(db: GameStore, id: string, status: GameStatus, session: Session): Promise<void> {
  await db.put('games', { id, status, updatedAt: Date.now(), session });
}

/**
 * Marks a game as left for another (dated now: statistics order and reset by it), or drops it when
 * nothing was played.
 */
export async function leaveGame(db: GameStore, id: string, actions: number): Promise<void> {
  if (actions === 0) {
    await db.delete('games', id);
    return;
  }
  const tx = db.transaction('games', 'readwrite');
  const game = await tx.store.get(id);
  if (game?.status === 'playing') await tx.store.put({ ...game, status: 'abandoned', updatedAt: Date.now() });
  await tx.done;
}

/**
 * Every stored session, oldest first, as NDJSON (one session object per line, RULES §8). The rows
 * were checked when the app started ({@link restoreCurrent} sets unreadable ones aside) and since
 * then written by the app from its games, so none is replayed again here.
 */
export async function allSessionsText(db: GameStore): Promise<string> {
  const rows = await db.getAllFromIndex('games', 'updatedAt');
  return rows.map((r) => JSON.stringify(r.session) + '\n').join('');
}

/** A finished game (won, or left for another) for the Games menu's "Watch replay". */
export interface FinishedGame {
  readonly id: string;
  readonly status: Exclude<GameStatus, 'playing'>;
  readonly updatedAt: number;
  readonly session: Session;
}

/**
 * The newest finished games, newest first, chosen by their stored `status` alone (no game is
 * replayed: the rows were checked by {@link restoreCurrent} when the app started).
 * @param limit how many at most
 */
export async function finishedGames(db: GameStore, limit = 20): Promise<FinishedGame[]> {
  const rows = (await db.getAllFromIndex('games', 'updatedAt')).reverse();
  return rows
    .filter((r): r is StoredGame & FinishedGame => r.status === 'won' || r.status === 'abandoned')
    .slice(0, limit)
    .map(({ id, status, updatedAt, session }) => ({ id, status, updatedAt, session }));
}

/** Every stored game as it is, for the statistics (which replay each session themselves). */
export const storedGames = (db: GameStore): Promise<StoredGame[]> => db.getAll('games');

/** When the statistics were last reset (milliseconds since the Unix epoch), or null if never. */
export async function statisticsResetAt(db: GameStore): Promise<number | null> {
  return (await db.get('marks', 'statisticsReset'))?.at ?? null;
}

/**
 * Resets the statistics: stores a reset mark, so games finished before `at` no longer count. The
 * saved games are kept, so the Games menu's replays and the downloads still have them.
 */
export async function resetStatistics(db: GameStore, at: number = Date.now()): Promise<void> {
  await db.put('marks', { name: 'statisticsReset', at });
}

/**
 * The cached reviews of these session keys made under `budget` (a review of another budget is left out).
 * @returns the review fields by session key
 */
export async function cachedReviews(
  db: GameStore,
  keys: readonly string[],
  budget: string,
): Promise<Map<string, ReviewFields>> {
  const tx = db.transaction('reviews');
  const found = await Promise.all(keys.map((k) => tx.store.get(k)));
  await tx.done;
  const out = new Map<string, ReviewFields>();
  for (const c of found) if (c && c.budget === budget) out.set(c.key, c.fields);
  return out;
}

/** Keeps a game's review by its session key, replacing one made before. */
export async function saveReview(db: GameStore, review: CachedReview): Promise<void> {
  await db.put('reviews', review);
}
