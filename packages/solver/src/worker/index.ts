/**
 * @klondike/solver/worker: the solver in a browser's module Web Worker, behind a small
 * client: `createSolverClient()` with `solve`, `lostAt`, `hint`, `winnableDeal`, `cancel`, `dispose`.
 */
export {
  createSolverClient,
  plainEntries,
  rulesOptionsOf,
  type SolverAnswer,
  type SolverClient,
  type SolverClientOptions,
  type WinnableDealLimits,
} from './client.js';
export {
  createWorkerTasks,
  type TaskErrors,
  type TaskMessage,
  type TaskStop,
  type WorkerTasks,
  type WorkerTasksOptions,
} from './workerTasks.js';
export { serveSolver, runTask, type SolverPort } from './serve.js';
export { PAGE_SEARCH_LIMITS, PAGE_WINNABLE_DEAL_LIMITS, searchLimitsText } from './protocol.js';
export type {
  DealProgress,
  FromWorker,
  HintRequest,
  SearchLimits,
  SolverTask,
  SolverTaskError,
  SolverTaskErrorCode,
  SolverWorker,
  TaskWorker,
  ToWorker,
  WinnableDeal,
} from './protocol.js';
export type { LostAtReport, LostAtVerdict } from '../lostAt.js';
export type { Hint, HintReason } from '../hint.js';
export type { SolveResult, UnknownReason } from '../solve.js';
