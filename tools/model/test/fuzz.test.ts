import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  makeAction,
  makeDeck,
  makeGameCode,
  makePosition,
  parseActions,
  parseDeck,
  parseGameCode,
  parsePosition,
  parseSessions,
} from '@klondike/engine';
import { anyText, DOCUMENTED_CODES, mutated, mutatedSessionActions, validText } from '../src/fuzz.js';

const DEEP = Boolean(process.env['DEEP']);
const RUNS = DEEP ? 20_000 : 300;

type Loader = keyof typeof DOCUMENTED_CODES;
type Outcome = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; line?: number } };

/**
 * Only documented errors: the loader returns (never throws), and a refusal carries a documented
 * code and a message naming the problem. A hang shows up as the test's timeout.
 */
function documented(loader: Loader, run: () => Outcome): Outcome {
  let result: Outcome;
  try {
    result = run();
  } catch (error) {
    throw new Error(`${loader} threw: ${String(error)}`);
  }
  if (!result.ok) {
    expect(DOCUMENTED_CODES[loader] as readonly string[]).toContain(result.error.code);
    expect(typeof result.error.message).toBe('string');
    expect(result.error.message.length).toBeGreaterThan(0);
    if (result.error.line !== undefined) expect(Number.isInteger(result.error.line) && result.error.line >= 1).toBe(true);
  } else {
    expect(result.ok).toBe(true);
  }
  return result;
}

/** The loaders with a round trip for what they accept: writing it back and reading again gives the same. */
const LOADERS: { readonly [L in Loader]: { valid: fc.Arbitrary<string>; load: (text: string) => Outcome; roundTrip: (text: string) => void } } = {
  parseGameCode: {
    valid: validText.gameCode,
    load: parseGameCode,
    roundTrip: (text) => {
      const first = parseGameCode(text);
      if (first.ok) expect(parseGameCode(makeGameCode(first.value))).toEqual(first);
    },
  },
  parseDeck: {
    valid: validText.deck,
    load: parseDeck,
    roundTrip: (text) => {
      const first = parseDeck(text);
      if (!first.ok) return;
      const again = parseDeck(makeDeck(first.value));
      expect(again.ok && makeDeck(again.value)).toBe(makeDeck(first.value));
    },
  },
  parseActions: {
    valid: validText.actions,
    load: parseActions,
    roundTrip: (text) => {
      const first = parseActions(text);
      if (!first.ok) return;
      const again = parseActions(first.value.map((t) => makeAction(t.action)).join(' '));
      expect(again.ok && again.value.map((t) => t.action)).toEqual(first.value.map((t) => t.action));
    },
  },
  parseSessions: {
    valid: validText.session,
    load: parseSessions,
    roundTrip: () => {},
  },
  parsePosition: {
    valid: validText.position,
    load: parsePosition,
    roundTrip: (text) => {
      const first = parsePosition(text);
      if (!first.ok) return;
      const again = parsePosition(makePosition(first.value));
      expect(again.ok && makePosition(again.value)).toBe(makePosition(first.value));
    },
  },
};

test('fuzzing parseSessions: broken action lists give ERR_ILLEGAL or ERR_ACTION naming the action', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(mutatedSessionActions, (text) => {
      const result = documented('parseSessions', () => parseSessions(text));
      if (result.ok) return;
      seen.add(result.error.code);
      if (result.error.code === 'ERR_ILLEGAL' || result.error.code === 'ERR_ACTION') expect(result.error.message).toMatch(/^action \d+ /);
    }),
    { numRuns: RUNS },
  );
  expect(seen).toContain('ERR_ILLEGAL');
});

describe.each(Object.keys(LOADERS) as Loader[])('fuzzing %s', (loader) => {
  const { valid, load, roundTrip } = LOADERS[loader];

  test('valid texts load', () => {
    fc.assert(
      fc.property(valid, (text) => {
        expect(documented(loader, () => load(text)).ok).toBe(true);
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
  });

  test('arbitrary text: only documented errors, no throw', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        documented(loader, () => load(text));
      }),
      { numRuns: RUNS },
    );
  });

  test('mutated valid texts: only documented errors, and what loads round-trips', () => {
    fc.assert(
      fc.property(mutated(valid), (text) => {
        documented(loader, () => load(text));
        roundTrip(text);
      }),
      { numRuns: RUNS },
    );
  });

  test('long and repetitive input returns', () => {
    // inputs that make a backtracking pattern slow; a hang fails on the test timeout
    for (const text of ['KL1-'.repeat(5000), ' '.repeat(100_000) + 'x', 'T1: '.repeat(5000), '#As '.repeat(20_000), '{"a":'.repeat(5000), '\n'.repeat(50_000) + '{}']) {
      documented(loader, () => load(text));
    }
  });
});
