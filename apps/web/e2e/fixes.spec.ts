import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { W1, deckUrl, drag, positionUrl, tapAndWait, topCard, watchErrors } from './helpers.js';

const ONE_MOVE_WIN =
  '/?position=' +
  encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
  '&draw=1&scoring=normal';

test('a 5,000-character bad deck gives a capped notice that wraps at 390px, its buttons on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?deck=' + 'Zz'.repeat(2500));
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  expect((await notice.innerText()).length).toBeLessThanOrEqual(400);
  for (const button of [page.getByTestId('offer-new-game'), notice.getByRole('button', { name: 'Dismiss' })]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`the header names draw, scoring, a preset other than app and thoughtful at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(deckUrl(W1, 1, 'normal', 'classic'));
    await expect(page.getByTestId('mode')).toBeVisible();
    await expect(page.getByTestId('mode')).toHaveText('Easy · Normal · Classic');
    await page.goto('/?code=KL1-D3V-AAAAAAG-ST');
    await expect(page.getByTestId('mode')).toHaveText('Hard · Vegas · StillDeck · thoughtful');
    await page.goto(deckUrl(W1, 1, 'vegas'));
    await expect(page.getByTestId('mode')).toHaveText('Easy · Vegas');
    await expect(page.getByTestId('mode')).toBeVisible();
  });
}

test('the win panel downloads this game and can be closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ONE_MOVE_WIN);
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await expect(page.getByTestId('won')).toBeVisible();
  for (const id of ['won-watch-replay', 'won-download', 'won-close', 'won-new-game']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('won-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.ndjson$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(1);
  const session = JSON.parse(lines[0]!) as { format: string; actions: unknown[] };
  expect(session.format).toBe('klondike-session');
  expect(session.actions).toHaveLength(1);
  await page.getByTestId('won-close').click();
  await expect(page.getByTestId('won')).toHaveCount(0);
  await expect(page.locator('.game')).toHaveAttribute('data-won', 'true');
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
});

test('a run picked up from its middle and dropped where only a part of it fits: refused, and the status says why', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // T1 holds 9s 8h 7c face up; 7c (not 9s) fits on T2's 8d
  await page.goto(positionUrl(['9s 8h 7c', '8d', '', '', '', '', '']));
  await drag(page, page.locator('[data-pile="T1"] [data-card="9s"]'), page.locator('[data-pile="T2"]'));
  await expect(page.getByTestId('status')).toHaveText('That card does not fit there.');
  await expect(page.getByTestId('actions')).toHaveText('0');
  await expect(page.locator('[data-pile="T1"] [data-card]')).toHaveCount(3);
  expect(errors).toEqual([]);
});
