import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import lz from 'lz-string';
import {
  isColumnPile,
  isFoundationPile,
  applyAction,
  canPickUp,
  cardOf,
  foundationSuit,
  doubleTapAction,
  dropAction,
  gameFromCode,
  gamePosition,
  isJoker,
  legalActions,
  makeAction,
  makeCard,
  makeGameCode,
  makePosition,
  parseGameCode,
  parseSessions,
  play,
  tapTiming,
  undo,
  type Action,
  type Game,
  type GameCode,
  type Pile,
  type Position,
  type Rank,
  type Rules,
  type VariantName,
} from '@klondike/engine';
import { stopClock, watchErrors } from './helpers.js';

/*
 * A Double Klondike game and a jokers game are dealt in the new-game dialog,
 * played (a foundation move among them, and in jokers a joker move), undone, saved, reloaded and
 * replayed, as a new player would. Each step is also played on the engine here, and the board is
 * checked against the engine's position after every one (a small model path per variant: the
 * board's cards, pile by pile, must be the engine's).
 */

const VARIANT_NAME: Record<Exclude<VariantName, 'standard'>, string> = {
  double: 'Double Klondike',
  jokers: 'Klondike with jokers',
};

/** Whether a move moves a joker (the waste's top, or any card of the moved run). */
function movesJoker(p: Position, a: Action): boolean {
  if (a.type !== 'move') return false;
  if (a.from === 'W') return p.waste.length > 0 && isJoker(p.waste[p.waste.length - 1]!);
  if (!isColumnPile(a.from)) return false;
  const column = p.tableau[Number(a.from.slice(1)) - 1]!;
  return column.cards.slice(column.down).some(isJoker);
}

/** The move a player would make next: a foundation move first, then a joker move, then one that turns a card, then any other, then the stock; never back to a position seen before. */
function nextAction(game: Game, seen: Set<string>, wantJoker: boolean): Action | null {
  const p = gamePosition(game);
  const fresh = legalActions(p, game.rules).filter((a) => {
    if (a.type === 'move' && isFoundationPile(a.from)) return false;
    const after = applyAction(p, game.rules, a);
    return after.ok && !seen.has(makePosition(after.value.position));
  });
  const rank = (a: Action): number => {
    if (a.type === 'move' && isFoundationPile(a.to)) return 0;
    if (wantJoker && movesJoker(p, a)) return 1;
    if (a.type === 'move' && isColumnPile(a.from)) {
      const after = applyAction(p, game.rules, a);
      if (after.ok && after.value.points > 0) return 2;
    }
    if (a.type === 'move') return 3;
    return 4;
  };
  return fresh.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** Plays `steps` actions of {@link nextAction} on the engine: the path the browser then plays. */
function planPath(code: string, steps: number, wantJoker: boolean): { game: Game; actions: Action[] } {
  let game = gameFromCode(parseCode(code));
  const seen = new Set([makePosition(gamePosition(game))]);
  const actions: Action[] = [];
  for (let i = 0; i < steps; i++) {
    const a = nextAction(game, seen, wantJoker);
    if (!a) break;
    const next = play(game, a);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
    seen.add(makePosition(gamePosition(game)));
    actions.push(a);
  }
  return { game, actions };
}

/** The game code's contents (a bad code fails the test). */
function parseCode(code: string): GameCode {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The first deal (from 0 up) whose planned path has a foundation move, and in jokers a joker move. */
function chooseDeal(variant: 'double' | 'jokers', steps: number): { code: string; actions: Action[] } {
  for (let deal = 0; deal < 500; deal++) {
    const code = makeGameCode({ deal, draw: 1, scoring: 'normal', preset: 'app', thoughtful: false, variant });
    const { game, actions } = planPath(code, steps, variant === 'jokers');
    let p = gamePosition(gameFromCode(parseCode(code)));
    let foundation = false;
    let joker = false;
    for (const a of actions) {
      if (a.type === 'move' && isFoundationPile(a.to)) foundation = true;
      if (movesJoker(p, a)) joker = true;
      const next = applyAction(p, game.rules, a);
      if (!next.ok) throw new Error(next.error.message);
      p = next.value.position;
    }
    if (actions.length === steps && foundation && (variant === 'double' || joker)) return { code, actions };
  }
  throw new Error(`no ${variant} deal found`);
}

/** What the board shows, pile by pile: each face-up card's text (`#` for a face-down one); the stock's count. */
async function boardShows(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const pile of document.querySelectorAll<HTMLElement>('[data-pile]')) {
      const name = pile.dataset['pile']!;
      const cards = [...pile.querySelectorAll('.kb-place > .kb-card')].map((c) =>
        c.getAttribute('data-face') === 'down' ? '#' : c.getAttribute('data-card')!,
      );
      out[name] = name === 'S' ? pile.getAttribute('aria-label')! : cards.join(' ');
    }
    return out;
  });
}

