import { modeKey, type GameMode } from '@klondike/analysis';
import type { GameReview, ReviewVerdict } from './review.js';

/**
 * A game's review as the few figures a table of many games keeps: the verdict, the accuracy and the
 * count of each band that gives chance away. The CLI's `analyze --review` columns and the browser's
 * "Analyse my games" store these.
 */
export interface ReviewFields {
  /** The review's verdict; null for a game the review does not play (a variant). */
  readonly reviewVerdict: ReviewVerdict | null;
  /** The game's accuracy, 0..100 (null when no action was a choice, or not reviewed). */
  readonly reviewAccuracy: number | null;
  /** Actions of each band that gives chance away (see the review's bands); null when not reviewed. */
  readonly reviewInaccuracies: number | null;
  readonly reviewMistakes: number | null;
  readonly reviewBlunders: number | null;
}

/** The review fields of a game that was not reviewed (a variant, or no review asked). */
export const NOT_REVIEWED: ReviewFields = {
  reviewVerdict: null,
  reviewAccuracy: null,
  reviewInaccuracies: null,
  reviewMistakes: null,
  reviewBlunders: null,
};

/**
 * The fields of one review: its verdict, accuracy and the count of inaccuracies, mistakes and blunders.
 * @param review a game's review (`reviewGame`)
 */
export function reviewFields(review: GameReview): ReviewFields {
  const count = (kind: string): number => review.moves.filter((m) => m.kind === kind).length;
  return {
    reviewVerdict: review.verdict,
    reviewAccuracy: review.accuracy,
    reviewInaccuracies: count('inaccuracy'),
    reviewMistakes: count('mistake'),
    reviewBlunders: count('blunder'),
  };
}

/** One game of a table to fold by mode: its mode (`@klondike/analysis`'s `GameMode`) and review fields. */
export interface ModeReviewRow extends ReviewFields, GameMode {}

/** The reviews of one mode folded (a mode as every per-mode table keeps it: preset, draw, scoring, variant, Thoughtful). */
export interface ModeReview extends GameMode {
  /** The mode's one key (`@klondike/analysis`'s `modeKey`, the `mode` column of the SQL tables). */
  readonly mode: string;
  /**
   * Games with a review verdict other than `winnable`: finished, lost or undecided, the games every
   * figure below reads.
   */
  readonly reviewed: number;
  /**
   * Games left unfinished while still winnable (verdict `winnable`): nothing was lost in them, and
   * their accuracy is that of a game cut short, so they are counted apart and left out of every other
   * figure (a player read "accuracy 100, none lost" for a game they had abandoned).
   */
  readonly abandonedWinnable: number;
  /** Of those, the lost ones (lost to a mistake or to the cards). */
  readonly lost: number;
  /** Share of the lost games lost to a mistake (a better action was there to see); null when none was lost. */
  readonly lostToMistakeRate: number | null;
  /** Share of the lost games lost to the cards; null when none was lost. */
  readonly lostToCardsRate: number | null;
  /** Mean accuracy (0..100) of the reviewed games that have one; null when none has. */
  readonly meanAccuracy: number | null;
  /** Mean count per reviewed game (abandoned winnable ones left out) of each band that gives chance away; null when none was reviewed. */
  readonly inaccuraciesPerGame: number | null;
  readonly mistakesPerGame: number | null;
  readonly blundersPerGame: number | null;
}

const mean = (xs: readonly (number | null)[]): number | null => {
  const known = xs.filter((x): x is number => x !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Reviews folded per mode, the same figures as the CLI's `sql/review_by_mode.sql` on the same rows
 * (a test holds the two together): a group per mode present in the rows, keyed by the one mode key
 * (`modeKey`: a variant's or a Thoughtful game's figures are not a standard one's), in the order of
 * rules, draw, scoring, variant and Thoughtful (a group of unreviewed games only has `reviewed` 0 and
 * nulls). Games left while still winnable are only counted (`abandonedWinnable`), in no other figure.
 * @param rows one per game
 */
export function reviewByMode(rows: readonly ModeReviewRow[]): ModeReview[] {
  const groups = new Map<string, ModeReviewRow[]>();
  for (const row of rows) {
    const key = modeKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups]
    .map(([mode, group]): ModeReview => {
      const { rules, draw, scoring, variant, thoughtful } = group[0]!;
      const lost = group.filter(
        (r) => r.reviewVerdict === 'lost-to-a-mistake' || r.reviewVerdict === 'lost-to-the-cards',
      ).length;
      const toMistake = group.filter((r) => r.reviewVerdict === 'lost-to-a-mistake').length;
      const judged = group.filter((r) => r.reviewVerdict !== null && r.reviewVerdict !== 'winnable');
      return {
        mode,
        rules,
        draw,
        scoring,
        variant,
        thoughtful,
        reviewed: judged.length,
        abandonedWinnable: group.filter((r) => r.reviewVerdict === 'winnable').length,
        lost,
        lostToMistakeRate: lost === 0 ? null : toMistake / lost,
        lostToCardsRate: lost === 0 ? null : (lost - toMistake) / lost,
        meanAccuracy: mean(judged.map((r) => r.reviewAccuracy)),
        inaccuraciesPerGame: mean(judged.map((r) => r.reviewInaccuracies)),
        mistakesPerGame: mean(judged.map((r) => r.reviewMistakes)),
        blundersPerGame: mean(judged.map((r) => r.reviewBlunders)),
      };
    })
    .sort(
      (a, b) =>
        byText(a.rules, b.rules) ||
        a.draw - b.draw ||
        byText(a.scoring, b.scoring) ||
        byText(a.variant, b.variant) ||
        Number(a.thoughtful) - Number(b.thoughtful),
    );
}
