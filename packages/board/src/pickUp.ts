import { dropTargets, type Pile, type Position, type Rules } from '@klondike/engine';

/** Cards picked up by a drag or by the keyboard: where from, and the piles that accept them. */
export interface PickedUp {
  readonly from: Pile;
  /** The picked-up card's index in `from` (bottom = 0); the cards on it come along. */
  readonly index: number;
  /** The piles to mark as drop targets, asked of the engine once, when the cards are picked up. */
  readonly targets: ReadonlySet<Pile>;
}

/** No drop targets: nothing is picked up. */
export const NO_TARGETS: ReadonlySet<Pile> = new Set();

/**
 * Picks up the card at `index` of `from` (the caller has checked the engine's `canPickUp`), asking
 * the engine's `dropTargets` where it may go. The targets hold for as long as the position does: a new
 * position ends the pick-up (see Board.vue), so they are never asked again during a drag.
 */
export function pickUp(position: Position, rules: Rules, from: Pile, index: number): PickedUp {
  return { from, index, targets: new Set(dropTargets(position, rules, from, index)) };
}
