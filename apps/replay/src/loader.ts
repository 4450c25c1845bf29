import {
  act,
  err,
  gameFromStart,
  gameStartOf,
  illegalMessage,
  ok,
  packJournal,
  parseAction,
  readSessions,
  type Game,
  type GameStart,
  type PackedJournal,
  type Result,
  type Session,
  type SessionError,
  type SessionWarning,
} from '@klondike/engine';
import { foldFrames, frameFolder, type Recording } from './frames.js';

/** A game of an opened file, ready to watch. */
export interface OpenedGame {
  /** The session object as read; null for the valid prefix of a refused session (its object was refused). */
  readonly session: Session | null;
  readonly game: Game;
  /** The frames, made on first use from the engine's history of the journal (folded once, when the file was read). */
  readonly recording: Recording;
  /** The journal packed (the engine's `packJournal`), for the solver's and the review's workers: the read's own when it was read in the fold's worker. */
  readonly journal: PackedJournal;
  /**
   * For the valid prefix of a session refused at an action (the engine's `sessionPrefix`), alone in
   * its file or one line of an NDJSON file: the 1-based action it was refused at. The page then
   * claims no end of the game and no verdict on the whole game.
   */
  readonly cutAt?: number;
}

/**
 * A game to watch from its history (the game before the first entry and after each one): frames and
 * packed journal made on first use.
 */
export function openedGame(session: Session | null, game: Game, history: readonly Game[], cutAt?: number): OpenedGame {
  let recording: Recording | null = null;
  let journal: PackedJournal | null = null;
  return {
    session,
    game,
    ...(cutAt === undefined ? {} : { cutAt }),
    get recording() {
      return (recording ??= foldFrames(history));
    },
    get journal() {
      return (journal ??= packJournal(game));
    },
  };
}

/**
 * What opening a text gave: the games it holds (one for JSON, one per line for NDJSON, a line refused
 * at an action among them up to that action) and why each refused line of an NDJSON file was refused
 * (`refused`, the engine's `readSessions`: a bad line does not refuse the others), or why the text was
 * refused. A refused action leaves `prefix`, the game up to the action before it, still watchable.
 * `setAside`: what the engine set aside in the games it kept (its `SessionWarning`s), in file order.
 */
export type Opened =
  | {
      readonly ok: true;
      readonly games: readonly OpenedGame[];
      readonly refused: readonly SessionError[];
      readonly setAside: readonly SessionWarning[];
    }
  | { readonly ok: false; readonly error: SessionError; readonly prefix: OpenedGame | null }
  | { readonly ok: false; readonly error: TextRefusal; readonly prefix: null };

/**
 * Why the replay refused a text before any session in it was read, its own limits rather than the
 * engine's (the page says each in its language: `error.tooLarge`, `error.empty`):
 * - `ERR_TOO_LARGE`: the text is longer than the replay reads (`length` and `max` in characters);
 * - `ERR_EMPTY`: the text holds no session at all (nothing but white space).
 */
export type TextRefusal =
  | { readonly code: 'ERR_TOO_LARGE'; readonly message: string; readonly length: number; readonly max: number }
  | { readonly code: 'ERR_EMPTY'; readonly message: string };

/** A refusal of the replay's own ({@link TextRefusal}), told from the engine's. */
export const isTextRefusal = (error: SessionError | TextRefusal): error is TextRefusal =>
  error.code === 'ERR_TOO_LARGE' || error.code === 'ERR_EMPTY';

/** The largest file read, in characters: a session of 100 000 actions is far below it. */
const MAX_TEXT = 20_000_000;

/**
 * Reads a session file's text (RULES §8: one JSON object, a shared fixture `{session, expected}`, or
 * NDJSON) with the engine's `parseSessions`: one parse and one fold per game, whose history gives the
 * frames.
 * @returns the games, or the engine's error (line, action index) with the valid prefix if there is one
 */
