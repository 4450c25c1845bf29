import { describe, expect, it } from 'vitest';
import { parseSessions, readSessions, SESSION_ERROR_CODES, type SessionErrorCode } from '../src/index.js';
import { W1 } from './helpers.js';

const CODE = 'KL1-D1N-AAAAAAG';
const base = { format: 'klondike-session', version: 1, rules: 'app', draw: 1, scoring: 'normal' } as const;
const session = (extra: Record<string, unknown>, actions: readonly string[] = []) =>
  JSON.stringify({ ...base, ...extra, actions: actions.map((a) => ({ a })) });

/** One file per code, from RULES §7 (the session format): the reader refuses it with that code. */
const CASES: Record<SessionErrorCode, string> = {
  ERR_BINARY: '\u0000\u0001\u00ff\ufffd\u0002 {',
  ERR_JSON: '{"format": ',
  ERR_FORMAT: JSON.stringify({ ...JSON.parse(session({ code: CODE })), format: 'pysol-session' }),
  ERR_VERSION: JSON.stringify({ ...JSON.parse(session({ code: CODE })), version: 2 }),
  ERR_SCHEMA: session({ deck: W1, rules: 'spider' }),
  ERR_START: session({ code: 'KL1-D3N-AAAAAAG' }),
  ERR_ACTION: session({ code: CODE }, ['D', 'T2-T9']),
  ERR_ILLEGAL: session({ deck: W1 }, ['T1-F', 'T7-F', 'T1-T2']),
};

describe('session error codes (SESSION_ERROR_CODES)', () => {
  it('lists each code once, and the table has a file for each and no other', () => {
    expect(new Set(SESSION_ERROR_CODES).size).toBe(SESSION_ERROR_CODES.length);
    expect(Object.keys(CASES).sort()).toEqual([...SESSION_ERROR_CODES].sort());
  });

  it.each(SESSION_ERROR_CODES)('%s is what the reader refuses its file with', (code) => {
    const parsed = parseSessions(CASES[code]);
    expect(!parsed.ok && parsed.error.code).toBe(code);
    // the lenient reader refuses the same record with the same code (a binary file as a whole)
    const read = readSessions(CASES[code]);
    const codes = read.ok ? read.value.refused.map((e) => e.code) : [read.error.code];
    expect(codes).toEqual([code]);
  });
});
