import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Draws the web app manifest's PNG icons (192 and 512 px) from public/icons/icon.svg with Chromium.
 * Run by hand after changing the SVG: `node scripts/make-icons.mjs` in apps/web.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const svg = readFileSync(`${here}/../public/icons/icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `${here}/../public/icons/icon-${size}.png` });
  await page.close();
}
await browser.close();
