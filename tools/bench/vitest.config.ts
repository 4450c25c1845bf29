import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The engine's TypeScript source, so the tests need no build.
  resolve: { conditions: ['source'] },
  test: { include: ['src/**/*.test.ts'] },
});
