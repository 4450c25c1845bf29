import { expect, test } from '@playwright/test';
import {
  W1,
  deckUrl,
  drag,
  passTapWindow,
  positionUrl,
  stopClock,
  tapAndWait,
  topCard,
  watchErrors,
} from './helpers.js';

test('drag a run between columns', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(positionUrl(['#3s Kd Qc Jh', '#4s Kh', '', '', '', '', '']));
  await expect(page.locator('[data-pile="T1"] [data-card]')).toHaveCount(3);
  await drag(
    page,
    page.locator('[data-pile="T1"] [data-card="Qc"]'),
    page.locator('[data-pile="T2"] [data-card="Kh"]'),
  );
  await expect(page.locator('[data-pile="T2"] [data-card]')).toHaveCount(3);
  await expect(page.locator('[data-pile="T2"] [data-card]').nth(1)).toHaveAttribute('data-card', 'Qc');
  await expect(page.locator('[data-pile="T2"] [data-card]').nth(2)).toHaveAttribute('data-card', 'Jh');
  await expect(page.locator('[data-pile="T1"] [data-card]')).toHaveCount(1);
  await expect(page.getByTestId('actions')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a drop on any foundation slot sends the card to its own suit', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await drag(page, page.locator('[data-card="Ad"]'), page.locator('[data-pile="F1"]'));
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('10');
});

test('an illegal drop is refused: the card stays, nothing is recorded', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await drag(page, page.locator('[data-card="Ad"]'), page.locator('[data-pile="T2"] [data-card="Kh"]'));
  await expect(page.locator('[data-pile="T1"] [data-card="Ad"]')).toBeVisible();
  await expect(page.locator('[data-pile="T2"] [data-card]')).toHaveCount(1);
  await expect(page.getByTestId('actions')).toHaveText('0');
  await expect(page.getByTestId('undo')).toBeDisabled();
  // the card glides back into its place, and the engine's reason is shown (and spoken: a live region)
  await expect(page.locator('[data-pile="T1"] .kb-lifted')).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText('That card does not fit there.');
});

test('an illegal keyboard put-down is refused with a reason, nothing is recorded', async ({ page }) => {
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  const t1 = page.locator('[data-pile="T1"]');
  await expect(topCard(page, 'T1')).toHaveAttribute('data-card', 'Js');
  await expect(topCard(page, 'T2')).toHaveAttribute('data-card', '8s');
  await t1.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-pile="T2"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveText('That card does not fit there.');
  await expect(page.locator('[data-pile="T1"] [data-card="Js"]')).toBeVisible();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await expect(page.getByTestId('undo')).toBeDisabled();
  // the jack stays held, so another pile may be tried; Escape puts it back
  await expect(page.locator('.kb-held')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.kb-held')).toHaveCount(0);
});

test('a foundation card dropped back on the foundations does nothing and says nothing', async ({ page }) => {
  await page.goto(positionUrl(['Kh', '', '', '', '', '', ''], 'As - - -'));
  await drag(page, page.locator('[data-pile="F1"] [data-card="As"]'), page.locator('[data-pile="F2"]'));
  await expect(page.locator('[data-pile="F1"] [data-card="As"]')).toBeVisible();
  await expect(page.getByTestId('actions')).toHaveText('0');
  await expect(page.getByTestId('status')).toHaveText('');
});

test('a double tap sends a card to the longest column it fits', async ({ page }) => {
  const errors = watchErrors(page);
  // the page's clock stands still: the second tap is within the double-tap window however slow the machine
  await page.clock.install();
  await page.goto(positionUrl(['7h', '#2c 8s', '', '#3c #4c 8c', '', '', '']));
  await stopClock(page);
  await page.locator('[data-card="7h"]').dblclick();
  await expect(page.locator('[data-pile="T4"] [data-card="7h"]')).toBeVisible();
  await expect(page.locator('[data-pile="T2"] [data-card]')).toHaveCount(1);
  await expect(page.getByTestId('actions')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a double tap does not also fire the single tap', async ({ page }) => {
  // 2s fits its foundation (As is home) and the 3h of T2: a single tap waits for a second one, and the
  // double tap moves it onto the 3h, not home.
  await page.clock.install();
  await page.goto(positionUrl(['#5c 2s', '3h', '', '', '', '', ''], 'As - - -'));
  await stopClock(page);
  await page.locator('[data-card="2s"]').dblclick();
  await expect(page.locator('[data-pile="T2"] [data-card="2s"]')).toBeVisible();
  await expect(page.getByTestId('actions')).toHaveText('1');
  // A tap elsewhere would let a waiting single tap happen first; only the draw may be recorded.
  await tapAndWait(page, page.locator('[data-pile="S"]'), 2);
  await expect(page.locator('[data-pile="F1"] [data-card]')).toHaveCount(1);
});

test('a card whose double tap has no target goes home on the first tap, and the second tap moves nothing more', async ({
  page,
}) => {
  // Instant taps: Ad fits its foundation and no column, so its single tap plays at once
  // (before, a double tap here moved nothing and said "No column takes that card.").
  await page.clock.install();
  await page.goto(deckUrl(W1, 1, 'normal'));
  await stopClock(page);
  await page.locator('[data-card="Ad"]').dblclick();
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  await passTapWindow(page);
  await expect(page.getByTestId('actions')).toHaveText('1');
  await expect(page.getByTestId('status')).toHaveText('');
});

test('undo restores position and score, by button and by Ctrl+Z', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await expect(page.getByTestId('undo')).toBeDisabled();
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await tapAndWait(page, topCard(page, 'T7'), 2);
  await expect(page.getByTestId('score')).toHaveText('25');
  await expect(page.locator('[data-pile="T7"] [data-face="down"]')).toHaveCount(5);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('score')).toHaveText('10');
  await expect(page.locator('[data-pile="T7"] [data-card="As"]')).toBeVisible();
  await expect(page.locator('[data-pile="T7"] [data-face="down"]')).toHaveCount(6);
  await expect(page.locator('[data-pile="F1"] [data-card]')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('score')).toHaveText('0');
  await expect(page.locator('[data-pile="T1"] [data-card="Ad"]')).toBeVisible();
  await expect(page.getByTestId('undo')).toBeDisabled();
});

