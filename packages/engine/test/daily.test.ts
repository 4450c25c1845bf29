import { describe, expect, it } from 'vitest';
import { DEAL_COUNT, dailyCandidates, dailyDateOf, parseDailyDate, shiftDailyDate } from '../src/index.js';

const take = (date: string, n: number): number[] => {
  const seq = dailyCandidates(date);
  if (!seq.ok) throw new Error(seq.error.message);
  return Array.from({ length: n }, () => seq.value.next().value);
};

describe('daily dates (RULES §6)', () => {
  it('reads real calendar dates, trimmed', () => {
    expect(parseDailyDate(' 2026-01-03 ')).toEqual({ ok: true, value: '2026-01-03' });
    expect(parseDailyDate('2028-02-29').ok).toBe(true);
    expect(parseDailyDate('2000-02-29').ok).toBe(true);
  });

  it('refuses a bad date, naming the part and the text', () => {
    const cases: [string, string][] = [
      ['2026-1-3', 'form'],
      ['', 'form'],
      ['0000-01-01', 'form'],
      ['2026-13-01', 'month'],
      ['2026-00-10', 'month'],
      ['2027-02-29', 'day'],
      ['1900-02-29', 'day'],
      ['2026-04-31', 'day'],
      ['2026-05-00', 'day'],
    ];
    for (const [text, part] of cases) {
      const parsed = parseDailyDate(text);
      expect(parsed.ok, text).toBe(false);
      if (parsed.ok) continue;
      expect(parsed.error.code).toBe('ERR_DAILY_DATE');
      expect(parsed.error.data).toEqual({ part, value: text });
      expect(parsed.error.message).toContain(`"${text}"`);
    }
  });

  it('takes the date in UTC, whatever the local time zone', () => {
    expect(dailyDateOf(Date.UTC(2026, 0, 3, 23, 59, 59))).toBe('2026-01-03');
    expect(dailyDateOf(new Date(Date.UTC(2026, 0, 4, 0, 0, 0)))).toBe('2026-01-04');
  });

  it('shifts dates across months, leap days and years', () => {
    expect(shiftDailyDate('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftDailyDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDailyDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftDailyDate('2030-12-31', 0)).toBe('2030-12-31');
  });
});

describe('daily candidates (RULES §6)', () => {
  it('are the same every time for a date, and differ between dates', () => {
    const a = take('2026-01-03', 100);
    expect(take('2026-01-03', 100)).toEqual(a);
    expect(take('2026-01-04', 100)).not.toEqual(a);
    for (const deal of a) expect(Number.isInteger(deal) && deal >= 0 && deal < DEAL_COUNT).toBe(true);
    expect(new Set(a).size).toBe(100);
  });

  it('go on past any count (the rule never runs out of candidates)', () => {
    expect(take('2026-01-03', 5000).every((d) => d >= 0 && d < DEAL_COUNT)).toBe(true);
  });

  it('are pinned: the sequence is part of the daily deal, it may never change', () => {
    expect(take('2026-01-01', 3)).toEqual([6808166881, 1172151665, 3385402581]);
  });

  it('refuse a bad date', () => {
    const seq = dailyCandidates('2026-02-30');
    expect(seq.ok).toBe(false);
    if (!seq.ok) expect(seq.error.data?.part).toBe('day');
  });
});

describe('daily dates word for word: each limit and each refusal as it reads', () => {
  const refusal = (text: string): string => {
    const parsed = parseDailyDate(text);
    if (parsed.ok) throw new Error(`"${text}" was accepted`);
    return parsed.error.message;
  };

  it('takes the first and last day of every month, the first and last year, and no day past a month end', () => {
    const ends = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    ends.forEach((end, i) => {
      const month = String(i + 1).padStart(2, '0');
      expect(parseDailyDate(`2026-${month}-01`).ok, `2026-${month}-01`).toBe(true);
      expect(parseDailyDate(`2026-${month}-${end}`).ok, `2026-${month}-${end}`).toBe(true);
      expect(refusal(`2026-${month}-${end + 1}`)).toBe(
        `daily date "2026-${month}-${end + 1}": day ${end + 1} is not 01 to ${end} of that month`,
      );
    });
    expect(parseDailyDate('0001-01-01').ok).toBe(true);
    expect(parseDailyDate('9999-12-31').ok).toBe(true);
    // leap years: every fourth, but not the hundredth unless the four hundredth
    expect(parseDailyDate('2024-02-29').ok).toBe(true);
    expect(parseDailyDate('2400-02-29').ok).toBe(true);
    expect(refusal('2100-02-29')).toBe('daily date "2100-02-29": day 29 is not 01 to 28 of that month');
    expect(refusal('2026-02-29')).toBe('daily date "2026-02-29": day 29 is not 01 to 28 of that month');
  });

  it('says what is wrong in words: the form with an example, the month, the day', () => {
    expect(refusal('2026/01/03')).toBe('daily date "2026/01/03" is not of the form YYYY-MM-DD (e.g. 2026-01-03)');
    expect(refusal('0000-06-15')).toBe('daily date "0000-06-15" is not of the form YYYY-MM-DD (e.g. 2026-01-03)');
    expect(refusal('2026-13-01')).toBe('daily date "2026-13-01": month 13 is not 01 to 12');
    expect(refusal('2026-00-01')).toBe('daily date "2026-00-01": month 00 is not 01 to 12');
    expect(refusal('2026-06-00')).toBe('daily date "2026-06-00": day 00 is not 01 to 30 of that month');
    // the whole text is the date: nothing before or after it, four digits, two and two
    for (const text of [
      'x2026-01-03',
      '2026-01-03x',
      '2026-01-03 12:00',
      '226-01-03',
      '20266-01-03',
      'abcd-01-03',
      '2026-ab-03',
      '2026-01-ab',
      '2026-001-03',
      '2026-01-003',
    ])
      expect(refusal(text), text).toBe(`daily date "${text}" is not of the form YYYY-MM-DD (e.g. 2026-01-03)`);
  });

  it('shows at most 40 characters of a long text, trimmed first', () => {
    const long = `2026-01-03${'x'.repeat(40)}`;
    const parsed = parseDailyDate(`  ${long}  `);
    expect(parsed).toMatchObject({ ok: false, error: { data: { part: 'form', value: `${long.slice(0, 40)}...` } } });
    expect(refusal(long)).toBe(`daily date "${long.slice(0, 40)}..." is not of the form YYYY-MM-DD (e.g. 2026-01-03)`);
    const forty = 'y'.repeat(40);
    expect(parseDailyDate(forty)).toMatchObject({ ok: false, error: { data: { value: forty } } });
  });

  it('shifts by many days, back and forth, and early years stay early years', () => {
    expect(shiftDailyDate('2026-01-03', 365)).toBe('2027-01-03');
    expect(shiftDailyDate('2027-01-03', -365)).toBe('2026-01-03');
    expect(shiftDailyDate('2024-02-28', 2)).toBe('2024-03-01');
    // a year below 100 is that year, not 1900 and some
    expect(shiftDailyDate('0050-03-01', -1)).toBe('0050-02-28');
  });
});