/**
 * What the board should show for an engine position: every column card; a foundation's top card and
 * the one under it; the waste's top card and one more under it (draw 1) or its fan of three and one
 * more (draw 3); the stock's count.
 */
function expectedBoard(p: Position, rules: Rules): Record<string, string> {
  const out: Record<string, string> = {};
  p.tableau.forEach(
    (c, n) => (out[`T${n + 1}`] = c.cards.map((card, i) => (i < c.down ? '#' : makeCard(card))).join(' ')),
  );
  p.foundations.forEach((count, k) => {
    const ranks = count === 0 ? [] : count === 1 ? [1] : [count - 1, count];
    out[`F${k + 1}`] = ranks.map((r) => makeCard(cardOf(foundationSuit(k), r as Rank))).join(' ');
  });
  const shown = Math.min(p.waste.length, (rules.draw === 3 ? 3 : 1) + 1);
  out['W'] = p.waste
    .slice(p.waste.length - shown)
    .map(makeCard)
    .join(' ');
  out['S'] = p.stock.length === 0 ? 'Stock, empty' : `Stock, ${p.stock.length} card${p.stock.length === 1 ? '' : 's'}`;
  return out;
}

async function expectBoardIs(page: Page, game: Game, step: string): Promise<void> {
  expect(await boardShows(page), step).toEqual(expectedBoard(gamePosition(game), game.rules));
}

/** How many column moves were made by a double tap and by a drag (reported with each path). */
const gestures = { doubleTaps: 0, drags: 0 };

/** Makes an action on the board as a player would: tap the stock, tap a card home, drag a card or run to a column. */
async function playOnBoard(page: Page, game: Game, a: Action, actions: number): Promise<void> {
  const p = gamePosition(game);
  if (a.type !== 'move') await page.locator('[data-pile="S"]').click();
  else if (isFoundationPile(a.to)) {
    await page.locator(`[data-pile="${a.from}"] .kb-place`).last().click();
  } else {
    // the deepest card the engine lets the player pick up whose drop makes this move
    const from = a.from as Pile;
    const count = a.from === 'W' ? p.waste.length : p.tableau[Number(a.from.slice(1)) - 1]!.cards.length;
    let index = -1;
    for (let i = 0; i < count; i++) {
      if (canPickUp(p, from, i) && dropAction(p, game.rules, from, i, a.to as Pile)) {
        index = i;
        break;
      }
    }
    expect(index, makeAction(a)).toBeGreaterThanOrEqual(0);
    const card = page.locator(`[data-pile="${from}"] [data-index="${index}"]`);
    // every other time, a double tap where it makes this very move and its first tap does not act at once (RULES §6)
    const doubled = doubleTapAction(p, from, index);
    if (
      actions % 2 === 0 &&
      doubled &&
      makeAction(doubled) === makeAction(a) &&
      tapTiming(p, game.rules, from, index) !== 'at-once'
    ) {
      gestures.doubleTaps++;
      // the page's clock stands still for the double tap: its second tap is within the window however
      // slow the machine (the clock, installed before the page loaded, flows again after)
      await stopClock(page);
      await card.dblclick({ position: { x: 10, y: 8 } });
      await expect(page.getByTestId('actions'), `${makeAction(a)} by double tap`).toHaveText(String(actions));
      await page.clock.resume();
      return;
    }
    const target = page.locator(`[data-pile="${a.to}"]`);
    const c = (await card.boundingBox())!;
    gestures.drags++;
    // aim at the target's top card (or its empty slot): the dragged card then covers that pile most
    const aim =
      (await target.locator('.kb-place').count()) > 0
        ? (await target.locator('.kb-place').last().boundingBox())!
        : (await target.locator('.kb-slot').boundingBox())!;
    await page.mouse.move(c.x + c.width / 2, c.y + Math.min(10, c.height / 4));
    await page.mouse.down();
    await page.mouse.move(c.x + c.width / 2 + 12, c.y + 24, { steps: 3 });
    await page.mouse.move(aim.x + aim.width / 2, aim.y + aim.height / 2, { steps: 8 });
    await page.mouse.up();
  }
  await expect(page.getByTestId('actions'), makeAction(a)).toHaveText(String(actions));
}

/** Deals `code` from the new-game dialog, choosing its variant there and typing the code. */
async function dealFromDialog(page: Page, variant: 'double' | 'jokers', code: string): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId(`variant-${variant}`).check();
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('game-code')).toHaveText(code);
}

