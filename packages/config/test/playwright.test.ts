import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { disableFeaturesSwitch, EXTRA_DISABLED_FEATURES, playwrightDisabledFeatures } from '../src/playwright.js';

describe('the browser suites’ --disable-features switch', () => {
  it('reads the installed Playwright’s own list (a Playwright laid out otherwise fails here, not silently)', () => {
    const features = playwrightDisabledFeatures();
    expect(features).toBeDefined();
    // entries Playwright has turned off for years; the list must be read whole, not in part
    expect(features).toEqual(expect.arrayContaining(['PaintHolding', 'Translate', 'MediaRouter']));
    expect(features!.length).toBeGreaterThan(10);
  });

  it('reads names only, not the comments between them', () => {
    const source = `var x = 1;\n    disabledFeatures = [\n      // See https://example.org/issues/1 "quoted"\n      "One",\n      'Two', // why\n      "Three"\n    ].filter(Boolean);`;
    expect(playwrightDisabledFeatures(source)).toEqual(['One', 'Two', 'Three']);
    expect(playwrightDisabledFeatures('no list here')).toBeUndefined();
    expect(playwrightDisabledFeatures('disabledFeatures = []')).toBeUndefined();
  });

  it('repeats Playwright’s features before its own, once each, and adds nothing when they are unknown', () => {
    expect(disableFeaturesSwitch(['A', 'WebUIOmniboxPopup'])).toEqual([
      `--disable-features=${['A', ...EXTRA_DISABLED_FEATURES].join(',')}`,
    ]);
    expect(disableFeaturesSwitch(undefined)).toEqual([]);
  });

  it('leaves a new browser context without the omnibox popup’s WebUI pages', { timeout: 120_000 }, async () => {
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: disableFeaturesSwitch(playwrightDisabledFeatures()),
    });
    try {
      const context = await browser.newContext();
      await (await context.newPage()).goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
      expect(targetInfos.filter((t) => t.type === 'page').map((t) => t.url)).toEqual(['about:blank']);
    } finally {
      await browser.close();
    }
  });
});
