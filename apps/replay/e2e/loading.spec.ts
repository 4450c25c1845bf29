import { expect, test, type Page } from '@playwright/test';
import { longSessionText } from '../../../scripts/long-session.mjs';
import { inLanguage, openFile, watchErrors } from './helpers.js';

/**
 * A long file shows a loading cue from the first moment of its open, in a live region, while the
 * fold's worker reads and checks it (a long file is read in the worker, never on the page). The
 * worker's messages are held by the test (never a timed wait): the cue is looked at for as long as
 * the test needs; a reading of the file on the page would be held too, and is not expected.
 */
const ENTRIES = 5000;

/** Holds every `Blob.text()` (a picked file's reading) and every message posted to the fold's worker until released. */
async function holdReadingAndFold(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held = { reads: [] as (() => void)[], messages: [] as (() => void)[] };
    Object.assign(window, { heldOpen: held });
    const realText = Blob.prototype.text;
    Blob.prototype.text = function (this: Blob) {
      return new Promise<string>((resolve, reject) =>
        held.reads.push(() => void realText.call(this).then(resolve, reject)),
      );
    };
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name !== 'fold') return;
        const post = this.postMessage.bind(this) as (message: unknown) => void;
        this.postMessage = (message: unknown) => void held.messages.push(() => post(message));
      }
    };
  });
}

type Held = 'reads' | 'messages';
const heldCount = (page: Page, what: Held) =>
  page.evaluate((w) => (window as unknown as { heldOpen: Record<Held, unknown[]> }).heldOpen[w].length, what);
const release = (page: Page, what: Held) =>
  page.evaluate((w) => {
    for (const go of (window as unknown as { heldOpen: Record<Held, (() => void)[]> }).heldOpen[w].splice(0)) go();
  }, what);

// `open.reading` of each language
for (const [language, reading] of [
  ['en', 'Reading and checking the session…'],
  ['he', 'קוראים ובודקים את המשחק…'],
  ['nl', 'Het spel wordt gelezen en gecontroleerd…'],
] as const)
  test(`a long file: the loading cue is shown and announced before it is read and while the worker checks it (${language})`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await inLanguage(page, language);
    await holdReadingAndFold(page);
    await page.goto('./');
    const status = page.getByRole('status').filter({ has: page.getByTestId('replay-progress') });
    // the live region is there before anything is opened, so what appears in it is announced
    await expect(page.getByTestId('replay-status')).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('replay-progress')).toHaveCount(0);

    await openFile(page, info, 'long.json', longSessionText(ENTRIES));
    // the file goes to the fold's worker to be read there (held): the cue is already there, the start page gone
    await expect.poll(() => heldCount(page, 'messages')).toBe(1);
    await expect(status).toBeVisible();
    await expect(status).toHaveText(reading);
    await expect(page.getByTestId('replay-paste')).toHaveCount(0);
    // a long file's text is never made on the page: the worker reads it
    expect(await heldCount(page, 'reads')).toBe(0);

    // the worker answers: the game opens and the cue goes
    await release(page, 'messages');
    await expect(page.getByTestId('replay-position')).toContainText(String(ENTRIES), { timeout: 60_000 });
    await expect(page.getByTestId('replay-progress')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
