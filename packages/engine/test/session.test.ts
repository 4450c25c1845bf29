import { describe, expect, it } from 'vitest';
import {
  act,
  gameFromCode,
  gamePosition,
  gameScore,
  journalEntries,
  journalText,
  makeDeck,
  makeGameCode,
  makePosition,
  makeSession,
  makeSessionText,
  parseGameCode,
  parseSessions,
  readSessions,
  sessionPrefix,
  looksBinary,
  BINARY_FILE,
  foldSession,
  type Game,
  type SessionError,
} from '../src/index.js';
import { deckOf, fillPosition, gameOfDeck, gameOfPosition, must, token as tok, W1 } from './helpers.js';
import fc from 'fast-check';
import { jsonErrorOffset, jsonRefusal } from '../src/session.js';

const base = { format: 'klondike-session', version: 1, rules: 'app', draw: 1, scoring: 'normal' } as const;
const withActions = (extra: Record<string, unknown>, actions: ReadonlyArray<string | { a: string; t?: number }>) => ({
  ...base,
  ...extra,
  actions: actions.map((a) => (typeof a === 'string' ? { a } : a)),
});
const code6 = 'KL1-D1N-AAAAAAG';
const deck6 = makeDeck(
  gamePosition(gameFromCode(must(parseGameCode(code6))))
    .tableau.flatMap((c) => c.cards)
    .concat(
      gamePosition(gameFromCode(must(parseGameCode(code6))))
        .stock.slice()
        .reverse(),
    ),
);

function refused(text: string): SessionError {
  const r = parseSessions(text);
  if (r.ok) throw new Error('expected the session to be refused');
  return r.error;
}

