import { vueTestConfig } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// The tests wait on state, not on time: the timeout only stops a hang, so it is long enough for a
// loaded machine (the solver tests run real searches in an in-thread worker).
export default defineConfig(
  vueTestConfig({ test: { setupFiles: ['fake-indexeddb/auto'], testTimeout: 60_000, hookTimeout: 60_000 } }),
);
