import { readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  BIGINT,
  BOOLEAN,
  DOUBLE,
  DuckDBDataChunk,
  DuckDBInstance,
  FLOAT,
  INTEGER,
  LIST,
  listValue,
  VARCHAR,
  type DuckDBAppender,
  type DuckDBConnection,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { AnalyzedSession } from './row.js';
import { rowColumns, SESSION_COLUMNS, SESSIONS_DDL, type ColumnType, type RowColumns } from './columns.js';

/** The folder of the aggregate queries, one standard-SQL `.sql` file each (docs/analysis.md). */
export const SQL_FOLDER = new URL('../../sql/', import.meta.url);
/** Queries that only mean something with `--solve`. */
const SOLVE_QUERIES = new Set(['solve_outcomes', 'solve_winnable', 'solve_lost_at']);
/** The queries that read the `--review` columns, run only when they were filled. */
const REVIEW_QUERIES = new Set(['review_by_mode']);
/** Rows per appended data chunk: DuckDB's vector size. */
const CHUNK_ROWS = 2048;
/**
 * Sessions appended between two checkpoints: DuckDB's row group (122,880 rows). A checkpoint
 * compresses the row groups appended since the last one (in memory as in a file), so the
 * uncompressed part of the tables never grows past about one row group of each.
 */
const CHECKPOINT_ROWS = 122_880;

/** DuckDB's type and the appended value of each column of {@link SESSION_COLUMNS}. */
const DUCKDB_TYPES: Record<ColumnType, DuckDBType> = { VARCHAR, INTEGER, BIGINT, DOUBLE, BOOLEAN };
const SESSION_TYPES = SESSION_COLUMNS.map(({ type }) => DUCKDB_TYPES[type]);
const THINK_TYPES = [VARCHAR, LIST(FLOAT), LIST(DOUBLE)];

/**
 * The tables every query reads: `sessions`, one row per session (the columns of
 * {@link SESSION_COLUMNS}), and `think_times`, one row per timed journal entry up to
 * {@link THINK_TIMES_KEPT} of each session with the session's key. `think_times` is a view over
 * `think_lists` (one row per session: its key and its think times as a list), so a session's key is
 * stored once and not once per journal entry: at 100,000 sessions that is the difference between
 * about 100 MB and 500 MB of memory (docs/performance.md). A session's list is `think_ms`, in 4-byte
 * `FLOAT`s, when every one of its times is a `FLOAT` exactly (whole milliseconds up to 2^24, as the
 * player records them), else `think_ms_double`: the view reads either as `DOUBLE`, so every figure is
 * the one the times give, in half the memory for the usual sessions.
 */
const SCHEMA = `
${SESSIONS_DDL}
CREATE TABLE think_lists (session_key VARCHAR, think_ms FLOAT[], think_ms_double DOUBLE[]);
CREATE VIEW think_times AS
  SELECT session_key, CAST(UNNEST(generate_series(1, len(times))) AS INTEGER) AS action_number, UNNEST(times) AS think_ms
  FROM (SELECT session_key, COALESCE(CAST(think_ms AS DOUBLE[]), think_ms_double) AS times FROM think_lists);
`;

/** What {@link SessionStore.writeParquet} wrote: sessions written, and sessions left out as already in the folder. */
export interface ParquetWrite {
  readonly written: number;
  readonly skipped: number;
}

/** Whether a folder already holds tables written by `--parquet` (a `sessions/` or `think_times/` folder with a file in it). */
export function parquetTablesIn(folder: string): boolean {
  const holdsFile = (dir: string): boolean => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    return entries.some((e) => !e.isDirectory() || holdsFile(join(dir, e.name)));
  };
  return holdsFile(join(folder, 'sessions')) || holdsFile(join(folder, 'think_times'));
}

/** One value of a query's result as plain JSON. */
export type CellValue = string | number | boolean | null;

/** The rows of the sessions table read back chunk by chunk, each row its values in `SESSION_COLUMNS` order. */
export type SessionRows = AsyncIterable<readonly (readonly CellValue[])[]>;

/** A query's result as plain JSON values (DuckDB's BIGINT and HUGEINT come back as bigint: made numbers). */
export type QueryRows = Record<string, CellValue>[];

