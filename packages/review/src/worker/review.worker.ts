/**
 * The review's Web Worker entry (see `spawn.ts`): it serves the reviews of `protocol.ts` on the
 * worker's own scope.
 */
import { serveReview, type ReviewPort } from './serve.js';

serveReview(globalThis as unknown as ReviewPort);
