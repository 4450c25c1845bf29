/**
 * The Web Worker of "Analyse my games"' reviews: reviews each saved game of a task in turn
 * (`serveSavedReviews`) and posts each answer as it is made; the page ends it (terminate) to cancel.
 */
import { serveSavedReviews, type FromSavedReviewWorker, type SavedReviewTask } from './savedReviews.js';

const scope = globalThis as unknown as {
  onmessage: ((event: { data: SavedReviewTask }) => void) | null;
  postMessage(message: FromSavedReviewWorker): void;
};

scope.onmessage = ({ data }) => void serveSavedReviews(data, (m) => scope.postMessage(m));
