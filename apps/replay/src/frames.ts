import {
  act,
  gameFromCode,
  gameFromDeck,
  gameFromPosition,
  gamePosition,
  gameScore,
  gameWon,
  journalEntries,
  makeAction,
  scoreText,
  type Game,
  type JournalAction,
  type Position,
} from '@klondike/engine';

/** What a journal entry did, for marking it in the action list (RULES §3, §5). */
export type FrameKind = 'start' | 'draw' | 'recycle' | 'move' | 'return' | 'undo';

/**
 * One step of a replay: the game after journal entry `index` (0 = the start, before any entry).
 * Frames are folded once from the journal, so seeking is an index into an array.
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
  readonly summary: RecordingSummary;
}

/** The end of a recording: the last frame's result and counts over the whole journal. */
export interface RecordingSummary {
  readonly won: boolean;
  readonly scoreText: string;
  /** Journal entries that are not undos. */
  readonly actions: number;
  readonly undos: number;
  readonly recycles: number;
  /** Milliseconds from the start to the last recorded time; undefined when no time was recorded. */
  readonly durationMs: number | undefined;
}

/**
 * The game a finished game value started from, rebuilt with the engine's own constructors.
 * @throws never for a game the engine produced: its position start passed `gameFromPosition` before
 */
export function startOf(game: Game): Game {
  const { start, rules } = game;
  if (start.kind === 'code') return gameFromCode(start.code);
  if (start.kind === 'deck') return gameFromDeck(start.deck, rules);
  const made = gameFromPosition(start.position, rules);
  if (!made.ok) throw new Error(`position start no longer valid: ${made.error.message}`);
  return made.value;
}

const kindOf = (action: JournalAction): FrameKind => {
  if (action.type === 'move') return action.from[0] === 'F' ? 'return' : 'move';
  return action.type;
};

/**
 * Folds a game's journal (RULES §5, §8) into frames, one per entry plus the start, by replaying each
 * entry through the engine. The game comes from the session loader, so every entry is legal; should
 * one be refused all the same, the frames stop before it.
 * @param game a game value whose journal is the recording
 */
export function foldFrames(game: Game): Recording {
  const entries = journalEntries(game);
  let current = startOf(game);
  const frames: Frame[] = [frame(0, null, 'start', current, 0)];
  const undone = new Set<number>();
  // indices of the frames whose actions are in the move log, newest last: an undo takes back the top one
  const inEffect: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const next = act(current, entry.action, entry.t);
    if (!next.ok) break;
    current = next.value;
    const index = i + 1;
    const kind = kindOf(entry.action);
    if (kind === 'undo') {
      const undoes = inEffect.pop();
      if (undoes !== undefined) undone.add(undoes);
      frames.push({ ...frame(index, 'U', 'undo', current, entry.t), ...(undoes === undefined ? {} : { undoes }) });
    } else {
      inEffect.push(index);
      frames.push(frame(index, makeAction(entry.action), kind, current, entry.t));
    }
  }
  return { frames, undone, summary: summarise(frames) };
}

function frame(index: number, token: string | null, kind: FrameKind, game: Game, t: number | undefined): Frame {
  return { index, token, kind, game, position: gamePosition(game), score: gameScore(game), t };
}

function summarise(frames: readonly Frame[]): RecordingSummary {
  const last = frames[frames.length - 1]!.game;
  let undos = 0;
  let recycles = 0;
  let durationMs: number | undefined;
  for (const f of frames) {
    if (f.kind === 'undo') undos++;
    if (f.kind === 'recycle') recycles++;
    if (f.index > 0 && f.t !== undefined) durationMs = Math.max(durationMs ?? 0, f.t);
  }
  return {
    won: gameWon(last),
    scoreText: scoreText(gameScore(last), last.rules.scoring),
    actions: frames.length - 1 - undos,
    undos,
    recycles,
    durationMs,
  };
}
