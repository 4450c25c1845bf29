import {
  journalEntries,
  makeAction,
  moveLogActions,
  replay,
  type Game,
  type JournalEntry,
  type Position,
  type Refusal,
  type Result,
} from '@klondike/engine';
import { solve, solverPlays, type SolveBudget, type SolveResult, type UnknownReason } from './solve.js';

/** What {@link lostAt} found. */
export type LostAtVerdict = 'winnable' | 'lost' | 'lost-at-deal' | 'unknown';

interface LostAtCounts {
  /** Solver calls made. */
  readonly calls: number;
  /** Milliseconds of all calls. */
  readonly ms: number;
}

/**
 * Where a game was lost:
 * - `winnable`: the game's current position can still be won (or is won); `line` wins from it;
 * - `lost-at-deal`: the game could not be won from its start;
 * - `lost`: the action `action` (notation), number `moveIndex` of the move log (1-based) and number
 *   `journalIndex` of the journal (1-based, counting undos), turned a winnable game into a lost one;
 *   `lastWinnable` is the position before it and `line` a winning line from there;
 * - `unknown`: the solver could not decide the position after `moveIndex` actions (`reason`); what was
 *   decided so far is kept: the position after `winnableUpTo` actions is winnable, the one after
 *   `lostFrom` actions is lost (null when not known).
 */
export type LostAtReport =
  | ({ readonly verdict: 'winnable'; readonly line: readonly string[] } & LostAtCounts)
  | ({ readonly verdict: 'lost-at-deal' } & LostAtCounts)
  | ({
      readonly verdict: 'lost';
      readonly moveIndex: number;
      readonly journalIndex: number;
      readonly action: string;
      readonly lastWinnable: Position;
      readonly line: readonly string[];
    } & LostAtCounts)
  | ({
      readonly verdict: 'unknown';
      readonly reason: UnknownReason;
      readonly moveIndex: number;
      readonly winnableUpTo: number | null;
      readonly lostFrom: number | null;
    } & LostAtCounts);

/** For each move-log action (0-based), the 1-based journal index of the entry that played it: undos pop. */
function journalIndexes(game: Game): number[] {
  const stack: number[] = [];
  journalEntries(game).forEach((entry, i) => {
    if (entry.action.type === 'undo') stack.pop();
    else stack.push(i + 1);
  });
  return stack;
}

/**
 * Finds the first action after which a game could no longer be won. Winnability is only lost, never
 * regained, along a played line (every position reachable from a lost one is lost), so a binary search
 * over the move log's positions needs about log2(n) + 2 solver calls. An undecided call does not end
 * it: a won position later on the line proves every earlier one won, so the search goes on around the
 * undecided positions (at most {@link MAX_UNKNOWN_CALLS} undecided calls in all).
 * @param game a game (its start and journal; from a session, build it with the engine's `replay`)
 * @param budget the budget of each solver call (see {@link solve})
 * @returns the report; when the undecided calls leave the answer open, an `unknown` report (the first
 *   undecided position, and what was decided) instead of a guess;
 *   a game of a variant the solver does not play (RULES §10) is `unknown` with reason `variant`, no call made
 */
