import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldSession,
  loadSession,
  gameFromCode,
  journalText,
  makeSession,
  parseGameCode,
  parseSessions,
  printableText,
  readSessions,
  sessionCounts,
  type SessionError,
} from '../src/index.js';
import { jsonErrorOffset, plainSession } from '../src/session.js';
import { gameOfDeck, must, W1 } from './helpers.js';

/**
 * The session reader (RULES §8), where a mutation run found the suite blind (docs/testing.md): the
 * offset of a JSON syntax error held to what the JavaScript engine's own parser says, and the
 * messages and data of its refusals word for word.
 */
const base = { format: 'klondike-session', version: 1, rules: 'app', draw: 1, scoring: 'normal' } as const;
const session = (extra: Record<string, unknown>, actions: readonly string[] = []) =>
  JSON.stringify({ ...base, deck: W1, ...extra, actions: actions.map((a) => ({ a })) });
const refused = (text: string): SessionError => {
  const r = parseSessions(text);
  if (r.ok) throw new Error(`read as sessions: ${text}`);
  return r.error;
};

/** JSON.parse's refusal of `text`, or undefined when it reads it. */
const refusal = (text: string): string | undefined => {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('RULES §8 where a JSON syntax error is', () => {
  it("agrees with Node's JSON.parse wherever it names the place: its position, or the token it quotes (fast-check)", () => {
    // JSON texts with a character put in, put in place of another, or cut short
    const broken = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom(...' ,:{}[]"\\-+.eE0129tfnux\u0001'), fc.nat({ max: 2 }))
      .map(([text, at, c, how]) => {
        const k = at % (text.length + 1);
        return how === 0
          ? text.slice(0, k) + c + text.slice(k)
          : how === 1
            ? text.slice(0, k) + c + text.slice(k + 1)
            : text.slice(0, k);
      });
    const seen = { position: 0, end: 0, token: 0 };
    fc.assert(
      fc.property(broken, (text) => {
        const message = refusal(text);
        if (message === undefined) return;
        const at = jsonErrorOffset(text);
        // a text cut short: the error is just after its last character that is not white space
        const end = text.trimEnd().length;
        const position = /at position (\d+)/.exec(message);
        const token = /^Unexpected token '(.)'/su.exec(message);
        if (position) {
          seen.position++;
          expect(at, text).toBe(Math.min(Number(position[1]), end));
        } else if (message.startsWith('Unexpected end of JSON input')) {
          seen.end++;
          expect(at, text).toBe(end);
        } else if (token) {
          seen.token++;
          expect(text[at!], text).toBe(token[1]);
        }
      }),
      { numRuns: 1500 },
    );
    // the property says something only if each kind of message came up
    expect(Math.min(seen.position, seen.end, seen.token)).toBeGreaterThan(50);
  });
});

