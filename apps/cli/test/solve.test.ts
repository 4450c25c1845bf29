import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  act,
  gameFromDeck,
  gameWon,
  makeRules,
  parseAction,
  parseDeck,
  W_TABLEAU_MOVES,
  type Game,
} from '@klondike/engine';
import { describe, expect, it } from 'vitest';
import { fixturesDir, klondike, linesOf, packageDir, type CliResult } from './run.js';
import { W1 } from '@klondike/engine/testing';
import { lostAtBudget, lostAtJson, renderLostAt } from '../src/lostAtCommand.js';
import { batchThreads } from '../src/batch.js';
import { availableParallelism } from 'node:os';

// Every card but the spades home, As face down under its own 2s: without foundation returns (classic) nothing can
// hold the 2s, so the As never comes free (packages/solver/test/solve.test.ts proves it by a plain search too).
const BURIED_ACE =
  'T1: #As 2s; T2:; T3:; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:; P: 1';
// Deal 12, draw 1: not decided within a few milliseconds (the solver's own budget test uses it).
const HARD = 'KL1-D1N-AAAAAAM';
interface SolveJson {
  readonly result: 'won' | 'lost' | 'unknown';
  readonly line: string[];
  readonly reason?: string;
  readonly nodes: number;
  readonly positions: number;
  readonly ms: number;
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'klondike-solve-'));
function tempFile(name: string, text: string): string {
  const file = path.join(tempDir, name);
  writeFileSync(file, text);
  return file;
}

async function succeed(args: readonly string[]): Promise<string> {
  const result = await klondike(args);
  expect(result.stderr, `stderr of ${args.join(' ')}`).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

/**
 * A batch with invalid lines beside valid ones: every line's result on stdout, then status 1 and one
 * stderr line counting the invalid lines (README: bad input of any kind gives status 1).
 */
async function partly(args: readonly string[], stdin?: string, invalid = '1 invalid line of 5'): Promise<string> {
  const result = await klondike(args, stdin);
  expect(linesOf(result.stderr)).toEqual([`klondike: ${invalid} in the batch file (listed above)`]);
  expect(result.status).toBe(1);
  return result.stdout;
}

async function solveJson(args: readonly string[]): Promise<SolveJson> {
  const lines = linesOf(await succeed(['solve', ...args, '--json']));
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as SolveJson;
}

/** A failure: status 1, nothing on stdout, one stderr line `klondike: ...` containing the words. */
function expectFailure(result: CliResult, ...words: string[]): void {
  expect(result.stdout).toBe('');
  expect(result.status).toBe(1);
  const lines = linesOf(result.stderr);
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]!.startsWith('klondike: ')).toBe(true);
  for (const w of words) expect(lines[0]).toContain(w);
}

/** Plays notation tokens through the engine. */
function played(game: Game, tokens: readonly string[]): Game {
  return tokens.reduce((g, token, i) => {
    const action = parseAction(token);
    if (!action.ok) throw new Error(`token ${i + 1} ${token}: ${action.error.message}`);
    const next = act(g, action.value);
    if (!next.ok) throw new Error(`token ${i + 1} ${token}: ${next.error.message}`);
    return next.value;
  }, game);
}

const w1Game = (): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, makeRules({ draw: 1 }));
};

