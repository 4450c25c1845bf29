import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { stopClock } from '@klondike/config/e2e';
import {
  COLUMN_PILES,
  FOUNDATION_PILES,
  gamePosition,
  isColumnPile,
  tapTiming,
  type FoundationPile,
  type Pile,
  type RulesOptions,
  type TapTiming,
} from '@klondike/engine';
import { EngineAdapter, type Adapter } from './adapter.js';
import type { ModelEvent } from './model.js';
import type { Observation } from './observation.js';
import { SCENARIOS } from './scenarios.js';
import { boardView, HIDDEN_CARD } from './view.js';

/** A point on the page, in CSS pixels. */
interface Point {
  readonly x: number;
  readonly y: number;
}

/** What `observe` reads off the page in one round trip. */
interface Screen {
  readonly tableau: { down: number; up: string[] }[];
  readonly foundations: { count: number; top: string | null }[];
  readonly stock: number;
  readonly waste: { count: number; shown: string[] };
  readonly stockMark: string;
  readonly scoreText: string;
  readonly canUndo: boolean;
  readonly won: boolean;
}

const SUITS = 'shdc';
/** The board's double-tap window (RULES §6; `Board` prop `tapWindowMs`, default 250; the player's setting). */
const DOUBLE_TAP_MS = 250;
/** The marks the board draws on an empty stock: a recycle is possible, or not. */
const RECYCLE_MARK = '\u21bb';
const STOP_MARK = '\u2715';
const RANKS = 'A23456789TJQK';

/** The web client's address of a position with its rules (see `apps/web/README.md`). */
export function positionAddress(positionText: string, rules: RulesOptions): string {
  const params = new URLSearchParams({
    position: positionText,
    draw: String(rules.draw ?? 1),
    scoring: rules.scoring ?? 'normal',
    rules: rules.preset ?? 'app',
  });
  return `/?${params.toString()}`;
}

/**
 * The adapter for `apps/web` in Chromium: every model event becomes real input on the page, the
 * way a player gives it (RULES §6):
 * - draw, recycle, tap: a click (on the stock; on a pile's top card). The engine's `tapTiming` says
 *   when the board acts: a tap that plays at once must change the board without waiting for the
 *   double-tap window (checked with the page's clock stopped, so that no timer can fire); one that
 *   waits (or does nothing) is given the window (the page's clock moved past it);
 * - doubleTap: a double click on the card (a column's card by its index), with the page's clock
 *   stopped, so the second click is within the window however slow the machine; but on a card whose single
 *   tap plays at once (its double tap has no target, RULES §6) a double click is that single tap
 *   and a tap on what lies under it, so such a double tap has no input of its own and sends nothing;
 * - WF, TT, FT: a mouse drag from the card to the target pile; a run is picked up at the card the
 *   drop accepts, tried from the deepest face-up card up, as a player would try;
 * - WT, TF: the keyboard: focus the pile (arrow down to its top card), Enter to pick up, focus the target, Enter to put down
 *   (Escape when the put-down is refused);
 * - undo: Ctrl+Z and the undo button, in turn;
 * - newGame: the address of the scenario's position (the new game dialog takes game codes only).
 * An event with no input on the page (a draw from an empty stock, a recycle while the stock has
 * cards, a move from an empty pile) sends nothing; the runner then checks that nothing changed.
 *
 * The adapter keeps the engine's game of the same events beside the page (an {@link EngineAdapter}),
 * only to ask `tapTiming` of the position the page shows; what it checks is the page.
 *
 * Each `start` opens a fresh browser context, so saved games (IndexedDB) never leak between paths.
 * Its clock is Playwright's (`clock.install`): time flows as usual, but stands still for the
 * gestures whose meaning depends on the double-tap window, and jumps past the window where it must pass.
 */
export class WebAdapter implements Adapter {
  readonly name: string = 'web';
  private context: BrowserContext | null = null;
  private current: Page | null = null;
  private draw: 1 | 3 = 1;
  private undos = 0;
  /** Errors the page threw or logged since the last observation. */
  private errors: string[] = [];
  /** The engine's game of the same events, for `tapTiming` (see the class comment). */
  private readonly shadow = new EngineAdapter();

