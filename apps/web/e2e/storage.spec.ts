import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { W1, deckUrl, tapAndWait, topCard, watchErrors } from './helpers.js';

test('a corrupt stored game is reported once and set aside; the game in progress is kept', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', '1');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('klondike');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('games', 'readwrite');
          tx.objectStore('games').put({
            id: 'junk',
            status: 'playing',
            updatedAt: Date.now() + 1e6,
            session: { format: 'someone-else' },
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('set aside');
  await expect(page.getByTestId('notice')).toContainText('someone-else');
  await expect(page.getByTestId('actions')).toHaveText('1');
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('actions')).toHaveText('1');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('a browser that refuses storage is told so in the page language, not its English message; play goes on', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('klondike.settings', JSON.stringify({ language: 'he' }));
    // as a browser whose settings forbid site data refuses IndexedDB, with its own English message
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto(deckUrl(W1, 1, 'normal'));
  await expect(page.getByTestId('notice')).toHaveText(
    /אי אפשר לשמור משחקים בדפדפן הזה: ההגדרות שלו אינן מרשות לאתר הזה לשמור נתונים\./,
  );
  await expect(page.getByTestId('notice')).not.toContainText('insecure');
  await tapAndWait(page, topCard(page, 'T1'), 1);
});

test('downloads the current game and all games as NDJSON session files', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await tapAndWait(page, page.locator('[data-pile="S"]'), 2);

  await page.getByTestId('menu').click();
  const [current] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-current').click()]);
  const one = (await readFile(await current.path(), 'utf8')).trim().split('\n');
  expect(one).toHaveLength(1);
  const session = JSON.parse(one[0]!) as { format: string; actions: { a: string }[]; code: string };
  expect(session.format).toBe('klondike-session');
  expect(session.actions.map((a) => a.a)).toEqual(['D', 'D']);

  const [all] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-all').click()]);
  const lines = (await readFile(await all.path(), 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(2);
  const sessions = lines.map((l) => JSON.parse(l) as { code: string; actions: unknown[] });
  expect(sessions.map((s) => s.code)).toContain('KL1-D1N-AAAAAAG');
  expect(sessions.map((s) => s.actions.length).sort()).toEqual([1, 2]);
  expect(errors).toEqual([]);
});

test('the bare address deals a random game, and a reload keeps the same deal', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('game-code')).toHaveText(/^KL1-D1N-[A-Z]{7}$/);
  const code = await page.getByTestId('game-code').textContent();
  await expect(page.locator('[data-pile^="T"] [data-card]')).toHaveCount(7);
  const tops = await page
    .locator('[data-pile^="T"] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(tops).toHaveLength(7);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', '0');
  await page.reload();
  await expect(page.getByTestId('game-code')).toHaveText(code!);
  await expect(page.locator('[data-pile^="T"] [data-card]')).toHaveCount(7);
  expect(
    await page
      .locator('[data-pile^="T"] [data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
  ).toEqual(tops);
  expect(errors).toEqual([]);
});
