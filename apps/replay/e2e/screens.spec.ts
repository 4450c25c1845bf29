import { expect, test } from '@playwright/test';
import { fixtures, openFile } from './helpers.js';

// Screenshots to look at (test-results/): the replay mid-game at phone and desktop size, and the start page.
const f = fixtures().find((x) => x.session.actions.some((a) => a.a === 'R')) ?? fixtures()[0]!;

for (const [name, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`screenshot at ${name} size`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await page.goto('./');
    await page.screenshot({ path: info.outputPath(`replay-open-${name}.png`) });
    await openFile(page, info, 'session.json', JSON.stringify(f.session));
    await page.getByTestId('replay-scrubber').fill(String(Math.floor(f.session.actions.length * 0.6)));
    await expect(page.locator('[data-pile="T1"]')).toBeVisible();
    // the board and the controls are on screen without scrolling
    for (const id of ['replay-play', 'replay-back', 'replay-forward', 'score']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box && box.y + box.height <= height && box.x + box.width <= width).toBe(true);
    }
    await page.screenshot({ path: info.outputPath(`replay-${name}.png`) });
  });
}
