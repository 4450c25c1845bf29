import { describe, expect, it } from 'vitest';
import { htmlReport, scoreBins } from '../src/analyze/html.js';
import type { Analysis } from '../src/analyze/types.js';

/** The Vegas scores of the shared fixtures: 10-dollar bins from -60 to +440, 51 bins wide. */
const VEGAS = [-60, -40, -30, -20, 100, 150, 190, 260, 440].map((from) => ({
  scoring: 'vegas',
  score_from: from,
  sessions: from === -60 || from >= 100 ? 1 : 2,
}));

describe('the report draws score bins a person can see', () => {
  it('keeps 10-dollar bins over a narrow range', () => {
    const bins = scoreBins(
      [
        { from: -50, sessions: 2 },
        { from: 200, sessions: 1 },
      ],
      10,
    );
    expect(bins).toEqual({
      step: 10,
      bins: [
        { from: -50, sessions: 2 },
        { from: 200, sessions: 1 },
      ],
    });
  });

  it('merges bins over a wide range into at most 30, on round steps, counting every game once', () => {
    const { step, bins } = scoreBins(
      VEGAS.map((r) => ({ from: r.score_from, sessions: r.sessions })),
      10,
    );
    expect(step).toBe(20);
    expect(bins).toEqual([
      { from: -60, sessions: 1 },
      { from: -40, sessions: 4 },
      { from: -20, sessions: 2 },
      { from: 100, sessions: 1 },
      { from: 140, sessions: 1 },
      { from: 180, sessions: 1 },
      { from: 260, sessions: 1 },
      { from: 440, sessions: 1 },
    ]);
  });

  it('says the step drawn in the note under the chart', () => {
    const analysis: Analysis = {
      sessions: 12,
      invalid: [],
      aggregate: { score_distribution: VEGAS },
      files: 1,
      filesWithSessions: 1,
      solved: false,
      reviewed: false,
      duplicates: 0,
    };
    const page = htmlReport(analysis, 'en');
    expect(page).toContain('in steps of 20 dollars');
    expect(htmlReport(analysis, 'nl')).toContain('in stappen van 20 dollar');
    expect(htmlReport(analysis, 'he')).toContain('בקפיצות של 20 דולרים');
  });

  it('says the merged steps are made of the bins the terminal table and --json give (10 dollars)', () => {
    const analysis = (rows: typeof VEGAS): Analysis => ({
      sessions: 12,
      invalid: [],
      aggregate: { score_distribution: rows },
      files: 1,
      filesWithSessions: 1,
      solved: false,
      reviewed: false,
      duplicates: 0,
    });
    expect(htmlReport(analysis(VEGAS), 'en')).toContain('Each step joins bins of 10 dollars');
    expect(htmlReport(analysis(VEGAS), 'nl')).toContain('vakken van 10 dollar');
    expect(htmlReport(analysis(VEGAS), 'he')).toContain('תאים של 10 דולרים');
    // bins drawn as the query gives them: nothing to explain
    expect(htmlReport(analysis(VEGAS.slice(0, 4)), 'en')).not.toContain('Each step joins');
  });
});
