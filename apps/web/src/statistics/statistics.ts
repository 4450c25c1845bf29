import { modeKey, modeOf, type GameMode } from '@klondike/analysis';
import type { GameStatus } from '../storedGame.js';
import type { SavedSummary } from './savedSummaries.js';

/**
 * What statistics are kept apart by: the game's mode (`@klondike/analysis`'s `GameMode`: rules
 * preset, draw, scoring, variant and Thoughtful, RULES §4, §10), and whether the game started from a
 * set-up position.
 */
export interface StatisticsCategory extends GameMode {
  /**
   * True for games started from a set-up position (`?position=`, RULES §9), not from a deal (a code
   * or a deck): puzzles, counted apart so that the deals' win rate and streaks are over deals only.
   * Absent for a deal.
   */
  readonly fromPosition?: true;
}

/** One game of the chart of recent results. */
export interface RecentResult {
  readonly id: string;
  readonly won: boolean;
  readonly score: number;
  readonly actions: number;
  /** Milliseconds since the Unix epoch when it started. */
  readonly startedAt: number;
}

/** The figures of one {@link StatisticsCategory}. A figure that has no game to come from is null. */
export interface CategoryStatistics {
  readonly category: StatisticsCategory;
  /** {@link categoryKey} of `category`. */
  readonly key: string;
  /** Games with at least one action, finished or not (an abandoned game is played and not won). */
  readonly played: number;
  readonly won: number;
  /** `won / played`, from 0 to 1. */
  readonly winRate: number;
  /** Wins in a row up to the newest finished game (a game still open neither extends nor breaks it). */
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** The highest score of a played game. */
  readonly bestScore: number | null;
  /** The shortest time to win, in milliseconds (the won games that recorded times). */
  readonly fastestWinMs: number | null;
  readonly fewestActionsInWin: number | null;
  /** Actions per played game. */
  readonly averageActions: number | null;
  /**
   * Vegas only, when the player keeps a cumulative balance: the sum of the scores of the played games
   * (each Vegas game starts in debt, RULES §4), else null.
   */
  readonly vegasBalance: number | null;
  /** The newest played games, oldest first (at most {@link RECENT_LIMIT}). */
  readonly recent: readonly RecentResult[];
}

/** How many games the chart of recent results shows. */
export const RECENT_LIMIT = 30;

/** What {@link computeStatistics} is asked for. */
export interface StatisticsOptions {
  /**
   * Milliseconds since the Unix epoch of the last statistics reset, or null: games finished before
   * it are left out (the game still open at a reset is kept; the saved games are never deleted).
   */
  readonly resetAt: number | null;
  /** Whether Vegas categories show a cumulative balance (the `vegasCumulative` setting). */
  readonly vegasCumulative: boolean;
}

/**
 * A category as a stable text key: its mode's one key (`modeKey`: `app-1-normal`,
 * `classic-3-vegas-thoughtful`, `app-1-normal-double`), then `-position` for games from a set-up position.
 */
export const categoryKey = (c: StatisticsCategory): string => `${modeKey(c)}${c.fromPosition ? '-position' : ''}`;

/** The category of a saved game: its mode, and whether it started from a set-up position. */
export const categoryOf = ({ summary }: SavedSummary): StatisticsCategory => ({
  ...modeOf(summary),
  ...(summary.start === 'position' ? { fromPosition: true as const } : {}),
});

/**
 * Whether a saved game counts in the figures (the statistics' and "Analyse my games"'): once it has
 * an action; a game just dealt and left untouched is not played. The game in play counts as played
 * and not won (see `computeStatistics`).
 */
export const countsAsPlayed = (summary: { readonly actions: number }): boolean => summary.actions > 0;

/** Where a saved game stands: `won` by the game's own verdict; any other game is open (`playing`) or was left. */
export const statusOf = ({ summary, status }: SavedSummary): GameStatus =>
  summary.won ? 'won' : status === 'playing' ? 'playing' : 'abandoned';

