import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { createActor } from 'xstate';
import {
  isFoundationPile,
  canPickUp,
  cardOf,
  columnPiles,
  dropAction,
  foundationSuit,
  gameFromCode,
  gameMachine,
  gamePosition,
  journalCounts,
  legalActions,
  makeAction,
  makeCard,
  makeGameCode,
  VARIANTS,
  type Action,
  type Game,
  type Pile,
  type Rank,
  type VariantName,
} from '@klondike/engine';
import { variantGameInvariants } from '@klondike/engine/testing';

/*
 * Model paths of the variants (RULES §10: Double Klondike, Klondike with jokers) in Chromium, in the
 * manner of the engine's variant walks (src/variantWalk.ts): seeded random commands (a legal action
 * picked by number, a tap on a pile, an undo) are given to the page as a player gives them (a click
 * on the stock or a top card, a drag of a card or run, the undo button) and to the engine's actor
 * beside it; after every command the board must show the actor's position, pile by pile, and the
 * actions counter its count. The standard game's model (model.spec.ts) states 7 columns and 4
 * foundations; these paths check the variants against the engine and its variant invariants.
 */

type Command =
  | { readonly kind: 'legal'; readonly pick: number }
  | { readonly kind: 'tap'; readonly pile: Pile }
  | { readonly kind: 'undo' };

/** The board, pile by pile: each card's text, `#` for a face-down one; the stock by its label. */
async function boardShows(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const pile of document.querySelectorAll<HTMLElement>('.kb-board [data-pile]')) {
      const name = pile.dataset['pile']!;
      const cards = [...pile.querySelectorAll('.kb-place > .kb-card')].map((c) =>
        c.getAttribute('data-face') === 'down' ? '#' : c.getAttribute('data-card')!,
      );
      out[name] = name === 'S' ? pile.getAttribute('aria-label')! : cards.join(' ');
    }
    return out;
  });
}

/** What the board draws of a game: every column card, a foundation's top two, the waste's shown cards, the stock's count. */
function expectedBoard(game: Game): Record<string, string> {
  const p = gamePosition(game);
  const out: Record<string, string> = {};
  p.tableau.forEach(
    (c, n) => (out[`T${n + 1}`] = c.cards.map((card, i) => (i < c.down ? '#' : makeCard(card))).join(' ')),
  );
  p.foundations.forEach((count, k) => {
    const ranks = count === 0 ? [] : count === 1 ? [1] : [count - 1, count];
    out[`F${k + 1}`] = ranks.map((r) => makeCard(cardOf(foundationSuit(k), r as Rank))).join(' ');
  });
  const shown = Math.min(p.waste.length, (game.rules.draw === 3 ? 3 : 1) + 1);
  out['W'] = p.waste
    .slice(p.waste.length - shown)
    .map(makeCard)
    .join(' ');
  out['S'] = p.stock.length === 0 ? 'Stock, empty' : `Stock, ${p.stock.length} card${p.stock.length === 1 ? '' : 's'}`;
  return out;
}

/** Drags the card at `index` of `from` (with the cards on it) onto the pile `to`. */
async function dragCard(page: Page, from: Pile, index: number, to: Pile): Promise<void> {
  const card = (await page.locator(`[data-pile="${from}"] [data-index="${index}"]`).boundingBox())!;
  const target = page.locator(`[data-pile="${to}"]`);
  const aim =
    (await target.locator('.kb-place').count()) > 0
      ? (await target.locator('.kb-place').last().boundingBox())!
      : (await target.locator('.kb-slot').boundingBox())!;
  await page.mouse.move(card.x + card.width / 2, card.y + Math.min(10, card.height / 4));
  await page.mouse.down();
  await page.mouse.move(card.x + card.width / 2 + 12, card.y + 24, { steps: 3 });
  await page.mouse.move(aim.x + aim.width / 2, aim.y + Math.min(aim.height / 2, 20), { steps: 8 });
  await page.mouse.up();
}