test('a reload restores the game in progress', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await tapAndWait(page, page.locator('[data-pile="S"]'), 2);
  await expect(page.locator('.app')).toHaveAttribute('data-saved', '2');
  await page.reload();
  await expect(page.getByTestId('actions')).toHaveText('2');
  await expect(page.getByTestId('score')).toHaveText('10');
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  await expect(topCard(page, 'W')).toHaveAttribute('data-card', '3d');
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect(page.locator('[data-pile="W"] [data-card]')).toHaveCount(0);
});

test('a game code opens its game; an invalid code is rejected inline and changes nothing', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await expect(page.getByTestId('game-code')).toHaveText('KL1-D1N-AAAAAAG');
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('new-game').click();
  await page.getByTestId('code-input').fill('KL1-D2N-AAAAAAG');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('code-error')).toContainText('D2N');
  // the refusal is read where it is written: the dialog scrolls it into view (at 1280x800 it lies below
  // the fold), above the dialog's buttons, which stay on top of what scrolls under them
  await expect(page.getByTestId('code-error')).toBeInViewport({ ratio: 1 });
  const refusal = await page.getByTestId('code-error').boundingBox();
  const buttons = await page.locator('[data-testid="new-game-dialog"] .actions').boundingBox();
  expect(refusal!.y + refusal!.height).toBeLessThanOrEqual(buttons!.y);
  await page.getByTestId('cancel-new-game').click();
  await expect(page.getByTestId('game-code')).toHaveText('KL1-D1N-AAAAAAG');
  await expect(page.getByTestId('actions')).toHaveText('1');
  await page.getByTestId('new-game').click();
  await page.getByTestId('code-input').fill('kl1-d3v-aaaaaab-c');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText('KL1-D3V-AAAAAAB-C');
  await expect(page.getByTestId('score')).toHaveText('-$52');
  await expect(page.getByTestId('actions')).toHaveText('0');
  expect(errors).toEqual([]);
});

