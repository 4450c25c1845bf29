import { describe, expect, it } from 'vitest';
import {
  foldSession,
  gamePosition,
  gameScore,
  loadSession,
  makeSession,
  parseSessions,
  readSessions,
  type Session,
} from '../src/index.js';
import { gameOfDeck, must, W1 } from './helpers.js';

/**
 * RULES §8: `startedAt` is an ISO 8601 date and time (`2026-11-30T10:00:00.000Z`). A reader refuses a
 * record for its format, version, fields and actions, the game; a `startedAt` that is no date and time
 * changes nothing of the game, so the session is kept, read without it, and a warning names where.
 */
const session = (startedAt?: unknown): Record<string, unknown> => {
  const { startedAt: _, ...rest } = makeSession(gameOfDeck(W1));
  return {
    ...rest,
    ...(startedAt === undefined ? {} : { startedAt }),
    actions: [
      { a: 'T1-F', t: 1200 },
      { a: 'T7-F', t: 2950 },
    ],
  };
};

const WARNED = (value: string) =>
  `startedAt "${value}" is not an ISO 8601 date and time (e.g. "2026-11-30T10:00:00.000Z"): the session is read without it, its start time unknown`;

describe('RULES §8 startedAt', () => {
  it.each(['2026-11-30T10:00:00.000Z', '2026-11-30T10:00:00Z', '2026-11-30T11:00:00+01:00', '2024-02-29T23:59:59.5Z'])(
    '%s is read as it is, with no warning',
    (startedAt) => {
      const loaded = must(loadSession(session(startedAt)));
      expect(loaded.session.startedAt).toBe(startedAt);
      expect(loaded.warnings).toBeUndefined();
      expect(must(foldSession(session(startedAt))).warnings).toBeUndefined();
    },
  );

  it('absent, it is no warning either', () => {
    expect(must(loadSession(session())).warnings).toBeUndefined();
  });

  it.each([
    ['a word', 'yesterday'],
    ['a day that is not in the calendar', '2026-02-30T10:00:00Z'],
    ['a date without its time', '2026-11-30'],
    ['a time without its offset', '2026-11-30T10:00:00'],
    ['an empty text', ''],
  ])('%s (%j): the session is kept, read without it, with a warning', (_what, startedAt) => {
    const loaded = must(loadSession(session(startedAt)));
    expect('startedAt' in loaded.session).toBe(false);
    expect(loaded.warnings).toEqual([
      {
        code: 'WARN_STARTED_AT',
        message: WARNED(startedAt),
        reason: WARNED(startedAt),
        field: 'startedAt',
        value: startedAt,
      },
    ]);
    // the game is the same as with a good start time: its actions and their times are kept
    const good = must(loadSession(session('2026-11-30T10:00:00.000Z')));
    expect(gamePosition(loaded.game)).toEqual(gamePosition(good.game));
    expect(gameScore(loaded.game)).toBe(gameScore(good.game));
    expect(loaded.session.actions).toEqual(good.session.actions);
    // folded, the same
    const folded = must(foldSession(session(startedAt)));
    expect('startedAt' in folded.session).toBe(false);
    expect(folded.warnings).toEqual(loaded.warnings);
  });

  it('in NDJSON the warning names its line, and every record is kept', () => {
    const text = [session('2026-11-30T10:00:00.000Z'), session('yesterday'), session()]
      .map((s) => JSON.stringify(s))
      .join('\n');
    const read = must(readSessions(text));
    expect(read.refused).toEqual([]);
    expect(read.sessions).toHaveLength(3);
    expect(read.sessions.map((s) => s.warnings)).toEqual([
      undefined,
      [
        {
          code: 'WARN_STARTED_AT',
          message: `line 2: ${WARNED('yesterday')}`,
          reason: WARNED('yesterday'),
          line: 2,
          field: 'startedAt',
          value: 'yesterday',
        },
      ],
      undefined,
    ]);
    expect(must(parseSessions(text))[1]!.warnings?.[0]?.line).toBe(2);
  });

  it('a long value is quoted cut, and the file is not changed by reading it', () => {
    const long = 'x'.repeat(100_000);
    const record = session(long);
    const loaded = must(loadSession(record));
    expect(loaded.warnings?.[0]?.value).toBe(`${'x'.repeat(40)}...`);
    expect(loaded.warnings?.[0]?.reason.length).toBeLessThan(300);
    expect((record as unknown as Session).startedAt).toBe(long);
  });

  it('a startedAt that is no string is refused as before (the schema): only its form is a warning', () => {
    const refused = loadSession(session(5));
    expect(!refused.ok && refused.error).toMatchObject({ code: 'ERR_SCHEMA', field: 'startedAt' });
  });
});