/** Gives a legal action to the page by a player's gesture; false when it has none here (a foundation return is left to the engine walks). */
async function playOnPage(page: Page, game: Game, a: Action): Promise<boolean> {
  const p = gamePosition(game);
  if (a.type !== 'move') {
    await page.locator('[data-pile="S"]').click();
    return true;
  }
  if (isFoundationPile(a.from)) return false;
  if (isFoundationPile(a.to)) {
    if (a.to !== 'F') return false;
    await page.locator(`[data-pile="${a.from}"] .kb-place`).last().click();
    return true;
  }
  const to = a.to as Pile;
  const count = a.from === 'W' ? p.waste.length : p.tableau[Number(a.from.slice(1)) - 1]!.cards.length;
  for (let i = 0; i < count; i++) {
    if (canPickUp(p, a.from, i) && dropAction(p, game.rules, a.from, i, to)) {
      await dragCard(page, a.from, i, to);
      return true;
    }
  }
  return false;
}

for (const variant of ['double', 'jokers'] as const satisfies readonly Exclude<VariantName, 'standard'>[]) {
  test(`model paths of ${variant} in Chromium: after every command the board is the engine's`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const piles: Pile[] = ['S', 'W', ...columnPiles(VARIANTS[variant])];
    const commandArb: fc.Arbitrary<Command> = fc.oneof(
      { weight: 6, arbitrary: fc.nat().map((pick) => ({ kind: 'legal', pick }) as const) },
      { weight: 2, arbitrary: fc.constantFrom(...piles).map((pile) => ({ kind: 'tap', pile }) as const) },
      { weight: 1, arbitrary: fc.constant({ kind: 'undo' } as const) },
    );
    const [[deal, draw, commands]] = fc.sample(
      fc.tuple(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom<1 | 3>(1, 3),
        fc.array(commandArb, { minLength: 30, maxLength: 30 }),
      ),
      {
        numRuns: 1,
        seed: variant === 'double' ? 10 : 11,
      },
    ) as [[number, 1 | 3, Command[]]];
    const code = makeGameCode({ deal, draw, scoring: 'normal', preset: 'app', thoughtful: false, variant });
    const actor = createActor(gameMachine, {
      input: { game: gameFromCode({ deal, draw, scoring: 'normal', preset: 'app', thoughtful: false, variant }) },
    }).start();
    const game = (): Game => actor.getSnapshot().context.game;
    await page.clock.install();
    await page.goto(`/?code=${code}`);
    await expect(page.getByTestId('game-code')).toHaveText(code);
    expect(await boardShows(page), `${code} dealt`).toEqual(expectedBoard(game()));
    for (const [i, c] of commands.entries()) {
      const before = game();
      let label: string;
      if (c.kind === 'legal') {
        const legal = legalActions(gamePosition(before), before.rules);
        if (legal.length === 0) continue;
        const a = legal[c.pick % legal.length]!;
        label = `legal ${makeAction(a)}`;
        if (!(await playOnPage(page, before, a))) continue;
        actor.send({ type: 'act', action: a });
      } else if (c.kind === 'tap') {
        label = `tap ${c.pile}`;
        const index =
          c.pile === 'S'
            ? -1
            : (c.pile === 'W'
                ? gamePosition(before).waste.length
                : gamePosition(before).tableau[Number(c.pile.slice(1)) - 1]!.cards.length) - 1;
        if (c.pile !== 'S' && index < 0) continue;
        await (
          c.pile === 'S' ? page.locator('[data-pile="S"]') : page.locator(`[data-pile="${c.pile}"] .kb-place`).last()
        ).click();
        // a tap that may be the first of a double tap acts once the window (250 ms) has passed (RULES §6),
        // and one that did nothing must not pair with the next command's tap into a double tap: the
        // page's clock jumps past the window, firing its timer, however slow the machine
        await page.clock.runFor(300);
        actor.send({ type: 'tap', pile: c.pile });
      } else {
        label = 'undo';
        if (before.undoable === 0 || before.journal === null) continue;
        await page.getByTestId('undo').click();
        actor.send({ type: 'undo' });
      }
      await expect(page.getByTestId('actions'), `${code} command ${i + 1}: ${label}`).toHaveText(
        String(journalCounts(game()).actions),
      );
      if (game().journal !== null)
        await expect(page.locator('.app'), `${code} command ${i + 1}: ${label}`).toHaveAttribute(
          'data-saved',
          String(game().journal!.length),
        );
      expect(await boardShows(page), `${code} command ${i + 1}: ${label}`).toEqual(expectedBoard(game()));
    }
    expect(variantGameInvariants(game())).toEqual([]);
    expect(journalCounts(game()).actions).toBeGreaterThan(5);
    actor.stop();
    expect(errors).toEqual([]);
  });
}
