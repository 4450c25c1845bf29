import type { Scoring } from '@klondike/engine';

/**
 * The width of the score bins of `sql/score_distribution.sql` (`score_from` is a multiple of it), by
 * scoring: 100 points (Normal) or 10 dollars (Vegas). The one definition the terminal table's heading
 * states and the HTML report's charts start from (they merge these bins into wider steps over a wide
 * range, and say so); a test holds the query to it.
 */
export const SCORE_BIN_WIDTH: Readonly<Record<Scoring, number>> = { normal: 100, vegas: 10 };
