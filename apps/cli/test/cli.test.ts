import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, klondike, klondikeWithStdout, linesOf, packageDir, type CliResult } from './run.js';
import { W1, W3, W_TABLEAU_MOVES } from '@klondike/engine/testing';

// RULES §11 worked examples.
const times = (text: string, n: number): string => Array.from({ length: n }, () => text).join(' ');
const TABLEAU_TO_FOUNDATIONS = W_TABLEAU_MOVES.join(' ');
const W1_WIN = `${TABLEAU_TO_FOUNDATIONS} ${times('D W-F', 24)}`;
const W3_WIN = `${TABLEAU_TO_FOUNDATIONS} ${times('D W-F W-F W-F', 8)}`;

// Deal 6 (`AAAAAAG`): pinned here too, since a released code must give the same deal forever (RULES §2).
const DEAL_6 =
  'Js 2s 8s 5c Kd 7d 7s Qc Jd 9s 7c 4c 9h Jh Qh Ah Ks 5h Qs 2c As 8c 9c 8h 4d Th 3h 9d 6h Ac 6c 3s Jc 5s 3d Ts 2d 6d 6s Ad 8d Tc 2h Kh 3c 5d Td Qd 4h 7h Kc 4s';

interface Summary {
  readonly score: number;
  readonly scoreText: string;
  readonly won: boolean;
  readonly foundations: number[];
  readonly stock: number;
  readonly waste: number;
  readonly tableau: string[];
  readonly undoable: number;
  readonly position: string;
}

/** A `--json` result of a session file's record without its place (`source`, `stoppedAt`): the game alone, as JSON. */
function gameOnly(line: string): string {
  const { source: _source, stoppedAt: _stoppedAt, ...game } = JSON.parse(line) as Record<string, unknown>;
  return JSON.stringify(game);
}

