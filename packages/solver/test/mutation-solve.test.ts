import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealDeck, dealPosition, makeRules, parsePosition, type Position, type Rules } from '@klondike/engine';
import { cpuNowMs, solve, type SolveBudget, type SolveResult } from '../src/solve.js';
import { replayLine } from './helpers.js';

/**
 * `solve` itself (`solve.ts`, docs/testing.md "Mutation runs"): how its budget is shared between the
 * quick streamlined searches and the complete one, and the verdict each limit gives. Every search has
 * a node limit or stops at once; the wall clock, where a test needs one, is a fake that advances one
 * millisecond at each reading, so nothing here depends on the machine's speed.
 */

const D1 = makeRules({ draw: 1 });
const D3 = makeRules({ draw: 3 });

const solved = (position: Position, rules: Rules, budget: SolveBudget): SolveResult => {
  const result = solve(position, rules, budget);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** A verdict without its wall time, to compare two searches. */
const plain = (result: SolveResult): Omit<SolveResult, 'ms'> => {
  const { ms: _ms, ...rest } = result;
  return rest;
};

/** A deal that no search below decides: the limits end it. */
const HARD = dealPosition(dealDeck(12));
/**
 * Every card on its foundation but the spades; the 2 lies on its Ace (README.md's "Ace buried under
 * its own 2"): won only with foundation returns, so the quick searches (no returns) run out of moves
 * and the complete search decides it.
 */
const BURIED = (() => {
  const parsed = parsePosition(
    'T1: #As 2s; T2:; T3:; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:; P: 1',
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
})();
/** An easy deal the first quick search wins, in a way the complete search alone would not. */
const EASY = dealPosition(dealDeck(5));

/** A wall clock that advances one millisecond at each reading, from 1,000. */
function steppingClock(): void {
  let now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now++);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the verdict of each limit', () => {
  it('a node limit gives unknown / nodes with exactly that many positions expanded, in slices or not', () => {
    // 7 and 60: quick searches of 2 and 18 positions, each followed by as many of the complete search
    for (const rules of [D1, D3])
      for (const maxNodes of [1, 7, 60, 500])
        expect(solved(HARD, rules, { maxNodes, maxMs: Infinity }), `${maxNodes}`).toMatchObject({
          result: 'unknown',
          reason: 'nodes',
          nodes: maxNodes,
        });
  });

  it('a full table gives unknown / memory, from a quick search and from the complete one', () => {
    for (const rules of [D1, D3]) {
      const result = solved(HARD, rules, { maxPositions: 40, maxNodes: 100_000, maxMs: Infinity });
      // the first quick search fills its table, then the complete search and the second quick search
      expect(result).toMatchObject({ result: 'unknown', reason: 'memory', nodes: 120, positions: 40 });
    }
    const buried = solved(BURIED, D1, { maxPositions: 3, maxNodes: 100_000, maxMs: Infinity });
    expect(buried).toMatchObject({ result: 'unknown', reason: 'memory', nodes: 4, positions: 3 });
    // a node limit too: the second quick search gets what the first left of the quick share (60)
    expect(solved(HARD, D3, { maxPositions: 40, maxNodes: 200, maxMs: Infinity })).toMatchObject({
      result: 'unknown',
      reason: 'memory',
      nodes: 100,
      positions: 40,
    });
  });

  it('a cancel heard in the complete search gives unknown / cancelled', () => {
    // the quick search of BURIED runs out of moves in a few positions, asking once; the second ask
    // comes from the complete search
    let asked = 0;
    const result = solved(BURIED, D1, { maxNodes: 100_000, maxMs: Infinity, cancelled: () => ++asked >= 2 });
    expect(result).toMatchObject({ result: 'unknown', reason: 'cancelled' });
    expect(asked).toBe(2);
  });

  it('a cancel heard in the first quick search: no search after it', () => {
    let asked = 0;
    const result = solved(HARD, D1, { maxNodes: 100_000, maxMs: Infinity, cancelled: () => ++asked >= 1 });
    expect(result).toMatchObject({ result: 'unknown', reason: 'cancelled', nodes: 1, positions: 1 });
    expect(asked).toBe(1);
  });

  it("a cancel heard in a slice of the complete search: the largest table counted is the quick search's", () => {
    // draw 3, 1,000 positions: the quick search asks at its start and after 128 and 256 of its 300
    // positions, the complete search at the start of its slice
    let asked = 0;
    const result = solved(HARD, D3, { maxNodes: 1_000, maxMs: Infinity, cancelled: () => ++asked >= 4 });
    expect(result).toMatchObject({ result: 'unknown', reason: 'cancelled', nodes: 301, positions: 300 });
  });

  it('the cancel check is asked at the start of each slice of a search and then every 128 positions', () => {
    const asks = (position: Position, maxNodes: number): number => {
      let asked = 0;
      solved(position, D1, { maxNodes, maxMs: Infinity, cancelled: () => (asked++, false) });
      return asked;
    };
    expect(asks(HARD, 1_000)).toBe(9);
    expect(asks(HARD, 5_000)).toBe(40);
    expect(asks(BURIED, 100_000)).toBe(2);
  });

  it('a wall-time budget spent at the first clock reading: no quick search, one position of the complete one', () => {
    steppingClock();
    expect(solved(HARD, D1, { maxMs: 0, maxNodes: 100_000 })).toMatchObject({
      result: 'unknown',
      reason: 'time',
      nodes: 1,
    });
  });

  it('a CPU budget of 0: no quick search, one position of the complete one', () => {
    // the CPU clock counts on between the start of `solve` and the search's first reading (the search
    // is set up in between)
    expect(solved(HARD, D1, { maxCpuMs: 0, maxNodes: 100_000, maxMs: Infinity })).toMatchObject({
      result: 'unknown',
      reason: 'time',
      nodes: 1,
    });
  });

  it('the wall time reported is that of the call', () => {
    const before = performance.now();
    const result = solved(EASY, D1, { maxNodes: 100_000, maxMs: Infinity });
    const after = performance.now();
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(result.ms).toBeLessThanOrEqual(after - before);
  });
});

