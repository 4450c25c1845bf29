import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DuckDBInstance } from '@duckdb/node-api';
import { gameSummary, parseSessions } from '@klondike/engine';
import { fixturesDir, klondike } from './run.js';

interface Row {
  readonly source: string;
  readonly [field: string]: unknown;
}
interface AnalyzeJson {
  readonly sessions: Row[];
  readonly invalid: { source: string; reason: string }[];
  readonly aggregate: Record<string, Record<string, unknown>[]>;
}

async function analyzeJson(args: readonly string[], stdin?: string): Promise<AnalyzeJson> {
  const result = await klondike(['analyze', ...args, '--json'], stdin);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout) as AnalyzeJson;
}

const tempDir = (): string => mkdtempSync(path.join(tmpdir(), 'klondike-analyze-'));

describe('klondike analyze --json over the shared fixtures', () => {
  const files = readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.json'))
    .sort();

  it('gives one row per fixture that agrees with the engine and with counts by hand', async () => {
    const out = await analyzeJson([fixturesDir]);
    expect(out.invalid).toEqual([]);
    expect(out.sessions.map((s) => path.basename(s.source))).toEqual(files);
    for (const row of out.sessions) {
      const text = readFileSync(row.source, 'utf8');
      const read = parseSessions(text);
      if (!read.ok) throw new Error(read.error.message);
      const engine = gameSummary(read.value[0]!.game);
      const session = (
        JSON.parse(text) as {
          session: { rules: string; draw: number; scoring: string; actions: { a: string; t: number }[] };
        }
      ).session;
      const tokens = session.actions.map((a) => a.a);
      const inEffect: string[] = [];
      for (const a of tokens)
        if (a === 'U') inEffect.pop();
        else inEffect.push(a);
      expect(row, row.source).toMatchObject({
        rules: session.rules,
        draw: session.draw,
        scoring: session.scoring,
        won: engine.won,
        score: engine.score,
        scoreText: engine.scoreText,
        actions: tokens.filter((a) => a !== 'U').length,
        undos: tokens.filter((a) => a === 'U').length,
        recycles: inEffect.filter((a) => a === 'R').length,
        foundationReturns: inEffect.filter((a) => /^F\d-T/.test(a)).length,
        foundationCards: engine.foundations.reduce((x, y) => x + y, 0),
        faceDownLeft: engine.tableau.join(' ').split('#').length - 1,
        durationMs: session.actions[session.actions.length - 1]!.t,
        lastAction: tokens[tokens.length - 1],
        winnableAtDeal: null,
      });
    }
    const overview = out.aggregate['overview']![0]!;
    expect(overview['sessions']).toBe(files.length);
    expect(overview['undos']).toBe(out.sessions.reduce((sum, s) => sum + (s['undos'] as number), 0));
    const winRate = out.aggregate['win_rate']!;
    expect(winRate.reduce((sum, r) => sum + (r['sessions'] as number), 0)).toBe(files.length);
    expect(Object.keys(out.aggregate).sort()).toEqual([
      'actions_distribution',
      'deals_played_most',
      'duration_distribution',
      'last_actions_given_up',
      'overview',
      'score_distribution',
      'think_by_action',
      'undos_by_result',
      'win_rate',
    ]);
  });

  it('reads NDJSON from stdin with "-"', async () => {
    const lines = files
      .slice(0, 3)
      .map((f) =>
        JSON.stringify((JSON.parse(readFileSync(path.join(fixturesDir, f), 'utf8')) as { session: unknown }).session),
      );
    const out = await analyzeJson(['-'], lines.join('\n') + '\n');
    expect(out.sessions.map((s) => s.source)).toEqual(['stdin:1', 'stdin:2', 'stdin:3']);
  });
});

