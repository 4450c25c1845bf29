import { dailyDateOf, makeGameCode, shiftDailyDate, type DailyDate, type GameCode } from '@klondike/engine';
import type { SessionSummary } from '@klondike/analysis';

/** What a day's daily deals came to: `won` when a daily deal of that date (any mode) was won. */
export type DailyDayMark = 'played' | 'won';

/** The daily-deal figures of the statistics (RULES §6). */
export interface DailyStatistics {
  /** Each date whose daily deal was played, with its mark, newest first. */
  readonly days: readonly { readonly date: DailyDate; readonly mark: DailyDayMark }[];
  /** Dates won in a row up to today (or up to yesterday while today's is not won yet). */
  readonly streak: number;
  readonly bestStreak: number;
}

/**
 * The daily deals' days, from the games played: a game is a daily deal when its game code is the
 * daily deal of a date (`dateOfCode`, built from the table), whenever it was played, so an earlier
 * day played from the calendar marks that day.
 * @param results the played games' summaries (their codes, and whether each was won)
 * @param dateOfCode the date whose daily deal a game code is, or undefined
 * @param now milliseconds since the epoch, for today's UTC date
 */
export function dailyStatistics(
  results: readonly Pick<SessionSummary, 'code' | 'won'>[],
  dateOfCode: (code: string) => DailyDate | undefined,
  now: number,
): DailyStatistics {
  const marks = new Map<DailyDate, DailyDayMark>();
  for (const r of results) {
    const date = r.code === null ? undefined : dateOfCode(r.code);
    if (date === undefined) continue;
    if (r.won) marks.set(date, 'won');
    else if (!marks.has(date)) marks.set(date, 'played');
  }
  const days = [...marks].map(([date, mark]) => ({ date, mark })).sort((a, b) => b.date.localeCompare(a.date));
  const today = dailyDateOf(now);
  let day = marks.get(today) === 'won' ? today : shiftDailyDate(today, -1);
  let streak = 0;
  while (marks.get(day) === 'won') {
    streak++;
    day = shiftDailyDate(day, -1);
  }
  let bestStreak = 0;
  let run = 0;
  let previous: DailyDate | null = null;
  for (const { date, mark } of [...days].reverse()) {
    run = mark === 'won' ? (previous !== null && shiftDailyDate(previous, 1) === date ? run + 1 : 1) : 0;
    previous = mark === 'won' ? date : null;
    bestStreak = Math.max(bestStreak, run);
  }
  return { days, streak, bestStreak };
}

/**
 * A lookup from game code to daily date for the dates from `first` to `last`, from a function giving
 * a date's daily deal in a mode (the table's, so no search).
 */
export function dailyCodeIndex(
  first: DailyDate,
  last: DailyDate,
  dealsOf: (date: DailyDate) => readonly GameCode[],
): (code: string) => DailyDate | undefined {
  const index = new Map<string, DailyDate>();
  for (let date = first; date <= last; date = shiftDailyDate(date, 1))
    for (const code of dealsOf(date)) index.set(makeGameCode(code), date);
  return (code) => index.get(code);
}