  /**
   * @param browser a Chromium browser (Playwright)
   * @param baseURL where the built web client is served, e.g. `http://127.0.0.1:4173`
   */
  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async start(positionText: string, rulesOptions: RulesOptions): Promise<void> {
    await this.stop();
    this.context = await this.browser.newContext({ baseURL: this.baseURL, viewport: { width: 1280, height: 800 } });
    await this.context.clock.install();
    this.current = await this.context.newPage();
    this.undos = 0;
    this.errors = [];
    this.current.on('pageerror', (e) => this.errors.push(e.message));
    this.current.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(m.text());
    });
    await this.open(positionText, rulesOptions);
    this.shadow.start(positionText, rulesOptions);
  }

  async stop(): Promise<void> {
    this.shadow.stop();
    await this.context?.close();
    this.context = null;
    this.current = null;
  }

  project(observation: Observation): Observation {
    return boardView(observation, this.draw);
  }

  async send(event: ModelEvent): Promise<void> {
    const before = await this.actionsText();
    switch (event.type) {
      case 'draw':
      case 'recycle': {
        const cards = await this.page.locator('[data-pile="S"] .kb-place').count();
        // the stock offers a draw while it has cards and a recycle once it is empty
        if ((event.type === 'draw') === cards > 0) await this.click(await this.topPoint('S'));
        break;
      }
      case 'tap': {
        const timing = event.pile === 'S' ? 'at-once' : this.timing(event.pile);
        const point = await this.topPoint(event.pile);
        const faceUp = event.pile !== 'S' && (await this.topCard(event.pile)) !== null;
        await (timing === 'at-once' && faceUp ? this.clickAtOnce(point, event.pile, before) : this.click(point));
        // on a face-up card, a tap that waits acts (and one that does nothing says so) once the window
        // has passed: the page's clock jumps past it, firing the board's single-tap timer
        if (timing !== 'at-once' && faceUp) await this.page.clock.runFor(DOUBLE_TAP_MS + 10);
        break;
      }
      case 'doubleTap': {
        if (this.timing(event.pile, event.cardIndex) === 'at-once') break;
        const point =
          event.cardIndex === undefined
            ? await this.topPoint(event.pile)
            : await this.cardPoint(event.pile, event.cardIndex);
        await this.withClockStopped(() => this.page.mouse.dblclick(point.x, point.y));
        break;
      }
      case 'WF':
        await this.dragTopToFoundation('W');
        break;
      case 'TF': {
        const from = COLUMN_PILES[event.from]!;
        await this.keyboardMove(from, await this.foundationOfTop(from), before);
        break;
      }
      case 'WT':
        await this.keyboardMove('W', COLUMN_PILES[event.to]!, before);
        break;
      case 'TT':
        await this.dragRun(`T${event.from + 1}`, `T${event.to + 1}`, before);
        break;
      case 'FT':
        await this.dragTop(`F${event.from + 1}`, `T${event.to + 1}`);
        break;
      case 'undo':
        if (this.undos++ % 2 === 0) await this.page.keyboard.press('Control+z');
        else await this.click(await this.centre(this.page.getByTestId('undo')));
        break;
      case 'newGame': {
        const scenario = SCENARIOS[event.scenario];
        await this.open(scenario.position, scenario.rules);
        break;
      }
    }
    await this.settle();
    this.shadow.send(event);
  }

  async observe(): Promise<Observation> {
    const s: Screen = await this.page.evaluate(() => {
      const pile = (p: string): Element => {
        const el = document.querySelector(`[data-pile="${p}"]`);
        if (el === null) throw new Error(`no pile ${p} on the page`);
        return el;
      };
      const named = (el: Element): string[] =>
        [...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card') ?? '');
      // a pile's label names its card count first ("Waste, 3 cards, ..." / "Waste, empty")
      const counted = (el: Element): number => Number((el.getAttribute('aria-label') ?? '').match(/\d+/)?.[0] ?? 0);
      const undo = document.querySelector<HTMLButtonElement>('[data-testid="undo"]');
      return {
        tableau: [1, 2, 3, 4, 5, 6, 7].map((n) => {
          const el = pile(`T${n}`);
          return { down: el.querySelectorAll('[data-face="down"]').length, up: named(el) };
        }),
        foundations: [1, 2, 3, 4].map((n) => {
          const el = pile(`F${n}`);
          return { count: counted(el), top: named(el).pop() ?? null };
        }),
        stock: Number(pile('S').querySelector('.kb-badge')?.textContent ?? 0),
        waste: { count: counted(pile('W')), shown: named(pile('W')) },
        stockMark: pile('S').querySelector('.kb-mark')?.textContent?.trim() ?? '',
        scoreText: document.querySelector('[data-testid="score"]')?.textContent?.trim() ?? '(no score)',
        canUndo: undo !== null && !undo.disabled,
        won: document.querySelector('[data-testid="won"]') !== null,
      };
    });
    if (this.errors.length > 0) throw new Error(`the page reported errors: ${this.errors.splice(0).join(' | ')}`);
    return screenObservation(s);
  }

  // ---- input -----------------------------------------------------------------------------------

  private get page(): Page {
    if (this.current === null) throw new Error('web adapter: start() first');
    return this.current;
  }

  private async open(positionText: string, rules: RulesOptions): Promise<void> {
    this.draw = rules.draw ?? 1;
    await this.page.goto(positionAddress(positionText, rules));
    // the game is on the board once its first save is done (a hook of apps/web)
    await this.page.locator('.app[data-saved="0"]').waitFor();
    if ((await this.page.getByTestId('notice').count()) > 0)
      throw new Error(
        `web client refused the position: ${await this.page.getByTestId('notice').first().textContent()}`,
      );
  }

  private async actionsText(): Promise<string> {
    return (await this.page.getByTestId('actions').textContent()) ?? '';
  }

  /** The engine's `tapTiming` for a tap on `pile` (at `cardIndex`) in the position the page shows. */
  private timing(pile: string, cardIndex?: number): TapTiming {
    const game = this.shadow.game();
    if (game === null) return 'no-action'; // a won game takes no input
    return tapTiming(gamePosition(game), game.rules, pile as Pile, cardIndex);
  }

  /**
   * A click on a card whose single tap plays at once: with the page's clock stopped, so no timer (the
   * board's single-tap timer) can fire, the actions counter must change; a tap that waited for the
   * double-tap window would change nothing, however long the test waited.
   * @param before the actions counter's text before the click
   */
  private async clickAtOnce(point: Point, pile: string, before: string): Promise<void> {
    await this.withClockStopped(async () => {
      await this.click(point);
      await expect(
        this.page.getByTestId('actions'),
        `web adapter: a tap on ${pile} that the engine plays at once changed nothing before the double-tap window`,
      ).not.toHaveText(before);
    });
  }

  /** Runs a gesture with the page's clock stopped (no page timer fires meanwhile), then lets it flow again. */
  private async withClockStopped(gesture: () => Promise<void>): Promise<void> {
    await stopClock(this.page);
    await gesture();
    await this.page.clock.resume();
  }

  /** The text of a pile's top card (`Jc`), or null when the pile is empty or its top card is face down. */
  private async topCard(pile: string): Promise<string | null> {
    const cards = await this.page
      .locator(`[data-pile="${pile}"] .kb-place`)
      .evaluateAll((places) => places.map((p) => p.querySelector('[data-card]')?.getAttribute('data-card') ?? null));
    return cards[cards.length - 1] ?? null;
  }

  /**
   * Waits until no card is lifted or gliding back from a refused drop: a player grabs a card where
   * it lies, and a gliding card lets pointer events through to the cards it passes over.
   */
  private async whenStill(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('.kb-lifted') === null);
  }

  /**
   * Lets Vue render what the last input did (an animation frame). A game just won shows its win panel
   * only once the panel's chunk and the replay link's have loaded, which a loaded machine can take
   * longer than a frame over: the board's `data-won` says the game is won, so wait for the panel then.
   */
  private async settle(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
    if ((await this.page.locator('.game[data-won="true"]').count()) > 0) await this.page.getByTestId('won').waitFor();
  }

  /** The middle of an element, once no card is moving (so the box is where the element lies). */
  private async centre(locator: Locator): Promise<Point> {
    await this.whenStill();
    const box = await locator.boundingBox();
    if (box === null) throw new Error('web adapter: element not visible');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** The middle of a pile's top card (a face-down one too), or of the empty pile. */
  private async topPoint(pile: string): Promise<Point> {
    const places = this.page.locator(`[data-pile="${pile}"] .kb-place`);
    if ((await places.count()) === 0) return this.centre(this.page.locator(`[data-pile="${pile}"]`));
    return this.centre(places.last());
  }

  /** A point on the visible strip of a column's card at an index, or the pile's top when there is no such card. */
  private async cardPoint(pile: string, index: number): Promise<Point> {
    const place = this.page.locator(`[data-pile="${pile}"] [data-index="${index}"]`);
    if ((await place.count()) === 0) return this.topPoint(pile);
    await this.whenStill();
    const box = await place.boundingBox();
    if (box === null) throw new Error(`web adapter: card ${index} of ${pile} not visible`);
    return { x: box.x + box.width / 2, y: box.y + 4 };
  }

  private async click(p: Point): Promise<void> {
    await this.page.mouse.click(p.x, p.y);
  }

  /** A mouse drag from one point to another, in small steps past the board's drag threshold. */
  private async drag(from: Point, to: Point): Promise<void> {
    const mouse = this.page.mouse;
    await mouse.move(from.x, from.y);
    await mouse.down();
    await mouse.move(from.x + 10, from.y + 10, { steps: 2 });
    await mouse.move(to.x, to.y, { steps: 4 });
    await mouse.up();
  }

  /** Where a drop on a pile lands: its top card, or the empty pile. */
  private dropPoint(pile: string): Promise<Point> {
    return this.topPoint(pile);
  }

  /** The foundation pile of a pile's top face-up card (`F1`..`F4`), or `F1` when it has none. */
  private async foundationOfTop(pile: string): Promise<FoundationPile> {
    const card = await this.topCard(pile);
    return card === null ? 'F1' : FOUNDATION_PILES[SUITS.indexOf(card[1]!)]!;
  }

  private async dragTopToFoundation(from: string): Promise<void> {
    await this.dragTop(from, await this.foundationOfTop(from));
  }

  /** Drags a pile's top card onto another pile; nothing when the pile has no face-up card to pick up. */
  private async dragTop(from: string, to: string): Promise<void> {
    if ((await this.topCard(from)) === null) return;
    await this.drag(await this.topPoint(from), await this.dropPoint(to));
  }

  /** Drags a run between columns, trying its face-up cards from the deepest up until a drop is accepted. */
  private async dragRun(from: string, to: string, before: string): Promise<void> {
    const indices = await this.page
      .locator(`[data-pile="${from}"] .kb-place:has([data-card])`)
      .evaluateAll((places) => places.map((p) => Number(p.getAttribute('data-index'))));
    for (const index of indices) {
      await this.drag(await this.cardPoint(from, index), await this.dropPoint(to));
      await this.settle();
      if ((await this.actionsText()) !== before) return;
    }
  }

  /** Keyboard pick-up on one pile and put-down on another; Escape puts back a refused card. */
  private async keyboardMove(from: Pile, to: Pile, before: string): Promise<void> {
    await this.page.locator(`[data-pile="${from}"]`).focus();
    if (isColumnPile(from)) {
      // the board's cursor stays on the card it was on (say, under a card just put down): move it
      // down to the top card, one face-up card at a time, as a player would
      const faceUp = await this.page.locator(`[data-pile="${from}"] [data-card]`).count();
      for (let i = 1; i < faceUp; i++) await this.page.keyboard.press('ArrowDown');
    }
    await this.page.keyboard.press('Enter');
    await this.settle();
    if ((await this.page.locator('.kb-held').count()) === 0) return;
    await this.page.locator(`[data-pile="${to}"]`).focus();
    await this.page.keyboard.press('Enter');
    await this.settle();
    if ((await this.actionsText()) === before) await this.page.keyboard.press('Escape');
  }
}

