/**
 * The kinds of an action, by how much chance to win it gave away against the best action with what
 * the player could see, as chess reviews band their moves.
 */
export const MOVE_KINDS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/**
 * The lower edge of each band but `best`, on the drop `pWinBest - pWin` of the played action (0..1,
 * chances as fractions): lichess's bands on its winning chances (0.1, 0.2, 0.3 on a -1..1 scale),
 * brought to a 0..1 chance. `best` is a drop of exactly 0 (the played action is a best one, ties
 * included); `good` anything below the inaccuracy edge.
 */
export const KIND_THRESHOLDS = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.15 } as const;

/**
 * The kind of an action that gave away `drop` of the chance to win (0..1; 0 or less: best).
 * @param drop `pWinBest - pWin` of the played action, both estimated on the same sampled worlds
 */
export function kindOf(drop: number): MoveKind {
  if (drop <= 0) return 'best';
  if (drop >= KIND_THRESHOLDS.blunder) return 'blunder';
  if (drop >= KIND_THRESHOLDS.mistake) return 'mistake';
  if (drop >= KIND_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * The accuracy of one action, 0..100, from the chance it gave away: lichess's move accuracy on win
 * percentages, `103.1668 * exp(-0.04354 * 100 * drop) - 3.1669`, clamped to 0..100. A best action
 * scores 100, a drop of 0.05 about 80, 0.10 about 64, 0.15 about 50, 0.30 about 24.
 * @param drop `pWinBest - pWin` of the played action (0..1; below 0 counts as 0)
 */
export function moveAccuracy(drop: number): number {
  const a = 103.1668 * Math.exp(-0.04354 * 100 * Math.max(0, drop)) - 3.1669;
  return Math.min(100, Math.max(0, a));
}

/**
 * A game's accuracy, 0..100 rounded to 0.1: the mean {@link moveAccuracy} over the actions that were
 * choices (at least two candidates, and some chance to win left, `pWinBest > 0`: where every action
 * loses in every world there is nothing to be accurate about).
 * @param drops the drop of each counted action
 * @returns null when no action was a choice
 */
export function gameAccuracy(drops: readonly number[]): number | null {
  if (drops.length === 0) return null;
  const mean = drops.reduce((sum, d) => sum + moveAccuracy(d), 0) / drops.length;
  return Math.round(mean * 10) / 10;
}
