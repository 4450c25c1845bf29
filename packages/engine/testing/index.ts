/**
 * `@klondike/engine/testing`: test machinery shared by the engine's suite and `tools/model`, not
 * part of the runtime bundle (the build compiles `src/` only). It holds the independent statement
 * of the rules (`spec/`), the invariants checked against it, random games, parser fuzzing and the
 * bounds of every property run. Resolved through the `source` condition, as the suites run the
 * engine from source.
 */
export * from './spec/index.js';
export * from './bridge.js';
export * from './invariants.js';
export * from './random.js';
export * from './fuzz.js';
export * from './fastcheck.js';
export * from './variants.js';
export * from './decks.js';
