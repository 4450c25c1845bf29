import { nodeTestConfig } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig(nodeTestConfig({ test: { testTimeout: 60_000 } }));