describe('RULES §8 session refusals, word for word', () => {
  it('no object, another format (quoted up to 40 characters), a newer version', () => {
    expect(refused('1')).toEqual({
      code: 'ERR_FORMAT',
      message: 'not a session object',
      reason: 'not a session object',
    });
    // an array is read element by element: each that is no session is named by its line and place
    expect(refused('[1]')).toEqual({
      code: 'ERR_FORMAT',
      message: 'line 1: element 1: not a session object',
      reason: 'not a session object',
      line: 1,
      element: 1,
    });
    expect(refused('null').message).toBe('not a session object');
    const format = 'x'.repeat(60);
    expect(refused(session({ format }))).toMatchObject({
      message: `unknown format "${'x'.repeat(39)}... (expected "klondike-session")`,
      format: `"${'x'.repeat(39)}...`,
    });
    expect(refused(session({ version: 3 }))).toMatchObject({
      code: 'ERR_VERSION',
      message: 'session version 3 is newer than this reader (version 1)',
      version: 3,
    });
    // a version that is no number is the schema's to refuse
    expect(refused(session({ version: '3' }))).toMatchObject({ code: 'ERR_SCHEMA', field: 'version' });
    expect(refused(session({ version: 0 })).message).toBe('version: must be 1 or more');
  });

  it('a field of an action is named by its path; only a top-level field can be missing', () => {
    const e = refused(JSON.stringify({ ...base, deck: W1, actions: [{ a: 'D' }, { a: 'D', t: 'soon' }] }));
    expect(e).toEqual({
      code: 'ERR_SCHEMA',
      message: 'action 2: t must be a number of milliseconds',
      reason: 'action 2: t must be a number of milliseconds',
      actionIndex: 2,
      field: 'actions[1].t',
    });
    const { rules: _rules, ...noRules } = base;
    expect(refused(JSON.stringify({ ...noRules, deck: W1, actions: [] }))).toMatchObject({
      message: 'rules: missing (must be one of "app", "classic", "stilldeck")',
      field: 'rules',
      missing: true,
    });
    expect(refused(session({ thoughtful: 'yes' }))).toEqual({
      code: 'ERR_SCHEMA',
      message: 'thoughtful: must be true or false',
      reason: 'thoughtful: must be true or false',
      field: 'thoughtful',
    });
  });

  it('a session without a start says so; a bad token is quoted up to 20 characters; an illegal one in capitals', () => {
    const { deck: _deck, ...noDeck } = JSON.parse(session({})) as Record<string, unknown>;
    expect(refused(JSON.stringify(noDeck)).message).toMatch(/^the session has /);
    const long = 'Q'.repeat(30);
    const bad = refused(session({}, ['D', long]));
    expect(bad).toMatchObject({ code: 'ERR_ACTION', actionIndex: 2, token: `${'Q'.repeat(20)}...` });
    expect(bad.message).toMatch(new RegExp(`^action 2 \\(${'Q'.repeat(20)}\\.\\.\\.\\): `));
    expect(bad.pile).toBeUndefined();
    // a token of the notation naming a pile the game lacks says which pile
    const lacking = refused(session({}, ['D', 'T9-T1']));
    expect(lacking).toMatchObject({ code: 'ERR_ACTION', actionIndex: 2, token: 'T9-T1', pile: 'T9' });
    const illegal = refused(session({}, ['t1-f', 't1-t2']));
    expect(illegal).toMatchObject({ code: 'ERR_ILLEGAL', actionIndex: 2, token: 't1-t2' });
    expect(illegal.message).toMatch(/^action 2 \(T1-T2\): /);
  });

  it("one line of text that is no JSON is refused as a whole, named by the line of its error; a first line that is no JSON value names the document's error line", () => {
    const one = refused('{"format": "klondike-session",');
    expect(one.code).toBe('ERR_JSON');
    expect(one.line).toBe(1);
    expect(one.message).toMatch(/^not valid JSON at line 1, column 31: /);
    expect(one.syntaxAt).toEqual({ line: 1, column: 31 });
    // blank lines do not make a file NDJSON
    expect(refused('\n\n{"a":\n\n')).toMatchObject({ line: 3, syntaxAt: { line: 3, column: 6 } });
    const doc = refused('{\n"format": "klondike-session",\n"version": 1 "rules": "app"\n}');
    expect(doc).toMatchObject({ code: 'ERR_JSON', line: 3, syntaxAt: { line: 3, column: 14 } });
    expect(doc.message).toMatch(/^not valid JSON at line 3, column 14: /);
  });

  it('NDJSON: blank lines skipped, each record named by its own line; firstRefusal stops at the first', () => {
    const good = session({}, ['D']);
    const text = ['', good, '  ', '{"a":', good, '[]', good].join('\n');
    const all = must(readSessions(text));
    expect(all.sessions.map((s) => journalText(s.game))).toEqual(['D', 'D', 'D']);
    expect(all.refused.map((e) => [e.code, e.line, e.syntaxAt])).toEqual([
      ['ERR_JSON', 4, { line: 4, column: 6 }],
      ['ERR_FORMAT', 6, undefined],
    ]);
    const first = must(readSessions(text, { firstRefusal: true }));
    expect(first.sessions).toHaveLength(1);
    expect(first.refused.map((e) => e.line)).toEqual([4]);
  });
});

