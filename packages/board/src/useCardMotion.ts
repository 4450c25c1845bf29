import { onScopeDispose, watch, type InjectionKey } from 'vue';
import type { Card, Pile, Position } from '@klondike/engine';

/** How a `Pile` tells the board which card an element (its `.kb-place`) draws; called by a ref, so with null when it goes. */
export type PlaceCard = (card: Card, el: Element | null) => void;

/** The injection key under which `Board` provides {@link PlaceCard} to its piles. */
export const PLACE_CARD: InjectionKey<PlaceCard> = Symbol('klondike place card');

/** Timing of a glide, in milliseconds: a base plus a share of the distance in pixels, capped. */
export const GLIDE = { baseMs: 150, perPixelMs: 0.18, maxMs: 340 } as const;

/** How long a glide over `distance` pixels lasts, in milliseconds. */
export const glideMs = (distance: number): number => Math.min(GLIDE.maxMs, GLIDE.baseMs + distance * GLIDE.perPixelMs);

/** Where a card was drawn before a change, and whether it was face down then. */
interface Seen {
  readonly x: number;
  readonly y: number;
  readonly faceDown: boolean;
}

const isFaceDown = (place: Element): boolean => place.firstElementChild?.getAttribute('data-face') === 'down';
const pileOf = (place: Element): Pile | null => (place.closest('[data-pile]') as HTMLElement | null)?.dataset['pile'] as Pile | null;
/** A card drawn for the first time came from this pile: a drawn card from the stock, a recycled one from the waste. */
const CAME_FROM: Partial<Record<Pile, Pile>> = { W: 'S', S: 'W' };
const allWon = (p: Position): boolean => p.foundations.every((n) => n === 13);

/**
 * Movement on the board (FLIP, with the Web Animations API): when the position changes, every card
 * that is drawn somewhere else glides there from where it was seen, a card that changes sides turns
 * over on the way (the draw, a column's card turned up, a recycle), and a won game's foundations
 * take a short bow. The position itself changes at once: each card's element is already in its new
 * place, only its picture travels (a transform on the card inside the place, which ignores the
 * pointer meanwhile), so a tap during a glide acts on the new position. Nothing moves while
 * `enabled()` is false (reduced motion).
 * @param input the board's props (the position shown)
 * @param root the board's element
 * @returns the {@link PlaceCard} the piles report their cards' elements to
 */
export function useCardMotion(input: { readonly position: Position }, enabled: () => boolean, root: () => HTMLElement | null): PlaceCard {
  // the card each drawn place shows, kept off the DOM so that no face-down card is named there
  const cardOf = new WeakMap<Element, Card>();
  let seen: Map<Card, Seen> | null = null;
  let pileBoxes = new Map<Pile, DOMRect>();
  const running = new Set<Animation>();

  const place: PlaceCard = (card, el) => {
    if (el) cardOf.set(el, card);
  };

  /** Every card drawn on the board now, with its place. */
  function places(): Map<Card, HTMLElement> {
    const out = new Map<Card, HTMLElement>();
    for (const el of root()?.querySelectorAll<HTMLElement>('.kb-place') ?? []) {
      const card = cardOf.get(el);
      if (card !== undefined) out.set(card, el);
    }
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
  function glide(): void {
    const before = seen;
    seen = null;
    if (!before) return;
    for (const [card, el] of places()) {
      const now = el.getBoundingClientRect();
      const faceDown = isFaceDown(el);
      let was: Seen | undefined = before.get(card);
      if (!was) {
        const pile = pileOf(el);
        const from = pile ? pileBoxes.get(CAME_FROM[pile] ?? pile) : undefined;
        if (!from || !pile || !CAME_FROM[pile]) continue;
        was = { x: from.left, y: from.top, faceDown: pile === 'W' };
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

  watch(
    () => input.position,
    () => {
      if (enabled()) look();
    },
    { flush: 'pre' },
  );
  watch(
    () => input.position,
    (p, old) => {
      if (!enabled()) return;
      glide();
      if (allWon(p) && !allWon(old)) celebrate();
    },
    { flush: 'post' },
  );
  // with motion turned off, whatever still moves stops where it lands
  watch(enabled, (on) => {
    if (!on) for (const a of [...running]) a.cancel();
  });
  onScopeDispose(() => {
    for (const a of [...running]) a.cancel();
  });
  return place;
}
