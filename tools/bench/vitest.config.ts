import { nodeTestConfig } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// The engine's TypeScript source, so the tests need no build.
export default defineConfig(nodeTestConfig({ test: { include: ['src/**/*.test.ts'] } }));
