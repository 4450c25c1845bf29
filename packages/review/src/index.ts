/**
 * @klondike/review: the review of a played game, entry by entry: the exact verdict (the solver with
 * every card known) and the chance to win with what the player had seen (perfect-information
 * sampling), each action banded from best to blunder against the best action, the luck of the cards,
 * the losing action, the accuracy, the critical moments. Depends on the public APIs of
 * @klondike/engine and @klondike/solver only; no Node or DOM API, so a browser worker can run it.
 */

// The review of a game and its options.
export {
  reviewGame,
  DEFAULT_SAMPLES,
  DEFAULT_SEED,
  DEFAULT_SAMPLE_NODES,
  DEFAULT_EXACT_NODES,
  MAX_SAMPLES,
  DEFAULT_GAME_NODES,
} from './review.js';
export type {
  ReviewOptions,
  ReviewCap,
  ReviewStep,
  GameReview,
  MoveReview,
  CriticalMoment,
  ReviewVerdict,
  ReviewError,
  ReviewErrorCode,
} from './review.js';

// The bands of an action, the accuracy formula.
export { MOVE_KINDS, KIND_THRESHOLDS, kindOf, moveAccuracy, gameAccuracy, type MoveKind } from './bands.js';

// What the player has seen, and the sampled worlds consistent with it.
export { seenAtStart, seenAfter, seenCount, viewOf, type SeenCards, type View, type ViewColumn } from './view.js';
export { drawWorlds, advanceWorlds, worldPosition, type World } from './worlds.js';

// The fair hint: the best action by the chance to win with what was seen.
export { fairHint, type FairHint, type FairHintOptions } from './fairHint.js';

// A review as table fields, and reviews folded per mode (as `sql/review_by_mode.sql`).
export {
  reviewFields,
  reviewByMode,
  NOT_REVIEWED,
  type ReviewFields,
  type ModeReviewRow,
  type ModeReview,
} from './byMode.js';

// The printed shape (`klondike review --json`).
export { reviewJson, type ReviewJson, type MoveJson } from './json.js';
