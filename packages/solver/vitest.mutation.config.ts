import { mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

// The mutation run's tests (stryker.config.mjs): the same suite, instrumented and under `nice` on a
// shared machine, where the longest search tests take several times their 60 s limit. A mutant that
// makes a test hang is stopped by StrykerJS's own timeout (counted as a timeout, not a failure), so a
// vitest limit reached here would only count a slow test as a kill.
export default mergeConfig(base, { test: { testTimeout: 900_000, hookTimeout: 900_000 } });
