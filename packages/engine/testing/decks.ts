// the RULES §11 decks, kept in the engine's source so the built engine (end-to-end specs, benchmarks) has them too
export { W1, W3 } from '../src/decks.js';
