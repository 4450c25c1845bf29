import { nodeTestConfig, SHARED_WORKER_MODULES } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodeTestConfig({
    test: {
      testTimeout: process.env['DEEP'] ? 1_800_000 : 60_000,
      // 2 shared cores: one worker keeps the bounded run predictable
      fileParallelism: false,
      // the mutants put the engine's tables back when a path stops (mutation.test.ts checks it after
      // each test); nothing else is changed (see SHARED_WORKER_MODULES)
      ...SHARED_WORKER_MODULES,
    },
  }),
);
