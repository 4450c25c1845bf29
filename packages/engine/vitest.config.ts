import { nodeTestConfig, SHARED_WORKER_MODULES } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// The one module mock (machine-rule-runs.test.ts) empties the module cache before and after itself;
// the files that import the engine afresh (faults, gameCode) do it through vi.resetModules, and
// their spies are restored in the test (see SHARED_WORKER_MODULES).
export default defineConfig(
  nodeTestConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000, ...SHARED_WORKER_MODULES } }),
);
