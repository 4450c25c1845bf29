import type { ModelEvent } from './model.js';
import { WebAdapter } from './webAdapter.js';

/**
 * Mutant of the web adapter: every move to a column (WT, TT, FT) is dropped on the next column to
 * the right (T7 wraps to T1), as a client with an off-by-one drop target would do. The mutation
 * test expects the generated suite, run in the browser, to report the mismatch.
 */
export class WrongColumnDropAdapter extends WebAdapter {
  override readonly name = 'web-mutant-wrong-column-drop';

  override send(event: ModelEvent): Promise<void> {
    if (event.type === 'WT' || event.type === 'TT' || event.type === 'FT') return super.send({ ...event, to: (event.to + 1) % 7 });
    return super.send(event);
  }
}
