/**
 * The worker thread entry of `klondike solve --batch` (run by tinypool from the built
 * `dist/solveWorker.js`): solves one game's start position.
 */
import { CliError } from './errors.js';
import { solveReport, solveStart, type SolveReport } from './solveGame.js';
import type { TimeBudget } from './solverBudget.js';
import type { StartFlags } from './start.js';

/** One game of a batch: where it starts and the time limits of its solver call. */
export interface SolveTask {
  readonly flags: StartFlags;
  readonly budget: TimeBudget;
}

/** A task's outcome, as a value: structured clone keeps plain objects only, not error classes. */
export type SolveOutcome =
  { readonly ok: true; readonly report: SolveReport } | { readonly ok: false; readonly error: string };

/** Solves one task; a bad start comes back as `{ ok: false, error }` (one line), never as a throw. */
export default function solveTask(task: SolveTask): SolveOutcome {
  try {
    return { ok: true, report: solveReport(solveStart(task.flags, task.budget)) };
  } catch (e) {
    if (e instanceof CliError) return { ok: false, error: e.message };
    throw e;
  }
}