/** Milliseconds since the Unix epoch when a saved game started: its session's `startedAt`, else its last save. */
export function startedAtOf({ summary, updatedAt }: SavedSummary): number {
  const started = summary.startedAt === null ? NaN : Date.parse(summary.startedAt);
  return Number.isFinite(started) ? started : updatedAt;
}

/**
 * Milliseconds since the Unix epoch when a saved game ended: a won game at its winning action (its
 * start plus the last entry's time, so a reload that saves the won game again does not move it), any
 * other at its last save or when it was left. A statistics reset counts the games that end after it.
 */
export function endedAtOf(row: SavedSummary): number {
  const { summary } = row;
  const timed = summary.startedAt !== null && Number.isFinite(Date.parse(summary.startedAt));
  return summary.won && timed && summary.durationMs !== null ? startedAtOf(row) + summary.durationMs : row.updatedAt;
}

/** A played game with what its category's figures need worked out once. */
interface Counted {
  readonly id: string;
  readonly status: GameStatus;
  readonly startedAt: number;
  readonly summary: SavedSummary['summary'];
}

const minOf = (values: readonly number[]): number | null => (values.length ? Math.min(...values) : null);
const maxOf = (values: readonly number[]): number | null => (values.length ? Math.max(...values) : null);

/** The figures of one category's games, given oldest first. */
function categoryFigures(
  category: StatisticsCategory,
  games: readonly Counted[],
  vegasCumulative: boolean,
): CategoryStatistics {
  const wins = games.filter((g) => g.status === 'won');
  let run = 0;
  let bestStreak = 0;
  for (const g of games) {
    if (g.status === 'playing') continue;
    run = g.status === 'won' ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const played = games.length;
  const totalActions = games.reduce((sum, g) => sum + g.summary.actions, 0);
  return {
    category,
    key: categoryKey(category),
    played,
    won: wins.length,
    winRate: played ? wins.length / played : 0,
    currentStreak: run,
    bestStreak,
    bestScore: maxOf(games.map((g) => g.summary.score)),
    fastestWinMs: minOf(wins.flatMap((g) => (g.summary.durationMs === null ? [] : [g.summary.durationMs]))),
    fewestActionsInWin: minOf(wins.map((g) => g.summary.actions)),
    averageActions: played ? totalActions / played : null,
    vegasBalance:
      vegasCumulative && category.scoring === 'vegas' ? games.reduce((sum, g) => sum + g.summary.score, 0) : null,
    recent: games.slice(-RECENT_LIMIT).map((g) => ({
      id: g.id,
      won: g.status === 'won',
      score: g.summary.score,
      actions: g.summary.actions,
      startedAt: g.startedAt,
    })),
  };
}

/**
 * The statistics of the played games, one entry per category that has any, most played first.
 * Games count in the order they started; a game left for a new one counts as played and not won.
 * @param rows the saved games' summaries (`savedSummaries`); games without actions are not played and not counted
 */
export function computeStatistics(rows: readonly SavedSummary[], options: StatisticsOptions): CategoryStatistics[] {
  const { resetAt } = options;
  const byKey = new Map<string, { category: StatisticsCategory; games: Counted[] }>();
  const counted = rows
    .filter((r) => countsAsPlayed(r.summary))
    .map((r) => ({ row: r, status: statusOf(r), startedAt: startedAtOf(r) }))
    .filter(({ row, status }) => resetAt === null || status === 'playing' || endedAtOf(row) > resetAt)
    .sort((a, b) => a.startedAt - b.startedAt || a.row.updatedAt - b.row.updatedAt);
  for (const { row, status, startedAt } of counted) {
    const category = categoryOf(row);
    const key = categoryKey(category);
    const group = byKey.get(key) ?? { category, games: [] };
    group.games.push({ id: row.id, status, startedAt, summary: row.summary });
    byKey.set(key, group);
  }
  return [...byKey.values()]
    .map(({ category, games }) => categoryFigures(category, games, options.vegasCumulative))
    .sort((a, b) => b.played - a.played || a.key.localeCompare(b.key));
}
