// the RULES §11 decks and the moves that clear their tableau, kept in the engine's source so the built engine (end-to-end specs, benchmarks) has them too
export { W1, W3, W_TABLEAU_MOVES } from '../src/decks.js';
