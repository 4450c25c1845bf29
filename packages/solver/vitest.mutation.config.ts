import { mutationTestConfig } from '@klondike/config/vite';
import base from './vitest.config.js';

// The mutation run's tests (stryker.config.mjs): the suite with limits fit for an instrumented run.
export default mutationTestConfig(base);
