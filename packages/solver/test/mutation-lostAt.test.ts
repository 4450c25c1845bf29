import { beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  dealDeck,
  DRAW,
  gameFromDeck,
  gameFromPosition,
  makeRules,
  parseDeck,
  parsePosition,
  W_TABLEAU_MOVES,
  type Game,
  type Position,
} from '@klondike/engine';
import { lostAt, solve, type SolveBudget } from '../src/index.js';
import { played, replayLine, TEST_BUDGET, W1 } from './helpers.js';

const classic = makeRules({ preset: 'classic', draw: 1 });

/** The positions of a game's move log, its start first. */
function positionsOf(game: Game): Position[] {
  const positions: Position[] = [game.initialPosition];
  for (let e = game.moveLog; e; e = e.previous) positions[e.length] = e.position;
  return positions;
}

/** A budget whose search is cancelled from the `after + 1`th poll of `cancelled` on. */
function cancelledAfter(after: number, limits: SolveBudget): SolveBudget {
  let polls = 0;
  return { ...limits, cancelled: () => ++polls > after };
}

/** How often one search polls `cancelled` when nothing cancels it. */
function pollsOf(position: Position, limits: SolveBudget): number {
  let polls = 0;
  solve(position, classic, { ...limits, cancelled: () => (polls++, false) });
  return polls;
}

const W1_GAME = (): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, classic);
};

describe('lostAt: the binary search over a played game', () => {
  it('decides a 32-action game lost at action 30 in 7 calls: the end, the deal, then halving the open actions', () => {
    // W1 under classic draw 1: the 28 moves of RULES §11 and four draws; the second draw buries a needed card
    expect(W_TABLEAU_MOVES).toHaveLength(28);
    const game = played(W1_GAME(), [...W_TABLEAU_MOVES, 'D', 'D', 'D', 'D']);
    const report = lostAt(game, { maxNodes: 100_000, maxMs: Infinity });
    // after the end (32, lost) and the deal (0, won): 16, 24, 28 won, 30 lost, 29 won
    expect(report).toMatchObject({ verdict: 'lost', moveIndex: 30, journalIndex: 30, action: 'D', calls: 7 });
    if (report.verdict !== 'lost') return;
    expect(report.lastWinnable).toEqual(positionsOf(game)[29]);
    expect(replayLine(report.lastWinnable, classic, report.line)).toBe('won');
    expect(report.ms).toBeGreaterThan(0);
  });

  it('decides a winnable game in one call, and a game lost from its deal in two (one when nothing was played)', () => {
    const winnable = lostAt(played(W1_GAME(), [...W_TABLEAU_MOVES]), { maxNodes: 100_000, maxMs: Infinity });
    expect(winnable).toMatchObject({ verdict: 'winnable', calls: 1 });
    expect(winnable.ms).toBeGreaterThan(0);
    const lost = parsePosition(
      'T1: #As 2s; T2:; T3:; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:; P: 1',
    );
    if (!lost.ok) throw new Error(lost.error.message);
    const start = gameFromPosition(lost.value, classic);
    if (!start.ok) throw new Error(start.error.message);
    expect(lostAt(start.value, TEST_BUDGET)).toMatchObject({ verdict: 'lost-at-deal', calls: 1 });
    expect(lostAt(played(start.value, ['D', 'D', 'D']), TEST_BUDGET)).toMatchObject({
      verdict: 'lost-at-deal',
      calls: 2,
    });
  });

  it('reports the end position undecided with nothing else known when its own call runs out of budget', () => {
    const game = played(W1_GAME(), [...W_TABLEAU_MOVES, 'D', 'D']);
    expect(lostAt(game, { maxNodes: 1, maxMs: Infinity })).toEqual({
      verdict: 'unknown',
      reason: 'nodes',
      moveIndex: 30,
      winnableUpTo: null,
      lostFrom: null,
      calls: 1,
      ms: expect.any(Number),
    });
  });
});

