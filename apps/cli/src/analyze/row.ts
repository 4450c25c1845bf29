/** The row one analysed session makes: its summary, and what `--solve` and `--review` add to it. */
import type { SessionSummary } from '@klondike/analysis';
import type { ReviewFields } from '@klondike/review';

/**
 * What `--solve` adds to a row, from the solver's `lostAt`: all null without
 * `--solve`.
 */
export interface SolveFields {
  /**
   * The solver's verdict on the recorded game (`lostAt`): `won` (the recording ends in a win),
   * `winnable` (still winnable at its end), `lost` (lost after `lostAtIndex`), `lost-at-deal` (no win
   * from the deal), `unknown` (not decided within the budget).
   */
  readonly solveVerdict: 'won' | 'winnable' | 'lost' | 'lost-at-deal' | 'unknown' | null;
  /** The deal could be won (true), could not (false), or was not decided within the budget (null). */
  readonly winnableAtDeal: boolean | null;
  /** For a game not won that was winnable: the 1-based journal index of the action after which it was lost. */
  readonly lostAtIndex: number | null;
  /** That action in notation. */
  readonly lostAtAction: string | null;
}

/** What `--review` adds to a row, from `@klondike/review` (default samples and seed): all null without `--review`. */
export type { ReviewFields } from '@klondike/review';

/** One analysed session: its summary and, with `--solve`, where it was lost; with `--review`, its review. */
export type AnalyzedSession = SessionSummary & SolveFields & ReviewFields;
