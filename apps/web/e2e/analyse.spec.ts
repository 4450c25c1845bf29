import { expect, test } from '@playwright/test';
import { tapAndWait, watchErrors } from './helpers.js';

test('"Analyse my games" folds the saved games, draws its charts, and loads chart.js only when opened', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', /\d/);
  const beforeOpening = scripts.length;

  await page.getByTestId('menu').click();
  await page.getByTestId('analyse-games').click();
  const panel = page.getByTestId('analyse-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('analyse-sessions')).toHaveText('2');
  // the panel's code (with chart.js) came as a chunk of its own, after the first paint
  expect(scripts.length).toBeGreaterThan(beforeOpening);
  for (const id of ['analyse-modes', 'analyse-think']) {
    const drawn = await page.getByTestId(id).evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
      return { width: canvas.width, painted };
    });
    expect(drawn.width, id).toBeGreaterThan(100);
    expect(drawn.painted, id).toBeGreaterThan(500);
  }
  // the review per mode fills in from the worker: the game left for the new one is reviewed; the one
  // in play is not (it has not ended), and the panel says so
  await expect(page.getByTestId('analyse-review-progress')).toHaveText('Reviewed 1 of 1 games', { timeout: 60_000 });
  await expect(page.getByTestId('analyse-review-in-play')).toHaveText(
    'The game you are playing is reviewed once it ends or you leave it for another.',
  );
  const modeRows = page.getByTestId('analyse-review-mode');
  await expect(modeRows).toHaveCount(1);
  // the mode's one label: the statistics' (below), the replay's and `klondike analyze --html`'s
  await expect(modeRows.first().locator('th')).toHaveText('App · draw 1 · Normal');
  // a game of one draw is still winnable: left so, it lost nothing and is said apart, in no figure
  // (not "reviewed, accuracy 100, none lost", which read as if it had been played out)
  await expect(page.getByTestId('analyse-review-abandoned')).toHaveText(
    '1 game left while still winnable: nothing lost, not in the figures',
  );
  await expect(page.getByTestId('analyse-review-reviewed')).toHaveCount(0);
  await expect(page.getByTestId('analyse-review-accuracy')).toHaveCount(0);
  await panel.evaluate((p) => p.scrollTo(0, p.scrollHeight));
  await page.screenshot({ path: test.info().outputPath('analyse.png') });
  // on a phone the panel fits the width: nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => panel.evaluate((p) => p.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  // and the review table fits the panel: it need not scroll either
  const table = page.locator('.table-scroll');
  await expect.poll(() => table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
  await panel.evaluate((p) => p.scrollTo(0, p.scrollHeight));
  await page.screenshot({ path: test.info().outputPath('analyse-phone.png') });
  await page.getByTestId('close-analyse').click();
  await expect(panel).toHaveCount(0);

  // opened again (from the Games menu, still open under it): the reviews come from the cache (by
  // session key), no worker is started
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.getByTestId('analyse-games').click();
  await expect(page.getByTestId('analyse-review-progress')).toHaveText('Reviewed 1 of 1 games');
  expect(workers).toEqual([]);
  await page.getByTestId('close-analyse').click();
  // the statistics name the same games' mode by the same label
  await page.getByTestId('open-statistics').click();
  await expect(page.getByTestId('statistics-category').locator('option:checked')).toHaveText('App · draw 1 · Normal');
  expect(errors).toEqual([]);
});

test('no review worker is left running once "Analyse my games" closes', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  for (let n = 1; n <= 6; n++) await tapAndWait(page, page.locator('[data-pile="S"]'), n);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', /\d/);
  // left for a new one, so it has ended and is reviewed (the game in play is not)
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  const started: string[] = [];
  const closed: string[] = [];
  page.on('worker', (w) => {
    started.push(w.url());
    w.on('close', () => closed.push(w.url()));
  });
  await page.getByTestId('menu').click();
  await page.getByTestId('analyse-games').click();
  await expect.poll(() => started.filter((u) => u.includes('savedReviews')).length).toBe(1);
  await page.getByTestId('close-analyse').click();
  await expect.poll(() => closed.filter((u) => u.includes('savedReviews')).length).toBe(1);
  expect(errors).toEqual([]);
});