describe('RULES §8 session values', () => {
  it('sessionCounts: undos in any case and spacing; never fewer than 0 actions in effect', () => {
    expect(sessionCounts({ actions: [{ a: ' u ' }, { a: 'D' }, { a: 'U' }, { a: 'u' }] })).toEqual({
      actions: 1,
      undos: 3,
      inEffect: 0,
    });
    expect(sessionCounts({ actions: [{ a: 'D' }, { a: 'UU' }] })).toEqual({ actions: 2, undos: 0, inEffect: 2 });
  });

  it('printableText writes every control character, DEL, C1 and U+FFFD as its escape, and keeps the rest', () => {
    expect(printableText('a\u0000b\u001fc\u007fd\u009fe\ufffdf\u00a0g \u0020~')).toBe(
      'a\\x00b\\x1fc\\x7fd\\x9fe\\ufffdf\u00a0g  ~',
    );
    // the characters that break a row or a line, and a terminal's escape sequence, named as they were
    expect(printableText('\t\n\r\u001b[2J\u0085')).toBe('\\x09\\x0a\\x0d\\x1b[2J\\x85');
  });

  it('makeSession writes thoughtful and the variant only when they differ from the defaults', () => {
    const plain = makeSession(gameOfDeck(W1));
    expect(Object.keys(plain)).toEqual([
      'format',
      'version',
      'rules',
      'draw',
      'scoring',
      'deck',
      'startedAt',
      'actions',
    ]);
    const coded = makeSession(gameFromCode(must(parseGameCode('KL1-D3V-AAAAAAG-ST'))), { startedAt: 'now' });
    expect(coded).toMatchObject({ rules: 'stilldeck', draw: 3, scoring: 'vegas', thoughtful: true, startedAt: 'now' });
    expect(Object.keys(coded)).toEqual([
      'format',
      'version',
      'rules',
      'draw',
      'scoring',
      'thoughtful',
      'code',
      'deck',
      'startedAt',
      'actions',
    ]);
    const double = makeSession(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG-D'))));
    expect(double.variant).toBe('double');
  });
});

describe('RULES §8 the quick session check', () => {
  const full = {
    ...base,
    rules: 'classic',
    draw: 3,
    scoring: 'vegas',
    thoughtful: false,
    variant: 'jokers',
    code: 'c',
    deck: 'd',
    position: 'p',
    startedAt: 's',
    actions: [{ a: 'D', t: 0 }, { a: 'D' }, { a: 'D', t: 12.5 }],
  };

  it('vouches for a record with every field the schema allows, an action at 0 ms among them', () => {
    expect(plainSession(full)).toBe(true);
    expect(plainSession({ ...full, version: 7, draw: 1, thoughtful: true, actions: [] })).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['version 0', { version: 0 }],
    ['version 1.5', { version: 1.5 }],
    ['version "1"', { version: '1' }],
    ['rules "spider"', { rules: 'spider' }],
    ['scoring "points"', { scoring: 'points' }],
    ['draw 2', { draw: 2 }],
    ['thoughtful "true"', { thoughtful: 'true' }],
    ['variant "spider"', { variant: 'spider' }],
    ['code 5', { code: 5 }],
    ['deck 5', { deck: 5 }],
    ['position 5', { position: 5 }],
    ['startedAt 0', { startedAt: 0 }],
    ['actions "D"', { actions: 'D' }],
    ['an action null', { actions: [{ a: 'D' }, null] }],
    ['an action a list', { actions: [['D']] }],
    ['an action "D"', { actions: ['D'] }],
    ['an action without a', { actions: [{ t: 5 }] }],
    ['an action at -1 ms', { actions: [{ a: 'D', t: -1 }] }],
    ['an action at NaN ms', { actions: [{ a: 'D', t: Number.NaN }] }],
    ['an action at Infinity ms', { actions: [{ a: 'D', t: Number.POSITIVE_INFINITY }] }],
    ['an action at "5" ms', { actions: [{ a: 'D', t: '5' }] }],
  ])('does not vouch for %s', (_what, change) => {
    expect(plainSession({ ...full, ...change })).toBe(false);
  });
});

describe('RULES §8, §10 a session read', () => {
  it('a session without a variant is a standard game: beside a Double Klondike code, a conflict', () => {
    const { deck: _deck, ...noDeck } = JSON.parse(session({})) as Record<string, unknown>;
    const e = refused(JSON.stringify({ ...noDeck, code: 'KL1-D1N-AAAAAAG-D' }));
    expect(e).toMatchObject({ code: 'ERR_START', start: { code: 'ERR_CONFLICT' } });
    expect(e.message).toMatch(/^variant standard conflicts with game code KL1-D1N-AAAAAAG-D /);
    expect(
      must(parseSessions(JSON.stringify({ ...noDeck, code: 'KL1-D1N-AAAAAAG-D', variant: 'double' }))),
    ).toHaveLength(1);
  });

  it('foldSession keeps a time only where the action has one', () => {
    const folded = must(
      foldSession(JSON.parse(JSON.stringify({ ...base, deck: W1, actions: [{ a: 'D', t: 5 }, { a: 'D' }] }))),
    );
    expect(folded.fold.entries).toStrictEqual([{ action: { type: 'draw' }, t: 5 }, { action: { type: 'draw' } }]);
  });
});

describe('RULES §8 where a JSON syntax error is, by hand', () => {
  it.each<[string, number]>([
    ['"\\u0041', 7],
    ['"\\u0041x', 8],
    ['"\\u00G1"', 5],
    ['"\\u00', 5],
    ['"a\\qb"', 3],
    ['"a\\', 3],
    ['"a\u0001"', 2],
    ['[1, x]', 4],
    ['[01]', 2],
    ['[-]', 2],
    ['1.', 2],
    ['1.5e', 4],
    ['1.5e+x', 5],
    ['-0.5E-3 4', 8],
    ['{"a" 1}', 5],
    ['{"a":1 "b":2}', 7],
    ['{1:2}', 1],
    ['[1 2]', 3],
    ['tru', 3],
    ['trux', 3],
    ['nul  ', 3],
    ['{"a": [true, false, null, {}, []], "b": "\\n\\u00e9"} ]', 52],
  ])('%j: at offset %i', (text, offset) => {
    expect(refusal(text)).toBeDefined();
    expect(jsonErrorOffset(text)).toBe(offset);
  });
});

describe('RULES §8 bad input never crashes the reader', () => {
  it('a text nested deeper than the syntax scan can follow is refused as no JSON, without a place', () => {
    // JSON.parse reads nesting without a limit; the scan that places its error recursed until the stack ran out
    const r = readSessions('['.repeat(100_000));
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'ERR_JSON', message: 'not valid JSON: Unexpected end of JSON input' },
    });
    expect(!r.ok && r.error.syntaxAt).toBeUndefined();
  });
});

