import { LOADED_MACHINE_TIMEOUTS } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// The tests run the built CLI (bin/klondike.js -> dist/) as a child process, as a user would, so
// they take the built packages, not nodeTestConfig's source; the limits are the same, hooks included
// (a beforeAll that simulates sessions outran vitest's 10 s hook default on a loaded machine).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    ...LOADED_MACHINE_TIMEOUTS,
  },
});
