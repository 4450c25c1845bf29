import { expect, test, type Page } from '@playwright/test';
import { makeReplayLink } from '@klondike/engine';
import { fixtures, openFile, watchErrors } from './helpers.js';

/**
 * The board's arrangement and card size depend on the viewport only: an error banner over the
 * viewer takes its room from the page (which scrolls), not from the board. The review's chart, which
 * the player opens, takes its room from the board on a wide screen (so all shows on one screen) and
 * from the page on a phone's.
 */
const first = fixtures()[0]!;

/** The board's box, its arrangement and the width of a card: what must not change with the content. */
const boardLayout = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('.kb-board')!;
    const box = document.querySelector('main.table')!.getBoundingClientRect();
    return {
      arrangement: board.classList.contains('kb-side') ? 'side' : 'rows',
      width: Math.round(box.width),
      height: Math.round(box.height),
      card: Math.round(document.querySelector('[data-card]')!.getBoundingClientRect().width),
    };
  });

for (const [name, viewport, language] of [
  ['desktop', { width: 1280, height: 800 }, 'en'],
  ['desktop-he', { width: 1280, height: 800 }, 'he'],
  ['phone', { width: 390, height: 844 }, 'en'],
] as const) {
  test(`at ${name} size the board is laid out the same with an error banner; the review's chart shows with the whole board`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.addInitScript(
      (l) => localStorage.setItem('klondike.settings', JSON.stringify({ language: l })),
      language,
    );
    await page.goto('./');
    await openFile(page, info, 'plain.json', JSON.stringify(first.session));
    await expect(page.getByTestId('replay-position')).toBeVisible();
    await expect(page.getByTestId('replay-error')).toHaveCount(0);
    const plain = await boardLayout(page);
    if (name.startsWith('desktop')) expect(plain.arrangement).toBe('rows');
    await page.screenshot({ path: info.outputPath(`layout-${name}-plain.png`) });

    // a refused action: the banner shows, the prefix is watched
    const actions = [...first.session.actions.slice(0, 5), { a: 'T1-T1' }, ...first.session.actions.slice(5)];
    await openFile(page, info, 'refused.json', JSON.stringify({ ...first.session, actions }));
    await expect(page.getByTestId('replay-error')).toBeVisible();
    await expect.poll(() => boardLayout(page)).toEqual(plain);
    await page.screenshot({ path: info.outputPath(`layout-${name}-error.png`) });

    // the review's chart under the board
    await page.goto(
      `./${makeReplayLink(first.session as never, '/replay/', { review: true }).replace(/^[^?]*/, '')}&samples=8`,
    );
    await expect(page.getByTestId('review-verdict')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('review-chart')).toBeVisible();
    if (name === 'phone') await expect.poll(() => boardLayout(page)).toEqual(plain);
    else {
      // one screen holds the header, the info line, the board's top row, the chart, the strip and the
      // controls (a new-user trial: the page scrolled for the chart and hid the header and top row)
      for (const part of [
        page.locator('.app > .bar h1'),
        page.getByTestId('replay-position'),
        page.locator('[data-pile="F1"]'),
        page.locator('[data-pile="S"]'),
        page.getByTestId('review-chart'),
        page.getByTestId('winnable-strip'),
      ])
        await expect(part).toBeInViewport({ ratio: 1 });
    }
    // the controls stay in reach
    await expect(page.getByTestId('replay-play')).toBeInViewport();
    await page.screenshot({ path: info.outputPath(`layout-${name}-review.png`) });
    expect(errors).toEqual([]);
  });
}

test('he: the paste box placeholder reads right to left, the pasted JSON left to right', async ({ page }, info) => {
  await page.addInitScript(() => localStorage.setItem('klondike.settings', JSON.stringify({ language: 'he' })));
  await page.goto('./');
  const box = page.getByTestId('replay-paste');
  await expect(box).toHaveAttribute('placeholder', 'אובייקט klondike-session, או אחד בכל שורה');
  const direction = () => box.evaluate((el) => getComputedStyle(el).direction);
  expect(await direction()).toBe('rtl');
  await page.screenshot({ path: info.outputPath('paste-he-empty.png') });
  await box.fill('{"format": "klondike-session", "version": 1}');
  expect(await direction()).toBe('ltr');
  await page.screenshot({ path: info.outputPath('paste-he-typed.png') });
});
