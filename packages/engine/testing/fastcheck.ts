import type fc from 'fast-check';

/**
 * Bounds for every property run of both test suites (fast-check): a seed, a number of runs, a
 * time limit that also stops shrinking, and a skip limit, so a failing random walk reports its
 * (partly) shrunk counterexample instead of hanging. fast-check prints the seed and the path of a
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
  /** Milliseconds after which runs and shrinking stop (default 20 s, DEEP 10 min). */
  readonly timeLimit?: number | undefined;
}

/**
 * fast-check parameters bounding a property run: `seed` ({@link PROPERTY_SEED}), `numRuns`,
 * `interruptAfterTimeLimit` (stops running and shrinking; a counterexample found by then is still
 * reported), `maxSkipsPerRun` and, with `FC_PATH`, the path to replay.
 */
export function boundedRun<T>(options: BoundedRunOptions): fc.Parameters<T> {
  const path = env('FC_PATH');
  return {
    seed: PROPERTY_SEED,
    numRuns: options.numRuns,
    interruptAfterTimeLimit: options.timeLimit ?? (DEEP ? 600_000 : 20_000),
    maxSkipsPerRun: 100,
    ...(path === undefined ? {} : { path }),
  };
}
