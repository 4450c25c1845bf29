import { describe, expect, it } from 'vitest';
import { dailyCandidates } from '@klondike/engine';
import {
  DAILY_FIRST_DATE,
  DAILY_MODES,
  dailyDeal,
  dailyDealByRule,
  dailyModeKey,
  dailyTableIndex,
  dailyTableLast,
} from '../src/index.js';

const [D1N, D1V, D3N, D3V] = DAILY_MODES as [
  (typeof DAILY_MODES)[0],
  (typeof DAILY_MODES)[0],
  (typeof DAILY_MODES)[0],
  (typeof DAILY_MODES)[0],
];

/** The `n`th candidate (from 0) of a date's sequence (RULES §6). */
function candidate(date: string, n: number): number {
  const seq = dailyCandidates(date);
  if (!seq.ok) throw new Error(seq.error.message);
  for (let i = 0; i < n; i++) seq.value.next();
  return seq.value.next().value;
}

describe('the daily table, read by date and mode', () => {
  it('names the four modes by their game-code part', () => {
    expect(DAILY_MODES.map(dailyModeKey)).toEqual(['D1N', 'D1V', 'D3N', 'D3V']);
  });

  it('reads each entry in base 36, counting days from 2026-01-01 across month ends', () => {
    // the table's first entries of draw 1 Vegas are 2, 6, h (17), 1; of draw 3 Vegas, 4o (168)
    expect(DAILY_FIRST_DATE).toBe('2026-01-01');
    expect(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'].map((d) => dailyTableIndex(d, D1V))).toEqual([
      2, 6, 17, 1,
    ]);
    expect(dailyTableIndex('2026-01-01', D3V)).toBe(168);
    // day 31 of draw 1 Vegas is h (17); the day 28 days on, a month too short, would be p (25)
    expect(dailyTableIndex('2026-02-01', D1V)).toBe(17);
    expect(dailyTableIndex('2026-01-31', D1V)).toBe(9);
  });

  it('ends every mode on 2030-12-31 (1,826 days), and has no entry before its first day or after its last', () => {
    for (const mode of [D1N, D1V, D3N, D3V]) {
      expect(dailyTableLast(mode)).toBe('2030-12-31');
      expect(dailyTableIndex('2030-12-31', mode)).toEqual(expect.any(Number));
      expect(dailyTableIndex('2031-01-01', mode)).toBeUndefined();
      expect(dailyTableIndex('2025-12-31', mode)).toBeUndefined();
    }
  });

  it('has no entry for a text that is not exactly a date', () => {
    for (const text of ['x2026-01-02', '2026-01-02x', '2026-1-02', '2026-01-2', '226-01-02', '2026/01/02', ''])
      expect(dailyTableIndex(text, D1N), text).toBeUndefined();
  });

  it("takes the table's candidate of a date: draw 1 Vegas on 2026-01-03 is candidate 17", () => {
    expect(dailyDeal('2026-01-03', D1V)).toEqual({
      ok: true,
      value: { deal: candidate('2026-01-03', 17), draw: 1, scoring: 'vegas', preset: 'app', thoughtful: false },
    });
    expect(dailyDeal('2026-01-03', D3N)).toMatchObject({ ok: true, value: { draw: 3, scoring: 'normal' } });
  });
});

describe('the daily rule with a limit on the candidates', () => {
  it('stops after exactly the candidates allowed: 2026-01-04 draw 1 Vegas is the second candidate', () => {
    expect(dailyDealByRule('2026-01-04', D1V, 1)).toEqual({
      ok: false,
      error: {
        code: 'ERR_DAILY_CANDIDATES',
        message: 'daily deal 2026-01-04 D1V: none of the first 1 candidates was proven winnable within 100000 nodes',
        data: { value: '2026-01-04', count: 1 },
      },
    });
    expect(dailyDealByRule('2026-01-04', D1V, 2)).toMatchObject({
      ok: true,
      value: { deal: candidate('2026-01-04', 1), index: 1 },
    });
  });

  it('refuses a bad date before any search', () => {
    expect(dailyDealByRule('2026-13-01', D1N)).toMatchObject({ ok: false, error: { code: 'ERR_DAILY_DATE' } });
  });
});
