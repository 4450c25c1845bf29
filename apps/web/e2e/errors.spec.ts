import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers.js';

/**
 * A bad link in Hebrew or Dutch says what is wrong in that language (worded from the engine's error
 * codes and data, never its English message); a link of settings without a game says what it
 * ignored; the document title is in the language too.
 */
for (const [language, title, badCode, ignored] of [
  [
    'en',
    'Klondike',
    'The link could not be opened: the part "D2N" of the game code must be D1N, D1V, D3N or D3V',
    'so it ignored draw=7, scoring=blah.',
  ],
  [
    'he',
    'קלונדייק',
    'אי אפשר לפתוח את הקישור: החלק "D2N" של קוד המשחק חייב להיות D1N, D1V, D3N או D3V',
    'ולכן התעלם מ-draw=7, scoring=blah.',
  ],
  [
    'nl',
    'Klondike',
    'De link kon niet worden geopend: het deel "D2N" van de spelcode moet D1N, D1V, D3N of D3V zijn',
    'en heeft daarom draw=7, scoring=blah genegeerd.',
  ],
] as const) {
  test(`a bad link and a link of ignored settings, in ${language}`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(
      (l) => localStorage.setItem('klondike.settings', JSON.stringify({ language: l })),
      language,
    );
    await page.goto('/?code=KL1-D2N-AAAAAAG');
    await expect(page.getByTestId('notice')).toContainText(badCode);
    if (language !== 'en') await expect(page.getByTestId('notice')).not.toContainText(/must be|draw 1 or 3/);
    await expect(page).toHaveTitle(title);

    await page.goto('/?draw=7&scoring=blah');
    await expect(page.getByTestId('notice')).toContainText(ignored);
    // nothing is wrong with the game dealt meanwhile: no new game is offered for it
    await expect(page.getByTestId('offer-new-game')).toHaveCount(0);
    await expect(page.getByTestId('game-code')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