test('the new game dialog deals a random game with the chosen draw mode and scoring', async ({ page }) => {
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  await page.getByTestId('new-game').click();
  await page.getByTestId('draw-3').check();
  await page.getByTestId('scoring-vegas').check();
  await page.getByTestId('rules').selectOption('stilldeck');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText(/^KL1-D3V-[A-Z]{7}-S$/);
  await expect(page.getByTestId('score')).toHaveText('-$52');
  await expect(page.locator('.kb-peek')).toHaveCount(0);
  await page.getByTestId('new-game').click();
  await expect(page.getByTestId('draw-3')).toBeChecked();
  await page.getByTestId('thoughtful').check();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText(/^KL1-D3V-[A-Z]{7}-ST$/);
  await expect(page.locator('[data-pile^="T"] .kb-peek[data-face="down"]')).toHaveCount(21);
  await expect(page.locator('[data-pile^="T"] [data-card]')).toHaveCount(7);
});

test('a bad address parameter shows a clear message and offers a new game', async ({ page }) => {
  await page.goto('/?deck=Ad+2d&draw=1');
  await expect(page.getByTestId('notice')).toContainText('deck');
  await page.getByTestId('offer-new-game').click();
  await expect(page.getByTestId('new-game-dialog')).toBeVisible();
  await page.goto('/?code=KL1-D1N-AAAAAAG&draw=7');
  await expect(page.getByTestId('notice')).toContainText('could not be opened: draw must be 1 or 3, not "7"');
  await page.goto('/?code=GARBAGE');
  await expect(page.getByTestId('notice')).toContainText('could not be opened: game code "GARBAGE"');
  await page.goto('/?position=T1:+Kd&draw=1');
  await expect(page.getByTestId('notice')).toContainText('position');
});

// One start rule for every client (the engine's gameFromStart): a parameter that conflicts
// with the game code is refused, as the CLI and session files refuse it, instead of being ignored.
test('a draw, scoring or rules that conflicts with the game code is refused, naming each conflict, and offers a new game', async ({
  page,
}) => {
  await page.goto('/?code=KL1-D1N-AAAAAAG&draw=3&scoring=vegas');
  await expect(page.getByTestId('notice')).toHaveCount(1);
  await expect(page.getByTestId('notice')).toContainText(
    'The link could not be opened: game code KL1-D1N-AAAAAAG fixes draw 1, scoring normal, but the link asks for draw "3", scoring "vegas"',
  );
  await expect(page.getByTestId('offer-new-game')).toBeVisible();
  // agreeing parameters are accepted
  await page.goto('/?code=KL1-D3V-AAAAAAG&draw=3&scoring=vegas');
  await expect(page.getByTestId('game-code')).toHaveText('KL1-D3V-AAAAAAG');
  await expect(page.getByTestId('notice')).toHaveCount(0);
});

test('keyboard play: arrows reach the piles, Enter picks up and puts down', async ({ page }) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await page.locator('[data-pile="T1"]').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-pile="S"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-pile="F1"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('actions')).toHaveText('2');
  await expect(page.locator('[data-pile="S"]')).toHaveAttribute('aria-label', 'Stock, 23 cards');
});

test('the game code can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // "Copied" shows for 1.5 s of the page's clock, which stands still here: a slow machine cannot end it
  // before the check
  await page.clock.install();
  await page.goto('/?code=KL1-D3V-AAAAAAG');
  await stopClock(page);
  await page.getByTestId('copy-code').click();
  await expect(page.getByTestId('copy-code')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('KL1-D3V-AAAAAAG');
  await page.clock.runFor(1500);
  await expect(page.getByTestId('copy-code')).toHaveText('Copy');
});

test("a foundation's top card can be dragged back to a column", async ({ page }) => {
  await page.goto(
    '/?position=' +
      encodeURIComponent('T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Qh Kd Kc; S:; W:') +
      '&draw=1&scoring=normal',
  );
  await drag(page, page.locator('[data-pile="F1"] [data-card="Ks"]'), page.locator('[data-pile="T2"]'));
  await expect(page.locator('[data-pile="T2"] [data-card="Ks"]')).toBeVisible();
  await expect(topCard(page, 'F1')).toHaveAttribute('data-card', 'Qs');
  await expect(page.getByTestId('actions')).toHaveText('1');
  // a foundation card dropped on the foundations does nothing and records nothing
  await drag(page, page.locator('[data-pile="F1"] [data-card="Qs"]'), page.locator('[data-pile="F2"]'));
  await expect(topCard(page, 'F1')).toHaveAttribute('data-card', 'Qs');
  await expect(page.getByTestId('actions')).toHaveText('1');
});
