import { nodeTestConfig, SHARED_WORKER_MODULES } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// No test file here mocks a module or leaves shared state changed (see SHARED_WORKER_MODULES): the
// search's move noise is seeded again at each use.
export default defineConfig(nodeTestConfig({ test: { testTimeout: 60_000, ...SHARED_WORKER_MODULES } }));
