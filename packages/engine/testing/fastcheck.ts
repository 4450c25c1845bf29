import fc from 'fast-check';

/**
 * Bounds for every property run of both test suites (fast-check): a seed, a number of runs, a
 * time limit that also stops shrinking, and a skip limit, so a failing random walk reports its
 * (partly) shrunk counterexample instead of hanging. A run the limit stops before its last case
 * fails: a passing property has checked all its cases, however slow the machine. fast-check prints the seed and the path of a
 * failure in its report; rerun with `FC_SEED=<seed>` (and `FC_PATH=<path>` to replay one case).
 */

const env = (name: string): string | undefined => {
  const value = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** Whether a deep run was asked for (`DEEP=1`): more runs, longer limits. */
export const DEEP = env('DEEP') !== undefined && env('DEEP') !== '0';

/** The seed of every property run: `FC_SEED` when set, else a fixed one, so a bounded run is repeatable. */
export const PROPERTY_SEED: number = env('FC_SEED') !== undefined ? Number(env('FC_SEED')) : 20261201;

/** Options of {@link boundedRun}. */
export interface BoundedRunOptions {
  /** Runs of the property (a bounded run's number; DEEP runs do not scale it here). */
  readonly numRuns: number;
  /**
   * Milliseconds after which runs and shrinking stop (default 45 s, under vitest's 60 s limit per
   * test so that fast-check's report, with its seed, is what fails; DEEP 10 min). Only a hang or
   * a long shrink reaches it: a run stopped before its last case fails.
   */
  readonly timeLimit?: number | undefined;
}

/**
 * fast-check parameters bounding a property run: `seed` ({@link PROPERTY_SEED}), `numRuns`, the
 * `interruptAfterTimeLimit` plugin (stops running and shrinking; a counterexample found by then is
 * still reported, and a run stopped before its `numRuns` cases is a failure, never a silent pass
 * over fewer cases: fast-check throws "Property interrupted after N tests"), `maxSkipsPerRun` and,
 * with `FC_PATH`, the path to replay.
 */
export function boundedRun<T>(options: BoundedRunOptions): fc.Parameters<T> {
  const path = env('FC_PATH');
  return {
    seed: PROPERTY_SEED,
    numRuns: options.numRuns,
    plugins: [fc.interruptAfterTimeLimit(options.timeLimit ?? (DEEP ? 600_000 : 45_000), { failOnInterrupt: true })],
    maxSkipsPerRun: 100,
    ...(path === undefined ? {} : { path }),
  };
}