export function lostAt(game: Game, budget: SolveBudget = {}): LostAtReport {
  if (!solverPlays(game.rules))
    return { verdict: 'unknown', reason: 'variant', moveIndex: 0, winnableUpTo: null, lostFrom: null, calls: 0, ms: 0 };
  const positions: Position[] = [game.initialPosition];
  for (let e = game.moveLog; e; e = e.previous) positions[e.length] = e.position;
  const n = positions.length - 1;
  let calls = 0;
  let ms = 0;
  const decide = (index: number): SolveResult => {
    calls++;
    const solved = solve(positions[index]!, game.rules, budget);
    // positions of a game are valid for its rules; a refusal here would be an engine bug, reported as unknown
    const result: SolveResult = solved.ok
      ? solved.value
      : // Stryker disable next-line ObjectLiteral,StringLiteral: unreachable: the positions of a game are valid input for its rules
        { result: 'unknown', reason: 'cancelled', nodes: 0, positions: 0, ms: 0 };
    ms += result.ms;
    return result;
  };
  const unknown = (
    reason: UnknownReason,
    moveIndex: number,
    winnableUpTo: number | null,
    lostFrom: number | null,
  ): LostAtReport => ({
    verdict: 'unknown',
    reason,
    moveIndex,
    winnableUpTo,
    lostFrom,
    calls,
    ms,
  });

  const last = decide(n);
  if (last.result === 'won') return { verdict: 'winnable', line: last.line, calls, ms };
  if (last.result === 'unknown') return unknown(last.reason, n, null, null);
  if (n === 0) return { verdict: 'lost-at-deal', calls, ms };
  // the deal first: a deal lost from the start is common and is then one more call only
  const start = decide(0);
  if (start.result === 'lost') return { verdict: 'lost-at-deal', calls, ms };
  // Stryker disable next-line ConditionalExpression: only an unknown result has the reason `cancelled`
  if (start.result === 'unknown' && start.reason === 'cancelled') return unknown('cancelled', 0, null, n);

  // Invariant: the position after `winnable` actions is won (-1: none proven yet), the one after `lost`
  // is lost, every index in between is open. A won position proves every earlier one won (the played
  // line leads from them to it), so an undecided call does not end the search: it goes on among the
  // open indexes after the undecided ones first (fewer cards left, so usually quicker to decide), then
  // before them; only when every open index is undecided is the report unknown.
  let winnable = -1;
  // Stryker disable next-line ArrayDeclaration: read only once a won position set it
  let line: readonly string[] = [];
  let lost = n;
  let firstUnknown: { readonly index: number; readonly reason: UnknownReason } | null = null;
  const undecided = new Set<number>();
  if (start.result === 'won') {
    winnable = 0;
    line = start.line;
  } else {
    undecided.add(0);
    firstUnknown = { index: 0, reason: start.reason };
  }
  while (lost - winnable > 1) {
    const mid = nextProbe(winnable, lost, undecided);
    if (mid === null || undecided.size >= MAX_UNKNOWN_CALLS) {
      // Stryker disable next-line ObjectLiteral,ArithmeticOperator: unreachable: this is reached only after an undecided call (four of them, or every open index undecided), which set `firstUnknown`
      const at = firstUnknown ?? { index: mid ?? winnable + 1, reason: 'nodes' as const };
      return unknown(at.reason, at.index, winnable >= 0 ? winnable : null, lost);
    }
    const verdict = decide(mid);
    if (verdict.result === 'unknown') {
      // a cancel stops the whole report, not just the call
      if (verdict.reason === 'cancelled') return unknown('cancelled', mid, winnable >= 0 ? winnable : null, lost);
      undecided.add(mid);
      firstUnknown ??= { index: mid, reason: verdict.reason };
      continue;
    }
    if (verdict.result === 'won') {
      winnable = mid;
      line = verdict.line;
    } else lost = mid;
  }
  // Stryker disable next-line ObjectLiteral,StringLiteral: unreachable: the loop ends with a won position, the deal or a later one (after an undecided deal, index 0 stays open and no later verdict closes it)
  if (winnable < 0) return { verdict: 'lost-at-deal', calls, ms };
  const actions = moveLogActions(game);
  return {
    verdict: 'lost',
    moveIndex: lost,
    journalIndex: journalIndexes(game)[lost - 1]!,
    action: makeAction(actions[lost - 1]!),
    lastWinnable: positions[winnable]!,
    line,
    calls,
    ms,
  };
}

/**
 * Most undecided solver calls one {@link lostAt} makes before it reports `unknown`: each costs a whole
 * budget, so this bounds the report's time at about this many budgets more than the decided search.
 */
const MAX_UNKNOWN_CALLS = 4;

/**
 * The next index to decide among the open ones (strictly between `winnable` and `lost`), skipping the
 * `undecided` ones: the middle of the open indexes above the highest undecided one when there are
 * any (those are the positions nearer the end, with fewer cards), else the middle of all open ones;
 * null when every open index is undecided.
 */
function nextProbe(winnable: number, lost: number, undecided: ReadonlySet<number>): number | null {
  let highest = winnable;
  for (const u of undecided) if (u > winnable && u < lost && u > highest) highest = u;
  const open: number[] = [];
  if (lost - highest > 1) for (let i = highest + 1; i < lost; i++) open.push(i);
  else for (let i = winnable + 1; i < lost; i++) if (!undecided.has(i)) open.push(i);
  return open.length === 0 ? null : open[(open.length - 1) >>> 1]!;
}

/** Why {@link lostAtJournal} could not replay a journal: the 1-based index of the refused entry and the refusal. */
export interface JournalRefusal {
  readonly index: number;
  readonly refusal: Refusal;
}

/**
 * {@link lostAt} for a start and a journal, as a session file holds them: replays the journal with the
 * engine's `replay` first.
 * @param start the game at its start (e.g. `gameFromCode`, `gameFromDeck`, `gameFromPosition`)
 * @param entries the journal, oldest first (actions and undos)
 * @returns the report, or the entry the engine refused (nothing is searched then)
 */
export function lostAtJournal(
  start: Game,
  entries: readonly JournalEntry[],
  budget: SolveBudget = {},
): Result<LostAtReport, JournalRefusal> {
  const replayed = replay(start, entries);
  if (!replayed.ok) return { ok: false, error: { index: replayed.error.index, refusal: replayed.error.refusal } };
  return { ok: true, value: lostAt(replayed.value, budget) };
}