describe('klondike analyze: bad input is listed and the rest goes on', () => {
  it('a folder with a corrupt file, a corrupt line among good ones, an illegal action and an empty file', async () => {
    const dir = tempDir();
    const good = readdirSync(fixturesDir)
      .filter((f) => f.endsWith('.json'))
      .slice(0, 3)
      .map((f) =>
        JSON.stringify((JSON.parse(readFileSync(path.join(fixturesDir, f), 'utf8')) as { session: unknown }).session),
      );
    const illegal = good[0]!.replace(/"a":"[^"]+"/, '"a":"T1-T1"');
    mkdirSync(path.join(dir, 'nested'));
    writeFileSync(
      path.join(dir, 'nested', 'games.ndjson'),
      [good[0], '{"format":"klondike-session", oops', '', good[1], illegal, good[2]].join('\n') + '\n',
    );
    writeFileSync(path.join(dir, 'broken.json'), '{ "format": "klondike-session",\n  "version": 1,\n  nope }\n');
    // a session file of one broken line: named file:line as the other bad records are
    writeFileSync(path.join(dir, 'oneline.json'), '{"format":"klondike-session","broken\n');
    writeFileSync(path.join(dir, 'empty.ndjson'), '');
    writeFileSync(path.join(dir, 'notes.txt'), 'not a session file: skipped in a folder');
    const out = await analyzeJson([dir]);
    const name = (s: string): string => path.relative(dir, s);
    expect(out.sessions.map((s) => name(s.source))).toEqual([
      'nested/games.ndjson:1',
      'nested/games.ndjson:4',
      'nested/games.ndjson:6',
    ]);
    expect(out.invalid.map((i) => name(i.source)).sort()).toEqual([
      'broken.json:3',
      'empty.ndjson',
      'nested/games.ndjson:2',
      'nested/games.ndjson:5',
      'oneline.json:1',
    ]);
    const reasons = Object.fromEntries(out.invalid.map((i) => [name(i.source), i.reason]));
    expect(reasons['nested/games.ndjson:2']).toMatch(/^ERR_JSON: not valid JSON at line 2, column 31: \S/);
    expect(reasons['nested/games.ndjson:5']).toMatch(/^ERR_(ILLEGAL|ACTION): action 1 \(T1-T1\)/);
    expect(reasons['broken.json:3']).toMatch(/^ERR_JSON: not valid JSON at line 3, column 3: \S/);
    expect(reasons['oneline.json:1']).toMatch(/^ERR_JSON: not valid JSON at line 1, column 37: \S/);
    const table = await klondike(['analyze', dir]);
    expect(table.stdout).toContain(
      `${path.join(dir, 'oneline.json')}:1: ERR_JSON: not valid JSON at line 1, column 37: `,
    );
  });

  it('an empty file is reported; with no session at all the analysis fails (status 1) after its output', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'empty.ndjson'), '');
    const json = await klondike(['analyze', path.join(dir, 'empty.ndjson'), '--json']);
    expect(json.status).toBe(1);
    const out = JSON.parse(json.stdout) as AnalyzeJson;
    expect(out.sessions).toEqual([]);
    expect(out.invalid).toEqual([{ source: path.join(dir, 'empty.ndjson'), reason: 'ERR_EMPTY: the file is empty' }]);
    const table = await klondike(['analyze', path.join(dir, 'empty.ndjson')]);
    expect(table.status).toBe(1);
    expect(table.stdout).toMatch(/^0 sessions read from 0 of 1 file, 1 invalid/);
    expect(table.stdout).toContain('empty.ndjson: ERR_EMPTY: the file is empty');
  });

  it('a missing file fails with one line', async () => {
    const result = await klondike(['analyze', '/no/such/place.ndjson']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('klondike: cannot read "/no/such/place.ndjson": no such file or folder\n');
  });

  it('--csv prints a header and one line per session', async () => {
    const result = await klondike(['analyze', fixturesDir, '--csv']);
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^source,session_key,rules,draw,scoring,thoughtful,code,deal_number,deal,start_kind,/);
    expect(lines).toHaveLength(readdirSync(fixturesDir).filter((f) => f.endsWith('.json')).length + 1);
  });
});

