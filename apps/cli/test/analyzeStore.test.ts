import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { aggregateQueries, queryRows, SessionStore } from '../src/analyze/db.js';
import { SESSION_COLUMNS, THINK_TIMES_KEPT } from '../src/analyze/columns.js';
import { modeKey, type GameMode } from '@klondike/analysis';
import { reviewByMode, type ReviewFields } from '@klondike/review';
import { NOT_REVIEWED, type AnalyzedSession } from '../src/analyze/fold.js';

/** A row with the given key and think times; the other fields are any valid values. */
const row = (sessionKey: string, thinkTimesMs: number[]): AnalyzedSession => ({
  source: `games.ndjson:${sessionKey}`,
  sessionKey,
  rules: 'app',
  draw: 1,
  scoring: 'normal',
  thoughtful: false,
  variant: 'standard',
  code: null,
  dealNumber: null,
  deal: null,
  start: 'position',
  startedAt: null,
  won: false,
  score: 0,
  scoreText: '0',
  actions: thinkTimesMs.length,
  undos: 0,
  recycles: 0,
  foundationReturns: 0,
  foundationCards: 0,
  faceDownLeft: 21,
  durationMs: null,
  medianThinkMs: null,
  longestThinkMs: null,
  firstFoundationMs: null,
  lastAction: null,
  thinkTimesMs,
  solveVerdict: null,
  winnableAtDeal: null,
  lostAtIndex: null,
  lostAtAction: null,
  ...NOT_REVIEWED,
});

describe('the session store', () => {
  it('gives the rows back in the order they were appended, chunk by chunk, values as appended', async () => {
    const store = await SessionStore.open();
    // more rows than one appended chunk (2,048) and one read chunk, in several appends
    const keys = Array.from({ length: 5000 }, (_, i) => `k${i}`);
    for (let first = 0; first < keys.length; first += 1300)
      await store.append(
        keys.slice(first, first + 1300).map((k, i) => ({ ...row(k, []), dealNumber: i, medianThinkMs: i + 0.5 })),
      );
    await store.finish();
    const read: (string | number | boolean | null)[][] = [];
    let chunks = 0;
    for await (const rows of store.rowChunks()) {
      chunks++;
      read.push(...rows);
    }
    store.close();
    expect(chunks).toBeGreaterThan(1);
    const column = (name: string): number => SESSION_COLUMNS.findIndex((c) => c.column === name);
    expect(read.map((r) => r[column('session_key')])).toEqual(keys);
    expect(read[1301]![column('deal_number')]).toBe(1);
    expect(read[1301]![column('median_think_ms')]).toBe(1.5);
    expect(read[0]![column('won')]).toBe(false);
    expect(read[0]![column('code')]).toBeNull();
  });

  it('think_times has one row per think time, numbered from 1, up to the first 100 of each session', async () => {
    const store = await SessionStore.open();
    const long = Array.from({ length: THINK_TIMES_KEPT + 50 }, (_, i) => i * 10);
    await store.append([row('a', [5, 7.5, 0]), row('b', []), row('c', long)]);
    await store.finish();
    const rows = await queryRows(
      store.connection,
      'SELECT session_key, action_number, think_ms FROM think_times ORDER BY session_key, action_number',
    );
    expect(rows.slice(0, 3)).toEqual([
      { session_key: 'a', action_number: 1, think_ms: 5 },
      { session_key: 'a', action_number: 2, think_ms: 7.5 },
      { session_key: 'a', action_number: 3, think_ms: 0 },
    ]);
    const c = rows.filter((r) => r['session_key'] === 'c');
    expect(c).toHaveLength(THINK_TIMES_KEPT);
    expect(c.map((r) => r['action_number'])).toEqual(long.slice(0, THINK_TIMES_KEPT).map((_, i) => i + 1));
    expect(c.map((r) => r['think_ms'])).toEqual(long.slice(0, THINK_TIMES_KEPT));
    expect(rows.some((r) => r['session_key'] === 'b')).toBe(false);
    const types = await queryRows(
      store.connection,
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'think_times' ORDER BY ordinal_position",
    );
    expect(types).toEqual([
      { column_name: 'session_key', data_type: 'VARCHAR' },
      { column_name: 'action_number', data_type: 'INTEGER' },
      { column_name: 'think_ms', data_type: 'DOUBLE' },
    ]);
    store.close();
  });

  it("think_by_action.sql gives percentile_cont's median and AVG's mean to the last digit, from counts of each time", async () => {
    const store = await SessionStore.open();
    // ties, odd and even counts per entry, fractions, a lone time, sessions of every length up to past the kept 100
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const rows = Array.from({ length: 400 }, (_, i) =>
      row(
        `s${i}`,
        Array.from({ length: next() % 130 }, () => (next() % 5 === 0 ? (next() % 2000) / 8 : next() % 40) * 25),
      ),
    );
    await store.append([...rows, row('lone', [1, 2, 3].concat(Array.from({ length: 140 }, (_, i) => i + 0.1)))]);
    await store.finish();
    const sql = aggregateQueries(false).find((q) => q.name === 'think_by_action')!.sql;
    const byPercentile = `SELECT action_number, COUNT(*) AS sessions,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY think_ms) AS median_think_ms, AVG(think_ms) AS mean_think_ms
      FROM think_times WHERE action_number <= 100 GROUP BY action_number ORDER BY action_number`;
    const counted = await queryRows(store.connection, sql);
    expect(counted).toHaveLength(100);
    expect(counted).toEqual(await queryRows(store.connection, byPercentile));
    store.close();
  });

  it('keeps every think time as it was: 4-byte floats only for sessions whose times are floats exactly', async () => {
    const store = await SessionStore.open();
    const odd = [0.1, 2 ** 24 + 1, 1234.567, 1e-9];
    await store.append([row('exact', [5, 7.5, 2 ** 24]), row('odd', odd), row('mixed', [3, 0.1])]);
    await store.finish();
    const rows = await queryRows(
      store.connection,
      'SELECT session_key, think_ms FROM think_times ORDER BY session_key, action_number',
    );
    const of = (key: string): unknown[] => rows.filter((r) => r['session_key'] === key).map((r) => r['think_ms']);
    expect(of('exact')).toEqual([5, 7.5, 2 ** 24]);
    expect(of('odd')).toEqual(odd);
    expect(of('mixed')).toEqual([3, 0.1]);
    const stored = await queryRows(
      store.connection,
      'SELECT session_key, think_ms IS NULL AS wide FROM think_lists ORDER BY session_key',
    );
    expect(stored).toEqual([
      { session_key: 'exact', wide: false },
      { session_key: 'mixed', wide: true },
      { session_key: 'odd', wide: true },
    ]);
    store.close();
  });

  it('reopens a database file of an older run, whose think_times is a table, and of this one', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'klondike-store-')), 'old.duckdb');
    const instance = await DuckDBInstance.create(file);
    const connection = await instance.connect();
    await connection.run(
      'CREATE TABLE think_times (session_key VARCHAR, action_number INTEGER, think_ms DOUBLE); INSERT INTO think_times VALUES (1, 1, 1)',
    );
    connection.closeSync();
    instance.closeSync();
    for (let run = 1; run <= 2; run++) {
      const store = await SessionStore.open(file);
      await store.append([row(`run${run}`, [run])]);
      await store.finish();
      expect(await queryRows(store.connection, 'SELECT * FROM think_times')).toEqual([
        { session_key: `run${run}`, action_number: 1, think_ms: run },
      ]);
      store.close();
    }
  });
});

