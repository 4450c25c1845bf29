import {
  applyAction,
  err,
  isColumnPile,
  isFoundationPile,
  legalActions,
  makeAction,
  makePosition,
  ok,
  parseAction,
  pileIndex,
  rankOf,
  type Action,
  type Applied,
  type Position,
  type Result,
  type Rules,
} from '@klondike/engine';
import { checkSolverInput, solve, type SolveBudget, type SolverError } from './solve.js';

/**
 * Why a hinted action is worth making, as a person would say it:
 * - `ace-up`: an Ace goes to its foundation;
 * - `frees-face-down`: the move turns up a face-down card;
 * - `to-foundation`: another card goes up;
 * - `plays-waste`: the waste's card goes to a column;
 * - `draw`, `recycle`: the stock is the only way on that keeps the game winnable;
 * - `builds`: a column move that turns nothing up (it makes room for a later one);
 * - `from-foundation`: a card comes back down from a foundation, which the win needs.
 */
export type HintReason =
  'ace-up' | 'frees-face-down' | 'to-foundation' | 'plays-waste' | 'draw' | 'recycle' | 'builds' | 'from-foundation';

/** A hint: the action to make (RULES §7 notation), why, and a winning line that starts with it. */
export interface Hint {
  readonly action: string;
  readonly reason: HintReason;
  /** A winning line from the position, `action` first; the engine plays it to a won game. */
  readonly line: readonly string[];
}

/** Limits of {@link chooseHint}'s checks. */
export interface HintBudget {
  /** Positions each winnability check may expand (default 50,000); a check that runs out counts as "not proven". */
  readonly nodesPerCheck?: number;
  /** Most checks (default 6): candidates past it are not tried. */
  readonly maxChecks?: number;
  /** Polled between and inside checks; returning true stops trying and falls back to the given line. */
  readonly cancelled?: () => boolean;
}

/** Preference order: lower first. Only these kinds are tried in place of the line's own next action. */
const PREFERRED: Readonly<Record<HintReason, number>> = {
  'ace-up': 0,
  'frees-face-down': 1,
  'to-foundation': 2,
  'plays-waste': 3,
  // taken only when they are the winning line's own next action (see chooseHint)
  draw: 9,
  recycle: 9,
  builds: 9,
  'from-foundation': 9,
};
const PROGRESS_LIMIT = 3;

/** Why `action` (made in `position`, giving `applied`) helps, in {@link HintReason} terms. */
export function hintReason(position: Position, action: Action, applied: Applied): HintReason {
  if (action.type === 'draw') return 'draw';
  if (action.type === 'recycle') return 'recycle';
  // Stryker disable next-line ConditionalExpression,StringLiteral: an action that is neither a draw nor a recycle is a move
  if (action.type !== 'move') return 'builds';
  // Stryker disable next-line ConditionalExpression,StringLiteral: `F` is a foundation pile too; the first test is a shortcut
  if (action.to === 'F' || isFoundationPile(action.to)) {
    const card =
      action.from === 'W'
        ? position.waste[position.waste.length - 1]
        : isColumnPile(action.from)
          ? // Stryker disable next-line OptionalChaining: a legal move's source column is there
            position.tableau[pileIndex(action.from)]?.cards.at(-1)
          : undefined;
    // Stryker disable next-line ConditionalExpression: a legal move's source holds a card, and no rank of an absent card is 1
    if (card !== undefined && rankOf(card) === 1) return 'ace-up';
    return applied.flipped ? 'frees-face-down' : 'to-foundation';
  }
  if (applied.flipped) return 'frees-face-down';
  if (action.from === 'W') return 'plays-waste';
  if (isFoundationPile(action.from)) return 'from-foundation';
  return 'builds';
}

