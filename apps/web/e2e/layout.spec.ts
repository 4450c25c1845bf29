import { expect, test, type Locator, type Page } from '@playwright/test';
import { tapAndWait, topCard } from './helpers.js';

/*
 * Every size from a phone held upright (390x844) or sideways (844x390) to a desktop (1920x1080):
 * the header keeps to one row in landscape, the cards stay readable, and every dialog fits or
 * scrolls with its buttons in sight.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 667, height: 375 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

const ONE_MOVE_WIN =
  '/?position=' +
  encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
  '&draw=1&scoring=normal';

/** Whether the element lies wholly inside the viewport. */
async function expectInView(page: Page, l: Locator, what: string): Promise<void> {
  const b = await l.boundingBox();
  const v = page.viewportSize()!;
  expect(b, what).not.toBeNull();
  expect(b!.x, what).toBeGreaterThanOrEqual(0);
  expect(b!.y, what).toBeGreaterThanOrEqual(0);
  expect(b!.x + b!.width, what).toBeLessThanOrEqual(v.width + 0.5);
  expect(b!.y + b!.height, what).toBeLessThanOrEqual(v.height + 0.5);
}

/** A game with the longest header: a game code with its Copy button and a four-part mode line. */
const LONG_HEADER = '/?code=KL1-D3V-AAAAAAG-ST';

test('phone landscape (844x390): the header is one row or beside the board, and the cards grow beyond 51x71 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(LONG_HEADER);
  const header = page.locator('.bar');
  await expect(header).toBeVisible();
  const bar = (await header.boundingBox())!;
  // one row of buttons (about 30 px) or a column beside the board, never a two-row band over it
  expect(bar.height <= 40 || bar.width <= 844 * 0.25, `header ${bar.width}x${bar.height}`).toBe(true);
  const card = (await topCard(page, 'T1').boundingBox())!;
  expect(card.width).toBeGreaterThan(51);
  expect(card.height).toBeGreaterThan(71);
  for (const id of [
    'undo',
    'new-game',
    'menu',
    'score',
    'actions',
    'time',
    'game-code',
    'copy-code',
    'mode',
    'show-stock',
  ])
    await expectInView(page, page.getByTestId(id), id);
  // the board's last column stays in sight, its top card readable
  for (const pile of ['S', 'F1', 'F2', 'F3', 'F4', 'T1', 'T7'])
    await expectInView(page, page.locator(`[data-pile="${pile}"] .kb-slot`), pile);
  const overflow = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  expect(overflow[0]).toBeLessThanOrEqual(844);
  expect(overflow[1]).toBeLessThanOrEqual(390);
});

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} every dialog fits or scrolls with its buttons in sight`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto(LONG_HEADER);
    await page.getByTestId('new-game').click();
    const dialog = page.getByTestId('new-game-dialog');
    await expect(dialog).toBeVisible();
    await expectInView(page, page.getByTestId('start-game'), 'Deal');
    await expectInView(page, page.getByTestId('cancel-new-game'), 'Cancel');
    await expectInView(page, dialog.locator('h2'), 'title');
    // the choices above the buttons can be reached by scrolling the dialog's body
    await page.getByTestId('code-input').scrollIntoViewIfNeeded();
    await expectInView(page, page.getByTestId('code-input'), 'code input');
    await expectInView(page, page.getByTestId('start-game'), 'Deal after scrolling');
    await page.getByTestId('cancel-new-game').click();

    await page.getByTestId('menu').click();
    await expectInView(page, page.getByTestId('close-menu'), 'Close of the Games menu');
    await expectInView(page, page.getByTestId('download-all'), 'Download all');
    await page.getByTestId('close-menu').click();

    await page.goto(ONE_MOVE_WIN);
    await tapAndWait(page, topCard(page, 'T1'), 1);
    await expect(page.getByTestId('won')).toBeVisible();
    for (const id of ['won-watch-replay', 'won-download', 'won-close', 'won-new-game'])
      await expectInView(page, page.getByTestId(id), id);
  });
}

test('screenshots at 390x844, 844x390 and 1280x800 (to look at)', async ({ page }, info) => {
  for (const size of [SIZES[0], SIZES[1], SIZES[4]]) {
    await page.setViewportSize(size);
    await page.goto(LONG_HEADER);
    await expect(topCard(page, 'T7')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`board-${size.width}x${size.height}.png`) });
    await page.getByTestId('new-game').click();
    await page.screenshot({ path: info.outputPath(`new-game-${size.width}x${size.height}.png`) });
    await page.getByTestId('cancel-new-game').click();
    await page.getByTestId('show-stock').click();
    await page.screenshot({ path: info.outputPath(`stock-order-${size.width}x${size.height}.png`) });
    await page.getByTestId('show-stock').click();
  }
});