describe('RULES §8 session file', () => {
  it('"A recorded game is one JSON object": read, with its start and journal (times kept)', () => {
    const text = JSON.stringify(
      withActions({ code: code6, deck: deck6, startedAt: '2026-11-30T10:00:00.000Z' }, [
        { a: 'D', t: 1200 },
        { a: 'd', t: 2950 },
        { a: 'U', t: 4100 },
      ]),
      null,
      2,
    );
    const [loaded] = must(parseSessions(text));
    expect(journalText(loaded!.game)).toBe('D D U');
    expect(journalEntries(loaded!.game).map((e) => e.t)).toEqual([1200, 2950, 4100]);
    expect(loaded!.session.code).toBe(code6);
    expect(loaded!.game.rules).toMatchObject({ preset: 'app', draw: 1, scoring: 'normal' });
  });

  it('"many games are NDJSON (one object per line)"', () => {
    const lines = [
      JSON.stringify(withActions({ code: code6 }, ['D'])),
      '',
      JSON.stringify(withActions({ deck: W1, scoring: 'vegas' }, ['T1-F'])),
      JSON.stringify(withActions({ position: fillPosition({ W: 'As' }), rules: 'stilldeck', draw: 3 }, ['W-F'])),
    ];
    const loaded = must(parseSessions(lines.join('\n') + '\n'));
    expect(loaded).toHaveLength(3);
    expect(loaded.map((l) => gameScore(l.game))).toEqual([0, -47, 10]);
    expect(must(parseSessions(lines.join('\r\n')))).toHaveLength(3);
  });

  it('"rules is app, classic or stilldeck; thoughtful: true may be added"', () => {
    for (const rules of ['app', 'classic', 'stilldeck'])
      expect(
        must(parseSessions(JSON.stringify(withActions({ deck: W1, rules, thoughtful: true }, []))))[0]!.game.rules,
      ).toMatchObject({ preset: rules, thoughtful: true });
    expect(refused(JSON.stringify(withActions({ deck: W1, rules: 'spider' }, []))).code).toBe('ERR_SCHEMA');
  });

  it('"One of code, deck (section 2) or position (section 9) says where the game starts"', () => {
    const fromCode = must(parseSessions(JSON.stringify(withActions({ code: code6 }, []))))[0]!.game;
    const fromDeck = must(parseSessions(JSON.stringify(withActions({ deck: deck6 }, []))))[0]!.game;
    const fromPosition = must(
      parseSessions(JSON.stringify(withActions({ position: makePosition(gamePosition(fromCode)) }, []))),
    )[0]!.game;
    expect(makePosition(gamePosition(fromDeck))).toBe(makePosition(gamePosition(fromCode)));
    expect(makePosition(gamePosition(fromPosition))).toBe(makePosition(gamePosition(fromCode)));
  });

  it('missing start: a session with no code, deck or position is refused', () => {
    const e = refused(JSON.stringify(withActions({}, ['D'])));
    expect(e.code).toBe('ERR_START');
    expect(e.message).toMatch(/code, deck or position/);
  });

  it('"code and deck together must agree": a deck that disagrees with the code is refused', () => {
    must(parseSessions(JSON.stringify(withActions({ code: code6, deck: deck6 }, []))));
    const e = refused(JSON.stringify(withActions({ code: code6, deck: W1 }, [])));
    expect(e.code).toBe('ERR_START');
    expect(e.message).toContain(code6);
    // and a code whose draw mode disagrees with the session's fields
    expect(refused(JSON.stringify(withActions({ code: 'KL1-D3N-AAAAAAG' }, []))).code).toBe('ERR_START');
    expect(refused(JSON.stringify(withActions({ code: 'KL1-D1N-AAAAAAG-C' }, []))).code).toBe('ERR_START');
    expect(refused(JSON.stringify(withActions({ code: 'KL1-D1X-AAAAAAG' }, []))).message).toContain('D1X');
  });

  it('a bad deck or position start names the problem', () => {
    expect(refused(JSON.stringify(withActions({ deck: W1.replace('Kc', 'Kx') }, []))).message).toContain('Kx');
    expect(refused(JSON.stringify(withActions({ position: 'T1: As' }, []))).code).toBe('ERR_START');
    expect(
      refused(JSON.stringify(withActions({ position: fillPosition({ rest: 'W', P: 2 }), scoring: 'vegas' }, []))).code,
    ).toBe('ERR_START');
  });

  it('"Readers reject unknown format"', () => {
    const e = refused(JSON.stringify({ ...withActions({ code: code6 }, []), format: 'pysol-session' }));
    expect(e.code).toBe('ERR_FORMAT');
    expect(e.message).toContain('pysol-session');
    expect(e.format).toBe('"pysol-session"');
    expect(refused('[1,2]').code).toBe('ERR_FORMAT');
    expect(refused('[1,2]').format).toBeUndefined();
    expect(refused('"text"').code).toBe('ERR_FORMAT');
  });

  it('a record without a format field is told the field is missing, not "unknown format null"', () => {
    const e = refused('{}');
    expect(e.code).toBe('ERR_FORMAT');
    expect(e.message).toBe('no "format" field (a session has "format": "klondike-session")');
  });

  it('"Readers reject ... higher version"', () => {
    const e = refused(JSON.stringify({ ...withActions({ code: code6 }, []), version: 2 }));
    expect(e.code).toBe('ERR_VERSION');
    expect(e.message).toContain('2');
    expect(e.version).toBe(2);
  });

  it('"Readers reject ... bad actions ... with an error that names the line and action index"', () => {
    const good = JSON.stringify(withActions({ code: code6 }, ['D']));
    const bad = JSON.stringify(withActions({ code: code6 }, ['D', 'D', 'T2-T9', 'D']));
    const e = refused([good, good, bad].join('\n'));
    expect(e).toMatchObject({ code: 'ERR_ACTION', line: 3, actionIndex: 3 });
    expect(e.message).toMatch(/^line 3: action 3 \(T2-T9\)/);
    const single = refused(bad);
    expect(single).toMatchObject({ code: 'ERR_ACTION', actionIndex: 3 });
    expect(single.line).toBeUndefined();
  });

  it('"Readers reject ... illegal actions with an error that names the line and action index"', () => {
    const good = JSON.stringify(withActions({ deck: W1 }, ['T1-F']));
    const bad = JSON.stringify(withActions({ deck: W1 }, ['T1-F', 'T7-F', 'T1-T2']));
    const e = refused(['', good, bad].join('\n'));
    expect(e).toMatchObject({ code: 'ERR_ILLEGAL', line: 3, actionIndex: 3 });
    expect(e.message).toMatch(/^line 3: action 3 \(T1-T2\)/);
  });

  it('an action without `a`, or with a bad `t`, is a schema error naming the action index', () => {
    const e = refused(JSON.stringify({ ...withActions({ deck: W1 }, ['D']), actions: [{ a: 'D' }, { t: 5 }] }));
    expect(e).toMatchObject({ code: 'ERR_SCHEMA', actionIndex: 2, field: 'actions[1].a' });
    expect(refused(JSON.stringify(withActions({ deck: W1 }, [{ a: 'D', t: -1 }]))).actionIndex).toBe(1);
    expect(refused(JSON.stringify(withActions({ deck: W1, rules: 'spider' }, [])))).toMatchObject({ field: 'rules' });
  });

  it('a field the session does not have is said missing, not holding a wrong value', () => {
    const { actions: _actions, ...noActions } = withActions({ deck: W1 }, []);
    const e = refused(JSON.stringify(noActions));
    expect(e).toMatchObject({ code: 'ERR_SCHEMA', field: 'actions', missing: true });
    expect(e.message).toBe('actions: missing (must be a list of actions)');
    // a field that is there with a value the session does not allow is not missing
    const wrong = refused(JSON.stringify({ ...noActions, actions: 'D D' }));
    expect(wrong).toMatchObject({ code: 'ERR_SCHEMA', field: 'actions' });
    expect(wrong.missing).toBeUndefined();
  });

  it('a refused deck is named in the start error: its text as given, cut after 20 characters', () => {
    const short = refused(JSON.stringify(withActions({ deck: 'As 2s' }, [])));
    expect(short).toMatchObject({
      code: 'ERR_START',
      start: {
        code: 'ERR_DECK',
        value: 'As 2s',
        cause: { code: 'ERR_DECK_MISSING', data: { count: 2, expected: 52 } },
      },
    });
    const badCard = W1.replace('Kh', 'Zz');
    const long = refused(JSON.stringify(withActions({ deck: badCard }, [])));
    expect(long.start).toMatchObject({ code: 'ERR_DECK', value: `${badCard.slice(0, 20)}...` });
  });

  it('"the refused session\'s error.game is the valid prefix" (illegal action)', () => {
    const e = refused(JSON.stringify(withActions({ deck: W1 }, ['T1-F', 'D', 'U', 'T7-F', 'T1-T2', 'D'])));
    expect(e.actionIndex).toBe(5);
    expect(journalText(e.game!)).toBe('T1-F D U T7-F');
    expect(gameScore(e.game!)).toBe(25);
  });

  it('"the refused session\'s error.game is the valid prefix" (bad token)', () => {
    const e = refused(JSON.stringify(withActions({ deck: W1 }, ['T1-F', 'D', 'Z9'])));
    expect(e).toMatchObject({ code: 'ERR_ACTION', actionIndex: 3 });
    expect(journalText(e.game!)).toBe('T1-F D');
  });

  it('the first problem is the one named: an illegal action before a bad token is reported at its own index, with the prefix before it', () => {
    const e = refused(JSON.stringify(withActions({ deck: W1 }, ['T1-F', 'T1-T2', 'Z9'])));
    expect(e).toMatchObject({ code: 'ERR_ILLEGAL', actionIndex: 2 });
    expect(journalText(e.game!)).toBe('T1-F');
  });

  it('"more fields may be added and are ignored by older readers"', () => {
    const text = JSON.stringify({
      ...withActions({ deck: W1 }, [{ a: 'D', t: 1, who: 'me' } as { a: string }]),
      player: 'x',
      extra: { nested: true },
    });
    expect(journalText(must(parseSessions(text))[0]!.game)).toBe('D');
  });

  it('a JSON syntax error in a pretty-printed session names the line of the error, not line 1', () => {
    const text = JSON.stringify(withActions({ deck: W1 }, ['D']), null, 1).split('\n');
    const at = text.findIndex((l) => l.includes('"scoring"'));
    text[at] = text[at]!.replace(',', ' oops,');
    const e = refused(text.join('\n'));
    expect(e.code).toBe('ERR_JSON');
    expect(e.line).toBe(at + 1);
    // the reason names its own line (and column): the message does not say the line twice
    expect(e.message).toMatch(new RegExp(`^not valid JSON at line ${at + 1}, column \\d+: `));
  });

  it('a JSON syntax error carries where it is as data (syntaxAt: 1-based line and column in the file)', () => {
    // one line: the stray comma before the closing brace, at column 8
    expect(refused('{"a":1,}')).toMatchObject({ code: 'ERR_JSON', syntaxAt: { line: 1, column: 8 } });
    // a pretty-printed document: the word on line 3, column 3
    expect(refused('{\n  "format": "klondike-session",\n  oops\n}')).toMatchObject({
      code: 'ERR_JSON',
      line: 3,
      syntaxAt: { line: 3, column: 3 },
    });
    // NDJSON: line 2's own error, placed in the file
    const good = JSON.stringify(withActions({ deck: W1 }, []));
    expect(refused([good, '{"a":}', good].join('\n'))).toMatchObject({
      code: 'ERR_JSON',
      line: 2,
      syntaxAt: { line: 2, column: 6 },
    });
    // cut short: the error is at the end of what is there
    expect(refused('{"format": "klondike-session",\n "rules": \n\n')).toMatchObject({
      code: 'ERR_JSON',
      syntaxAt: { line: 2, column: 10 },
    });
  });

  it("a JSON syntax error says its place once, as line and column (1-based), not as JSON.parse's position", () => {
    // a new user's broken file: one line, cut short before its closing brace (a trailing newline or not)
    const text = '{"format":"klondike-session","version":1,"rules":"app"';
    for (const file of [text, `${text}\n`]) {
      const e = refused(file);
      expect(e).toMatchObject({ code: 'ERR_JSON', line: 1, syntaxAt: { line: 1, column: 55 } });
      expect(e.reason).toMatch(/^not valid JSON at line 1, column 55: \S/);
      expect(e.reason).not.toMatch(/position|\d+ of the JSON data/);
      expect(e.message).toBe(e.reason);
    }
    // the same words for one NDJSON record, placed in the file, whichever reader cut it
    const good = JSON.stringify(withActions({ deck: W1 }, []));
    const line = refused([good, '{"a":}', good].join('\n'));
    expect(line.reason).toMatch(/^not valid JSON at line 2, column 6: \S/);
    let words = '';
    try {
      JSON.parse('{"a":}');
    } catch (e) {
      words = (e as Error).message;
    }
    expect(jsonRefusal('{"a":}', words, 2)).toEqual(line);
    // JSON.parse's position (V8, some versions with a line and column) and Firefox's place are dropped
    for (const words of [
      "Expected ',' or '}' after property value in JSON at position 54",
      "Expected ',' or '}' after property value in JSON at position 54 (line 1 column 55)",
      "JSON.parse: expected ',' or '}' after property value in object at line 1 column 55 of the JSON data",
    ])
      expect(jsonRefusal(text, words).reason).toMatch(/^not valid JSON at line 1, column 55: \S.*(value|in object)$/);
  });

  it('the syntax scan agrees with JSON.parse: no error in what it reads, an offset in what it refuses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), fc.nat(), (text, cut) => {
        for (const t of [text, text.slice(0, cut % (text.length + 1))]) {
          let parsed = true;
          try {
            JSON.parse(t);
          } catch {
            parsed = false;
          }
          const at = jsonErrorOffset(t);
          expect(at === undefined, t).toBe(parsed);
          if (at !== undefined) expect(at).toBeLessThanOrEqual(t.length);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('not JSON: an error naming the line of NDJSON', () => {
    const good = JSON.stringify(withActions({ deck: W1 }, []));
    expect(refused([good, '{oops'].join('\n'))).toMatchObject({ code: 'ERR_JSON', line: 2 });
    expect(refused('').code).toBe('ERR_JSON');
    expect(refused('{').code).toBe('ERR_JSON');
  });
});

describe('RULES §8 session file errors say what a field must be', () => {
  const message = (extra: Record<string, unknown>) =>
    refused(JSON.stringify({ ...withActions({ code: code6 }, []), ...extra })).message;
  it('names the field and the values it accepts', () => {
    expect(message({ draw: 2 })).toBe('draw: must be 1 or 3');
    expect(message({ scoring: 'points' })).toBe('scoring: must be "normal" or "vegas"');
    expect(message({ rules: 'spider' })).toBe('rules: must be one of "app", "classic", "stilldeck"');
    expect(message({ actions: 'D' })).toBe('actions: must be a list of actions');
    expect(message({ actions: [{ a: 'D', t: -5 }] })).toBe('action 1: t must be 0 or more milliseconds');
    expect(message({ actions: [{ a: 'D' }, { a: 7 }] })).toBe(
      'action 2: a must be an action in notation, e.g. "D" or "T2-T5"',
    );
  });
  it('keeps the bytes of a binary file out of the message', () => {
    // control bytes without a NUL: a text that is no JSON, its bytes quoted as ?
    const error = refused('\u0001\u00ff\ufffd\u0002\u001b[2J {');
    expect(error.code).toBe('ERR_JSON');
    expect(error.message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\ufffd]/);
    // with a NUL it is a binary file, said as such
    expect(refused('\u0000\u0001\u00ff\ufffd\u0002 {')).toMatchObject({ code: 'ERR_BINARY', message: BINARY_FILE });
  });
});

describe('RULES §8 session file with a byte-order mark', () => {
  it('a session saved with a UTF-8 byte-order mark is read like one without', () => {
    const text = JSON.stringify(withActions({ code: code6 }, ['D', 'D']));
    const r = parseSessions('\ufeff' + text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(journalText(r.value[0]!.game)).toBe('D D');
    const nd = parseSessions('\ufeff' + text + '\n' + text + '\n');
    expect(nd.ok && nd.value.length).toBe(2);
  });
});

describe('RULES §8 write then read', () => {
  const games: Array<[string, () => Game]> = [
    ['a game code', () => gameFromCode(must(parseGameCode('KL1-D3V-AAAAAAG-ST')))],
    ['a deck', () => gameOfDeck(W1, { preset: 'classic' })],
    [
      'a position',
      () => gameOfPosition(fillPosition({ T: ['5c 4h'], F: '- 3h - -', P: 2 }), { preset: 'stilldeck', draw: 3 }),
    ],
  ];
  it.each(games)(
    'a game from %s: write-then-read gives the same journal (with t), position and score',
    (_name, start) => {
      let game = start();
      let t = 0;
      for (let i = 0; i < 40; i++) {
        const options = ['U', 'D', 'T1-F', 'F2-T1', 'W-F', 'R', 'T1-T2', 'W-T1'];
        for (const o of options) {
          const next = act(game, tok(o), (t += 137));
          if (next.ok) {
            game = next.value;
            break;
          }
        }
      }
      const written = makeSession(game, { startedAt: '2026-11-30T10:00:00.000Z' });
      const text = JSON.stringify(written);
      const [loaded] = must(parseSessions(text));
      expect(journalEntries(loaded!.game)).toEqual(journalEntries(game));
      expect(journalEntries(game).every((e) => typeof e.t === 'number')).toBe(true);
      expect(makePosition(gamePosition(loaded!.game))).toBe(makePosition(gamePosition(game)));
      expect(gameScore(loaded!.game)).toBe(gameScore(game));
      expect(loaded!.game.undoable).toBe(game.undoable);
      expect(makeSession(loaded!.game, { startedAt: '2026-11-30T10:00:00.000Z' })).toEqual(written);
      expect(makeSessionText(loaded!.game, { startedAt: '2026-11-30T10:00:00.000Z' })).toBe(text);
    },
  );

  it('a session from a deck writes its deck; from a code writes the code and the matching deck', () => {
    expect(makeSession(gameOfDeck(W1)).deck).toBe(makeDeck(deckOf(W1)));
    const s = makeSession(gameFromCode(must(parseGameCode(code6))));
    expect(s.code).toBe(code6);
    expect(s.deck).toBe(deck6);
    expect(s.startedAt).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('RULES §8 session files whose parts disagree are refused (ERR_START), as a kind', () => {
  const CODES = ([1, 3] as const).flatMap((draw) =>
    (['normal', 'vegas'] as const).flatMap((scoring) =>
      (['app', 'classic', 'stilldeck'] as const).flatMap((preset) =>
        [false, true].map((thoughtful) => ({ deal: 6, draw, scoring, preset, thoughtful })),
      ),
    ),
  );
  const fieldsOf = (c: (typeof CODES)[number]) => ({
    rules: c.preset,
    draw: c.draw,
    scoring: c.scoring,
    ...(c.thoughtful ? { thoughtful: true } : {}),
  });

  it("a game code's draw, scoring, preset and thoughtful option against the file's own draw, scoring, rules and thoughtful fields: read only when all four agree", () => {
    for (const code of CODES)
      for (const fields of CODES) {
        const text = JSON.stringify({ ...base, ...fieldsOf(fields), code: makeGameCode(code), actions: [] });
        const agree =
          code.draw === fields.draw &&
          code.scoring === fields.scoring &&
          code.preset === fields.preset &&
          code.thoughtful === fields.thoughtful;
        const result = parseSessions(text);
        if (agree) expect(result.ok).toBe(true);
        else expect(result.ok ? 'read' : result.error.code).toBe('ERR_START');
      }
  });

  it('"thoughtful": false written out agrees with a code without T, and disagrees with a code with T', () => {
    expect(parseSessions(JSON.stringify(withActions({ code: code6, thoughtful: false }, []))).ok).toBe(true);
    expect(refused(JSON.stringify(withActions({ code: 'KL1-D1N-AAAAAAG-T', thoughtful: false }, []))).code).toBe(
      'ERR_START',
    );
  });

  it('a deck that is not the deal of its code is refused: another deal, two cards swapped, the same deal in another code', () => {
    const other = makeDeck(
      gamePosition(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAH'))))
        .tableau.flatMap((c) => c.cards)
        .concat(
          gamePosition(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAH'))))
            .stock.slice()
            .reverse(),
        ),
    );
    const cards = deck6.split(' ');
    [cards[0], cards[51]] = [cards[51]!, cards[0]!];
    for (const deck of [other, cards.join(' '), W1])
      expect(refused(JSON.stringify(withActions({ code: code6, deck }, []))).code).toBe('ERR_START');
    expect(refused(JSON.stringify(withActions({ code: 'KL1-D1N-AAAAAAH', deck: deck6 }, []))).code).toBe('ERR_START');
    // the deck of the code's own deal, in any letter case and spacing, agrees
    expect(
      parseSessions(JSON.stringify(withActions({ code: code6, deck: deck6.toLowerCase().split(' ').join('  ') }, [])))
        .ok,
    ).toBe(true);
  });

  it('a position together with a code or a deck is refused, even when it is their deal', () => {
    const dealt = makePosition(gamePosition(gameFromCode(must(parseGameCode(code6)))));
    expect(refused(JSON.stringify(withActions({ code: code6, position: dealt }, []))).code).toBe('ERR_START');
    expect(refused(JSON.stringify(withActions({ deck: deck6, position: dealt }, []))).code).toBe('ERR_START');
  });

  it('actions that disagree with the start (legal on another deal only) are refused at their index, not read on the wrong deal', () => {
    // T1-F is legal on W1 (Ad is on T1) and illegal on deal 6 with its own deck
    const e = refused(JSON.stringify(withActions({ code: code6, deck: deck6 }, ['T1-F'])));
    expect(e.code).toBe('ERR_ILLEGAL');
    expect(e.actionIndex).toBe(1);
  });
});

describe('RULES §8 NDJSON: a bad record does not refuse the file (readSessions)', () => {
  const good = JSON.stringify(withActions({ code: code6 }, ['D']));
  it('keeps the good game of a two-game file whose 2nd line is an illegal action, and names the line', () => {
    const bad = JSON.stringify(withActions({ code: code6, deck: deck6 }, ['D', 'T1-F']));
    const read = must(readSessions([good, bad].join('\n')));
    // the good game, then the bad one's valid prefix (its first action)
    expect(read.sessions.map((s) => journalText(s.game))).toEqual(['D', 'D']);
    expect(read.refused).toHaveLength(1);
    expect(read.refused[0]).toMatchObject({ code: 'ERR_ILLEGAL', line: 2, actionIndex: 2, token: 'T1-F' });
    // parseSessions still refuses the file at that line, as it did
    expect(refused([good, bad].join('\n'))).toMatchObject({ code: 'ERR_ILLEGAL', line: 2 });
  });
  it('keeps the valid actions before a bad one on an NDJSON line, as a single document keeps them in its error', () => {
    const badToken = withActions({ code: code6 }, ['D', 'D', 'T9-T1', 'D']);
    const illegal = withActions({ code: code6, deck: deck6 }, ['D', 'T1-F', 'D']);
    const text = [good, JSON.stringify(badToken), '{"format": ', JSON.stringify(illegal), good].join('\n');
    const read = must(readSessions(text, { history: true }));
    expect(read.sessions.map((s) => journalText(s.game))).toEqual(['D', 'D D', 'D', 'D']);
    expect(read.refused.map((e) => [e.code, e.line, e.actionIndex, e.pile])).toEqual([
      ['ERR_ACTION', 2, 3, 'T9'],
      ['ERR_JSON', 3, undefined, undefined],
      ['ERR_ILLEGAL', 4, 2, undefined],
    ]);
    // each prefix is a session again: its record cut before the bad action, its history one game per action
    const prefix = read.sessions[1]!;
    expect(prefix.session).toEqual({ ...badToken, actions: badToken.actions.slice(0, 2) });
    expect(prefix.history).toHaveLength(3);
    expect(journalText(must(parseSessions(JSON.stringify(prefix.session)))[0]!.game)).toBe('D D');
    // the same prefix a single document's error keeps
    const single = refused(JSON.stringify(badToken));
    expect(sessionPrefix(single)).toEqual({ session: prefix.session, game: single.game });
    expect(journalText(single.game!)).toBe('D D');
    // a record refused before its actions has no prefix
    expect(sessionPrefix(refused('{"format":"pysol"}'))).toBeUndefined();
  });
  it('reads a line holding a shared fixture ({session, expected}) as its session, as a whole file is read', () => {
    const wrapped = JSON.stringify({ session: withActions({ code: code6 }, ['D', 'D']), expected: { score: 0 } });
    const read = must(readSessions([good, wrapped].join('\n')));
    expect(read.refused).toEqual([]);
    expect(read.sessions.map((s) => journalText(s.game))).toEqual(['D', 'D D']);
    expect(must(foldSession(JSON.parse(wrapped))).fold).toBeDefined();
    // a wrapper around no session object is still refused, saying what a session needs
    const empty = must(readSessions([good, JSON.stringify({ session: [], expected: {} })].join('\n')));
    expect(empty.refused.map((e) => e.code)).toEqual(['ERR_FORMAT']);
  });
  it('reads a file that is one JSON array of sessions element by element, as the CLI does: the valid ones kept, each bad one named by its line and place', () => {
    const illegal = JSON.stringify(withActions({ code: code6, deck: deck6 }, ['D', 'T1-F', 'D']));
    const wrapped = JSON.stringify({ session: withActions({ code: code6 }, ['D', 'D']), expected: {} });
    const text = `[${good}, 7,\n  ${illegal},\n${wrapped}]`;
    const read = must(readSessions(text));
    expect(read.sessions.map((s) => journalText(s.game))).toEqual(['D', 'D', 'D D']);
    expect(read.refused.map((e) => [e.code, e.line, e.element, e.actionIndex])).toEqual([
      ['ERR_FORMAT', 1, 2, undefined],
      ['ERR_ILLEGAL', 2, 3, 2],
    ]);
    expect(read.refused[1]!.message).toBe(`line 2: element 3: ${read.refused[1]!.reason}`);
    // parseSessions refuses it at its first bad element; an array of good ones is read whole
    expect(refused(text)).toMatchObject({ code: 'ERR_FORMAT', line: 1, element: 2 });
    expect(must(parseSessions(`[${good},${good}]`))).toHaveLength(2);
    expect(must(readSessions('[]'))).toEqual({ sessions: [], refused: [] });
  });
  it('reports every bad line (not JSON, not a session) and reads the good ones after them', () => {
    const read = must(readSessions([good, '{"format": ', '{"format":"pysol"}', good].join('\n')));
    expect(read.sessions).toHaveLength(2);
    expect(read.refused.map((e) => [e.code, e.line])).toEqual([
      ['ERR_JSON', 2],
      ['ERR_FORMAT', 3],
    ]);
  });
  it('gives each refusal its reason without the line, for a client that names the place itself', () => {
    const bad = JSON.stringify(withActions({ code: code6 }, ['D', 'X9']));
    const read = must(readSessions([good, '{"format": ', '{"format":"pysol"}', bad].join('\n')));
    expect(read.refused.map((e) => e.line)).toEqual([2, 3, 4]);
    for (const e of read.refused) {
      // a syntax error's reason names its line and column itself: its message does not say the line twice
      expect(e.message).toBe(e.code === 'ERR_JSON' ? e.reason : `line ${e.line}: ${e.reason}`);
      expect(e.reason).not.toMatch(/^line /);
    }
    expect(read.refused[0]?.reason).toMatch(/^not valid JSON at line 2, column 11: /);
    expect(read.refused[2]?.reason).toMatch(/^action 2 \(X9\): /);
    // a whole document has no line: its reason is its message
    const whole = refused(JSON.stringify({ format: 'pysol' }));
    expect(whole.reason).toBe(whole.message);
  });
  it('still refuses a whole document that is no session, and a text that is no JSON', () => {
    expect(readSessions(JSON.stringify({ format: 'pysol' }))).toMatchObject({
      ok: false,
      error: { code: 'ERR_FORMAT' },
    });
    expect(readSessions('not json')).toMatchObject({ ok: false, error: { code: 'ERR_JSON' } });
  });
});

describe('RULES §8 a binary file is refused once, as such (readSessions)', () => {
  const good = JSON.stringify(withActions({ code: code6 }, ['D']));
  /** An executable's start, decoded as UTF-8 as a reader would (NUL bytes kept, bad bytes as U+FFFD). */
  const binary = Buffer.from([
    0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0x00, 0x1b, 0x5b, 0x0a, 0xff, 0xfe, 0x00, 0x41, 0x0a, 0x00,
  ]).toString('utf8');

  it('says "binary file" in readable words, with its own code, whatever reads it', () => {
    const expected = { code: 'ERR_BINARY', message: 'binary file, not a session file (JSON or NDJSON)' };
    expect(readSessions(binary)).toMatchObject({ ok: false, error: expected });
    expect(refused(binary)).toMatchObject(expected);
    expect(looksBinary(binary)).toBe(true);
  });

  it('bytes with a NUL are binary even when a line starts like JSON but is none (random bytes)', () => {
    const fooled = Buffer.from([
      0x01, 0x00, 0x9c, 0x0a, 0x7b, 0xe3, 0x00, 0x22, 0x0a, 0x5b, 0x41, 0x1b, 0x0a, 0xff,
    ]).toString('utf8');
    expect(looksBinary(fooled)).toBe(true);
    expect(readSessions(fooled)).toMatchObject({ ok: false, error: { code: 'ERR_BINARY' } });
    // a text with no NUL, Hebrew in it, is never binary
    expect(looksBinary('{"name":"שלום"}\n{"x"')).toBe(false);
  });

  it('a text file with NUL bytes in a damaged line is still read line by line: its good records are kept', () => {
    const damaged = [good, '{"format":"klon\u0000\u0000', good].join('\n');
    expect(looksBinary(damaged)).toBe(false);
    const read = must(readSessions(damaged));
    expect(read.sessions).toHaveLength(2);
    expect(read.refused.map((e) => [e.code, e.line])).toEqual([['ERR_JSON', 2]]);
  });

  it("a text without NUL is never binary; the lines a file format takes for records are the caller's", () => {
    expect(looksBinary('garbage\n\u001b[2J\n')).toBe(false);
    const batch = 'KL1-D1N-AAAAAAG\n\u0000\u0000\n';
    expect(looksBinary(batch)).toBe(true);
    expect(looksBinary(batch, (line) => line.startsWith('KL1'))).toBe(false);
  });
});
