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
  await expect(page.getByTestId('analyse-games')).toHaveText('2');
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
  await page.screenshot({ path: test.info().outputPath('analyse.png') });
  // on a phone the panel fits the width: nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => panel.evaluate((p) => p.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('analyse-phone.png') });
  await page.getByTestId('close-analyse').click();
  await expect(panel).toHaveCount(0);
  expect(errors).toEqual([]);
});
