/**
 * The worker thread entry of `klondike analyze` (run by tinypool from the built `dist/analyze/worker.js`):
 * folds one batch of sessions.
 */
import { foldBatch, type FoldResult, type FoldTask } from './fold.js';

export default function analyzeTask(task: FoldTask): FoldResult {
  return foldBatch(task);
}