/** The aggregate queries by name (the `.sql` file's name without `.sql`), in name order. */
export function aggregateQueries(solved: boolean, reviewed = false): { readonly name: string; readonly sql: string }[] {
  return readdirSync(SQL_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: f.slice(0, -4), sql: readFileSync(new URL(f, SQL_FOLDER), 'utf8') }))
    .filter((q) => (solved || !SOLVE_QUERIES.has(q.name)) && (reviewed || !REVIEW_QUERIES.has(q.name)));
}

const plain = (value: unknown): CellValue => {
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
  /** Sessions appended since the last checkpoint. */
  private unchecked = 0;
  /**
   * One data chunk per table, filled again for every part appended: a chunk's memory is DuckDB's,
   * freed only when V8 collects its small JavaScript wrapper, so a new chunk per part let hundreds of
   * megabytes wait for a collection that their size does not prompt.
   */
  private readonly sessionChunk = DuckDBDataChunk.create(SESSION_TYPES);
  private readonly thinkChunk = DuckDBDataChunk.create(THINK_TYPES);

  private constructor(
    private readonly instance: DuckDBInstance,
    readonly connection: DuckDBConnection,
    private readonly sessions: DuckDBAppender,
    private readonly thinks: DuckDBAppender,
  ) {}

  /**
   * Opens the database and creates the tables (replacing tables of an earlier run in the same file).
   * In memory the tables are compressed as a file's are (DuckDB's `COMPRESS` for an in-memory
   * database): uncompressed, 100,000 sessions took 84 MB, compressed 27 MB.
   * @param path a database file, or undefined for in-memory
   */
  static async open(path?: string): Promise<SessionStore> {
    const instance = await DuckDBInstance.create(path ?? ':memory:');
    const connection = await instance.connect();
    if (path === undefined) await connection.run("ATTACH ':memory:' AS analysis (COMPRESS); USE analysis;");
    // a file of an older run holds think_times as a table; this one's is a view
    const old = await queryRows(
      connection,
      "SELECT table_type FROM information_schema.tables WHERE table_name = 'think_times' AND table_schema = 'main'",
    );
    const thinkKind = old[0]?.['table_type'] === 'VIEW' ? 'VIEW' : 'TABLE';
    await connection.run(
      `DROP TABLE IF EXISTS sessions; DROP ${thinkKind} IF EXISTS think_times; DROP TABLE IF EXISTS think_lists;`,
    );
    await connection.run(SCHEMA);
    return new SessionStore(
      instance,
      connection,
      await connection.createAppender('sessions'),
      await connection.createAppender('think_lists'),
    );
  }

  /** Appends rows (see {@link appendColumns}). */
  async append(rows: readonly AnalyzedSession[]): Promise<void> {
    await this.appendColumns(rowColumns(rows));
  }

  /**
   * Appends rows given as columns (flushed by {@link finish}), in data chunks of at most
   * {@link CHUNK_ROWS} rows; every {@link CHECKPOINT_ROWS} sessions the appenders are flushed and the
   * tables checkpointed.
   */
  async appendColumns(rows: RowColumns): Promise<void> {
    const { count, columns } = rows;
    for (let first = 0; first < count; first += CHUNK_ROWS) {
      const chunk = this.sessionChunk;
      chunk.reset();
      chunk.setColumns(
        first === 0 && count <= CHUNK_ROWS ? columns : columns.map((c) => c.slice(first, first + CHUNK_ROWS)),
      );
      this.sessions.appendDataChunk(chunk);
    }
    const { thinkKeys, thinkNarrow, thinkValues, thinkEnds } = rows;
    for (let first = 0; first < thinkKeys.length; first += CHUNK_ROWS) {
      const last = Math.min(thinkKeys.length, first + CHUNK_ROWS);
      const narrow: (DuckDBValue | null)[] = [];
      const wide: (DuckDBValue | null)[] = [];
      for (let i = first; i < last; i++) {
        const list = listValue(Array.from(thinkValues.subarray(i === 0 ? 0 : thinkEnds[i - 1]!, thinkEnds[i]!)));
        narrow.push(thinkNarrow[i] ? list : null);
        wide.push(thinkNarrow[i] ? null : list);
      }
      const chunk = this.thinkChunk;
      chunk.reset();
      chunk.setColumns([thinkKeys.slice(first, last), narrow, wide]);
      this.thinks.appendDataChunk(chunk);
    }
    this.unchecked += count;
    if (this.unchecked >= CHECKPOINT_ROWS) {
      this.unchecked = 0;
      this.sessions.flushSync();
      this.thinks.flushSync();
      await this.connection.run('CHECKPOINT');
    }
  }

  /**
   * Flushes the appenders, keeps each session once and checkpoints: the tables are complete (and
   * compressed) after this. A session read again (the `session_key` of a row appended before it: a file
   * given twice, a copy of one, a game in two exports) is the same game, so its later rows and their
   * think times are dropped here, before any figure is made from the tables.
   * @returns the rows dropped as read before
   */
  async finish(): Promise<number> {
    this.sessions.closeSync();
    this.thinks.closeSync();
    const counted = await queryRows(
      this.connection,
      'SELECT COUNT(*) - COUNT(DISTINCT session_key) AS n FROM sessions',
    );
    const duplicates = Number(counted[0]?.['n'] ?? 0);
    // DuckDB numbers the appended rows in order: the first row of a key is the one read first
    if (duplicates > 0)
      for (const table of ['sessions', 'think_lists'])
        await this.connection.run(
          `DELETE FROM ${table} WHERE rowid NOT IN (SELECT MIN(rowid) FROM ${table} GROUP BY session_key)`,
        );
    await this.connection.run('CHECKPOINT');
    return duplicates;
  }

  /** Runs every aggregate query. @returns the rows of each, by query name */
  async aggregate(solved: boolean, reviewed = false): Promise<Record<string, QueryRows>> {
    const out: Record<string, QueryRows> = {};
    for (const q of aggregateQueries(solved, reviewed)) out[q.name] = await queryRows(this.connection, q.sql);
    return out;
  }

  /**
   * The rows of the sessions table in the order they were appended (DuckDB keeps insertion order),
   * one data chunk at a time, each row as its values in {@link SESSION_COLUMNS} order (BIGINT made a
   * number): the printed rows are made from the table, not kept in JavaScript while folding.
   */
  async *rowChunks(): AsyncGenerator<CellValue[][]> {
    const result = await this.connection.stream(
      `SELECT ${SESSION_COLUMNS.map((c) => c.column).join(', ')} FROM sessions`,
    );
    for (let chunk = await result.fetchChunk(); chunk !== null && chunk.rowCount > 0; chunk = await result.fetchChunk())
      yield chunk.getRows().map((row) => row.map(plain));
  }

  /**
   * Writes both tables as Parquet under `folder`: `sessions/` partitioned by rules, draw and scoring
   * (hive folders `rules=app/draw=1/scoring=normal/part-<uuid>.parquet`) and `think_times/part-<uuid>.parquet`, as a
   * distributed SQL engine reads them (docs/analysis.md). With `append`, the sessions whose
   * `session_key` the folder's tables already hold are not written again (nor their think times).
   * @returns the sessions written, and those left out as already there
   * @throws Error from DuckDB (a folder that cannot be written, old tables without `session_key`)
   */
  async writeParquet(folder: string, append = false): Promise<ParquetWrite> {
    const base = folder.replace(/\/+$/, '').replace(/'/g, "''");
    let where = '';
    if (append && parquetTablesIn(folder)) {
      await this.connection.run(
        `CREATE TEMP TABLE known AS SELECT DISTINCT session_key FROM read_parquet('${base}/sessions/**/*.parquet', hive_partitioning = true, union_by_name = true)`,
      );
      where = ' WHERE session_key NOT IN (SELECT session_key FROM known)';
    }
    const counts = await queryRows(
      this.connection,
      `SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE TRUE${where.replace(' WHERE', ' AND')}) AS written FROM sessions`,
    );
    const total = Number(counts[0]?.['total'] ?? 0);
    const written = Number(counts[0]?.['written'] ?? 0);
    await mkdir(`${folder}/think_times`, { recursive: true });
    if (written > 0) {
      // file names unique per run (part-<uuid>), so the folders of several shards merge into one tree
      await this.connection.run(
        `COPY (SELECT * FROM sessions${where}) TO '${base}/sessions' (FORMAT parquet, PARTITION_BY (rules, draw, scoring), OVERWRITE_OR_IGNORE true, FILENAME_PATTERN 'part-{uuid}')`,
      );
      await this.connection.run(
        `COPY (SELECT * FROM think_times${where}) TO '${base}/think_times/part-${randomUUID()}.parquet' (FORMAT parquet)`,
      );
    }
    return { written, skipped: total - written };
  }

  /** Closes the database (a file database is then complete on disk). */
  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
