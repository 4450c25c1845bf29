import { expect, test, type Page } from '@playwright/test';
import {
  act,
  gameFromDeck,
  gameFromStart,
  makePosition,
  makeReplayLink,
  makeRules,
  makeSession,
  parseAction,
  parseDeck,
  parsePlayLink,
  scanJournal,
  gameAtStart,
  journalEntries,
  gamePosition,
  W1,
  W_TABLEAU_MOVES,
  type Game,
} from '@klondike/engine';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { holdWorkers } from '@klondike/config/e2e';
import { FIXTURES, REPO, inLanguage, openFile, watchErrors, type SessionJson } from './helpers.js';

/** The draw that buries 3d under 4d for good (one pass, classic): the losing action. */
const LOST_AT = W_TABLEAU_MOVES.length + 2;

/** W1 under classic rules (one pass), played: the tableau home, then three draws (as the strip's spec). */
function lostGame(): Game {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  let game = gameFromDeck(deck.value, makeRules({ preset: 'classic' }));
  for (const token of [...W_TABLEAU_MOVES, 'D', 'D', 'D']) {
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    const next = act(game, action.value, 0);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

const session = makeSession(lostGame(), { startedAt: '2026-01-01T00:00:00.000Z' });
/** The replay's own address for a replay link made for `/replay/`. */
const local = (link: string): string => `./${link.slice(link.indexOf('?'))}`;

async function reviewed(page: Page): Promise<void> {
  await expect(page.getByTestId('review-verdict')).toBeVisible({ timeout: 90_000 });
}

test('a review link: the chart fills in, marks the losing action, lists the key moments; a moment shows the best action and retries from there', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto(local(makeReplayLink(session, '/replay/', { review: true })));
  const chart = page.getByTestId('review-chart');
  await expect(chart).toBeVisible();
  await reviewed(page);
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  // with the stock unseen, almost no arrangement of it wins after the tableau went home: the cards lost it
  await expect(page.getByTestId('review-verdict')).toHaveText(
    `Lost to the cards at action ${LOST_AT} (D): by what could be seen it was no clear mistake (its chance less than 10 points below the best choice's).`,
  );
  await expect(page.getByTestId('review-accuracy')).toHaveText(/^Accuracy \d+(\.\d)? of 100$/);
  // the line has a point per frame, the losing action is marked where it was played
  const points = await page.getByTestId('review-line').getAttribute('points');
  expect(points?.trim().split(/\s+/)).toHaveLength(W_TABLEAU_MOVES.length + 4);
  await expect(chart.locator(`[data-mark="lost"][data-index="${LOST_AT}"]`)).toHaveCount(1);
  // the text alternative says the chances in words
  await expect(chart.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Chance to win with the cards seen so far: \d+% at the deal, 0% after action 31 of 31\./,
  );

  const lost = page.locator(`.moment[data-index="${LOST_AT}"]`);
  await expect(lost).toHaveAttribute('data-kind', 'lost');
  await expect(lost).toContainText('Losing action');
  // keyboard: Tab reaches the moment's button, Enter jumps there
  await lost.getByTestId('key-moment').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('replay-position')).toHaveText(
    `action ${LOST_AT - 1} of ${W_TABLEAU_MOVES.length + 3}`,
  );
  await expect(page.getByTestId('review-best')).toBeVisible();
  const best = (await page.locator('[data-testid="review-best"] .notation').textContent())?.trim();
  // every action ties by the chances (all 0), so the board shows what kept the game winnable: 3d home
  expect(best).toBe('W-F');
  await expect(page.getByTestId('review-best')).toContainText('What kept the game winnable here:');
  // the board outlines the best action: the waste's card and where it goes
  await expect(page.locator('.kb-hint')).toHaveCount(1);
  await expect(page.locator('.kb-hinted')).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('review-desktop.png') });

  // "Retry from here": a play link of the position the losing action was played from
  const href = await lost.getByTestId('retry-here').getAttribute('href');
  expect(href).toMatch(/^\/\?position=/);
  const start = parsePlayLink(href!.slice(1));
  expect(start.ok).toBe(true);
  const game = start.ok ? gameFromStart(start.value) : null;
  expect(game?.ok).toBe(true);
  const recorded = lostGame();
  const before = scanJournal(gameAtStart(recorded), journalEntries(recorded)).games[LOST_AT - 1]!;
  if (game?.ok) {
    expect(makePosition(gamePosition(game.value))).toBe(makePosition(gamePosition(before)));
    expect(game.value.rules.preset).toBe('classic');
  }
  expect(await page.getByTestId('retry-here-board').getAttribute('href')).toBe(href);
  expect(errors).toEqual([]);
});