describe('klondike solve', () => {
  it('solves W1 (RULES §11): won, and its line replays to a win through the engine', async () => {
    const solved = await solveJson(['--deck', W1]);
    expect(solved).toMatchObject({ result: 'won' });
    expect(Object.keys(solved).sort()).toEqual(['line', 'ms', 'nodes', 'positions', 'result']);
    expect(gameWon(played(w1Game(), solved.line))).toBe(true);
  });

  it('prints a readable text: the result, the line wrapped to the terminal, the counts', async () => {
    const lines = linesOf(await succeed(['solve', '--deck', W1]));
    expect(lines[0]).toMatch(/^won: a winning line of \d+ actions$/);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[lines.length - 1]).toMatch(/^nodes [\d,]+, positions [\d,]+, [\d,]+ ms$/);
  });

  it('proves an Ace buried under its own 2 lost without foundation returns', async () => {
    expect(await solveJson(['--position', BURIED_ACE, '--rules', 'classic'])).toMatchObject({
      result: 'lost',
      line: [],
    });
    expect(linesOf(await succeed(['solve', '--position', BURIED_ACE, '--rules', 'classic']))[0]).toMatch(
      /^lost: proven/,
    );
  });

  it('gives unknown with its reason when the time budget is tiny, still exit 0', async () => {
    expect(await solveJson(['--code', HARD, '--timeout-ms', '1'])).toMatchObject({
      result: 'unknown',
      reason: 'time',
      line: [],
    });
  });

  it('--cpu-ms bounds the search by CPU time alone: 1 ms cannot decide deal 12 with a day of wall time beside it', async () => {
    // only the CPU budget can stop this search: the wall-time limit is a day
    expect(await solveJson(['--code', HARD, '--cpu-ms', '1', '--timeout-ms', '86400000'])).toMatchObject({
      result: 'unknown',
      reason: 'time',
      line: [],
    });
    expect(linesOf(await succeed(['solve', '--code', HARD, '--cpu-ms', '1']))[0]).toBe(
      'unknown: not decided, the time budget (--timeout-ms or --cpu-ms) ran out',
    );
  });

  it('--cpu-ms alone leaves no wall-time limit: W1 is won however slow the machine', async () => {
    // a minute of CPU for a deal decided in a fraction of a second, and no default 10 s of wall time
    const solved = await solveJson(['--deck', W1, '--cpu-ms', '60000']);
    expect(solved).toMatchObject({ result: 'won' });
    expect(gameWon(played(w1Game(), solved.line))).toBe(true);
  });

  it.each([
    [['--code', 'KL1-D1N-XYZ'], 'game code deal "XYZ"'],
    [['--code', 'KL1-D1N-AAAAAAG', '--draw', '3'], '--draw 3 conflicts with game code KL1-D1N-AAAAAAG'],
    [['--code', 'KL1-D1N-AAAAAAG', '--deck', W1], '--deck conflicts with game code KL1-D1N-AAAAAAG'],
    [['--deck', W1, '--position', BURIED_ACE], 'only one of --code, --deck or --position'],
    [['--deck', 'Ad 2d'], 'deck'],
    [
      ['--batch', 'games.txt', '--code', 'KL1-D1N-AAAAAAG'],
      '--batch reads its games from the file: do not combine it with --code',
    ],
    [['--batch', path.join(tempDir, 'missing.txt')], 'cannot read batch file'],
    [['--batch', 'games.txt', '--jobs', '0'], '--jobs must be a whole number'],
    [['--batch', 'games.txt', '--jobs', 'two'], '--jobs must be a whole number'],
    [['--code', 'KL1-D1N-AAAAAAG', '--jobs', '2'], '--jobs only applies to --batch'],
    [['--code', 'KL1-D1N-AAAAAAG', '--timeout-ms', '-5'], '--timeout-ms must be a whole number'],
    [['--code', 'KL1-D1N-AAAAAAG', '--cpu-ms', '0'], '--cpu-ms must be a whole number from 1 to 86,400,000, not "0"'],
    [['--code', 'KL1-D1N-AAAAAAG', '--cpu-ms', '1.5'], '--cpu-ms must be a whole number'],
    [[], 'missing start'],
  ])('refuses bad input %j with exit 1 and one stderr line', async (args, words) => {
    expectFailure(await klondike(['solve', ...args]), words);
  });
});

