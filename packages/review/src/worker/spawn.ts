import type { ReviewWorker } from './protocol.js';

// The page's Worker constructor; declared here so the review package needs no DOM library.
declare const Worker: new (url: URL, options: { type: 'module'; name: string }) => ReviewWorker;

/**
 * Starts the review's module Web Worker (in a browser, bundled by Vite as its own chunk: the page
 * that imports this module loads neither the review nor the solver until a worker starts).
 */
export const spawnReviewWorker = (): ReviewWorker =>
  new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module', name: 'review' });