test('without the link, the review starts on demand; opening another recording stops it', async ({ page }, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // the first review's worker gets no task until the test lets it go: the review is still under way
  // when the other recording opens, however fast the review or slow the machine
  const held = await holdWorkers(page, 'review');
  await page.goto(local(makeReplayLink(session, '/replay/')));
  await expect(page.getByTestId('winnable-summary')).toContainText('Lost at action');
  await expect(page.getByTestId('review-chart')).toHaveCount(0);
  const started = page.waitForEvent('worker', (w) => w.url().includes('review.worker'));
  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review-chart')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect.poll(held.count).toBeGreaterThan(0);
  const worker = await started;
  const stopped = new Promise<void>((resolve) => worker.on('close', () => resolve()));
  // another recording while it runs: the view and its review go, the new one has none running
  const path = info.outputPath('other.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path, JSON.stringify(session));
  await page.getByTestId('replay-file').setInputFiles(path);
  await expect(page.getByTestId('review-start')).toBeVisible();
  await expect(page.getByTestId('review-chart')).toHaveCount(0);
  // its worker was stopped (terminated), not left to finish
  await stopped;
  await held.release();
  await page.getByTestId('review-start').click();
  await reviewed(page);
  await expect(page.locator(`.moment[data-index="${LOST_AT}"]`)).toHaveAttribute('data-kind', 'lost');
  expect(errors).toEqual([]);
});

for (const [name, viewport, lang] of [
  ['phone', { width: 390, height: 844 }, 'en'],
  ['hebrew', { width: 1280, height: 800 }, 'he'],
  ['dutch-phone', { width: 390, height: 844 }, 'nl'],
] as const) {
  test(`the review at ${name} size, in ${lang}`, async ({ page }, info) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await page.addInitScript((language) => {
      localStorage.setItem('klondike.settings', JSON.stringify({ language }));
    }, lang);
    await page.goto(local(makeReplayLink(session, '/replay/', { review: true })) + '&samples=8');
    await reviewed(page);
    if (lang !== 'en') await expect(page.getByTestId('review-verdict')).not.toContainText('Lost to');
    await page.locator(`.moment[data-index="${LOST_AT}"]`).getByTestId('key-moment').click();
    await page.screenshot({ path: info.outputPath(`review-${name}.png`), fullPage: true });
  });
}

test("the browser's review gives klondike review's numbers for the same session, K and seed", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // the shortest shared fixture, at the review's default K and seed in both
  const file = resolve(FIXTURES, 'app-d3-vegas-03.json');
  const { session: fixture } = JSON.parse(readFileSync(file, 'utf8')) as { session: SessionJson };
  const cli = JSON.parse(
    execFileSync(process.execPath, [resolve(REPO, 'apps/cli/bin/klondike.js'), 'review', '--session', file, '--json'], {
      encoding: 'utf8',
    }),
  ) as { moves: { pWin: number }[]; samples: number; seed: number };
  expect(cli.moves).toHaveLength(fixture.actions.length);
  await page.goto('./');
  await openFile(page, info, 'session.json', JSON.stringify(fixture));
  await page.getByTestId('review-start').click();
  await reviewed(page);
  const chances = JSON.parse((await page.getByTestId('review-chart').getAttribute('data-chances'))!) as number[];
  // frame 0 is the deal; frame i the chance after journal entry i, printed by the CLI to 4 decimals
  const round = (p: number): number => Math.round(p * 10_000) / 10_000;
  expect(chances.slice(1).map(round)).toEqual(cli.moves.map((m) => m.pWin));
  expect(errors).toEqual([]);
});

test("the strip takes the review's exact verdicts where its timed search left positions undecided", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // a fixture the strip's timed search leaves mostly undecided; the review decides every entry
  const file = resolve(FIXTURES, 'classic-d1-normal-08.json');
  const { session: fixture } = JSON.parse(readFileSync(file, 'utf8')) as { session: SessionJson };
  await page.goto('./');
  await openFile(page, info, 'session.json', JSON.stringify(fixture));
  await page.getByTestId('review-start').click();
  await reviewed(page);
  await expect(page.getByTestId('review-verdict')).toContainText('Lost to the cards at action 9 (D)');
  const runs = page.getByTestId('winnable-strip').locator('.strip-run');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toHaveAttribute('data-state', 'winnable');
  await expect(runs.nth(0)).toHaveAttribute('data-to', '8');
  await expect(runs.nth(1)).toHaveAttribute('data-state', 'lost');
  await expect(runs.nth(1)).toHaveAttribute('data-from', '9');
  await expect(page.getByTestId('winnable-summary')).toHaveText(
    'Lost at action 9 (D): the game could be won before it, not after.',
  );
  // a disagreement of the two would be logged as an error
  expect(errors).toEqual([]);
});