describe('klondike analyze --solve and --db', () => {
  it('--solve agrees with klondike lost-at on where a game was lost', async () => {
    const dir = tempDir();
    const files = ['app-d3-normal-02.json', 'classic-d3-normal-10.json'];
    for (const f of files) writeFileSync(path.join(dir, f), readFileSync(path.join(fixturesDir, f)));
    // a budget of CPU time (the two games need under a second of it), not of wall time: a loaded
    // machine gives each call the same search, so both commands decide both games on every run
    const out = await analyzeJson([dir, '--solve', '--cpu-ms', '5000']);
    for (const f of files) {
      const row = out.sessions.find((s) => s.source.endsWith(f))!;
      const lost = await klondike(['lost-at', '--session', path.join(dir, f), '--cpu-ms', '5000', '--json']);
      const report = JSON.parse(lost.stdout) as {
        verdict: string;
        journalIndex?: number;
        action?: string;
        winnableAtDeal: boolean | null;
      };
      expect(report.verdict, f).toBe('lost');
      expect(row['solveVerdict'], f).toBe(report.verdict);
      expect(row['winnableAtDeal'], f).toBe(report.winnableAtDeal);
      expect(row['lostAtIndex'], f).toBe(report.journalIndex ?? null);
      expect(row['lostAtAction'], f).toBe(report.action ?? null);
    }
    expect(out.aggregate['solve_outcomes']!.reduce((n, r) => n + (r['sessions'] as number), 0)).toBe(2);
    // split by rules, draw and scoring: the two files are app draw 3 and classic draw 3
    expect(
      out.aggregate['solve_outcomes']!.map(
        (r) => `${String(r['rules'])} ${String(r['draw'])} ${String(r['scoring'])}`,
      ).sort(),
    ).toEqual(['app 3 normal', 'classic 3 normal']);
    const winnable = out.aggregate['solve_winnable']!;
    expect(winnable.map((r) => r['rules'])).toEqual(['app', 'classic']);
    for (const r of winnable) {
      const row = out.sessions.find((s) => s['rules'] === r['rules'])!;
      const decided = row['winnableAtDeal'] === null ? 0 : 1;
      expect(r).toMatchObject({
        draw: 3,
        scoring: 'normal',
        sessions: 1,
        decided,
        winnable: row['winnableAtDeal'] === true ? 1 : 0,
      });
      expect(r['winnable_rate']).toBe(decided === 0 ? null : row['winnableAtDeal'] === true ? 1 : 0);
    }
  }, 120_000);

  it('--cpu-ms bounds each solver call by CPU time: 1 ms cannot decide a deal that needs seconds; it needs --solve', async () => {
    const dir = tempDir();
    // classic-d1-normal-20 is lost at the deal, proven in about 2.6 million nodes (seconds of CPU)
    writeFileSync(path.join(dir, 'hard.json'), readFileSync(path.join(fixturesDir, 'classic-d1-normal-20.json')));
    // with a day of wall time beside it: only the CPU budget can stop the search
    const out = await analyzeJson([dir, '--solve', '--timeout-ms', '86400000', '--cpu-ms', '1']);
    expect(out.sessions.map((s) => s['solveVerdict'])).toEqual(['unknown']);
    const alone = await klondike(['analyze', dir, '--cpu-ms', '5000']);
    expect(alone.status).toBe(1);
    expect(alone.stderr).toBe('klondike: --cpu-ms is the solver budget of --solve: add --solve\n');
    const bad = await klondike(['analyze', dir, '--solve', '--cpu-ms', 'x']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--cpu-ms must be a whole number');
  });

  it('--db keeps a database file that DuckDB reopens with every row', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'games.duckdb');
    const result = await klondike(['analyze', fixturesDir, '--db', db]);
    expect(result.status).toBe(0);
    const instance = await DuckDBInstance.create(db);
    const connection = await instance.connect();
    const rows = (
      await connection.runAndReadAll('SELECT COUNT(*) AS n, SUM(undos) AS undos FROM sessions')
    ).getRowObjects();
    const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
    expect(Number(rows[0]!['n'])).toBe(files.length);
    expect(Number(rows[0]!['undos'])).toBeGreaterThan(0);
    // one naming: the CSV header is the table's columns, snake_case
    const columns = (
      await connection.runAndReadAll(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'sessions' ORDER BY ordinal_position",
      )
    )
      .getRows()
      .map((r) => String(r[0]));
    const csv = await klondike(['analyze', fixturesDir, '--csv']);
    expect(csv.stdout.split('\n')[0]).toBe(columns.join(','));
    expect(columns.every((c) => /^[a-z]+(_[a-z]+)*$/.test(c))).toBe(true);
    // and --json's row fields are the same columns, in the same order, under SessionSummary's names
    const json = await analyzeJson([fixturesDir]);
    const snake = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    expect(Object.keys(json.sessions[0]!).map((f) => (f === 'start' ? 'start_kind' : snake(f)))).toEqual(columns);
    const thinkColumns = (
      await connection.runAndReadAll(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'think_times' ORDER BY ordinal_position",
      )
    )
      .getRows()
      .map((r) => String(r[0]));
    expect(thinkColumns).toEqual(['session_key', 'action_number', 'think_ms']);
    connection.closeSync();
    instance.closeSync();
  });
});

