import { expect, test, type Page } from '@playwright/test';
import { tapAndWait } from './helpers.js';

// the other suites block the service worker (playwright.config.ts); this one is about it
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page (it claims its clients at once). */
async function untilOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after the service worker installs, the player reloads and plays offline, saving each action', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('actions')).toHaveText('0');
  await untilOffline(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await tapAndWait(page, page.locator('[data-pile="S"]'), 2);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', '2');
  // a new game starts offline too, and the saved game survives another offline reload
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', '1');
  await page.reload();
  await expect(page.getByTestId('actions')).toHaveText('1');

  // the statistics' lazy chunk (chart.js) is in the cache as well
  await page.getByTestId('menu').click();
  await page.getByTestId('open-statistics').click();
  await expect(page.getByTestId('stat-played').locator('td')).toHaveText('2');
  await expect(page.getByTestId('statistics-chart').locator('canvas')).toBeVisible();
});

test('the replay viewer opens offline, on a link with its session', async ({ page, context }) => {
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await untilOffline(page);
  await page.getByTestId('menu').click();
  const href = (await page.getByTestId('watch-replay').getAttribute('href'))!;
  await context.setOffline(true);

  await page.goto(href);
  await expect(page.getByTestId('replay-position')).toHaveText('action 0 of 1');
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-position')).toHaveText('action 1 of 1');
  await page.goto('/replay/');
  await expect(page.locator('body')).not.toContainText(/ERR_INTERNET_DISCONNECTED|No internet/);
  await expect(page.locator('#app')).not.toBeEmpty();
});

test('the web app manifest makes the player installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
