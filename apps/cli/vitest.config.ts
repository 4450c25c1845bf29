import { LOADED_MACHINE_TIMEOUTS } from '@klondike/config/vite';
import { defineConfig } from 'vitest/config';

// The tests run the built CLI (bin/klondike.js -> dist/) as a child process, as a user would, so
// they take the built packages, not nodeTestConfig's source. Its limits are longer than the shared
// ones, hooks included (a beforeAll that simulates sessions outran vitest's 10 s hook default on a
// loaded machine).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // two files at a time, not vitest's default of one on two cores: a test here mostly waits on the
    // CLI process it spawned, so one file at a time left a core idle, and this suite is the last to
    // end in `npm test`'s vitest step (its 245 s against under 60 s for any other suite)
    maxWorkers: 2,
    ...LOADED_MACHINE_TIMEOUTS,
    // a hang guard only: a test here runs up to 16 CLI processes one after another, and at load 44
    // on the two cores (two files at a time beside other work) one took 61.6 s against the shared 60 s
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
