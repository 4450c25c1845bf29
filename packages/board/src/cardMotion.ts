import type { Card, Pile } from '@klondike/engine';
import { GLIDE, glideMs } from './glide.js';

/** Where a card was drawn before a change, and whether it was face down then. */
interface Seen {
  readonly x: number;
  readonly y: number;
  readonly faceDown: boolean;
}

const isFaceDown = (place: Element): boolean => place.firstElementChild?.getAttribute('data-face') === 'down';

/** What the board's movement does, loaded once motion is first on (it is not needed for the first paint). */
export interface CardAnimator {
  /** Before the DOM changes: where each card of `piles` is drawn now (mid-glide included). */
  look(piles: readonly Pile[]): void;
  /**
   * After the DOM changed: every card of `piles` glides from where it was seen to where it is drawn;
   * the cards just `drawn` that were not in sight (under the stock's top) come from the stock.
   */
  glide(piles: readonly Pile[], drawn: ReadonlySet<Card>): void;
  /** A won game: the foundations' Kings bow in turn, once the last one has landed. */
  celebrate(): void;
  /** Stops whatever moves; the cards stay where they lie. */
  stop(): void;
}

/**
 * The animator of {@link useCardMotion} (FLIP with the Web Animations API). It measures only the
 * piles a change touched (a card of another pile cannot have moved), and reads every box before it
 * starts any animation: starting one changes styles, and a box read after that would make the browser
 * lay the board out again, once per card (a tap measured 6 ms in these reads).
 * @param root the board's element
 * @param cardOf the card each `.kb-place` element draws
 */
export function makeCardAnimator(root: () => HTMLElement | null, cardOf: WeakMap<Element, Card>): CardAnimator {
  let seen: Map<Card, Seen> | null = null;
  let stockBox: DOMRect | null = null;
  const running = new Set<Animation>();
  /** Our animations running on each card's picture. */
  const runningOn = new WeakMap<Element, Set<Animation>>();

  /**
   * Every card drawn on `piles` now, with its place. A card drawn twice (the two copies of a card in
   * Double Klondike, the two jokers: RULES §10) is left out: which copy went where is not known, and a
   * guess would send one gliding from the other's place.
   */
  function places(piles: readonly Pile[]): Map<Card, HTMLElement> {
    const out = new Map<Card, HTMLElement>();
    const twice = new Set<Card>();
    const board = root();
    if (!board || piles.length === 0) return out;
    const selector = piles.map((p) => `[data-pile="${p}"] .kb-place`).join(',');
    for (const el of board.querySelectorAll<HTMLElement>(selector)) {
      const card = cardOf.get(el);
      if (card === undefined) continue;
      if (out.has(card)) twice.add(card);
      out.set(card, el);
    }
    for (const card of twice) out.delete(card);
    return out;
  }

  function look(piles: readonly Pile[]): void {
    seen = new Map();
    for (const [card, el] of places(piles)) {
      const box = (el.firstElementChild ?? el).getBoundingClientRect();
      seen.set(card, { x: box.left, y: box.top, faceDown: isFaceDown(el) });
    }
    stockBox = root()?.querySelector('[data-pile="S"] .kb-slot')?.getBoundingClientRect() ?? null;
  }

  function animate(el: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions, restart = true): void {
    const picture = el.firstElementChild as HTMLElement | null;
    if (!picture || typeof picture.animate !== 'function') return;
    // our own list, not picture.getAnimations(), which brings styles up to date: once per card, between writes
    let mine = runningOn.get(picture);
    if (!mine) runningOn.set(picture, (mine = new Set()));
    if (restart)
      for (const a of [...mine]) {
        mine.delete(a);
        a.cancel();
      }
    el.classList.add('kb-moving');
    picture.style.pointerEvents = 'none';
    const a = picture.animate(keyframes, { easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', ...options });
    running.add(a);
    mine.add(a);
    const on = mine;
    // a cancelled animation says so later, when the one that replaced it may still run
    const done = () => {
      running.delete(a);
      on.delete(a);
      if (on.size > 0) return;
      el.classList.remove('kb-moving');
      picture.style.pointerEvents = '';
    };
    a.addEventListener('finish', done);
    a.addEventListener('cancel', done);
  }

  function glide(piles: readonly Pile[], drawn: ReadonlySet<Card>): void {
    const before = seen;
    seen = null;
    if (!before) return;
    // every read first (one layout), then every animation
    const moves: { el: HTMLElement; keyframes: Keyframe[]; duration: number }[] = [];
    for (const [card, el] of places(piles)) {
      const now = el.getBoundingClientRect();
      const faceDown = isFaceDown(el);
      let was: Seen | undefined = before.get(card);
      if (!was) {
        if (!stockBox || !drawn.has(card)) continue;
        was = { x: stockBox.left, y: stockBox.top, faceDown: true };
      }
      const dx = was.x - now.left;
      const dy = was.y - now.top;
      const turns = was.faceDown !== faceDown;
      const distance = Math.hypot(dx, dy);
      if (distance < 1 && !turns) continue;
      const keyframes: Keyframe[] = turns
        ? [
            { transform: `translate(${dx}px, ${dy}px)` },
            { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0)` },
            { transform: 'none' },
          ]
        : [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }];
      moves.push({ el, keyframes, duration: glideMs(distance) + (turns ? 60 : 0) });
    }
    for (const m of moves) animate(m.el, m.keyframes, { duration: m.duration });
  }

  /** A won game: the foundations' Kings hop in turn, once the last one has landed. */
  function celebrate(): void {
    const kings = [...(root()?.querySelectorAll<HTMLElement>('[data-pile^="F"] .kb-place:last-child') ?? [])];
    kings.forEach((el, i) =>
      animate(
        el,
        [
          { transform: 'none' },
          { transform: 'translateY(-28%) rotate(-6deg) scale(1.08)', offset: 0.4 },
          { transform: 'translateY(-8%) rotate(4deg)', offset: 0.7 },
          { transform: 'none' },
        ],
        { duration: 650, delay: GLIDE.maxMs + i * 140, iterations: 2, easing: 'ease-in-out' },
        false,
      ),
    );
  }

  const stop = (): void => {
    for (const a of [...running]) a.cancel();
  };
  return { look, glide, celebrate, stop };
}
