import { expect, test } from '@playwright/test';
import { fixtures, openFile, watchErrors } from './helpers.js';

const first = fixtures().find((f) => f.session.actions.length >= 12 && f.session['variant'] === undefined)!;
const m = first.session.actions.length;

/** The viewer's keys (ArrowLeft / ArrowRight, Home / End, Space) work whatever was clicked last, except inside a text field. */
test('keys after a click: on Forward, on an action of the list, on the strip; Space presses the focused button; a text field keeps its keys', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  await page.goto('./');
  await openFile(page, info, 's.json', JSON.stringify(first.session));
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText(`action 0 of ${m}`);

  // after a click on Forward (which keeps the focus)
  await page.getByTestId('replay-forward').click();
  await expect(position).toHaveText(`action 1 of ${m}`);
  await expect(page.getByTestId('replay-forward')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`action 2 of ${m}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`action 1 of ${m}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`action ${m} of ${m}`);
  await page.keyboard.press('Home');
  await expect(position).toHaveText(`action 0 of ${m}`);

  // after a click on an action in the list
  const item = (n: number) => page.locator(`[data-testid="replay-actions"] [data-index="${n}"] button`);
  await item(5).click();
  await expect(position).toHaveText(`action 5 of ${m}`);
  await expect(item(5)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`action 6 of ${m}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`action ${m} of ${m}`);

  // after a click on the strip (once the solver has drawn it)
  const run = page.getByTestId('winnable-strip').locator('.strip-run').first();
  await expect(run).toBeVisible({ timeout: 30_000 });
  await run.click();
  const at = Number(/action (\d+) of/.exec((await position.textContent()) ?? '')?.[1]);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`action ${at + 1} of ${m}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`action ${m} of ${m}`);

  // Space on a focused button presses that button (one step back), it does not also start playing
  await page.getByTestId('replay-back').focus();
  await page.keyboard.press(' ');
  await expect(position).toHaveText(`action ${m - 1} of ${m}`);
  await expect(page.getByTestId('replay-play')).toContainText('Play');

  // inside a text field the arrows move the caret, not the replay
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.type = 'text';
    field.value = 'some text';
    field.dataset['testid'] = 'a-text-field';
    document.body.append(field);
  });
  await page.getByTestId('a-text-field').click();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`action ${m - 1} of ${m}`);
  expect(errors).toEqual([]);
});
