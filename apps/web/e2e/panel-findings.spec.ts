import { expect, test, type Locator, type Page } from '@playwright/test';
import { tapAndWait, watchErrors } from './helpers.js';

/*
 * What a new-user trial met in the Statistics and Analyse panels before any game was won: the
 * win-rate chart an empty grid at 0% in every mode, a game scored 0 no bar at all in "Recent
 * games", and the Analyse panel counting the game just dealt (no action yet) that the statistics do
 * not count. Each panel is shot in English, Hebrew and Dutch.
 */

/** Each finding checked on its own: a failure of one does not hide the others. */
const soft = expect.configure({ soft: true });

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('klondike.settings', text), JSON.stringify({ language }));
}

/** Pixels of a canvas within 12 of a colour on each channel. */
async function pixelsOf(canvas: Locator, rgb: readonly [number, number, number]): Promise<number> {
  return canvas.evaluate((c, [r, g, b]) => {
    const el = c as HTMLCanvasElement;
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.abs(data[i]! - r) <= 12 && Math.abs(data[i + 1]! - g) <= 12 && Math.abs(data[i + 2]! - b) <= 12) n++;
    return n;
  }, rgb);
}

/** One game left after a draw (not won, scored 0), and a new one dealt. */
async function oneLostGame(page: Page): Promise<void> {
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.locator('.app')).toHaveAttribute('data-saved', /\d/);
}

for (const language of ['en', 'he', 'nl']) {
  test(`${language}: both panels count the same games; a game scored 0 is a visible bar; no win yet is said, not an empty chart`, async ({
    page,
  }, info) => {
    const errors = watchErrors(page);
    await inLanguage(page, language);
    await oneLostGame(page);

    await page.getByTestId('menu').click();
    await page.getByTestId('open-statistics').click();
    const scores = page.getByTestId('statistics-chart').locator('canvas');
    await expect(page.getByTestId('statistics-table')).toBeVisible();
    // the game left counts; the one just dealt, with no action, does not (in either panel)
    await soft(page.getByTestId('stat-played').locator('td')).toHaveText('1');
    // the grey of a game not won (StatisticsChart's NOT_WON, #8fa397): a mark at least 4 px high
    await soft.poll(() => pixelsOf(scores, [0x8f, 0xa3, 0x97])).toBeGreaterThanOrEqual(4 * 16);
    await page.screenshot({ path: info.outputPath(`statistics-${language}.png`) });
    await page.keyboard.press('Escape');

    await page.getByTestId('analyse-games').click();
    await expect(page.getByTestId('analyse-sessions')).toBeVisible();
    await soft(page.getByTestId('analyse-sessions')).toHaveText('1');
    await soft(page.getByTestId('analyse-no-wins')).toBeVisible();
    // the win-rate bars' green (#2f7d55): a 0% mode still shows its bar
    await soft.poll(() => pixelsOf(page.getByTestId('analyse-modes'), [0x2f, 0x7d, 0x55])).toBeGreaterThanOrEqual(30);
    await page.screenshot({ path: info.outputPath(`analyse-${language}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}