/**
 * Chooses the hint a person would give among the winning continuations: foundation moves (an Ace
 * first), moves that turn up a face-down card, then waste plays, each tried in that order and taken
 * when the solver proves the game still winnable after it (within `nodesPerCheck`); otherwise the
 * winning line's own next action. Draws, recycles, column moves that turn nothing up and cards back
 * from a foundation are never put in place of the line's action, so each replacement makes progress
 * (a card up, a card turned, a card out of the talon) and following hints cannot circle. A candidate
 * leading back to `previous` (the position before the last action) is skipped for the same reason.
 * The rules (what is legal, what a move turns up) are the engine's; winnability is the solver's.
 * @param position the position in view (RULES §9)
 * @param rules the game's rules
 * @param line a winning line from `position` (RULES §7 notation), as `solve` or `lostAt` gives it
 * @param previous the position before the last action made, if any
 * @returns the hint (null when `line` is empty: the game is won), or a {@link SolverError} for a
 *   position the solver does not take or a line whose first token the engine refuses
 */
export function chooseHint(
  position: Position,
  rules: Rules,
  line: readonly string[],
  previous: Position | null = null,
  budget: HintBudget = {},
): Result<Hint | null, SolverError> {
  const wrong = checkSolverInput(position, rules);
  if (wrong) return err(wrong);
  const first = line[0];
  if (first === undefined) return ok(null);
  const parsed = parseAction(first);
  const lineApplied = parsed.ok && parsed.value.type !== 'undo' ? applyAction(position, rules, parsed.value) : null;
  // Stryker disable next-line ConditionalExpression,StringLiteral,OptionalChaining: `lineApplied` is null exactly when the token is no action or an undo, so the last test alone decides; the first two narrow the type
  if (!parsed.ok || parsed.value.type === 'undo' || !lineApplied?.ok)
    return err({ code: 'ERR_SOLVER_POSITION', message: `the line's first action "${first}" is not legal here` });
  const lineAction = parsed.value;
  const lineReason = hintReason(position, lineAction, lineApplied.value);
  const fallback: Hint = { action: makeAction(lineApplied.value.action), reason: lineReason, line };
  const lineRank = PREFERRED[lineReason];
  const lineKey = makePosition(lineApplied.value.position);
  const previousKey = previous === null ? null : makePosition(previous);

  const candidates: { token: string; reason: HintReason; after: Position; rank: number; order: number }[] = [];
  legalActions(position, rules).forEach((action, order) => {
    const applied = applyAction(position, rules, action);
    // Stryker disable next-line ConditionalExpression: a legal action always applies
    if (!applied.ok) return;
    const reason = hintReason(position, action, applied.value);
    const rank = PREFERRED[reason];
    // Stryker disable next-line ConditionalExpression,EqualityOperator: every rank past PROGRESS_LIMIT is 9, never below `lineRank`: such a candidate is left out by `rank > lineRank` or `rank === lineRank` below, and `>=` leaves out the equal ranks that test leaves out
    if (rank > PROGRESS_LIMIT || rank > lineRank) return;
    const key = makePosition(applied.value.position);
    // Stryker disable next-line ConditionalExpression: an action that leads where the line's leads has the line's rank, left out below
    if (key === lineKey || key === previousKey) return;
    // of equal rank the line's own action wins: it needs no check
    if (rank === lineRank) return;
    candidates.push({ token: makeAction(applied.value.action), reason, after: applied.value.position, rank, order });
  });
  // Stryker disable next-line ArithmeticOperator: the candidates are pushed in legal-action order and the sort is stable: the tie-break only states it
  candidates.sort((a, b) => a.rank - b.rank || a.order - b.order);

  const maxChecks = budget.maxChecks ?? 6;
  const solveBudget: SolveBudget = {
    maxNodes: budget.nodesPerCheck ?? 50_000,
    maxMs: Infinity,
    ...(budget.cancelled ? { cancelled: budget.cancelled } : {}),
  };
  for (const candidate of candidates.slice(0, maxChecks)) {
    if (budget.cancelled?.()) break;
    const solved = solve(candidate.after, rules, solveBudget);
    if (solved.ok && solved.value.result === 'won')
      return ok({ action: candidate.token, reason: candidate.reason, line: [candidate.token, ...solved.value.line] });
  }
  return ok(fallback);
}

/** What following hints from a position came to: the line played, and its draws and recycles. */
export interface HintGame {
  /** `won`: the line played ends in a won game; `unknown`: the first search found no winning line. */
  readonly result: 'won' | 'unknown';
  readonly line: readonly string[];
  readonly draws: number;
  readonly recycles: number;
}

