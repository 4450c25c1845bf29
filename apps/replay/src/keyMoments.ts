import type { CriticalMoment, GameReview, MoveReview } from '@klondike/review/worker';

/**
 * What the review viewer marks and lists, read off a review (whole, or the entries reviewed so far).
 * The review decides every number (`@klondike/review`); this only picks what to point at.
 */

/** The kinds of a key moment, most telling first: a moment that is several is listed once, as its first kind. */
export const MOMENT_KINDS = ['lost', 'blunder', 'mistake', 'goodLuck', 'badLuck', 'critical'] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];

/**
 * The luck worth pointing at: a card turned up that moved the chance to win by itself by at least
 * this much (0..1), the review's blunder edge: as much as the worst kind of action gives away.
 */
export const BIG_LUCK = 0.15;

/** One key moment: the journal entry, what it was, and what the review says of it. */
export interface KeyMoment {
  /** 1-based journal index of the entry (the position it was played from is frame `journalIndex - 1`). */
  readonly journalIndex: number;
  /** Its kinds, most telling first (at least one). */
  readonly kinds: readonly MomentKind[];
  /** The entry played, in notation. */
  readonly action: string;
  /** The best action by the chance to win with what was seen, and the chances of it and of the played one. */
  readonly best: string;
  readonly pWinBest: number;
  readonly pWinPlayed: number;
  /** What the cards turned up did by themselves. */
  readonly luck: number;
  /** For a critical moment: the actions that kept the game winnable. */
  readonly keep: readonly string[] | null;
}

/** The kinds of one entry, most telling first. */
function kindsOf(move: MoveReview, lostAt: number | null, critical: CriticalMoment | undefined): MomentKind[] {
  const kinds: MomentKind[] = [];
  if (move.journalIndex === lostAt) kinds.push('lost');
  if (move.kind === 'blunder' || move.kind === 'mistake') kinds.push(move.kind);
  if (move.luck >= BIG_LUCK) kinds.push('goodLuck');
  if (move.luck <= -BIG_LUCK) kinds.push('badLuck');
  if (critical) kinds.push('critical');
  return kinds;
}

/**
 * The key moments of a review, in journal order: the losing action, blunders, mistakes, big luck
 * (|luck| >= {@link BIG_LUCK}) and critical moments (only one or two actions kept the game winnable).
 * @param moves the entries reviewed (all, or the first ones while the review runs)
 * @param critical the critical moments found so far
 * @param lostAt the journal index of the losing action, or null (none, or not known yet)
 */
export function keyMoments(
  moves: readonly MoveReview[],
  critical: readonly CriticalMoment[],
  lostAt: number | null,
): KeyMoment[] {
  const criticalAt = new Map(critical.map((c) => [c.journalIndex, c]));
  const out: KeyMoment[] = [];
  for (const move of moves) {
    const at = criticalAt.get(move.journalIndex);
    const kinds = kindsOf(move, lostAt, at);
    if (kinds.length === 0) continue;
    out.push({
      journalIndex: move.journalIndex,
      kinds,
      action: move.action,
      best: move.best,
      pWinBest: move.pWinBest,
      pWinPlayed: move.pWinPlayed,
      luck: move.luck,
      keep: at ? at.keep : null,
    });
  }
  return out;
}

/** A marker on the chart: at frame `index` (after the entry), of the entry's most telling kind but `critical` (the list has those). */
export interface ChartMark {
  readonly index: number;
  readonly kind: Exclude<MomentKind, 'critical'>;
}

/** The chart's markers: mistakes, blunders, big luck and the losing action, one per entry. */
export function chartMarks(moments: readonly KeyMoment[]): ChartMark[] {
  const out: ChartMark[] = [];
  for (const m of moments) {
    const kind = m.kinds.find((k): k is ChartMark['kind'] => k !== 'critical');
    if (kind) out.push({ index: m.journalIndex, kind });
  }
  return out;
}

/**
 * The chance to win after each frame (frame 0 the start), as far as reviewed: `null` for the frames
 * not reviewed yet.
 */
export function chanceByFrame(
  start: GameReview['start'] | null,
  moves: readonly MoveReview[],
  frames: number,
): (number | null)[] {
  const out: (number | null)[] = Array.from({ length: frames }, () => null);
  if (start) out[0] = start.pWin;
  for (const m of moves) if (m.journalIndex < frames) out[m.journalIndex] = m.pWin;
  return out;
}

/**
 * The action a key moment shows on the board: the best by the chance with what could be seen; but
 * where that is the action played (the chances tie, often all 0) and the exact search found another
 * that kept the game winnable, that one (`keep`), so a losing action always shows what saved the game.
 */
export function shownAction(m: KeyMoment): { readonly action: string; readonly why: 'best' | 'keep' } {
  if (m.best === m.action && m.keep) {
    const other = m.keep.find((a) => a !== m.action);
    if (other !== undefined) return { action: other, why: 'keep' };
  }
  return { action: m.best, why: 'best' };
}

/** K from a review link's `samples` parameter (as `klondike review --samples`): a whole number 1..4096, else the review's default (undefined). */
export function linkSamples(search: string): number | undefined {
  const text = new URLSearchParams(search).get('samples');
  if (text === null || !/^\d{1,4}$/.test(text)) return undefined;
  const k = Number(text);
  return k >= 1 && k <= 4096 ? k : undefined;
}
