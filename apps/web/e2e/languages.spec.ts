import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { positionUrl, watchErrors } from './helpers.js';

/**
 * Each language, one game: the board, the keyboard help, the new-game dialog, the Games menu, the
 * settings, a hint with the solver's status and a refused action, a win played by keyboard alone, the
 * statistics (and the question before a reset) and "Analyse my games" with that win in them, the Games
 * menu listing it, the replay viewer of that game and its review, the viewer's file opening, list of
 * games, end of a game and refused file; then a Thoughtful deal's stock order and a bad link's
 * notice. On every screen:
 * axe finds no serious or critical violation, and no English is left (Hebrew and Dutch).
 * English runs first and records what each screen says; another language showing one of those
 * strings (other than the names and notation every language shares) has English left.
 */

// One move from a win: the King of spades on T1, every other card on the foundations.
const NEAR_WIN = positionUrl(['Ks', '', '', '', '', '', ''], 'Qs Kh Kd Kc');

/** Strings the same in every language: names, notation, game codes, key caps. */
const SHARED = new Set(['Klondike', 'Vegas', 'StillDeck', 'English', 'Nederlands', 'Ctrl+Z', 'D', 'R', 'U']);
/** Strings the same as English in one language: its own word is spelt so (the unit tests' allow-lists give the reasons). */
const SAME_IN: Readonly<Record<string, ReadonlySet<string>>> = {
  nl: new Set(['Score', 'Blunder', 'App']),
};
const isShared = (s: string, locale: string): boolean =>
  SHARED.has(s) ||
  // a key cap, printed so on every keyboard: the keyboard help sets each in its own element
  /^((Ctrl|Cmd|Shift)\+)*(Tab|Enter|Esc|[A-Z])$/.test(s) ||
  SAME_IN[locale]?.has(s) === true ||
  !/[A-Za-z]{2,}/.test(s) ||
  /^(KL1-[A-Z0-9-]+|[WTF]\d?-[TF]\d?)$/.test(s) ||
  s.startsWith('English (') ||
  s.startsWith('Nederlands (');

/** Every text node and accessible-name attribute on the page (what is seen and what is heard). */
const screenTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // the header's game code is one text in two pieces (a phone may break it after its second hyphen)
      const piece = n.parentElement?.classList.contains('code-part') === true ? n.parentElement.parentElement : null;
      const s = (piece ?? n).textContent?.trim();
      if (s) out.add(s);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-valuetext]'))
      for (const a of ['aria-label', 'title', 'placeholder', 'aria-valuetext']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.add(v);
      }
    out.add(document.title);
    return [...out];
  });

/** Latin words a Hebrew screen may carry: key caps, names, the session format's name, game codes, notation. */
const LATIN_SHARED =
  /\b(Ctrl|Cmd|Shift|Tab|Enter|Esc|Vegas|StillDeck|JSON|NDJSON|klondike-session|KL1-[A-Z0-9-]+|[WTF]\d?-[TF]\d?)\b/g;
const latinLeft = (s: string): boolean => /[A-Za-z]{3,}/.test(s.replace(LATIN_SHARED, ''));

const english = new Map<string, Set<string>>();