describe("review_by_mode.sql and @klondike/review's reviewByMode", () => {
  it('give the same figures on the same rows: several modes, variants and unreviewed games, games with no accuracy', async () => {
    const reviewed = (
      key: string,
      mode: Pick<AnalyzedSession, 'rules' | 'draw' | 'scoring'>,
      fields: ReviewFields,
    ): AnalyzedSession => ({ ...row(key, [1]), ...mode, ...fields });
    const r = (
      reviewVerdict: ReviewFields['reviewVerdict'],
      reviewAccuracy: number | null,
      reviewInaccuracies: number,
      reviewMistakes: number,
      reviewBlunders: number,
    ): ReviewFields => ({ reviewVerdict, reviewAccuracy, reviewInaccuracies, reviewMistakes, reviewBlunders });
    const app1 = { rules: 'app', draw: 1, scoring: 'normal' } as const;
    const app3 = { rules: 'app', draw: 3, scoring: 'vegas' } as const;
    const classic1 = { rules: 'classic', draw: 1, scoring: 'normal' } as const;
    const rows = [
      reviewed('a', app1, r('lost-to-a-mistake', 71.3, 2, 1, 0)),
      reviewed('b', app1, r('lost-to-the-cards', 88.1, 1, 0, 0)),
      reviewed('c', app1, r('lost-to-a-mistake', null, 0, 0, 3)),
      reviewed('d', app1, r('won', 97.25, 0, 0, 0)),
      reviewed('e', app1, NOT_REVIEWED),
      reviewed('f', app3, r('winnable', 64, 3, 2, 1)),
      reviewed('g', app3, r('unknown', null, 0, 1, 0)),
      reviewed('h', classic1, NOT_REVIEWED),
      reviewed('i', app1, r('lost-to-the-cards', 40.7, 0, 2, 2)),
    ];
    const store = await SessionStore.open();
    try {
      await store.append(rows);
      await store.finish();
      const sql = (await store.aggregate(false, true))['review_by_mode']!;
      const ts = reviewByMode(rows);
      expect(sql.map((m) => [m['mode'], m['rules'], m['draw'], m['scoring'], m['variant'], m['thoughtful']])).toEqual(
        ts.map((m) => [m.mode, m.rules, m.draw, m.scoring, m.variant, m.thoughtful]),
      );
      ts.forEach((m, i) => {
        const s = sql[i]!;
        expect(s['reviewed'], m.rules).toBe(m.reviewed);
        expect(s['abandoned_winnable'], m.rules).toBe(m.abandonedWinnable);
        expect(s['lost']).toBe(m.lost);
        expect(s['lost_to_mistake_rate']).toBe(m.lostToMistakeRate);
        expect(s['lost_to_cards_rate']).toBe(m.lostToCardsRate);
        for (const [column, value] of [
          ['mean_accuracy', m.meanAccuracy],
          ['inaccuracies_per_game', m.inaccuraciesPerGame],
          ['mistakes_per_game', m.mistakesPerGame],
          ['blunders_per_game', m.blundersPerGame],
        ] as const) {
          if (value === null) expect(s[column], column).toBeNull();
          else expect(s[column], column).toBeCloseTo(value, 12);
        }
      });
      // the figures themselves, for the mode with every case
      expect(ts[0]).toMatchObject({ reviewed: 5, lost: 4, lostToMistakeRate: 0.5, lostToCardsRate: 0.5 });
      expect(ts[0]!.meanAccuracy).toBeCloseTo((71.3 + 88.1 + 97.25 + 40.7) / 4, 12);
      expect(ts.find((m) => m.rules === 'classic')).toMatchObject({ reviewed: 0, lost: 0, meanAccuracy: null });
      // a game left while still winnable is counted apart, in no other figure
      expect(ts[1]).toMatchObject({ rules: 'app', draw: 3, reviewed: 1, abandonedWinnable: 1, lost: 0 });
      expect(ts[1]).toMatchObject({ meanAccuracy: null, mistakesPerGame: 1, inaccuraciesPerGame: 0 });
    } finally {
      store.close();
    }
  });
});

