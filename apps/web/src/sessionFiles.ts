import { isolateText, sessionErrorText, type Translate } from '@klondike/board';
import { loadSession } from '@klondike/engine';
import type { RestoredGame, StoredGame, StoredProblem } from './storedGame.js';

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
 * @returns the restored game, or why it cannot be read (as data, for the page's language)
 */
export function readStored(value: unknown): { ok: true; value: RestoredGame } | { ok: false; error: StoredProblem } {
  if (typeof value !== 'object' || value === null)
    return { ok: false, error: { kind: 'notObject', text: 'not an object' } };
  const record = value as Partial<StoredGame>;
  if (typeof record.id !== 'string') return { ok: false, error: { kind: 'noId', text: 'no game id' } };
  const { id } = record;
  if (record.session === undefined)
    return { ok: false, error: { kind: 'noSession', id, text: `game ${id}: no session` } };
  const loaded = loadSession(record.session);
  if (!loaded.ok) {
    // the refused prefix's games are not kept with the problem
    const { game: _game, history: _history, ...error } = loaded.error;
    return { ok: false, error: { kind: 'session', id, error, text: `game ${id}: ${error.message}` } };
  }
  const { game, session } = loaded.value;
  return { ok: true, value: { id: record.id, game, startedAt: session.startedAt ?? new Date().toISOString() } };
}

/**
 * Why a stored value could not be read, in the page's language (the `storage.*` messages; a refused
 * session from the engine's error data, by the board's `sessionErrorText`): the detail of `storage.setAside`.
 */
export function storedProblemText(problem: StoredProblem, t: Translate): string {
  switch (problem.kind) {
    case 'notObject':
    case 'noId':
      return t(`storage.${problem.kind}`);
    case 'noSession':
      return t('storage.noSession', { id: isolateText(problem.id) });
    case 'session':
      return t('storage.session', { id: isolateText(problem.id), detail: sessionErrorText(problem.error, t) });
  }
}
