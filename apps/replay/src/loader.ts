import { parseSessions, type Game, type Session, type SessionError } from '@klondike/engine';
import { foldFrames, type Recording } from './frames.js';

/** A game of an opened file, ready to watch. */
export interface OpenedGame {
  /** The session object as read; null for the valid prefix of a refused session (its object was refused). */
  readonly session: Session | null;
  readonly game: Game;
  /** The journal folded into frames, on first use: a file of many games folds only those watched. */
  readonly recording: Recording;
}

function openedGame(session: Session | null, game: Game): OpenedGame {
  let recording: Recording | null = null;
  return {
    session,
    game,
    get recording() {
      return (recording ??= foldFrames(game));
    },
  };
}

/**
 * What opening a text gave: the games it holds (one for JSON, one per line for NDJSON), or why it was
 * refused. A refused action leaves `prefix`, the game up to the action before it, still watchable.
 */
export type Opened =
  | { readonly ok: true; readonly games: readonly OpenedGame[] }
  | { readonly ok: false; readonly error: SessionError; readonly prefix: OpenedGame | null };

/** The largest file read, in characters: a session of 100 000 actions is far below it. */
export const MAX_TEXT = 20_000_000;

/**
 * Reads a session file's text (RULES §8: one JSON object, or NDJSON) through the engine's
 * `parseSessions` and folds each game into frames.
 * @returns the games, or the engine's error (line, action index) with the valid prefix if there is one
 */
export function openText(text: string): Opened {
  if (text.length > MAX_TEXT)
    return { ok: false, error: { code: 'ERR_JSON', message: `the file is too large (${text.length} characters; at most ${MAX_TEXT})` }, prefix: null };
  const parsed = parseSessions(unwrapFixture(text));
  if (!parsed.ok) {
    const game = parsed.error.game;
    return { ok: false, error: parsed.error, prefix: game ? openedGame(null, game) : null };
  }
  if (parsed.value.length === 0) return { ok: false, error: { code: 'ERR_JSON', message: 'the file holds no session' }, prefix: null };
  return { ok: true, games: parsed.value.map(({ session, game }) => openedGame(session, game)) };
}

/**
 * A shared fixture (`{session, expected}`, as in the shared fixtures folder) holds its session one
 * level down: a top-level object with a `session` object and no `format` gives that session's text
 * (the CLI reads fixtures the same way). Any other text is returned as it is, for `parseSessions`
 * to accept or refuse.
 */
export function unwrapFixture(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!body.trimStart().startsWith('{')) return text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return text; // NDJSON or broken JSON: parseSessions names the line
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'format' in value) return text;
  const inner = (value as { session?: unknown }).session;
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? JSON.stringify(inner) : text;
}

