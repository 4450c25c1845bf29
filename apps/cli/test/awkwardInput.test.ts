import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, klondike, linesOf } from './run.js';

/**
 * What a new user met with awkward inputs: a binary file given as sessions or as a batch, and a
 * folder where no session is valid. What is printed for a terminal carries no raw control bytes (a
 * binary file's bytes could move the cursor or change the terminal's state), and an analysis that
 * read no valid session says so with a failing status.
 */
let dir = '';
let binary = '';
/** A text batch file with no valid line, and a control sequence that must not reach the terminal raw. */
let garbled = '';
/** Bytes of every kind: NUL and the other C0 controls, ESC sequences, DEL, C1 (0x9b is a CSI), bad UTF-8, and line feeds. */
const BYTES = Buffer.from([
  0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0x1b, 0x5b, 0x32, 0x4a, 0x0a, 0xc2, 0x9b, 0x33, 0x31, 0x6d, 0x07,
  0x08, 0x0d, 0x0a, 0xff, 0xfe, 0x00, 0x41, 0x0a, 0x1b, 0x5d, 0x30, 0x3b, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x07, 0x0a,
]);

/** What every reader of session files says of a binary file (the engine's `ERR_BINARY` message). */
const BINARY_WORDS = 'binary file, not a session file (JSON or NDJSON)';

