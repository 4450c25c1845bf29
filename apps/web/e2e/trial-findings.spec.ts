import { expect, test, type Page } from '@playwright/test';
import { dailyGameCode } from '@klondike/solver';
import { tapAndWait, watchErrors } from './helpers.js';

/*
 * What the last new-user trial still met: the daily deal unnamed in the header, a lost deal's Hint
 * with no move, the Analyse panel's charts not mirrored in Hebrew and the think-time axis unlabelled.
 * Hebrew on a phone (390x844) is shot for each.
 */

const PHONE = { width: 390, height: 844 };

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('klondike.settings', text), JSON.stringify({ language }));
}

/** A classic deal lost from its start: the Ace of spades lies under the 2, and foundation cards stay put. */
const LOST_DEAL =
  '/?position=' +
  encodeURIComponent(
    'T1: #As 2s; T2: Kh; T3:; T4:; T5:; T6:; T7:; F: - Qh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:',
  ) +
  '&draw=1&scoring=normal&rules=classic';

test.describe('the daily deal is named in the header', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-01-03T22:30:00Z'));
  });
  const code = (): string => {
    const made = dailyGameCode('2026-01-03');
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };

  for (const [language, text] of [
    ['en', 'Daily deal, January 3, 2026'],
    ['nl', 'Spel van de dag, 3 januari 2026'],
    ['he', 'החלוקה היומית, 3 בינואר 2026'],
  ] as const) {
    test(`${language}: "${text}"`, async ({ page }, info) => {
      const errors = watchErrors(page);
      if (language === 'he') await page.setViewportSize(PHONE);
      await inLanguage(page, language);
      await page.goto(`/?code=${code()}`);
      await expect(page.getByTestId('daily-deal')).toHaveText(text);
      if (language === 'he') await page.screenshot({ path: info.outputPath('daily-header-he-phone.png') });
      // another deal is no daily deal
      await page.goto('/?code=KL1-D1N-AAAAAAG');
      await expect(page.getByTestId('actions')).toHaveText('0');
      await expect(page.getByTestId('daily-deal')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test('a deal lost from its start: Hint says so and still suggests the move that keeps the game going', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(LOST_DEAL);
  await expect(page.getByTestId('actions')).toHaveText('0');
  await page.getByTestId('hint').click();
  const message = page.getByTestId('hint-message');
  await expect(message).toHaveText(
    'This deal cannot be won, not even from its start. ' +
      'To play on anyway: move the king of hearts to the hearts foundation. It goes up to its foundation.',
    { timeout: 20_000 },
  );
  await expect(message).toHaveAttribute('data-state', 'lost-at-deal');
  // the board outlines the move, as for a winning hint
  await expect(page.locator('[data-pile="T2"] .kb-hint')).toBeVisible();
  await expect(page.locator('.kb-hinted')).toHaveAttribute('data-pile', 'F2');
  // made, the next hint draws: nothing else is left, and it is not said to keep the game winnable
  await tapAndWait(page, page.locator('[data-pile="T2"] [data-card]').last(), 1);
  await page.getByTestId('hint').click();
  await expect(message).toHaveText(
    'This deal cannot be won, not even from its start. To play on anyway: draw from the stock.',
    { timeout: 20_000 },
  );
  expect(errors).toEqual([]);
});

test('Hebrew on a phone: the lost deal’s hint', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await inLanguage(page, 'he');
  await page.goto(LOST_DEAL);
  await expect(page.getByTestId('actions')).toHaveText('0');
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-message')).toContainText('כדי להמשיך בכל זאת:', {
    timeout: 20_000,
  });
  await page.screenshot({ path: info.outputPath('lost-deal-hint-he-phone.png') });
});