describe('RULES §8 records read and written: only the keys that hold something', () => {
  it('an error has no line key for a whole document, no action index for a field of the record', () => {
    const e = refused(session({ thoughtful: 'yes' }));
    expect(e).toStrictEqual({
      code: 'ERR_SCHEMA',
      message: 'thoughtful: must be true or false',
      reason: 'thoughtful: must be true or false',
      field: 'thoughtful',
    });
  });

  it('a session written from a position has no code and no deck; an untimed action no t', () => {
    const text = 'T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Qh Kd Kc; S:; W:';
    const game = must(
      loadSession(JSON.parse(JSON.stringify({ ...base, position: text, actions: [{ a: 'T1-F' }] }))),
    ).game;
    const written = makeSession(game);
    expect(Object.keys(written)).toEqual([
      'format',
      'version',
      'rules',
      'draw',
      'scoring',
      'position',
      'startedAt',
      'actions',
    ]);
    expect(written.actions).toStrictEqual([{ a: 'T1-F' }]);
  });

  it('a value that is no object, or a fixture whose session is null, is refused as what it is', () => {
    expect(refused('"text"').message).toBe('not a session object');
    expect(refused('5').message).toBe('not a session object');
    expect(refused('{"session": null}').message).toBe('no "format" field (a session has "format": "klondike-session")');
  });

  it('foldSession refuses as loadSession does: a record that is no session, a bad token', () => {
    expect(foldSession('x', 4)).toEqual(loadSession('x', 4));
    const bad = JSON.parse(session({}, ['D', 'Z9', 'D'])) as unknown;
    expect(foldSession(bad)).toEqual(loadSession(bad));
    expect(!foldSession(bad).ok && foldSession(bad)).toMatchObject({ error: { code: 'ERR_ACTION', actionIndex: 2 } });
  });

  it('lines of white space alone are blank: a document after one, NDJSON after one', () => {
    const one = refused('{"a":\n   \t');
    expect(one).toMatchObject({ line: 1, syntaxAt: { line: 1, column: 6 } });
    const good = session({}, ['D']);
    expect(must(readSessions(`   \n${good}\n${good}`)).sessions).toHaveLength(2);
    const read = must(readSessions(`${good}\n{"a":\n${good}`));
    expect(read.refused[0]!.message).toMatch(/^not valid JSON at line 2, column 6: /);
  });
});
