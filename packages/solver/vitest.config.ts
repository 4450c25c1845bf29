import { nodeTestConfig, SHARED_WORKER_MODULES } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// No test file here mocks a module or leaves shared state changed (see SHARED_WORKER_MODULES): the
// search's move noise is seeded again at each use. The test limit only stops a hang: every search
// here has a node budget, and the comparisons with the plain exhaustive search, up to half a minute
// on an idle machine, took over 300 s beside two busy loops and other work at a load of 13.
export default defineConfig(nodeTestConfig({ test: { testTimeout: 900_000, ...SHARED_WORKER_MODULES } }));
