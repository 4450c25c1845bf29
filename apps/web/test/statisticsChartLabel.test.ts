import { describe, expect, it } from 'vitest';
import type { RecentResult } from '../src/statistics/statistics.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import { statisticsChartLabel } from '../src/statistics/chartLabel.js';

const game = (i: number, won: boolean): RecentResult => ({
  id: `g${i}`,
  won,
  score: won ? 500 : 40,
  actions: 100,
  startedAt: 1_700_000_000_000 + i,
});

/**
 * The chart's accessible label for the given recent games in one locale, by the function StatisticsChart
 * labels itself with (the chart itself needs a canvas context, which the test DOM has not).
 */
async function chartLabel(locale: string, recent: readonly RecentResult[]): Promise<string> {
  const i18n = makeI18n(['en']);
  await applyLanguage(i18n, locale);
  return statisticsChartLabel(recent, i18n.global.t, locale);
}

describe('the statistics chart label', () => {
  it('names one game in the singular in every language', async () => {
    expect(await chartLabel('en', [game(1, false)])).toBe('Score of the last game: 0 won');
    expect(await chartLabel('nl', [game(1, true)])).toBe('Score van het laatste spel: 1 gewonnen');
    expect(await chartLabel('he', [game(1, true)])).toBe('הניקוד של המשחק האחרון; ניצחונות: 1');
  });

  it('writes the counts as every screen writes a count', async () => {
    const recent = Array.from({ length: 1200 }, (_, i) => game(i, i < 1001));
    expect(await chartLabel('en', recent)).toBe('Score of the last 1,200 games, oldest first: 1,001 won');
    expect(await chartLabel('nl', recent)).toBe('Score van de laatste 1.200 spellen, oudste eerst: 1.001 gewonnen');
  });

  it('counts several games in the plural', async () => {
    const recent = [game(1, true), game(2, false), game(3, true)];
    expect(await chartLabel('en', recent)).toBe('Score of the last 3 games, oldest first: 2 won');
    expect(await chartLabel('nl', recent)).toBe('Score van de laatste 3 spellen, oudste eerst: 2 gewonnen');
    expect(await chartLabel('he', recent)).toBe('הניקוד של 3 המשחקים האחרונים, מהישן לחדש; ניצחונות: 2');
  });
});
