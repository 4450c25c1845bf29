import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  gameFromDeck,
  dealDeck,
  makeRules,
  makeSession,
  makeSessionText,
  parseSessions,
  play,
  DRAW,
  type Game,
} from '@klondike/engine';
import { readSessionText, SessionRecords, type RecordItem } from '../src/index.js';

const rules = makeRules({ draw: 1, scoring: 'normal', preset: 'app' });

function drawn(times: number): Game {
  let game = gameFromDeck(dealDeck(7), rules);
  for (let i = 0; i < times; i++) {
    const next = play(game, DRAW, (i + 1) * 1000);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

const good = makeSessionText(drawn(2));
const sources = (text: string, file = 'f.ndjson'): { read: string[]; invalid: string[] } => {
  const r = readSessionText(text, file);
  return { read: r.summaries.map((s) => s.source), invalid: r.invalid.map((i) => i.source) };
};

describe('every line is its own record', () => {
  it('a comment as the first line costs that line only', () => {
    const text = ['# exported on Tuesday', good, good, good].join('\n') + '\n';
    expect(sources(text)).toEqual({ read: ['f.ndjson:2', 'f.ndjson:3', 'f.ndjson:4'], invalid: ['f.ndjson:1'] });
    expect(readSessionText(text, 'f.ndjson').invalid[0]!.reason).toMatch(/^ERR_JSON/);
  });

  it('an empty array, a garbled line or binary bytes as the first line cost that line only', () => {
    for (const first of ['[]', '{"format":"klondike-session", oops', '\u0000\u0001\ufffd\u0007PK', '{', '42']) {
      const text = [first, good, '', good].join('\n');
      expect(sources(text), JSON.stringify(first)).toEqual({
        read: ['f.ndjson:2', 'f.ndjson:4'],
        invalid: ['f.ndjson:1'],
      });
    }
  });

  it('a bad last line, without a final newline, is listed with its line', () => {
    expect(sources([good, good, '{"broken'].join('\n'))).toEqual({
      read: ['f.ndjson:1', 'f.ndjson:2'],
      invalid: ['f.ndjson:3'],
    });
  });

  it('a carriage return between JSON tokens does not split the line, and later numbers stay right', () => {
    const withCr = good.replace('"actions":', '"actions":\r');
    expect(withCr).toContain('\r');
    const text = [good, withCr, good.replace('"a":"D"', '"a":"\rD"'), good].join('\r\n') + '\r\n';
    const r = readSessionText(text, 'f.ndjson');
    expect(r.summaries.map((s) => s.source)).toEqual(['f.ndjson:1', 'f.ndjson:2', 'f.ndjson:4']);
    expect(r.invalid.map((i) => i.source)).toEqual(['f.ndjson:3']);
  });

  it('a line of a lone carriage return is blank', () => {
    expect(sources([good, '\r', good].join('\n'))).toEqual({ read: ['f.ndjson:1', 'f.ndjson:3'], invalid: [] });
  });

  it('a byte-order mark before the first line is dropped', () => {
    expect(sources('\ufeff' + [good, good].join('\n'))).toEqual({ read: ['f.ndjson:1', 'f.ndjson:2'], invalid: [] });
  });
});

describe('one JSON document', () => {
  it('a pretty-printed session is one record named by the file', () => {
    const text = '\n' + JSON.stringify(makeSession(drawn(3)), null, 2) + '\n';
    expect(sources(text, 'one.json')).toEqual({ read: ['one.json'], invalid: [] });
  });

  it('an array of sessions gives one record per element, at the line where it starts', () => {
    const one = JSON.stringify(makeSession(drawn(1)), null, 2);
    const text = `[\n${one},\n${one},\n  42\n]\n`;
    const lines = one.split('\n').length;
    const r = readSessionText(text, 'many.json');
    expect(r.summaries.map((s) => s.source)).toEqual(['many.json:2: element 1', `many.json:${2 + lines}: element 2`]);
    expect(r.invalid.map((i) => i.source)).toEqual([`many.json:${2 + 2 * lines}: element 3`]);
    expect(r.summaries[0]!.actions).toBe(1);
  });

  it('a one-line array of sessions is a document too: its elements are told apart by their place', () => {
    const text = JSON.stringify([makeSession(drawn(1)), makeSession(drawn(2))]);
    const r = readSessionText(text, 'line.json');
    expect(r.summaries.map((s) => [s.source, s.actions])).toEqual([
      ['line.json:1: element 1', 1],
      ['line.json:1: element 2', 2],
    ]);
  });

  it('a comment line above a pretty-printed session costs that line only: the session is read', () => {
    const text = '# exported on Tuesday\n\n' + JSON.stringify(makeSession(drawn(3)), null, 2) + '\n';
    const r = readSessionText(text, 'one.json');
    expect(r.summaries.map((s) => [s.source, s.actions])).toEqual([['one.json', 3]]);
    expect(r.invalid.map((i) => i.source)).toEqual(['one.json:1']);
    expect(r.invalid[0]!.reason).toMatch(/^ERR_JSON/);
  });

  it('comment lines above an array of sessions cost those lines only: each element is read at its own line', () => {
    const one = JSON.stringify(makeSession(drawn(1)), null, 2);
    const text = `# exported\n// by hand\n[\n${one},\n${one}\n]\n`;
    const lines = one.split('\n').length;
    const r = readSessionText(text, 'many.json');
    expect(r.summaries.map((s) => s.source)).toEqual(['many.json:4: element 1', `many.json:${4 + lines}: element 2`]);
    expect(r.invalid.map((i) => i.source)).toEqual(['many.json:1', 'many.json:2']);
  });

  it('a comment line above a broken document: the comment and the document are each reported, the line JSON.parse stopped at counted in the file', () => {
    const pretty = JSON.stringify(makeSession(drawn(3)), null, 2);
    // the comma after the version taken out: JSON.parse stops at the next line, the document's fourth
    const broken = pretty.replace('"version": 1,', '"version": 1');
    expect(broken.split('\n')[2]).toBe('  "version": 1');
    const r = readSessionText(`# note\n${broken}\n`, 'bad.json');
    expect(r.summaries).toEqual([]);
    // the document's fourth line is the file's fifth: named as file:line, as every other bad record is
    expect(r.invalid.map((i) => i.source)).toEqual(['bad.json:1', 'bad.json:5']);
    expect(r.invalid[1]!.reason).toMatch(/^ERR_JSON: not valid JSON at line 5, column 3: \S/);
  });

  it('a broken pretty-printed session whose actions are objects on lines of their own is one broken document, named as the engine names it', () => {
    const { actions, ...head } = makeSession(drawn(3));
    // the actions one compact object a line, indented inside the document, as some exporters write them
    const text = `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "actions": [\n${actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n')}\n  ]\n}\n`;
    expect(readSessionText(text, 'one.json').summaries).toHaveLength(1);
    const broken = text.replace('"version": 1,', '"version": 1');
    const engine = parseSessions(broken);
    expect(engine.ok).toBe(false);
    if (engine.ok) return;
    const r = readSessionText(broken, 'bad.json');
    expect(r.summaries).toEqual([]);
    expect(r.invalid).toEqual([
      { source: `bad.json:${engine.error.line}`, reason: `ERR_JSON: ${engine.error.reason}` },
    ]);
  });

  it('an empty file, blank lines and an empty array are reported', () => {
    expect(readSessionText('', 'empty.ndjson').invalid).toEqual([
      { source: 'empty.ndjson', reason: 'ERR_EMPTY: the file is empty' },
    ]);
    expect(readSessionText('\n  \n', 'blank.ndjson').invalid).toEqual([
      { source: 'blank.ndjson', reason: 'ERR_EMPTY: only blank lines, no session' },
    ]);
    expect(readSessionText('[ ]\n', 'none.json').invalid).toEqual([
      { source: 'none.json', reason: 'ERR_EMPTY: a JSON array holding no session' },
    ]);
  });
});

describe('SessionRecords, fed in chunks', () => {
  const feed = (records: SessionRecords, text: string, size: number): RecordItem[] => {
    const out: RecordItem[] = [];
    for (let i = 0; i < text.length; i += size) out.push(...records.push(text.slice(i, i + size)));
    return [...out, ...records.end()];
  };
  const where = (items: readonly RecordItem[]): string[] =>
    items.map((i) => ('record' in i ? `record ${i.record.line ?? '-'}` : `invalid ${i.invalid.source}`));

  it('cuts the same records whatever the chunk size', () => {
    const text = ['# note', good, '', good + '\r', '{"x"', good].join('\n');
    const expected = ['record 1', 'record 2', 'record 4', 'record 5', 'record 6'];
    for (const size of [1, 3, 64, text.length])
      expect(where(feed(new SessionRecords('f'), text, size)), String(size)).toEqual(expected);
  });

  it('a broken document with no line of its own is reported once, with the line JSON.parse stopped at', () => {
    const items = feed(
      new SessionRecords('broken.json'),
      '{ "format": "klondike-session",\n  "version": 1,\n  nope }\n',
      7,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ invalid: { source: 'broken.json:3' } });
    expect((items[0] as { invalid: { reason: string } }).invalid.reason).toMatch(
      /^ERR_JSON: not valid JSON at line 3, column 3: \S/,
    );
  });

  it('a one-line broken document is named file:line, whatever JSON.parse says of where (Node names no position for some errors)', () => {
    for (const [text, line] of [
      ['{"format":"klondike-session","broken\n', 1],
      ['\n\n{"format": tru}\n', 3],
      ['[1, 2\n', 1],
    ] as const) {
      const items = feed(new SessionRecords('one.json'), text, 5);
      expect(items, text).toEqual([
        {
          invalid: {
            source: `one.json:${line}`,
            reason: expect.stringMatching(new RegExp(`^ERR_JSON: not valid JSON at line ${line}, column \\d+: \\S`)),
          },
        },
      ]);
    }
  });

  it('a line over the line limit is reported and skipped, the next lines go on', () => {
    const items = feed(
      new SessionRecords('f', { maxLineChars: good.length + 5 }),
      [good, good + ' '.repeat(20), good].join('\n'),
      10,
    );
    expect(where(items)).toEqual(['record 1', 'invalid f:2', 'record 3']);
  });

  it('a text past the document limit is NDJSON: no line is lost', () => {
    const text = ['[', good, good, good].join('\n');
    const items = feed(new SessionRecords('f', { maxDocumentChars: good.length }), text, 5);
    expect(where(items)).toEqual(['record 1', 'record 2', 'record 3', 'record 4']);
  });
});

describe('SessionRecords of a part of an NDJSON file', () => {
  const items = (records: SessionRecords, text: string): RecordItem[] => [...records.push(text), ...records.end()];

  it('the parts of a file cut at any line feed give, in turn, the records and problems of the whole file', () => {
    const lines = ['# note', good, '', good + '\r', '\ufeff' + good, '{"x"', 'x'.repeat(40), '  \r', good, good];
    const text = lines.join('\n');
    const whole = items(new SessionRecords('f', { maxLineChars: good.length + 5 }), text);
    for (let cut = 1; cut < lines.length; cut++) {
      const head = lines.slice(0, cut).join('\n') + '\n';
      const tail = lines.slice(cut).join('\n');
      const first = new SessionRecords('f', { maxLineChars: good.length + 5 });
      const parts = [
        ...first.push(head),
        ...first.end(),
        ...items(new SessionRecords('f', { maxLineChars: good.length + 5 }, { firstLine: cut + 1 }), tail),
      ];
      expect(parts, `cut before line ${cut + 1}`).toEqual(whole);
    }
  });

  it('a part reports a line too long with its line in the file, and neither an empty part nor a byte-order mark at its start', () => {
    const part = new SessionRecords('f', { maxLineChars: 10 }, { firstLine: 41 });
    expect(items(part, '\ufeff{}\n' + 'y'.repeat(20) + '\n')).toEqual([
      { record: { line: 41, text: '\ufeff{}' } },
      {
        invalid: { source: 'f:42', reason: 'ERR_LINE_TOO_LONG: a line over 10 characters, skipped' },
      },
    ]);
    expect(items(new SessionRecords('f', {}, { firstLine: 7 }), '\n \n')).toEqual([]);
  });

  it('tells what the text read so far makes the file', () => {
    const ndjson = new SessionRecords('f');
    expect(ndjson.format).toBe('start');
    ndjson.push('\n');
    expect(ndjson.format).toBe('start');
    ndjson.push(good + '\n');
    expect(ndjson.format).toBe('ndjson');
    const document = new SessionRecords('f');
    document.push('[\n');
    expect(document.format).toBe('document');
    expect(new SessionRecords('f', {}, { firstLine: 3 }).format).toBe('ndjson');
  });
});

describe('the session key', () => {
  it('is the first 128 bits of SHA-256 of the canonical session text, in hex: the same session typed another way has the same key', () => {
    const game = drawn(2);
    const session = makeSession(game, { startedAt: '2026-01-02T03:04:05.000Z' });
    const a = readSessionText(JSON.stringify(session), 'a.json').summaries[0]!;
    const pretty = readSessionText(JSON.stringify(session, null, 2), 'b.json').summaries[0]!;
    expect(a.sessionKey).toMatch(/^[0-9a-f]{32}$/);
    expect(pretty.sessionKey).toBe(a.sessionKey);
    expect(a.sessionKey).toBe(
      createHash('sha256')
        .update(
          `klondike-session-key 1\napp 1 normal false standard\ndeck ${session.deck!}\n2026-01-02T03:04:05.000Z\nD@1000 D@2000`,
        )
        .digest('hex')
        .slice(0, 32),
    );
    const other = readSessionText(makeSessionText(drawn(3), { startedAt: '2026-01-02T03:04:05.000Z' }), 'c.json')
      .summaries[0]!;
    expect(other.sessionKey).not.toBe(a.sessionKey);
  });

  it('a lowercase game code is stored canonical, with the key of the canonical session', () => {
    const code = 'KL1-D1N-AAAAAAG';
    const text = JSON.stringify({
      format: 'klondike-session',
      version: 1,
      rules: 'app',
      draw: 1,
      scoring: 'normal',
      code,
      actions: [{ a: 'D', t: 1000 }],
    });
    const upper = readSessionText(text, 'u.json').summaries[0]!;
    const lower = readSessionText(text.replace(code, code.toLowerCase()), 'l.json').summaries[0]!;
    expect(lower.code).toBe(code);
    expect(lower.sessionKey).toBe(upper.sessionKey);
  });
});
