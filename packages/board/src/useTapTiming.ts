import { canPickUp, type Pile } from '@klondike/engine';
import { useTapTimer, type TapTarget } from './tapTimer.js';
import type { BoardInput } from './boardInput.js';

/** Where the board reports taps: a single tap on a pile, a double tap on a card. */
export interface TapHandlers {
  tap(pile: Pile): void;
  doubleTap(pile: Pile, cardIndex: number): void;
}

/**
 * Turns presses without a drag into the board's taps (RULES §6): the stock answers at once; a tap on
 * the waste's top or a face-up column card waits `doubleTapMs()` for a second one (see tapTimer.ts);
 * a single tap counts only on a pile's top card, a double tap on any face-up column card.
 * @param topIndex the index of a pile's top card (from the render model)
 */
export function useTapTiming(input: BoardInput, doubleTapMs: () => number, topIndex: (pile: Pile) => number, report: TapHandlers) {
  const taps = useTapTimer<TapTarget & { pile: Pile }>(
    doubleTapMs,
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
    if ((pile === 'W' && index === topIndex('W')) || (pile[0] === 'T' && canPickUp(input.position, pile, index))) {
      taps.tap({ pile, index });
      return;
    }
    taps.flush();
  }

  return { press, flush: taps.flush };
}
