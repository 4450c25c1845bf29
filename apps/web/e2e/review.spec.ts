import { expect, test } from '@playwright/test';
import { W1, deckUrl, positionUrl, tapAndWait, tapTableauHome, topCard, watchErrors } from './helpers.js';

test('a game lost in the player and left opens in the review; "retry from here" plays from that position', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  // classic, one pass: the tableau home, then three draws; the second buries 3d under 4d for good
  await page.goto(deckUrl(W1, 1, 'normal', 'classic'));
  let n = await tapTableauHome(page);
  for (let k = 0; k < 3; k++) await tapAndWait(page, page.locator('[data-pile="S"]'), ++n);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('actions')).toHaveText('0');

  await page.getByTestId('menu').click();
  await expect(page.getByTestId('finished-game')).toHaveCount(1);
  const review = page.getByTestId('review-finished');
  await expect(review).toHaveAttribute('href', /^\/replay\/\?session=.*&review=1$/);
  await review.click();
  // the replay viewer reviews it at once: the chart, then the verdict and the key moments
  await expect(page.getByTestId('review-chart')).toBeVisible();
  await expect(page.getByTestId('review-verdict')).toHaveText(/^Lost to the cards at action 30 \(D\)/, {
    timeout: 150_000,
  });
  // the chart marks where it was lost, the key moments name the losing action and why
  await expect(page.getByTestId('review-chart').locator('[data-mark="lost"][data-index="30"]')).toHaveCount(1);
  await expect(page.getByTestId('review-accuracy')).toHaveText(/^Accuracy \d+(\.\d)? of 100$/);
  const lost = page.locator('.moment[data-index="30"]');
  await expect(lost).toHaveAttribute('data-kind', 'lost');
  await expect(lost).toContainText('Losing action');
  await expect(lost).toContainText('30');
  await page.screenshot({ path: info.outputPath('review-verdict.png'), fullPage: true });
  // a key moment: the board jumps to the position its action was played from, the best action shown
  await lost.getByTestId('key-moment').click();
  await expect(page.getByTestId('replay-position')).toHaveText('action 29 of 31');
  await expect(page.getByTestId('review-best')).toContainText('What kept the game winnable here:');
  await expect(page.locator('[data-testid="review-best"] .notation')).toHaveText('W-F');
  await expect(page.locator('.kb-hint')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('review-moment.png'), fullPage: true });
  await page.getByTestId('review-chart').screenshot({ path: info.outputPath('review-chart.png') });
  await lost.getByTestId('retry-here').click();

  // the player, a new game from the position before the losing draw: 3d on the waste, the tableau home
  await expect(page.getByTestId('won')).toHaveCount(0);
  await expect(page.getByTestId('actions')).toHaveText('0');
  await expect(topCard(page, 'W')).toHaveAttribute('data-card', '3d');
  for (const [pile, card] of [
    ['F1', 'Ks'],
    ['F2', 'Kh'],
    ['F3', '2d'],
  ] as const)
    await expect(topCard(page, pile)).toHaveAttribute('data-card', card);
  for (let c = 1; c <= 7; c++) await expect(page.locator(`[data-pile="T${c}"] [data-card]`)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('retry-here.png') });
  // and it plays: 3d goes home
  await tapAndWait(page, topCard(page, 'W'), 1);
  await expect(topCard(page, 'F3')).toHaveAttribute('data-card', '3d');
  expect(errors).toEqual([]);
});

test('the win panel offers "Review this game": the replay link that asks for the review', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(positionUrl(['Kc', '', '', '', '', '', ''], 'Ks Kh Kd Qc'));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  await expect(page.getByTestId('won')).toBeVisible();
  const watch = await page.getByTestId('won-watch-replay').getAttribute('href');
  await expect(page.getByTestId('won-review')).toHaveText('Review this game');
  await expect(page.getByTestId('won-review')).toHaveAttribute('href', `${watch}&review=1`);
  expect(errors).toEqual([]);
});
