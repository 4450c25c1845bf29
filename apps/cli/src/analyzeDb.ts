import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { BIGINT, BOOLEAN, DOUBLE, DuckDBDataChunk, DuckDBInstance, INTEGER, VARCHAR, type DuckDBAppender, type DuckDBConnection, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';
import type { AnalyzedSession } from './analyzeFold.js';

/** The folder of the aggregate queries, one standard-SQL `.sql` file each (docs/analysis.md). */
export const SQL_FOLDER = new URL('../sql/', import.meta.url);
/** Queries that only mean something with `--solve`. */
const SOLVE_QUERIES = new Set(['solve_outcomes', 'solve_lost_at']);
/** Think times are stored for journal entries 1 .. this; the queries look at the first 100. */
export const THINK_TIMES_KEPT = 100;
/** Rows per appended data chunk: DuckDB's vector size. */
const CHUNK_ROWS = 2048;

/** The columns of the sessions table in order: type and value of a row. */
const SESSION_SCHEMA: readonly (readonly [DuckDBType, (r: AnalyzedSession) => DuckDBValue])[] = [
  [VARCHAR, (r) => r.source],
  [VARCHAR, (r) => r.rules],
  [INTEGER, (r) => r.draw],
  [VARCHAR, (r) => r.scoring],
  [BOOLEAN, (r) => r.thoughtful],
  [VARCHAR, (r) => r.code],
  [BIGINT, (r) => (r.dealNumber === null ? null : BigInt(r.dealNumber))],
  [VARCHAR, (r) => r.deal],
  [VARCHAR, (r) => r.start],
  [VARCHAR, (r) => r.startedAt],
  [BOOLEAN, (r) => r.won],
  [INTEGER, (r) => r.score],
  [VARCHAR, (r) => r.scoreText],
  [INTEGER, (r) => r.actions],
  [INTEGER, (r) => r.undos],
  [INTEGER, (r) => r.recycles],
  [INTEGER, (r) => r.foundationReturns],
  [INTEGER, (r) => r.foundationCards],
  [INTEGER, (r) => r.faceDownLeft],
  [DOUBLE, (r) => r.durationMs],
  [DOUBLE, (r) => r.medianThinkMs],
  [DOUBLE, (r) => r.longestThinkMs],
  [DOUBLE, (r) => r.firstFoundationMs],
  [VARCHAR, (r) => r.lastAction],
  [VARCHAR, (r) => r.solveVerdict],
  [BOOLEAN, (r) => r.winnableAtDeal],
  [INTEGER, (r) => r.lostAtIndex],
  [VARCHAR, (r) => r.lostAtAction],
  [VARCHAR, (r) => r.variant],
];
const SESSION_TYPES = SESSION_SCHEMA.map(([type]) => type);
const SESSION_COLUMNS = SESSION_SCHEMA.map(([, value]) => value);
const THINK_TYPES = [INTEGER, DOUBLE];

/**
 * The tables every query reads: one row per session (columns in the order of {@link SESSION_SCHEMA}),
 * one row per timed journal entry up to {@link THINK_TIMES_KEPT} of each session.
 */
const SCHEMA = `
CREATE TABLE sessions (
  source VARCHAR, rules VARCHAR, draw INTEGER, scoring VARCHAR, thoughtful BOOLEAN,
  code VARCHAR, deal_number BIGINT, deal VARCHAR, start_kind VARCHAR, started_at VARCHAR,
  won BOOLEAN, score INTEGER, score_text VARCHAR, actions INTEGER, undos INTEGER, recycles INTEGER,
  foundation_returns INTEGER, foundation_cards INTEGER, face_down_left INTEGER,
  duration_ms DOUBLE, median_think_ms DOUBLE, longest_think_ms DOUBLE, first_foundation_ms DOUBLE,
  last_action VARCHAR, solve_verdict VARCHAR, winnable_at_deal BOOLEAN, lost_at_index INTEGER, lost_at_action VARCHAR,
  variant VARCHAR
);
CREATE TABLE think_times (action_number INTEGER, think_ms DOUBLE);
`;

/** A query's result as plain JSON values (DuckDB's BIGINT and HUGEINT come back as bigint: made numbers). */
export type QueryRows = Record<string, string | number | boolean | null>[];

/** The aggregate queries by name (the `.sql` file's name without `.sql`), in name order. */
export function aggregateQueries(solved: boolean): { readonly name: string; readonly sql: string }[] {
  return readdirSync(SQL_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f.slice(0, -4), sql: readFileSync(new URL(f, SQL_FOLDER), 'utf8') }))
    .filter((q) => solved || !SOLVE_QUERIES.has(q.name));
}

