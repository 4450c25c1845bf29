import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * What a new-user trial met in the player's words: the solver's status and the mode line cut in a
 * desktop-sized header, and the keyboard help's key caps in a right-to-left sentence (the hint
 * message's are in trial-findings.spec.ts, beside the lost deal's other hint tests).
 */

async function withSettings(page: Page, settings: object): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('klondike.settings', text), JSON.stringify(settings));
}

/** Whether a line shows whole: its text is not wider than its box (cut lines end in an ellipsis). */
const whole = (line: Locator): Promise<boolean> => line.evaluate((e) => e.scrollWidth <= e.clientWidth);

test("desktop widths: the solver's status and the mode line show whole (a lost Hard · Vegas deal), in Dutch, Hebrew and English", async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  for (const language of ['nl', 'he', 'en']) {
    await withSettings(page, { language, solverStatus: true });
    for (const width of [600, 800, 1024, 1280, 1440]) {
      const where = `${language} ${width}`;
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/?code=KL1-D3V-AAAAAAG');
      await expect(page.locator('.solver-status'), where).toHaveAttribute('data-state', 'lost-at-deal', {
        timeout: 60_000,
      });
      await page.screenshot({
        path: info.outputPath(`header-${language}-${width}.png`),
        clip: { x: 0, y: 0, width, height: 130 },
      });
      const status = page.getByTestId('solver-status');
      const mode = page.getByTestId('mode');
      expect.soft(await whole(status), `${where}: ${await status.textContent()}`).toBe(true);
      expect.soft(await whole(mode), `${where}: ${await mode.textContent()}`).toBe(true);
    }
  }
});
