import { expect, test, type Response } from '@playwright/test';
import { fixtures, inLanguage, openFile, watchErrors } from './helpers.js';

/**
 * The viewer's messages are compiled at build time (the `precompiledMessages` plugin of `@klondike/config/messages`, as the player's), as the
 * player's are: the page loads no message compiler, so no message is compiled at its first use (the
 * compiler's scanner has a `skipToPeek` method, a name minifying keeps), and a message with figures
 * still reads right in each language.
 */
for (const [language, position] of [
  ['en', 'action 0 of'],
  ['he', 'פעולה 0 מתוך'],
  ['nl', 'actie 0 van'],
] as const)
  test(`no message compiler is loaded, and a message with figures reads right (${language})`, async ({
    page,
  }, info) => {
    const errors = watchErrors(page);
    const scripts: Response[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r);
    });
    await inLanguage(page, language);
    await page.goto('./');
    const fixture = fixtures()[0]!;
    await openFile(page, info, fixture.name, JSON.stringify(fixture.session));
    const last = fixture.session.actions.length;
    await expect(page.getByTestId('replay-position')).toHaveText(`${position} ${last}`);
    // the page's scripts so far (read here, not as they come: one still coming when the test ends is not waited for)
    const texts = await Promise.all(scripts.map((r) => r.text()));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => t.includes('skipToPeek')).length, 'scripts holding the message compiler').toBe(0);
    expect(errors).toEqual([]);
  });
