import { describe, expect, it } from 'vitest';
import { makeGameCode, parseGameCode, type GameCode } from '@klondike/engine';
import { dailyCodeIndex, dailyStatistics } from '../src/daily/dailyDays.js';

const at = (date: string): number => Date.parse(`${date}T12:00:00Z`);
/** A stand-in daily table: the deal of a date is its day of the month, in draw 1 Normal. */
const dealsOf = (date: string): GameCode[] => [
  { deal: Number(date.slice(8)), draw: 1, scoring: 'normal', preset: 'app', thoughtful: false },
];
const codeOf = (date: string): string => makeGameCode(dealsOf(date)[0]!);
const dateOfCode = dailyCodeIndex('2026-03-01', '2026-03-31', dealsOf);

describe('daily days in the statistics (RULES §6)', () => {
  it('finds a daily deal by its game code, and nothing else', () => {
    expect(dateOfCode(codeOf('2026-03-05'))).toBe('2026-03-05');
    expect(dateOfCode('KL1-D1N-ZZZZZZZ')).toBeUndefined();
    expect(parseGameCode(codeOf('2026-03-05')).ok).toBe(true);
  });

  it('marks each day played and won; a win marks the day whatever else was played', () => {
    const s = dailyStatistics(
      [
        { code: codeOf('2026-03-03'), won: false },
        { code: codeOf('2026-03-04'), won: false },
        { code: codeOf('2026-03-04'), won: true },
        { code: 'KL1-D1N-ZZZZZZZ', won: true },
        { code: null, won: true },
      ],
      dateOfCode,
      at('2026-03-10'),
    );
    expect(s.days).toEqual([
      { date: '2026-03-04', mark: 'won' },
      { date: '2026-03-03', mark: 'played' },
    ]);
  });

  it('counts the streak of won days up to today, or yesterday while today is open', () => {
    const won = (date: string) => ({ code: codeOf(date), won: true });
    const results = [won('2026-03-01'), won('2026-03-02'), won('2026-03-05'), won('2026-03-06'), won('2026-03-07')];
    expect(dailyStatistics(results, dateOfCode, at('2026-03-07')).streak).toBe(3);
    expect(dailyStatistics(results, dateOfCode, at('2026-03-08')).streak).toBe(3);
    expect(dailyStatistics(results, dateOfCode, at('2026-03-09')).streak).toBe(0);
    expect(dailyStatistics(results, dateOfCode, at('2026-03-09')).bestStreak).toBe(3);
    expect(dailyStatistics(results.slice(0, 2), dateOfCode, at('2026-03-09')).bestStreak).toBe(2);
  });
});
