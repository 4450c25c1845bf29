import { describe, expect, it } from 'vitest';
import {
  histogram,
  overview,
  thinkByActionNumber,
  undosByResult,
  winRateByMode,
  type SessionSummary,
} from '../src/index.js';

/**
 * The aggregates over rows made by hand, each figure worked out on paper (docs/testing.md: these
 * kill the mutants that the fixture-based tests in summary.test.ts let live).
 */

let serial = 0;
/** A summary row with dull defaults; the tests set what they count. */
function row(own: Partial<SessionSummary> = {}): SessionSummary {
  serial++;
  return {
    source: `hand:${serial}`,
    sessionKey: serial.toString(16).padStart(32, '0'),
    rules: 'app',
    draw: 3,
    scoring: 'normal',
    thoughtful: false,
    variant: 'standard',
    code: null,
    dealNumber: null,
    deal: null,
    start: 'deck',
    startedAt: null,
    won: false,
    score: 0,
    scoreText: '0',
    actions: 10,
    undos: 0,
    recycles: 0,
    foundationReturns: 0,
    foundationCards: 0,
    faceDownLeft: 21,
    durationMs: null,
    medianThinkMs: null,
    longestThinkMs: null,
    firstFoundationMs: null,
    lastAction: null,
    thinkTimesMs: [],
    ...own,
  };
}

describe('winRateByMode by hand', () => {
  it('counts wins per mode, divides won by sessions, and sorts by rules, draw, scoring, variant', () => {
    const rows = [
      row({ rules: 'classic', draw: 1, won: true }),
      row({ rules: 'app', draw: 3, scoring: 'vegas', won: true }),
      row({ rules: 'app', draw: 3, scoring: 'vegas' }),
      row({ rules: 'app', draw: 3, scoring: 'vegas' }),
      row({ rules: 'app', draw: 3, scoring: 'vegas', won: true }),
      row({ rules: 'app', draw: 3, scoring: 'normal', variant: 'jokers' }),
      row({ rules: 'app', draw: 3, scoring: 'normal', variant: 'double', won: true }),
      row({ rules: 'app', draw: 1, scoring: 'vegas' }),
      row({ rules: 'app', draw: 3, scoring: 'normal' }),
    ];
    const modes = winRateByMode(rows).map((m) => [m.rules, m.draw, m.scoring, m.variant, m.sessions, m.won, m.winRate]);
    expect(modes).toEqual([
      ['app', 1, 'vegas', 'standard', 1, 0, 0],
      ['app', 3, 'normal', 'double', 1, 1, 1],
      ['app', 3, 'normal', 'jokers', 1, 0, 0],
      ['app', 3, 'normal', 'standard', 1, 0, 0],
      ['app', 3, 'vegas', 'standard', 4, 2, 0.5],
      ['classic', 1, 'normal', 'standard', 1, 1, 1],
    ]);
  });

  it('a win rate of 3 won in 4 is 0.75', () => {
    const rows = [row({ won: true }), row({ won: true }), row(), row({ won: true })];
    expect(winRateByMode(rows)).toEqual([
      {
        mode: 'app-3-normal',
        rules: 'app',
        draw: 3,
        scoring: 'normal',
        variant: 'standard',
        thoughtful: false,
        sessions: 4,
        won: 3,
        winRate: 0.75,
      },
    ]);
  });

  it('keeps Thoughtful games apart (every card shown: a far easier game), keyed as modeKey keys them', () => {
    const rows = [row({ won: true, thoughtful: true }), row(), row({ thoughtful: true })];
    expect(winRateByMode(rows).map((m) => [m.mode, m.thoughtful, m.sessions, m.won])).toEqual([
      ['app-3-normal', false, 1, 0],
      ['app-3-normal-thoughtful', true, 2, 1],
    ]);
  });
});

describe('histogram by hand', () => {
  it('sorts the bins numerically (not as text), with widths other than 1', () => {
    expect(histogram([1000, 5, 90, 1010, 200], 50)).toEqual([
      { from: 0, count: 1 },
      { from: 50, count: 1 },
      { from: 200, count: 1 },
      { from: 1000, count: 2 },
    ]);
  });
});

describe('thinkByActionNumber by hand', () => {
  it('numbers journal entries from 1 and takes the median over the sessions that reached each', () => {
    const rows = [
      row({ thinkTimesMs: [100, 4000, 30] }),
      row({ thinkTimesMs: [300, 2000] }),
      row({ thinkTimesMs: [200] }),
      row({ thinkTimesMs: [] }),
    ];
    expect(thinkByActionNumber(rows)).toEqual([
      { action: 1, sessions: 3, medianMs: 200 },
      { action: 2, sessions: 2, medianMs: 3000 },
      { action: 3, sessions: 1, medianMs: 30 },
    ]);
  });

  it('stops at upTo', () => {
    const rows = [row({ thinkTimesMs: [1, 2, 3, 4] })];
    expect(thinkByActionNumber(rows, 2).map((t) => t.action)).toEqual([1, 2]);
  });
});

describe('undosByResult by hand', () => {
  it('one row per band of undo count (0, 1-4, 5-19, 20+): sessions, won, win rate', () => {
    const rows = [
      row({ won: false, undos: 0 }),
      row({ won: false, undos: 3 }),
      row({ won: false, undos: 5 }),
      row({ won: false, undos: 0 }),
      row({ won: true, undos: 1 }),
    ];
    expect(undosByResult(rows)).toEqual([
      { band: '0', undosFrom: 0, sessions: 2, won: 0, winRate: 0 },
      { band: '1-4', undosFrom: 1, sessions: 2, won: 1, winRate: 0.5 },
      { band: '5-19', undosFrom: 5, sessions: 1, won: 0, winRate: 0 },
    ]);
  });

  it('lists only the bands present', () => {
    expect(undosByResult([row({ won: true, undos: 2 }), row({ won: true, undos: 0 })])).toEqual([
      { band: '0', undosFrom: 0, sessions: 1, won: 1, winRate: 1 },
      { band: '1-4', undosFrom: 1, sessions: 1, won: 1, winRate: 1 },
    ]);
    expect(undosByResult([])).toEqual([]);
  });
});

describe('overview by hand', () => {
  it('counts, win rate and medians, leaving out the rows without times', () => {
    const rows = [
      row({ won: true, actions: 90, durationMs: 60_000, medianThinkMs: 2000 }),
      row({ actions: 10, durationMs: null, medianThinkMs: null }),
      row({ actions: 40, durationMs: 20_000, medianThinkMs: 1000 }),
      row({ actions: 30, durationMs: 30_000, medianThinkMs: 500 }),
    ];
    expect(overview(rows)).toEqual({
      sessions: 4,
      won: 1,
      winRate: 0.25,
      medianActions: 35,
      medianDurationMs: 30_000,
      medianThinkMs: 1000,
    });
  });

  it('no rows: win rate 0 and no medians', () => {
    expect(overview([])).toEqual({
      sessions: 0,
      won: 0,
      winRate: 0,
      medianActions: null,
      medianDurationMs: null,
      medianThinkMs: null,
    });
  });
});
