import { expect, test } from '@playwright/test';

/*
 * What a new player's trial met: the keyboard help cut off on a phone in Hebrew and Dutch, and focus
 * lost to the page's body after Enter on the new game dialog's Deal.
 */

test('a phone held upright (390x844): the keyboard help table fits its panel, in Hebrew and Dutch', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['he', 'nl']) {
    await page.addInitScript((text) => localStorage.setItem('klondike.settings', text), JSON.stringify({ language }));
    await page.goto('/?code=KL1-D1N-AAAAAAG');
    await expect(page.getByTestId('actions')).toHaveText('0');
    await page.getByTestId('help').click();
    const panel = page.getByTestId('help-panel');
    await expect(panel).toBeVisible();
    await page.screenshot({ path: info.outputPath(`phone-help-${language}.png`), fullPage: true });
    const fit = await panel.evaluate((el) => {
      const table = el.querySelector('table')!;
      const box = el.getBoundingClientRect();
      const outside = [...table.querySelectorAll('th, td')]
        .map((c) => ({ text: c.textContent?.trim() ?? '', r: c.getBoundingClientRect() }))
        .filter(({ r }) => r.left < box.left - 0.5 || r.right > box.right + 0.5)
        .map(({ text }) => text);
      return { tableWidth: table.scrollWidth, panelWidth: el.clientWidth, outside };
    });
    expect(fit.tableWidth, language).toBeLessThanOrEqual(fit.panelWidth);
    expect(fit.outside, language).toEqual([]);
  }
});

test('Enter on Deal (a random deal, the daily deal, a typed code) gives focus back to the New game button', async ({
  page,
}) => {
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await expect(page.getByTestId('actions')).toHaveText('0');
  for (const source of ['random', 'daily', 'code'] as const) {
    await test.step(source, async () => {
      await page.getByTestId('new-game').click();
      await expect(page.getByTestId('new-game-dialog')).toBeVisible();
      await page.getByTestId(`deal-${source}`).check();
      if (source === 'code') await page.getByTestId('code-input').fill('KL1-D3N-AAAAAAG');
      await page.getByTestId('start-game').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      await expect(page.getByTestId('new-game')).toBeFocused();
    });
  }
});

test('a phone held upright (390x844) in Hebrew: a custom position keeps Undo and Redo side by side', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('klondike.settings', JSON.stringify({ language: 'he' })));
  await page.goto('/?position=T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:&draw=1&scoring=vegas');
  await expect(page.getByTestId('actions')).toHaveText('0');
  await page.screenshot({ path: info.outputPath('phone-position-header-he.png') });
  const undo = (await page.getByTestId('undo').boundingBox())!;
  const redo = (await page.getByTestId('redo').boundingBox())!;
  // one row: the same top; adjacent: right to left, Redo just after Undo, no button between
  expect(Math.abs(undo.y - redo.y)).toBeLessThan(1);
  const between = undo.x - (redo.x + redo.width);
  expect(between).toBeGreaterThanOrEqual(0);
  expect(between).toBeLessThan(12);
});
