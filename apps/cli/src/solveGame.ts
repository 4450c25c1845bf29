import { gamePosition } from '@klondike/engine';
import { solve, type SolveResult } from '@klondike/solver';
import { CliError } from './errors.js';
import type { TimeBudget } from './solverBudget.js';
import { startGame, type StartFlags } from './start.js';

/**
 * Solves the start position of a game given as `klondike play` takes it (RULES §2, §4):
 * the same start rule, then `solve` with the game's rules.
 * @param flags one of code, deck or position, and the rules flags
 * @param budget the solver's time limits: `maxMs` of wall time and/or `maxCpuMs` of CPU time (see `timeBudget`)
 * @param otherWay the command's other way to give a start, named when none is given (see `startGame`)
 * @returns the verdict with its counts (`won` with a line in RULES §7 notation, `lost`, or `unknown`)
 * @throws CliError for a bad or conflicting start, or a position the solver refuses
 */
export function solveStart(flags: StartFlags, budget: TimeBudget, otherWay?: string): SolveResult {
  const game = startGame(flags, otherWay);
  const solved = solve(gamePosition(game), game.rules, budget);
  if (!solved.ok) throw new CliError(solved.error.message);
  return solved.value;
}

/**
 * A verdict as `solve --json` prints it: `{"result", "line", "nodes", "positions", "ms"}` with
 * `reason` for `unknown`; `line` is `[]` unless the result is `won`, so every verdict has one shape.
 */
export interface SolveReport {
  readonly result: SolveResult['result'];
  readonly line: readonly string[];
  readonly reason?: string;
  readonly nodes: number;
  readonly positions: number;
  readonly ms: number;
}

/** The printed shape of a verdict (see {@link SolveReport}). */
export function solveReport(r: SolveResult): SolveReport {
  return {
    result: r.result,
    line: r.result === 'won' ? r.line : [],
    ...(r.result === 'unknown' ? { reason: r.reason } : {}),
    nodes: r.nodes,
    positions: r.positions,
    ms: Math.round(r.ms),
  };
}

const REASONS: Readonly<Record<string, string>> = {
  time: 'the time budget (--timeout-ms or --cpu-ms) ran out',
  nodes: 'the node limit was reached',
  memory: 'the position table is full',
  cancelled: 'the search was cancelled',
  variant: 'the solver plays standard Klondike only, not Double Klondike or Klondike with jokers',
};

/** Why a search ended without a verdict, in words. */
export const reasonText = (reason: string | undefined): string => REASONS[reason ?? ''] ?? String(reason);

/**
 * Joins notation tokens into lines of at most `width` characters, each indented by `indent`
 * (a single token longer than the width gets a line of its own).
 */
export function wrapTokens(tokens: readonly string[], width: number, indent = '  '): string[] {
  const lines: string[] = [];
  let current = '';
  for (const token of tokens) {
    const next = current === '' ? indent + token : `${current} ${token}`;
    if (current !== '' && next.length > width) {
      lines.push(current);
      current = indent + token;
    } else current = next;
  }
  if (current !== '') lines.push(current);
  return lines;
}

/**
 * The time solver calls took, as every command prints it: `12 ms` of wall time; with the CPU time
 * measured under a CPU budget (`--cpu-ms`, `process.cpuUsage`), `12 ms wall, 9 ms of CPU`, each
 * figure labelled, since on a loaded machine the two differ many times over.
 * @param ms wall time in milliseconds (whole)
 * @param cpuMs CPU time in milliseconds (whole), when measured
 */
export const timeText = (ms: number, cpuMs?: number): string =>
  cpuMs === undefined
    ? `${ms.toLocaleString('en-US')} ms`
    : `${ms.toLocaleString('en-US')} ms wall, ${cpuMs.toLocaleString('en-US')} ms of CPU`;

/** Counts as `nodes 1,234, positions 987, 12 ms`. */
export const countsText = (r: SolveReport): string =>
  `nodes ${r.nodes.toLocaleString('en-US')}, positions ${r.positions.toLocaleString('en-US')}, ${timeText(r.ms)}`;

/**
 * The readable text of one verdict: the result (with the number of actions of a winning line),
 * the winning line wrapped to `width` columns, and the counts.
 * @returns lines joined by `\n`, without a trailing newline
 */
export function renderSolve(r: SolveReport, width: number): string {
  const head =
    r.result === 'won'
      ? `won: a winning line of ${r.line.length} actions`
      : r.result === 'lost'
        ? 'lost: proven, no line from this position wins'
        : `unknown: not decided, ${reasonText(r.reason)}`;
  return [head, ...(r.result === 'won' ? wrapTokens(r.line, width) : []), countsText(r)].join('\n');
}
