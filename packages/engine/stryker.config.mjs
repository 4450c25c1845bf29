// Mutation testing of the engine (docs/testing.md): every module but the index of re-exports.
import { strykerConfig } from '../../scripts/stryker.mjs';

export default strykerConfig(['src/**/*.ts', '!src/index.ts']);