describe('klondike analyze: every line is its own record', () => {
  /** Three recorded games, one a line: the fixtures from the `from`th (another game each, so none is counted as read before). */
  const goodLines = (from = 0): string[] =>
    readdirSync(fixturesDir)
      .filter((f) => f.endsWith('.json'))
      .slice(from, from + 3)
      .map((f) =>
        JSON.stringify((JSON.parse(readFileSync(path.join(fixturesDir, f), 'utf8')) as { session: unknown }).session),
      );

  it('a comment, an array, binary bytes or garbled JSON as the first line costs that line only', async () => {
    const dir = tempDir();
    const firsts = {
      comment: '# exported from the player',
      array: '[]',
      binary: '\u0000\u0001PK\u0003\u0004',
      garbled: '{"format":"klondike-session", oops',
    };
    for (const [i, [name, first]] of Object.entries(firsts).entries())
      writeFileSync(path.join(dir, `${name}.ndjson`), [first, ...goodLines(3 * i)].join('\n') + '\n');
    writeFileSync(path.join(dir, 'last.ndjson'), [...goodLines(12), '{"broken'].join('\n'));
    const out = await analyzeJson([dir]);
    const name = (s: string): string => path.relative(dir, s);
    expect(out.sessions.map((s) => name(s.source))).toEqual([
      'array.ndjson:2',
      'array.ndjson:3',
      'array.ndjson:4',
      'binary.ndjson:2',
      'binary.ndjson:3',
      'binary.ndjson:4',
      'comment.ndjson:2',
      'comment.ndjson:3',
      'comment.ndjson:4',
      'garbled.ndjson:2',
      'garbled.ndjson:3',
      'garbled.ndjson:4',
      'last.ndjson:1',
      'last.ndjson:2',
      'last.ndjson:3',
    ]);
    expect(out.invalid.map((i) => name(i.source))).toEqual([
      'array.ndjson:1',
      'binary.ndjson:1',
      'comment.ndjson:1',
      'garbled.ndjson:1',
      'last.ndjson:4',
    ]);
    for (const i of out.invalid) expect(i.reason).toMatch(/^ERR_[A-Z_]+: /);
  });

  it('a carriage return inside a line (JSON whitespace) does not split it, and later line numbers stay right', async () => {
    const dir = tempDir();
    const good = goodLines();
    const file = path.join(dir, 'cr.ndjson');
    writeFileSync(
      file,
      [good[0]!.replace('"actions":', '"actions":\r'), 'nope', good[1], good[2]].join('\r\n') + '\r\n',
    );
    const out = await analyzeJson([file]);
    expect(out.sessions.map((s) => path.basename(s.source))).toEqual(['cr.ndjson:1', 'cr.ndjson:3', 'cr.ndjson:4']);
    expect(out.invalid.map((i) => path.basename(i.source))).toEqual(['cr.ndjson:2']);
  });

  it('a JSON array of sessions is read element by element', async () => {
    const dir = tempDir();
    const sessions = goodLines().map((l) => JSON.parse(l) as unknown);
    const file = path.join(dir, 'export.json');
    writeFileSync(file, JSON.stringify(sessions, null, 2));
    const out = await analyzeJson([file]);
    expect(out.sessions).toHaveLength(3);
    expect(out.invalid).toEqual([]);
    expect(out.sessions[0]!.source).toBe(`${file}:2: element 1`);
    expect(out.sessions.map((s) => s.source.replace(/^.*: /, ''))).toEqual(['element 1', 'element 2', 'element 3']);
  });

  it('a # note above a pretty-printed fixture or an array of sessions costs that line only', async () => {
    const dir = tempDir();
    const fixture = readdirSync(fixturesDir).find((f) => f.endsWith('.json'))!;
    writeFileSync(
      path.join(dir, 'fixture.json'),
      '# copied from the fixtures\n' + readFileSync(path.join(fixturesDir, fixture), 'utf8'),
    );
    const sessions = goodLines(1).map((l) => JSON.parse(l) as unknown);
    writeFileSync(path.join(dir, 'export.json'), '# exported\n' + JSON.stringify(sessions, null, 2));
    const out = await analyzeJson([dir]);
    const name = (s: string): string => path.relative(dir, s);
    // the array's elements at the lines they start on (the first under `[` on line 2) and their places, the fixture as a whole file
    expect(out.sessions.map((s) => name(s.source).replace(/:\d+(: element \d+)?$/, ''))).toEqual([
      'export.json',
      'export.json',
      'export.json',
      'fixture.json',
    ]);
    expect(name(out.sessions[0]!.source)).toBe('export.json:3: element 1');
    expect(out.invalid.map((i) => name(i.source))).toEqual(['export.json:1', 'fixture.json:1']);
  });
});

