import { expect, test, type Locator, type Page } from '@playwright/test';
import { W1, deckUrl, positionUrl, watchErrors } from './helpers.js';

/**
 * Every panel and dialog is modal, through one composable (useModal): focus stays inside it on Tab
 * and Shift+Tab, Escape closes it and gives focus back to what opened it, a click on the dimmed
 * backdrop leaves focus in it (the New game dialog and the win panel stay open; the others close),
 * and while it is open no key reaches the board or the game behind it (Enter on the stock, Ctrl+Z,
 * `?`).
 */

/** Whether focus is inside the open overlay (the panel or its dimmed backdrop). */
const focusInside = (page: Page, panel: string): Promise<boolean> =>
  page.evaluate((sel) => {
    const overlay = document.querySelector(sel)?.closest('.overlay');
    return !!overlay && overlay.contains(document.activeElement) && !document.activeElement?.closest('[data-pile]');
  }, `[data-testid="${panel}"]`);

/** Tab forward, then Shift+Tab back, more times than the panel has controls: focus never leaves it. */
async function walk(page: Page, panel: string, presses = 14): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await focusInside(page, panel), `${panel}: focus inside after ${key} x${i + 1}`).toBe(true);
    }
  }
}

/** The keys of the game behind (undo, help) do nothing while the panel is open. */
async function gameKeysIgnored(page: Page, panel: string): Promise<void> {
  await page.keyboard.press('Control+z');
  await page.keyboard.press('?');
  await expect(page.getByTestId('help-panel')).toHaveCount(panel === 'help-panel' ? 1 : 0);
  await expect(page.getByTestId('actions')).toHaveText('1');
  await expect(page.locator('[data-pile="W"] [data-card]')).toHaveCount(1);
}

/** Clicks the dimmed backdrop at a corner of the page, away from the panel. */
const clickBackdrop = (page: Page): Promise<void> => page.mouse.click(4, 4);

interface PanelCase {
  readonly panel: string;
  /** Opens it; returns the control focus must come back to (a menu item: the menu stays under the panel). */
  readonly open: (page: Page) => Promise<Locator>;
  /** Whether a click on the backdrop closes it. */
  readonly backdropCloses: boolean;
}

const fromMenu =
  (item: string) =>
  async (page: Page): Promise<Locator> => {
    if ((await page.getByTestId('games-menu').count()) === 0) await page.getByTestId('menu').click();
    await page.getByTestId(item).click();
    return page.getByTestId(item);
  };
const fromHeader =
  (button: string) =>
  async (page: Page): Promise<Locator> => {
    await page.getByTestId(button).click();
    return page.getByTestId(button);
  };

const PANELS: readonly PanelCase[] = [
  { panel: 'help-panel', open: fromHeader('help'), backdropCloses: true },
  { panel: 'new-game-dialog', open: fromHeader('new-game'), backdropCloses: false },
  { panel: 'games-menu', open: fromHeader('menu'), backdropCloses: true },
  { panel: 'settings-dialog', open: fromHeader('settings'), backdropCloses: true },
  { panel: 'statistics', open: fromMenu('open-statistics'), backdropCloses: true },
  { panel: 'analyse-panel', open: fromMenu('analyse-games'), backdropCloses: true },
];

test('every panel traps focus, closes on Escape and gives focus back; no key reaches the board behind it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto(deckUrl(W1, 1, 'normal'));
  // one draw, so that an undo behind a panel would show
  await page.locator('[data-pile="S"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('actions')).toHaveText('1');

  for (const { panel, open, backdropCloses } of PANELS) {
    await test.step(panel, async () => {
      // Escape closes it and focus goes back to its opener
      const opener = await open(page);
      await expect(page.getByTestId(panel)).toBeVisible();
      await expect.poll(() => focusInside(page, panel), `${panel}: focused on opening`).toBe(true);
      await walk(page, panel);
      await gameKeysIgnored(page, panel);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(panel)).toHaveCount(0);
      await expect(opener).toBeFocused();

      // a click on the backdrop keeps focus in the panel (or closes it); Escape still works after it
      await open(page);
      await expect(page.getByTestId(panel)).toBeVisible();
      await clickBackdrop(page);
      if (backdropCloses) {
        await expect(page.getByTestId(panel)).toHaveCount(0);
        await expect(opener).toBeFocused();
      } else {
        await expect(page.getByTestId(panel)).toBeVisible();
        expect(await focusInside(page, panel), `${panel}: focus inside after a backdrop click`).toBe(true);
        // Enter on the backdrop draws nothing; Escape closes
        await page.keyboard.press('Enter');
        await gameKeysIgnored(page, panel);
        await walk(page, panel, 3);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId(panel)).toHaveCount(0);
        await expect(opener).toBeFocused();
      }
      // the Games menu a panel was opened from is still open under it: close it too
      if (await page.getByTestId('games-menu').count()) {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('games-menu')).toHaveCount(0);
      }
    });
  }

  // Enter on the stock, then open Analyse my games: the next Enter acts in the panel (its Close), not on the stock
  await page.locator('[data-pile="S"]').focus();
  await fromMenu('analyse-games')(page);
  await expect(page.getByTestId('close-analyse')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('analyse-panel')).toHaveCount(0);
  await expect(page.getByTestId('actions')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('the win panel traps focus, keeps open on a backdrop click, and closes on Escape', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(positionUrl(['Ks', '', '', '', '', '', ''], 'Qs Kh Kd Kc'));
  await page.locator('[data-pile="T1"]').focus();
  for (const key of ['Enter', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
  await expect(page.getByTestId('won')).toBeVisible();
  await expect(page.getByTestId('won-new-game')).toBeFocused();
  await walk(page, 'won');
  await clickBackdrop(page);
  await expect(page.getByTestId('won')).toBeVisible();
  expect(await focusInside(page, 'won')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('won')).toHaveCount(0);
  // the won board stays, the header still offers a new game
  await expect(page.getByTestId('new-game')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a panel opened from the Games menu stacks over it: one Escape closes the top one and focus goes back to the item that opened it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(deckUrl(W1, 1, 'normal'));
  for (const [item, panel] of [
    ['analyse-games', 'analyse-panel'],
    ['open-statistics', 'statistics'],
  ] as const) {
    await test.step(panel, async () => {
      await page.getByTestId('menu').click();
      await page.getByTestId(item).click();
      await expect(page.getByTestId(panel)).toBeVisible();
      await expect.poll(() => focusInside(page, panel), `${panel}: focused on opening`).toBe(true);
      await walk(page, panel, 4);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(panel)).toHaveCount(0);
      // the menu under it stays, with focus on the item that opened the panel, and traps focus again
      await expect(page.getByTestId('games-menu')).toBeVisible();
      await expect(page.getByTestId(item)).toBeFocused();
      await walk(page, 'games-menu', 3);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('games-menu')).toHaveCount(0);
      await expect(page.getByTestId('menu')).toBeFocused();
    });
  }
  // a backdrop click on the top panel closes that one only, too
  await page.getByTestId('menu').click();
  await page.getByTestId('analyse-games').click();
  await expect(page.getByTestId('analyse-panel')).toBeVisible();
  await clickBackdrop(page);
  await expect(page.getByTestId('analyse-panel')).toHaveCount(0);
  await expect(page.getByTestId('games-menu')).toBeVisible();
  await expect(page.getByTestId('analyse-games')).toBeFocused();
  expect(errors).toEqual([]);
});
