/**
 * The Web Worker of "Analyse my games"' reviews: reviews each saved game of a task in turn
 * (`reviewSaved`) and posts each answer as it is made; the page ends it (terminate) to cancel.
 */
import { reviewSaved, type SavedReviewAnswer, type SavedReviewTask } from './savedReviews.js';

const scope = globalThis as unknown as {
  onmessage: ((event: { data: SavedReviewTask }) => void) | null;
  postMessage(message: SavedReviewAnswer): void;
};

scope.onmessage = ({ data }) => {
  for (const { key, session } of data.games) scope.postMessage(reviewSaved(key, session));
};
