/**
 * The worker thread entry of `klondike analyze` (run by tinypool from the built `dist/analyzeWorker.js`):
 * folds one batch of sessions.
 */
import { foldBatch, type FoldResult, type FoldTask } from './analyzeFold.js';

export default function analyzeTask(task: FoldTask): FoldResult {
  return foldBatch(task);
}