/**
 * The observation of what the page shows, as {@link boardView} cuts it: waste cards under the
 * shown ones are {@link HIDDEN_CARD}s, passes only as the empty stock's mark. Throws when the page
 * contradicts itself (a foundation's count and its top card, more waste cards shown than counted).
 */
function screenObservation(s: Screen): Observation {
  const foundations = s.foundations.map((f, i) => {
    const expectedTop = f.count === 0 ? null : RANKS[f.count - 1]! + SUITS[i]!;
    if (f.top !== expectedTop)
      throw new Error(`F${i + 1} shows ${f.top ?? 'no card'} on top but counts ${f.count} cards`);
    return f.count;
  });
  if (s.waste.shown.length > s.waste.count)
    throw new Error(`the waste shows ${s.waste.shown.length} cards but counts ${s.waste.count}`);
  const waste = [...Array.from({ length: s.waste.count - s.waste.shown.length }, () => HIDDEN_CARD), ...s.waste.shown];
  let passesLeft: number | null = null;
  // the empty stock's mark tells whether a pass is left; over an empty waste it cannot recycle anyway
  if (s.stock === 0 && waste.length > 0) {
    if (s.stockMark !== RECYCLE_MARK && s.stockMark !== STOP_MARK)
      throw new Error(`the empty stock shows neither mark but "${s.stockMark}"`);
    passesLeft = s.stockMark === RECYCLE_MARK ? 1 : 0;
  }
  return {
    piles: { tableau: s.tableau, foundations, stock: s.stock, waste, passesLeft },
    scoreText: s.scoreText,
    canUndo: s.canUndo,
    won: s.won,
  };
}
