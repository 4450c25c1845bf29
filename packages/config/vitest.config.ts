import { defineConfig } from 'vitest/config';

// One test launches Chromium: the limit only stops a hang on a loaded machine.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 } });
