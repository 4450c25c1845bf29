import type { Pile, Position, Rules } from '@klondike/engine';

/** What every part of the board reads from its props: the position shown, its rules, and whether it takes input. */
export interface BoardInput {
  readonly position: Position;
  readonly rules: Rules;
  readonly interactive: boolean;
}

/** A pile and, for a card, its index in the pile (bottom = 0); -1 for the pile's empty slot. */
export interface PilePlace {
  readonly pile: Pile;
  readonly index: number;
}

/** The pile and card under a DOM event's target, read from the `data-pile` and `data-index` hooks. */
export function pileAt(target: EventTarget | null): PilePlace | null {
  const el = target instanceof Element ? target : null;
  const pileEl = el?.closest<HTMLElement>('[data-pile]');
  if (!el || !pileEl) return null;
  const placeEl = el.closest<HTMLElement>('[data-index]');
  return { pile: pileEl.dataset['pile'] as Pile, index: placeEl ? Number(placeEl.dataset['index']) : -1 };
}
