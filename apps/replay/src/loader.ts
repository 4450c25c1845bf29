import { parseSessions, type Game, type Session, type SessionError } from '@klondike/engine';
import { foldFrames, type Recording } from './frames.js';

/** A game of an opened file, ready to watch. */
export interface OpenedGame {
  /** The session object as read; null for the valid prefix of a refused session (its object was refused). */
  readonly session: Session | null;
  readonly game: Game;
  /** The frames, made on first use from the engine's history of the journal (folded once, when the file was read). */
  readonly recording: Recording;
}

function openedGame(session: Session | null, game: Game, history: readonly Game[]): OpenedGame {
  let recording: Recording | null = null;
  return {
    session,
    game,
    get recording() {
      return (recording ??= foldFrames(history));
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
const MAX_TEXT = 20_000_000;

/**
 * Reads a session file's text (RULES §8: one JSON object, a shared fixture `{session, expected}`, or
 * NDJSON) with the engine's `parseSessions`: one parse and one fold per game, whose history gives the
 * frames.
 * @returns the games, or the engine's error (line, action index) with the valid prefix if there is one
 */
export function openText(text: string): Opened {
  if (text.length > MAX_TEXT)
    return {
      ok: false,
      error: { code: 'ERR_JSON', message: `the file is too large (${text.length} characters; at most ${MAX_TEXT})` },
      prefix: null,
    };
  const parsed = parseSessions(text, { history: true });
  if (!parsed.ok) {
    const { game, history } = parsed.error;
    return { ok: false, error: parsed.error, prefix: game && history ? openedGame(null, game, history) : null };
  }
  if (parsed.value.length === 0)
    return { ok: false, error: { code: 'ERR_JSON', message: 'the file holds no session' }, prefix: null };
  return {
    ok: true,
    games: parsed.value.map(({ session, game, history }) => openedGame(session, game, history ?? [game])),
  };
}
