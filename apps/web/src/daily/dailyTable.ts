import { dailyDateOf, type DailyDate, type GameCode } from '@klondike/engine';
import { DAILY_FIRST_DATE, DAILY_MODES, dailyDeal, dailyTableIndex } from '@klondike/solver';
import { dailyCodeIndex } from './dailyDays.js';

/**
 * Which date's daily deal a game code is, for the dates from the first daily deal to today (UTC), in
 * the modes of the table made once (no search: a date the table lacks is left out).
 * @param now milliseconds since the epoch
 */
export function dailyDateOfCode(now: number): (code: string) => DailyDate | undefined {
  return dailyCodeIndex(DAILY_FIRST_DATE, dailyDateOf(now), (date) =>
    DAILY_MODES.flatMap((mode): GameCode[] => {
      if (dailyTableIndex(date, mode) === undefined) return [];
      const code = dailyDeal(date, mode);
      return code.ok ? [code.value] : [];
    }),
  );
}

let today: { readonly date: DailyDate; readonly dateOf: (code: string) => DailyDate | undefined } | null = null;

/**
 * Which date's daily deal a game code is (see {@link dailyDateOfCode}), the lookup made once a day.
 * @param code a game code as `makeGameCode` writes it
 * @param now milliseconds since the epoch
 */
export function dailyDateOfGame(code: string, now: number): DailyDate | undefined {
  const date = dailyDateOf(now);
  if (today?.date !== date) today = { date, dateOf: dailyDateOfCode(now) };
  return today.dateOf(code);
}
