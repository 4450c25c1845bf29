import { expect, test, type Page } from '@playwright/test';
import { tapAndWait, topCard, watchErrors } from './helpers.js';

/**
 * Every score on every screen through one formatter (the board's `formatScore`, Intl per locale): the
 * Statistics figures and the statistics chart's axis read as the header and the win panel do, in
 * Hebrew (right to left) and Dutch.
 */

/** A Vegas game one card from its win: -52, then -47 once the Kd goes up. */
const NEAR_WIN =
  '/?position=' +
  encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
  '&draw=1&scoring=vegas';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * The text of a score as a pattern: any amount, any sign or none (zero has none, and no direction
 * mark for one), the rest ($, spaces, the other marks) as shown.
 */
const shapeOf = (text: string): RegExp =>
  new RegExp(
    `^${text
      .replace(/[$+]/g, '\\$&')
      .replace(/\d+/, '\\d+')
      .replace(/-/, '[-+]?')
      .replace(/\u200e/gu, '\u200e?')}$`,
    'u',
  );

async function winVegasGame(page: Page, language: string): Promise<{ header: string; won: string }> {
  await page.addInitScript(
    (lang) => localStorage.setItem('klondike.settings', JSON.stringify({ language: lang })),
    language,
  );
  await page.goto(NEAR_WIN);
  await tapAndWait(page, topCard(page, 'T1'), 1);
  const won = (await page.getByTestId('won-score').textContent()) ?? '';
  const header = (await page.getByTestId('score').textContent()) ?? '';
  return { header, won };
}

for (const [language, headerShape, shown, wrong] of [
  // Intl's Hebrew: the sign and number left to right, then "$" (direction marks around them)
  ['he', /^\u200f?\u200e?-47\s\u200f?\$$/u, '-47 $', '$47-'],
  ['nl', /^\$\s-47$/u, '$ -47', '-$47'],
] as const) {
  test(`${language}: the statistics and their chart write scores as the header does (${shown}, not ${wrong})`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const { header, won } = await winVegasGame(page, language);
    // the header's text (formatScore, Intl in the browser) is the one every other screen must show
    expect(header).toMatch(headerShape);
    const minus47 = header;
    expect(won).toBe(minus47);
    await page.getByTestId('won-close').click();
    await page.getByTestId('menu').click();
    await page.getByTestId('open-statistics').click();
    const best = page.getByTestId('stat-best-score').locator('td');
    await expect(best).toHaveText(minus47);
    // isolated as the header's score is, so right-to-left text does not reorder it
    await expect(best.locator('bdi')).toHaveText(minus47);
    const box = await best.locator('bdi').boundingBox();
    expect(box, 'the score is on screen').not.toBeNull();

    // the chart's score axis: every tick in the same formatter, isolated on the canvas (no <bdi> there)
    const canvas = page.getByTestId('statistics-chart').locator('canvas');
    await expect(canvas).toHaveAttribute('data-y-ticks', /\$/);
    const ticks = ((await canvas.getAttribute('data-y-ticks')) ?? '').split(' | ');
    expect(ticks.length).toBeGreaterThan(2);
    const shape = shapeOf(minus47);
    for (const tick of ticks) {
      expect(tick.startsWith(FSI) && tick.endsWith(PDI), `${JSON.stringify(tick)} is isolated`).toBe(true);
      const inner = tick.slice(1, -1);
      expect(inner, `${JSON.stringify(tick)} is written as the header writes a score`).toMatch(shape);
    }
    expect(ticks.map((tick) => tick.slice(1, -1))).toContain(minus47.replace('47', '40'));
    // zero has no sign (RULES §4)
    expect(ticks.at(-1), 'zero: no sign').toMatch(/^\u2068[^-+]*0[^-+]*\u2069$/u);
    expect(errors).toEqual([]);
  });
}
