import { expect, test, type Page } from '@playwright/test';
import { positionUrl, tapAndWait, topCard } from './helpers.js';

/*
 * A board that fills the screen, cards that look like cards, movement; and the board
 * comforts (four-colour suits, larger cards, left-handed, reduced motion). The suite
 * runs with reduced motion (playwright.config.ts); the movement tests turn it on themselves.
 */

/** The longest column Klondike can hold: six face-down cards under a King down to an Ace. */
const LONGEST = positionUrl([
  '#2c #3c #4c #5c #6c #7c Ks Qh Js Th 9s 8h 7s 6h 5s 4h 3s 2h As',
  'Kd',
  '',
  '',
  '',
  '',
  '',
]);

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Stores the player's settings before the page loads (the settings store reads them at start). */
async function withSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript((text) => localStorage.setItem('klondike.settings', text), JSON.stringify(settings));
}

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} the longest column fits without scrolling, every rank readable`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    await page.goto(LONGEST);
    const cards = page.locator('[data-pile="T1"] .kb-place');
    await expect(cards).toHaveCount(19);
    const boxes = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const last = boxes[18]!;
    expect(last.bottom, 'the Ace is wholly in sight').toBeLessThanOrEqual(size.height + 0.5);
    // each face-up card shows at least its corner index's strip: rank and suit
    const index = await page.locator('[data-pile="T1"] [data-card="Ks"] .kb-rank').first().boundingBox();
    for (let i = 7; i < 19; i++)
      expect(boxes[i]!.top - boxes[i - 1]!.top, `step ${i}`).toBeGreaterThanOrEqual(index!.height * 0.8);
    const overflow = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.scrollHeight,
    ]);
    expect(overflow).toEqual([size.width, size.height]);
    await page.screenshot({ path: info.outputPath(`longest-${size.width}x${size.height}.png`) });
  });
}

test('at 1920x1080 the cards are well over 150 px wide, and the header grows with them', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/?code=KL1-D1N-AAAAAAG');
  const card = (await topCard(page, 'T7').boundingBox())!;
  expect(card.width).toBeGreaterThan(155);
  const size = await page.getByTestId('score').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThanOrEqual(18);
});

test('number cards show their standard pips, court cards a framed emblem, the back a pattern', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(positionUrl(['#Kh 9s', '#Kd 7h', 'Qc', 'Ah', '10c'.replace('10', 'T'), '', '']));
  // pips: the suit drawn once per pip, plus the two corner indices
  await expect(page.locator('[data-card="9s"] svg > path')).toHaveCount(9);
  await expect(page.locator('[data-card="7h"] svg > path')).toHaveCount(7);
  await expect(page.locator('[data-card="Tc"] svg > path')).toHaveCount(10);
  await expect(page.locator('[data-card="Qc"] .kb-emblem')).toHaveCount(2);
  await expect(page.locator('[data-card="Qc"] .kb-court').first()).toHaveText('Q');
  await expect(page.locator('[data-card="Ah"] svg > path')).toHaveCount(1);
  await expect(page.locator('[data-pile="T1"] [data-face="down"] .kb-lattice')).toHaveCount(1);
  // accessible names are the cards' names, where they lie
  await expect(page.locator('[data-card="Qc"]')).toHaveAttribute('aria-label', 'queen of clubs, Column 3, face up');
});

test('four-colour suits, larger cards and the left-handed layout follow the settings', async ({ page }, info) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const url = positionUrl(['Td', 'Tc', 'Th', 'Ts', '', '', '']);
  await page.goto(url);
  const colour = (card: string) => page.locator(`[data-card="${card}"]`).evaluate((e) => getComputedStyle(e).color);
  const twoColours = [await colour('Td'), await colour('Tc')];
  const normalIndex = (await page.locator('[data-card="Td"] .kb-rank').first().boundingBox())!.height;
  const normalWidth = (await topCard(page, 'T1').boundingBox())!.width;
  const stockX = (await page.locator('[data-pile="S"]').boundingBox())!.x;
  const f1X = (await page.locator('[data-pile="F1"]').boundingBox())!.x;
  expect(stockX).toBeLessThan(f1X);

  await withSettings(page, { fourColour: true, largerCards: true, leftHanded: true });
  await page.goto(url);
  expect(await colour('Td')).not.toBe(twoColours[0]);
  expect(await colour('Tc')).not.toBe(twoColours[1]);
  expect(await colour('Th')).toBe(twoColours[0]);
  expect(await colour('Ts')).toBe(twoColours[1]);
  expect((await page.locator('[data-card="Td"] .kb-rank').first().boundingBox())!.height).toBeGreaterThan(
    normalIndex * 1.1,
  );
  // larger cards on a wide screen put the piles beside the tableau; left-handed, stock and waste on the right
  const x = async (pile: string) => (await page.locator(`[data-pile="${pile}"]`).boundingBox())!.x;
  expect(await x('S')).toBeGreaterThan(await x('T7'));
  expect(await x('W')).toBeGreaterThan(await x('T7'));
  expect(await x('F4')).toBeLessThan(await x('T1'));
  expect((await topCard(page, 'T1').boundingBox())!.width, 'larger cards').toBeGreaterThan(normalWidth);
  await page.screenshot({ path: info.outputPath('comforts-1920x1080.png') });

  await page.setViewportSize({ width: 844, height: 390 });
  const side = (pile: string) => page.locator(`[data-pile="${pile}"]`).boundingBox();
  expect((await side('S'))!.x).toBeGreaterThan((await side('T7'))!.x);
  expect((await side('F1'))!.x).toBeLessThan((await side('T1'))!.x);
  await page.screenshot({ path: info.outputPath('comforts-844x390.png') });

  // left-handed alone, in the usual row: foundations, then waste, then stock at the right end
  await withSettings(page, { leftHanded: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  const row = async (pile: string) => (await page.locator(`[data-pile="${pile}"]`).boundingBox())!;
  expect((await row('S')).x).toBeGreaterThan((await row('W')).x);
  expect((await row('W')).x).toBeGreaterThan((await row('F4')).x);
  expect((await row('S')).y).toBeLessThan((await row('T1')).y);
  // draw 1: the waste's one card lies right beside the stock
  expect((await row('S')).x - ((await row('W')).x + (await row('W')).width)).toBeLessThan((await row('S')).width * 0.2);
  expect((await row('S')).x + (await row('S')).width).toBeCloseTo((await row('T7')).x + (await row('T7')).width, 0);
  await page.screenshot({ path: info.outputPath('left-handed-1280x800.png') });
});

test.describe('movement', () => {
  test.use({ reducedMotion: 'no-preference' });

  /** A tap on T1's As sends it to F1 and turns up the 2s under it. */
  const TWO_UP = positionUrl(['#2s As', 'Kd', '', '', '', '', '']);

  /**
   * Opens a page and waits until the board's movement is ready: its animator is a lazy chunk, and a
   * move made before it has loaded (a busy machine) is drawn without motion.
   */
  async function openWithMotion(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await expect(page.locator('.kb-board[data-motion-ready="true"]')).toHaveCount(1);
  }

  test('a tapped card glides to its foundation, the card under it turns, and a tap meanwhile acts on the new position', async ({
    page,
  }) => {
    await openWithMotion(page, TWO_UP);
    const t1 = (await page.locator('[data-pile="T1"] .kb-slot').boundingBox())!;
    const during = await page.evaluate(
      async ({ x, y, aceY }) => {
        const tap = (target: Element) => {
          const at = { bubbles: true, button: 0, pointerId: 7, clientX: x, clientY: y, isPrimary: true };
          target.dispatchEvent(new PointerEvent('pointerdown', at));
          target.dispatchEvent(new PointerEvent('pointerup', at));
        };
        tap(document.elementFromPoint(x, aceY)!);
        // once the Ace is on F1 (its picture still travelling) the 2s lies on T1: tap it there at once
        // looked for as soon as the page changes, in the task that starts the glides (the board animates
        // as it draws the change): a slow frame on a loaded machine cannot let a glide end unseen
        const ace = await new Promise<Element>((resolve) => {
          const look = (): boolean => {
            const el = document.querySelector('[data-pile="F1"] [data-card="As"]');
            if (el) resolve(el);
            return el !== null;
          };
          if (look()) return;
          const watcher = new MutationObserver(() => look() && watcher.disconnect());
          watcher.observe(document.body, { childList: true, subtree: true, attributes: true });
        });
        const moving = ace.getAnimations().length;
        const target = document.elementFromPoint(x, y)!;
        tap(target);
        // the turning 2s ignores the pointer while it moves; its place, where it lies now, takes the tap
        const place = target.closest('[data-index]');
        return {
          moving,
          hit: `${place?.closest('[data-pile]')?.getAttribute('data-pile')}:${place?.getAttribute('data-index')}`,
        };
      },
      { x: t1.x + t1.width / 2, y: t1.y + t1.height * 0.1, aceY: t1.y + t1.height * 0.6 },
    );
    expect(during.moving, 'the Ace was still gliding').toBeGreaterThan(0);
    expect(during.hit, 'the tap landed on T1 card 0, the 2s').toBe('T1:0');
    await expect(page.getByTestId('actions')).toHaveText('2');
    await expect(topCard(page, 'F1')).toHaveAttribute('data-card', '2s');
    await expect(page.locator('[data-pile="T1"] .kb-place')).toHaveCount(0);
  });

  test('undo glides the card back; the draw turns the stock card over', async ({ page }) => {
    await openWithMotion(page, TWO_UP);
    await tapAndWait(page, topCard(page, 'T1'), 1);
    // an undo at the glide's first frame would find the Ace where it goes back to, with nowhere to glide
    await page.waitForFunction(() => document.getAnimations().length === 0);
    // each check runs in the page, in the frame the change is drawn, so a short glide cannot end unseen
    const undone = await page.evaluate(async () => {
      (document.querySelector('[data-testid="undo"]') as HTMLButtonElement).click();
      // looked for as soon as the page changes, in the task that starts the glides (the board animates
      // as it draws the change): a slow frame on a loaded machine cannot let a glide end unseen
      const ace = await new Promise<Element>((resolve) => {
        const look = (): boolean => {
          const el = document.querySelector('[data-pile="T1"] [data-card="As"]');
          if (el) resolve(el);
          return el !== null;
        };
        if (look()) return;
        const watcher = new MutationObserver(() => look() && watcher.disconnect());
        watcher.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      return ace.getAnimations().length;
    });
    expect(undone, 'the Ace glides back to T1').toBeGreaterThan(0);
    const s = (await page.locator('[data-pile="S"] .kb-slot').boundingBox())!;
    const frames = await page.evaluate(
      async ({ x, y }) => {
        const at = { bubbles: true, button: 0, pointerId: 7, clientX: x, clientY: y, isPrimary: true };
        const stock = document.elementFromPoint(x, y)!;
        stock.dispatchEvent(new PointerEvent('pointerdown', at));
        stock.dispatchEvent(new PointerEvent('pointerup', at));
        // looked for as soon as the page changes, in the task that starts the glides (the board animates
        // as it draws the change): a slow frame on a loaded machine cannot let a glide end unseen
        const drawn = await new Promise<Element>((resolve) => {
          const look = (): boolean => {
            const el = document.querySelector('[data-pile="W"] [data-card]');
            if (el) resolve(el);
            return el !== null;
          };
          if (look()) return;
          const watcher = new MutationObserver(() => look() && watcher.disconnect());
          watcher.observe(document.body, { childList: true, subtree: true, attributes: true });
        });
        return {
          drawn: drawn
            .getAnimations()
            .flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().map((k) => String(k['transform']))),
          // the stock's next card was under the drawn one all along: it stays put
          stockTop: document.querySelector('[data-pile="S"] .kb-card')!.getAnimations().length,
        };
      },
      { x: s.x + s.width / 2, y: s.y + s.height / 2 },
    );
    expect(
      frames.drawn.some((f) => f.includes('scaleX(0)')),
      frames.drawn.join(' | '),
    ).toBe(true);
    expect(frames.stockTop).toBe(0);
  });

  test('a win gets a short celebration: the four Kings bow', async ({ page }) => {
    await openWithMotion(
      page,
      '/?position=' +
        encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:') +
        '&draw=1&scoring=normal',
    );
    const kd = (await topCard(page, 'T1').boundingBox())!;
    // tapped and checked in the page, in the task the won board is drawn in: the bows last about 2 s,
    // which a busy machine can spend between two steps of the test, or between two frames
    const bowing = await page.evaluate(
      async ({ x, y }) => {
        const at = { bubbles: true, button: 0, pointerId: 7, clientX: x, clientY: y, isPrimary: true };
        const card = document.elementFromPoint(x, y)!;
        card.dispatchEvent(new PointerEvent('pointerdown', at));
        card.dispatchEvent(new PointerEvent('pointerup', at));
        // looked for as soon as the page changes, in the task that starts the bows (the board animates
        // as it draws the change), not at the next frame
        await new Promise<void>((resolve) => {
          const look = (): boolean => {
            const landed = document.querySelector('[data-pile="F3"] [data-card="Kd"]') !== null;
            if (landed) resolve();
            return landed;
          };
          if (look()) return;
          const watcher = new MutationObserver(() => look() && watcher.disconnect());
          watcher.observe(document.body, { childList: true, subtree: true, attributes: true });
        });
        return [...document.querySelectorAll('[data-pile^="F"] .kb-place:last-child > .kb-card')].map(
          (e) => e.getAnimations().length > 0,
        );
      },
      { x: kd.x + kd.width / 2, y: kd.y + kd.height / 2 },
    );
    expect(bowing).toEqual([true, true, true, true]);
    await expect(page.locator('.game[data-won="true"]')).toHaveCount(1);
  });

  test('nothing moves with the motion setting at Reduced', async ({ page }) => {
    await withSettings(page, { motion: 'reduce' });
    await page.goto(TWO_UP);
    await tapAndWait(page, topCard(page, 'T1'), 1);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test('nothing moves when the system asks for reduced motion (the setting As the system)', async ({ page }) => {
  await page.goto(positionUrl(['#2s As', 'Kd', '', '', '', '', '']));
  await tapAndWait(page, topCard(page, 'T1'), 1);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});

test('screenshots of the board at 390x844, 844x390, 1280x800 and 1920x1080 (to look at)', async ({ page }, info) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/?code=KL1-D1N-AAAAAAG');
    await expect(topCard(page, 'T7')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`deal-${size.width}x${size.height}.png`) });
  }
});
