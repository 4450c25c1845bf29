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