async function checkScreen(page: Page, locale: string, screen: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${locale} ${screen}: axe`,
  ).toEqual([]);
  const texts = await screenTexts(page);
  if (locale === 'en') {
    english.set(screen, new Set(texts));
    return;
  }
  const seen = english.get(screen) ?? new Set<string>();
  const left = texts.filter((s) => !isShared(s, locale) && (seen.has(s) || (locale === 'he' && latinLeft(s))));
  expect(left, `${locale} ${screen}: English left`).toEqual([]);
}

/** Tab from the current focus and check it stays inside the open dialog. */
async function expectTabStaysIn(page: Page, dialog: string, presses = 12): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(
      await page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false, dialog),
      `focus in ${dialog}`,
    ).toBe(true);
  }
}

for (const [locale, dir, newGame] of [
  ['en', 'ltr', 'New game'],
  ['he', 'rtl', 'משחק חדש'],
  ['nl', 'ltr', 'Nieuw spel'],
] as const) {
  test(`${locale}: every screen in the language, accessible (axe), played to a win by keyboard alone`, async ({
    page,
  }) => {
    // a hang guard only: every screen's axe pass and a whole keyboard game took over 180 s in
    // a loaded run (load 30 to 50 on 2 cores); quiet, the test takes about 40 s
    test.setTimeout(600_000);
    const errors = watchErrors(page);
    await page.addInitScript(
      (language) => localStorage.setItem('klondike.settings', JSON.stringify({ language })),
      locale,
    );
    // the first text the page ever shows: in the chosen language, with no flash of English before it
    await page.addInitScript(() => {
      const seen = window as unknown as { firstText?: string };
      new MutationObserver(() => {
        const text = document.getElementById('app')?.textContent?.trim();
        if (text && seen.firstText === undefined) seen.firstText = `${document.documentElement.dir}|${text}`;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(NEAR_WIN);
    await expect(page.getByTestId('new-game')).toHaveText(newGame);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // the board keeps T1 at the left in every direction
    const t1 = await page.locator('[data-pile="T1"]').boundingBox();
    const t7 = await page.locator('[data-pile="T7"]').boundingBox();
    expect(t1!.x).toBeLessThan(t7!.x);
    await checkScreen(page, locale, 'board');
    const firstText = await page.evaluate(() => (window as unknown as { firstText?: string }).firstText ?? '');
    expect(firstText.startsWith(`${dir}|`), firstText).toBe(true);
    if (locale !== 'en') expect(firstText).not.toMatch(/New game|Dealing|Score/);

    // the keyboard help: `?`, focus kept inside, Escape gives it back
    await page.locator('[data-pile="T1"]').focus();
    await page.keyboard.press('?');
    await expect(page.getByTestId('help-panel')).toBeVisible();
    await checkScreen(page, locale, 'help');
    await expectTabStaysIn(page, '[data-testid="help-panel"]', 3);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help-panel')).toBeHidden();
    await expect(page.locator('[data-pile="T1"]')).toBeFocused();

    await page.getByTestId('new-game').click();
    await expect(page.getByTestId('new-game-dialog')).toBeVisible();
    await checkScreen(page, locale, 'new-game');
    await expectTabStaysIn(page, '[data-testid="new-game-dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('new-game')).toBeFocused();

    await page.getByTestId('menu').click();
    await expect(page.getByTestId('close-menu')).toBeVisible();
    await checkScreen(page, locale, 'menu');
    await page.getByTestId('close-menu').click();

    await page.getByTestId('settings').click();
    await expect(page.getByTestId('settings-dialog')).toBeVisible();
    await checkScreen(page, locale, 'settings');
    await expectTabStaysIn(page, '[data-testid="settings-dialog"]');
    // the solver's status in the header, for the hint below
    await page.getByTestId('setting-solver-status').check();
    if (locale === 'en') {
      // switching the language in the settings applies at once, and back
      await page.getByTestId('setting-language').selectOption('he');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByTestId('new-game')).toHaveText('משחק חדש');
      await page.getByTestId('setting-language').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByTestId('new-game')).toHaveText('New game');
    }
    await page.getByTestId('close-settings').click();
    await expect(page.getByTestId('settings')).toBeFocused();

    // a hint with its reason, the solver's status, and a tap the rules refuse (the empty stock) in the status line
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-message')).toHaveAttribute('data-state', 'winnable');
    await expect(page.getByTestId('hint')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('solver-status')).not.toBeEmpty();
    await page.locator('[data-pile="S"]').click();
    await expect(page.getByTestId('status')).not.toBeEmpty();
    await checkScreen(page, locale, 'hint');

    // the last move by keyboard: T1 (pick up the King), up to the stock, right to the waste and F1, put down
    await page.locator('[data-pile="T1"]').focus();
    for (const key of ['Enter', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    await expect(page.getByTestId('won')).toBeVisible();
    await expect(page.getByTestId('announce')).not.toBeEmpty();
    await checkScreen(page, locale, 'win');
    const reviewHref = await page.getByTestId('won-review').getAttribute('href');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('won')).toHaveCount(0);

    // the statistics and "Analyse my games", with the game just won in them
    await page.getByTestId('menu').click();
    await page.getByTestId('open-statistics').click();
    await expect(page.getByTestId('statistics-table')).toBeVisible();
    await checkScreen(page, locale, 'statistics');
    await page.getByTestId('statistics-reset').click();
    await expect(page.getByTestId('statistics-reset-no')).toBeVisible();
    await checkScreen(page, locale, 'statistics-reset');
    await page.getByTestId('statistics-reset-no').click();
    await expect(page.getByTestId('statistics-reset')).toBeVisible();
    // Escape closes the statistics only: the Games menu under it stays
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('games-menu')).toBeVisible();
    await page.getByTestId('analyse-games').click();
    await expect(page.getByTestId('analyse-sessions')).toHaveText('1');
    await checkScreen(page, locale, 'analyse');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('analyse-panel')).toHaveCount(0);

    // the Games menu again, now with the won game among the finished ones
    await expect(page.getByTestId('games-menu')).toBeVisible();
    await expect(page.getByTestId('finished-game')).toHaveCount(1);
    await checkScreen(page, locale, 'menu-finished');
    await page.getByTestId('watch-replay').click();
    await expect(page.getByTestId('replay-actions')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await checkScreen(page, locale, 'replay');

    // the review of the won game, in the replay viewer
    await page.goto(reviewHref!);
    await expect(page.getByTestId('review-verdict')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('review-progress')).toHaveCount(0);
    await checkScreen(page, locale, 'review');

    // the replay viewer's other screens: opening a file, a file of several games, a game at its end, a refused file
    await page.goto('/replay/');
    await expect(page.getByTestId('replay-paste')).toBeVisible();
    await checkScreen(page, locale, 'replay-open');
    const draws = (n: number) => ({
      format: 'klondike-session',
      version: 1,
      rules: 'app',
      draw: 1,
      scoring: 'normal',
      code: 'KL1-D1N-AAAAAAG',
      startedAt: '2026-12-01T10:00:00.000Z',
      actions: Array.from({ length: n }, (_, i) => ({ a: 'D', t: 1000 * (i + 1) })),
    });
    const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    const games = [draws(1), draws(2)].map((g) => JSON.stringify(g)).join('\n') + '\n';
    await page.getByTestId('replay-file').setInputFiles(file('games.ndjson', games));
    await expect(page.getByTestId('replay-game')).toHaveCount(2);
    await checkScreen(page, locale, 'replay-games');
    await page.getByTestId('replay-choose').nth(1).click();
    await page.getByTestId('replay-end').click();
    await expect(page.getByTestId('replay-summary')).toHaveClass(/ended/);
    await checkScreen(page, locale, 'replay-ended');
    await page.goto('/replay/');
    await page
      .getByTestId('replay-file')
      .setInputFiles(file('newer.json', JSON.stringify({ ...draws(1), version: 2 })));
    await expect(page.getByTestId('replay-error')).toBeVisible();
    await checkScreen(page, locale, 'replay-refused');

    // a Thoughtful deal: the stock in drawing order
    await page.goto('/?code=KL1-D1N-AAAAAAG-T');
    await page.getByTestId('show-stock').click();
    await expect(page.getByTestId('stock-order').locator('[data-stock-card]')).toHaveCount(24);
    await checkScreen(page, locale, 'stock-order');

    // a link that cannot be opened: the notice says why, and offers a new game
    await page.goto('/?code=KL1-D2N-AAAAAAG');
    await expect(page.getByTestId('notice')).toBeVisible();
    await checkScreen(page, locale, 'link-notice');
    expect(errors).toEqual([]);
  });
}
