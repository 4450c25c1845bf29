import { expect, test, type Page } from '@playwright/test';
import {
  act,
  gameFromDeck,
  makeRules,
  makeSession,
  parseAction,
  parseDeck,
  W1,
  W_TABLEAU_MOVES,
  type Game,
} from '@klondike/engine';
import { inLanguage, openFile, watchErrors } from './helpers.js';

/** W1 under classic rules (one pass), played: the tableau home, then three draws; the second buries 3d under 4d for good. */
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

test('the strip: green while the game was winnable, red from the losing action; the winning line from the last winnable position plays on the board', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  await page.goto('./');
  await openFile(
    page,
    info,
    'lost.json',
    JSON.stringify(makeSession(lostGame(), { startedAt: '2026-01-01T00:00:00.000Z' })),
  );
  const strip = page.getByTestId('winnable-strip');
  await expect(page.getByTestId('winnable-summary')).toHaveText(
    `Lost at action ${W_TABLEAU_MOVES.length + 2} (D): the game could be won before it, not after.`,
  );
  const runs = strip.locator('.strip-run');
  await expect(runs).toHaveCount(2);
  await expect(runs.nth(0)).toHaveAttribute('data-state', 'winnable');
  await expect(runs.nth(0)).toHaveAttribute('data-to', String(W_TABLEAU_MOVES.length + 1));
  await expect(runs.nth(1)).toHaveAttribute('data-state', 'lost');
  await expect(runs.nth(1)).toHaveAttribute('data-from', String(W_TABLEAU_MOVES.length + 2));
  await runs.nth(1).click();
  await expect(page.getByTestId('replay-position')).toHaveText(
    `action ${W_TABLEAU_MOVES.length + 2} of ${W_TABLEAU_MOVES.length + 3}`,
  );

  await page.getByTestId('watch-winning-line').click();
  await expect(page.getByTestId('winning-line-title')).toContainText(
    `The winning line from action ${W_TABLEAU_MOVES.length + 1} of the recorded game`,
  );
  await expect(page.getByTestId('winnable-strip')).toHaveCount(0);
  await page.getByTestId('replay-end').click();
  await expect(page.locator('[data-pile="F4"] [data-card]').last()).toHaveAttribute('data-card', 'Kc');
  await page.getByTestId('replay-start').click();
  await page.getByTestId('replay-play').click();
  await expect(page.getByTestId('replay-position')).not.toHaveText(/^action 0 of/);
  await page.getByTestId('winning-line-back').click();
  await expect(page.getByTestId('winnable-summary')).toContainText('Lost at action');
  expect(errors).toEqual([]);
});

/**
 * The middle x (CSS pixels, in the page) of the accent-coloured pixels of a one-pixel-high screenshot
 * of `box`: where the scrubber's thumb is drawn, whatever draws it.
 */
async function accentMiddle(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = await page.screenshot({ clip: box });
  return page.evaluate(
    async ({ data, x }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const row = g.getImageData(0, Math.floor(img.height / 2), img.width, 1).data;
      const hits: number[] = [];
      // the accent #ffd60a, give or take antialiasing
      for (let i = 0; i < img.width; i++)
        if (row[4 * i]! > 200 && row[4 * i + 1]! > 170 && row[4 * i + 2]! < 90) hits.push(i);
      // the widest run of them (a stray pixel of another control is not the thumb)
      let best: [number, number] | null = null;
      for (let k = 0; k < hits.length;) {
        let end = k;
        while (end + 1 < hits.length && hits[end + 1]! - hits[end]! <= 1) end++;
        if (!best || hits[end]! - hits[k]! > best[1] - best[0]) best = [hits[k]!, hits[end]!];
        k = end + 1;
      }
      return best ? x + (best[0] + best[1]) / 2 + 0.5 : NaN;
    },
    { data: png.toString('base64'), x: box.x },
  );
}

for (const { language, width, height, position } of [
  { language: 'en', width: 1280, height: 800, position: (i: number) => `action ${i} of 3` },
  { language: 'he', width: 390, height: 844, position: (i: number) => `פעולה ${i} מתוך 3` },
] as const) {
  test(`a 3-action game: the strip's marker and the scrubber's thumb stand at the same x for every position (${language}, ${width}x${height})`, async ({
    page,
  }, info) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height });
    await inLanguage(page, language);
    const deck = parseDeck(W1);
    if (!deck.ok) throw new Error(deck.error.message);
    let game = gameFromDeck(deck.value, makeRules({ preset: 'classic' }));
    for (const token of ['D', 'D', 'D']) {
      const action = parseAction(token);
      if (!action.ok) throw new Error(action.error.message);
      const next = act(game, action.value, 0);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    await page.goto('./');
    await openFile(
      page,
      info,
      'three.json',
      JSON.stringify(makeSession(game, { startedAt: '2026-01-01T00:00:00.000Z' })),
    );
    await expect(page.getByTestId('replay-position')).toHaveText(position(0));
    const scrubber = page.getByTestId('replay-scrubber');
    for (let i = 0; i <= 3; i++) {
      await scrubber.fill(String(i));
      await expect(page.getByTestId('replay-position')).toHaveText(position(i));
      // polled, not read once: on a loaded machine the screenshot can come before the thumb is painted
      // at its new value (a fresh clone's CI read the thumb at another x once in three runs)
      await expect
        .poll(
          async () => {
            const marker = (await page.locator('.strip-now').boundingBox())!;
            const track = (await scrubber.boundingBox())!;
            // one row of pixels across the stage, 5 px over the scrubber's middle: through its thumb, over its track
            const thumb = await accentMiddle(page, {
              x: 0,
              y: Math.round(track.y + track.height / 2) - 5,
              width,
              height: 1,
            });
            return Math.abs(thumb - (marker.x + marker.width / 2));
          },
          { message: `position ${i}: the scrubber's thumb stands under the strip's marker` },
        )
        .toBeLessThanOrEqual(2);
    }
    await page.screenshot({ path: info.outputPath(`strip-three-actions-${language}.png`) });
    expect(errors).toEqual([]);
  });
}
