import { isColumnPile, canPickUp, tapTiming, type Pile } from '@klondike/engine';
import { useTapTimer, type TapTarget } from './tapTimer.js';
import type { BoardInput } from './boardInput.js';

/** Where the board reports taps: a single tap on a pile, a double tap on a card. */
export interface TapHandlers {
  tap(pile: Pile): void;
  doubleTap(pile: Pile, cardIndex: number): void;
}

/**
 * Turns presses without a drag into the board's taps (RULES §6), as the engine's `tapTiming` says:
 * the stock answers at once; a tap on the waste's top or a face-up column card plays at once when it
 * is `at-once`; when it must `wait` (a foundation move and a different board move both exist) it
 * waits `windowMs()` for a second tap (see tapTimer.ts); a tap that does nothing (`no-action`) is
 * reported once its window has passed (the app says why nothing moved), unless a second tap makes it
 * a double tap. A single tap counts only on a pile's top card, a double tap on any face-up column card.
 * @param windowMs the double-tap window, in milliseconds (the Board's `tapWindowMs`)
 * @param topIndex the index of a pile's top card (from the render model)
 */
export function useTapTiming(
  input: BoardInput,
  windowMs: () => number,
  topIndex: (pile: Pile) => number,
  report: TapHandlers,
) {
  const taps = useTapTimer<TapTarget & { pile: Pile }>(
    windowMs,
    (t) => {
      if (t.index === topIndex(t.pile)) report.tap(t.pile);
    },
    (t) => report.doubleTap(t.pile, t.index),
  );

  /** A press on `pile` at card `index` that did not become a drag. */
  function press(pile: Pile, index: number): void {
    if (pile === 'S') {
      taps.flush();
      report.tap('S');
      return;
    }
    if ((pile === 'W' && index === topIndex('W')) || (isColumnPile(pile) && canPickUp(input.position, pile, index))) {
      taps.tap({ pile, index }, tapTiming(input.position, input.rules, pile, index) !== 'at-once');
      return;
    }
    taps.flush();
  }

  return { press, flush: taps.flush, forgetDone: taps.forgetDone };
}
