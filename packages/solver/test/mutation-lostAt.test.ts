import { beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  dealDeck,
  DRAW,
  gameFromDeck,
  gameFromPosition,
  makeRules,
  parseAction,
  parseDeck,
  parsePosition,
  W_TABLEAU_MOVES,
  type Game,
  type Position,
} from '@klondike/engine';
import { lostAt, solve, type SolveBudget } from '../src/index.js';
import { replayLine, W1 } from './helpers.js';

const classic = makeRules({ preset: 'classic', draw: 1 });

function played(start: Game, tokens: readonly string[]): Game {
  let game = start;
  for (const token of tokens) {
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    const next = act(game, action.value);
    if (!next.ok) throw new Error(`${token}: ${next.error.message}`);
    game = next.value;
  }
  return game;
}

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
    expect(lostAt(start.value)).toMatchObject({ verdict: 'lost-at-deal', calls: 1 });
    expect(lostAt(played(start.value, ['D', 'D', 'D']))).toMatchObject({ verdict: 'lost-at-deal', calls: 2 });
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
    const need = (i: number): number => {
      const solved = solve(positions[i]!, classic, decided);
      if (!solved.ok || solved.value.result === 'unknown') throw new Error(`position ${i} is decided`);
      return solved.value.nodes;
    };
    // a budget that decides the end (lost) but not the position before it (won), nor the deal
    const budget = { maxNodes: need(n - 1) - 1, maxMs: Infinity };
    expect(need(n)).toBeLessThanOrEqual(budget.maxNodes);
    expect(need(0)).toBeGreaterThan(budget.maxNodes);
    const report = lostAt(game, budget);
    expect(report).toMatchObject({ verdict: 'unknown', reason: 'nodes', moveIndex: 0, lostFrom: n });
    if (report.verdict !== 'unknown') return;
    expect(report.winnableUpTo).not.toBeNull();
    expect(report.winnableUpTo!).toBeLessThan(n - 1);
    expect(solve(positions[report.winnableUpTo!]!, classic, budget)).toMatchObject({
      ok: true,
      value: { result: 'won' },
    });
    expect(report.calls).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(n)) + 4);
  });
});
