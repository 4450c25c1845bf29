import { loadSession } from '@klondike/engine';
import type { RestoredGame, StoredGame } from './storedGame.js';

/*
 * The session files of the saved games (RULES §8), read and written, for a dynamic
 * `import('./sessionFiles.js')`: imported only here, the engine's session module (and zod, its
 * schema library) loads after the first paint, or before it only when there are saved games to read
 * (a lighter page). A new player's first paint carries neither.
 */
export { makeSession, makeSessionText, sessionCounts } from '@klondike/engine';

/**
 * Reads and replays one stored value with the engine's session reader, from the stored object as it
 * is (IndexedDB keeps objects: no text round trip).
 * @returns the restored game, or the reason it cannot be read
 */
export function readStored(value: unknown): { ok: true; value: RestoredGame } | { ok: false; error: string } {
  if (typeof value !== 'object' || value === null) return { ok: false, error: 'not an object' };
  const record = value as Partial<StoredGame>;
  if (typeof record.id !== 'string') return { ok: false, error: 'no game id' };
  if (record.session === undefined) return { ok: false, error: `game ${record.id}: no session` };
  const loaded = loadSession(record.session);
  if (!loaded.ok) return { ok: false, error: `game ${record.id}: ${loaded.error.message}` };
  const { game, session } = loaded.value;
  return { ok: true, value: { id: record.id, game, startedAt: session.startedAt ?? new Date().toISOString() } };
}