describe('klondike solve --batch', () => {
  const codes = ['KL1-D1N-AAAAAAG', 'KL1-D3N-AAAAAAH', 'KL1-D1N-AAAAAAB', 'KL1-D3V-AAAAAAC'];
  const file = tempFile(
    'games.txt',
    ['# four games, a blank line and a bad one', codes[0], codes[1], '', 'not-a-code', codes[2], codes[3], ''].join(
      '\n',
    ),
  );
  const inputLines = [2, 3, 5, 6, 7];

  it('solves every line in worker threads, prints NDJSON in input order, names the bad line, sums up, and fails (status 1)', async () => {
    const rows = linesOf(await partly(['solve', '--batch', file, '--jobs', '2', '--json'])).map(
      (l) => JSON.parse(l) as Record<string, unknown>,
    );
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 5).map((r) => r['line'])).toEqual(inputLines);
    expect(rows.slice(0, 5).map((r) => r['input'])).toEqual([codes[0], codes[1], 'not-a-code', codes[2], codes[3]]);
    expect(rows[2]).toMatchObject({ line: 5, error: expect.stringContaining('game code "not-a-code" is not') });
    for (const i of [0, 1, 3, 4]) expect(['won', 'lost', 'unknown']).toContain((rows[i]!['solve'] as SolveJson).result);
    const results = [0, 1, 3, 4].map((i) => (rows[i]!['solve'] as SolveJson).result);
    const count = (r: string): number => results.filter((x) => x === r).length;
    expect(rows[5]).toEqual({
      summary: { won: count('won'), lost: count('lost'), unknown: count('unknown'), invalid: 1 },
    });
  });

  it('prints a table and a summary line as text', async () => {
    const lines = linesOf(await partly(['solve', '--batch', file, '--jobs', '2']));
    expect(lines[0]).toMatch(/^line\s+input\s+result/);
    expect(lines.slice(1, 6).map((l) => Number(l.trim().split(/\s+/)[0]))).toEqual(inputLines);
    expect(lines[3]).toMatch(/^\s*5\s+not-a-code\s+invalid\s+game code/);
    expect(lines[6]).toMatch(/^summary: \d+ won, \d+ lost, \d+ unknown, 1 invalid$/);
  });

  it('reads the batch from stdin for "-", as play --session - does, and names stdin in its errors', async () => {
    const stdout = await partly(
      // row 1's verdict is asserted: `solve` has no CPU or node budget, so the longest wall-time one (a
      // day) for its 309 positions, not the default 10 s a loaded machine can spend before a verdict
      ['solve', '--batch', '-', '--jobs', '1', '--timeout-ms', '86400000', '--json'],
      `${codes[0]}\nnot-a-code\n`,
      '1 invalid line of 2',
    );
    const rows = linesOf(stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => r['line'])).toEqual([1, 2, undefined]);
    expect(rows[0]).toMatchObject({ input: codes[0], solve: { result: 'won' } });
    expect(rows[1]).toMatchObject({ line: 2, error: expect.stringContaining('game code "not-a-code" is not') });
    expectFailure(await klondike(['solve', '--batch', '-'], '# nothing\n'), 'stdin: no game code or deck');
  });

  it('--cpu-ms bounds each game of a batch by CPU time, in one worker thread: more jobs are refused', async () => {
    // a minute of CPU for a game of 309 positions, 1 ms for deal 12, a day of wall time for both:
    // only the CPU budget can decide or stop them
    const won = tempFile('won.txt', `${codes[0]}\n`);
    const hard = tempFile('hard1.txt', `${HARD}\n`);
    const rowOf = async (file: string, cpuMs: string): Promise<Record<string, unknown>> =>
      JSON.parse(
        linesOf(await succeed(['solve', '--batch', file, '--cpu-ms', cpuMs, '--timeout-ms', '86400000', '--json']))[0]!,
      ) as Record<string, unknown>;
    expect(await rowOf(won, '60000')).toMatchObject({ input: codes[0], solve: { result: 'won' } });
    expect(await rowOf(hard, '1')).toMatchObject({ input: HARD, solve: { result: 'unknown', reason: 'time' } });
    expect(linesOf(await succeed(['solve', '--batch', hard, '--cpu-ms', '1', '--jobs', '1']))[1]).toContain(
      'the time budget (--timeout-ms or --cpu-ms) ran out',
    );
    expectFailure(
      await klondike(['solve', '--batch', hard, '--cpu-ms', '1', '--jobs', '2']),
      "--cpu-ms runs --batch in one worker thread: the CPU time it counts is the whole process's",
      'drop --jobs 2',
    );
    const help = (await succeed(['solve', '--help'])).replace(/\s+/g, ' ');
    expect(help).toContain('--cpu-ms <n> CPU time budget of each solver call in milliseconds');
    expect(help).toContain('With --batch it runs one worker thread');
  });

  it('runs one worker thread under a CPU budget (the clock counts the whole process), the cores under a wall-time one', () => {
    expect(batchThreads(undefined, { maxCpuMs: 1000, maxMs: Infinity }, 12)).toBe(1);
    expect(batchThreads(1, { maxCpuMs: 1000, maxMs: Infinity }, 12)).toBe(1);
    expect(() => batchThreads(3, { maxCpuMs: 1000, maxMs: Infinity }, 12)).toThrow('drop --jobs 3');
    expect(batchThreads(undefined, { maxMs: 1000 }, 12)).toBe(Math.min(availableParallelism(), 12));
    expect(batchThreads(3, { maxMs: 1000 }, 12)).toBe(3);
    expect(batchThreads(3, { maxMs: 1000 }, 2)).toBe(2);
  });

  it('a batch of valid lines only succeeds (status 0, nothing on stderr)', async () => {
    const valid = tempFile('valid.txt', `${codes[0]}\n# a comment\n${codes[1]}\n`);
    const rows = linesOf(await succeed(['solve', '--batch', valid, '--jobs', '1', '--timeout-ms', '200', '--json']));
    expect(rows).toHaveLength(3);
  });

  it('a batch of more games than listeners Node allows on one signal (10) prints no warning, with --json or a table', async () => {
    const many = tempFile('many.txt', Array.from({ length: 12 }, (_, i) => codes[i % codes.length]).join('\n'));
    // NDJSON: 12 rows and the summary; the table: a heading, 12 rows and the summary
    for (const [format, lines] of [
      [['--json'], 13],
      [[], 14],
    ] as const) {
      const result = await klondike(['solve', '--batch', many, '--jobs', '2', '--timeout-ms', '200', ...format]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(linesOf(result.stdout)).toHaveLength(lines);
    }
  });

  it('stops the pool on Ctrl-C: exit 1, one line saying it was interrupted, no output', async () => {
    const hard = tempFile('hard.txt', Array<string>(4).fill(HARD).join('\n'));
    const child = spawn(
      process.execPath,
      [
        '--import',
        path.join(packageDir, 'test', 'sigintReady.mjs'),
        path.join(packageDir, 'bin', 'klondike.js'),
        'solve',
        '--batch',
        hard,
        '--jobs',
        '2',
        '--timeout-ms',
        '60000',
      ],
      { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    // Ctrl-C comes once the batch catches it (the child says so), whatever the machine's speed; 4 games
    // of up to 60 s each are still running then, so a pool that was not stopped would print their rows
    child.once('message', () => child.kill('SIGINT'));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expectFailure({ status: status ?? -1, stdout, stderr }, 'interrupted');
  });
});

describe('klondike lost-at', () => {
  // W1 in classic rules (one pass): after the tableau goes home the waste must be played card by card; the
  // second D covers 3d with 4d for the rest of the only pass. T2-T1 then U make journal and move log differ.
  const tokens = ['T1-F', 'T2-T1', 'U', ...W_TABLEAU_MOVES.slice(1), 'D', 'D', 'D', 'D'];
  const session = {
    format: 'klondike-session',
    version: 1,
    rules: 'classic',
    draw: 1,
    scoring: 'normal',
    deck: W1,
    startedAt: '2026-12-01T19:00:00.000Z',
    actions: tokens.map((a, i) => ({ a, t: i * 1000 })),
  };
  const thrownAway = tempFile('thrown-away.json', JSON.stringify(session));
  const losingIndex = W_TABLEAU_MOVES.length + 4;

  it('names the action that threw the game away, with journal index and notation, and a winning line before it', async () => {
    const lines = linesOf(await succeed(['lost-at', '--session', thrownAway, '--json']));
    expect(lines).toHaveLength(1);
    const report = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(report).toMatchObject({
      verdict: 'lost',
      winnableAtDeal: true,
      journalIndex: losingIndex,
      moveIndex: losingIndex - 2,
      action: 'D',
    });
    expect(tokens[losingIndex - 1]).toBe('D');
    // the winning line from the last winnable position: the session up to just before the losing action, then the line
    const before = played(
      gameFromDeck(parseDeckOrThrow(W1), makeRules({ preset: 'classic', draw: 1 })),
      tokens.slice(0, losingIndex - 1),
    );
    expect(gameWon(played(before, report['line'] as string[]))).toBe(true);

    const text = linesOf(await succeed(['lost-at', '--session', thrownAway]));
    expect(text[0]).toBe('winnable at the deal: yes');
    expect(text[1]).toBe(`lost at action ${losingIndex} of the journal (move ${losingIndex - 2} of the move log): D`);
  });

  it('gives one report per session of an NDJSON file', async () => {
    const both = tempFile(
      'both.ndjson',
      `${JSON.stringify(session)}\n${JSON.stringify({ ...session, actions: session.actions.slice(0, -3) })}\n`,
    );
    const reports = linesOf(await succeed(['lost-at', '--session', both, '--json'])).map(
      (l) => JSON.parse(l) as { verdict: string },
    );
    expect(reports.map((r) => r.verdict)).toEqual(['lost', 'winnable']);
  });

  it('heads each report of a several-session file with its file:line, as review does (and play --session)', async () => {
    const line = JSON.stringify(session);
    const mixed = tempFile('mixed.ndjson', `${line}\nnot json\n${line}\n\n${line}\n`);
    for (const command of ['lost-at', 'play']) {
      const result = await klondike([command, '--session', mixed]);
      expect(result.status).toBe(1);
      expect(linesOf(result.stderr)).toEqual([expect.stringMatching(`^klondike: ${mixed}:2: ERR_JSON: `)]);
      expect(linesOf(result.stdout).filter((l) => l.startsWith('Session '))).toEqual([
        `Session 1 of 3 (${mixed}:1)`,
        `Session 2 of 3 (${mixed}:3)`,
        `Session 3 of 3 (${mixed}:5)`,
      ]);
    }
  });

  it('says winnable and not lost on a shared fixture that can still be won', async () => {
    const fixture = path.join(fixturesDir, 'app-d1-normal-00.json');
    const report = JSON.parse(await succeed(['lost-at', '--session', fixture, '--json'])) as Record<string, unknown>;
    expect(report).toMatchObject({ verdict: 'winnable', winnableAtDeal: true });
    const text = linesOf(await succeed(['lost-at', '--session', fixture]));
    expect(text.slice(0, 2)).toEqual([
      'winnable at the deal: yes',
      'not lost: the game can still be won from its current position',
    ]);
  });

  it('--cpu-ms bounds each solver call by CPU time: 1 ms cannot decide a deal that needs seconds', async () => {
    // classic-d1-normal-20 is lost at the deal, proven in about 2.6 million nodes (seconds of CPU)
    const fixture = path.join(fixturesDir, 'classic-d1-normal-20.json');
    const report = JSON.parse(await succeed(['lost-at', '--session', fixture, '--cpu-ms', '1', '--json'])) as Record<
      string,
      unknown
    >;
    expect(report).toMatchObject({ verdict: 'unknown', reason: 'time', winnableAtDeal: null });
    expectFailure(
      await klondike(['lost-at', '--session', fixture, '--cpu-ms', 'x']),
      '--cpu-ms must be a whole number',
    );
  });

  it('budgets each call by CPU time, 10 s unless --cpu-ms says otherwise; --timeout-ms only adds a wall-time limit', async () => {
    expect(lostAtBudget({})).toEqual({ maxCpuMs: 10_000, maxMs: Infinity });
    expect(lostAtBudget({ cpuMs: 30_000 })).toEqual({ maxCpuMs: 30_000, maxMs: Infinity });
    expect(lostAtBudget({ timeoutMs: 5000 })).toEqual({ maxCpuMs: 10_000, maxMs: 5000 });
    expect(lostAtBudget({ cpuMs: 200, timeoutMs: 5000 })).toEqual({ maxCpuMs: 200, maxMs: 5000 });
    const help = (await succeed(['lost-at', '--help'])).replace(/\s+/g, ' ');
    expect(help).toContain('--cpu-ms <n> CPU time budget of each solver call in milliseconds (default 10,000)');
    expect(help).toContain('--timeout-ms <n> also stop each solver call after this many milliseconds of wall time');
    expectFailure(
      await klondike(['lost-at', '--session', thrownAway, '--timeout-ms', '-3']),
      '--timeout-ms must be a whole number',
    );
  });

  it('under a CPU budget says the CPU time of its calls beside the wall time, each labelled', async () => {
    const game = gameFromDeck(parseDeckOrThrow(W1), makeRules({ preset: 'classic', draw: 1 }));
    // an injected CPU clock: 1,000 ms before the calls, 3,345 ms after them
    const readings = [1000, 3345];
    const report = lostAtJson(game, lostAtBudget({}), () => readings.shift()!);
    expect(report.cpuMs).toBe(2345);
    const last = linesOf(renderLostAt(report, 80)).at(-1)!;
    expect(last).toBe(`${report.calls} solver calls, ${report.ms.toLocaleString('en-US')} ms wall, 2,345 ms of CPU`);
    // without a CPU budget (not a choice lost-at offers) no CPU figure is invented
    const wallOnly = lostAtJson(game, { maxMs: 60_000 }, () => {
      throw new Error('the CPU clock is read only under a CPU budget');
    });
    expect(wallOnly).not.toHaveProperty('cpuMs');
    expect(linesOf(renderLostAt(wallOnly, 80)).at(-1)).toMatch(/^\d+ solver calls, [\d,]+ ms$/);
    // the command itself: labels only, no timing figures asserted
    const text = linesOf(await succeed(['lost-at', '--session', thrownAway, '--cpu-ms', '30000']));
    expect(text.at(-1)).toMatch(/^\d+ solver calls, [\d,]+ ms wall, [\d,]+ ms of CPU$/);
    const json = JSON.parse(await succeed(['lost-at', '--session', thrownAway, '--json'])) as Record<string, unknown>;
    expect(typeof json['cpuMs']).toBe('number');
  });

  it('refuses a missing session file with exit 1 and one stderr line', async () => {
    expectFailure(
      await klondike(['lost-at', '--session', path.join(tempDir, 'none.json')]),
      'cannot read session file',
    );
    expectFailure(await klondike(['lost-at']), '--session');
  });
});

function parseDeckOrThrow(text: string) {
  const deck = parseDeck(text);
  if (!deck.ok) throw new Error(deck.error.message);
  return deck.value;
}
