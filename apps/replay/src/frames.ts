import { gameFigures, type GameFigures } from '@klondike/analysis';
import {
  isFoundationPile,
  gamePosition,
  gameScore,
  makeAction,
  type Game,
  type JournalAction,
  type Position,
} from '@klondike/engine';

/** What a journal entry did, for marking it in the action list (RULES §3, §5). */
export type FrameKind = 'start' | 'draw' | 'recycle' | 'move' | 'return' | 'undo';

/**
 * One step of a replay: the game after journal entry `index` (0 = the start, before any entry).
 * Frames come from the engine's one fold of the journal, so seeking is an index into an array.
 */
export interface Frame {
  readonly index: number;
  /** The entry in notation (`D`, `W-T3`, `U`...); null for the start. */
  readonly token: string | null;
  readonly kind: FrameKind;
  readonly game: Game;
  readonly position: Position;
  /** Points or dollars after the entry (RULES §4). */
  readonly score: number;
  /** Milliseconds since the game started when the entry was recorded (0 for the start); undefined if not recorded. */
  readonly t: number | undefined;
  /** For an undo: the index of the frame whose action it took back. */
  readonly undoes?: number;
}

/** A recorded game folded into frames, with what the end summary shows. */
export interface Recording {
  readonly frames: readonly Frame[];
  /** Indices of the frames whose action a later undo took back. */
  readonly undone: ReadonlySet<number>;
  /**
   * The figures of the game's end, as `klondike analyze` counts them (`@klondike/analysis`'s
   * `gameFigures`: e.g. `recycles` counts the recycles still in effect, not one an undo took back).
   */
  readonly summary: GameFigures;
  /** Where each frame's move log stands against the final one (the solver's strip reads it). */
  readonly lines: FrameLines;
  /**
   * Each frame's score (points, or dollars for Vegas; `frames[i].score`) in one typed array: what the
   * score chart reads of a long game, rather than 234,000 frame objects spread across the heap.
   */
  readonly scores: Float64Array;
}

/**
 * Each frame's move log (the actions in effect, RULES §5) against the last frame's, as two arrays
 * indexed by frame: what the strip needs of a long game in a few typed arrays rather than a walk
 * through 234,000 games' linked move logs.
 */
export interface FrameLines {
  /** Entries in frame i's move log (0 at the start). */
  readonly logLength: Int32Array;
  /**
   * Entries frame i's move log shares with the final one: the length of its newest entry that is also
   * in the final log (so `shared[i] === logLength[i]` when frame i is on the played line).
   */
  readonly shared: Int32Array;
}

const kindOf = (action: JournalAction): FrameKind => {
  if (action.type === 'move') return isFoundationPile(action.from) ? 'return' : 'move';
  return action.type;
};

/**
 * Turns a recorded game's history (the engine's one fold of its journal: the game before the first
 * entry and after each one, from `parseSessions(text, { history: true })` or `scanJournal`) into
 * frames, RULES §5, §8. No rule runs here: each frame reads the entry its game ends with.
 * @param history `history[0]` the start, `history[i]` the game after journal entry i
 * @throws Error for an empty history (no start game)
 */
export function foldFrames(history: readonly Game[]): Recording {
  const folder = frameFolder();
  for (const game of history) if (!folder.add(game)) break;
  return folder.done();
}

/** The fold of {@link foldFrames} one game at a time, so a long history can be folded in slices between frames. */
export interface FrameFolder {
  /**
   * Adds the next game of the history (the start first, then the game after each entry).
   * @returns false when the game does not end with an entry after the start (not one fold): it is not added
   */
  add(game: Game): boolean;
  /** Frames added so far. */
  readonly length: number;
  /**
   * The recording of the games added.
   * @throws Error when no game was added (no start game)
   */
  done(): Recording;
}

