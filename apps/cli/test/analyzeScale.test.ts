import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/analyze/db.js';
import { klondike, packageDir } from './run.js';

/** Runs the built CLI with a capped V8 heap (main thread and workers) in megabytes. */
function klondikeWithHeap(
  args: readonly string[],
  heapMb: number,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [`--max-old-space-size=${heapMb}`, path.join(packageDir, 'bin', 'klondike.js'), ...args],
      { cwd: packageDir },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
  });
}

/** Numbers to 9 significant digits: sums of doubles may add up in another order over Parquet files. */
const rounded = (rows: unknown): unknown =>
  JSON.parse(
    JSON.stringify(rows, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(9)) : v,
    ),
  );

const tempDir = (): string => mkdtempSync(path.join(tmpdir(), 'klondike-analyze-scale-'));

/** `npm run test:deep` streams 50 MB (the size); `npm test` a smaller file, to stay fast. */
const LARGE_MB = process.env['DEEP'] ? 50 : 6;

describe('klondike analyze at scale', () => {
  it(`streams a large NDJSON file (${LARGE_MB} MB) without reading it whole, in worker threads`, async () => {
    const dir = tempDir();
    const sim = await klondike(['simulate', '--games', '200', '--out', dir, '--seed', '5']);
    expect(sim.status).toBe(0);
    const lines = readFileSync(path.join(dir, 'simulated-5-0001.ndjson'), 'utf8').trimEnd().split('\n');
    // many copies of the same 200 games make a large file quickly: the fold's work is what is measured
    const big = path.join(dir, 'big.ndjson');
    const out = createWriteStream(big);
    const copies = Math.ceil((LARGE_MB * 1024 * 1024) / (lines.join('\n').length + 1));
    for (let i = 0; i < copies; i++) if (!out.write(lines.join('\n') + '\n')) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    expect(statSync(big).size).toBeGreaterThan(LARGE_MB * 1024 * 1024);
    // a JavaScript heap smaller than the file: reading it whole (as text, then as JSON) would not fit
    const run = await klondikeWithHeap(['analyze', big, '--jobs', '2'], 32);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // every copy read and folded; each game counted once
    expect(run.stdout).toMatch(
      new RegExp(
        `^200 sessions read from 1 file, 0 invalid, ${(copies * 200 - 200).toLocaleString('en-US')} duplicates skipped `,
      ),
    );
  }, 240_000);

  it('--parquet: the same .sql files run by DuckDB over the Parquet files give the in-database results', async () => {
    const dir = tempDir();
    const sim = await klondike(['simulate', '--games', '300', '--out', path.join(dir, 'games'), '--seed', '9']);
    expect(sim.status).toBe(0);
    const parquet = path.join(dir, 'parquet');
    const result = await klondike(['analyze', path.join(dir, 'games'), '--parquet', parquet, '--json']);
    expect(result.status).toBe(0);
    const inDb = (JSON.parse(result.stdout) as { aggregate: Record<string, unknown[]> }).aggregate;
    expect(readdirSync(path.join(parquet, 'sessions')).sort()).toEqual([
      'rules=app',
      'rules=classic',
      'rules=stilldeck',
    ]);
    const instance = await DuckDBInstance.create(':memory:');
    const db = await instance.connect();
    await db.run(
      `CREATE VIEW sessions AS SELECT * FROM read_parquet('${parquet}/sessions/**/*.parquet', hive_partitioning = true)`,
    );
    await db.run(`CREATE VIEW think_times AS SELECT * FROM read_parquet('${parquet}/think_times/*.parquet')`);
    const sqlDir = path.join(packageDir, 'sql');
    const names = readdirSync(sqlDir).filter(
      (f) => f.endsWith('.sql') && !f.startsWith('solve_') && !f.startsWith('review_'),
    );
    expect(names.length).toBeGreaterThanOrEqual(9);
    for (const file of names) {
      const overParquet = await queryRows(db, readFileSync(path.join(sqlDir, file), 'utf8'));
      expect(overParquet.length, file).toBeGreaterThan(0);
      expect(rounded(overParquet), file).toEqual(rounded(inDb[file.slice(0, -4)]));
    }
    db.closeSync();
    instance.closeSync();
  });

  it('--parquet into a folder that holds tables is refused unless --append, which adds only sessions not there yet', async () => {
    const dir = tempDir();
    expect(
      (await klondike(['simulate', '--games', '30', '--out', path.join(dir, 'games'), '--seed', '3'])).status,
    ).toBe(0);
    expect((await klondike(['simulate', '--games', '20', '--out', path.join(dir, 'more'), '--seed', '4'])).status).toBe(
      0,
    );
    const parquet = path.join(dir, 'parquet');
    expect((await klondike(['analyze', path.join(dir, 'games'), '--parquet', parquet])).status).toBe(0);
    const again = await klondike(['analyze', path.join(dir, 'games'), '--parquet', parquet]);
    expect(again.status).toBe(1);
    expect(again.stdout).toBe('');
    expect(again.stderr).toBe(
      `klondike: "${parquet}" already holds Parquet tables (sessions/, think_times/): writing again would add its sessions a second time; add --append to add only the sessions not there yet, or choose an empty folder\n`,
    );
    const counts = async (): Promise<{ sessions: number; keys: number; thinks: number; joined: number }> => {
      const instance = await DuckDBInstance.create(':memory:');
      const db = await instance.connect();
      const rows = await queryRows(
        db,
        `WITH s AS (SELECT * FROM read_parquet('${parquet}/sessions/**/*.parquet', hive_partitioning = true)), t AS (SELECT * FROM read_parquet('${parquet}/think_times/*.parquet'))
         SELECT (SELECT COUNT(*) FROM s) AS sessions, (SELECT COUNT(DISTINCT session_key) FROM s) AS keys, (SELECT COUNT(*) FROM t) AS thinks,
                (SELECT COUNT(*) FROM t JOIN s USING (session_key)) AS joined`,
      );
      db.closeSync();
      instance.closeSync();
      return rows[0] as { sessions: number; keys: number; thinks: number; joined: number };
    };
    const first = await counts();
    expect(first.sessions).toBe(30);
    expect(first.keys).toBe(30);
    expect(first.thinks).toBeGreaterThan(0);
    expect(first.joined).toBe(first.thinks);
    const appended = await klondike([
      'analyze',
      path.join(dir, 'games'),
      path.join(dir, 'more'),
      '--parquet',
      parquet,
      '--append',
    ]);
    expect(appended.stderr).toBe('');
    expect(appended.status).toBe(0);
    expect(appended.stdout).toContain('Parquet: 20 sessions added, 30 already there were not written again');
    const second = await counts();
    expect(second.sessions).toBe(50);
    expect(second.keys).toBe(50);
    expect(second.joined).toBe(second.thinks);
  });
});