describe('the per-mode tables of --solve and --review: one mode key', () => {
  it('review_by_mode, solve_winnable and solve_outcomes key each mode as modeKey does: a Double Klondike or a Thoughtful game is a mode apart', async () => {
    const app1 = { rules: 'app', draw: 1, scoring: 'normal' } as const;
    const game = (
      key: string,
      mode: Partial<Pick<AnalyzedSession, 'variant' | 'thoughtful'>>,
      won: boolean,
    ): AnalyzedSession => ({
      ...row(key, [1]),
      ...app1,
      ...mode,
      won,
      solveVerdict: won ? 'won' : 'lost',
      winnableAtDeal: true,
      reviewVerdict: won ? 'won' : 'lost-to-a-mistake',
      reviewAccuracy: won ? 90 : 50,
      reviewInaccuracies: 0,
      reviewMistakes: won ? 0 : 1,
      reviewBlunders: 0,
    });
    const rows = [
      game('a', {}, true),
      game('b', { thoughtful: true }, true),
      game('c', { variant: 'double' }, false),
      game('d', {}, false),
      game('e', { variant: 'jokers', thoughtful: true }, false),
    ];
    const store = await SessionStore.open();
    try {
      await store.append(rows);
      await store.finish();
      const aggregate = await store.aggregate(true, true);
      const expected = [
        'app-1-normal',
        'app-1-normal-thoughtful',
        'app-1-normal-double',
        'app-1-normal-thoughtful-jokers',
      ];
      for (const name of ['review_by_mode', 'solve_winnable', 'solve_outcomes']) {
        const table = aggregate[name]!;
        for (const r of table) expect(r['mode'], name).toBe(modeKey(r as unknown as GameMode));
        expect(new Set(table.map((r) => r['mode'])), name).toEqual(new Set(expected));
      }
      expect(aggregate['solve_winnable']!.map((r) => [r['mode'], r['sessions']])).toEqual([
        ['app-1-normal-double', 1],
        ['app-1-normal-thoughtful-jokers', 1],
        ['app-1-normal', 2],
        ['app-1-normal-thoughtful', 1],
      ]);
      // the TypeScript twin keys and orders the modes the same
      expect(reviewByMode(rows).map((m) => m.mode)).toEqual(aggregate['review_by_mode']!.map((r) => r['mode']));
    } finally {
      store.close();
    }
  });
});
