import type { MoveKind } from './bands.js';
import type { CriticalMoment, GameReview, ReviewVerdict } from './review.js';

/** One entry as `klondike review --json` prints it. */
export interface MoveJson {
  readonly journalIndex: number;
  readonly action: string;
  readonly winnable: boolean | null;
  readonly pWin: number;
  readonly best: string;
  readonly pWinBest: number;
  readonly kind: MoveKind;
  readonly luck: number;
}

/** A reviewed game as `klondike review --json` prints it: one such object per session. */
export interface ReviewJson {
  readonly verdict: ReviewVerdict;
  readonly lostAt: { readonly journalIndex: number; readonly action: string } | null;
  readonly accuracy: number | null;
  readonly moves: readonly MoveJson[];
  readonly critical: readonly CriticalMoment[];
  readonly samples: number;
  readonly seed: number;
  /** Null, or how many entries were reviewed before the whole review's budget ran out (see `GameReview.stopped`). */
  readonly stopped: GameReview['stopped'];
}

/** Chances printed to 4 decimals: K = 32 gives steps of 1/64, which need 6; 4 read better and lose nothing a review says. */
const round = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * The printed shape of a review: `verdict`, `lostAt` (journal index and action, or null), `accuracy`,
 * one `moves` entry per journal entry with `journalIndex`, `action`, `winnable`, `pWin`, `best`,
 * `pWinBest`, `kind`, `luck` (chances rounded to 4 decimals), then the `critical` moments and the
 * `samples` and `seed` that reproduce the numbers, and `stopped` (null, or where the review's cap
 * stopped it: the entries reviewed and why).
 */
export function reviewJson(review: GameReview): ReviewJson {
  return {
    verdict: review.verdict,
    lostAt: review.lostAt ? { journalIndex: review.lostAt.journalIndex, action: review.lostAt.action } : null,
    accuracy: review.accuracy,
    moves: review.moves.map((m) => ({
      journalIndex: m.journalIndex,
      action: m.action,
      winnable: m.winnable,
      pWin: round(m.pWin),
      best: m.best,
      pWinBest: round(m.pWinBest),
      kind: m.kind,
      luck: round(m.luck),
    })),
    critical: review.critical,
    samples: review.samples,
    seed: review.seed,
    stopped: review.stopped,
  };
}
