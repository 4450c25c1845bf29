import { describe, expect, it } from 'vitest';
import { W1 } from '@klondike/engine';
import { loadSessionText, readSessionText, SessionRecords, type RecordItem, type RecordLimits } from '../src/index.js';

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

describe('SessionRecords on texts made by hand', () => {
  it('an array: elements with brackets, commas and escaped quotes inside strings, nested values, at their lines', () => {
    const text = '[\n  {"a": "x]\\"}", "b": [1, {"c": 2}]},\n  "s,t" ,\n  7\n]\n';
    const expected = [
      { record: { line: 2, text: '{"a": "x]\\"}", "b": [1, {"c": 2}]}' } },
      { record: { line: 3, text: '"s,t"' } },
      { record: { line: 4, text: '7' } },
    ];
    expect(cut(text)).toEqual(expected);
    expect(cut(text, {}, 1)).toEqual(expected);
    expect(cut(text, {}, 5)).toEqual(expected);
  });

  it('a one-line array with spaces, and an array over two lines', () => {
    expect(cut('  [ {"a":1} ,{"b":2}]')).toEqual([
      { record: { line: 1, text: '{"a":1}' } },
      { record: { line: 1, text: '{"b":2}' } },
    ]);
    expect(cut('[1,\n2]')).toEqual([{ record: { line: 1, text: '1' } }, { record: { line: 2, text: '2' } }]);
    // a blank first line is held with the document: its line feed counts
    expect(cut('\n[1,\n2]')).toEqual([{ record: { line: 2, text: '1' } }, { record: { line: 3, text: '2' } }]);
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

  it('a broken document is one ERR_JSON naming the file, control characters shown as ?', () => {
    const out = cut('{\n  "a": 1,\n  "b": x\n}\n');
    expect(out).toHaveLength(1);
    const item = out[0]!;
    if (!('invalid' in item)) throw new Error('expected an invalid item');
    expect(item.invalid.source).toBe('f');
    expect(item.invalid.reason.startsWith('ERR_JSON: not valid JSON: ')).toBe(true);
    expect(item.invalid.reason).not.toMatch(/[\n\r\t]/);
    expect(item.invalid.reason).toContain('?');
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
  const session = JSON.stringify({
    format: 'klondike-session',
    version: 1,
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    deck: W1,
    actions: [{ a: 'D', t: 10 }],
  });

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

  it('a line that is not JSON is ERR_JSON with its control characters shown as ?', () => {
    const outcome = loadSessionText('{"a": \u0001}', 'f.ndjson', 2);
    expect(outcome).toEqual({
      invalid: { source: 'f.ndjson:2', reason: expect.stringMatching(/^ERR_JSON: not valid JSON: /) },
    });
    const reason = outcome !== null && 'invalid' in outcome ? outcome.invalid.reason : '';
    expect(reason).not.toContain('\u0001');
    expect(reason.length).toBeLessThanOrEqual('ERR_JSON: not valid JSON: '.length + 160);
  });

  it('a line whose session is refused names the line', () => {
    expect(loadSessionText('{"format": "other"}', 'f.ndjson', 4)).toEqual({
      invalid: { source: 'f.ndjson:4', reason: expect.stringMatching(/^ERR_[A-Z]+: \S/) },
    });
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