test('a deal lost from its start: the hint says so once, then the move to play on, in a box as wide as the phone lets it, in English, Dutch and Hebrew', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const said = {
    en: 'This deal cannot be won, not even from its start. To play on anyway: move the king of hearts to the hearts foundation. It goes up to its foundation.',
    nl: 'Dit spel is niet te winnen, ook niet vanaf het begin. Om toch door te spelen: leg hartenheer op de basisstapel harten. De kaart gaat naar zijn basisstapel.',
    he: 'את החלוקה הזאת אי אפשר לנצח, גם לא מתחילתה. כדי להמשיך בכל זאת: להעביר את מלך לב אל ערימת היסוד של לב. הקלף עולה לערימת היסוד שלו.',
  } as const;
  for (const language of ['en', 'nl', 'he'] as const) {
    await inLanguage(page, language);
    await page.goto(LOST_DEAL);
    await expect(page.getByTestId('actions')).toHaveText('0');
    await page.getByTestId('hint').click();
    const message = page.getByTestId('hint-message');
    await expect(message).toHaveAttribute('data-state', 'lost-at-deal', { timeout: 20_000 });
    await expect(message).not.toHaveText(/…$/);
    await page.screenshot({ path: info.outputPath(`lost-hint-${language}-phone.png`) });
    expect.soft(await message.textContent().then((s) => s?.trim()), language).toBe(said[language]);
    // a long message uses the screen's width (92% of it), not a column of its middle
    const box = (await message.boundingBox())!;
    expect.soft(box.width, `${language}: the box's width`).toBeGreaterThan(0.85 * PHONE.width);
  }
});

test('Hebrew: the Analyse panel’s charts run right to left, and the think-time axes are labelled', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await inLanguage(page, 'he');
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  for (let i = 1; i <= 4; i++) await tapAndWait(page, page.locator('[data-pile="S"]'), i);
  await page.getByTestId('new-game').click();
  await page.getByTestId('start-game').click();
  await tapAndWait(page, page.locator('[data-pile="S"]'), 1);
  await page.getByTestId('menu').click();
  await page.getByTestId('analyse-games').click();
  await expect(page.getByTestId('analyse-sessions')).toHaveText('2');
  const think = page.getByTestId('analyse-think');
  await expect(think).toHaveAttribute('data-x-from', 'right');
  await expect(think).toHaveAttribute('data-y-side', 'right');
  await expect(think).toHaveAttribute('data-y-title', 'שניות');
  await expect(think).toHaveAttribute('data-x-title', 'מספר הפעולה');
  // the win rate per mode: its bars grow from the right
  await expect(page.getByTestId('analyse-modes')).toHaveAttribute('data-x-from', 'right');
  await think.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('analyse-he-phone.png') });
  expect(errors).toEqual([]);
});

test('English: the charts run left to right, the think-time axes labelled in seconds', async ({ page }) => {
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  for (let i = 1; i <= 3; i++) await tapAndWait(page, page.locator('[data-pile="S"]'), i);
  await page.getByTestId('menu').click();
  await page.getByTestId('analyse-games').click();
  const think = page.getByTestId('analyse-think');
  await expect(think).toHaveAttribute('data-x-from', 'left');
  await expect(think).toHaveAttribute('data-y-side', 'left');
  await expect(think).toHaveAttribute('data-y-title', 'Seconds');
});

test('Hebrew on a phone: a game from a set-up position is counted apart from the deals, and the panel says so', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await inLanguage(page, 'he');
  await page.goto(
    '/?position=' +
      encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
      '&draw=1&scoring=normal',
  );
  await tapAndWait(page, page.locator('[data-pile="T1"] [data-card]').last(), 1);
  await page.getByTestId('won-close').click();
  await page.getByTestId('menu').click();
  await page.getByTestId('open-statistics').click();
  await expect(page.getByTestId('statistics-category').locator('option:checked')).toContainText('עמדה מוכנה');
  await expect(page.getByTestId('statistics-positions')).toContainText('נספרים בנפרד');
  await page.screenshot({ path: info.outputPath('statistics-positions-he-phone.png') });
  expect(errors).toEqual([]);
});
