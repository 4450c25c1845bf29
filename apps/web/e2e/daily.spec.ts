import { expect, test, type Page } from '@playwright/test';
import { dailyGameCode } from '@klondike/solver';
import { tapAndWait, watchErrors } from './helpers.js';

/** The page's clock is fixed (never the real date): 3 January 2026, late in the UTC day. */
const NOW = new Date('2026-01-03T22:30:00Z');

const daily = (date: string, mode?: { draw: 1 | 3; scoring: 'normal' | 'vegas' }): string => {
  const code = dailyGameCode(date, mode);
  if (!code.ok) throw new Error(code.error.message);
  return code.value;
};

async function openNewGame(page: Page): Promise<void> {
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test("the Daily entry deals today's daily deal; the calendar plays an earlier day, in the chosen mode", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await openNewGame(page);
  await expect(page.getByTestId('daily-date')).toHaveValue('2026-01-03');
  await expect(page.getByTestId('daily-date')).toHaveAttribute('max', '2026-01-03');
  await page.getByTestId('deal-daily').check();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText(daily('2026-01-03'));

  await openNewGame(page);
  await page.getByTestId('draw-3').check();
  await page.getByTestId('daily-date').fill('2026-01-01');
  await expect(page.getByTestId('deal-daily')).toBeChecked();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText(daily('2026-01-01', { draw: 3, scoring: 'normal' }));
  expect(errors).toEqual([]);
});

test('a day after today is refused with a clear message', async ({ page }) => {
  await page.goto('/');
  await openNewGame(page);
  await page.getByTestId('daily-date').fill('2026-01-04');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('daily-error')).toContainText('2026-01-01');
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
});

test('the statistics mark the day whose daily deal was played', async ({ page }) => {
  await page.goto('/');
  await openNewGame(page);
  await page.getByTestId('daily-date').fill('2026-01-02');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText(daily('2026-01-02'));
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('menu').click();
  await page.getByTestId('open-statistics').click();
  await expect(page.getByTestId('statistics-daily')).toBeVisible();
  await expect(page.getByTestId('daily-day-2026-01-02')).toHaveAttribute('data-mark', 'played');
  await expect(page.getByTestId('daily-days-played').locator('td')).toHaveText('1');
  await expect(page.getByTestId('daily-streak').locator('td')).toHaveText('0');
  await page.getByTestId('statistics-daily').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/daily-statistics.png' });
});

for (const [name, viewport, language] of [
  ['desktop', { width: 1280, height: 800 }, 'en'],
  ['phone', { width: 390, height: 844 }, 'en'],
  ['phone-he', { width: 390, height: 844 }, 'he'],
] as const) {
  test(`screenshot: the New game dialog with the daily deal and its calendar (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(
      (l) => localStorage.setItem('klondike.settings', JSON.stringify({ language: l })),
      language,
    );
    await page.goto('/');
    await openNewGame(page);
    await page.getByTestId('deal-daily').check();
    await page.getByTestId('daily-date').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/daily-dialog-${name}.png` });
  });
}
