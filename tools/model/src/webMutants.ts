import type { ModelEvent } from './model.js';
import { WebAdapter } from './webAdapter.js';

/**
 * Deliberately broken web adapters (mutants), standing for a client with a broken input path. The
 * browser's mutation test runs generated paths on each and expects the suite to report a mismatch.
 */

/**
 * Mutant: every move to a column (WT, TT, FT) is put down on the next column to the right (T7
 * wraps to T1), as a client with an off-by-one drop target would do.
 */
export class WrongColumnDropAdapter extends WebAdapter {
  override readonly name = 'web-mutant-wrong-column-drop';

  override send(event: ModelEvent): Promise<void> {
    if (event.type === 'WT' || event.type === 'TT' || event.type === 'FT')
      return super.send({ ...event, to: (event.to + 1) % 7 });
    return super.send(event);
  }
}

/** Mutant: a double tap reaches the board as one tap, as a client that loses the second tap would do. */
export class DoubleTapLostAdapter extends WebAdapter {
  override readonly name = 'web-mutant-double-tap-lost';

  override send(event: ModelEvent): Promise<void> {
    return super.send(event.type === 'doubleTap' ? { type: 'tap', pile: event.pile } : event);
  }
}

/** Every web mutant, for the browser's mutation test. */
export const WEB_MUTANTS = [WrongColumnDropAdapter, DoubleTapLostAdapter] as const;
