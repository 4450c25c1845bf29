/**
 * The worker thread entry of `klondike review` (run by tinypool from the built `dist/review/worker.js`):
 * reviews one session, telling its progress on the task's port.
 */
import { reviewRecord, type ReviewOutcome, type ReviewTask } from './task.js';

export default function reviewTask(task: ReviewTask): ReviewOutcome {
  const port = task.port;
  // the main thread closes the port once the outcome is back
  return reviewRecord(task, port ? (done) => port.postMessage(done) : undefined);
}
