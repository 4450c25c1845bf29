import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  anyText,
  boundedRun,
  DEEP,
  loadDocumented,
  mutated,
  mutatedSessionActions,
  playedGameArb,
  readingProblems,
  validText,
  type Loader,
  type LoaderOutcome,
} from '@klondike/engine/testing';

const RUNS = DEEP ? 20_000 : 300;

/**
 * Only documented errors, and the independent reading: the loader returns (never throws), a
 * refusal carries a documented code and a message naming the problem, and what it accepts (or
 * refuses) is what RULES, read by `@klondike/engine/testing`'s spec, accept (or refuse), with the
 * same contents; an accepted session is RULES' game of its own fields and writes back to the same
 * journal. A hang shows up as the test's timeout.
 */
function documented(loader: Loader, text: string): LoaderOutcome {
  const { outcome, problems } = loadDocumented(loader, text);
  expect(problems).toEqual([]);
  expect(readingProblems(loader, text, outcome!)).toEqual([]);
  return outcome!;
}

/** The loaders fuzzed here, each with valid texts from the engine's writers. */
const VALID: { readonly [L in Exclude<Loader, 'parseCard' | 'parseAction'>]: fc.Arbitrary<string> } = {
  parseGameCode: validText.gameCode,
  parseDeck: validText.deck,
  parseActions: validText.actions,
  parseSessions: validText.session,
  parsePosition: validText.position,
};

test('fuzzing parseSessions: broken action lists give ERR_ILLEGAL or ERR_ACTION naming the action', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(mutatedSessionActions(playedGameArb), (text) => {
      const result = documented('parseSessions', text);
      if (result.ok) return;
      seen.add(result.error.code);
      if (result.error.code === 'ERR_ILLEGAL' || result.error.code === 'ERR_ACTION')
        expect(result.error.message).toMatch(/^action \d+ /);
    }),
    boundedRun({ numRuns: RUNS }),
  );
  expect(seen).toContain('ERR_ILLEGAL');
});

describe.each(Object.keys(VALID) as (keyof typeof VALID)[])('fuzzing %s', (loader) => {
  const valid = VALID[loader];

  test('valid texts load', () => {
    fc.assert(
      fc.property(valid, (text) => {
        expect(documented(loader, text).ok).toBe(true);
      }),
      boundedRun({ numRuns: Math.min(RUNS, 100) }),
    );
  });

  test('arbitrary text: only documented errors, no throw, and refused exactly when RULES refuse it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        documented(loader, text);
      }),
      boundedRun({ numRuns: RUNS }),
    );
  });

  test('mutated valid texts: only documented errors, and what loads is what RULES read', () => {
    fc.assert(
      fc.property(mutated(valid), (text) => {
        documented(loader, text);
      }),
      boundedRun({ numRuns: RUNS }),
    );
  });

  test('long and repetitive input returns', () => {
    // inputs that make a backtracking pattern slow; a hang fails on the test timeout
    for (const text of [
      'KL1-'.repeat(5000),
      ' '.repeat(100_000) + 'x',
      'T1: '.repeat(5000),
      '#As '.repeat(20_000),
      '{"a":'.repeat(5000),
      '\n'.repeat(50_000) + '{}',
    ]) {
      documented(loader, text);
    }
  });
});
