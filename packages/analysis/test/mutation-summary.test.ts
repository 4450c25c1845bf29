import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameFromDeck, gamePosition, makeGameCode, makePosition, makeRules, parseDeck } from '@klondike/engine';
import { median, readSession, sessionKeyText, loadSessionText, type SessionSummary } from '../src/index.js';
import { W1 } from '@klondike/engine/testing';

/**
 * Summary rows of sessions written by hand, each figure worked out on paper (docs/testing.md: these
 * kill the mutants that the fixture-based tests in summary.test.ts let live).
 */

/** Deck W1 of RULES §11: T1 holds the Ace of diamonds alone, so `T1-F` and `T1-F3` (the diamonds' foundation) are legal at once. */

interface Entry {
  readonly a: string;
  readonly t?: number;
}

/** A session text of the app's draw 1 normal rules, with one start field and a journal. */
function sessionText(start: Record<string, string>, actions: readonly Entry[], startedAt?: string): string {
  return JSON.stringify({
    format: 'klondike-session',
    version: 1,
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    ...start,
    ...(startedAt === undefined ? {} : { startedAt }),
    actions,
  });
}

function summaryOf(text: string): SessionSummary {
  const outcome = readSession(text, 'hand.json');
  if (outcome === null || !('summary' in outcome)) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  return outcome.summary;
}

const CODE = makeGameCode({ deal: 1234, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false });
const W1_DECK = parseDeck(W1);
if (!W1_DECK.ok) throw new Error(W1_DECK.error.message);
const POSITION = makePosition(gamePosition(gameFromDeck(W1_DECK.value, makeRules({ preset: 'app', draw: 1 }))));

describe('the start of a session in its row', () => {
  it('a code start: its canonical code, deal number and deal', () => {
    const row = summaryOf(sessionText({ code: CODE.toLowerCase() }, [{ a: 'D', t: 500 }]));
    expect({ code: row.code, dealNumber: row.dealNumber, deal: row.deal, start: row.start }).toEqual({
      code: CODE,
      dealNumber: 1234,
      deal: '1234',
      start: 'code',
    });
  });

  it('a deck start: the deck as its deal, no code or deal number', () => {
    const row = summaryOf(sessionText({ deck: W1 }, [{ a: 'D', t: 500 }]));
    expect({ code: row.code, dealNumber: row.dealNumber, deal: row.deal, start: row.start }).toEqual({
      code: null,
      dealNumber: null,
      deal: W1,
      start: 'deck',
    });
  });

  it('a position start: no code, deal number or deal', () => {
    const row = summaryOf(sessionText({ position: POSITION }, [{ a: 'D', t: 500 }]));
    expect({ code: row.code, dealNumber: row.dealNumber, deal: row.deal, start: row.start }).toEqual({
      code: null,
      dealNumber: null,
      deal: null,
      start: 'position',
    });
  });

  it('startedAt is kept, and null when absent', () => {
    expect(summaryOf(sessionText({ deck: W1 }, [], '2026-12-01T09:00:00.000Z')).startedAt).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(summaryOf(sessionText({ deck: W1 }, [])).startedAt).toBeNull();
  });
});

