import type { AnalyzedSession } from './row.js';

/** A column's SQL type in the sessions table. */
export type ColumnType = 'VARCHAR' | 'INTEGER' | 'BIGINT' | 'DOUBLE' | 'BOOLEAN';

/** The fields of a row that are one value each (every field but the think times). */
export type ScalarField = {
  [K in keyof AnalyzedSession]: AnalyzedSession[K] extends string | number | boolean | null ? K : never;
}[keyof AnalyzedSession];

/** One column of the sessions table: the row's field, the column's name (snake_case) and SQL type. */
export interface SessionColumn {
  readonly field: ScalarField;
  readonly column: string;
  readonly type: ColumnType;
}

/**
 * The columns of a summary row, in order: the one list from which the DuckDB table (and so Parquet),
 * the appender and the CSV header are made. Column names are snake_case everywhere a table is
 * written (DuckDB, Parquet, CSV); `--json` keeps the TypeScript field names (`field`), as the
 * analysis package's `SessionSummary` names them. What each counts: docs/analysis.md.
 */
export const SESSION_COLUMNS: readonly SessionColumn[] = [
  { field: 'source', column: 'source', type: 'VARCHAR' },
  { field: 'sessionKey', column: 'session_key', type: 'VARCHAR' },
  { field: 'rules', column: 'rules', type: 'VARCHAR' },
  { field: 'draw', column: 'draw', type: 'INTEGER' },
  { field: 'scoring', column: 'scoring', type: 'VARCHAR' },
  { field: 'thoughtful', column: 'thoughtful', type: 'BOOLEAN' },
  { field: 'code', column: 'code', type: 'VARCHAR' },
  { field: 'dealNumber', column: 'deal_number', type: 'BIGINT' },
  { field: 'deal', column: 'deal', type: 'VARCHAR' },
  { field: 'start', column: 'start_kind', type: 'VARCHAR' },
  { field: 'startedAt', column: 'started_at', type: 'VARCHAR' },
  { field: 'won', column: 'won', type: 'BOOLEAN' },
  { field: 'score', column: 'score', type: 'INTEGER' },
  { field: 'scoreText', column: 'score_text', type: 'VARCHAR' },
  { field: 'actions', column: 'actions', type: 'INTEGER' },
  { field: 'undos', column: 'undos', type: 'INTEGER' },
  { field: 'recycles', column: 'recycles', type: 'INTEGER' },
  { field: 'foundationReturns', column: 'foundation_returns', type: 'INTEGER' },
  { field: 'foundationCards', column: 'foundation_cards', type: 'INTEGER' },
  { field: 'faceDownLeft', column: 'face_down_left', type: 'INTEGER' },
  { field: 'durationMs', column: 'duration_ms', type: 'DOUBLE' },
  { field: 'medianThinkMs', column: 'median_think_ms', type: 'DOUBLE' },
  { field: 'longestThinkMs', column: 'longest_think_ms', type: 'DOUBLE' },
  { field: 'firstFoundationMs', column: 'first_foundation_ms', type: 'DOUBLE' },
  { field: 'lastAction', column: 'last_action', type: 'VARCHAR' },
  { field: 'solveVerdict', column: 'solve_verdict', type: 'VARCHAR' },
  { field: 'winnableAtDeal', column: 'winnable_at_deal', type: 'BOOLEAN' },
  { field: 'lostAtIndex', column: 'lost_at_index', type: 'INTEGER' },
  { field: 'lostAtAction', column: 'lost_at_action', type: 'VARCHAR' },
  { field: 'variant', column: 'variant', type: 'VARCHAR' },
  { field: 'reviewVerdict', column: 'review_verdict', type: 'VARCHAR' },
  { field: 'reviewAccuracy', column: 'review_accuracy', type: 'DOUBLE' },
  { field: 'reviewInaccuracies', column: 'review_inaccuracies', type: 'INTEGER' },
  { field: 'reviewMistakes', column: 'review_mistakes', type: 'INTEGER' },
  { field: 'reviewBlunders', column: 'review_blunders', type: 'INTEGER' },
];

/** The `CREATE TABLE sessions` statement made from {@link SESSION_COLUMNS}. */
export const SESSIONS_DDL = `CREATE TABLE sessions (${SESSION_COLUMNS.map((c) => `${c.column} ${c.type}`).join(', ')});`;

/** Think times are stored for journal entries 1 .. this; the queries look at the first 100. */
export const THINK_TIMES_KEPT = 100;
