import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameFromCode,
  journalEntries,
  loadSession,
  makeSession,
  parseGameCode,
  play,
  type Game,
} from '../src/index.js';
import { legalActions } from '../src/apply.js';
import { gamePosition } from '../src/game.js';
import { plainSession, sessionSchema } from '../src/session.js';
import { must } from './helpers.js';

// Values each field may take: the valid ones and the near misses a hand-written check could let through.
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 5 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1.5),
  fc.string({ maxLength: 4 }),
  fc.constant([]),
  fc.constant({}),
);
// mostly a valid value, now and then a near miss, seldom anything: so many records pass and the
// others fail one or two fields at a time
const field = (valid: readonly unknown[], near: readonly unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...valid), weight: 24 },
    { arbitrary: fc.constantFrom(...near), weight: 2 },
    { arbitrary: anyValue, weight: 1 },
  );
const entry = fc.oneof(
  {
    arbitrary: fc.record(
      {
        a: field(['D', 'W-T3', 'u', ''], [7, null]),
        t: field([undefined, 0, 12, 3.5], [-1, -0.001, Infinity, Number.NaN, '5', null]),
        x: anyValue,
      },
      { requiredKeys: ['a'] },
    ),
    weight: 40,
  },
  { arbitrary: anyValue, weight: 1 },
);
const record = fc.record(
  {
    format: fc.constant('klondike-session'),
    version: field([1], [2, 0, 1.5, '1', 2 ** 53]),
    rules: field(['app', 'classic', 'stilldeck'], ['spider']),
    draw: field([1, 3], [2, '1', 3.0000001]),
    scoring: field(['normal', 'vegas'], ['points']),
    thoughtful: field([undefined, true, false], ['yes', null]),
    variant: field([undefined, 'standard', 'double', 'jokers'], ['spider']),
    code: field([undefined, 'KL1-D1N-AAAAAAG'], [5, null]),
    deck: field([undefined, '7d Th'], [7]),
    position: field([undefined, 'T1: Ks'], [[]]),
    startedAt: field([undefined, '2026-12-03T00:00:00.000Z'], [0, null]),
    actions: fc.oneof({ arbitrary: fc.array(entry, { maxLength: 4 }), weight: 24 }, { arbitrary: anyValue, weight: 1 }),
    extra: anyValue,
  },
  { requiredKeys: ['format', 'version', 'rules', 'draw', 'scoring', 'actions'] },
);

describe('RULES §8 the quick session check never vouches for what the schema refuses', () => {
  it('vouches only for records the schema accepts, and the schema reads them as they are (fast-check)', () => {
    let vouched = 0;
    fc.assert(
      fc.property(record, (value) => {
        if (!plainSession(value)) return;
        vouched++;
        const parsed = sessionSchema.safeParse(value);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(value);
      }),
      { numRuns: 5000 },
    );
    // the property says something only if some records pass
    expect(vouched).toBeGreaterThan(200);
  });

  it('vouches for sessions the engine writes, so they skip the schema', () => {
    let game: Game = gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAG')));
    for (let i = 0; i < 40; i++) {
      const next = legalActions(gamePosition(game), game.rules)[0];
      if (next === undefined) break;
      game = must(play(game, next, i * 700));
    }
    const session = makeSession(game);
    expect(plainSession(session as unknown as Record<string, unknown>)).toBe(true);
    const loaded = must(loadSession(session));
    expect(loaded.session).toBe(session);
    expect(journalEntries(loaded.game)).toEqual(journalEntries(game));
  });
});
