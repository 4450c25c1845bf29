import { expect, test, type Page } from '@playwright/test';
import { positionUrl, stopClock, watchErrors } from './helpers.js';

/**
 * RULES §6: "Double tap a face-up card (... any face-up card of a column, taking its run)" goes to
 * the longest column it fits on. These double tap cards inside a run (not the top card), so the
 * whole run must move, in one action.
 */

// the page's clock stands still for each double tap (doubleTapCard): its second tap is within the
// double-tap window however slow the machine
test.beforeEach(async ({ page }) => page.clock.install());

/** Every card of a pile, face down included (a face-down card shows no `data-card`). */
const cardsOf = (page: Page, pile: string) => page.locator(`[data-pile="${pile}"] .kb-place`);
/** The face-up cards of a pile, bottom first. */
const faceUp = (page: Page, pile: string) => page.locator(`[data-pile="${pile}"] [data-card]`);

/** Double taps a card of a column on its uncovered strip (the cards on it cover the rest of it). */
async function doubleTapCard(page: Page, pile: string, card: string): Promise<void> {
  const box = await page.locator(`[data-pile="${pile}"] [data-card="${card}"]`).boundingBox();
  if (!box) throw new Error(`${card} is not visible in ${pile}`);
  await stopClock(page);
  await page.mouse.dblclick(box.x + box.width / 2, box.y + 6);
}

test('a double tap on the first card of a run moves the whole run to the longest column it fits, and turns up the card under it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // 9s 8h 7c on two face-down cards; Th (1 card) and Td (4 cards, 3 face down) both take the 9s
  await page.goto(positionUrl(['#2h #3h 9s 8h 7c', 'Th', '#4h #5h #6c Td', '', '', '', '']));
  await doubleTapCard(page, 'T1', '9s');
  await expect(cardsOf(page, 'T3')).toHaveCount(7);
  expect(await faceUp(page, 'T3').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual([
    'Td',
    '9s',
    '8h',
    '7c',
  ]);
  await expect(cardsOf(page, 'T2')).toHaveCount(1);
  // T1 keeps its two cards, the top one turned up
  await expect(cardsOf(page, 'T1')).toHaveCount(2);
  expect(await faceUp(page, 'T1').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual([
    '3h',
  ]);
  await expect(page.getByTestId('actions')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a double tap on a card in the middle of a run moves it with the cards on it, leaving the cards under it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // 9h has 8s 7h on it and lies on Tc; the only other black ten, Ts, is on T4
  await page.goto(positionUrl(['#2h #3h Jd Tc 9h 8s 7h', '9c', '', '#4c #5c Ts', '', '', '']));
  await doubleTapCard(page, 'T1', '9h');
  await expect(cardsOf(page, 'T4')).toHaveCount(6);
  expect(await faceUp(page, 'T4').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual([
    'Ts',
    '9h',
    '8s',
    '7h',
  ]);
  await expect(cardsOf(page, 'T1')).toHaveCount(4);
  expect(await faceUp(page, 'T1').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')))).toEqual([
    'Jd',
    'Tc',
  ]);
  await expect(page.getByTestId('actions')).toHaveText('1');
  // one action, one undo step: the whole run comes back
  await page.getByTestId('undo').click();
  await expect(cardsOf(page, 'T1')).toHaveCount(7);
  await expect(cardsOf(page, 'T4')).toHaveCount(3);
  expect(errors).toEqual([]);
});
