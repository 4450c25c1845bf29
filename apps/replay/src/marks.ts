import type { Frame } from './frames.js';

type Translate = (key: string, named?: Record<string, unknown>) => string;

/**
 * The mark a journal entry gets in the action list and beside the board: undo (with the entry it
 * took back), recycle, foundation return; null for a draw or an ordinary move.
 */
export function frameMark(f: Frame, t: Translate): string | null {
  if (f.kind === 'undo') return f.undoes === undefined ? t('actions.undo') : t('actions.undoOf', { n: f.undoes });
  if (f.kind === 'recycle') return t('actions.recycle');
  if (f.kind === 'return') return t('actions.return');
  return null;
}