describe('lostAt around undecided and cancelled calls', () => {
  // deal 15 under classic draw 1: 40 actions of a winning line, then draws to the end of the only pass;
  // the deal needs thousands of positions to decide, the positions near the end far fewer
  let game: Game;
  let positions: Position[];
  beforeAll(() => {
    const deal = dealDeck(15);
    const winning = solve(gameFromDeck(deal, classic).initialPosition, classic, { maxNodes: 200_000, maxMs: Infinity });
    if (!winning.ok || winning.value.result !== 'won') throw new Error('deal 15 is won under classic draw 1');
    game = played(gameFromDeck(deal, classic), winning.value.line.slice(0, 40));
    for (let next = act(game, DRAW); next.ok; next = act(game, DRAW)) game = next.value;
    positions = positionsOf(game);
  });
  const decided = { maxNodes: 200_000, maxMs: Infinity };

  it('a cancel during the deal’s call stops the report there: unknown at 0, lost from the end', () => {
    const n = positions.length - 1;
    const end = solve(positions[n]!, classic, decided);
    expect(end).toMatchObject({ ok: true, value: { result: 'lost' } });
    const budget = cancelledAfter(pollsOf(positions[n]!, decided), decided);
    expect(lostAt(game, budget)).toEqual({
      verdict: 'unknown',
      reason: 'cancelled',
      moveIndex: 0,
      winnableUpTo: null,
      lostFrom: n,
      calls: 2,
      ms: expect.any(Number),
    });
  });

  it('a cancel during a later call stops the report there, keeping what was decided', () => {
    const n = positions.length - 1;
    const full = lostAt(game, decided);
    expect(full).toMatchObject({ verdict: 'lost', moveIndex: n });
    // 45 actions: the first probe after the end and the deal is the middle of the open actions 1 .. 44
    expect(n).toBe(45);
    const mid = 22;
    const budget = cancelledAfter(pollsOf(positions[n]!, decided) + pollsOf(positions[0]!, decided), decided);
    expect(lostAt(game, budget)).toEqual({
      verdict: 'unknown',
      reason: 'cancelled',
      moveIndex: mid,
      winnableUpTo: 0,
      lostFrom: n,
      calls: 3,
      ms: expect.any(Number),
    });
  });

  it('is unknown, never lost, when the last winnable position cannot be decided: the first undecided one named', () => {
    const n = positions.length - 1;
    const verdicts = (budget: SolveBudget): ('won' | 'lost' | 'unknown')[] =>
      positions.map((p) => {
        const solved = solve(p, classic, budget);
        if (!solved.ok) throw new Error(solved.error.message);
        return solved.value.result;
      });
    const need = (i: number): number => {
      const solved = solve(positions[i]!, classic, decided);
      if (!solved.ok || solved.value.result === 'unknown') throw new Error(`position ${i} is decided`);
      return solved.value.nodes;
    };
    // a budget that decides the end (lost) but not the position before it (won), nor the deal
    const budget = { maxNodes: need(n - 1) - 1, maxMs: Infinity };
    const within = verdicts(budget);
    expect([within[0], within[n - 1], within[n]]).toEqual(['unknown', 'unknown', 'lost']);
    const report = lostAt(game, budget);
    expect(report).toEqual({ ...expectedReport(n, (i) => within[i]!), ms: expect.any(Number) });
    expect(report).toMatchObject({ verdict: 'unknown', reason: 'nodes', moveIndex: 0, lostFrom: n });
  });

  it('follows its documented order of searches under budgets that leave other positions undecided', () => {
    const n = positions.length - 1;
    const need = (i: number): number => {
      const solved = solve(positions[i]!, classic, decided);
      if (!solved.ok || solved.value.result === 'unknown') throw new Error(`position ${i} is decided`);
      return solved.value.nodes;
    };
    // from a budget that decides the end alone to one that decides the deal
    const budgets = [need(n) + 1, need(n - 1), need(0) - 1, need(0) + 1];
    for (const maxNodes of budgets) {
      const budget = { maxNodes, maxMs: Infinity };
      const verdictOf = (i: number) => {
        const solved = solve(positions[i]!, classic, budget);
        if (!solved.ok) throw new Error(solved.error.message);
        return solved.value.result;
      };
      expect(lostAt(game, budget), `${maxNodes} positions`).toMatchObject(expectedReport(n, verdictOf));
    }
  });
});

