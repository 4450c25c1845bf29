import { describe, expect, it } from 'vitest';
import { W1 } from '@klondike/engine';
import {
  loadSessionText,
  readSession,
  readSessionText,
  SessionRecords,
  type RecordItem,
  type RecordLimits,
} from '../src/index.js';

/**
 * How SessionRecords cuts texts written by hand, each record and line number worked out on paper
 * (docs/testing.md: these kill mutants that records.test.ts lets live). Record texts are compared
 * trimmed: the reader parses each as JSON, so white space around it means nothing.
 */
function cut(text: string, limits: RecordLimits = {}, chunk = text.length || 1): RecordItem[] {
  const records = new SessionRecords('f', limits);
  const out: RecordItem[] = [];
  for (let at = 0; at < text.length; at += chunk) out.push(...records.push(text.slice(at, at + chunk)));
  out.push(...records.end());
  return out.map((item) => ('record' in item ? { record: { ...item.record, text: item.record.text.trim() } } : item));
}

/** A one-action session of deck W1 (RULES §11), as the tests below read it. */
const SESSION = {
  format: 'klondike-session',
  version: 1,
  rules: 'app',
  draw: 1,
  scoring: 'normal',
  deck: W1,
  actions: [{ a: 'D', t: 10 }],
};

describe('SessionRecords on texts made by hand', () => {
  it('an array: elements with brackets, commas and escaped quotes inside strings, nested values, at their lines', () => {
    const text = '[\n  {"a": "x]\\"}", "b": [1, {"c": 2}]},\n  "s,t" ,\n  7\n]\n';
    const expected = [
      { record: { line: 2, element: 1, text: '{"a": "x]\\"}", "b": [1, {"c": 2}]}' } },
      { record: { line: 3, element: 2, text: '"s,t"' } },
      { record: { line: 4, element: 3, text: '7' } },
    ];
    expect(cut(text)).toEqual(expected);
    expect(cut(text, {}, 1)).toEqual(expected);
    expect(cut(text, {}, 5)).toEqual(expected);
  });

  it('a one-line array with spaces, and an array over two lines', () => {
    expect(cut('  [ {"a":1} ,{"b":2}]')).toEqual([
      { record: { line: 1, element: 1, text: '{"a":1}' } },
      { record: { line: 1, element: 2, text: '{"b":2}' } },
    ]);
    expect(cut('[1,\n2]')).toEqual([
      { record: { line: 1, element: 1, text: '1' } },
      { record: { line: 2, element: 2, text: '2' } },
    ]);
    // a blank first line is held with the document: its line feed counts
    expect(cut('\n[1,\n2]')).toEqual([
      { record: { line: 2, element: 1, text: '1' } },
      { record: { line: 3, element: 2, text: '2' } },
    ]);
  });

  it('one JSON value that is not an array is one record without a line', () => {
    expect(cut('"just a string"\n')).toEqual([{ record: { text: '"just a string"' } }]);
    expect(cut('{\n  "a": 1\n}\n')).toEqual([{ record: { text: '{\n  "a": 1\n}' } }]);
  });

  it('a byte-order mark, CRLF line ends and a blank line between NDJSON records', () => {
    const expected = [{ record: { line: 1, text: '{"a":1}' } }, { record: { line: 3, text: '{"b":2}' } }];
    expect(cut('\ufeff{"a":1}\r\n\r\n{"b":2}\n')).toEqual(expected);
    expect(cut('\ufeff{"a":1}\r\n\r\n{"b":2}\n', {}, 1)).toEqual(expected);
  });

  it('a byte-order mark only at the very start is dropped', () => {
    const records = new SessionRecords('f');
    const out = [...records.push('{"a":1}\n'), ...records.push('\ufeff{"b":2}\n'), ...records.end()];
    expect(out).toEqual([{ record: { line: 1, text: '{"a":1}' } }, { record: { line: 2, text: '\ufeff{"b":2}' } }]);
  });

  it('blank lines before the first object line keep the numbers right', () => {
    expect(cut('  \n\t\n{"a":1}\n')).toEqual([{ record: { line: 3, text: '{"a":1}' } }]);
  });

  it('a first line that is no JSON makes the file NDJSON: that line is a record of its own', () => {
    expect(cut('# note\n{"a":1}\n')).toEqual([
      { record: { line: 1, text: '# note' } },
      { record: { line: 2, text: '{"a":1}' } },
    ]);
  });

  it('a broken document is one ERR_JSON naming the file and the line where it stops being JSON, control characters shown as escapes', () => {
    const out = cut('{\n  "a": 1,\n  "b": x\n}\n');
    expect(out).toHaveLength(1);
    const item = out[0]!;
    if (!('invalid' in item)) throw new Error('expected an invalid item');
    expect(item.invalid.source).toBe('f:3');
    expect(item.invalid.reason.startsWith('ERR_JSON: not valid JSON at line 3, column 8: ')).toBe(true);
    expect(item.invalid.reason).not.toMatch(/[\n\r\t]/);
    // the parser quotes the text around the error, line feeds included: each said as its escape
    expect(item.invalid.reason).toContain('\\x0a');
  });

  it('an over-long line in NDJSON, or as the first line, costs that line only', () => {
    const long = 'y'.repeat(30);
    const tooLong = (line: number) => ({
      invalid: { source: `f:${line}`, reason: 'ERR_LINE_TOO_LONG: a line over 20 characters, skipped' },
    });
    expect(cut(`{"a":1}\n${long}\n{"b":2}`, { maxLineChars: 20 })).toEqual([
      { record: { line: 1, text: '{"a":1}' } },
      tooLong(2),
      { record: { line: 3, text: '{"b":2}' } },
    ]);
    expect(cut(`${long}\n{"b":2}\n`, { maxLineChars: 20 }, 7)).toEqual([
      tooLong(1),
      { record: { line: 2, text: '{"b":2}' } },
    ]);
    // exactly at the limit is not too long
    expect(cut(`${'{"a":"' + 'z'.repeat(12) + '"}'}\n`, { maxLineChars: 20 })).toEqual([
      { record: { line: 1, text: `{"a":"${'z'.repeat(12)}"}` } },
    ]);
  });

  it('a document past its limit is read line by line, no line lost', () => {
    expect(cut('{\n"a":\n1\n}\n', { maxDocumentChars: 10 })).toEqual([
      { record: { line: 1, text: '{' } },
      { record: { line: 2, text: '"a":' } },
      { record: { line: 3, text: '1' } },
      { record: { line: 4, text: '}' } },
    ]);
    // 11 characters held with their line feeds: past a limit of 10, within one of 11
    expect(cut('{\n"a":\n1\n}\n', { maxDocumentChars: 11 })).toEqual([{ record: { text: '{\n"a":\n1\n}' } }]);
  });

  it('an empty array is reported, naming the file', () => {
    expect(cut('[]\n')).toEqual([{ invalid: { source: 'f', reason: 'ERR_EMPTY: a JSON array holding no session' } }]);
  });
});