/** Draws (`D`) and recycles (`R`) of a line. */
export function stockCounts(line: readonly string[]): { draws: number; recycles: number } {
  let draws = 0;
  let recycles = 0;
  for (const token of line) {
    if (token === 'D') draws++;
    else if (token === 'R') recycles++;
  }
  return { draws, recycles };
}

/**
 * Plays a game from `position` by following {@link chooseHint} at every position, as a player pressing
 * Hint and making the hinted action would (the benchmark of hints; each action through the engine).
 * @param searchBudget the first search's limits (the line the hints start from)
 * @returns the line played with its draw and recycle counts; `unknown` when the first search proves no win
 */
export function followHints(
  position: Position,
  rules: Rules,
  searchBudget: SolveBudget = {},
  budget: HintBudget = {},
): Result<HintGame, SolverError> {
  const first = solve(position, rules, searchBudget);
  if (!first.ok) return first;
  if (first.value.result !== 'won') return ok({ result: 'unknown', line: [], draws: 0, recycles: 0 });
  let line = first.value.line;
  let at = position;
  let previous: Position | null = null;
  const played: string[] = [];
  for (;;) {
    const hint = chooseHint(at, rules, line, previous, budget);
    // Stryker disable next-line ConditionalExpression: the position and the line were taken by the first search; the hint's own line follows
    if (!hint.ok) return hint;
    if (hint.value === null) break;
    const parsed = parseAction(hint.value.action);
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a hint's action is one chooseHint applied: never an undo, never refused
    const applied = parsed.ok && parsed.value.type !== 'undo' ? applyAction(at, rules, parsed.value) : null;
    // Stryker disable next-line ConditionalExpression,OptionalChaining,ObjectLiteral,StringLiteral: never refused (see above)
    if (!applied?.ok) return err({ code: 'ERR_SOLVER_POSITION', message: `hint "${hint.value.action}" refused` });
    played.push(hint.value.action);
    previous = at;
    at = applied.value.position;
    line = hint.value.line.slice(1);
  }
  return ok({ result: 'won', line: played, ...stockCounts(played) });
}

/**
 * The order of {@link keepGoingHint}: the hint's own preferences (a card up, a card turned, a waste
 * play), then the stock, then the column moves that turn nothing up, last a card back from a foundation.
 */
const KEEP_GOING: Readonly<Record<HintReason, number>> = {
  ...PREFERRED,
  draw: 4,
  recycle: 5,
  builds: 6,
  'from-foundation': 7,
};

/** A move that keeps a game going where no winning line is left: the action and why (see {@link keepGoingHint}). */
export interface KeepGoingHint {
  readonly action: string;
  readonly reason: HintReason;
}

/**
 * The action a person would still suggest where the game cannot be won (a deal lost from its start):
 * no winning line to follow, so the legal action first in the hint's own order of preference
 * (foundation moves, an Ace first; flips; waste plays; then a draw, a recycle, a column move, a card
 * back from a foundation), skipping one that leads straight back to `previous` so that following it
 * does not go back and forth. No search: what is legal and what a move turns up are the engine's.
 * @param position the position in view (RULES §9)
 * @param rules the game's rules
 * @param previous the position before the last action made, if any
 * @returns the action and its reason, or null when no action is legal (or each leads back)
 */
export function keepGoingHint(
  position: Position,
  rules: Rules,
  previous: Position | null = null,
): KeepGoingHint | null {
  const previousKey = previous === null ? null : makePosition(previous);
  let best: (KeepGoingHint & { readonly rank: number }) | null = null;
  for (const action of legalActions(position, rules)) {
    const applied = applyAction(position, rules, action);
    // Stryker disable next-line ConditionalExpression: a legal action always applies
    if (!applied.ok) continue;
    // Stryker disable next-line ConditionalExpression: no position text equals null
    if (previousKey !== null && makePosition(applied.value.position) === previousKey) continue;
    const reason = hintReason(position, action, applied.value);
    const rank = KEEP_GOING[reason];
    if (best === null || rank < best.rank) best = { action: makeAction(applied.value.action), reason, rank };
  }
  return best && { action: best.action, reason: best.reason };
}