export function openText(text: string): Opened {
  const own = ownRefusal(text);
  if (own) return { ok: false, error: own, prefix: null };
  const read = readSessions(text, { history: true });
  // no game read at all: the file's refusal (its first bad line), with that session's valid prefix
  const error = read.ok ? (read.value.sessions.length === 0 ? read.value.refused[0] : undefined) : read.error;
  if (error) {
    const { game, history, actionIndex } = error;
    return { ok: false, error, prefix: game && history ? openedGame(null, game, history, actionIndex) : null };
  }
  if (!read.ok || read.value.sessions.length === 0) return { ok: false, error: noSession(), prefix: null };
  const cut = cutActions(read.value.refused);
  return {
    ok: true,
    games: read.value.sessions.map(({ session, game, history }) =>
      openedGame(session, game, history ?? [game], cut.get(session)),
    ),
    refused: read.value.refused.map(plainError),
    setAside: setAsideOf(read.value.sessions),
  };
}

/** What the engine set aside in the sessions it read (their `warnings`), in file order. */
const setAsideOf = (sessions: readonly { readonly warnings?: readonly SessionWarning[] }[]): SessionWarning[] =>
  sessions.flatMap((s) => s.warnings ?? []);

const tooLarge = (length: number): TextRefusal => ({
  code: 'ERR_TOO_LARGE',
  message: `the file is too large (${length} characters; at most ${MAX_TEXT})`,
  length,
  max: MAX_TEXT,
});
const noSession = (): TextRefusal => ({ code: 'ERR_EMPTY', message: 'the file holds no session' });

/** The replay's own limits, checked before the engine reads a text (see {@link TextRefusal}). */
function ownRefusal(text: string): TextRefusal | null {
  if (text.length > MAX_TEXT) return tooLarge(text.length);
  // nothing but white space (and an editor's byte-order mark): no session to read, rather than JSON that ends at once
  if (text.replace(/^\uFEFF/, '').trim() === '') return noSession();
  return null;
}

/**
 * One game of a file as read in the fold's worker ({@link readText}): plain data that crosses to the
 * page cheaply (the start as a setup, the journal as one string, the times in a typed array), for
 * {@link foldRead} to fold there in slices. Games themselves (persistent lists of 234,000 nodes) would
 * cost more to copy between threads than to fold again.
 */
export interface ReadGame extends PackedJournal {
  /** The session object without its actions; null for the valid prefix of a refused session. */
  readonly header: Omit<Session, 'actions'> | null;
  /** The start, as `gameStartOf` gives it: `gameFromStart` makes the game again. */
  readonly start: GameStart;
  /** As {@link OpenedGame.cutAt}: the action a refused session's valid prefix was refused at. */
  readonly cutAt?: number;
}

/** What reading a text in the worker gave: {@link Opened} as plain data. */
export type Read =
  | {
      readonly ok: true;
      readonly games: readonly ReadGame[];
      readonly refused: readonly SessionError[];
      readonly setAside: readonly SessionWarning[];
    }
  | { readonly ok: false; readonly error: SessionError; readonly prefix: ReadGame | null }
  | { readonly ok: false; readonly error: TextRefusal; readonly prefix: null };

const readGame = (header: Omit<Session, 'actions'> | null, game: Game, cutAt?: number): ReadGame => ({
  header,
  start: gameStartOf(game),
  ...packJournal(game),
  ...(cutAt === undefined ? {} : { cutAt }),
});

/**
 * The sessions of a file that are a refused session's valid prefix (the engine's `readSessions` keeps
 * the error's own session among them), each with the 1-based action it was refused at.
 */
function cutActions(refused: readonly SessionError[]): Map<Session, number> {
  const cut = new Map<Session, number>();
  for (const { session, actionIndex } of refused)
    if (session && actionIndex !== undefined) cut.set(session, actionIndex);
  return cut;
}

/**
 * Reads a session file's text as {@link openText} does (the engine's `parseSessions`: every session
 * checked and replayed), keeping what the page needs to fold it again: the fold worker's work.
 */