describe('lostAt around undecided calls chosen one by one', () => {
  // W1 under classic draw 1: the 28 moves of RULES §11, then 12 draws. The positions after 0 .. 29
  // actions are won, those from 30 on lost (the second draw buries a needed card), so the lost action
  // sits inside the line, with actions after it; none is decided without a node (from 41 draws on,
  // the search sees the loss at once, so the line stops before).
  let game: Game;
  let n: number;
  /** Each position's verdict under a budget of `maxNodes`, each searched once. */
  let verdictOf: (i: number, maxNodes: number) => 'won' | 'lost' | 'unknown';
  const DECIDED = 100_000;
  beforeAll(() => {
    game = played(W1_GAME(), [...W_TABLEAU_MOVES, ...Array<string>(12).fill('D')]);
    const positions = positionsOf(game);
    n = positions.length - 1;
    const known = new Map<string, 'won' | 'lost' | 'unknown'>();
    verdictOf = (i, maxNodes) => {
      const key = `${i} ${maxNodes}`;
      let verdict = known.get(key);
      if (verdict === undefined) {
        const solved = solve(positions[i]!, classic, { maxNodes, maxMs: Infinity });
        if (!solved.ok) throw new Error(solved.error.message);
        verdict = solved.value.result;
        known.set(key, verdict);
      }
      return verdict;
    };
  });

  /**
   * A budget whose calls get their node limits one by one: call k (0-based) gets `nodesOf(k)`. The
   * solver reads a budget's limits once, at the start of a call (checked: `reads` equals the calls).
   */
  function perCall(
    nodesOf: (call: number) => number,
    cancelledCall = -1,
  ): { budget: SolveBudget; reads: () => number } {
    let calls = 0;
    const budget: SolveBudget = {
      maxMs: Infinity,
      get maxNodes() {
        return nodesOf(calls++);
      },
      // polled inside a call, after its limits were read
      cancelled: () => calls - 1 === cancelledCall,
    };
    return { budget, reads: () => calls };
  }

  /** Call k gets no node at all (undecided) when bit k of `mask` is set. */
  const nodesOfMask =
    (mask: number) =>
    (call: number): number =>
      (mask >> call) & 1 ? 0 : DECIDED;

  it('the game: won up to 29 actions, lost from 30 of 40; without a node, no position is decided', () => {
    expect(n).toBe(40);
    expect([verdictOf(0, DECIDED), verdictOf(29, DECIDED), verdictOf(30, DECIDED), verdictOf(n, DECIDED)]).toEqual([
      'won',
      'won',
      'lost',
      'lost',
    ]);
    for (let i = 0; i <= n; i++) expect(verdictOf(i, 0), `position ${i}`).toBe('unknown');
  });

  it('follows its documented order for every choice of undecided calls among the deal and the next seven', () => {
    for (let bits = 0; bits < 1 << 8; bits++) {
      // call 0 (the end) decided: an undecided end ends the report at once
      const mask = bits << 1;
      const { budget, reads } = perCall(nodesOfMask(mask));
      const report = lostAt(game, budget);
      const expected = expectedReport(n, (i, call) => verdictOf(i, nodesOfMask(mask)(call)));
      expect(report, `undecided calls ${mask.toString(2)}`).toEqual({
        ...expected,
        ...(expected.verdict === 'lost' ? { journalIndex: expected.moveIndex, action: 'D' } : {}),
        ...(expected.verdict === 'lost' ? { lastWinnable: positionsOf(game)[29], line: expect.any(Array) } : {}),
        ms: expect.any(Number),
      });
      expect(reads(), `undecided calls ${mask.toString(2)}`).toBe(report.calls);
    }
  });

  it('stops at the fourth undecided call with open positions left: unknown, the first undecided one named', () => {
    // the end lost, the deal won, then the middle of 1 .. 39 (20) undecided, then above it: the middle
    // of 21 .. 39 (30), of 31 .. 39 (35), of 36 .. 39 (37), all undecided; 36, 38 and 39 still open
    const four = perCall((call) => (call >= 2 ? 0 : DECIDED));
    expect(lostAt(game, four.budget)).toEqual({
      verdict: 'unknown',
      reason: 'nodes',
      moveIndex: 20,
      winnableUpTo: 0,
      lostFrom: n,
      calls: 6,
      ms: expect.any(Number),
    });
  });

  it('searches around three undecided calls, and is unknown when the only open position left is undecided', () => {
    // 20, 30, 35 undecided; above 35: 37, 36 lost; then the open ones below 35 but the undecided:
    // 16, 25, 29 won, 32, 31 lost. Only 30 lies between won 29 and lost 31, and it is undecided
    const three = perCall((call) => (call >= 2 && call <= 4 ? 0 : DECIDED));
    expect(lostAt(game, three.budget)).toEqual({
      verdict: 'unknown',
      reason: 'nodes',
      moveIndex: 20,
      winnableUpTo: 29,
      lostFrom: 31,
      calls: 12,
      ms: expect.any(Number),
    });
  });

  it('a cancel after an undecided deal: unknown at the cancelled position, nothing proven won, lost from the end', () => {
    // the deal and then 20 (the middle of 1 .. 39) undecided, the search of 30 (the middle of 21 .. 39)
    // cancelled; a won position is decided without a poll of the cancel, a lost one polls it
    const { budget } = perCall((call) => (call === 1 || call === 2 ? 0 : DECIDED), 3);
    expect(lostAt(game, budget)).toEqual({
      verdict: 'unknown',
      reason: 'cancelled',
      moveIndex: 30,
      winnableUpTo: null,
      lostFrom: n,
      calls: 4,
      ms: expect.any(Number),
    });
    // after a won deal, the same cancel keeps the deal as winnable
    const won = perCall((call) => (call === 2 ? 0 : DECIDED), 3);
    expect(lostAt(game, won.budget)).toMatchObject({
      verdict: 'unknown',
      reason: 'cancelled',
      moveIndex: 30,
      winnableUpTo: 0,
    });
  });

  it('goes on past an undecided deal: a won position later on proves it won, and the draw at 30 is found', () => {
    const { budget } = perCall((call) => (call === 1 ? 0 : DECIDED));
    expect(lostAt(game, budget)).toEqual({
      verdict: 'lost',
      moveIndex: 30,
      journalIndex: 30,
      action: 'D',
      lastWinnable: positionsOf(game)[29],
      line: expect.any(Array),
      // the end, the deal (undecided), then the middle of 1 .. 39 (20, won), then halving: 30 lost, 25, 27, 28, 29 won
      calls: 8,
      ms: expect.any(Number),
    });
  });
});

