import {
  act,
  err,
  gameFromStart,
  gameStartOf,
  illegalMessage,
  ok,
  packJournal,
  parseAction,
  parseSessions,
  type Game,
  type GameStart,
  type PackedJournal,
  type Result,
  type Session,
  type SessionError,
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
}

/**
 * A game to watch from its history (the game before the first entry and after each one): frames and
 * packed journal made on first use.
 */
export function openedGame(session: Session | null, game: Game, history: readonly Game[]): OpenedGame {
  let recording: Recording | null = null;
  let journal: PackedJournal | null = null;
  return {
    session,
    game,
    get recording() {
      return (recording ??= foldFrames(history));
    },
    get journal() {
      return (journal ??= packJournal(game));
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
  if (text.length > MAX_TEXT) return { ok: false, error: tooLarge(text.length), prefix: null };
  const parsed = parseSessions(text, { history: true });
  if (!parsed.ok) {
    const { game, history } = parsed.error;
    return { ok: false, error: parsed.error, prefix: game && history ? openedGame(null, game, history) : null };
  }
  if (parsed.value.length === 0) return { ok: false, error: noSession(), prefix: null };
  return {
    ok: true,
    games: parsed.value.map(({ session, game, history }) => openedGame(session, game, history ?? [game])),
  };
}

const tooLarge = (length: number): SessionError => ({
  code: 'ERR_JSON',
  message: `the file is too large (${length} characters; at most ${MAX_TEXT})`,
});
const noSession = (): SessionError => ({ code: 'ERR_JSON', message: 'the file holds no session' });

/**
 * One game of a file as read in the fold's worker ({@link readText}): plain data that crosses to the
 * page cheaply (the start as a setup, the journal as one string, the times in a typed array), for
 * {@link foldRead} to play there in slices. Games themselves (persistent lists of 234,000 nodes) would
 * cost more to copy between threads than to fold on the page.
 */
export interface ReadGame extends PackedJournal {
  /** The session object without its actions; null for the valid prefix of a refused session. */
  readonly header: Omit<Session, 'actions'> | null;
  /** The start, as `gameStartOf` gives it: `gameFromStart` makes the game again. */
  readonly start: GameStart;
  /** The NDJSON line the session is on, named in the errors of its actions (absent for one JSON object). */
  readonly line?: number;
}

/** What reading a text in the worker gave: {@link Opened} as plain data. */
export type Read =
  | { readonly ok: true; readonly games: readonly ReadGame[] }
  | { readonly ok: false; readonly error: SessionError; readonly prefix: ReadGame | null };

const readGame = (header: Omit<Session, 'actions'> | null, game: Game): ReadGame => ({
  header,
  start: gameStartOf(game),
  ...packJournal(game),
});

/** A token the packed journal keeps as one entry: no white space (one space parts two entries), not empty. */
const ONE_TOKEN = /^\S+$/;

/**
 * Reads a session file's text as {@link openText} does (the engine's `parseSessions`), keeping what
 * the page needs to fold it: the fold worker's work. The engine checks each session's format,
 * version, schema and start here; its actions are played once, by {@link foldRead} on the page (they
 * were played here too before, then again on the page). Where the page's fold could not say the
 * engine's first error, the engine reads the whole file here as `openText` does: a session line after
 * another refused (an earlier line's actions come first), an action written with white space in it.
 */
export function readText(text: string): Read {
  if (text.length > MAX_TEXT) return { ok: false, error: tooLarge(text.length), prefix: null };
  const checked = parseSessions(text, { play: false });
  if (!checked.ok && checked.error.line === undefined) return { ok: false, error: checked.error, prefix: null };
  if (!checked.ok || checked.value.some(({ session }) => session.actions.some(({ a }) => !ONE_TOKEN.test(a))))
    return readPlayed(text);
  if (checked.value.length === 0) return { ok: false, error: noSession(), prefix: null };
  return {
    ok: true,
    games: checked.value.map(({ session, game, line }) => {
      const { actions, ...header } = session;
      const times = new Float64Array(actions.length);
      for (let i = 0; i < actions.length; i++) times[i] = actions[i]!.t ?? Number.NaN;
      return {
        header,
        start: gameStartOf(game),
        tokens: actions.map(({ a }) => a).join(' '),
        times,
        ...(line === undefined ? {} : { line }),
      };
    }),
  };
}

/** {@link readText} with every session replayed by the engine here (the page folds it again). */
function readPlayed(text: string): Read {
  const parsed = parseSessions(text);
  if (!parsed.ok) {
    // the prefix's game stays here: only plain data goes to the page
    const { game, history: _history, ...error } = parsed.error;
    return { ok: false, error, prefix: game ? readGame(null, game) : null };
  }
  if (parsed.value.length === 0) return { ok: false, error: noSession(), prefix: null };
  return {
    ok: true,
    games: parsed.value.map(({ session, game }) => {
      const { actions: _actions, ...header } = session;
      return readGame(header, game);
    }),
  };
}

/** Entries folded between two looks at the clock in {@link foldRead}. */
const CLOCK_EVERY = 256;

/**
 * Folds a game read by {@link readText} on the page: its start made again, each entry played by the
 * engine, the history kept (the engine's persistent games: the game after any entry is one index
 * away) and its frames, in slices of about `sliceMs` with `pause()` awaited between them, so the page
 * keeps drawing and answering while a long journal is folded.
 * @param onProgress told the entries folded and their count after each slice
 * @returns the game, or the error the engine's `loadSession` gives for this session's actions (its
 *   code, words, NDJSON line and action index), with the game before the refused action and its
 *   history (`game`, `history`: the watchable prefix)
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
  if (!made.ok) return err({ code: 'ERR_START', message: made.error.message });
  const tokens = read.tokens === '' ? [] : read.tokens.split(' ');
  const where = read.line === undefined ? '' : `line ${read.line}: `;
  const line = read.line === undefined ? {} : { line: read.line };
  let game = made.value;
  const history: Game[] = [game];
  const folder = frameFolder();
  folder.add(game);
  let sliceStart = performance.now();
  for (const [i, token] of tokens.entries()) {
    const action = parseAction(token, game.rules.variant);
    const t = read.times[i];
    // the engine's errors for a session's actions (its loadSession): the same words, line and index,
    // and the game before the refused action with its history, the watchable prefix
    if (!action.ok)
      return err({
        code: 'ERR_ACTION',
        message: `${where}action ${i + 1} (${token.slice(0, 20)}): ${action.error.message}`,
        actionIndex: i + 1,
        token: token.slice(0, 20),
        game,
        history,
        ...line,
      });
    const next = act(game, action.value, t === undefined || Number.isNaN(t) ? undefined : t);
    if (!next.ok)
      return err({
        code: 'ERR_ILLEGAL',
        message: where + illegalMessage(i + 1, token, next.error),
        actionIndex: i + 1,
        token,
        refusal: next.error,
        game,
        history,
        ...line,
      });
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
    // the worker packed it already: the same string and times, not packed again on the page
    journal: { tokens: read.tokens, times: read.times },
  });
}

/** Waits for the next task, so the page can draw and take input in between (a message, not a 4 ms-clamped timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
