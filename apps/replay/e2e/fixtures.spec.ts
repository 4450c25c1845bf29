import { expect, test } from '@playwright/test';
import { expectFoundations, fixtures, openFile, watchErrors } from './helpers.js';

// Every shared fixture, opened as a file, jumped to its end: the expected score and foundations.
for (const f of fixtures()) {
  test(`fixture ${f.name}: the end shows the expected score and foundations`, async ({ page }, info) => {
    const errors = watchErrors(page);
    await page.goto('./');
    await openFile(page, info, 'session.json', JSON.stringify(f.session));
    const m = f.session.actions.length;
    await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${m}`);
    await page.getByTestId('replay-end').click();
    await expect(page.getByTestId('replay-position')).toHaveText(`action ${m} of ${m}`);
    await expect(page.getByTestId('score')).toHaveText(f.expected.scoreText);
    await expectFoundations(page, f.expected.foundations);
    await expect(page.getByTestId('replay-result')).toHaveText(f.expected.won ? 'Won' : 'Not won');
    await expect(page.getByTestId('replay-error')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