describe('loadSessionText on texts made by hand', () => {
  const session = JSON.stringify(SESSION);

  it('blank text is no session; a byte-order mark before a document or a line is dropped', () => {
    expect(loadSessionText('  \t', 'f.json')).toBeNull();
    expect(loadSessionText('', 'f.ndjson', 3)).toBeNull();
    expect(loadSessionText('\ufeff' + session, 'f.json')).toMatchObject({ source: 'f.json' });
    expect(loadSessionText('\ufeff' + session, 'f.ndjson', 1)).toMatchObject({ source: 'f.ndjson:1' });
  });

  it('a whole document that is not a session, or holds two sessions (NDJSON lines), is invalid with the reason', () => {
    expect(loadSessionText('{"format": "other"}', 'f.json')).toEqual({
      invalid: { source: 'f.json', reason: expect.stringMatching(/^ERR_[A-Z]+: \S/) },
    });
    expect(loadSessionText(`${session}\n${session}`, 'f.json')).toEqual({
      invalid: { source: 'f.json', reason: 'ERR_FORMAT: one JSON document holds one session' },
    });
  });

  it('a line that is not JSON is ERR_JSON with its control characters shown as escapes', () => {
    const outcome = loadSessionText('{"a": \u0001}', 'f.ndjson', 2);
    expect(outcome).toEqual({
      invalid: {
        source: 'f.ndjson:2',
        reason: expect.stringMatching(/^ERR_JSON: not valid JSON at line 2, column 7: \S/),
      },
    });
    const reason = outcome !== null && 'invalid' in outcome ? outcome.invalid.reason : '';
    expect(reason).not.toContain('\u0001');
    expect(reason).toContain('\\x01');
    expect(reason.length).toBeLessThanOrEqual('ERR_JSON: not valid JSON at line 2, column 7: '.length + 160);
  });

  it('a line whose session is refused names the line', () => {
    expect(loadSessionText('{"format": "other"}', 'f.ndjson', 4)).toEqual({
      invalid: { source: 'f.ndjson:4', reason: expect.stringMatching(/^ERR_[A-Z]+: \S/) },
    });
  });

  it('a session refused at an action keeps the actions before it, a line as a whole document', () => {
    const bad = JSON.stringify({ ...SESSION, actions: [{ a: 'T1-F' }, { a: 'T1-F' }] });
    for (const [place, source] of [
      [4, 'f.ndjson:4'],
      [undefined, 'f.json'],
    ] as const) {
      const outcome = loadSessionText(bad, place === undefined ? 'f.json' : 'f.ndjson', place);
      expect(outcome).toMatchObject({ invalid: { source, reason: expect.stringMatching(/^ERR_ILLEGAL: /) } });
      const prefix = outcome !== null && 'prefix' in outcome ? outcome.prefix : undefined;
      expect(prefix?.session.actions).toEqual([{ a: 'T1-F' }]);
      expect(prefix?.game.rules.variant.name).toBe('standard');
    }
  });
});

