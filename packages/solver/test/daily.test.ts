import { describe, expect, it } from 'vitest';
import { dailyCandidates, dealDeck, dealPosition, makeRules, parseGameCode } from '@klondike/engine';
import {
  DAILY_MODES,
  DAILY_NODE_BUDGET,
  dailyDeal,
  dailyDealByRule,
  dailyGameCode,
  dailyTableIndex,
  solve,
} from '../src/index.js';

const D1N = DAILY_MODES[0]!;
const D1V = DAILY_MODES[1]!;
const D3N = DAILY_MODES[2]!;
const D3V = DAILY_MODES[3]!;

describe('the daily deal rule (RULES §6)', () => {
  it('takes the first candidate proven winnable within the node budget (2026-01-04 draw 1 Vegas: the second)', () => {
    const found = dailyDealByRule('2026-01-04', D1V);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const seq = dailyCandidates('2026-01-04');
    if (!seq.ok) throw new Error(seq.error.message);
    const rules = makeRules({ draw: 1, scoring: 'vegas' });
    for (let i = 0; i <= found.value.index; i++) {
      const deal = seq.value.next().value;
      const verdict = solve(dealPosition(dealDeck(deal)), rules, { maxNodes: DAILY_NODE_BUDGET, maxMs: Infinity });
      expect(verdict.ok && verdict.value.result === 'won', `candidate ${i}`).toBe(i === found.value.index);
      if (i === found.value.index) expect(deal).toBe(found.value.deal);
    }
    expect(found.value.nodes).toBeLessThanOrEqual(DAILY_NODE_BUDGET);
    expect(found.value.index).toBe(1);
  });

  it('reports, never crashes, when a caller limits the candidates', () => {
    const found = dailyDealByRule('2026-01-01', D3V, 5);
    expect(found.ok).toBe(false);
    if (!found.ok) {
      expect(found.error.code).toBe('ERR_DAILY_CANDIDATES');
      expect(found.error.message).toContain('2026-01-01 D3V');
    }
  });

  it('refuses a bad date with the engine error', () => {
    const found = dailyDeal('2026-02-30');
    expect(found.ok).toBe(false);
    if (!found.ok) expect(found.error.code).toBe('ERR_DAILY_DATE');
  });
});

describe('the daily deal (table, then rule)', () => {
  it('pins a few dates: the deal of a date never changes', () => {
    expect(dailyGameCode('2026-01-01')).toEqual({ ok: true, value: 'KL1-D1N-WBAHWUJ' });
    expect(dailyGameCode('2026-01-03', D3N)).toEqual({ ok: true, value: 'KL1-D3N-NEVKZMX' });
    expect(dailyGameCode('2030-12-31')).toEqual({ ok: true, value: 'KL1-D1N-VJDEPJM' });
  });

  it('the table holds deals the rule accepts (proven winnable within the budget), and a date past it uses the rule', () => {
    // the table was made by the rule with the solver of its day; a stronger solver may prove an earlier
    // candidate of a date too, and the table keeps the day's deal (RULES §6: it never changes when the
    // solver improves), so what stays true is that each table deal is proven winnable within the budget
    const rules = makeRules({ draw: 1 });
    for (const date of ['2026-01-02', '2027-06-15']) {
      const index = dailyTableIndex(date, D1N);
      const code = dailyDeal(date, D1N);
      const seq = dailyCandidates(date);
      expect(index !== undefined && code.ok && seq.ok).toBe(true);
      if (index === undefined || !code.ok || !seq.ok) continue;
      for (let i = 0; i < index; i++) seq.value.next();
      expect(code.value.deal).toBe(seq.value.next().value);
      const verdict = solve(dealPosition(dealDeck(code.value.deal)), rules, {
        maxNodes: DAILY_NODE_BUDGET,
        maxMs: Infinity,
      });
      expect(verdict.ok && verdict.value.result, date).toBe('won');
    }
    expect(dailyTableIndex('2099-01-01', D1N)).toBeUndefined();
    const far = dailyDeal('2099-01-01', D1N);
    const rule = dailyDealByRule('2099-01-01', D1N);
    expect(far.ok && rule.ok && far.value.deal === rule.value.deal).toBe(true);
  });

  it('is an ordinary game code of the app preset', () => {
    const code = dailyGameCode('2026-03-01', D3V);
    expect(code.ok).toBe(true);
    if (!code.ok) return;
    const parsed = parseGameCode(code.value);
    expect(parsed.ok && parsed.value).toMatchObject({ draw: 3, scoring: 'vegas', preset: 'app', thoughtful: false });
  });
});
