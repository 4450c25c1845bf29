import type { Pile } from '@klondike/engine';

/**
 * A hint the board outlines: the card the next action takes, by its pile and its
 * index in that pile (bottom 0, as the engine counts; `null` for the stock itself, whose draw or
 * recycle takes no face-up card), and the pile it goes to (`null` when the action has no target pile).
 * The board only draws it; which action is hinted comes from the solver through the app.
 */
export interface BoardHint {
  readonly from: Pile;
  readonly index: number | null;
  readonly to: Pile | null;
}
