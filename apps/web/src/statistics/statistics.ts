import { gameFigures, type GameFigures } from '@klondike/analysis';
import {
  loadSession,
  makeGameCode,
  type DrawMode,
  type PresetName,
  type Scoring,
  type VariantName,
} from '@klondike/engine';
import type { GameStatus, StoredGame } from '../storedGame.js';

/**
 * What statistics are kept apart by: the rules preset (RULES §4), the draw mode, the scoring,
 * whether the game was Thoughtful (every card shown, RULES §10), which makes a deal far easier, and
 * the variant (standard, Double Klondike, with jokers: RULES §10), a different game.
 */
export interface StatisticsCategory {
  readonly preset: PresetName;
  readonly draw: DrawMode;
  readonly scoring: Scoring;
  readonly thoughtful: boolean;
  /** Absent: `standard` (as a game code without a variant letter). */
  readonly variant?: VariantName;
  /**
   * True for games started from a set-up position (`?position=`, RULES §9), not from a deal (a code
   * or a deck): puzzles, counted apart so that the deals' win rate and streaks are over deals only.
   * Absent for a deal.
   */
  readonly fromPosition?: true;
}

/**
 * One stored game as statistics see it, read from its session by {@link gameResultOf}. Its figures
 * (`score`, `actions`, `durationMs`) are `@klondike/analysis`'s `gameFigures`, defined once for the
 * statistics, "Analyse my games" and `klondike analyze` (docs/analysis.md).
 */
export interface GameResult extends Pick<GameFigures, 'score' | 'actions' | 'durationMs'> {
  readonly id: string;
  readonly category: StatisticsCategory;
  /** `playing` (still open), `abandoned` (left for another game) or `won`. */
  readonly status: GameStatus;
  /** Milliseconds since the Unix epoch when the game started (its session's `startedAt`). */
  readonly startedAt: number;
  /** Milliseconds since the Unix epoch of its last save, or of leaving it for another game. */
  readonly updatedAt: number;
  /**
   * Milliseconds since the Unix epoch when it ended: a won game at its winning action (its start plus
   * the last entry's time, so a reload that saves the won game again does not move it), any other at
   * its last save or when it was left. A statistics reset counts the games that end after it.
   */
  readonly endedAt: number;
  /** Its game code (`KL1-D1N-AAAAAAG`), or null for a game dealt from a deck or a position. */
  readonly code: string | null;
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
 * A category as a stable text key, e.g. `app-1-normal`, `classic-3-vegas-thoughtful` or
 * `app-1-normal-double` (a variant other than standard after, so standard keys stay as they were),
 * `app-1-normal-position` for games from a set-up position.
 */
export const categoryKey = (c: StatisticsCategory): string =>
  `${c.preset}-${c.draw}-${c.scoring}${c.thoughtful ? '-thoughtful' : ''}${(c.variant ?? 'standard') === 'standard' ? '' : `-${c.variant}`}${c.fromPosition ? '-position' : ''}`;

/**
 * Reads one stored game for statistics: replays its session with the engine (RULES §8) and takes
 * its figures from `@klondike/analysis`'s `gameFigures` (score, whether it is won, actions, time).
 * @returns null when the game has no action yet (not played) or its session cannot be read
 */
export function gameResultOf(stored: StoredGame): GameResult | null {
  const loaded = loadSession(stored.session);
  if (!loaded.ok) return null;
  const { game, session } = loaded.value;
  const figures = gameFigures(game);
  if (figures.actions === 0) return null;
  const started = session.startedAt === undefined ? NaN : Date.parse(session.startedAt);
  const t = figures.durationMs;
  const r = game.rules;
  const startedAt = Number.isFinite(started) ? started : stored.updatedAt;
  const { won } = figures;
  return {
    id: stored.id,
    category: {
      preset: r.preset,
      draw: r.draw,
      scoring: r.scoring,
      thoughtful: r.thoughtful,
      ...(r.variant.name === 'standard' ? {} : { variant: r.variant.name }),
      ...(game.start.kind === 'position' ? { fromPosition: true as const } : {}),
    },
    // won is the game's own verdict; any other game is open or was left
    status: won ? 'won' : stored.status === 'playing' ? 'playing' : 'abandoned',
    startedAt,
    updatedAt: stored.updatedAt,
    endedAt: won && Number.isFinite(started) && t !== null ? startedAt + t : stored.updatedAt,
    score: figures.score,
    actions: figures.actions,
    durationMs: t,
    code: game.start.kind === 'code' ? makeGameCode(game.start.code) : null,
  };
}

const minOf = (values: readonly number[]): number | null => (values.length ? Math.min(...values) : null);
const maxOf = (values: readonly number[]): number | null => (values.length ? Math.max(...values) : null);

/** The figures of one category's games, given oldest first. */
function categoryFigures(
  category: StatisticsCategory,
  games: readonly GameResult[],
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
  const totalActions = games.reduce((sum, g) => sum + g.actions, 0);
  return {
    category,
    key: categoryKey(category),
    played,
    won: wins.length,
    winRate: played ? wins.length / played : 0,
    currentStreak: run,
    bestStreak,
    bestScore: maxOf(games.map((g) => g.score)),
    fastestWinMs: minOf(wins.flatMap((g) => (g.durationMs === null ? [] : [g.durationMs]))),
    fewestActionsInWin: minOf(wins.map((g) => g.actions)),
    averageActions: played ? totalActions / played : null,
    vegasBalance: vegasCumulative && category.scoring === 'vegas' ? games.reduce((sum, g) => sum + g.score, 0) : null,
    recent: games
      .slice(-RECENT_LIMIT)
      .map((g) => ({ id: g.id, won: g.status === 'won', score: g.score, actions: g.actions, startedAt: g.startedAt })),
  };
}

/**
 * The statistics of the played games, one entry per category that has any, most played first.
 * Games count in the order they started; a game left for a new one counts as played and not won.
 * @param results the stored games read by {@link gameResultOf} (games without actions are not in it)
 */
export function computeStatistics(results: readonly GameResult[], options: StatisticsOptions): CategoryStatistics[] {
  const { resetAt } = options;
  const counted = results.filter((g) => resetAt === null || g.status === 'playing' || g.endedAt > resetAt);
  const byKey = new Map<string, { category: StatisticsCategory; games: GameResult[] }>();
  for (const g of [...counted].sort((a, b) => a.startedAt - b.startedAt || a.updatedAt - b.updatedAt)) {
    const key = categoryKey(g.category);
    const group = byKey.get(key) ?? { category: g.category, games: [] };
    group.games.push(g);
    byKey.set(key, group);
  }
  return [...byKey.values()]
    .map(({ category, games }) => categoryFigures(category, games, options.vegasCumulative))
    .sort((a, b) => b.played - a.played || a.key.localeCompare(b.key));
}