test('the review chart and the strip show above the playback controls once the review starts (found by a new-user trial)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // the review's worker gets no task: the chart shows its progress the whole time, at any speed
  await holdWorkers(page, 'review');
  await page.goto(local(makeReplayLink(session, '/replay/')));
  await expect(page.getByTestId('winnable-summary')).toContainText('Lost at action');
  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review-chart')).toBeVisible();
  // what the player sees at the middle of the chart's plot and of the strip: themselves, not the
  // playback controls that stay at the foot of the screen
  const topmost = (testId: string): Promise<string | null> =>
    page.getByTestId(testId).evaluate((el, id) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height * 0.75);
      return hit?.closest(`[data-testid="${id}"]`)
        ? 'shown'
        : (hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? null);
    }, testId);
  await expect.poll(() => topmost('review-chart')).toBe('shown');
  await expect.poll(() => topmost('winnable-strip')).toBe('shown');
  // and not by scrolling the header, the info line and the board's top row out of sight (a later trial)
  for (const part of [
    page.locator('.app > .bar h1'),
    page.getByTestId('replay-position'),
    page.locator('[data-pile="S"]'),
    page.locator('[data-pile="F4"]'),
  ])
    await expect(part).toBeInViewport({ ratio: 1 });
  expect(errors).toEqual([]);
});

test('the current action stays in sight in the actions list when the review opens and the list gets shorter (found by a new-user trial)', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // the review's worker gets no task: only the layout the review brings matters here
  await holdWorkers(page, 'review');
  await page.goto('./');
  await openFile(page, info, 'app-d1-normal-00.json', readFileSync(resolve(FIXTURES, 'app-d1-normal-00.json'), 'utf8'));
  const chart = page.getByTestId('replay-chart');
  await expect(chart).toBeVisible();
  await chart.click();
  const list = page.getByTestId('replay-actions');
  const current = list.locator('button[aria-current="step"]');
  await expect(current).toBeVisible();
  /** How far the current row sticks out of the list's visible box, in CSS pixels (0 when inside; under 1 is rounding). */
  const outside = (): Promise<number> =>
    current.evaluate((row) => {
      const box = row.closest('[data-testid="replay-actions"]')!.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      return Math.max(0, box.top - r.top) + Math.max(0, r.bottom - box.bottom);
    });
  await expect.poll(outside).toBeLessThan(1);
  const before = await list.evaluate((el) => el.clientHeight);
  await page.getByTestId('review-start').click();
  await expect(page.getByTestId('review-chart')).toBeVisible();
  await expect.poll(() => list.evaluate((el) => el.clientHeight)).toBeLessThan(before);
  await expect.poll(outside).toBeLessThan(1);
  expect(errors).toEqual([]);
});

/** The retry link's label in each language: Dutch's long one squeezed the text beside it (a new-user trial). */
const RETRY = { nl: 'Vanaf hier opnieuw proberen', en: 'Retry from here', he: 'לנסות שוב מכאן' } as const;

for (const language of ['nl', 'en', 'he'] as const)
  test(`${language}: a key moment keeps its text readable beside or above its retry link (shot to be looked at)`, async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const errors = watchErrors(page);
    await inLanguage(page, language);
    await page.goto('./');
    await openFile(
      page,
      info,
      'app-d3-normal-02.json',
      readFileSync(resolve(FIXTURES, 'app-d3-normal-02.json'), 'utf8'),
    );
    await page.getByTestId('review-start').click();
    const moment = page.locator('.moment').first();
    await expect(moment).toBeVisible({ timeout: 90_000 });
    await expect(moment.getByTestId('retry-here')).toHaveText(RETRY[language]);
    await page.getByTestId('review-panel').screenshot({ path: info.outputPath(`key-moments-${language}.png`) });
    // each moment's text as wide as a readable line (the long Dutch link beside it left it about 90 px)
    const widths = await page
      .getByTestId('key-moment')
      .evaluateAll((jumps) => jumps.map((j) => j.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(180);
    expect(errors).toEqual([]);
  });

test("the chance chart's axis labels stay readable: no marker sits on them (shot to be looked at)", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto('./');
  // its first draw turns up a card that costs 16 points: a bad-luck marker at action 1, at 56%, where
  // the 50% label is
  await openFile(page, info, 'app-d3-normal-02.json', readFileSync(resolve(FIXTURES, 'app-d3-normal-02.json'), 'utf8'));
  await page.getByTestId('review-start').click();
  await reviewed(page);
  const chart = page.getByTestId('review-chart');
  await expect(chart.locator('[data-mark="badLuck"][data-index="1"]')).toHaveCount(1);
  await chart.screenshot({ path: info.outputPath('review-chart-axis.png') });
  const covered = await chart.evaluate((figure) => {
    const box = (e: Element) => e.getBoundingClientRect();
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const marks = [...figure.querySelectorAll('.review-plot .mark')];
    return [...figure.querySelectorAll('.review-plot .axis')].flatMap((label) =>
      marks
        .filter((mark) => meet(box(label), box(mark)))
        .map(
          (mark) =>
            `${label.textContent} under ${(mark as HTMLElement).dataset['mark']} ${(mark as HTMLElement).dataset['index']}`,
        ),
    );
  });
  expect(covered).toEqual([]);
  expect(errors).toEqual([]);
});
