import { expect, test } from '@playwright/test';
import { fixtures, openFile } from './helpers.js';

const first = fixtures().find((f) => f.session['variant'] === undefined)!;

/** A session refused at action `at` (1-based, RULES §8): its first at-1 actions, then an illegal one. */
const refusedAt = (at: number): string =>
  JSON.stringify({ ...first.session, actions: [...first.session.actions.slice(0, at - 1), { a: 'T1-T1' }] });

for (const [language, one, several, none] of [
  [
    'en',
    'The replay stops at action 2: only action 1 can be watched.',
    'The replay stops at action 4: actions 1 to 3 can be watched.',
    'The replay stops at action 1: only the deal can be watched.',
  ],
  [
    'he',
    'ההקלטה נעצרת בפעולה 2: אפשר לצפות רק בפעולה 1.',
    'ההקלטה נעצרת בפעולה 4: אפשר לצפות בפעולות 1 עד 3.',
    'ההקלטה נעצרת בפעולה 1: אפשר לצפות רק בחלוקה.',
  ],
  [
    'nl',
    'De herhaling stopt bij actie 2: alleen actie 1 is te bekijken.',
    'De herhaling stopt bij actie 4: acties 1 tot en met 3 zijn te bekijken.',
    'De herhaling stopt bij actie 1: alleen de verdeling is te bekijken.',
  ],
] as const) {
  test(`${language}: the watchable part of a refused session in words (RULES §8 numbering): one action, several, none`, async ({
    page,
  }, info) => {
    await page.addInitScript(
      (lang) => localStorage.setItem('klondike.settings', JSON.stringify({ language: lang })),
      language,
    );
    await page.goto('./');
    const error = page.getByTestId('replay-error');
    await openFile(page, info, 'one.json', refusedAt(2));
    await expect(error).toContainText(one);
    await openFile(page, info, 'several.json', refusedAt(4));
    await expect(error).toContainText(several);
    await openFile(page, info, 'none.json', refusedAt(1));
    await expect(error).toContainText(none);
  });
}

test('a refused file shows its readable part without an end of the game or a verdict on the whole game', async ({
  page,
}, info) => {
  await page.goto('./');
  await openFile(page, info, 'cut.json', refusedAt(4));
  await expect(page.getByTestId('replay-error')).toContainText(
    'The replay stops at action 4: actions 1 to 3 can be watched.',
  );
  const summary = page.getByTestId('replay-summary');
  await expect(summary.getByRole('heading')).toHaveText('As far as the file could be read');
  await expect(page.getByTestId('replay-result')).toHaveText('not known: the file was refused at action 4');
  await expect(page.getByTestId('winnable-summary')).toHaveText(
    'Still winnable before action 4, where the file was refused: the rest of the game is not known.',
  );
  await expect(page.getByText('End of the game')).toHaveCount(0);
  await page.getByTestId('replay-end').click();
  await page.screenshot({ path: info.outputPath('refused-file.png') });
  // a whole file opened after it has its end again
  await openFile(page, info, 'whole.json', JSON.stringify(first.session));
  await expect(summary.getByRole('heading')).toHaveText('End of the game');
});
