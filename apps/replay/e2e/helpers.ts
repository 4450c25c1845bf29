import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The repository checkout. */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The shared recorded sessions with expected end results. */
export const FIXTURES = resolve(REPO, '../shared/fixtures');

export interface SessionJson {
  readonly actions: readonly { readonly a: string; readonly t?: number }[];
  readonly [field: string]: unknown;
}

export interface Fixture {
  readonly name: string;
  readonly session: SessionJson;
  readonly expected: { readonly scoreText: string; readonly won: boolean; readonly foundations: readonly number[] };
}

export const fixtures = (): Fixture[] =>
  readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((name) => ({ name, ...(JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8')) as Omit<Fixture, 'name'>) }));

/** Writes a text to a file of the test's output folder and opens it through the `replay-file` input. */
export async function openFile(page: Page, info: TestInfo, name: string, text: string): Promise<void> {
  const path = info.outputPath(name);
  writeFileSync(path, text);
  await page.getByTestId('replay-file').setInputFiles(path);
}

/** The card a foundation shows on top for `count` cards of suit `s` (0 spades .. 3 clubs), as in `data-card`. */
export const foundationTop = (s: number, count: number): string => 'A23456789TJQK'[count - 1]! + 'shdc'[s]!;

/** Every foundation shows the top card of its count (none when empty). */
export async function expectFoundations(page: Page, counts: readonly number[]): Promise<void> {
  for (let s = 0; s < 4; s++) {
    const cards = page.locator(`[data-pile="F${s + 1}"] [data-card]`);
    if (counts[s] === 0) await expect(cards).toHaveCount(0);
    else await expect(cards.last()).toHaveAttribute('data-card', foundationTop(s, counts[s]!));
  }
}

/** What the board shows, pile by pile: a signature to compare two frames. */
export async function boardText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-pile]'))
      .map(
        (p) =>
          `${p.dataset['pile']}:${Array.from(p.querySelectorAll<HTMLElement>('[data-card],[data-face="down"]'))
            .map((c) => c.dataset['card'] ?? '#')
            .join(' ')}`,
      )
      .join('; '),
  );
}

/** Fails the test on any uncaught page error or console error. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Opens the page in a language: the player's setting, which the viewer reads (`auto`, `en`, `he`, `nl`). */
export async function inLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('klondike.settings', JSON.stringify({ language: l })), language);
}