/** Every character a terminal acts on rather than shows: C0 controls but the line feed, DEL and C1 controls. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'klondike-awkward-'));
  binary = path.join(dir, 'program.bin');
  writeFileSync(binary, BYTES);
  garbled = path.join(dir, 'garbled.txt');
  writeFileSync(garbled, 'not a code\n\u001b[2Jstill not\n');
});

describe('a binary file', () => {
  it("klondike analyze reports it once, as a binary file, and keeps the other files' sessions", async () => {
    const both = mkdtempSync(path.join(tmpdir(), 'klondike-binary-'));
    const session = JSON.parse(readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), 'utf8')) as {
      session: unknown;
    };
    writeFileSync(path.join(both, 'a.ndjson'), BYTES);
    writeFileSync(path.join(both, 'b.ndjson'), JSON.stringify(session.session) + '\n');
    const result = await klondike(['analyze', both, '--json']);
    expect(result.status).toBe(0);
    const out = JSON.parse(result.stdout) as { sessions: unknown[]; invalid: { source: string; reason: string }[] };
    expect(out.sessions).toHaveLength(1);
    expect(out.invalid).toEqual([{ source: path.join(both, 'a.ndjson'), reason: `ERR_BINARY: ${BINARY_WORDS}` }]);
    const table = await klondike(['analyze', binary]);
    expect(table.stdout).not.toMatch(CONTROL);
    expect(table.stderr).not.toMatch(CONTROL);
    expect(table.stdout).toContain(`${binary}: ERR_BINARY: ${BINARY_WORDS}`);
  });

  it('klondike analyze - refuses it piped in once, as a binary file, as it does a binary file named', async () => {
    const result = await klondike(['analyze', '-', '--json'], BYTES);
    expect(result.status).toBe(1);
    const out = JSON.parse(result.stdout) as { sessions: unknown[]; invalid: { source: string; reason: string }[] };
    expect(out.sessions).toHaveLength(0);
    expect(out.invalid).toEqual([{ source: 'stdin', reason: `ERR_BINARY: ${BINARY_WORDS}` }]);
    const table = await klondike(['analyze', '-'], BYTES);
    expect(table.stdout).toContain(`stdin: ERR_BINARY: ${BINARY_WORDS}`);
    expect(table.stdout).not.toMatch(/ERR_JSON/);
  });

  it("klondike lost-at and play --session say it in the same words as analyze (the engine reader's), not as a JSON error", async () => {
    for (const command of [
      ['lost-at', '--session', binary],
      ['play', '--session', binary],
    ]) {
      const result = await klondike(command);
      expect(result.status).toBe(1);
      expect(linesOf(result.stderr)).toEqual([`klondike: ${binary}: ${BINARY_WORDS}`]);
    }
  });

  it('random bytes with a NUL and lines that start like JSON ({, [) but are none: refused once, from a file or piped in', async () => {
    const fooled = Buffer.from([
      0x8b, 0x00, 0x1f, 0x0a, 0x7b, 0xc3, 0x28, 0x00, 0x0a, 0x5b, 0x7f, 0x22, 0x0a, 0x7b, 0x0a, 0xe2, 0x0a, 0x7b, 0x22,
      0x0a,
    ]);
    const file = path.join(dir, 'fooled.bin');
    writeFileSync(file, fooled);
    for (const [input, stdin, name] of [
      [file, undefined, file],
      ['-', fooled, 'stdin'],
    ] as const) {
      const result = await klondike(['analyze', input, '--json'], stdin);
      const out = JSON.parse(result.stdout) as { invalid: { source: string; reason: string }[] };
      expect(out.invalid).toEqual([{ source: name, reason: `ERR_BINARY: ${BINARY_WORDS}` }]);
      const play = await klondike(['play', '--session', input], stdin);
      expect(linesOf(play.stderr)).toEqual([`klondike: ${name}: ${BINARY_WORDS}`]);
    }
  });

  it('a text piped in lists its bad lines in line order: a note line (a bad record) before a broken document after it', async () => {
    const result = await klondike(['analyze', '-', '--json'], Buffer.from('# a note\n{"broken\n'));
    const out = JSON.parse(result.stdout) as { invalid: { source: string }[] };
    expect(out.invalid.map((i) => i.source)).toEqual(['stdin:1', 'stdin:2']);
  });

  it('piped in ("-") or read from a file, every session reader (play, lost-at, review) refuses it once in the same words', async () => {
    for (const command of ['play', 'lost-at', 'review']) {
      for (const [file, stdin, name] of [
        [binary, undefined, binary],
        ['-', BYTES, 'stdin'],
      ] as const) {
        const result = await klondike([command, '--session', file], stdin);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe('');
        expect(linesOf(result.stderr), `${command} --session ${file}`).toEqual([`klondike: ${name}: ${BINARY_WORDS}`]);
      }
    }
  });

  it('klondike solve --batch refuses it once, by name, with no table of its bytes', async () => {
    const result = await klondike(['solve', '--batch', binary]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(linesOf(result.stderr)).toEqual([
      `klondike: ${binary}: binary file, not a batch file of game codes or decks`,
    ]);
  });
});

describe('an empty session file', () => {
  it('an empty or blank input is refused by every session reader (play, lost-at, review) in the same words, with no raw code', async () => {
    const blank = path.join(dir, 'blank.ndjson');
    writeFileSync(blank, '\n  \n');
    for (const command of ['play', 'lost-at', 'review']) {
      for (const [file, stdin, name] of [
        ['-', '', 'stdin'],
        [blank, undefined, blank],
      ] as const) {
        const result = await klondike([command, '--session', file], stdin);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe('');
        expect(linesOf(result.stderr), `${command} --session ${file}`).toEqual([
          `klondike: ${name}: the session file is empty`,
        ]);
      }
    }
  });
});

describe('control characters in an argument', () => {
  it('klondike deal names a code with ESC and SOH in it visibly, with no raw control character on stderr', async () => {
    const result = await klondike(['deal', 'KL1-D1N-AAAAAAG\u001b[31mRED\u0001']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toMatch(CONTROL);
    expect(linesOf(result.stderr)).toHaveLength(1);
    expect(linesOf(result.stderr)).toEqual([
      'klondike: game code deal "AAAAAAG\\x1b[31mRED\\x01" must be 7 letters A-Z',
    ]);
  });

  it('an unknown option (a message of the option parser) is shown the same way', async () => {
    const result = await klondike(['deal', 'KL1-D1N-AAAAAAG', '--j\u009bson']);
    expect(result.status).toBe(1);
    expect(result.stderr).not.toMatch(CONTROL);
    expect(result.stderr).toContain('--j\\x9bson');
  });
});

describe('klondike solve --batch where no line is valid', () => {
  it('prints its table, and fails (status 1) with one stderr line saying no line was valid, as analyze does', async () => {
    const result = await klondike(['solve', '--batch', garbled]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/0 won, 0 lost, 0 unknown, 2 invalid/);
    expect(linesOf(result.stderr)).toEqual([
      'klondike: no valid game in the batch file: 2 invalid lines (listed above)',
    ]);
  });

  it('with --json the output is whole and the status is 1', async () => {
    const result = await klondike(['solve', '--batch', garbled, '--json']);
    expect(result.status).toBe(1);
    const lines = linesOf(result.stdout).map((l) => JSON.parse(l) as { summary?: { invalid: number } });
    expect(lines.at(-1)?.summary?.invalid).toBe(2);
  });

  it('a line that is no game code is quoted in its error as written, not upper-cased', async () => {
    const lower = path.join(dir, 'lower.txt');
    writeFileSync(lower, 'garbage\nkl1-d2n-aaaaaag\n');
    const result = await klondike(['solve', '--batch', lower, '--json']);
    const rows = linesOf(result.stdout).map((l) => JSON.parse(l) as { line?: number; error?: string });
    expect(rows.slice(0, 2)).toEqual([
      { line: 1, input: 'garbage', error: 'game code "garbage" is not of the form KL1-D1N-AAAAAAG' },
      {
        line: 2,
        input: 'kl1-d2n-aaaaaag',
        error: 'game code part "d2n" must be D1N, D1V, D3N or D3V (draw 1 or 3, Normal or Vegas)',
      },
    ]);
    const table = await klondike(['solve', '--batch', lower]);
    expect(table.stdout).toContain('game code "garbage" is not of the form');
    expect(table.stdout).not.toContain('GARBAGE');
  });

  it('a game code with more text after it is refused as such, on its line', async () => {
    const extra = path.join(dir, 'extra.txt');
    writeFileSync(extra, 'KL1-D1N-AAAAAAG\nKL1-D1N-AAAAAAG extra\n');
    const result = await klondike(['solve', '--batch', extra, '--json']);
    const rows = linesOf(result.stdout).map((l) => JSON.parse(l) as { line?: number; error?: string });
    expect(rows[1]).toEqual({
      line: 2,
      input: 'KL1-D1N-AAAAAAG extra',
      error: 'extra text after the game code KL1-D1N-AAAAAAG: "extra" (one game code or one deck per line)',
    });
  });
});

describe('klondike analyze where no session is valid', () => {
  it('prints what it read, and fails (status 1) with one stderr line saying no session was valid', async () => {
    const result = await klondike(['analyze', binary]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^0 sessions read from 0 of 1 file, 1 invalid/);
    expect(linesOf(result.stderr)).toEqual(['klondike: no valid session in the input: 1 invalid (listed above)']);
  });

  it('with --json the output is whole and the status is 1', async () => {
    const result = await klondike(['analyze', binary, '--json']);
    expect(result.status).toBe(1);
    const out = JSON.parse(result.stdout) as { invalid: unknown[] };
    expect(out.invalid).toHaveLength(1);
  });

  it('one valid session beside the invalid ones: status 0', async () => {
    const mixed = path.join(dir, 'mixed.ndjson');
    const fixture = JSON.parse(readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), 'utf8')) as {
      session: unknown;
    };
    writeFileSync(mixed, `not json\n${JSON.stringify(fixture.session)}\n`);
    const result = await klondike(['analyze', mixed]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('files that held only bad lines are counted as read, not as files the sessions came from (table and HTML report)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'klondike-bad-files-'));
    const fixture = JSON.parse(readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), 'utf8')) as {
      session: unknown;
    };
    writeFileSync(path.join(folder, 'a.ndjson'), `${JSON.stringify(fixture.session)}\n`);
    writeFileSync(path.join(folder, 'b.ndjson'), 'not json\n');
    writeFileSync(path.join(folder, 'c.json'), '{"format":"klondike-session","broken\n');
    const html = path.join(folder, 'report.html');
    const result = await klondike(['analyze', folder, '--html', html]);
    expect(result.status).toBe(0);
    expect(linesOf(result.stdout)[0]).toBe('1 session read from 1 of 3 files, 2 invalid');
    expect(readFileSync(html, 'utf8')).toContain('1 recorded game from 1 of 3 files.');
  });

  it('an invalid session beside an empty file fails, with the invalid and the empty file counted as stdout counts them', async () => {
    const empty = path.join(dir, 'empty.ndjson');
    writeFileSync(empty, '');
    const result = await klondike(['analyze', empty, binary]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^0 sessions read from 0 of 2 files, 2 invalid/);
    expect(linesOf(result.stderr)).toEqual([
      'klondike: no valid session in the input: 2 invalid, 1 of them an empty file (listed above)',
    ]);
  });
});

describe('klondike analyze of no session at all', () => {
  it('an empty folder fails (status 1), saying no session file was found, as no valid session does', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'klondike-empty-'));
    const result = await klondike(['analyze', empty]);
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual([
      `klondike: no session in the input: no session file (.json, .ndjson, .jsonl) in ${empty}`,
    ]);
  });

  it('an empty file alone fails too, saying its files hold no session', async () => {
    const empty = path.join(dir, 'empty-alone.ndjson');
    writeFileSync(empty, '');
    const result = await klondike(['analyze', empty]);
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual(['klondike: no session in the input: 1 file read, none holds a session']);
  });

  it('the HTML report says there is nothing to analyse, not a win rate of 0%', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'klondike-empty-'));
    const html = path.join(dir, 'empty-report.html');
    const result = await klondike(['analyze', empty, '--html', html]);
    expect(result.status).toBe(1);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('No games to analyse: the input holds no recorded game.');
    expect(page).not.toContain('Win rate');
  });
});

describe('a JSON array whose elements are no sessions', () => {
  it('klondike analyze and review name each element, not the same line three times', async () => {
    const file = path.join(dir, 'numbers.json');
    writeFileSync(file, '[1,2,3]\n');
    const analyzed = await klondike(['analyze', file]);
    expect(analyzed.status).toBe(1);
    const said = [1, 2, 3].map((n) => `${file}:1: element ${n}: ERR_FORMAT: not a session object`);
    expect(
      linesOf(analyzed.stdout)
        .filter((l) => l.includes('ERR_FORMAT'))
        .map((l) => l.trim()),
    ).toEqual(said);
    const reviewed = await klondike(['review', '--session', file]);
    expect(reviewed.status).toBe(1);
    for (const line of said) expect(reviewed.stderr).toContain(line);
  });

  it('klondike play --session and lost-at read it by the same reader, in the same words', async () => {
    const file = path.join(dir, 'numbers.json');
    writeFileSync(file, '[1,2,3]\n');
    const said = [1, 2, 3].map((n) => `klondike: ${file}:1: element ${n}: ERR_FORMAT: not a session object`);
    for (const command of [
      ['play', '--session', file],
      ['lost-at', '--session', file],
    ]) {
      const result = await klondike(command);
      expect(result.status).toBe(1);
      expect(linesOf(result.stderr).slice(0, 3)).toEqual(said);
    }
  });

  it('klondike play --session replays every session of an array, as analyze and review read them', async () => {
    const session = readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), 'utf8');
    const file = path.join(dir, 'two.json');
    writeFileSync(file, `[${session}, ${session}]\n`);
    const result = await klondike(['play', '--session', file, '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(linesOf(result.stdout)).toHaveLength(2);
  });
});

describe('klondike analyze of a folder with files it does not read', () => {
  it('counts a binary file among the files (it is listed as invalid) and says how many files were skipped by their name', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'klondike-skipped-'));
    writeFileSync(path.join(folder, 'game.json'), readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json')));
    writeFileSync(path.join(folder, 'program.json'), BYTES);
    writeFileSync(path.join(folder, 'batch.txt'), 'KL1-D1N-AAAAAAG\n');
    writeFileSync(path.join(folder, 'notes.md'), '# notes\n');
    const result = await klondike(['analyze', folder]);
    expect(result.status).toBe(0);
    expect(linesOf(result.stdout)[0]).toBe(
      '1 session read from 1 of 2 files, 1 invalid, 2 files skipped (not .json, .ndjson or .jsonl)',
    );
    expect(result.stdout).toContain(`${path.join(folder, 'program.json')}: ERR_BINARY`);
  });

  it('--json and the HTML report in each language carry the same counts as the terminal: files, duplicates, files skipped, the binary file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'klondike-skipped-'));
    const game = readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'));
    writeFileSync(path.join(folder, 'game.json'), game);
    writeFileSync(path.join(folder, 'copy.json'), game);
    writeFileSync(path.join(folder, 'program.json'), BYTES);
    writeFileSync(path.join(folder, 'notes.md'), '# notes\n');
    const program = path.join(folder, 'program.json');
    const terminal = await klondike(['analyze', folder]);
    expect(linesOf(terminal.stdout)[0]).toBe(
      '1 session read from 2 of 3 files, 1 invalid, 1 duplicate skipped (a session_key read before), 1 file skipped (not .json, .ndjson or .jsonl)',
    );
    expect(terminal.stdout).toContain(`${program}: ERR_BINARY: ${BINARY_WORDS}`);
    const json = JSON.parse((await klondike(['analyze', folder, '--json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      files: 3,
      filesWithSessions: 2,
      skippedFiles: 1,
      duplicates: 1,
      invalid: [{ source: program, reason: `ERR_BINARY: ${BINARY_WORDS}` }],
    });
    expect(json['sessions']).toHaveLength(1);
    const said = {
      en: [
        '1 recorded game from 2 of 3 files. 1 duplicate skipped (a recorded game read before). 1 file skipped (not .json, .ndjson or .jsonl).',
        BINARY_WORDS,
      ],
      he: [
        '1 משחק מוקלט מ־2 מתוך 3 קבצים. כפילות אחת דולגה (משחק מוקלט שכבר נקרא). קובץ אחד דולג (לא \u2066.json\u2069, \u2066.ndjson\u2069 או \u2066.jsonl\u2069).',
        'קובץ בינארי, לא קובץ משחק (JSON או NDJSON)',
      ],
      nl: [
        '1 opgenomen spel uit 2 van 3 bestanden. 1 dubbel spel overgeslagen (een opgenomen spel dat al gelezen was). 1 bestand overgeslagen (geen .json, .ndjson of .jsonl).',
        'binair bestand, geen spelbestand (JSON of NDJSON)',
      ],
    };
    for (const [lang, [lead, binaryWords]] of Object.entries(said)) {
      // written outside the folder, which would otherwise hold one more file to skip
      const file = path.join(dir, `report-${lang}.html`);
      const result = await klondike(['analyze', folder, '--html', file, '--lang', lang]);
      expect(result.status).toBe(0);
      const html = readFileSync(file, 'utf8');
      expect(html).toContain(`<p class="lead">${lead}</p>`);
      expect(html).toContain(
        `<bdi dir="ltr">${program}</bdi>: <bdi>${binaryWords}</bdi> (<bdi dir="ltr">ERR_BINARY</bdi>)`,
      );
    }
  });
});
