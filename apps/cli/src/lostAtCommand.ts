import { makePosition, type Game } from '@klondike/engine';
import { cpuNowMs, lostAt, type LostAtReport } from '@klondike/solver';
import { timeBudget, type TimeBudget } from './solverBudget.js';
import { reasonText, timeText, wrapTokens } from './solveGame.js';

/**
 * One session's report as `lost-at --json` prints it: the solver's report
 * with `lastWinnable` as a position text (RULES §9), `winnableAtDeal` (true, false, or
 * null when not decided), `ms` (wall time) rounded and, under a CPU budget, `cpuMs`: the CPU time
 * the calls took (`process.cpuUsage`, the clock the budget counts).
 */
export type LostAtJson = PrintedReport<LostAtReport> & {
  readonly winnableAtDeal: boolean | null;
  readonly cpuMs?: number;
};

/** Each report variant with a position text in place of the `lastWinnable` position (distributes over the union). */
type PrintedReport<R> = R extends { readonly lastWinnable: unknown }
  ? Omit<R, 'lastWinnable'> & { readonly lastWinnable: string }
  : R;

/** Whether the deal could be won, as far as the report decided it. */
export function winnableAtDeal(r: LostAtReport): boolean | null {
  if (r.verdict === 'winnable' || r.verdict === 'lost') return true;
  if (r.verdict === 'lost-at-deal') return false;
  return r.winnableUpTo !== null ? true : r.lostFrom === 0 ? false : null;
}

/** The CPU budget of each of `lost-at`'s solver calls when `--cpu-ms` is not given, in milliseconds. */
export const DEFAULT_LOST_AT_CPU_MS = 10_000;

/** `lost-at`'s budget options as commander parses them (whole milliseconds). */
export interface LostAtBudgetOptions {
  /** A wall-time limit of each solver call, on top of the CPU one (none unless given). */
  readonly timeoutMs?: number;
  /** The CPU-time limit of each solver call (default {@link DEFAULT_LOST_AT_CPU_MS}). */
  readonly cpuMs?: number;
}

/**
 * The solver budget of each `lost-at` call: CPU time (`maxCpuMs`, `--cpu-ms`, default
 * {@link DEFAULT_LOST_AT_CPU_MS}), and a wall-time limit only when `--timeout-ms` is given. CPU time,
 * because on a loaded machine a wall-time budget gives each call less search, so the same file could be
 * decided on one run and not on the next.
 */
export function lostAtBudget(options: LostAtBudgetOptions): TimeBudget {
  return timeBudget(options.timeoutMs, options.cpuMs ?? DEFAULT_LOST_AT_CPU_MS, Infinity);
}

/**
 * Runs `lostAt` on a game and gives its printed shape.
 * @param budget each solver call's limits: `maxMs` of wall time and/or `maxCpuMs` of CPU time
 * @param cpuClock milliseconds of CPU time so far (default the solver's own clock, `cpuNowMs`), read
 *   before and after the calls when the budget has `maxCpuMs`
 */
export function lostAtJson(game: Game, budget: TimeBudget, cpuClock: () => number = cpuNowMs): LostAtJson {
  const cpuStarted = budget.maxCpuMs === undefined ? undefined : cpuClock();
  const r = lostAt(game, budget);
  const ms = Math.round(r.ms);
  const cpu = cpuStarted === undefined ? {} : { cpuMs: Math.round(cpuClock() - cpuStarted) };
  if (r.verdict === 'lost')
    return { ...r, ms, ...cpu, winnableAtDeal: true, lastWinnable: makePosition(r.lastWinnable) };
  return { ...r, ms, ...cpu, winnableAtDeal: winnableAtDeal(r) };
}

/**
 * The readable text of a lost-at report: winnable at the deal or not; for a lost game the journal
 * index and notation of the losing action and a winning line from the last winnable position; for
 * an undecided call, what was decided and why not more.
 * @returns lines joined by `\n`, without a trailing newline
 */
export function renderLostAt(r: LostAtJson, width: number): string {
  const calls = `${r.calls} solver calls, ${timeText(r.ms, r.cpuMs)}`;
  switch (r.verdict) {
    case 'winnable':
      return [
        'winnable at the deal: yes',
        'not lost: the game can still be won from its current position',
        `winning line from here (${r.line.length} actions):`,
        ...wrapTokens(r.line, width),
        calls,
      ].join('\n');
    case 'lost-at-deal':
      return ['winnable at the deal: no (proven lost from the start)', calls].join('\n');
    case 'lost':
      return [
        'winnable at the deal: yes',
        `lost at action ${r.journalIndex} of the journal (move ${r.moveIndex} of the move log): ${r.action}`,
        `last winnable position: ${r.lastWinnable}`,
        `winning line from there (${r.line.length} actions):`,
        ...wrapTokens(r.line, width),
        calls,
      ].join('\n');
    case 'unknown': {
      const deal = r.winnableAtDeal === null ? 'not decided' : r.winnableAtDeal ? 'yes' : 'no';
      const known = [
        r.winnableUpTo !== null ? `winnable after ${r.winnableUpTo} moves` : undefined,
        r.lostFrom !== null ? `lost after ${r.lostFrom} moves` : undefined,
      ].filter((s) => s !== undefined);
      return [
        `winnable at the deal: ${deal}`,
        `unknown: the position after move ${r.moveIndex} of the move log was not decided: ${reasonText(r.reason)}`,
        ...(known.length > 0 ? [`decided so far: ${known.join(', ')}`] : []),
        calls,
      ].join('\n');
    }
  }
}
