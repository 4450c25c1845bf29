import { expect, test } from '@playwright/test';
import { W1, deckUrl, watchErrors } from './helpers.js';

const DAY = 24 * 3_600_000;
const START = Date.parse('2026-12-01T10:00:00.000Z');

test("a reopened game's clock goes on from its last action, not counting the day the app was closed", async ({
  context,
}) => {
  const first = await context.newPage();
  const errors = watchErrors(first);
  await first.clock.install({ time: START });
  await first.goto(deckUrl(W1, 1, 'normal'));
  // the deal is made (its start time set) before the 40 s pass: on a loaded machine it can come
  // after the page's load event
  await expect(first.getByTestId('actions')).toHaveText('0');
  await expect(first.locator('[data-pile="S"]')).toBeVisible();
  await first.clock.fastForward(40_000);
  await first.locator('[data-pile="S"]').click();
  await expect(first.getByTestId('actions')).toHaveText('1');
  await expect(first.locator('.app')).toHaveAttribute('data-saved', '1');
  await first.close();

  // the app opened again a day later: the saved game comes back with the clock near its 40 s
  const again = await context.newPage();
  await again.clock.install({ time: START + DAY });
  await again.goto('/');
  await expect(again.getByTestId('actions')).toHaveText('1');
  await again.clock.runFor(2_000);
  await expect(again.getByTestId('time')).toHaveText(/^0:[45]\d$/);
  expect(errors).toEqual([]);
});
