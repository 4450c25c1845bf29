/**
 * An independent statement of RULES.md for the tests (§1 cards, §2 deal and notation, §3 legal
 * actions, §4 presets and scoring, §5 undo, §6 tap and double tap, §9 position text), written from
 * the rules page without the engine's rule code: it works on card texts and notation tokens and
 * imports nothing from `src/`. The test suites compare the engine with it, so a wrong rule or
 * score in the engine makes the two disagree. `spec.test.ts` pins it on RULES §11's examples and
 * checks that it imports nothing of the engine.
 */
export * from './cards.js';
export * from './rules.js';
export * from './position.js';
export * from './actions.js';
export * from './client.js';
export * from './game.js';
export * from './notation.js';