describe('the CPU clock and budget', () => {
  it("cpuNowMs is the process's user + system CPU time in milliseconds", () => {
    const before = process.cpuUsage();
    const now = cpuNowMs();
    const after = process.cpuUsage();
    expect(now).toBeGreaterThanOrEqual((before.user + before.system) / 1000);
    expect(now).toBeLessThanOrEqual((after.user + after.system) / 1000);
  });

  it('where there is no CPU clock (a browser worker), cpuNowMs reads the wall clock', async () => {
    const real = process.cpuUsage;
    (process as { cpuUsage?: unknown }).cpuUsage = undefined;
    try {
      vi.resetModules();
      const fresh = await import('../src/solve.js');
      const before = performance.now();
      const now = fresh.cpuNowMs();
      const after = performance.now();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(after);
    } finally {
      process.cpuUsage = real;
    }
  });

  it('a CPU budget counts from the start of the call, for the quick searches and for the complete one', () => {
    // a budget as large as the CPU time the process has used so far: ample for these searches, but
    // spent at once if it were counted from the process's start
    const used = cpuNowMs();
    expect(used).toBeGreaterThan(50);
    for (const [position, rules] of [
      [EASY, D1],
      [BURIED, D1],
    ] as const) {
      const unlimited = solved(position, rules, { maxNodes: 100_000, maxMs: Infinity });
      expect(unlimited.result).toBe('won');
      expect(plain(solved(position, rules, { maxNodes: 100_000, maxMs: Infinity, maxCpuMs: used }))).toEqual(
        plain(unlimited),
      );
    }
  });
});