describe('klondike analyze: a broken pretty-printed session, said as the other commands say it', () => {
  it('actions on lines of their own inside the document: one problem, at the file:line and in the words of play --session and lost-at', async () => {
    const fixture = readdirSync(fixturesDir).find((f) => f.endsWith('.json'))!;
    const { session } = JSON.parse(readFileSync(path.join(fixturesDir, fixture), 'utf8')) as {
      session: { actions: unknown[] };
    };
    const { actions, ...head } = session;
    // each action one compact object a line, and a doubled comma near the end
    const text = `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "actions": [\n${actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n')}\n  ],,\n}\n`;
    const file = path.join(tempDir(), 'pretty.json');
    writeFileSync(file, text);
    const stopped = text.split('\n').length - 2;
    const lostAt = await klondike(['lost-at', '--session', file]);
    const play = await klondike(['play', '--session', file]);
    expect(play.stderr).toBe(lostAt.stderr);
    expect(lostAt.stderr).toMatch(
      new RegExp(`^klondike: ${file}:${stopped}: not valid JSON at line ${stopped}, column 5: `),
    );
    const words = lostAt.stderr.trim().slice(`klondike: ${file}:${stopped}: `.length);
    const analyzed = await klondike(['analyze', file, '--json']);
    expect(analyzed.status).not.toBe(0);
    expect((JSON.parse(analyzed.stdout) as AnalyzeJson).invalid).toEqual([
      { source: `${file}:${stopped}`, reason: `ERR_JSON: ${words}` },
    ]);
  });
});

