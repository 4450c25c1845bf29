import type { Chart } from 'chart.js';
import { LOCALES } from './i18n/index.js';

/** Whether the app writes this locale right to left (its locale table's `dir`: Hebrew). */
export const isRightToLeft = (locale: string): boolean =>
  (LOCALES as Readonly<Record<string, { readonly dir: 'ltr' | 'rtl' }>>)[locale]?.dir === 'rtl';

/**
 * The direction options every chart of the app takes (chart.js): in a right-to-left page the
 * horizontal axis is mirrored (it runs from the right, as the text does) and the vertical axis stands
 * on the right; `locale` makes chart.js write its own tick numbers as the page's language does.
 * Spread `x` and `y` into a chart's `scales.x` and `scales.y`.
 * @param locale the page's vue-i18n locale
 */
export function chartAxes(locale: string): {
  readonly locale: string;
  readonly x: { readonly reverse: boolean };
  readonly y: { readonly position: 'left' | 'right' };
} {
  const rtl = isRightToLeft(locale);
  return { locale, x: { reverse: rtl }, y: { position: rtl ? 'right' : 'left' } };
}

/**
 * Writes how a drawn chart's axes lie on its canvas, for tests and tools to read (a canvas has no
 * text to query): `data-x-from` (`left` or `right`: where the horizontal axis's lowest value is),
 * `data-y-side` (the vertical axis's side) and `data-x-title` / `data-y-title` (the axes' titles, when shown).
 */
export function markAxes(chart: Pick<Chart, 'canvas' | 'scales'>): void {
  const { x, y } = chart.scales;
  const data = chart.canvas.dataset;
  // where the axis's lowest value (a category axis's first label) is drawn, as laid out
  if (x && x.max > x.min) data['xFrom'] = x.getPixelForValue(x.min) < x.getPixelForValue(x.max) ? 'left' : 'right';
  if (y) data['ySide'] = String(y.position);
  for (const [name, scale] of [
    ['xTitle', x],
    ['yTitle', y],
  ] as const) {
    // a cartesian scale's options (chart.js types a scale's options as the core ones only)
    const title = (
      scale?.options as { readonly title?: { readonly display?: boolean; readonly text?: unknown } } | undefined
    )?.title;
    if (title?.display && title.text) data[name] = String(title.text);
  }
}
