import { expect, test } from '@playwright/test';
import lz from 'lz-string';
import { W1, deckUrl, tapAndWait, watchErrors } from './helpers.js';

/** The session a replay link carries (`/replay/?session=...`, lz-string, RULES §8 object). */
function linkedSession(href: string): { format: string; code?: string; actions: { a: string }[] } {
  const url = new URL(href, 'http://127.0.0.1/');
  expect(url.pathname).toBe('/replay/');
  return JSON.parse(lz.decompressFromEncodedURIComponent(url.searchParams.get('session')!)) as ReturnType<
    typeof linkedSession
  >;
}

test('Games menu: watch the current game, share its replay link, watch a finished game', async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  // leave it for a new game: it becomes a finished (abandoned) game
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await tapAndWait(page, page.locator('[data-pile="S"]'), 2);

  await page.getByTestId('menu').click();
  const href = (await page.getByTestId('watch-replay').getAttribute('href'))!;
  const current = linkedSession(href);
  expect(current.format).toBe('klondike-session');
  expect(current.actions.map((a) => a.a)).toEqual(['D', 'D']);

  await expect(page.getByTestId('finished-game')).toHaveCount(1);
  await expect(page.getByTestId('finished-game')).toContainText(/left unfinished · 1 action(?!s)/);
  const finished = linkedSession((await page.getByTestId('watch-finished').getAttribute('href'))!);
  expect(finished.code).toBe('KL1-D1N-AAAAAAG');
  expect(finished.actions.map((a) => a.a)).toEqual(['D']);

  await page.getByTestId('share-replay').click();
  await expect(page.getByTestId('share-replay')).toHaveText('Replay link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(href, page.url()).href);

  await page.screenshot({ path: test.info().outputPath('games-menu.png') });
  // the replay is served beside the player: the link opens it on the same game
  await page.getByTestId('watch-replay').click();
  await expect(page).toHaveURL(/\/replay\/\?session=/);
  await expect(page.getByTestId('replay-position')).toHaveText('action 0 of 2');
  await page.getByTestId('replay-end').click();
  await expect(page.locator('[data-pile="W"] [data-card]')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('after a win, Watch replay shows the game won', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(
    '/?position=' +
      encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
      '&draw=1&scoring=normal',
  );
  await tapAndWait(page, page.locator('[data-pile="T1"] [data-card]').last(), 1);
  await expect(page.getByTestId('won')).toBeVisible();
  const session = linkedSession((await page.getByTestId('won-watch-replay').getAttribute('href'))!);
  expect(session.actions.map((a) => a.a)).toEqual(['T1-F']);
  await page.screenshot({ path: test.info().outputPath('won-panel.png') });
  await page.getByTestId('won-watch-replay').click();
  await expect(page.getByTestId('replay-position')).toHaveText('action 0 of 1');
  await expect(page.locator('[data-pile="T1"] [data-card="Kd"]')).toBeVisible();
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('replay-result')).toHaveText('Won');
  await expect(page.locator('[data-pile="F3"] [data-card="Kd"]')).toBeVisible();
  await expect(page.getByTestId('replay-play-deal')).toHaveAttribute('href', /^\/\?position=/);
  expect(errors).toEqual([]);
});

test('the earlier games tell themselves apart: game code (isolated, <bdi>) and mode, and the Watch and Review links of a row are named by it, in English, Hebrew and Dutch', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const drawOnce = async (): Promise<void> => {
    await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
    await expect(page.locator('.app')).toHaveAttribute('data-saved', '1');
  };
  // four games, each of one draw, each left for the next: a code, a deal, two new deals
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await drawOnce();
  await page.goto(deckUrl(W1, 3, 'vegas'));
  await drawOnce();
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('new-game').click();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('actions')).toHaveText('0');
    if (i === 0) await drawOnce();
  }
  const newCode = /^KL1-D3V-[A-Z0-9]+$/;
  const rows = page.getByTestId('finished-game');
  const cases = [
    {
      language: 'en',
      noCode: 'custom deal',
      modes: ['Hard · Vegas', 'Hard · Vegas', 'Easy · Normal'],
      links: { watch: 'Watch', review: 'Review' },
    },
    {
      language: 'he',
      noCode: 'חלוקה מותאמת',
      modes: ['קשה · וגאס', 'קשה · וגאס', 'קל · רגיל'],
      links: { watch: 'צפייה', review: 'ניתוח' },
    },
    {
      language: 'nl',
      noCode: 'eigen verdeling',
      modes: ['Moeilijk · Vegas', 'Moeilijk · Vegas', 'Makkelijk · Normaal'],
      links: { watch: 'Bekijken', review: 'Analyseren' },
    },
  ];
  for (const { language, noCode, modes, links } of cases) {
    await page.evaluate((l) => localStorage.setItem('klondike.settings', JSON.stringify({ language: l })), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByTestId('menu').click();
    // newest first
    await expect(rows).toHaveCount(3);
    await expect(rows.getByTestId('finished-mode')).toHaveText(modes);
    await expect(rows.nth(0).getByTestId('finished-code').locator('bdi')).toHaveText(newCode);
    await expect(rows.nth(1).getByTestId('finished-code')).toHaveText(noCode);
    await expect(rows.nth(1).getByTestId('finished-code').locator('bdi')).toHaveCount(0);
    await expect(rows.nth(2).getByTestId('finished-code').locator('bdi')).toHaveText('KL1-D1N-AAAAAAG');
    // each row's links are named by their word and the row's text: a list of links tells the games apart
    const names = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const what = (await rows.nth(i).locator('.what').innerText()).replace(/\s+/g, ' ').trim();
      expect(what).toContain(i === 1 ? noCode : 'KL1-');
      for (const [testId, word] of [
        ['watch-finished', links.watch],
        ['review-finished', links.review],
      ] as const) {
        await expect(rows.nth(i).getByTestId(testId)).toHaveText(word);
        await expect(rows.nth(i).getByTestId(testId)).toHaveAccessibleName(`${word} ${what}`);
        names.add(`${word} ${what}`);
      }
    }
    expect(names.size).toBe(6);
    await page.getByTestId('games-menu').screenshot({ path: test.info().outputPath(`earlier-games-${language}.png`) });
    if (language === 'he') {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath('earlier-games-he-phone.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.getByTestId('close-menu').click();
  }
  expect(errors).toEqual([]);
});