/** Runs a command that must succeed and returns its stdout. */
async function succeed(args: readonly string[], stdin?: string): Promise<string> {
  const result = await klondike(args, stdin);
  expect(result.stderr, `stderr of ${args.join(' ')}`).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

/** Runs `play ... --json` and returns the one summary it prints. */
async function summary(args: readonly string[]): Promise<Summary> {
  const lines = linesOf(await succeed(['play', ...args, '--json']));
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Summary;
}

/** A failure must be status 1, nothing on stdout, exactly one stderr line `klondike: ...` without a stack trace. */
function expectFailure(result: CliResult, ...words: (string | RegExp)[]): void {
  expect(result.stdout).toBe('');
  expect(result.status).toBe(1);
  expect(result.stderr.endsWith('\n')).toBe(true);
  const lines = linesOf(result.stderr);
  expect(lines, result.stderr).toHaveLength(1);
  const line = lines[0]!;
  expect(line.startsWith('klondike: ')).toBe(true);
  expect(line).not.toMatch(/\bat .*\(.*:\d+:\d+\)|node:internal/);
  for (const w of words) typeof w === 'string' ? expect(line).toContain(w) : expect(line).toMatch(w);
}

describe('klondike deal', () => {
  it('prints the deck string of a game code', async () => {
    expect(await succeed(['deal', 'KL1-D1N-AAAAAAG'])).toBe(DEAL_6 + '\n');
  });

  it('deals depend on the deal number only', async () => {
    expect(await succeed(['deal', 'KL1-D3V-AAAAAAG'])).toBe(DEAL_6 + '\n');
    expect(await succeed(['deal', 'KL1-D3N-AAAAAAG-S'])).toBe(DEAL_6 + '\n');
    const other = await succeed(['deal', 'KL1-D1N-AAAAAAH']);
    expect(other).not.toBe(DEAL_6 + '\n');
    expect(new Set(other.trim().split(' ')).size).toBe(52);
  });

  it('--json prints code (canonical), deal number, draw, scoring, rules (the preset), thoughtful and deck', async () => {
    const out = linesOf(await succeed(['deal', ' kl1-d3v-aaaaaag-ct ', '--json']));
    expect(out).toHaveLength(1);
    const parsed = JSON.parse(out[0]!) as Record<string, unknown>;
    expect(parsed).toEqual({
      code: 'KL1-D3V-AAAAAAG-CT',
      dealNumber: 6,
      draw: 3,
      scoring: 'vegas',
      rules: 'classic',
      thoughtful: true,
      deck: DEAL_6,
    });
    expect(Object.keys(parsed)).toEqual(['code', 'dealNumber', 'draw', 'scoring', 'rules', 'thoughtful', 'deck']);
    const plain = JSON.parse(await succeed(['deal', 'KL1-D1N-AAAAAAG', '--json'])) as Record<string, unknown>;
    expect(plain).toMatchObject({ rules: 'app', thoughtful: false });
    expect(plain).not.toHaveProperty('variant');
    const cjt = JSON.parse(await succeed(['deal', 'KL1-D1N-AAAAAAG-CJT', '--json'])) as Record<string, unknown>;
    expect(cjt).toMatchObject({ code: 'KL1-D1N-AAAAAAG-CJT', rules: 'classic', thoughtful: true, variant: 'jokers' });
    expect(Object.keys(cjt)).toEqual([
      'code',
      'dealNumber',
      'draw',
      'scoring',
      'rules',
      'thoughtful',
      'variant',
      'deck',
    ]);
    const big = JSON.parse(await succeed(['deal', 'KL1-D1N-ZZZZZZZ', '--json'])) as Record<string, unknown>;
    expect(big['dealNumber']).toBe(26 ** 7 - 1);
  });
});

describe('klondike new', () => {
  it('prints a fresh code that deal accepts', async () => {
    const code = (await succeed(['new'])).trim();
    expect(code).toMatch(/^KL1-D1N-[A-Z]{7}$/);
    const deck = (await succeed(['deal', code])).trim().split(' ');
    expect(new Set(deck).size).toBe(52);
  });

  it('takes draw, scoring, rules and thoughtful into the code', async () => {
    const code = (
      await succeed(['new', '--draw', '3', '--scoring', 'vegas', '--rules', 'stilldeck', '--thoughtful'])
    ).trim();
    expect(code).toMatch(/^KL1-D3V-[A-Z]{7}-ST$/);
    const dealt = JSON.parse(await succeed(['deal', code, '--json'])) as Record<string, unknown>;
    expect(dealt).toMatchObject({ code, draw: 3, scoring: 'vegas' });
    expect((await succeed(['new', '--rules', 'classic'])).trim()).toMatch(/^KL1-D1N-[A-Z]{7}-C$/);
  });

  it('two fresh codes differ (26^7 deals)', async () => {
    expect(await succeed(['new'])).not.toBe(await succeed(['new']));
  });
});

describe('klondike play', () => {
  it('W1 draw 1 is won with 625 (Normal) and +$208 (Vegas)', async () => {
    const normal = await summary(['--deck', W1, '--moves', W1_WIN]);
    expect(normal).toMatchObject({
      won: true,
      score: 625,
      scoreText: '625',
      foundations: [13, 13, 13, 13],
      stock: 0,
      waste: 0,
    });
    expect(normal.tableau).toEqual(['', '', '', '', '', '', '']);
    const vegas = await summary(['--deck', W1, '--scoring', 'vegas', '--moves', W1_WIN]);
    expect(vegas).toMatchObject({ won: true, score: 208, scoreText: '+$208' });
  });

  it('W3 draw 3 is won with 625 (Normal) and +$208 (Vegas)', async () => {
    expect(await summary(['--deck', W3, '--draw', '3', '--moves', W3_WIN])).toMatchObject({
      won: true,
      score: 625,
      scoreText: '625',
    });
    expect(await summary(['--deck', W3, '--draw', '3', '--scoring', 'vegas', '--moves', W3_WIN])).toMatchObject({
      won: true,
      score: 208,
      scoreText: '+$208',
    });
  });

  it('W1 scores per preset after T1-F T7-F T5-F F1-T5 T5-F (RULES §11)', async () => {
    const moves = ['T1-F', 'T7-F', 'T5-F', 'F1-T5', 'T5-F'];
    const cases: [string[], string[]][] = [
      [
        ['--rules', 'app'],
        ['10', '25', '40', '40', '50'],
      ],
      [
        ['--rules', 'stilldeck'],
        ['10', '25', '40', '25', '35'],
      ],
      [
        ['--scoring', 'vegas'],
        ['-$47', '-$42', '-$37', '-$37', '-$32'],
      ],
    ];
    for (const [flags, scores] of cases)
      for (let n = 1; n <= moves.length; n++)
        expect(
          (await summary(['--deck', W1, ...flags, '--moves', moves.slice(0, n).join(' ')])).scoreText,
          `${flags.join(' ')} after ${n}`,
        ).toBe(scores[n - 1]);
    expectFailure(
      await klondike(['play', '--deck', W1, '--rules', 'classic', '--moves', moves.join(' ')]),
      'action 4 (F1-T5)',
    );
  });

  it('W1: a recycle is floored at 0 and undo takes actions back (RULES §11)', async () => {
    const base = `T1-F ${times('D', 24)} R`;
    expect((await summary(['--deck', W1, '--moves', base])).score).toBe(0);
    const undone = await summary(['--deck', W1, '--moves', `${base} D U U`]);
    expect(undone).toMatchObject({ score: 10, stock: 0, waste: 24, undoable: 25 });
  });

  it('--code fixes the rules; agreeing flags are accepted; moves may be omitted', async () => {
    const start = await summary(['--code', 'KL1-D1N-AAAAAAG']);
    expect(start).toMatchObject({ score: 0, stock: 24, waste: 0, undoable: 0, won: false });
    expect(start.tableau[0]).toBe('Js');
    const played = await summary([
      '--code',
      'kl1-d1n-aaaaaag',
      '--draw',
      '1',
      '--scoring',
      'normal',
      '--rules',
      'app',
      '--moves',
      'd d',
    ]);
    expect(played).toMatchObject({ stock: 22, waste: 2, undoable: 2 });
    // a deck beside the code is accepted when it is the code's deal (RULES §8, one rule for every client)
    expect(await summary(['--code', 'KL1-D1N-AAAAAAG', '--deck', DEAL_6])).toEqual(start);
    const three = await summary(['--code', 'KL1-D3V-AAAAAAG', '--moves', 'D']);
    expect(three).toMatchObject({ stock: 21, waste: 3, score: -52, scoreText: '-$52' });
  });

  it('--position starts where its text says and goes on like the game it came from', async () => {
    const half = await summary(['--deck', W1, '--moves', TABLEAU_TO_FOUNDATIONS]);
    const whole = await summary(['--deck', W1, '--moves', W1_WIN]);
    const resumed = await summary(['--position', half.position, '--moves', times('D W-F', 24)]);
    expect(resumed.position).toBe(whole.position);
    expect(resumed).toMatchObject({ won: true, score: 240 });
    const lines = half.position.split('; ').join('\n');
    expect((await summary(['--position', lines])).position).toBe(half.position);
  });

  it('text output draws the position: foundations, stock, waste, columns, score, pass, undoable, won', async () => {
    const text = await succeed(['play', '--code', 'KL1-D1N-AAAAAAG', '--moves', 'D D']);
    const lines = linesOf(text);
    expect(lines[0]).toContain('KL1-D1N-AAAAAAG');
    expect(text).toMatch(/Foundations: F1 -- +F2 -- +F3 -- +F4 --/);
    expect(text).toContain('Stock: 22');
    expect(text).toMatch(/Waste: 2 .*Ac/);
    const header = lines.findIndex((l) => l.startsWith('T1'));
    expect(lines[header]).toMatch(/^T1 +T2 +T3 +T4 +T5 +T6 +T7$/);
    expect(lines[header + 1]!.split(/\s+/)).toEqual(['Js', '##', '##', '##', '##', '##', '##']);
    expect(lines[header + 7]!.trim()).toBe('9d');
    expect(text).toMatch(/Score: 0 +Pass: 1 \(no limit\) +Undoable: 2 +Won: no/);
    expect(linesOf(await succeed(['play', '--code', 'KL1-D1N-AAAAAAG', '--moves', 'D D U D U U D']))).toContain(
      'Actions: 4   Undos: 3   In effect: 1',
    );
    expect(text).not.toContain('[');
    const won = await succeed(['play', '--deck', W1, '--scoring', 'vegas', '--moves', W1_WIN]);
    expect(won).toMatch(/Score: \+\$208 .*Won: yes/);
  });

  it('a thoughtful game shows face-down cards and the stock order', async () => {
    for (const args of [
      ['--code', 'KL1-D1N-AAAAAAG-T'],
      ['--deck', DEAL_6, '--thoughtful'],
    ]) {
      const lines = linesOf(await succeed(['play', ...args]));
      const header = lines.findIndex((l) => l.startsWith('T1'));
      expect(lines[header + 1]!.split(/\s+/)).toEqual(['Js', '[2s]', '[5c]', '[7s]', '[7c]', '[Ah]', '[8c]']);
      expect(lines.join('\n')).not.toContain('##');
      expect(lines.join('\n')).toContain('6h Ac 6c');
    }
  });

  it('classic draw 3 counts passes against its limit', async () => {
    const text = await succeed(['play', '--code', 'KL1-D3N-AAAAAAG-C', '--moves', `${times('D', 8)} R`]);
    expect(text).toContain('Pass: 2 of 3');
  });
});

describe('bad input: status 1, nothing on stdout, one stderr line naming the problem', () => {
  const W1_REPEATED = W1.replace('2d', 'Ad');

  it('a missing start names only the ways the command has: play --session, solve --batch', async () => {
    const play = await klondike(['play']);
    expectFailure(play, 'give one of --code, --deck or --position (or --session FILE)');
    const solve = await klondike(['solve']);
    expectFailure(solve, 'give one of --code, --deck or --position (or --batch FILE)');
    expect(solve.stderr).not.toContain('--session');
  });

  it.each<[string, string[], (string | RegExp)[]]>([
    ['unknown code format', ['deal', 'KL2-D1N-AAAAAAA'], ['KL2-D1N-AAAAAAA', 'KL1-']],
    ['bad draw/scoring part', ['deal', 'KL1-D2N-AAAAAAA'], ['D2N']],
    ['bad deal letters', ['deal', 'KL1-D1N-AAAAAA1'], ['AAAAAA1']],
    ['bad code options', ['play', '--code', 'KL1-D1N-AAAAAAG-X'], ['"X"']],
    ['deck with a repeated card', ['play', '--deck', W1_REPEATED], ['Ad', 'twice']],
    ['deck with an unknown card', ['play', '--deck', W1.replace('Kc', 'Zz')], ['Zz']],
    ['deck with missing cards', ['play', '--deck', 'As 2s 3s'], ['missing']],
    ['bad position', ['play', '--position', 'T1: As'], ['position', 'missing']],
    [
      'position past the pass limit',
      ['play', '--position', W1_POSITION_P2(), '--rules', 'classic'],
      ['position', 'pass'],
    ],
    ['bad token', ['play', '--code', 'KL1-D1N-AAAAAAG', '--moves', 'D T9-T1'], ['action 2 (T9-T1)']],
    ['bad token first', ['play', '--deck', W1, '--moves', 'T9-T1'], ['action 1 (T9-T1)', 'not an action']],
    ['foundation to foundation', ['play', '--deck', W1, '--moves', 'T1-F F3-F1'], ['action 2 (F3-F1)']],
    [
      'illegal action at index 5',
      ['play', '--deck', W1, '--moves', 'T1-F T7-F T7-F T5-F T2-T5 D'],
      ['action 5 (T2-T5)', 'fits'],
    ],
    ['illegal first action', ['play', '--deck', W1, '--moves', 't1-t2'], ['action 1 (T1-T2)', 'T1']],
    ['undo with nothing to undo', ['play', '--deck', W1, '--moves', 'U'], ['action 1 (U)', 'undo']],
    ['action after a win', ['play', '--deck', W1, '--moves', `${W1_WIN} U`], ['action 77 (U)', 'won']],
    ['conflicting --draw', ['play', '--code', 'KL1-D1N-AAAAAAG', '--draw', '3'], ['--draw 3', 'KL1-D1N-AAAAAAG']],
    ['conflicting --scoring', ['play', '--code', 'KL1-D1N-AAAAAAG', '--scoring', 'vegas'], ['--scoring vegas']],
    ['conflicting --rules', ['play', '--code', 'KL1-D1N-AAAAAAG', '--rules', 'classic'], ['--rules classic']],
    [
      'conflicting --thoughtful',
      ['play', '--code', 'KL1-D1N-AAAAAAG', '--thoughtful'],
      ['--thoughtful', 'KL1-D1N-AAAAAAG-T'],
    ],
    // the one start rule: a deck beside a code must be its deal, like any field the code fixes
    [
      "a deck that is not the code's deal",
      ['play', '--code', 'KL1-D1N-AAAAAAG', '--deck', W1],
      ['--deck', 'KL1-D1N-AAAAAAG', 'not its deal'],
    ],
    [
      'every conflict named',
      ['play', '--code', 'KL1-D1N-AAAAAAG', '--draw', '3', '--scoring', 'vegas'],
      ['--draw 3', '--scoring vegas'],
    ],
    ['two starts', ['play', '--deck', W1, '--position', W1_POSITION_P2()], ['only one']],
    ['no start', ['play', '--moves', 'D'], ['missing', '--code']],
    ['missing option value', ['play', '--code'], ['--code', 'missing']],
    ['missing argument', ['deal'], ['missing', 'code']],
    ['too many arguments', ['deal', 'KL1-D1N-AAAAAAG', 'KL1-D1N-AAAAAAH'], ['too many arguments']],
    ['unknown option', ['play', '--frobnicate'], ['unknown option', '--frobnicate']],
    ['misspelt option (commander suggests on a second line)', ['play', '--jsn'], ['unknown option', '--json']],
    ['bad choice', ['new', '--draw', '2'], ['--draw', '1, 3']],
    ['bad rules choice', ['play', '--deck', W1, '--rules', 'spider'], ['--rules', 'spider']],
    ['unknown command', ['shuffle'], ['unknown command', 'shuffle']],
    ['no command', [], ['missing command']],
    ['help on an unknown command', ['help', 'shuffle'], ['unknown command', 'shuffle']],
    [
      'missing session file',
      ['play', '--session', '/nonexistent/klondike/session.json'],
      ['/nonexistent/klondike/session.json', 'no such file'],
    ],
    ['a folder as session file', ['play', '--session', '/'], ['cannot read']],
    [
      'session with other start options',
      ['play', '--session', '-', '--code', 'KL1-D1N-AAAAAAG'],
      ['--session', '--code'],
    ],
    [
      'repeated --moves',
      ['play', '--code', 'KL1-D1N-AAAAAAG', '--moves', 'D', '--moves', 'U'],
      ['option --moves given twice'],
    ],
    [
      'repeated --code',
      ['play', '--code', 'KL1-D1N-AAAAAAG', '--code', 'KL1-D1N-AAAAAAH'],
      ['option --code given twice'],
    ],
    [
      'repeated --moves with =',
      ['play', '--code', 'KL1-D1N-AAAAAAG', '--moves=D', '--moves=D'],
      ['option --moves given twice'],
    ],
    ['repeated --deck', ['play', '--deck', W1, '--deck', W1], ['option --deck given twice']],
    [
      'repeated --position',
      ['play', '--position', 'T1: As', '--position', 'T1: As'],
      ['option --position given twice'],
    ],
    ['repeated --session', ['play', '--session', '-', '--session', '-'], ['option --session given twice']],
    ['repeated --draw on play', ['play', '--deck', W1, '--draw', '3', '--draw', '3'], ['option --draw given twice']],
    ['repeated --draw over its default', ['new', '--draw', '3', '--draw', '1'], ['option --draw given twice']],
    ['repeated --scoring', ['new', '--scoring', 'vegas', '--scoring', 'normal'], ['option --scoring given twice']],
    ['repeated --rules', ['new', '--rules', 'classic', '--rules', 'classic'], ['option --rules given twice']],
  ])('%s', async (_name, args, words) => {
    expectFailure(await klondike(args), ...words);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'klondike-cli-bad-'));
  const write = (name: string, text: string): string => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const session = (extra: Record<string, unknown>): Record<string, unknown> => ({
    format: 'klondike-session',
    version: 1,
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    deck: W1,
    actions: [],
    ...extra,
  });

  it('a file with invalid JSON', async () => {
    expectFailure(
      await klondike(['play', '--session', write('bad.json', '{"format": "klondike-session",\n  "version": 1,,\n}')]),
      'bad.json',
      'JSON',
    );
    expectFailure(await klondike(['play', '--session', '-'], '{not json'), 'stdin', 'JSON');
  });

  it('an empty file', async () => {
    expectFailure(await klondike(['play', '--session', write('empty.json', '\n')]), 'empty');
  });

  it('a session with version 2', async () => {
    expectFailure(
      await klondike(['play', '--session', write('v2.json', JSON.stringify(session({ version: 2 })))]),
      'version 2',
    );
  });

  it('a session with an unknown format', async () => {
    expectFailure(
      await klondike(['play', '--session', write('fmt.json', JSON.stringify(session({ format: 'chess-game' })))]),
      'format',
    );
  });

  it('a broken JSON file is described the same way by play, lost-at and analyze: file:line, then line and column', async () => {
    // a new user's file cut short before its closing brace: JSON.parse's own 0-based position is not said
    const broken = write('broken.json', '{"format":"klondike-session","version":1,"rules":"app"\n');
    const said = `${broken}:1: not valid JSON at line 1, column 55: `;
    for (const command of ['play', 'lost-at']) {
      const result = await klondike([command, '--session', broken]);
      expectFailure(result, `klondike: ${said}`);
      expect(result.stderr).not.toMatch(/position/);
    }
    const analyzed = await klondike(['analyze', broken]);
    expect(analyzed.stdout + analyzed.stderr).toContain(`${broken}:1: ERR_JSON: not valid JSON at line 1, column 55: `);
    expect(analyzed.stdout + analyzed.stderr).not.toMatch(/position/);
  });

  it('a bad line of an NDJSON file costs that line only: the others are replayed, the bad one named by file:line and why, its actions before the bad one kept', async () => {
    const good = JSON.stringify(session({ actions: [{ a: 'T1-F' }] }));
    const other = JSON.stringify(session({ actions: [{ a: 'D' }] }));
    const badToken = JSON.stringify(session({ actions: [{ a: 'T1-F' }, { a: 'X-T1' }] }));
    const illegal = JSON.stringify(session({ actions: ['T1-F', 'T7-F', 'T7-F', 'T5-F', 'T2-T5'].map((a) => ({ a })) }));
    const mixed = write('mixed.ndjson', `${good}\n{"format": oops\n${badToken}\n\n${illegal}\n${other}\n`);
    const problems = [
      new RegExp(`^klondike: ${mixed}:2: ERR_JSON: not valid JSON at line 2, column 12: \\S`),
      new RegExp(`^klondike: ${mixed}:3: ERR_ACTION: action 2 \\(X-T1\\)`),
      new RegExp(`^klondike: ${mixed}:5: ERR_ILLEGAL: action 5 \\(T2-T5\\)`),
    ];
    const expectKept = (result: CliResult, stdoutLines: number): void => {
      expect(result.status).toBe(1);
      expect(linesOf(result.stdout)).toHaveLength(stdoutLines);
      const errors = linesOf(result.stderr);
      expect(errors, result.stderr).toHaveLength(problems.length);
      problems.forEach((p, i) => expect(errors[i]).toMatch(p));
    };
    /** What `play --json` gives for a session of `actions` alone: a refused session's valid prefix. */
    const playedAlone = (actions: readonly string[]): Promise<string> =>
      succeed(
        ['play', '--json', '--session', '-'],
        JSON.stringify(session({ actions: actions.map((a) => ({ a })) })),
      ).then(gameOnly);
    const played = await klondike(['play', '--json', '--session', mixed]);
    expectKept(played, 4);
    expect(linesOf(played.stdout).map(gameOnly)).toEqual([
      await succeed(['play', '--json', '--session', '-'], good).then(gameOnly),
      await playedAlone(['T1-F']),
      await playedAlone(['T1-F', 'T7-F', 'T7-F', 'T5-F']),
      await succeed(['play', '--json', '--session', '-'], other).then(gameOnly),
    ]);
    const text = await klondike(['play', '--session', mixed]);
    expect(text.stdout).toContain(`Session 2 of 4 (${mixed}:3)`);
    expect(text.stdout).toContain('Session 4 of 4');
    const lost = await klondike(['lost-at', '--json', '--cpu-ms', '2000', '--session', mixed]);
    expectKept(lost, 4);
    // a file of one session refused at an action: the same, its reason said and the actions before it kept
    const single = await klondike(['play', '--json', '--session', '-'], illegal);
    expect(single.status).toBe(1);
    expect(linesOf(single.stdout).map(gameOnly)).toEqual([await playedAlone(['T1-F', 'T7-F', 'T7-F', 'T5-F'])]);
    expect(linesOf(single.stderr)).toEqual([
      expect.stringMatching(/^klondike: stdin(:1)?: ERR_ILLEGAL: action 5 \(T2-T5\)/),
    ]);
    // every line refused: each line named, only the illegal one's actions before it kept
    // (a first line that is no JSON at all would make the file one JSON document, refused as a whole)
    const bad = write('bad.ndjson', `{"format": "chess-game"}\n{"format": oops\n\n${illegal}\n`);
    const none = await klondike(['play', '--json', '--session', bad]);
    expect(none.status).toBe(1);
    expect(linesOf(none.stdout).map(gameOnly)).toEqual([await playedAlone(['T1-F', 'T7-F', 'T7-F', 'T5-F'])]);
    expect(linesOf(none.stderr).map((l) => l.slice(0, l.indexOf(': ERR_')))).toEqual(
      [1, 2, 4].map((line) => `klondike: ${bad}:${line}`),
    );
  });

  it('with --json every result of play, lost-at and review names its record (source) and says where a game read in part stopped (stoppedAt)', async () => {
    // good; refused at action 6; broken JSON; a card twice in the deck; good
    const good = JSON.stringify(session({ actions: [{ a: 'T1-F' }] }));
    const part = JSON.stringify(
      session({ actions: ['T1-F', 'T7-F', 'T7-F', 'T5-F', 'D', 'T1-T1'].map((a) => ({ a })) }),
    );
    const twice = JSON.stringify(session({ deck: W1.replace('2d', 'Ad') }));
    const mixed = write('mixed-json.ndjson', [good, part, '{"format": oops', twice, good].join('\n') + '\n');
    const stoppedAt = { actionIndex: 6, reason: expect.stringMatching(/^ERR_ILLEGAL: action 6 \(T1-T1\): /) as string };
    const places = [{ source: `${mixed}:1` }, { source: `${mixed}:2`, stoppedAt }, { source: `${mixed}:5` }];
    for (const args of [['play'], ['lost-at', '--cpu-ms', '2000'], ['review', '--samples', '2', '--jobs', '1']]) {
      const result = await klondike([...args, '--json', '--session', mixed]);
      expect(result.status, args[0]).toBe(1);
      const lines = linesOf(result.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines, args[0]).toMatchObject(places);
      expect(lines.map((l) => 'stoppedAt' in l)).toEqual([false, true, false]);
      // the errors are still said, one stderr line per refused record
      expect(
        linesOf(result.stderr).map((l) => l.slice(0, l.indexOf(': ERR_'))),
        args[0],
      ).toEqual([2, 3, 4].map((line) => `klondike: ${mixed}:${line}`));
    }
  }, 120_000);

  it('a game read in part says so on its own lines, in play, lost-at and review alike: where it stopped and why', async () => {
    const good = JSON.stringify(session({ actions: [{ a: 'T1-F' }] }));
    const part = JSON.stringify(
      session({ actions: ['T1-F', 'T7-F', 'T7-F', 'T5-F', 'D', 'T1-T1'].map((a) => ({ a })) }),
    );
    const mixed = write('mixed-text.ndjson', [good, part, '{"format": oops', good].join('\n') + '\n');
    const note = /^As far as the file could be read: stopped at action 6 \(ERR_ILLEGAL: action 6 \(T1-T1\): .+\)$/;
    for (const args of [['play'], ['lost-at', '--cpu-ms', '2000'], ['review', '--samples', '2', '--jobs', '1']]) {
      const result = await klondike([...args, '--session', mixed]);
      expect(result.status, args[0]).toBe(1);
      const blocks = result.stdout.trimEnd().split('\n\n' + 'Session ');
      expect(blocks, args[0]).toHaveLength(3);
      // the part game's block: its heading, then the note, before anything said of the game
      const [heading, first] = blocks[1]!.split('\n');
      expect(heading).toBe(`2 of 3 (${mixed}:2)`);
      expect(first, args[0]).toMatch(note);
      expect(blocks[0]! + blocks[2]!).not.toContain('As far as the file could be read');
      // a file of that game alone: the note is its first line
      const alone = await klondike([...args, '--session', '-'], part);
      expect(linesOf(alone.stdout)[0], args[0]).toMatch(note);
    }
  }, 180_000);

  it('a session whose code and rules disagree', async () => {
    expectFailure(
      await klondike(['play', '--session', '-'], JSON.stringify(session({ code: 'KL1-D3N-AAAAAAG' }))),
      'KL1-D3N-AAAAAAG',
    );
  });
});

describe('output that cannot be written', () => {
  // /dev/full refuses every write with ENOSPC: the user must be told, not left with a bare status 1.
  it.runIf(existsSync('/dev/full'))('a full device: status 1 and one stderr line naming the problem', async () => {
    const result = await klondikeWithStdout(['deal', 'KL1-D1N-AAAAAAG'], '/dev/full');
    expect(result.status).toBe(1);
    const lines = linesOf(result.stderr);
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^klondike: cannot write output: .*ENOSPC/);
  });

  // A reader that stops early (`| head -1`) is normal use, not an error.
  it('a closed pipe: status 0 and nothing on stderr', async () => {
    const result = await klondikeWithStdout(['deal', 'KL1-D1N-AAAAAAG'], 'closed');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('help', () => {
  it('--help prints usage on stdout with status 0', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const result = await klondike(args);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('Usage: klondike');
      for (const command of ['deal', 'new', 'play']) expect(result.stdout).toContain(command);
    }
  });

  it('--version (and -V) prints the CLI package version on stdout with status 0', async () => {
    const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-V']) {
      const result = await klondike([flag]);
      expect(result).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    }
    expect((await succeed(['--help'])).replace(/\s+/g, ' ')).toContain(
      "-V, --version print the klondike command's version",
    );
  });

  it('play --help lists its options', async () => {
    const out = await succeed(['play', '--help']);
    for (const option of [
      '--code',
      '--deck',
      '--position',
      '--draw',
      '--scoring',
      '--rules',
      '--thoughtful',
      '--moves',
      '--session',
      '--json',
    ])
      expect(out).toContain(option);
  });
});

describe('the session files under test are the shared ones', () => {
  it('replays a shared fixture as it is and from its session alone, with the same result', async () => {
    const file = readdirSync(fixturesDir)
      .filter((f) => f.endsWith('.json'))
      .sort()[0]!;
    const { session } = JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as { session: unknown };
    const fromFixture = gameOnly(await succeed(['play', '--session', path.join(fixturesDir, file), '--json']));
    expect(gameOnly(await succeed(['play', '--session', '-', '--json'], JSON.stringify(session, null, 2)))).toBe(
      fromFixture,
    );
    // one rule with the replay viewer (engine unwrapFixture): a wrapper without `expected` is read too
    expect(gameOnly(await succeed(['play', '--session', '-', '--json'], JSON.stringify({ session })))).toBe(
      fromFixture,
    );
  });
});

/** W1 dealt, written as position text with pass 2: past classic draw 1's single pass. */
function W1_POSITION_P2(): string {
  return (
    'T1: Ad; T2: #2d Kh; T3: #Qh #Jh Th; T4: #9h #8h #7h 6h; T5: #5h #4h #3h #2h Ah; T6: #Ks #Qs #Js #Ts #9s 8s; T7: #7s #6s #5s #4s #3s #2s As; ' +
    'F: - - - -; S: 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc; W:; P: 2'
  );
}
