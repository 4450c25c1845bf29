import type { SolveBudget } from '@klondike/solver';

/** The time limits of each solver call a command makes: wall time and/or CPU time, in milliseconds. */
export type TimeBudget = Pick<SolveBudget, 'maxMs' | 'maxCpuMs'>;

/**
 * The budget of `--timeout-ms` and `--cpu-ms`: a CPU budget alone, unless a wall-time one is asked
 * for too. On a loaded machine a wall-time budget gives each call less search, so the same input
 * could be decided on one run and not the next; a CPU budget gives the same answer there.
 * @param timeoutMs `--timeout-ms`, milliseconds of wall time, if given
 * @param cpuMs `--cpu-ms`, milliseconds of CPU time (the process's, as `process.cpuUsage` counts it), if given
 * @param defaultMs the wall time when neither is given
 */
export function timeBudget(timeoutMs: number | undefined, cpuMs: number | undefined, defaultMs: number): TimeBudget {
  return cpuMs === undefined ? { maxMs: timeoutMs ?? defaultMs } : { maxCpuMs: cpuMs, maxMs: timeoutMs ?? Infinity };
}