describe('klondike analyze: symbolic links in folders', () => {
  it('follows links to files and folders, reports a loop once and a dangling link, and never runs forever', async () => {
    const dir = tempDir();
    const store = path.join(dir, 'store');
    mkdirSync(store);
    const good = readdirSync(fixturesDir)
      .filter((f) => f.endsWith('.json'))
      .slice(0, 4)
      .map((f) =>
        JSON.stringify((JSON.parse(readFileSync(path.join(fixturesDir, f), 'utf8')) as { session: unknown }).session),
      );
    writeFileSync(path.join(store, 'a.ndjson'), good.slice(0, 2).join('\n') + '\n');
    writeFileSync(path.join(store, 'b.ndjson'), good.slice(2).join('\n') + '\n');
    const input = path.join(dir, 'input');
    mkdirSync(path.join(input, 'sub'), { recursive: true });
    symlinkSync(path.join(store, 'a.ndjson'), path.join(input, 'linked.ndjson'));
    symlinkSync(store, path.join(input, 'sub', 'store-link'));
    symlinkSync(input, path.join(input, 'sub', 'loop'));
    symlinkSync(path.join(dir, 'nowhere.ndjson'), path.join(input, 'dangling.ndjson'));
    const out = await analyzeJson([input]);
    const name = (s: string): string => path.relative(input, s);
    // a.ndjson through the folder's link too: its games were read through the file's link before
    expect(out.sessions.map((s) => name(s.source))).toEqual([
      'linked.ndjson:1',
      'linked.ndjson:2',
      'sub/store-link/b.ndjson:1',
      'sub/store-link/b.ndjson:2',
    ]);
    expect((out as unknown as { duplicates: number }).duplicates).toBe(2);
    expect(out.invalid.map((i) => `${name(i.source)}: ${i.reason}`)).toEqual([
      'dangling.ndjson: ERR_LINK: a symbolic link to nothing',
      `sub/loop: ERR_LOOP: a symbolic link back to ${input}, not followed`,
    ]);
  });
});

describe('klondike analyze: the session key', () => {
  it('a game read from several files is counted once in every figure, the copies said to be skipped', async () => {
    const [first, second] = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
    const file = path.join(fixturesDir, first!);
    // the same game as another file: a copy, pretty-printed (the key is of the game, not of its text)
    const copy = path.join(tempDir(), 'copy.json');
    writeFileSync(copy, JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2));
    const other = path.join(fixturesDir, second!);
    const out = await analyzeJson([file, other, copy, file]);
    expect(out.sessions.map((s) => s.source)).toEqual([file, other]);
    expect(out.sessions[0]!['sessionKey']).toMatch(/^[0-9a-f]{32}$/);
    expect((out as unknown as { duplicates: number }).duplicates).toBe(2);
    expect(out.aggregate['overview']![0]!['sessions']).toBe(2);
    const table = await klondike(['analyze', file, other, copy, file]);
    expect(table.stdout.split('\n')[0]).toBe(
      '2 sessions read from 4 files, 0 invalid, 2 duplicates skipped (a session_key read before)',
    );
  });
});

describe('klondike analyze: the deals played most', () => {
  it('keeps points and dollars apart: the best Normal score and the best Vegas score of a deal', async () => {
    const dir = tempDir();
    const deck = 'KL1-D1N-AAAAAAG';
    const session = (scoring: string): string =>
      JSON.stringify({
        format: 'klondike-session',
        version: 1,
        rules: 'app',
        draw: 1,
        scoring,
        code: deck.replace('D1N', scoring === 'vegas' ? 'D1V' : 'D1N'),
        actions: [{ a: 'D', t: 1000 }],
      });
    writeFileSync(path.join(dir, 'two.ndjson'), [session('normal'), session('vegas')].join('\n'));
    const out = await analyzeJson([dir]);
    const deal = out.aggregate['deals_played_most']![0]!;
    expect(deal).toMatchObject({ sessions: 2, best_points: 0, best_dollars: -52 });
    expect(deal).not.toHaveProperty('best_score');
  });
});
