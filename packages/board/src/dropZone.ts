import type { Pile } from '@klondike/engine';

/** A box on the screen, in CSS pixels (what `getBoundingClientRect` gives). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The least share of the dragged card's area that must lie over a pile for a drop to go there. */
export const MIN_COVER = 0.2;

/** The area two boxes share, in square pixels (0 when they do not meet). */
export function sharedArea(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The pile a dragged card is dropped on, chosen by where the card lies rather than by the pixel under
 * the pointer, as desktop solitaire programs do: of the `targets` (the piles that accept it), the one
 * whose box the card's box covers most; ties go to the first in `targets`' order. A pile the card
 * only grazes (less than {@link MIN_COVER} of the card's own area) does not count: a card let go
 * almost wholly over a pile that refuses it goes back, rather than to a neighbour it touches by a sliver.
 * @param card the dragged card's box where it was released
 * @param targets the accepting piles
 * @param boxOf a pile's box on the screen, or null when it is not shown
 * @returns the pile, or null when the card covers none of them
 */
export function mostCoveredPile(card: Box, targets: Iterable<Pile>, boxOf: (pile: Pile) => Box | null): Pile | null {
  let best: Pile | null = null;
  let bestArea = MIN_COVER * card.width * card.height;
  for (const pile of targets) {
    const box = boxOf(pile);
    const area = box ? sharedArea(card, box) : 0;
    if (area > bestArea) {
      best = pile;
      bestArea = area;
    }
  }
  return best;
}
