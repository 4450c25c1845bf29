import { expect, test, type Locator, type Page } from '@playwright/test';
import { W1, deckUrl, passTapWindow, positionUrl, stopClock, topCard } from './helpers.js';

/*
 * What a new player stumbled on: keyboard and mouse together, near-miss drops, messages
 * that say what happened, and the stock order of a Thoughtful game.
 */

const ALL = ['s', 'h', 'd', 'c'].flatMap((s) =>
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => r + s),
);

/** A position whose stock is empty: every card not in a column lies in the waste (RULES §9). */
function emptyStockUrl(columns: readonly string[], scoring: 'normal' | 'vegas'): string {
  const named = new Set(columns.join(' ').split(/\s+/).filter(Boolean));
  const waste = ALL.filter((c) => !named.has(c)).join(' ');
  const text = [...columns.map((c, i) => `T${i + 1}: ${c}`), 'F: - - - -', 'S:', `W: ${waste}`].join('; ');
  return `/?position=${encodeURIComponent(text)}&draw=1&scoring=${scoring}`;
}

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
};

test.describe('keyboard and mouse together', () => {
  // 5h in T1; 6s in T2 could go to its foundation (5s is there); 2h in T3 too (Ah is there), but 5h does not fit on it
  const url = positionUrl(['5h', '6s', '2h', '', '', '', ''], '5s Ah - -');

  async function holdFiveOfHearts(page: Page): Promise<void> {
    await page.goto(url);
    await page.locator('[data-pile="T1"]').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-pile="T1"] .kb-held')).toHaveCount(1);
  }

  test('a click on a card where the held card fits puts it down there, not a tap on that card', async ({ page }) => {
    await holdFiveOfHearts(page);
    await topCard(page, 'T2').click();
    await expect(page.getByTestId('actions')).toHaveText('1');
    await expect(topCard(page, 'T2')).toHaveAttribute('data-card', '5h');
    await expect(page.locator('[data-pile="F1"] [data-card="6s"]')).toHaveCount(0);
    await expect(page.locator('.kb-held')).toHaveCount(0);
  });

  test('a click on a pile that refuses the held card cancels the hold and moves nothing', async ({ page }) => {
    await page.clock.install();
    await holdFiveOfHearts(page);
    await topCard(page, 'T3').click();
    await expect(page.locator('.kb-held')).toHaveCount(0);
    // wait past the double-tap window: a late single tap would send the 2h home
    await passTapWindow(page);
    await expect(page.getByTestId('actions')).toHaveText('0');
    await expect(topCard(page, 'T3')).toHaveAttribute('data-card', '2h');
    await expect(topCard(page, 'T1')).toHaveAttribute('data-card', '5h');
  });

  test.describe('by touch', () => {
    test.use({ hasTouch: true });
    test('a touch on a card where the held card fits puts it down there', async ({ page }) => {
      await holdFiveOfHearts(page);
      await topCard(page, 'T2').tap();
      await expect(page.getByTestId('actions')).toHaveText('1');
      await expect(topCard(page, 'T2')).toHaveAttribute('data-card', '5h');
      await expect(page.locator('[data-pile="F1"] [data-card="6s"]')).toHaveCount(0);
    });
  });
});

test.describe('drops go where the card lies', () => {
  // 5h in T1; 6s in T3 and 6c in T4 both take it; T5 holds a 9c, which does not
  const url = positionUrl(['5h', '', '6s', '6c', '9c', '', '']);

  /** Drags 5h holding it `grab` pixels from its left edge, releasing the pointer at (x, y). */
  async function dragFiveTo(page: Page, grab: number, x: number, y: number): Promise<void> {
    const card = await box(page.locator('[data-card="5h"]'));
    await page.mouse.move(card.x + grab, card.y + 10);
    await page.mouse.down();
    await page.mouse.move(card.x + grab + 10, card.y + 25, { steps: 3 });
    await page.mouse.move(x, y, { steps: 10 });
    await page.mouse.up();
  }

  test('a release with the pointer in the gap between columns, the card mostly over an accepting column, is accepted', async ({
    page,
  }) => {
    await page.goto(url);
    const five = await box(page.locator('[data-card="5h"]'));
    const t4 = await box(page.locator('[data-pile="T4"]'));
    const t5 = await box(page.locator('[data-pile="T5"]'));
    const gap = t5.x - (t4.x + t4.width);
    expect(gap).toBeGreaterThanOrEqual(4);
    // grabbed 2 px from its right edge, released with the pointer in the middle of the T4-T5 gap
    const grab = five.width - 2;
    const x = t4.x + t4.width + gap / 2;
    const six = await box(topCard(page, 'T4'));
    await dragFiveTo(page, grab, x, six.y + six.height / 2);
    await expect(page.getByTestId('actions')).toHaveText('1');
    await expect(topCard(page, 'T4')).toHaveAttribute('data-card', '5h');
  });

  test('a card mostly over one accepting column goes there, not to the column under the pointer', async ({ page }) => {
    await page.goto(url);
    const five = await box(page.locator('[data-card="5h"]'));
    const t4 = await box(page.locator('[data-pile="T4"]'));
    // grabbed 3 px from its right edge, the pointer 3 px inside T4: all but a sliver of the card lies over T3
    const grab = five.width - 3;
    const six = await box(topCard(page, 'T3'));
    await dragFiveTo(page, grab, t4.x + 3, six.y + six.height / 2);
    await expect(page.getByTestId('actions')).toHaveText('1');
    await expect(topCard(page, 'T3')).toHaveAttribute('data-card', '5h');
    await expect(topCard(page, 'T4')).toHaveAttribute('data-card', '6c');
  });

  test('a card mostly over a refusing column goes to the accepting one it also covers', async ({ page }) => {
    await page.goto(url);
    // grabbed 3 px from its left edge, the pointer 3 px inside T4's right edge: the card covers T5 (9c, refuses) most
    const t4 = await box(page.locator('[data-pile="T4"]'));
    const six = await box(topCard(page, 'T4'));
    await dragFiveTo(page, 3, t4.x + t4.width - 3, six.y + six.height / 2);
    await expect(page.getByTestId('actions')).toHaveText('1');
    await expect(topCard(page, 'T4')).toHaveAttribute('data-card', '5h');
  });
});

