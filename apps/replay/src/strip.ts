import { act, gameFromPosition, parseAction, type Game, type Position, type Rules } from '@klondike/engine';
import type { LostAtReport } from '@klondike/solver/worker';
import type { FrameLines } from './frames.js';
import { openedGame, type OpenedGame } from './loader.js';

/** What the strip shows for one frame: winnable, lost, not decided by the solver, or still being searched. */
export type StripState = 'winnable' | 'lost' | 'unknown' | 'pending';

/**
 * The solver's verdicts on a recording's frames (the replay strip), from one `lostAt` of the
 * recorded game; null while it searches (every frame pending), so that no cell is made before there
 * is a verdict (a long game's cells, 234,000 of them, were 7 ms of the view's first render). Winnability is only lost along a played line, so a frame whose move log is a prefix
 * of the game's final move log is winnable before the losing action and lost from it. A frame on a
 * line the player later undid is lost when it branched off at or after the losing action (everything
 * reachable from a lost position is lost) and otherwise unknown: that line was never searched.
 * @param lines the recording's frame lines (frame i: the game after journal entry i; the last one is the recorded game)
 * @param report the solver's `lostAt` of the last frame's game, or null while it searches
 */
export function stripStates(lines: FrameLines, report: LostAtReport | null): StripState[] | null {
  if (!report) return null;
  const { logLength, shared } = lines;
  const n = logLength.length;
  if (n === 0) return [];
  const final = logLength[n - 1]!;
  // the move-log lengths known winnable (up to) and lost (from)
  const [winnableUpTo, lostFrom] =
    report.verdict === 'winnable'
      ? [final, Infinity]
      : report.verdict === 'lost'
        ? [report.moveIndex - 1, report.moveIndex]
        : report.verdict === 'lost-at-deal'
          ? [-1, 0]
          : [report.winnableUpTo ?? -1, report.lostFrom ?? Infinity];
  const out: StripState[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const length = logLength[i]!;
    // on the final line: by its length; off it, by where it left the final line
    out[i] =
      shared[i] === length
        ? length <= winnableUpTo
          ? 'winnable'
          : length >= lostFrom
            ? 'lost'
            : 'unknown'
        : shared[i]! >= lostFrom
          ? 'lost'
          : 'unknown';
  }
  return out;
}

/** The strip's states with the review's exact verdicts filled in, and the frames where the two disagree. */
export interface MergedStrip {
  /** One state per frame; null while neither the solver nor the review has decided a frame (every frame pending). */
  readonly states: readonly StripState[] | null;
  /** Frames both decided differently: a bug in the solver or the review (the strip's own cell is kept there). */
  readonly conflicts: number[];
}

/**
 * One verdict per frame on the replay page: the strip's, with each cell the solver left undecided
 * (`unknown`, or `pending` while it searches) taken from the review's exact verdict of the same
 * position, so the strip never says "not decided" where the review decided. Both are exact (every card
 * known), so a frame both decided differently is reported, never silently picked.
 * @param states the strip's states ({@link stripStates}), one per frame, or null while the solver searches
 * @param frames how many frames the recording has
 * @param start the review's exact verdict on frame 0 (the deal), or null/undefined before it is reviewed or when undecided
 * @param moves the review's entries so far: entry `journalIndex` is frame `journalIndex`; `winnable` null when undecided
 */
export function mergeVerdicts(
  states: readonly StripState[] | null,
  frames: number,
  start: boolean | null | undefined,
  moves: readonly { readonly journalIndex: number; readonly winnable: boolean | null }[],
): MergedStrip {
  // nothing reviewed yet (every view's first render): the strip's own states, not a copy of each cell
  if ((start === null || start === undefined) && moves.length === 0) return { states, conflicts: [] };
  const out = states === null ? new Array<StripState>(frames).fill('pending') : [...states];
  const conflicts: number[] = [];
  const take = (i: number, winnable: boolean | null | undefined): void => {
    if (winnable === null || winnable === undefined || i < 0 || i >= out.length) return;
    const exact: StripState = winnable ? 'winnable' : 'lost';
    const cell = out[i];
    if (cell === 'unknown' || cell === 'pending') out[i] = exact;
    else if (cell !== exact) conflicts.push(i);
  };
  take(0, start);
  for (const m of moves) take(m.journalIndex, m.winnable);
  return { states: out, conflicts };
}

/**
 * A winning line as a game to watch like a recording: the position and rules it starts from and each
 * token played through the engine.
 * @returns the game, or null when the engine refuses a token (a solver bug: nothing is shown then)
 */
export function lineGame(position: Position, rules: Rules, line: readonly string[]): OpenedGame | null {
  const start = gameFromPosition(position, rules);
  if (!start.ok) return null;
  const history: Game[] = [start.value];
  for (const token of line) {
    const action = parseAction(token);
    if (!action.ok) return null;
    const next = act(history[history.length - 1]!, action.value);
    if (!next.ok) return null;
    history.push(next.value);
  }
  return openedGame(null, history[history.length - 1]!, history);
}
