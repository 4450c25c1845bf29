/**
 * @klondike/engine: the rules of Klondike (RULES.md), pure functions over immutable positions, a game
 * value holding the journal and the move log, session files, and the xstate machine.
 */
export * from './result.js';
export * from './card.js';
export * from './rng.js';
export * from './deck.js';
export * from './gameCode.js';
export * from './rules.js';
export * from './position.js';
export * from './action.js';
export * from './apply.js';
export * from './game.js';
export * from './targets.js';
export * from './summary.js';
export * from './start.js';
export * from './session.js';
export * from './links.js';
export * from './machine.js';
