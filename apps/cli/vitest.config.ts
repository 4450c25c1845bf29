import { defineConfig } from 'vitest/config';

// The tests run the built CLI (bin/klondike.js -> dist/) as a child process, as a user would.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
