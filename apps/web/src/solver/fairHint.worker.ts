/**
 * The fair hint's Web Worker entry: answers each task with `answerFairHint` (@klondike/review's
 * sampling, K solver searches per candidate), so the hint never blocks play. See `fairHint.ts`.
 */
import type { FairHintTask, FromFairHintWorker } from './fairHint.js';
import { answerFairHint } from './fairHintAnswer.js';

const scope = globalThis as unknown as {
  onmessage: ((event: { data: FairHintTask }) => void) | null;
  postMessage(message: FromFairHintWorker): void;
};

scope.onmessage = ({ data }) => scope.postMessage({ id: data.id, answer: answerFairHint(data) });
