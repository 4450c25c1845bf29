import { describe, expect, it } from 'vitest';
import { textTable } from '../src/analyze/output.js';

describe("analyze's terminal tables", () => {
  it('a column of milliseconds is shown in seconds under a heading that says seconds', () => {
    const lines = textTable([
      { sessions: 24, median_duration_ms: 363_100, median_think_ms: 2_060 },
      { sessions: 1, median_duration_ms: null, median_think_ms: 0 },
    ]);
    expect(lines).toEqual([
      '  sessions  median_duration_s  median_think_s',
      '        24              363.1             2.1',
      '         1                  -             0.0',
    ]);
  });

  it('rates as percentages, whole numbers grouped, other numbers with two decimals, long text cut', () => {
    const lines = textTable([{ rules: 'x'.repeat(41), win_rate: 0.125, actions: 3550, mean: 4.5 }]);
    expect(lines).toEqual([
      `  rules${' '.repeat(35)}  win_rate  actions  mean`,
      `  ${'x'.repeat(37)}...     12.5%    3,550  4.50`,
    ]);
  });

  it('one number format per column: a column where some value has a fraction shows every value with two decimals', () => {
    const lines = textTable([
      { mode: 'app-1-normal', sessions: 2, mean_foundation_cards: 6 },
      { mode: 'app-1-vegas', sessions: 1234, mean_foundation_cards: 4.5 },
      { mode: 'app-3-normal', sessions: 2, mean_foundation_cards: 1234 },
    ]);
    expect(lines).toEqual([
      '  mode          sessions  mean_foundation_cards',
      '  app-1-normal         2                   6.00',
      '  app-1-vegas      1,234                   4.50',
      '  app-3-normal         2               1,234.00',
    ]);
  });
});
