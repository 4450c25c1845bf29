import { nodeTestConfig, SHARED_WORKER_MODULES } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// No test file here mocks a module or leaves shared state changed (see SHARED_WORKER_MODULES).
export default defineConfig(nodeTestConfig({ test: { testTimeout: 60_000, ...SHARED_WORKER_MODULES } }));
