import type { InvalidSession } from '@klondike/analysis';
import type { ParquetWrite, QueryRows } from './db.js';

/** Everything an analysis produced, before it is printed. */
export interface Analysis {
  /** Sessions counted: each game once, however many files it was read from. */
  readonly sessions: number;
  readonly invalid: InvalidSession[];
  readonly aggregate: Record<string, QueryRows>;
  /** Session files read or refused as a whole (binary files, left out before reading and listed as invalid, among them). */
  readonly files: number;
  /** Files of the folders searched that were not read, their name not `*.json`, `*.ndjson` or `*.jsonl` (absent: none). */
  readonly skippedFiles?: number;
  /** Of {@link Analysis.files}, those that gave at least one session: the others held only bad records or none. */
  readonly filesWithSessions: number;
  readonly solved: boolean;
  /** Whether each game was reviewed (`--review`). */
  readonly reviewed: boolean;
  /** Sessions read again and skipped (a `session_key` read before): a file given twice, or a copy of one. */
  readonly duplicates: number;
  /** What `--parquet` wrote, when it was given. */
  readonly parquet?: ParquetWrite;
}