export function readText(text: string): Read {
  const own = ownRefusal(text);
  if (own) return { ok: false, error: own, prefix: null };
  const read = readSessions(text);
  const refusal = read.ok ? (read.value.sessions.length === 0 ? read.value.refused[0] : undefined) : read.error;
  if (refusal) {
    // the prefix's game stays here: only plain data goes to the page
    const { game, actionIndex } = refusal;
    return { ok: false, error: plainError(refusal), prefix: game ? readGame(null, game, actionIndex) : null };
  }
  if (!read.ok || read.value.sessions.length === 0) return { ok: false, error: noSession(), prefix: null };
  const cut = cutActions(read.value.refused);
  return {
    ok: true,
    games: read.value.sessions.map(({ session, game }) => {
      const { actions: _actions, ...header } = session;
      return readGame(header, game, cut.get(session));
    }),
    refused: read.value.refused.map(plainError),
    setAside: setAsideOf(read.value.sessions),
  };
}

/** A refused line's error without its prefix games: what the page says of a line it does not show. */
function plainError(error: SessionError): SessionError {
  const { game: _game, history: _history, session: _session, ...plain } = error;
  return plain;
}

/** Entries folded between two looks at the clock in {@link foldRead}. */
const CLOCK_EVERY = 256;

/**
 * Folds a game read by {@link readText} on the page: its start made again, each entry played by the
 * engine, the history kept (the engine's persistent games: the game after any entry is one index
 * away) and its frames, in slices of about `sliceMs` with `pause()` awaited between them, so the page
 * keeps drawing and answering while a long journal is folded; the end of the fold (the frames'
 * lines and summary) after a pause of its own.
 * @param onProgress told the entries folded and their count after each slice
 * @returns the game, or an error naming the entry the engine refused (the worker played them all, so
 *   only a reader and folder that disagree could give one)
 */
export async function foldRead(
  read: ReadGame,
  options: {
    readonly sliceMs?: number;
    readonly pause?: () => Promise<void>;
    readonly onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<Result<OpenedGame, SessionError>> {
  const { sliceMs = 8, pause = nextTask, onProgress } = options;
  const made = gameFromStart(read.start);
  if (!made.ok)
    return err({ code: 'ERR_START', message: made.error.message, reason: made.error.message, start: made.error });
  const tokens = read.tokens === '' ? [] : read.tokens.split(' ');
  let game = made.value;
  const history: Game[] = [game];
  const folder = frameFolder();
  folder.add(game);
  let sliceStart = performance.now();
  for (const [i, token] of tokens.entries()) {
    const action = parseAction(token, game.rules.variant);
    const t = read.times[i];
    if (!action.ok) {
      const message = `action ${i + 1} (${token}): ${action.error.message}`;
      return err({ code: 'ERR_ACTION', message, reason: message, actionIndex: i + 1, token });
    }
    const next = act(game, action.value, t === undefined || Number.isNaN(t) ? undefined : t);
    if (!next.ok) {
      const message = illegalMessage(i + 1, token, next.error);
      return err({ code: 'ERR_ILLEGAL', message, reason: message, actionIndex: i + 1, token, refusal: next.error });
    }
    game = next.value;
    history.push(game);
    folder.add(game);
    if ((i + 1) % CLOCK_EVERY === 0 && performance.now() - sliceStart >= sliceMs) {
      onProgress?.(i + 1, tokens.length);
      await pause();
      sliceStart = performance.now();
    }
  }
  onProgress?.(tokens.length, tokens.length);
  // the end of the fold (the frames' lines and summary) in a task of its own, not the last slice's
  await pause();
  const recording = folder.done();
  const { header } = read;
  let session: Session | null | undefined;
  return ok({
    get session() {
      // made on first use: a long game's list of actions is only needed to write the session again
      return (session ??= header
        ? { ...header, actions: tokens.map((a, i) => (Number.isNaN(read.times[i]) ? { a } : { a, t: read.times[i]! })) }
        : null);
    },
    game,
    recording,
    ...(read.cutAt === undefined ? {} : { cutAt: read.cutAt }),
    // the worker packed it already: the same string and times, not packed again on the page
    journal: { tokens: read.tokens, times: read.times },
  });
}

/** Waits for the next task, so the page can draw and take input in between (a message, not a 4 ms-clamped timer). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
