import type { PackedJournal, Position, RulesOptions, StartText } from '@klondike/engine';
import type { Hint } from '../hint.js';
import type { LostAtReport } from '../lostAt.js';
import type { SolveResult, SolverErrorCode } from '../solve.js';

/**
 * The messages between a page and the solver's Web Worker. Every
 * message is plain data (structured clone): rules travel as their options and are rebuilt with the
 * engine's `makeRules` in the worker, a game as its start fields and journal.
 */

/**
 * Limits of each search of a task. `maxNodes` (positions expanded) gives the same verdict on any
 * machine, idle or loaded; `maxMs` (wall time) does not: a search that ran out of it on a busy machine
 * may have decided on an idle one. With `maxNodes` alone there is no wall-time limit; with neither,
 * the solver's default wall time (10 s). A page keeps playing while it runs (the search is in the
 * worker, and a cancel stops it).
 */
export interface SearchLimits {
  readonly maxNodes?: number;
  readonly maxMs?: number;
}

/**
 * The pages' limits of each search (the web client's status, hint and "winnable deals only", the
 * replay viewer's "where the game was lost"): positions, not time, so the verdict a page shows is the
 * same however fast or busy the machine. A million positions is 3 to 4 s of one core at the solver's
 * usual 250,000 to 320,000 positions a second (docs/performance.md), what the 4 s wall budget it
 * replaces gave an idle machine; a typical deal is decided in a few hundred.
 */
export const PAGE_SEARCH_LIMITS: SearchLimits = { maxNodes: 1_000_000 };

/**
 * How long the page's "winnable deals only" looks: deals, and positions of all their searches together.
 * The deal count is not the limit that matters: under `app` draw 3 Vegas (one pass) about one deal in
 * 40 is winnable, but each is decided in a few thousand positions (1,000 deals: 2.1 million positions,
 * 4.3 s of CPU), so 2,000 deals miss one with odds of about 1 in 10^22. Under the rules where a third
 * or more of the deals are winnable, a deal can take the whole million positions: 20 million in all
 * (a minute or so of the worker's time, the page stays responsive and can stop it) still covers at
 * least 20 such deals.
 */
export const PAGE_WINNABLE_DEAL_LIMITS = { maxDeals: 2_000, maxTotalNodes: 20_000_000 } as const;

/** The limits in words, for a message: "1,000,000 positions", "4000 ms", "1,000,000 positions or 4000 ms". */
export function searchLimitsText(limits: SearchLimits): string {
  const parts = [
    ...(limits.maxNodes === undefined ? [] : [`${limits.maxNodes.toLocaleString('en-US')} positions`]),
    ...(limits.maxMs === undefined ? [] : [`${limits.maxMs} ms`]),
  ];
  return parts.length === 0 ? "the solver's default time" : parts.join(' or ');
}

/** Decide one position (RULES §9) under the rules, within `limits`. */
export interface SolveRequest {
  readonly kind: 'solve';
  readonly position: Position;
  readonly rules: RulesOptions;
  readonly limits: SearchLimits;
}

/**
 * Where a game was lost: its start (as `makeGameStart` writes it) and its journal, oldest first, packed
 * (the engine's `packJournal`: a long game's 234,000 entries as objects took up to a second to clone).
 */
export interface LostAtRequest {
  readonly kind: 'lostAt';
  readonly start: StartText;
  readonly journal: PackedJournal;
  /** The limits of each solver call of the binary search. */
  readonly limits: SearchLimits;
}

/**
 * Try deals under the rules until one is proven winnable, at most `maxDeals`, each within `limits`, all
 * of them within `maxTotalNodes` positions (the last search gets what is left): random deals, or the
 * deal numbers from `firstDeal` on in order (a reproducible run).
 */
export interface WinnableDealRequest {
  readonly kind: 'winnableDeal';
  readonly rules: RulesOptions;
  readonly limits: SearchLimits;
  readonly maxDeals: number;
  readonly maxTotalNodes?: number;
  readonly firstDeal?: number;
}

/**
 * The hint a person would give (the solver's `chooseHint`): from a position and a winning line from
 * it, with the position before the last action (`previous`, or null) so the hint does not lead back.
 */
export interface HintRequest {
  readonly kind: 'hint';
  readonly position: Position;
  readonly previous: Position | null;
  readonly rules: RulesOptions;
  readonly line: readonly string[];
  /** Positions each winnability check may expand (default: `chooseHint`'s). */
  readonly nodesPerCheck?: number;
}

export type SolverTask = SolveRequest | LostAtRequest | WinnableDealRequest | HintRequest;

/** A deal proven winnable: its game code (`KL1-...`), the deals tried (this one included), the winning line's length. */
export interface WinnableDeal {
  readonly code: string;
  readonly tried: number;
  readonly lineLength: number;
  /** Milliseconds of all the searches. */
  readonly ms: number;
}

/** What each task answers. */
export interface TaskValue {
  readonly solve: SolveResult;
  readonly lostAt: LostAtReport;
  readonly winnableDeal: WinnableDeal;
  readonly hint: Hint | null;
}

/** Progress of a `winnableDeal` task: deals tried so far. */
export interface DealProgress {
  readonly tried: number;
  readonly maxDeals: number;
}

/**
 * Stable codes of a failed task: the solver's own input errors, a start or journal the engine refused,
 * no winnable deal within `maxDeals`, a cancel, a worker that failed to load or crashed, a message that
 * is not a task.
 */
export type SolverTaskErrorCode =
  | SolverErrorCode
  | 'ERR_SOLVER_START'
  | 'ERR_SOLVER_JOURNAL'
  | 'ERR_SOLVER_NO_DEAL'
  | 'ERR_SOLVER_CANCELLED'
  | 'ERR_SOLVER_WORKER'
  | 'ERR_SOLVER_MESSAGE';

export interface SolverTaskError {
  readonly code: SolverTaskErrorCode;
  readonly message: string;
}

/** Page -> worker: run a task under an id (`cancelFlag`: an Int32Array over a SharedArrayBuffer, set to 1 to cancel), or cancel one. */
export type ToWorker =
  | { readonly type: 'run'; readonly id: number; readonly task: SolverTask; readonly cancelFlag?: Int32Array }
  | { readonly type: 'cancel'; readonly id: number };

/** Worker -> page: a task's answer, its failure, or its progress. */
export type FromWorker =
  | { readonly type: 'done'; readonly id: number; readonly value: TaskValue[SolverTask['kind']] }
  | { readonly type: 'failed'; readonly id: number; readonly error: SolverTaskError }
  | { readonly type: 'progress'; readonly id: number; readonly progress: DealProgress };

/**
 * What a worker client needs of a Web Worker (a page's `Worker`, or a test's fake): it posts `In`
 * messages to it and hears `Out` messages from it. The solver's and the review's clients share it.
 */
export interface TaskWorker<In, Out> {
  postMessage(message: In): void;
  terminate(): void;
  onmessage: ((event: { readonly data: Out }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** The solver's worker as its client sees it. */
export type SolverWorker = TaskWorker<ToWorker, FromWorker>;