/** A {@link FrameFolder}: what {@link foldFrames} does, one game per call. */
export function frameFolder(): FrameFolder {
  const frames: Frame[] = [];
  const undone = new Set<number>();
  // indices of the frames whose actions are in the move log, newest last: an undo takes back the top one
  // (the engine's move log exactly: every other action adds one entry, an undo takes the newest off)
  const inEffect: number[] = [];
  // a move-log entry is named by the frame whose action made it: `parent[k]` the entry before it (-1
  // for none); `top[i]` frame i's newest entry (-1 for an empty log)
  let parent = new Int32Array(1024);
  let top = new Int32Array(1024);
  // per entry: its move log's length (made as the entry is added, so the end of the fold is two passes)
  let depth = new Int32Array(1024);
  let scores = new Float64Array(1024);
  const grow = <A extends Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(a: A): A => {
    const b = new (a.constructor as new (length: number) => A)(a.length * 2);
    b.set(a);
    return b;
  };
  return {
    add(game: Game): boolean {
      const index = frames.length;
      if (index === 0) {
        frames.push(frame(0, null, 'start', game, 0));
        parent[0] = -1;
        top[0] = -1;
        scores[0] = frames[0]!.score;
        return true;
      }
      // a later game always ends with its entry; a history that says otherwise is not one fold
      const entry = game.journal?.entry;
      if (!entry) return false;
      if (index >= top.length) {
        parent = grow(parent);
        top = grow(top);
        depth = grow(depth);
        scores = grow(scores);
      }
      const kind = kindOf(entry.action);
      if (kind === 'undo') {
        const undoes = inEffect.pop();
        if (undoes !== undefined) undone.add(undoes);
        parent[index] = -1;
        frames.push({ ...frame(index, 'U', 'undo', game, entry.t), ...(undoes === undefined ? {} : { undoes }) });
      } else {
        const p = inEffect.at(-1) ?? -1;
        parent[index] = p;
        depth[index] = p < 0 ? 1 : depth[p]! + 1;
        inEffect.push(index);
        frames.push(frame(index, makeAction(entry.action), kind, game, entry.t));
      }
      top[index] = inEffect.at(-1) ?? -1;
      scores[index] = frames[index]!.score;
      return true;
    },
    get length() {
      return frames.length;
    },
    done: () => ({
      frames,
      undone,
      summary: summaryOf(frames),
      lines: frameLines(top.subarray(0, frames.length), parent, depth),
      scores: scores.subarray(0, frames.length),
    }),
  };
}

/**
 * {@link FrameLines} from the entries' parents, their logs' lengths (`depth`) and each frame's newest
 * entry ({@link frameFolder}'s names: an entry is the frame that made it, and comes after its parent),
 * in two passes over typed arrays.
 */
function frameLines(top: Int32Array, parent: Int32Array, depth: Int32Array): FrameLines {
  const n = top.length;
  // per entry: the length of its newest ancestor (itself included) in the final log
  const sharedDepth = new Int32Array(n);
  const onFinal = new Uint8Array(n);
  for (let e = n > 0 ? top[n - 1]! : -1; e >= 0; e = parent[e]!) onFinal[e] = 1;
  for (let k = 1; k < n; k++) {
    if (top[k] !== k) continue; // an undo: it made no entry
    const p = parent[k]!;
    sharedDepth[k] = onFinal[k] ? depth[k]! : p < 0 ? 0 : sharedDepth[p]!;
  }
  const logLength = new Int32Array(n);
  const shared = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const e = top[i]!;
    if (e < 0) continue;
    logLength[i] = depth[e]!;
    shared[i] = sharedDepth[e]!;
  }
  return { logLength, shared };
}

function frame(index: number, token: string | null, kind: FrameKind, game: Game, t: number | undefined): Frame {
  return { index, token, kind, game, position: gamePosition(game), score: gameScore(game), t };
}

/**
 * The figures of the last frame's game (the analysis package's, one definition per figure).
 * @throws Error when no frame was added: a history always holds its start game
 */
function summaryOf(frames: readonly Frame[]): GameFigures {
  const last = frames.at(-1);
  if (!last) throw new Error('a recording needs its start game: the history is empty');
  return gameFigures(last.game);
}
