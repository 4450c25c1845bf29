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

/**
 * Where each comma between key caps lies in the keyboard help, against the key cap written before it:
 * in a right-to-left sentence a comma follows a key on the key's left, on the key's line.
 */
const commasBesideKeys = (page: Page): Promise<{ row: string; leftOfKey: boolean; sameLine: boolean }[]> =>
  page.evaluate(() => {
    const out: { row: string; leftOfKey: boolean; sameLine: boolean }[] = [];
    for (const th of document.querySelectorAll<HTMLElement>('[data-testid="help-panel"] tbody th')) {
      // each character of the cell with its text node and offset, in reading order
      const chars: { node: Text; at: number; c: string }[] = [];
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null)
        for (let at = 0; at < n.data.length; at++) chars.push({ node: n, at, c: n.data[at]! });
      const rect = (i: number): DOMRect => {
        const range = document.createRange();
        range.setStart(chars[i]!.node, chars[i]!.at);
        range.setEnd(chars[i]!.node, chars[i]!.at + 1);
        return range.getBoundingClientRect();
      };
      chars.forEach(({ c }, i) => {
        if (c !== ',') return;
        // the key's last letter before the comma
        let k = i - 1;
        while (k >= 0 && !/[A-Za-z0-9?]/.test(chars[k]!.c)) k--;
        if (k < 0) return;
        const comma = rect(i);
        const key = rect(k);
        out.push({
          row: th.textContent ?? '',
          leftOfKey: comma.right <= key.left + 1,
          sameLine: Math.abs(comma.top + comma.height / 2 - (key.top + key.height / 2)) < key.height / 2,
        });
      });
    }
    return out;
  });

test('Hebrew keyboard help: each comma between key caps on the key’s left, on its line (desktop and phone)', async ({
  page,
}, info) => {
  await withSettings(page, { language: 'he' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/?code=KL1-D1N-AAAAAAG');
    await page.getByTestId('help').click();
    const panel = page.getByTestId('help-panel');
    await expect(panel).toBeVisible();
    await panel.screenshot({ path: info.outputPath(`help-he-${width}.png`) });
    const commas = await commasBesideKeys(page);
    // at least Ctrl+Y's, before Ctrl+Shift+Z or Cmd+Shift+Z
    expect(commas.length, `${width}: commas`).toBeGreaterThanOrEqual(1);
    for (const c of commas) expect(c, `${width}: ${c.row}`).toMatchObject({ leftOfKey: true, sameLine: true });
  }
});
