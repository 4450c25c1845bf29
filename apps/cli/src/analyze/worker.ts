/**
 * The worker thread entry of `klondike analyze` (run by tinypool from the built `dist/analyze/worker.js`):
 * folds one batch of sessions, or reads and folds one part of an NDJSON file, and sends the rows back as columns.
 */
import { foldTask, type FoldedColumns, type FoldTask, type RangeTask } from './fold.js';

export default function analyzeTask(task: FoldTask | RangeTask): FoldedColumns {
  return foldTask(task);
}
