/**
 * The solver's Web Worker entry: `new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' })`
 * (see `spawn.ts`). It serves the tasks of `protocol.ts` on the worker's own scope.
 */
import { serveSolver, type SolverPort } from './serve.js';

serveSolver(globalThis as unknown as SolverPort);
