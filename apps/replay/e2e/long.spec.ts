import { expect, test, type Page } from '@playwright/test';
import { gamePosition, parseSessions, rankOf, suitOf } from '@klondike/engine';
import { longSessionText } from '../../../scripts/long-session.mjs';
import { holdWorkers } from '@klondike/config/e2e';
import { openFile, watchErrors } from './helpers.js';

/**
 * A long recording (234,000 journal entries, about 7 MB: the size that froze the viewer) opens and
 * steps with a bounded page: the action list draws only the rows in sight, the strip and the score
 * chart a bounded number of elements. Checked on the page's state, never on timings (the speed is
 * measured by bench/long.bench.mjs).
 */
const ENTRIES = 234_000;
/** Rows the action list may hold: those in sight, the overscan and the current one. */
const MAX_ROWS = 80;

/** The waste's top card as the board writes it (`data-card`), after `entries` of the long session. */
function wasteTopAfter(text: string): string | null {
  const parsed = parseSessions(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const top = gamePosition(parsed.value[0]!.game).waste.at(-1);
  return top === undefined ? null : 'A23456789TJQK'[rankOf(top) - 1]! + 'shdc'[suitOf(top)]!;
}
const wasteTop = (page: Page) => page.locator('[data-pile="W"] [data-card]').last();

test('a long recording opens in the background with progress; End, Home and ArrowRight work after a click', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  // the fold's worker gets the text only once the progress line was seen: a fast read cannot end unseen
  const held = await holdWorkers(page, 'fold');
  await page.goto('./');
  const text = longSessionText(ENTRIES);
  await openFile(page, info, 'long.json', text);
  // the page answers while the session is read and folded: the progress line is there, then the game
  await expect(page.getByTestId('replay-progress')).toBeVisible();
  await expect.poll(held.count).toBe(1);
  await held.release();
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText(`action 0 of ${ENTRIES}`, { timeout: 120_000 });
  await expect(page.getByTestId('replay-progress')).toHaveCount(0);

  await page.getByTestId('replay-forward').click();
  await expect(position).toHaveText(`action 1 of ${ENTRIES}`);
  // keys work after a click on a control
  await page.keyboard.press('End');
  await expect(position).toHaveText(`action ${ENTRIES} of ${ENTRIES}`);
  const last = wasteTopAfter(text);
  if (last) await expect(wasteTop(page)).toHaveAttribute('data-card', last);
  else await expect(wasteTop(page)).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(position).toHaveText(`action 0 of ${ENTRIES}`);
  await expect(wasteTop(page)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`action 1 of ${ENTRIES}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`action 2 of ${ENTRIES}`);
  await page.getByTestId('replay-end').click();
  await expect(position).toHaveText(`action ${ENTRIES} of ${ENTRIES}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`action ${ENTRIES - 1} of ${ENTRIES}`);
  expect(errors).toEqual([]);
});

test('a long recording: bounded rows in the DOM, End, the scrubber and the list agree', async ({ page }, info) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.goto('./');
  await openFile(page, info, 'long.json', longSessionText(ENTRIES));
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText(`action 0 of ${ENTRIES}`, { timeout: 120_000 });
  // the side panel of a long recording comes after the board's first frame
  await expect(page.getByTestId('replay-actions')).toBeVisible();
  const rows = page.locator('[data-testid="replay-actions"] [data-index]');
  const count = async () => rows.count();
  expect(await count()).toBeGreaterThan(5);
  expect(await count()).toBeLessThanOrEqual(MAX_ROWS);

  await page.getByTestId('replay-end').click();
  await expect(position).toHaveText(`action ${ENTRIES} of ${ENTRIES}`);
  const current = page.locator('[data-testid="replay-actions"] [aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(page.locator(`[data-testid="replay-actions"] [data-index="${ENTRIES}"] button`)).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.locator(`[data-testid="replay-actions"] [data-index="${ENTRIES}"] button`)).toBeInViewport();
  expect(await count()).toBeLessThanOrEqual(MAX_ROWS);

  await page.getByTestId('replay-scrubber').fill(String(ENTRIES / 2));
  await expect(position).toHaveText(`action ${ENTRIES / 2} of ${ENTRIES}`);
  await expect(page.locator(`[data-testid="replay-actions"] [data-index="${ENTRIES / 2}"] button`)).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.getByTestId('replay-back').click();
  await expect(position).toHaveText(`action ${ENTRIES / 2 - 1} of ${ENTRIES}`);
  // a click on a row in sight jumps there
  await page.locator(`[data-testid="replay-actions"] [data-index="${ENTRIES / 2 - 3}"] button`).click();
  await expect(position).toHaveText(`action ${ENTRIES / 2 - 3} of ${ENTRIES}`);
  expect(await count()).toBeLessThanOrEqual(MAX_ROWS);

  // the score chart and the solver's strip stay small too
  const points = await page.locator('[data-testid="replay-chart"] polyline').getAttribute('points');
  expect(points!.split(' ').length).toBeLessThanOrEqual(2400);
  expect(await page.locator('[data-testid="winnable-strip"] .strip-run').count()).toBeLessThanOrEqual(400);
  expect(errors).toEqual([]);
});

test('a long recording with a refused action: the worker names it and its valid prefix is watched', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('./');
  const entries = 5000;
  const session = JSON.parse(longSessionText(entries)) as { actions: { a: string; t?: number }[] };
  session.actions.push({ a: 'F1-T1' });
  await openFile(page, info, 'refused.json', JSON.stringify(session));
  await expect(page.getByTestId('replay-error')).toContainText(`action ${entries + 1}`, { timeout: 60_000 });
  const position = page.getByTestId('replay-position');
  await expect(position).toHaveText(`action 0 of ${entries}`);
  await page.keyboard.press('End');
  await expect(position).toHaveText(`action ${entries} of ${entries}`);
  expect(errors).toEqual([]);
});
