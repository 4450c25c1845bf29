import { expect, test, type Page } from '@playwright/test';
import { tapAndWait, watchErrors } from './helpers.js';

/*
 * Every chart names its axes: the statistics' "Recent games" (the score up, the games along), and
 * the Analyse panel's think time in Hebrew on a phone. Each is
 * shot for a person to look at.
 */

const PHONE = { width: 390, height: 844 };

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('klondike.settings', text), JSON.stringify({ language }));
}

/** Two games saved: one of four draws left for a new one, and one of a draw. */
async function twoGames(page: Page): Promise<void> {
  await page.goto('/?code=KL1-D1V-AAAAAAG');
  for (let i = 1; i <= 4; i++) await tapAndWait(page, page.locator('[data-pile="S"]'), i);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
}

for (const [language, score, games] of [
  ['en', 'Score', 'Recent games, oldest first'],
  ['he', 'ניקוד', 'משחקים אחרונים, מהישן לחדש'],
] as const)
  test(`${language}: the Recent games chart names its axes`, async ({ page }, info) => {
    const errors = watchErrors(page);
    if (language === 'he') await page.setViewportSize(PHONE);
    await inLanguage(page, language);
    await twoGames(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('open-statistics').click();
    const canvas = page.getByTestId('statistics-chart').locator('canvas');
    await expect(canvas).toHaveAttribute('data-y-title', score);
    await expect(canvas).toHaveAttribute('data-x-title', games);
    await page.getByTestId('statistics-chart').scrollIntoViewIfNeeded();
    await page.getByTestId('statistics-chart').screenshot({ path: info.outputPath(`recent-${language}.png`) });
    expect(errors).toEqual([]);
  });

test.describe('shot at twice the pixels, to be read', () => {
  test.use({ deviceScaleFactor: 2 });
  test('Hebrew on a phone: the think-time chart names its axes, shot to be looked at', async ({ page }, info) => {
    await page.setViewportSize(PHONE);
    await inLanguage(page, 'he');
    await twoGames(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('analyse-games').click();
    const think = page.getByTestId('analyse-think');
    await expect(think).toHaveAttribute('data-y-title', 'שניות');
    await think.scrollIntoViewIfNeeded();
    await think.screenshot({ path: info.outputPath('think-he.png') });
    await page.getByTestId('analyse-modes').screenshot({ path: info.outputPath('modes-he.png') });
  });
});