const plain = (value: unknown): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  const text = String(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};

/** Runs one query and gives its rows as plain objects. */
export async function queryRows(connection: DuckDBConnection, sql: string): Promise<QueryRows> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowObjects().map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}

/** The session store: an embedded DuckDB database (in memory, or a file that any DuckDB client can reopen). */
export class SessionStore {
  private constructor(
    private readonly instance: DuckDBInstance,
    readonly connection: DuckDBConnection,
    private readonly sessions: DuckDBAppender,
    private readonly thinks: DuckDBAppender,
  ) {}

  /**
   * Opens the database and creates the tables (replacing tables of an earlier run in the same file).
   * @param path a database file, or undefined for in-memory
   */
  static async open(path?: string): Promise<SessionStore> {
    const instance = await DuckDBInstance.create(path ?? ':memory:');
    const connection = await instance.connect();
    await connection.run('DROP TABLE IF EXISTS sessions; DROP TABLE IF EXISTS think_times;');
    await connection.run(SCHEMA);
    return new SessionStore(instance, connection, await connection.createAppender('sessions'), await connection.createAppender('think_times'));
  }

  /** Appends rows (flushed by {@link finish}), in data chunks of at most {@link CHUNK_ROWS} rows. */
  append(rows: readonly AnalyzedSession[]): void {
    for (let first = 0; first < rows.length; first += CHUNK_ROWS) {
      const part = rows.slice(first, first + CHUNK_ROWS);
      const chunk = DuckDBDataChunk.create(SESSION_TYPES, part.length);
      chunk.setColumns(SESSION_COLUMNS.map((column) => part.map(column)));
      this.sessions.appendDataChunk(chunk);
    }
    let numbers: number[] = [];
    let times: number[] = [];
    const flush = (): void => {
      const chunk = DuckDBDataChunk.create(THINK_TYPES, numbers.length);
      chunk.setColumns([numbers, times]);
      this.thinks.appendDataChunk(chunk);
      numbers = [];
      times = [];
    };
    for (const r of rows) {
      const kept = Math.min(r.thinkTimesMs.length, THINK_TIMES_KEPT);
      for (let i = 0; i < kept; i++) {
        numbers.push(i + 1);
        times.push(r.thinkTimesMs[i]!);
        if (numbers.length === CHUNK_ROWS) flush();
      }
    }
    if (numbers.length > 0) flush();
  }

  /** Flushes the appenders: the tables are complete after this. */
  finish(): void {
    this.sessions.closeSync();
    this.thinks.closeSync();
  }

  /** Runs every aggregate query. @returns the rows of each, by query name */
  async aggregate(solved: boolean): Promise<Record<string, QueryRows>> {
    const out: Record<string, QueryRows> = {};
    for (const q of aggregateQueries(solved)) out[q.name] = await queryRows(this.connection, q.sql);
    return out;
  }

  /**
   * Writes both tables as Parquet under `folder`: `sessions/` partitioned by rules, draw and scoring
   * (hive folders `rules=app/draw=1/scoring=normal/part-<uuid>.parquet`) and `think_times/part-<uuid>.parquet`, as a
   * distributed SQL engine reads them (docs/analysis.md).
   */
  async writeParquet(folder: string): Promise<void> {
    const base = folder.replace(/\/+$/, '').replace(/'/g, "''");
    await mkdir(`${folder}/think_times`, { recursive: true });
    // file names unique per run (part-<uuid>), so the folders of several shards merge into one tree
    await this.connection.run(`COPY sessions TO '${base}/sessions' (FORMAT parquet, PARTITION_BY (rules, draw, scoring), OVERWRITE_OR_IGNORE true, FILENAME_PATTERN 'part-{uuid}')`);
    await this.connection.run(`COPY think_times TO '${base}/think_times/part-${randomUUID()}.parquet' (FORMAT parquet)`);
  }

  /** Closes the database (a file database is then complete on disk). */
  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
