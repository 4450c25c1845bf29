import { expect, test } from '@playwright/test';
import { act, gameFromDeck, makeRules, makeSession, parseAction, parseDeck, W1, type Game } from '@klondike/engine';
import { openFile, watchErrors } from './helpers.js';

const HOME = [
  'T1-F',
  ...Array<string>(7).fill('T7-F'),
  ...Array<string>(6).fill('T6-F'),
  ...Array<string>(5).fill('T5-F'),
  ...Array<string>(4).fill('T4-F'),
  ...Array<string>(3).fill('T3-F'),
  ...Array<string>(2).fill('T2-F'),
];

/** W1 under classic rules (one pass), played: the tableau home, then three draws; the second buries 3d under 4d for good. */
function lostGame(): Game {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  let game = gameFromDeck(deck.value, makeRules({ preset: 'classic' }));
  for (const token of [...HOME, 'D', 'D', 'D']) {
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    const next = act(game, action.value, 0);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

test('the strip: green while the game was winnable, red from the losing action; the winning line from the last winnable position plays on the board', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  await page.goto('./');
  await openFile(
    page,
    info,
    'lost.json',
    JSON.stringify(makeSession(lostGame(), { startedAt: '2026-01-01T00:00:00.000Z' })),
  );
  const strip = page.getByTestId('winnable-strip');
  await expect(page.getByTestId('winnable-summary')).toHaveText(
    `Lost at action ${HOME.length + 2} (D): the game could be won before it, not after.`,
  );
  const runs = strip.locator('.strip-run');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toHaveAttribute('data-state', 'winnable');
  await expect(runs.nth(0)).toHaveAttribute('data-to', String(HOME.length + 1));
  await expect(runs.nth(1)).toHaveAttribute('data-state', 'lost');
  await expect(runs.nth(1)).toHaveAttribute('data-from', String(HOME.length + 2));
  await runs.nth(1).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`action ${HOME.length + 2} of ${HOME.length + 3}`);

  await page.getByTestId('watch-winning-line').click();
  await expect(page.getByTestId('winning-line-title')).toContainText(
    `The winning line from action ${HOME.length + 1} of the recorded game`,
  );
  await expect(page.getByTestId('winnable-strip')).toHaveCount(0);
  await page.getByTestId('replay-end').click();
  await expect(page.locator('[data-pile="F4"] [data-card]').last()).toHaveAttribute('data-card', 'Kc');
  await page.getByTestId('replay-start').click();
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-position')).not.toHaveText(/^action 0 of/);
  await page.getByTestId('winning-line-back').click();
  await expect(page.getByTestId('winnable-summary')).toContainText('Lost at action');
  expect(errors).toEqual([]);
});