test.describe('messages say what happened', () => {
  test('a tap on the empty stock with no recycle left says so', async ({ page }) => {
    // Vegas draw 1 allows no recycle (RULES §4)
    await page.goto(emptyStockUrl(['Kd', 'Qs', '', '', '', '', ''], 'vegas'));
    await page.locator('[data-pile="S"]').click();
    await expect(page.getByTestId('status')).toHaveText('No recycle left.');
  });

  test('a tap on a card that only a column takes says how to move it, not that nothing can move (new-user trial)', async ({
    page,
  }) => {
    // the 7c fits on the 8d but on no foundation: a single tap only ever goes to a foundation (RULES §6)
    await page.goto(positionUrl(['7c', '8d', '', '', '', '', '']));
    await topCard(page, 'T1').click();
    await expect(page.getByTestId('status')).toHaveText(
      'That card does not go to a foundation yet: double-tap or drag it to a column.',
    );
    await expect(page.getByTestId('actions')).toHaveText('0');
  });

  test('a double tap on an ace that no column takes does not say "Nothing can move from there."', async ({ page }) => {
    await page.clock.install();
    await page.goto(positionUrl(['Ad', '5s', '', '', '', '', '']));
    await stopClock(page);
    await topCard(page, 'T1').dblclick();
    // instant taps: no column takes the ace, so its first tap sends it home at once
    // and the second, on the empty column, says nothing (before: "No column takes that card.")
    await expect(page.locator('[data-pile="F3"] [data-card="Ad"]')).toBeVisible();
    await passTapWindow(page);
    await expect(page.getByTestId('status')).not.toHaveText('Nothing can move from there.');
    await expect(page.getByTestId('actions')).toHaveText('1');
  });

  test('counts read naturally: "1 card", not "1 cards"', async ({ page }) => {
    await page.goto(positionUrl(['Ad', '5s', '', '', '', '', '']));
    await expect(page.locator('[data-pile="T1"]')).toHaveAttribute(
      'aria-label',
      'Column 1, 1 card, ace of diamonds on top',
    );
    await topCard(page, 'T1').click();
    await expect(page.locator('[data-pile="F3"]')).toHaveAttribute(
      'aria-label',
      'Foundation diamonds, 1 card, ace of diamonds on top',
    );
    await expect(page.locator('[data-pile="S"]')).toHaveAttribute('aria-label', 'Stock, 50 cards');
  });
});

test.describe('Thoughtful shows the stock', () => {
  const stockOrder = (page: Page) => page.getByTestId('stock-order').locator('[data-stock-card]');

  test('on a phone every card of the stock order is in sight at once, none beyond the screen (found by a new-user trial)', async ({
    page,
  }) => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(deckUrl(W1, 1, 'normal') + '&thoughtful=true');
      await page.getByTestId('show-stock').click();
      // the strip is a lazy chunk: wait for it before measuring its cards
      await expect(stockOrder(page)).toHaveCount(24);
      const boxes = await stockOrder(page).evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect(boxes).toHaveLength(24);
      for (const b of boxes) {
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.right).toBeLessThanOrEqual(size.width);
        expect(b.bottom).toBeLessThanOrEqual(size.height);
      }
    }
  });

  test('the whole stock order can be seen, next card first, and follows the draws', async ({ page }) => {
    await page.goto(deckUrl(W1, 1, 'normal') + '&thoughtful=true');
    await page.getByTestId('show-stock').click();
    await expect(stockOrder(page)).toHaveCount(24);
    const cards = await stockOrder(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-stock-card')));
    expect(cards).toHaveLength(24);
    expect(new Set(cards).size).toBe(24);
    // the next card is the one the stock pile shows (its face is visible in Thoughtful)
    const next = await page.locator('[data-pile="S"] .kb-card').getAttribute('aria-label');
    expect(next).toContain(await stockOrder(page).first().getAttribute('aria-label'));
    await page.locator('[data-pile="S"]').click();
    await expect(page.getByTestId('actions')).toHaveText('1');
    await expect(topCard(page, 'W')).toHaveAttribute('data-card', cards[0]!);
    // the strip stays open while playing, and follows the draw
    await expect(stockOrder(page)).toHaveCount(23);
    await expect(stockOrder(page).first()).toHaveAttribute('data-stock-card', cards[1]!);
    await page.getByTestId('show-stock').click();
    await expect(page.getByTestId('stock-order')).toHaveCount(0);
  });

  test('an ordinary game shows no stock order', async ({ page }) => {
    await page.goto(deckUrl(W1, 1, 'normal'));
    await expect(page.locator('[data-pile="S"]')).toBeVisible();
    await expect(page.getByTestId('show-stock')).toHaveCount(0);
    await expect(page.getByTestId('stock-order')).toHaveCount(0);
  });
});