describe('lostAt when the first action loses', () => {
  it('names action 1, with the deal as the last winnable position, not the deal as lost', () => {
    // one pass, draw 1: 2s on the waste goes home; drawing 3s onto it buries it for good (no tableau
    // card takes 3s, no recycle)
    const position = parsePosition(
      'T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: As Kh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W: 2s; P: 1',
    );
    if (!position.ok) throw new Error(position.error.message);
    const start = gameFromPosition(position.value, classic);
    if (!start.ok) throw new Error(start.error.message);
    const game = played(start.value, ['D', 'D', 'D']);
    const budget = { maxNodes: 100_000, maxMs: Infinity };
    expect(solve(position.value, classic, budget)).toMatchObject({ ok: true, value: { result: 'won' } });
    expect(lostAt(game, budget)).toEqual({
      verdict: 'lost',
      moveIndex: 1,
      journalIndex: 1,
      action: 'D',
      lastWinnable: position.value,
      line: expect.any(Array),
      // the end (lost), the deal (won), then 1 (lost)
      calls: 3,
      ms: expect.any(Number),
    });
  });
});

/**
 * What lostAt reports, by its documented search, when each position's own search gives `verdicts[i]`
 * (won, lost, or unknown for lack of nodes; a played line is lost from some position on): the end,
 * then the deal, then the middle of the open positions after the last undecided one (else of all the
 * open positions not yet tried), until one step separates a won and a lost position, every open
 * position is undecided, or four searches were undecided.
 */
function expectedReport(n: number, verdictOf: (i: number, call: number) => 'won' | 'lost' | 'unknown') {
  let calls = 0;
  const at = (i: number) => verdictOf(i, calls++);
  const end = at(n);
  if (end !== 'lost' || n === 0) throw new Error('the case is a game lost at its end');
  const start = at(0);
  if (start === 'lost') return { verdict: 'lost-at-deal', calls };
  let winnable = start === 'won' ? 0 : -1;
  let lost = n;
  const undecided = start === 'won' ? [] : [0];
  while (lost - winnable > 1) {
    const above = undecided.filter((u) => u > winnable && u < lost);
    const highest = Math.max(winnable, ...above);
    const open: number[] = [];
    for (let i = (lost - highest > 1 ? highest : winnable) + 1; i < lost; i++) if (!undecided.includes(i)) open.push(i);
    if (open.length === 0 || undecided.length >= 4) {
      const first = undecided[0] ?? open[0]!;
      return {
        verdict: 'unknown',
        reason: 'nodes',
        moveIndex: first,
        winnableUpTo: winnable >= 0 ? winnable : null,
        lostFrom: lost,
        calls,
      };
    }
    const mid = open[(open.length - 1) >> 1]!;
    const verdict = at(mid);
    if (verdict === 'unknown') undecided.push(mid);
    else if (verdict === 'won') winnable = mid;
    else lost = mid;
  }
  if (winnable < 0) return { verdict: 'lost-at-deal', calls };
  return { verdict: 'lost', moveIndex: lost, calls };
}
