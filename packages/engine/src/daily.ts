import { DEAL_COUNT } from './gameCode.js';
import { err, ok, parseError, type ParseError, type Result } from './result.js';
import { seededRng } from './rng.js';
import { echoText } from './text.js';

/**
 * The daily deal's date and candidate deals (RULES §6 "Daily deal"). Pure: the rule "the first
 * candidate the solver proves winnable within a node budget" needs the solver, so it lives in
 * `@klondike/solver` (`dailyDeal`), and the table of dates computed once lives beside it.
 */

/** A calendar date in UTC as RULES §6 writes it: `YYYY-MM-DD`. */
export type DailyDate = string;

export type DailyDateErrorCode = 'ERR_DAILY_DATE';

const DATE_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Reads a daily date. Input is trimmed.
 * @param text `YYYY-MM-DD`, a real calendar date from 0001-01-01 to 9999-12-31 (Gregorian, UTC)
 * @returns the date text, or `ERR_DAILY_DATE` naming what is wrong, with `data.value` the text given
 *   (cut to 40 characters) and `data.part` (`form`, `month` or `day`)
 */
export function parseDailyDate(text: string): Result<DailyDate, ParseError<DailyDateErrorCode>> {
  const input = text.trim();
  const shown = echoText(input, 40);
  const parts = DATE_FORM.exec(input);
  if (!parts || Number(parts[1]) < 1)
    return err(
      parseError('ERR_DAILY_DATE', `daily date "${shown}" is not of the form YYYY-MM-DD (e.g. 2026-01-03)`, {
        part: 'form',
        value: shown,
      }),
    );
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  if (month < 1 || month > 12)
    return err(
      parseError('ERR_DAILY_DATE', `daily date "${shown}": month ${parts[2]} is not 01 to 12`, {
        part: 'month',
        value: shown,
      }),
    );
  const days = daysInMonth(year, month);
  if (day < 1 || day > days)
    return err(
      parseError('ERR_DAILY_DATE', `daily date "${shown}": day ${parts[3]} is not 01 to ${days} of that month`, {
        part: 'day',
        value: shown,
      }),
    );
  return ok(input);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The UTC calendar date of an instant (RULES §6: the daily deal follows the date in UTC, so every
 * device agrees whatever its time zone).
 * @param time milliseconds since 1970-01-01T00:00Z, or a `Date`
 * @returns `YYYY-MM-DD`
 */
export function dailyDateOf(time: number | Date): DailyDate {
  return new Date(typeof time === 'number' ? time : time.getTime()).toISOString().slice(0, 10);
}

/**
 * The date a number of days after (or, negative, before) a daily date.
 * @param date a date {@link parseDailyDate} accepts (not checked again)
 * @param days whole days, may be negative
 */
export function shiftDailyDate(date: DailyDate, days: number): DailyDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const time = new Date(0);
  time.setUTCFullYear(y, m - 1, d);
  return dailyDateOf(time.getTime() + days * DAY_MS);
}

/**
 * The seed of a date's candidate sequence: `2^48 + YYYYMMDD`. The offset keeps it outside the deal
 * numbers (below 26^7), so a date's sequence is not the shuffle stream of some deal.
 */
const SEED_OFFSET = 2 ** 48;
/** A deal number is drawn as two unbiased parts, since 26^7 is above what one 32-bit draw covers. */
const HIGH_PARTS = 26 ** 3;
const LOW_PARTS = DEAL_COUNT / HIGH_PARTS;

/**
 * The candidate deal numbers of a date, in order (RULES §6): an endless sequence seeded by the date
 * alone with the engine's seeded generator ({@link seededRng}), each a deal number 0 .. 26^7 - 1 drawn
 * uniformly. Candidates may repeat (about one chance in 8 * 10^9 per pair); the rule still takes the
 * first winnable one, so that changes nothing. The sequence is part of the daily deal's definition:
 * nothing here may change once tables are made from it.
 * @param date `YYYY-MM-DD`
 * @returns an endless iterator of deal numbers, or `ERR_DAILY_DATE` for a bad date
 */
export function dailyCandidates(
  date: string,
): Result<IterableIterator<number, never, undefined>, ParseError<DailyDateErrorCode>> {
  const parsed = parseDailyDate(date);
  if (!parsed.ok) return parsed;
  const rng = seededRng(SEED_OFFSET + Number(parsed.value.replaceAll('-', '')));
  function* candidates(): Generator<number, never, undefined> {
    for (;;) yield rng.below(HIGH_PARTS) * LOW_PARTS + rng.below(LOW_PARTS);
  }
  return ok(candidates());
}
