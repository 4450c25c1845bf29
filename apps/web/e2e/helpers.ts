import { expect, type Locator, type Page } from '@playwright/test';
import { TAP_WINDOW_MS } from '../src/settings/settings.js';

export { stopClock } from '@klondike/config/e2e';

// decks W1 (draw 1) and W3 (draw 3) of RULES §11, from their one home
export { W1, W3 } from '@klondike/engine';

/** The address of an explicit deal; the deck's spaces become `+`. */
export const deckUrl = (deck: string, draw: 1 | 3, scoring: 'normal' | 'vegas', rules = 'app'): string =>
  `/?deck=${deck.split(' ').join('+')}&draw=${draw}&scoring=${scoring}&rules=${rules}`;

const ALL = ['s', 'h', 'd', 'c'].flatMap((s) =>
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => r + s),
);

/**
 * The address of a position given its columns and foundations; every card not named lies in the
 * stock, so the position has all 52 cards (RULES §9).
 */
export function positionUrl(columns: readonly string[], foundations = '- - - -', draw: 1 | 3 = 1): string {
  const named = new Set(
    columns
      .join(' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((t) => t.replace('#', '')),
  );
  const tops = foundations.split(' ');
  tops.forEach((top, s) => {
    if (top === '-') return;
    const rank = 'A23456789TJQK'.indexOf(top[0]!) + 1;
    for (let r = 0; r < rank; r++) named.add('A23456789TJQK'[r]! + 'shdc'[s]!);
  });
  const stock = ALL.filter((c) => !named.has(c)).join(' ');
  const text = [...columns.map((c, i) => `T${i + 1}: ${c}`), `F: ${foundations}`, `S: ${stock}`, 'W:'].join('; ');
  return `/?position=${encodeURIComponent(text)}&draw=${draw}&scoring=normal`;
}

/** The top face-up card of a pile. */
export const topCard = (page: Page, pile: string): Locator => page.locator(`[data-pile="${pile}"] [data-card]`).last();

/** Taps (clicks) and waits until the number of actions shows `actions`. */
export async function tapAndWait(page: Page, target: Locator, actions: number): Promise<void> {
  await target.click();
  await expect(page.getByTestId('actions')).toHaveText(String(actions));
}

/** Drags with the mouse from the centre of one element to the centre of another, in small steps. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: element not visible');
  await page.mouse.move(a.x + a.width / 2, a.y + Math.min(12, a.height / 2));
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Collects console errors and page errors of a page (for the "no console errors" checks). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Plays the 27 tableau-to-foundation moves of the worked examples by single taps: `T1-F`, then
 * `T7-F` x7, `T6-F` x6, ... `T2-F` x2 (RULES §11).
 * @returns the number of actions played
 */
export async function tapTableauHome(page: Page): Promise<number> {
  let n = 0;
  await tapAndWait(page, topCard(page, 'T1'), ++n);
  for (let col = 7; col >= 2; col--)
    for (let k = 0; k < col; k++) await tapAndWait(page, topCard(page, `T${col}`), ++n);
  return n;
}

/**
 * Moves the page's clock past the longest double-tap window the settings allow, firing the timers on
 * the way, so a single tap still waiting on the window has happened. The test installs the clock
 * (`page.clock.install()`) before `goto`; the page's time then flows as usual between these jumps.
 */
export async function passTapWindow(page: Page): Promise<void> {
  await page.clock.runFor(TAP_WINDOW_MS.max + 1);
}
