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
  /** Before the DOM changes: where each card's picture is now (mid-glide included). */
  look(): void;
  /**
   * After the DOM changed: every card glides from where it was seen to where it is drawn; the cards
   * just `drawn` that were not in sight (under the stock's top) come from the stock.
   */
  glide(drawn: ReadonlySet<Card>): void;
  /** A won game: the foundations' Kings bow in turn, once the last one has landed. */
  celebrate(): void;
  /** Stops whatever moves; the cards stay where they lie. */
  stop(): void;
}

/**
 * The animator of {@link useCardMotion} (FLIP with the Web Animations API).
 * @param root the board's element
 * @param cardOf the card each `.kb-place` element draws
 */
export function makeCardAnimator(root: () => HTMLElement | null, cardOf: WeakMap<Element, Card>): CardAnimator {
  let seen: Map<Card, Seen> | null = null;
  let pileBoxes = new Map<Pile, DOMRect>();
  const running = new Set<Animation>();

  /**
   * Every card drawn on the board now, with its place. A card drawn twice (the two copies of a card in
   * Double Klondike, the two jokers: RULES §10) is left out: which copy went where is not known, and a
   * guess would send one gliding from the other's place.
   */
  function places(): Map<Card, HTMLElement> {
    const out = new Map<Card, HTMLElement>();
    const twice = new Set<Card>();
    for (const el of root()?.querySelectorAll<HTMLElement>('.kb-place') ?? []) {
      const card = cardOf.get(el);
      if (card === undefined) continue;
      if (out.has(card)) twice.add(card);
      out.set(card, el);
    }
    for (const card of twice) out.delete(card);
    return out;
  }

  /** Before the DOM changes: where each card's picture is now (mid-glide included). */
  function look(): void {
    seen = new Map();
    pileBoxes = new Map();
    for (const [card, el] of places()) {
      const box = (el.firstElementChild ?? el).getBoundingClientRect();
      seen.set(card, { x: box.left, y: box.top, faceDown: isFaceDown(el) });
    }
    for (const slot of root()?.querySelectorAll<HTMLElement>('[data-pile]') ?? []) {
      const box = slot.querySelector('.kb-slot')?.getBoundingClientRect();
      if (box) pileBoxes.set(slot.dataset['pile'] as Pile, box);
    }
  }

  function animate(el: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions, restart = true): void {
    const picture = el.firstElementChild as HTMLElement | null;
    if (!picture || typeof picture.animate !== 'function') return;
    if (restart) for (const a of picture.getAnimations()) a.cancel();
    el.classList.add('kb-moving');
    picture.style.pointerEvents = 'none';
    const a = picture.animate(keyframes, { easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', ...options });
    running.add(a);
    const done = () => {
      running.delete(a);
      el.classList.remove('kb-moving');
      picture.style.pointerEvents = '';
    };
    a.addEventListener('finish', done);
    a.addEventListener('cancel', done);
  }

  /** After the DOM changed: every card glides from where it was seen to where it is drawn. */
  function glide(drawn: ReadonlySet<Card>): void {
    const before = seen;
    seen = null;
    if (!before) return;
    for (const [card, el] of places()) {
      const now = el.getBoundingClientRect();
      const faceDown = isFaceDown(el);
      let was: Seen | undefined = before.get(card);
      if (!was) {
        const stock = pileBoxes.get('S');
        if (!stock || !drawn.has(card)) continue;
        was = { x: stock.left, y: stock.top, faceDown: true };
      }
      const dx = was.x - now.left;
      const dy = was.y - now.top;
      const turns = was.faceDown !== faceDown;
      const distance = Math.hypot(dx, dy);
      if (distance < 1 && !turns) continue;
      const keyframes: Keyframe[] = turns
        ? [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0)` }, { transform: 'none' }]
        : [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }];
      animate(el, keyframes, { duration: glideMs(distance) + (turns ? 60 : 0) });
    }
  }

  /** A won game: the foundations' Kings hop in turn, once the last one has landed. */
  function celebrate(): void {
    const kings = [...(root()?.querySelectorAll<HTMLElement>('[data-pile^="F"] .kb-place:last-child') ?? [])];
    kings.forEach((el, i) =>
      animate(
        el,
        [{ transform: 'none' }, { transform: 'translateY(-28%) rotate(-6deg) scale(1.08)', offset: 0.4 }, { transform: 'translateY(-8%) rotate(4deg)', offset: 0.7 }, { transform: 'none' }],
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
