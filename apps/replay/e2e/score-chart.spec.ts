import { expect, test } from '@playwright/test';
import { fixtures, inLanguage, openFile } from './helpers.js';

const vegas = fixtures().find((f) => f.session.scoring === 'vegas')!;

for (const language of ['en', 'he'] as const)
  test(`${language}: the score chart names its axes and their ends (shot to be looked at)`, async ({ page }, info) => {
    await inLanguage(page, language);
    await page.goto('./');
    await openFile(page, info, 'vegas.json', JSON.stringify(vegas.session));
    const panel = page.locator('.chart-panel');
    await expect(panel.getByTestId('replay-chart')).toBeVisible();
    await panel.screenshot({ path: info.outputPath(`score-chart-${language}.png`) });
    await expect(panel.getByTestId('chart-y-title')).toHaveText(language === 'en' ? 'Score' : 'ניקוד');
    await expect(panel.getByTestId('chart-x-title')).toHaveText(language === 'en' ? 'Action' : 'פעולה');
    await expect(panel.getByTestId('chart-x-to')).toHaveText(String(vegas.session.actions.length));
  });
