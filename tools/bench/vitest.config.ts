import { nodeTestConfig, SHARED_WORKER_MODULES } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// The engine's TypeScript source, so the tests need no build. No test file here mocks a module or
// leaves shared state changed (see SHARED_WORKER_MODULES).
export default defineConfig(nodeTestConfig({ test: { include: ['src/**/*.test.ts'], ...SHARED_WORKER_MODULES } }));
