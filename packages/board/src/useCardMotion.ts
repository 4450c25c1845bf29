import { onScopeDispose, shallowRef, watch, type InjectionKey, type Ref } from 'vue';
import type { Card, Pile, Position } from '@klondike/engine';
import type { CardAnimator } from './cardMotion.js';
import { changedPiles } from './pileChanges.js';

/** How a `Pile` tells the board which card an element (its `.kb-place`) draws; called by a ref, so with null when it goes. */
export type PlaceCard = (card: Card, el: Element | null) => void;

/** The injection key under which `Board` provides {@link PlaceCard} to its piles. */
export const PLACE_CARD: InjectionKey<PlaceCard> = Symbol('klondike place card');

/** What {@link useCardMotion} gives the board. */
export interface CardMotion {
  /** The {@link PlaceCard} the piles report their cards' elements to. */
  readonly place: PlaceCard;
  /**
   * True while motion is on and its animator (a lazy chunk) is loaded, so that the next change moves
   * cards. The board shows it as its `data-motion-ready` attribute: a test that watches a move waits
   * for it instead of hoping the chunk came in time.
   */
  readonly ready: Readonly<Ref<boolean>>;
}

const allWon = (p: Position): boolean => p.foundations.every((n) => n === 13);

/**
 * Movement on the board (FLIP, with the Web Animations API): when the position changes, every card
 * of the piles it touched (`changedPiles`) that is drawn somewhere else glides there from where it
 * was seen, a card that changes sides turns over on the way (the draw, a column's card turned up, a
 * recycle), and a won game's foundations
 * take a short bow. The position itself changes at once: each card's element is already in its new
 * place, only its picture travels (a transform on the card inside the place, which ignores the
 * pointer meanwhile), so a tap during a glide acts on the new position. Nothing moves while
 * `enabled()` is false (reduced motion); the animator (cardMotion.ts) is loaded when it first turns true.
 * @param input the board's props (the position shown)
 * @param root the board's element
 * @returns the {@link CardMotion}: the piles' {@link PlaceCard} and whether motion is ready
 */
export function useCardMotion(
  input: { readonly position: Position },
  enabled: () => boolean,
  root: () => HTMLElement | null,
): CardMotion {
  // the card each drawn place shows, kept off the DOM so that no face-down card is named there
  const cardOf = new WeakMap<Element, Card>();
  let animator: CardAnimator | null = null;
  let disposed = false;
  const ready = shallowRef(false);

  const place: PlaceCard = (card, el) => {
    if (el) cardOf.set(el, card);
  };

  watch(
    enabled,
    (on) => {
      if (!on) {
        animator?.stop();
        ready.value = false;
      } else if (animator) ready.value = true;
      else
        void import('./cardMotion.js').then((m) => {
          if (disposed) return;
          animator ??= m.makeCardAnimator(root, cardOf);
          ready.value = enabled();
        });
    },
    { immediate: true },
  );
  /** The piles the position change being drawn touched: the only ones whose cards can move. */
  let touched: readonly Pile[] = [];
  watch(
    () => input.position,
    (p, old) => {
      if (!enabled() || !animator) return;
      touched = changedPiles(old, p);
      animator.look(touched);
    },
    { flush: 'pre' },
  );
  watch(
    () => input.position,
    (p, old) => {
      if (!enabled() || !animator) return;
      // a draw puts the stock's next cards on the waste; only its top one was in sight
      animator.glide(touched, new Set(p.stock.length < old.stock.length ? p.waste.slice(old.waste.length) : []));
      if (allWon(p) && !allWon(old)) animator.celebrate();
    },
    { flush: 'post' },
  );
  onScopeDispose(() => {
    disposed = true;
    animator?.stop();
  });
  return { place, ready };
}
