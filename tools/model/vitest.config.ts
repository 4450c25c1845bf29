import { nodeTestConfig } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  nodeTestConfig({
    test: {
      testTimeout: process.env['DEEP'] ? 1_800_000 : 60_000,
      // 2 shared cores: one worker keeps the bounded run predictable
      fileParallelism: false,
    },
  }),
);
