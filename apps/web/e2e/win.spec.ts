import { expect, test } from '@playwright/test';
import { W1, W3, deckUrl, tapAndWait, tapTableauHome, topCard, watchErrors } from './helpers.js';

test.describe('winning the worked examples with taps only (RULES §11)', () => {
  for (const [scoring, result] of [
    ['normal', '625'],
    ['vegas', '+$208'],
  ] as const) {
    test(`W1, draw 1, ${scoring}: ${result}`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(deckUrl(W1, 1, scoring));
      await expect(page.getByTestId('score')).toHaveText(scoring === 'normal' ? '0' : '-$52');
      let n = await tapTableauHome(page);
      for (let k = 0; k < 24; k++) {
        await tapAndWait(page, page.locator('[data-pile="S"]'), ++n);
        await tapAndWait(page, topCard(page, 'W'), ++n);
      }
      await expect(page.getByTestId('won')).toBeVisible();
      await expect(page.getByTestId('score')).toHaveText(result);
      await expect(page.getByTestId('won-score')).toHaveText(result);
      await expect(page.getByTestId('won-actions')).toHaveText(String(n));
      await expect(page.locator('[data-pile^="F"] [data-card$="s"]').last()).toHaveAttribute('data-card', 'Ks');
      await expect(page.getByTestId('undo')).toBeDisabled();
      expect(errors).toEqual([]);
    });
  }

  test('W3, draw 3, normal: 625', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(deckUrl(W3, 3, 'normal'));
    let n = await tapTableauHome(page);
    for (let k = 0; k < 8; k++) {
      await tapAndWait(page, page.locator('[data-pile="S"]'), ++n);
      await expect(page.locator('[data-pile="W"] [data-card]')).not.toHaveCount(0);
      for (let c = 0; c < 3; c++) await tapAndWait(page, topCard(page, 'W'), ++n);
    }
    await expect(page.getByTestId('won')).toBeVisible();
    await expect(page.getByTestId('score')).toHaveText('625');
    expect(errors).toEqual([]);
  });

  test('after a win, New game deals a new game', async ({ page }) => {
    await page.goto(
      '/?position=' +
        encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
        '&draw=1&scoring=normal',
    );
    await tapAndWait(page, topCard(page, 'T1'), 1);
    await expect(page.getByTestId('won')).toBeVisible();
    await page.getByTestId('won-new-game').click();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('won')).toHaveCount(0);
    await expect(page.getByTestId('actions')).toHaveText('0');
    await expect(page.getByTestId('game-code')).toHaveText(/^KL1-D1N-[A-Z]{7}$/);
    await expect(page.locator('[data-pile^="T"] [data-card]')).toHaveCount(7);
  });

  test('a reload right after the winning move shows the win again, saved once as won, until a new game is chosen', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(deckUrl(W1, 1, 'normal'));
    let n = await tapTableauHome(page);
    for (let k = 0; k < 24; k++) {
      await tapAndWait(page, page.locator('[data-pile="S"]'), ++n);
      await tapAndWait(page, topCard(page, 'W'), ++n);
    }
    await expect(page.getByTestId('won')).toBeVisible();
    await expect(page.locator('.app')).toHaveAttribute('data-saved', String(n));
    const time = await page.getByTestId('won-time').textContent();

    await page.reload();
    await expect(page.getByTestId('won')).toBeVisible();
    await expect(page.getByTestId('won-score')).toHaveText('625');
    await expect(page.getByTestId('won-actions')).toHaveText(String(n));
    await expect(page.getByTestId('won-time')).toHaveText(time!);
    await expect(page.getByTestId('won-watch-replay')).toHaveAttribute('href', /^\/replay\/\?session=/);
    await expect(page.locator('[data-pile^="F"] [data-card="Kc"]')).toBeVisible();

    const rows = await page.evaluate(
      () =>
        new Promise<{ status: string; actions: number }[]>((resolve, reject) => {
          const open = indexedDB.open('klondike');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('games').objectStore('games').getAll();
            all.onsuccess = () => {
              open.result.close();
              resolve(
                (all.result as { status: string; session: { actions: unknown[] } }[]).map((r) => ({
                  status: r.status,
                  actions: r.session.actions.length,
                })),
              );
            };
            all.onerror = () => reject(all.error);
          };
        }),
    );
    expect(rows).toEqual([{ status: 'won', actions: n }]);

    await page.getByTestId('won-close').click();
    await page.getByTestId('menu').click();
    await expect(page.getByTestId('finished-game')).toHaveCount(1);
    await page.getByTestId('close-menu').click();

    await page.getByTestId('new-game').click();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('won')).toHaveCount(0);
    await expect(page.getByTestId('actions')).toHaveText('0');
    await expect(page.locator('.app')).toHaveAttribute('data-saved', '0');
    const code = await page.getByTestId('game-code').textContent();
    await page.reload();
    await expect(page.getByTestId('game-code')).toHaveText(code!);
    await expect(page.getByTestId('won')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
