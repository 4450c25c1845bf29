/** The options of `klondike analyze` (kept apart so the command line can list them without loading DuckDB). */
export interface AnalyzeOptions {
  readonly db?: string;
  readonly parquet?: string;
  /** With `parquet`: add to the tables already there (sessions whose key is there are not written again). */
  readonly append?: boolean;
  readonly html?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly solve?: boolean;
  /** Solver budget per call under `--solve`, in milliseconds of wall time. */
  readonly timeoutMs?: number;
  /** Solver budget per call under `--solve`, in milliseconds of CPU time, in place of `timeoutMs` (see `timeBudget`). */
  readonly cpuMs?: number;
  /** Review each game (`@klondike/review`): mistakes against the cards, accuracy, bands per mode. */
  readonly review?: boolean;
  /** Worker threads that fold (1, the default: the main thread folds). */
  readonly jobs?: number;
  readonly lang?: 'en' | 'he' | 'nl';
}

/** Default solver budget per call under `--solve`, in milliseconds. */
export const DEFAULT_ANALYZE_SOLVE_MS = 1000;