describe('the times of a journal in its row', () => {
  it('an empty journal: no last action, duration, think times or first foundation time', () => {
    const row = summaryOf(sessionText({ deck: W1 }, []));
    expect(row).toMatchObject({
      actions: 0,
      lastAction: null,
      durationMs: null,
      medianThinkMs: null,
      longestThinkMs: null,
      firstFoundationMs: null,
      thinkTimesMs: [],
    });
  });

  it('a move that names its foundation (T1-F3) counts for the first foundation time', () => {
    const row = summaryOf(
      sessionText({ deck: W1 }, [
        { a: 'D', t: 1000 },
        { a: 'T1-F3', t: 2500 },
      ]),
    );
    expect(row.firstFoundationMs).toBe(2500);
  });

  it('an untimed entry has no think time, nor the timed one after it; the first foundation time is the first timed one', () => {
    // think times: 1000 - 0; T1-F has no t; U follows an untimed entry: none; 7000 - 4000; 9000 - 7000
    const row = summaryOf(
      sessionText({ deck: W1 }, [
        { a: 'D', t: 1000 },
        { a: 'T1-F' },
        { a: 'U', t: 4000 },
        { a: 'D', t: 7000 },
        { a: 'T1-F', t: 9000 },
      ]),
    );
    expect(row.thinkTimesMs).toEqual([1000, 3000, 2000]);
    expect(row.medianThinkMs).toBe(2000);
    expect(row.longestThinkMs).toBe(3000);
    expect(row.durationMs).toBe(9000);
    expect(row.firstFoundationMs).toBe(9000);
    expect(row.lastAction).toBe('T1-F');
  });

  it('the longest think time is the largest, wherever it stands', () => {
    const row = summaryOf(
      sessionText({ deck: W1 }, [
        { a: 'D', t: 9000 },
        { a: 'D', t: 9500 },
        { a: 'D', t: 12_000 },
        { a: 'D', t: 12_100 },
      ]),
    );
    expect(row.thinkTimesMs).toEqual([9000, 500, 2500, 100]);
    expect(row.longestThinkMs).toBe(9000);
    expect(row.medianThinkMs).toBe(1500);
    expect(row.durationMs).toBe(12_100);
  });

  it('a journal whose last entry has no time has no duration', () => {
    const row = summaryOf(sessionText({ deck: W1 }, [{ a: 'D', t: 1000 }, { a: 'D' }]));
    expect(row.durationMs).toBeNull();
    expect(row.thinkTimesMs).toEqual([1000]);
  });
});

describe('sessionKeyText by hand', () => {
  function keyText(text: string): string {
    const outcome = loadSessionText(text, 'hand.json');
    if (outcome === null || 'invalid' in outcome) throw new Error(`not read: ${JSON.stringify(outcome)}`);
    return sessionKeyText(outcome.loaded);
  }

  it('a code start, a timed and an untimed entry', () => {
    const text = sessionText({ code: CODE }, [{ a: 'd', t: 10 }, { a: 'D' }], '2026-12-01T09:00:00.000Z');
    expect(keyText(text)).toBe(
      `klondike-session-key 1\napp 1 normal false standard\ncode ${CODE}\n2026-12-01T09:00:00.000Z\nD@10 D`,
    );
  });

  it('a deck start without startedAt or journal', () => {
    expect(keyText(sessionText({ deck: W1 }, []))).toBe(
      `klondike-session-key 1\napp 1 normal false standard\ndeck ${W1}\n\n`,
    );
  });

  it('a position start', () => {
    expect(keyText(sessionText({ position: POSITION }, [{ a: 'D', t: 3 }]))).toBe(
      `klondike-session-key 1\napp 1 normal false standard\nposition ${POSITION}\n\nD@3`,
    );
  });
});

describe('median by hand', () => {
  it('of none is null', () => expect(median([])).toBeNull());
  it('of an odd count is the middle one, after sorting numerically', () => {
    expect(median([30, 1000, 200])).toBe(200);
    expect(median([7])).toBe(7);
  });
  it('of an even count is the mean of the two middle ones', () => {
    expect(median([9, 1, 5, 100])).toBe(7);
    expect(median([4, 2])).toBe(3);
  });
  it('does not change its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
  it('of lists one after another, short and long (its buffer kept between calls, past its size), gives each list its own median', () => {
    const byHand = (values: readonly number[]): number => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 40 }),
            // many equal values, as whole-millisecond think times have
            fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 300 }),
            // already in order, or in reverse
            fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 300 }).chain((v) =>
              fc.constantFrom(
                [...v].sort((a, b) => a - b),
                [...v].sort((a, b) => b - a),
              ),
            ),
            fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1000, maxLength: 1100 }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (lists) => {
          for (const values of lists) expect(median(values)).toBe(byHand(values));
        },
      ),
      { numRuns: 200 },
    );
  });
});
