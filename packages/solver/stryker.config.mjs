// Mutation testing of the solver (docs/testing.md): the search and its helpers; not the benchmark
// programs (`bench.ts`, `hintBench.ts`: run on import, no test loads them), the re-export indexes,
// or the worker's entry file (a single `serve()` call).
import { strykerConfig } from '../../scripts/stryker.mjs';

export default strykerConfig([
  'src/**/*.ts',
  '!src/index.ts',
  '!src/bench.ts',
  '!src/hintBench.ts',
  '!src/worker/index.ts',
  '!src/worker/solver.worker.ts',
]);
