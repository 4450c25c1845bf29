/**
 * @klondike/solver/client: the page's side of the solver's worker alone (the client and the pages'
 * search limits), none of the solver: small enough for a page to import statically, so that it can
 * send a search in the very task that asks for it (`@klondike/solver/worker`, the whole worker
 * entry, brings the in-thread solver with it).
 */
export { createSolverClient, type SolverAnswer, type SolverClient, type SolverClientOptions } from './client.js';
export { PAGE_SEARCH_LIMITS, type SearchLimits, type SolverWorker } from './protocol.js';
