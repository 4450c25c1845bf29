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