describe('the quick searches and the complete search share the budget', () => {
  it('without a wall-time budget given, the default one (10 s): the same search as with 10,000 ms', () => {
    steppingClock();
    for (const position of [EASY, BURIED])
      expect(plain(solved(position, D1, { maxNodes: 100_000 }))).toEqual(
        plain(solved(position, D1, { maxNodes: 100_000, maxMs: 10_000 })),
      );
  });

  it('the first quick search wins an easy deal, in 23 positions', () => {
    // the complete search alone (no quick search) takes other moves first
    const result = solved(EASY, D1, { maxNodes: 100_000, maxMs: Infinity });
    expect(result).toMatchObject({ result: 'won', nodes: 23, positions: 23 });
    if (result.result === 'won') expect(replayLine(EASY, D1, result.line)).toBe('won');
  });

  it('the quick search runs out of moves: the complete search alone decides, its table counted', () => {
    expect(solved(BURIED, D1, { maxNodes: 100_000, maxMs: Infinity })).toMatchObject({
      result: 'won',
      nodes: 105,
      positions: 104,
    });
  });

  it('with a CPU budget the quick searches stop at their share of it (30%), on a fake CPU clock', async () => {
    // a CPU clock that counts one millisecond at each reading, which the module binds when it loads
    let micros = 0;
    const real = process.cpuUsage;
    process.cpuUsage = (() => {
      micros += 1_000;
      return { user: micros, system: 0 };
    }) as typeof process.cpuUsage;
    try {
      vi.resetModules();
      const fresh = await import('../src/solve.js');
      const result = fresh.solve(HARD, D3, { maxCpuMs: 20, maxMs: Infinity, maxNodes: 100_000 });
      // a reading every 1,024 positions: the first quick search stops at 6 ms of its 20, as many positions
      // of the complete search follow, which goes on alone to the end of the budget
      expect(result.ok && plain(result.value)).toEqual({
        result: 'unknown',
        reason: 'time',
        nodes: 17_410,
        positions: 11_265,
      });
    } finally {
      process.cpuUsage = real;
    }
  });

  it('the schedule: the first quick search (20,000 positions), as many of the complete search, the second quick search (40,000, with noise) wins', () => {
    // figures of 7 December, like NODES in mutation-search.test.ts: a change of the move order or
    // the pruning that changes them must say why; the default table (no `maxPositions`)
    const deal = dealPosition(dealDeck(139));
    const result = solved(deal, D3, { maxNodes: 150_000, maxMs: Infinity });
    expect(result).toMatchObject({ result: 'won', nodes: 55_444, positions: 20_000 });
    if (result.result === 'won') expect(replayLine(deal, D3, result.line)).toBe('won');
  });

  it('with a wall-time budget the quick searches stop at their share of it (30%)', () => {
    // the fake clock: a reading every 128 positions, and a few around each search
    steppingClock();
    // in draw 3 (in draw 1 the quick search of HARD runs out of moves at once)
    expect(solved(HARD, D3, { maxMs: 20, maxNodes: 100_000 })).toMatchObject({
      result: 'unknown',
      reason: 'time',
      nodes: 2_178,
      positions: 1_409,
    });
  });
});

describe('the moves that wait, as the search applies them', () => {
  it('draw 1, unlimited passes: after a waste card sent to its foundation, the next moves are not cut as after one played to a column', () => {
    // two won positions (found on random small positions) that the search called lost when the cut
    // for a waste card played to a column came after a waste card sent to its foundation as well
    const unlimited = { ...D1, foundationToColumn: false };
    for (const text of [
      'T1: #Qh #8c #Ks #Kd 9c; T2: #Qd #Qs #Ts Qc; T3:; T4:; T5:; T6:; T7:; F: 9s 9h Td 7c; S: Js Tc Jd Jc; W: Jh Kh Th Kc; P: 2',
      'T1: #Th #9h #Qh #Kh #Ks #Qd #Js 9s; T2: #Qc #Tc Jc; T3:; T4:; T5:; T6:; T7:; F: 8s 8h Td 9c; S: Ts Qs Jh Kd Jd Kc; W:; P: 3',
    ]) {
      const parsed = parsePosition(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const result = solved(parsed.value, unlimited, { maxNodes: 2_000, maxMs: Infinity });
      expect(result.result, text).toBe('won');
      if (result.result === 'won') expect(replayLine(parsed.value, unlimited, result.line), text).toBe('won');
    }
  });
});
