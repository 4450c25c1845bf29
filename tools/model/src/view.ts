import type { Observation } from './observation.js';

/** What stands for a waste card the board does not show (it lies under the shown ones). */
export const HIDDEN_CARD = '?';

/**
 * An observation cut down to what the board (`@klondike/board`) shows a player, so that a
 * client's screen can be compared with the model and the oracle fact for fact:
 * - the waste keeps its number of cards but names only the top `draw` cards (the draw-3 fan,
 *   RULES §6); the others become {@link HIDDEN_CARD};
 * - `passesLeft` becomes what the empty stock's mark tells: on an empty stock over a non-empty
 *   waste, 1 for the recycle mark (a pass is left, or passes are unlimited) and 0 for the stop
 *   mark; `null` otherwise, where the board shows nothing about passes (RULES §4).
 * Everything else (columns with face-down cards counted, foundation counts, stock count, score
 * text, undo, won) is shown and kept. Applying it twice gives the same result.
 * @param draw the draw mode of the game the observation is of (RULES §4)
 */
export function boardView(o: Observation, draw: 1 | 3): Observation {
  const { waste, stock, passesLeft } = o.piles;
  const shownFrom = waste.length - draw;
  const emptyStockMark = stock === 0 && waste.length > 0;
  return {
    ...o,
    piles: {
      ...o.piles,
      waste: waste.map((card, i) => (i >= shownFrom ? card : HIDDEN_CARD)),
      passesLeft: emptyStockMark ? (passesLeft === null || passesLeft > 0 ? 1 : 0) : null,
    },
  };
}