for (const variant of ['double', 'jokers'] as const) {
  test(`${VARIANT_NAME[variant]}: dealt, played, undone, saved, reloaded and replayed; the board is the engine's after every step`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const steps = 10;
    const { code, actions } = chooseDeal(variant, steps);
    gestures.doubleTaps = 0;
    gestures.drags = 0;
    // a clock the double taps can stop (playOnBoard); it flows as usual otherwise
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('actions')).toHaveText('0');

    // a random deal of the variant first, as a new player would start one
    await page.getByTestId('new-game').click();
    await page.getByTestId(`variant-${variant}`).check();
    await expect(page.getByTestId('winnable-only')).toBeDisabled();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('mode')).toContainText(VARIANT_NAME[variant]);
    await expect(page.getByTestId('game-code')).toHaveText(new RegExp(`-${variant === 'double' ? 'D' : 'J'}$`));
    await expect(page.locator('[data-pile^="T"]')).toHaveCount(variant === 'double' ? 9 : 7);
    await expect(page.locator('[data-pile^="F"]')).toHaveCount(variant === 'double' ? 8 : 4);
    await expect(page.locator('[data-pile="S"]')).toHaveAttribute(
      'aria-label',
      variant === 'double' ? 'Stock, 59 cards' : 'Stock, 26 cards',
    );

    // the chosen deal, by its code
    await dealFromDialog(page, variant, code);
    let game = gameFromCode(parseCode(code));
    await expectBoardIs(page, game, 'the deal');

    // the Hint says the solver plays standard Klondike only, and nothing else changes
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-message')).toContainText('standard Klondike only');

    for (const [i, a] of actions.entries()) {
      await playOnBoard(page, game, a, i + 1);
      const next = play(game, a);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
      await expectBoardIs(page, game, `after ${makeAction(a)} (action ${i + 1})`);
    }

    test.info().annotations.push({
      type: 'gestures',
      description: `column moves: ${gestures.doubleTaps} by double tap, ${gestures.drags} by drag`,
    });
    console.log(`${variant}: column moves: ${gestures.doubleTaps} by double tap, ${gestures.drags} by drag`);
    // undo twice, on the board and on the engine
    for (let u = 1; u <= 2; u++) {
      await page.getByTestId('undo').click();
      const back = undo(game);
      if (!back.ok) throw new Error(back.error.message);
      game = back.value;
      // an undo is in the journal but is not counted as an action
      await expect(page.getByTestId('undo')).toBeEnabled();
      await expect(page.locator('.app')).toHaveAttribute('data-saved', String(steps + u));
      await expectBoardIs(page, game, `after undo ${u}`);
    }

    // saved: a reload brings the same game back
    await expect(page.locator('.app')).toHaveAttribute('data-saved', String(steps + 2));
    await page.reload();
    await expect(page.getByTestId('game-code')).toHaveText(code);
    await expect(page.getByTestId('actions')).toHaveText(String(steps));
    await expectBoardIs(page, game, 'after the reload');

    // downloaded: the session file names the variant and plays back to the same position
    await page.getByTestId('menu').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-current').click()]);
    const file = await readFile(await download.path(), 'utf8');
    expect(JSON.parse(file.trim()) as object).toMatchObject({ variant, code });
    const loaded = parseSessions(file);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(makePosition(gamePosition(loaded.value[0]!.game))).toBe(makePosition(gamePosition(game)));

    // counted in statistics of its own, named by the variant
    await page.getByTestId('open-statistics').click();
    await expect(page.getByTestId('statistics-category')).toContainText(VARIANT_NAME[variant]);
    await page.getByTestId('close-statistics').click();
    await expect(page.getByTestId('statistics')).toHaveCount(0);

    // replayed: the replay link's session names the variant, and the viewer ends where the game is
    // (the Games menu is still open under the statistics)
    await expect(page.getByTestId('games-menu')).toBeVisible();
    const href = (await page.getByTestId('watch-replay').getAttribute('href'))!;
    const session = JSON.parse(
      lz.decompressFromEncodedURIComponent(new URL(href, 'http://127.0.0.1/').searchParams.get('session')!),
    ) as { variant?: string; code?: string };
    expect(session).toMatchObject({ variant, code });
    await page.getByTestId('watch-replay').click();
    await expect(page).toHaveURL(/\/replay\/\?session=/);
    await expect(page.getByTestId('replay-position')).toHaveText(`action 0 of ${steps + 2}`);
    await expect(page.locator('.mode')).toContainText(VARIANT_NAME[variant]);
    await expectBoardIs(page, gameFromCode(parseCode(code)), 'the replay at its start');
    await page.getByTestId('replay-end').click();
    await expect(page.getByTestId('replay-position')).toHaveText(`action ${steps + 2} of ${steps + 2}`);
    await expectBoardIs(page, game, 'the replay at its end');
    await expect(page.getByTestId('winnable-strip')).toContainText('standard Klondike only');
    expect(errors).toEqual([]);
  });
}

