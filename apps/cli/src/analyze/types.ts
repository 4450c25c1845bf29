import type { InvalidSession } from '@klondike/analysis';
import type { AnalyzedSession } from './fold.js';
import type { ParquetWrite, QueryRows } from './db.js';

/** Everything an analysis produced, before it is printed. */
export interface Analysis {
  readonly sessions: number;
  /** The rows, kept only when printed (`--json`, `--csv`), without their think times (`thinkTimesMs` is empty: they are in the database). */
  readonly rows: AnalyzedSession[];
  readonly invalid: InvalidSession[];
  readonly aggregate: Record<string, QueryRows>;
  readonly files: number;
  readonly solved: boolean;
  /** Whether each game was reviewed (`--review`). */
  readonly reviewed: boolean;
  /** Sessions read more than once (a repeated `session_key`): a file given twice, or a copy of one. */
  readonly duplicates: number;
  /** What `--parquet` wrote, when it was given. */
  readonly parquet?: ParquetWrite;
}
