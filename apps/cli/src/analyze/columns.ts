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

/** One column's values as appended: BIGINT columns as bigint, the others as the row has them. */
export type ColumnValues = (string | number | bigint | boolean | null)[];

/**
 * Rows as columns, the form they are sent between threads and appended in: a worker thread sends
 * arrays of plain values (and one buffer of think times), cloned far faster than one object per row.
 */
export interface RowColumns {
  /** Rows. */
  readonly count: number;
  /** The values of each column of {@link SESSION_COLUMNS}, in that order, `count` each. */
  readonly columns: ColumnValues[];
  /** The `session_key` of each row with think times, in row order. */
  readonly thinkKeys: string[];
  /** Whether each of those rows' stored think times are all 4-byte floats exactly (so a `FLOAT[]` keeps them). */
  readonly thinkNarrow: boolean[];
  /** The stored think times (milliseconds, at most {@link THINK_TIMES_KEPT} a row) of those rows, one after another. */
  readonly thinkValues: Float64Array;
  /** Where each of those rows' times end in {@link RowColumns.thinkValues}. */
  readonly thinkEnds: Uint32Array;
}

/** Whether every number of a list is a 4-byte float exactly. */
function floatsExactly(values: readonly number[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (Math.fround(values[i]!) !== values[i]) return false;
  return true;
}

/** Rows as {@link RowColumns}: their first {@link THINK_TIMES_KEPT} think times kept. */
export function rowColumns(rows: readonly AnalyzedSession[]): RowColumns {
  const columns = SESSION_COLUMNS.map(({ field, type }) =>
    type === 'BIGINT'
      ? rows.map((r) => (r[field] === null ? null : BigInt(r[field] as number)))
      : rows.map((r) => r[field]),
  );
  const thinkKeys: string[] = [];
  const thinkNarrow: boolean[] = [];
  let total = 0;
  for (const r of rows) total += Math.min(r.thinkTimesMs.length, THINK_TIMES_KEPT);
  const thinkValues = new Float64Array(total);
  const ends: number[] = [];
  let at = 0;
  for (const r of rows) {
    const times = r.thinkTimesMs;
    const kept = Math.min(times.length, THINK_TIMES_KEPT);
    if (kept === 0) continue;
    thinkKeys.push(r.sessionKey);
    thinkNarrow.push(floatsExactly(times, 0, kept));
    for (let i = 0; i < kept; i++) thinkValues[at++] = times[i]!;
    ends.push(at);
  }
  return { count: rows.length, columns, thinkKeys, thinkNarrow, thinkValues, thinkEnds: Uint32Array.from(ends) };
}
