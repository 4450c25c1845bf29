import { onBeforeUnmount, ref, shallowRef, type Ref, type ShallowRef } from 'vue';
import type { Game } from '@klondike/engine';
import type { CriticalMoment, GameReview, MoveReview, ReviewClient, ReviewTaskError } from '@klondike/review/worker';

/** The review of the game in view as it grows (see {@link useGameReview}). */
export interface GameReviewState {
  /** The start's verdict and chance, once reviewed. */
  readonly start: ShallowRef<GameReview['start'] | null>;
  /** The journal entries reviewed so far, in order (a new array at each entry). */
  readonly moves: ShallowRef<readonly MoveReview[]>;
  readonly critical: ShallowRef<readonly CriticalMoment[]>;
  /** The whole review, once every entry is reviewed. */
  readonly review: ShallowRef<GameReview | null>;
  /** Entries done of all, while the review runs; null before and after. */
  readonly progress: Ref<{ readonly done: number; readonly total: number } | null>;
  readonly error: Ref<ReviewTaskError | null>;
  /** Starts the review (once; again only after an error). */
  run(): void;
}

/**
 * Reviews a game in the review's Web Worker, as the strip's verdicts come from the solver's worker:
 * the client is loaded at the first review (its chunk, and the solver's, only then), each entry shows
 * as soon as it is reviewed, and the worker is stopped when the view goes away (another recording
 * opened: the view is keyed by it).
 * @param game the recorded game (its journal, undos included)
 * @param load makes the worker client (tests replace it)
 * @param samples K, when not the review's default
 */
export function useGameReview(
  game: Game,
  load: () => Promise<ReviewClient> = async () => (await import('@klondike/review/worker')).createReviewClient(),
  samples?: number,
): GameReviewState {
  const start = shallowRef<GameReview['start'] | null>(null);
  const moves = shallowRef<readonly MoveReview[]>([]);
  const critical = shallowRef<readonly CriticalMoment[]>([]);
  const review = shallowRef<GameReview | null>(null);
  const progress = ref<{ done: number; total: number } | null>(null);
  const error = ref<ReviewTaskError | null>(null);
  let client: Promise<ReviewClient> | null = null;
  let gone = false;

  async function reviewIt(): Promise<void> {
    client ??= load();
    const c = await client;
    if (gone) return;
    const answer = await c.review(game, samples === undefined ? {} : { samples }, {
      onStart: (s) => (start.value = s),
      onStep: (step, done, total) => {
        moves.value = [...moves.value, step.move];
        if (step.critical) critical.value = [...critical.value, step.critical];
        progress.value = { done, total };
      },
    });
    progress.value = null;
    if (answer.ok) review.value = answer.value;
    else if (answer.error.code !== 'ERR_REVIEW_CANCELLED') error.value = answer.error;
  }

  function run(): void {
    if (progress.value || review.value) return;
    error.value = null;
    start.value = null;
    moves.value = [];
    critical.value = [];
    progress.value = { done: 0, total: game.journal?.length ?? 0 };
    reviewIt().catch((thrown: unknown) => {
      progress.value = null;
      error.value = { code: 'ERR_REVIEW_WORKER', message: String(thrown) };
    });
  }

  onBeforeUnmount(() => {
    gone = true;
    void client?.then((c) => c.dispose());
  });
  return { start, moves, critical, review, progress, error, run };
}
