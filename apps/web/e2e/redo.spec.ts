import { expect, test } from '@playwright/test';
import { W1, deckUrl, tapAndWait, topCard, watchErrors } from './helpers.js';

/** RULES §5 "Redo": the button beside Undo, Ctrl+Y and Ctrl+Shift+Z, the keyboard help, three languages. */
test('redo plays the undone actions again, by button, Ctrl+Y and Ctrl+Shift+Z; another action clears it; the help lists it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(deckUrl(W1, 1, 'normal'));
  const redo = page.getByTestId('redo');
  await expect(redo).toBeDisabled();
  await expect(redo).toHaveText(/Redo/);
  await expect(redo).toHaveAttribute('title', 'Redo (Ctrl+Y, Ctrl+Shift+Z or Cmd+Shift+Z)');
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await tapAndWait(page, topCard(page, 'T7'), 2);
  await expect(page.getByTestId('score')).toHaveText('25');
  await expect(redo, 'nothing undone yet').toBeDisabled();

  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('score')).toHaveText('0');
  await expect(redo).toBeEnabled();

  await redo.click();
  await expect(page.getByTestId('score')).toHaveText('10');
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  // a redo is the action again: it counts as one
  await expect(page.getByTestId('actions')).toHaveText('3');
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('score')).toHaveText('25');
  await expect(page.locator('[data-pile="F1"] [data-card="As"]')).toBeVisible();
  await expect(redo, 'everything undone is played again').toBeDisabled();

  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('score')).toHaveText('10');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId('score')).toHaveText('25');

  // any other action clears what can be redone
  await page.keyboard.press('Control+z');
  await expect(redo).toBeEnabled();
  await tapAndWait(page, page.locator('[data-pile="S"]'), 6);
  await expect(redo).toBeDisabled();
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('actions')).toHaveText('6');

  await page.keyboard.press('?');
  const help = page.getByTestId('help-panel');
  // the help's key caps are listed by Intl.ListFormat in the page's language (English: a serial comma)
  await expect(help).toContainText('Ctrl+Y, Ctrl+Shift+Z, or Cmd+Shift+Z');
  await expect(help).toContainText('Play the last undone action again');
  expect(errors).toEqual([]);
});

test('what can be redone is kept with the saved game: after a reload the undone action can still be played again', async ({
  page,
}) => {
  await page.goto(deckUrl(W1, 1, 'normal'));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await page.getByTestId('undo').click();
  await expect(page.locator('.app')).toHaveAttribute('data-saved', '2');
  await page.reload();
  await expect(page.getByTestId('score')).toHaveText('0');
  await expect(page.getByTestId('redo')).toBeEnabled();
  await page.getByTestId('redo').click();
  await expect(page.getByTestId('score')).toHaveText('10');
  await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
});

for (const [language, label, title] of [
  ['he', 'בצע שוב', 'בצע שוב (Ctrl+Y, Ctrl+Shift+Z או Cmd+Shift+Z)'],
  ['nl', 'Opnieuw', 'Opnieuw (Ctrl+Y, Ctrl+Shift+Z of Cmd+Shift+Z)'],
] as const) {
  test(`${language}: the redo button and its help line are in the language`, async ({ page }) => {
    await page.addInitScript(
      (lang) => localStorage.setItem('klondike.settings', JSON.stringify({ language: lang })),
      language,
    );
    await page.goto(deckUrl(W1, 1, 'normal'));
    await expect(page.getByTestId('redo')).toContainText(label);
    await expect(page.getByTestId('redo')).toHaveAttribute('title', title);
    await tapAndWait(page, topCard(page, 'T1'), 1);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    await expect(page.getByTestId('actions')).toHaveText('2');
    await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
  });
}
