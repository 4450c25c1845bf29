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
});