describe('readSessionText skips blank records', () => {
  it('blank lines between NDJSON sessions give no row and no problem', () => {
    const line = JSON.stringify({
      format: 'klondike-session',
      version: 1,
      rules: 'app',
      draw: 1,
      scoring: 'normal',
      deck: W1,
      actions: [],
    });
    const read = readSessionText(`${line}\n   \n${line}\n`, 'f.ndjson');
    expect(read.summaries.map((s) => s.source)).toEqual(['f.ndjson:1', 'f.ndjson:3']);
    expect(read.invalid).toEqual([]);
  });
});

/** The items of a text fed whole, record texts as cut (not trimmed). */
function cutExact(text: string, limits: RecordLimits = {}): RecordItem[] {
  const records = new SessionRecords('f', limits);
  return [...records.push(text), ...records.end()];
}

describe('SessionRecords: which first line makes the file NDJSON', () => {
  it('an object line with white space around it is NDJSON (a record with its line), not a one-value document', () => {
    expect(cut(' {"a":1}\n')).toEqual([{ record: { line: 1, text: '{"a":1}' } }]);
    expect(cut('\t{"a":1} \n')).toEqual([{ record: { line: 1, text: '{"a":1}' } }]);
  });

  it('a first line that opens like an object but is not JSON starts a document: alone, it is one ERR_JSON', () => {
    const out = cut('{ broken }\n');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ invalid: { source: 'f:1' } });
    expect((out[0] as { invalid: { reason: string } }).invalid.reason).toMatch(
      /^ERR_JSON: not valid JSON at line 1, column 3: \S/,
    );
  });

  it('lines that cannot begin JSON are held until a line decides: an object line makes NDJSON, each held line a record of its own', () => {
    const records = new SessionRecords('f');
    expect(records.push('# note\nfoo\n')).toEqual([]);
    expect(records.format).toBe('start');
    expect(records.push('{"a":1}\nbar')).toEqual([
      { record: { line: 1, text: '# note' } },
      { record: { line: 2, text: 'foo' } },
      { record: { line: 3, text: '{"a":1}' } },
    ]);
    expect(records.format).toBe('ndjson');
    expect(records.end()).toEqual([{ record: { line: 4, text: 'bar' } }]);
  });

  it('lines that cannot begin JSON and nothing else: each a record, none an ERR_JSON or ERR_EMPTY of the file', () => {
    const records = new SessionRecords('f');
    expect(records.push('# note\n\nfoo\nbar')).toEqual([]);
    expect(records.end()).toEqual([
      { record: { line: 1, text: '# note' } },
      { record: { line: 3, text: 'foo' } },
      { record: { line: 4, text: 'bar' } },
    ]);
  });

  it('an array opened after white space is a document over several lines', () => {
    expect(cut('  [1,\n2]\n')).toEqual([
      { record: { line: 1, element: 1, text: '1' } },
      { record: { line: 2, element: 2, text: '2' } },
    ]);
  });
});

describe('SessionRecords: the elements of an array', () => {
  it('an element of several characters is cut whole: numbers, literals', () => {
    expect(cut('[12, true,\n-3.5e2 ,null]\n')).toEqual([
      { record: { line: 1, element: 1, text: '12' } },
      { record: { line: 1, element: 2, text: 'true' } },
      { record: { line: 2, element: 3, text: '-3.5e2' } },
      { record: { line: 2, element: 4, text: 'null' } },
    ]);
  });

  it('an element starts at its first character, not at the white space before it: spaces, a tab and a carriage return before a line feed', () => {
    // line 1 ends with a space, so its carriage return stays in the text
    expect(cutExact('[1, \t\r \n2 ]\n')).toEqual([
      { record: { line: 1, element: 1, text: '1' } },
      { record: { line: 2, element: 2, text: '2 ' } },
    ]);
  });
});

describe('SessionRecords: texts exactly as cut', () => {
  it('a byte-order mark at the start is not part of the first record', () => {
    expect(cutExact('\ufeff{"a":1}\n')).toEqual([{ record: { line: 1, text: '{"a":1}' } }]);
  });

  it('a CRLF line end leaves no carriage return in the record', () => {
    expect(cutExact('{"a":1}\r\n{"b":2}\r\n')).toEqual([
      { record: { line: 1, text: '{"a":1}' } },
      { record: { line: 2, text: '{"b":2}' } },
    ]);
  });
});

