import { expect, test } from '@playwright/test';
import { W1, deckUrl, positionUrl, stopClock } from './helpers.js';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

test('touch: a tap on the stock draws, a tap on a top card sends it to its foundation', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await page.locator('[data-pile="S"]').tap();
  await expect(page.getByTestId('actions')).toHaveText('1');
  await page.locator('[data-card="Ad"]').tap();
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('10');
});

test('touch: two quick taps are a double tap', async ({ page }) => {
  // the page's clock stands still: the second tap is within the double-tap window however slow the machine
  await page.clock.install();
  await page.goto(positionUrl(['7h', '#2c 8s', '', '#3c #4c 8c', '', '', '']));
  await stopClock(page);
  const card = page.locator('[data-card="7h"]');
  const box = await card.boundingBox();
  if (!box) throw new Error('7h not visible');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + 10);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + 10);
  await expect(page.locator('[data-pile="T4"] [data-card="7h"]')).toBeVisible();
  await expect(page.getByTestId('actions')).toHaveText('1');
});
