import { formatCount, type Translate } from '@klondike/board';
import type { RecentResult } from './statistics.js';

/**
 * The statistics chart's accessible label: how many recent games its bars show and how many of them
 * were won, e.g. "Score of the last 3 games, oldest first: 2 won", and "the last game" for one (the
 * count picks the plural form; both counts written as every screen writes a count, `formatCount`).
 * @param recent the games the chart shows, oldest first
 * @param t the page's translate function (vue-i18n's `t`), reading `statistics.chartLabel`
 * @param locale the page's locale, for the counts' digits and separators
 */
export function statisticsChartLabel(recent: readonly RecentResult[], t: Translate, locale: string): string {
  const n = recent.length;
  const won = recent.filter((r) => r.won).length;
  return t('statistics.chartLabel', { n: formatCount(n, locale), won: formatCount(won, locale) }, n);
}
