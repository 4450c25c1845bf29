import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.js';

// A mid-game position with a long column (6 face-down cards under a King-to-Two run), a fanned
// draw-3 waste and cards on the foundations: the hardest layout to fit.
const POSITION = [
  'T1: 9c',
  'T2: #3c Kh Qs',
  'T3:',
  'T4: #5c #6c Th',
  'T5: #7c #Tc #Jc 8d',
  'T6: #Qh #Kc #2h #3h #4h Jd',
  'T7: #5h #6h #Qd #Js #9d #As Kd Qc Jh Ts 9h 8s 7h 6s 5d 4s 3d 2s',
  'F: - Ah 2d 2c',
  'S: 3s 5s 7s 9s Ks',
  'W: 8h 4d 6d 7d Td 4c 8c',
  'P: 1',
].join('; ');

async function open(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.goto(`/?position=${encodeURIComponent(POSITION)}&draw=3&scoring=vegas`);
  await expect(page.locator('[data-pile="T7"] [data-card="2s"]')).toBeVisible();
}

/** Every pile and every card lies inside the viewport, and the page does not scroll. */
async function expectFits(page: Page, width: number, height: number): Promise<void> {
  const size = await page.evaluate(() => ({
    w: document.documentElement.scrollWidth,
    h: document.documentElement.scrollHeight,
  }));
  expect(size.w).toBeLessThanOrEqual(width);
  expect(size.h).toBeLessThanOrEqual(height);
  for (const el of await page.locator('[data-pile] [data-card], [data-pile] [data-face="down"]').all()) {
    const box = await el.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
    expect(box!.y + box!.height).toBeLessThanOrEqual(height + 0.5);
  }
}

for (const [name, width, height] of [
  ['phone', 390, 844],
  ['phone-landscape', 844, 390],
  ['desktop', 1920, 1080],
  ['laptop', 1366, 768],
] as const) {
  test(`${name} ${width}x${height}: the board fits without scrolling (screenshot)`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, width, height);
    await page.screenshot({ path: `test-results/${name}.png` });
    await expectFits(page, width, height);
    // the fanned waste: its three last cards all readable, the top one playable
    await expect(page.locator('[data-pile="W"] [data-card]').last()).toHaveAttribute('data-card', '8c');
    expect(errors).toEqual([]);
  });
}
