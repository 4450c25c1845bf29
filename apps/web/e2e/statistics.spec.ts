import { expect, test, type Page } from '@playwright/test';
import { tapAndWait, topCard, watchErrors } from './helpers.js';

/** A game one card from its win (Kd to its foundation), in the given scoring. */
const nearWinUrl = (scoring: 'normal' | 'vegas'): string =>
  '/?position=' +
  encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
  `&draw=1&scoring=${scoring}`;

/** Wins the near-win game, then plays one draw of a new deal and leaves it for another new deal. */
async function winThenAbandon(page: Page, scoring: 'normal' | 'vegas' = 'normal'): Promise<void> {
  await page.goto(nearWinUrl(scoring));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await page.getByTestId('won-new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('actions')).toHaveText('0');
}

async function openStatistics(page: Page): Promise<void> {
  await page.getByTestId('menu').click();
  await page.getByTestId('open-statistics').click();
  await expect(page.getByTestId('statistics')).toBeVisible();
}

const figure = (page: Page, id: string) => page.getByTestId(`stat-${id}`).locator('td');

test('the statistics count a won game and a game left for a new one; a reset keeps the saved games', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await winThenAbandon(page);
  await openStatistics(page);
  await expect(page.getByTestId('statistics-category').locator('option:checked')).toHaveText('App · draw 1 · Normal');
  // the deal left for another: the won game started from a set-up position, no deal, counted apart
  await expect(figure(page, 'played')).toHaveText('1');
  // its one score, 0: the score axis counts whole points, each tick written once (not 0, 0.2 ... 1)
  const ticks = ((await page.getByTestId('statistics-chart').locator('canvas').getAttribute('data-y-ticks')) ?? '')
    .split(' | ')
    .map((tick) => tick.slice(1, -1));
  expect(ticks.length).toBeGreaterThan(1);
  expect(new Set(ticks).size, ticks.join(' | ')).toBe(ticks.length);
  for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
  await expect(figure(page, 'won')).toHaveText('0');
  await expect(figure(page, 'win-rate')).toHaveText('0%');
  await expect(figure(page, 'best-streak')).toHaveText('0');
  await expect(page.getByTestId('statistics-positions')).toHaveText(
    'Games from a set-up position (a link with a position) are not deals: they are counted apart, under “Set-up position”, and not in the deals’ win rate or streaks.',
  );
  await page.getByTestId('statistics-category').selectOption({ label: 'Set-up position · App · draw 1 · Normal' });
  await expect(figure(page, 'played')).toHaveText('1');
  await expect(figure(page, 'won')).toHaveText('1');
  await expect(figure(page, 'win-rate')).toHaveText('100%');
  await expect(figure(page, 'current-streak')).toHaveText('1');
  await expect(figure(page, 'best-streak')).toHaveText('1');
  await expect(figure(page, 'fewest-actions')).toHaveText('1');
  await expect(figure(page, 'average-actions')).toHaveText('1');
  await expect(page.getByTestId('stat-vegas-balance')).toHaveCount(0);
  await expect(page.getByTestId('statistics-chart').locator('canvas')).toHaveAttribute(
    'aria-label',
    'Score of the last game: 1 won',
  );

  // a reset asks first; "Keep" changes nothing
  await page.getByTestId('statistics-reset').click();
  await expect(page.getByTestId('statistics')).toContainText('Your saved games and their replays are kept');
  await page.getByTestId('statistics-reset-no').click();
  await expect(figure(page, 'won')).toHaveText('1');
  await page.getByTestId('statistics-reset').click();
  await page.getByTestId('statistics-reset-yes').click();
  await expect(page.getByTestId('statistics-none')).toBeVisible();
  await page.getByTestId('close-statistics').click();

  // the games and their replays are still there (in the Games menu, still open under the statistics),
  // and the reset holds after a reload
  await expect(page.getByTestId('games-menu')).toBeVisible();
  await expect(page.getByTestId('finished-game')).toHaveCount(2);
  await page.getByTestId('close-menu').click();
  await page.reload();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await openStatistics(page);
  await expect(page.getByTestId('statistics-since')).toBeVisible();
  await expect(figure(page, 'played')).toHaveText('1');
  await expect(figure(page, 'won')).toHaveText('0');
  expect(errors).toEqual([]);
});

test('the Vegas balance shows only when the setting is on', async ({ page }) => {
  await winThenAbandon(page, 'vegas');
  await openStatistics(page);
  await expect(page.getByTestId('statistics-category').locator('option:checked')).toHaveText('App · draw 1 · Vegas');
  await expect(figure(page, 'played')).toHaveText('1');
  await expect(page.getByTestId('stat-vegas-balance')).toHaveCount(0);
  await page.getByTestId('close-statistics').click();
  await page.getByTestId('close-menu').click();
  await page.getByTestId('settings').click();
  await page.getByTestId('setting-vegas-cumulative').check();
  await page.getByTestId('close-settings').click();
  await openStatistics(page);
  await expect(page.getByTestId('stat-vegas-balance').locator('td')).toHaveText(/^[-+]?\$\d+$/);
});

test('the statistics and their chart are a lazy chunk, loaded when they open', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/Statistics/.test(r.url())) chunks.push(r.url());
  });
  await page.goto(nearWinUrl('normal'));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  expect(chunks).toEqual([]);
  await page.getByTestId('won-close').click();
  await openStatistics(page);
  await expect(figure(page, 'won')).toHaveText('1');
  expect(chunks.some((u) => u.endsWith('.js'))).toBe(true);
});

for (const [width, height] of [
  [390, 844],
  [844, 390],
  [1280, 800],
] as const) {
  test(`at ${width}x${height} the statistics fit on the screen with their close button in reach`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await winThenAbandon(page);
    await openStatistics(page);
    await expect(figure(page, 'played')).toHaveText('1');
    const panel = (await page.getByTestId('statistics').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    expect(panel.y + panel.height).toBeLessThanOrEqual(height);
    await expect(page.getByTestId('close-statistics')).toBeInViewport();
    await expect(page.getByTestId('statistics-table')).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`statistics-${width}x${height}.png`) });
  });
}
