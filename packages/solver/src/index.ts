/**
 * @klondike/solver: decides Klondike positions with full knowledge of the cards (won with a winning
 * line, proven lost, or unknown within a budget), and finds where a played game was lost.
 * Depends on @klondike/engine only.
 */
export {
  solve,
  solverPlays,
  checkSolverInput,
  cpuNowMs,
  type SolveBudget,
  type SolveCounts,
  type SolveResult,
  type SolverError,
  type SolverErrorCode,
  type UnknownReason,
} from './solve.js';
export { lostAt, lostAtJournal, type JournalRefusal, type LostAtReport, type LostAtVerdict } from './lostAt.js';
export {
  DAILY_FIRST_DATE,
  DAILY_MODES,
  DAILY_NODE_BUDGET,
  dailyDeal,
  dailyDealByRule,
  dailyGameCode,
  dailyModeKey,
  dailyTableIndex,
  dailyTableLast,
  type DailyMode,
  type DailyModeKey,
  type DailyRuleDeal,
} from './daily.js';
export {
  chooseHint,
  followHints,
  hintReason,
  keepGoingHint,
  stockCounts,
  type Hint,
  type HintBudget,
  type HintGame,
  type HintReason,
  type KeepGoingHint,
} from './hint.js';
