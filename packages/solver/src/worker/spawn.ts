/**
 * @klondike/solver/spawn: starts the solver's worker and nothing else, for a page that starts it
 * before it loads the client (`@klondike/solver/worker`, a lazy chunk): importing this module costs
 * the page a few lines, not the solver.
 */
import type { SolverWorker } from './protocol.js';

// The page's Worker constructor; declared here so the solver package needs no DOM library.
declare const Worker: new (url: URL, options: { type: 'module'; name: string }) => SolverWorker;

/**
 * Starts the solver's module Web Worker (in a browser, bundled by Vite as its own chunk: the page
 * that imports this module does not load the solver until a worker starts). Messages posted before
 * its script has loaded wait for it.
 * @returns the worker, serving the tasks of `protocol.ts`
 */
export const spawnSolverWorker = (): SolverWorker =>
  new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module', name: 'solver' });
