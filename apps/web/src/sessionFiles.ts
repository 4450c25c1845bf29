import { isolateText, sessionErrorText, sessionWarningText, type Translate } from '@klondike/board';
import { loadSession, type LoadedSession, type SessionError } from '@klondike/engine';
import type { RestoredGame, StoredGame, StoredProblem } from './storedGame.js';

/*
 * The session files of the saved games (RULES §8), read and written, for a dynamic
 * `import('./sessionFiles.js')`: imported only here, the engine's session module (and zod, its
 * schema library) loads after the first paint, or before it only when there are saved games to read
 * (a lighter page). A new player's first paint carries neither.
 */
export { makeSession, makeSessionText, sessionCounts } from '@klondike/engine';

/**
 * The checks of a stored value before its session is read: an object, with a game id and a session.
 * @returns why it cannot be read, or null when it passes (its session is then the engine's to check)
 */
export function storedShapeProblem(value: unknown): StoredProblem | null {
  if (typeof value !== 'object' || value === null) return { kind: 'notObject', text: 'not an object' };
  const record = value as Partial<StoredGame>;
  if (typeof record.id !== 'string') return { kind: 'noId', text: 'no game id' };
  if (record.session === undefined) return { kind: 'noSession', id: record.id, text: `game ${record.id}: no session` };
  return null;
}

/** A stored game's session the engine refused, as a {@link StoredProblem} (the refused prefix's games not kept). */
export function refusedSession(id: string, refused: SessionError): StoredProblem {
  const { game: _game, history: _history, ...error } = refused;
  return { kind: 'session', id, error, text: `game ${id}: ${error.message}` };
}

/** A stored game's session read by the engine, as the game to play on (with what the engine set aside in reading it). */
export const restoredGame = (id: string, loaded: LoadedSession): RestoredGame => ({
  id,
  game: loaded.game,
  startedAt: loaded.session.startedAt ?? new Date().toISOString(),
  ...(loaded.warnings ? { setAside: loaded.warnings } : {}),
});

/**
 * Reads and replays one stored value with the engine's session reader, from the stored object as it
 * is (IndexedDB keeps objects: no text round trip).
 * @returns the restored game, or why it cannot be read (as data, for the page's language)
 */
export function readStored(value: unknown): { ok: true; value: RestoredGame } | { ok: false; error: StoredProblem } {
  const problem = storedShapeProblem(value);
  if (problem) return { ok: false, error: problem };
  const { id, session } = value as StoredGame;
  const loaded = loadSession(session);
  if (!loaded.ok) return { ok: false, error: refusedSession(id, loaded.error) };
  return { ok: true, value: restoredGame(id, loaded.value) };
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

/**
 * What the engine set aside in a stored game it read (`RestoredGame.setAside`), in the page's language:
 * one notice per value (`storage.keptAside`), naming the game and, by the board's `sessionWarningText`,
 * the value, as a stored value that cannot be read is said.
 */
export const storedSetAsideTexts = (restored: RestoredGame, t: Translate): string[] =>
  (restored.setAside ?? []).map((w) =>
    t('storage.keptAside', {
      detail: t('storage.session', { id: isolateText(restored.id), detail: sessionWarningText(w, t) }),
    }),
  );