test('Double Klondike and jokers boards at 390x844, 844x390, 1280x800 and 1920x1080 (to look at): every pile in sight, nothing scrolls', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const variant of ['double', 'jokers'] as const) {
    const { code } = chooseDeal(variant, 4);
    for (const [width, height] of [
      [390, 844],
      [844, 390],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/?code=${code}`);
      await expect(page.locator('[data-pile="S"]')).toBeVisible();
      const piles = page.locator('[data-pile]');
      for (let i = 0; i < (await piles.count()); i++) {
        const box = (await piles.nth(i).boundingBox())!;
        expect(box.x, `${variant} ${width}x${height} pile ${i}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${variant} ${width}x${height} pile ${i}`).toBeLessThanOrEqual(width + 0.5);
        expect(box.y + Math.min(box.height, 10), `${variant} ${width}x${height} pile ${i}`).toBeLessThanOrEqual(height);
      }
      expect(
        await page.evaluate(
          () =>
            document.documentElement.scrollWidth <= window.innerWidth &&
            document.documentElement.scrollHeight <= window.innerHeight,
        ),
      ).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`${variant}-${width}x${height}.png`) });
    }
  }
});

test('Double Klondike: a card dropped on the second foundation of its suit goes there, and the journal names that pile (RULES §10.1)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // the first deal with an Ace on top of a column
  let found: { code: string; column: number; suit: number } | null = null;
  for (let deal = 0; deal < 200 && !found; deal++) {
    const code = makeGameCode({
      deal,
      draw: 1,
      scoring: 'normal',
      preset: 'app',
      thoughtful: false,
      variant: 'double',
    });
    const p = gamePosition(gameFromCode(parseCode(code)));
    const column = p.tableau.findIndex((c) => c.cards.length > 0 && makeCard(c.cards[c.cards.length - 1]!)[0] === 'A');
    if (column >= 0) found = { code, column, suit: 'shdc'.indexOf(makeCard(p.tableau[column]!.cards.at(-1)!)[1]!) };
  }
  expect(found).not.toBeNull();
  const { code, column, suit } = found!;
  await page.goto(`/?code=${code}`);
  const ace = page.locator(`[data-pile="T${column + 1}"] .kb-place`).last();
  const second = page.locator(`[data-pile="F${suit + 5}"]`);
  const a = (await ace.boundingBox())!;
  const f = (await second.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 10);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 24, { steps: 3 });
  await page.mouse.move(f.x + f.width / 2, f.y + 10, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByTestId('actions')).toHaveText('1');
  await expect(second.locator('[data-card]')).toHaveCount(1);
  await expect(page.locator(`[data-pile="F${suit + 1}"] [data-card]`)).toHaveCount(0);
  await expect(second).toHaveAttribute('aria-label', /^Foundation \w+ 2, 1 card/);
  await page.getByTestId('menu').click();
  const href = (await page.getByTestId('watch-replay').getAttribute('href'))!;
  const session = JSON.parse(
    lz.decompressFromEncodedURIComponent(new URL(href, 'http://127.0.0.1/').searchParams.get('session')!),
  ) as { actions: { a: string }[] };
  expect(session.actions.map((x) => x.a)).toEqual([`T${column + 1}-F${suit + 5}`]);
  expect(errors).toEqual([]);
});

test('larger cards and four colours in both variants: the board still fits, the joker keeps its own colour (to look at)', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('klondike.settings', JSON.stringify({ fourColour: true, largerCards: true })),
  );
  for (const [variant, width, height] of [
    ['jokers', 390, 844],
    ['double', 390, 844],
    ['double', 844, 390],
    ['jokers', 1280, 800],
  ] as const) {
    const { code } = chooseDeal(variant, 4);
    await page.setViewportSize({ width, height });
    await page.goto(`/?code=${code}`);
    await expect(page.locator('.kb-board.kb-larger.kb-four-colour')).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth <= window.innerWidth &&
          document.documentElement.scrollHeight <= window.innerHeight,
      ),
    ).toBe(true);
    const joker = page.locator('[data-card="Jk"]').first();
    if ((await joker.count()) > 0) {
      const colours = await page.evaluate(() =>
        [...document.querySelectorAll('[data-card]')].map((c) => getComputedStyle(c).color),
      );
      const jokerColour = await joker.evaluate((c) => getComputedStyle(c).color);
      expect(colours.filter((c) => c === jokerColour).length).toBe(await page.locator('[data-card="Jk"]').count());
    }
    await page.screenshot({ path: test.info().outputPath(`${variant}-larger-four-colour-${width}x${height}.png`) });
  }
});
