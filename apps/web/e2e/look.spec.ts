import { expect, test } from '@playwright/test';

test('phone screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?code=KL1-D3N-AAAAAAG');
  await expect(page.locator('[data-pile="T7"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/phone.png' });
});
test('desktop screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/?code=KL1-D3N-AAAAAAG');
  await expect(page.locator('[data-pile="T7"]')).toBeVisible();
  await page.locator('[data-pile="S"]').click();
  await page.screenshot({ path: 'test-results/desktop.png' });
});