describe('SessionRecords: limits', () => {
  it('an over-long line inside a document makes the rest NDJSON: the lines before it are records, in file order', () => {
    expect(cut(`[1,\n${'x'.repeat(25)}\n2]\n`, { maxLineChars: 10 })).toEqual([
      { record: { line: 1, text: '[1,' } },
      { invalid: { source: 'f:2', reason: 'ERR_LINE_TOO_LONG: a line over 10 characters, skipped' } },
      { record: { line: 3, text: '2]' } },
    ]);
  });

  it('blank lines alone do not count against the document limit: the file is still one of blank lines only', () => {
    expect(cut('\n'.repeat(12), { maxDocumentChars: 10 })).toEqual([
      { invalid: { source: 'f', reason: 'ERR_EMPTY: only blank lines, no session' } },
    ]);
  });

  it('notes above a document are not held past the document limit: they are records as soon as they pass it', () => {
    const records = new SessionRecords('f', { maxDocumentChars: 15 });
    // each note is 10 characters and its line feed: the second passes 15
    expect(records.push('# note one\n')).toEqual([]);
    expect(records.format).toBe('start');
    expect(records.push('# note two\n')).toEqual([
      { record: { line: 1, text: '# note one' } },
      { record: { line: 2, text: '# note two' } },
    ]);
    expect(records.format).toBe('ndjson');
    expect(records.push('[1]\n')).toEqual([{ record: { line: 3, text: '[1]' } }]);
    expect(records.end()).toEqual([]);
  });

  it('a blank line among the notes above a document is no record', () => {
    expect(cut('# note\n\nfoo\n[1]\n')).toEqual([
      { record: { line: 1, text: '# note' } },
      { record: { line: 3, text: 'foo' } },
      { record: { line: 4, element: 1, text: '1' } },
    ]);
  });

  it('a broken document names the line JSON.parse stopped at, not its last line', () => {
    // no line is an object of its own: one ERR_JSON; the parser stops at the "2" on line 2 (a comma was due)
    const out = cut('[1\n2,\n3]\n');
    expect(out).toHaveLength(1);
    const reason = (out[0] as { invalid: { reason: string } }).invalid.reason;
    expect(reason).toMatch(/^ERR_JSON: not valid JSON at line 2, column 1: \S/);
    expect(out[0]).toMatchObject({ invalid: { source: 'f:2' } });
  });
});

describe('reading one record as a session', () => {
  const session = SESSION;
  const line = JSON.stringify(session);

  it('a shared fixture wrapping a session is read as its session, as a whole document and as an NDJSON line', () => {
    const fixture = JSON.stringify({ session, expected: {} });
    expect(loadSessionText(fixture, 'f.json')).toMatchObject({ source: 'f.json', loaded: { session: { draw: 1 } } });
    expect(loadSessionText(fixture, 'f.ndjson', 1)).toMatchObject({
      source: 'f.ndjson:1',
      loaded: { session: { draw: 1 } },
    });
    // a wrapper around no session object is still refused, naming the line
    expect(loadSessionText(JSON.stringify({ session: [], expected: {} }), 'f.ndjson', 1)).toEqual({
      invalid: { source: 'f.ndjson:1', reason: expect.stringMatching(/^ERR_[A-Z]+: \S/) },
    });
  });

  it('a blank text is no row and no problem, on a line or as a document', () => {
    expect(readSession('  ', 'f.ndjson', 2)).toBeNull();
    expect(readSession('', 'f.json')).toBeNull();
  });

  it('a line of other white space (a no-break space, a form feed) gives no row and no problem', () => {
    const read = readSessionText(`${line}\n\u00a0\n\f\n${line}\n`, 'f.ndjson');
    expect(read.summaries.map((s) => s.source)).toEqual(['f.ndjson:1', 'f.ndjson:4']);
    expect(read.invalid).toEqual([]);
  });

  it("each control character of JSON.parse's message is shown as one ?", () => {
    const text = '{"a": \u0001}';
    let raw = '';
    try {
      JSON.parse(text);
    } catch (e) {
      raw = (e as Error).message;
    }
    // the parser quotes the text it stopped at: the message holds the control character itself
    expect(raw).toContain('\u0001');
    expect(loadSessionText(text, 'f.ndjson', 2)).toEqual({
      invalid: {
        source: 'f.ndjson:2',
        reason: `ERR_JSON: not valid JSON at line 2, column 7: ${raw.split('\u0001').join('\\x01')}`,
      },
    });
  });
});
