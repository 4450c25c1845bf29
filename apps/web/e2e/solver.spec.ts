import { expect, test, type Page } from '@playwright/test';
import { holdWorkers } from '@klondike/config/e2e';
import { W1, deckUrl, drag, tapAndWait, tapTableauHome, watchErrors } from './helpers.js';

/** Makes the hinted action on the board, as a player would: a tap on the stock, or a drag of the outlined card to the outlined pile. */
async function makeHintedAction(page: Page, actions: number): Promise<void> {
  const card = page.locator('.kb-hint');
  const target = page.locator('.kb-hinted');
  if ((await card.count()) === 0) {
    await expect(target).toHaveAttribute('data-pile', 'S');
    await tapAndWait(page, target, actions);
    return;
  }
  await drag(page, card, target);
  await expect(page.getByTestId('actions')).toHaveText(String(actions));
}

test.describe('the solver in the player', () => {
  test('pressing Hint again and again, and making each hinted action on the board, wins the deal; the solver loads only when asked', async ({
    page,
  }) => {
    // some 120 hinted actions, each a drag or a tap on the board, and a search whenever the line runs out
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(deckUrl(W1, 1, 'normal'));
    await expect(page.getByTestId('actions')).toHaveText('0');
    expect(requests.filter((u) => u.includes('solver.worker'))).toEqual([]);
    let actions = 0;
    // the game's own state, not the win panel: the panel (a lazy chunk) shows a moment after the winning action
    const won = page.locator('.game[data-won="true"]');
    for (; actions < 200 && (await won.count()) === 0;) {
      await page.getByTestId('hint').click();
      await expect(page.getByTestId('hint-message')).toHaveText(/^Hint: /);
      await makeHintedAction(page, ++actions);
    }
    await expect(page.getByTestId('won')).toBeVisible();
    expect(requests.filter((u) => u.includes('solver.worker'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a lost position says how many actions to undo; the status, switched on in the settings, says since which action, and follows an undo', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // W1 under classic rules has one pass: after the tableau goes home, the second draw buries 3d under 4d for good
    await page.goto(deckUrl(W1, 1, 'normal', 'classic'));
    let n = await tapTableauHome(page);
    await expect(page.getByTestId('solver-status')).toHaveCount(0);
    await tapAndWait(page, page.locator('[data-pile="S"]'), ++n);
    await tapAndWait(page, page.locator('[data-pile="S"]'), ++n);
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-message')).toHaveText(
      'No winning line from here: undo 1 action to get back to a winnable position.',
    );
    await expect(page.locator('.kb-hint, .kb-hinted')).toHaveCount(0);

    await page.getByTestId('settings').click();
    await page.getByTestId('setting-solver-status').check();
    await page.getByTestId('close-settings').click();
    await expect(page.getByTestId('solver-status')).toHaveText(`lost since action ${n}`);
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('solver-status')).toHaveText('winnable');
    await expect(page.getByTestId('hint-message')).toHaveCount(0);
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-message')).toHaveText(
      /^Hint: move the 3 of diamonds to the diamonds foundation/,
    );
    await page.getByTestId('settings').click();
    await page.getByTestId('setting-solver-status').uncheck();
    await page.getByTestId('close-settings').click();
    await expect(page.getByTestId('solver-status')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('with the status on from the start, the deal is searched once (the view takes the search sent as the game began) and its verdict shown; a variant sends nothing', async ({
    page,
  }, info) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      localStorage.setItem('klondike.settings', JSON.stringify({ solverStatus: true }));
      // the searches of a game's verdict sent to the solver's worker
      const sent = { lostAt: 0 };
      Object.assign(window, { solverSent: sent });
      const post = Worker.prototype.postMessage as (this: Worker, message: unknown, options?: unknown) => void;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: unknown) {
        const m = message as { type?: string; task?: { kind?: string } };
        if (m.type === 'run' && m.task?.kind === 'lostAt') sent.lostAt++;
        post.call(this, message, options);
      } as Worker['postMessage'];
    });
    const searches = () =>
      page.evaluate(() => (window as unknown as { solverSent: { lostAt: number } }).solverSent.lostAt);
    await page.goto('/?code=KL1-D1N-AAAAAAG');
    await expect(page.locator('.solver-status')).toHaveAttribute('data-state', 'winnable', { timeout: 30_000 });
    await expect(page.getByTestId('solver-status')).toHaveText('winnable');
    expect(await searches()).toBe(1);
    await page.screenshot({
      path: info.outputPath('status-at-start.png'),
      clip: { x: 0, y: 0, width: 1280, height: 120 },
    });
    await page.goto('/?code=KL1-D1N-AAAAAAG-D');
    await expect(page.locator('.solver-status')).toHaveAttribute('data-state', 'not-for-variant');
    expect(await searches()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('"winnable deals only" finds a deal the solver proves winnable and plays it at once as a normal game code', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(deckUrl(W1, 1, 'normal'));
    await page.getByTestId('new-game').click();
    await page.getByTestId('draw-3').check();
    await page.getByTestId('winnable-only').check();
    await page.getByTestId('start-game').click();
    // one press of Deal: the dialog closes on the proven deal
    await expect(page.getByTestId('new-game-dialog')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('game-code')).toHaveText(/^KL1-D3N-[A-Z]{7}$/);
    await expect(page.getByTestId('actions')).toHaveText('0');
    expect(errors).toEqual([]);
  });

  test('a search for a winnable deal can be stopped and the dialog stays usable', async ({ page }) => {
    // The solver now proves a deal in milliseconds, so a real search may end before Stop is pressed.
    // The solver worker's messages are held, never sent: the search stays under way for as long as
    // the test needs, whatever the machine's speed.
    const held = await holdWorkers(page, 'solver');
    await page.goto(deckUrl(W1, 1, 'normal'));
    await page.getByTestId('new-game').click();
    // one-pass draw 3 (Vegas, app rules): most deals are lost and take the solver a while to prove so
    await page.getByTestId('draw-3').check();
    await page.getByTestId('scoring-vegas').check();
    await page.getByTestId('winnable-only').check();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('winnable-progress')).toBeVisible();
    await expect(page.getByTestId('start-game')).toBeDisabled();
    await expect(page.getByTestId('cancel-new-game')).toHaveText('Stop looking');
    await expect.poll(held.count).toBeGreaterThan(0);
    await page.getByTestId('cancel-new-game').click();
    await expect(page.getByTestId('winnable-progress')).toHaveCount(0);
    await expect(page.getByTestId('new-game-dialog')).toBeVisible();
    await expect(page.getByTestId('cancel-new-game')).toHaveText('Cancel');
    await page.getByTestId('winnable-only').uncheck();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('new-game-dialog')).toHaveCount(0);
    await expect(page.getByTestId('game-code')).toHaveText(/^KL1-D3V-/);
  });
});
