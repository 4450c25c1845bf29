import { describe, expect, it } from 'vitest';
import {
  act,
  dealDeck,
  dealPosition,
  DRAW,
  journalEntries,
  gameFromDeck,
  makeRules,
  parseDeck,
  parsePosition,
  gameFromPosition,
  W_TABLEAU_MOVES,
  type Game,
  type Rules,
} from '@klondike/engine';
import { lostAt, lostAtJournal, solve } from '../src/index.js';
import { played, replayLine, TEST_BUDGET, W1 } from './helpers.js';

const w1 = (rules: Rules): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, rules);
};

describe('lostAt', () => {
  const classic = makeRules({ preset: 'classic', draw: 1 });

  it('finds the draw that buried a needed card in a one-pass game, with journal index, notation and a winning line before it', () => {
    // T2-T1 then U: an undo in the journal, so journal and move-log indexes differ by two
    const tokens = ['T1-F', 'T2-T1', 'U', ...W_TABLEAU_MOVES.slice(1), 'D', 'D', 'D', 'D'];
    const game = played(w1(classic), tokens);
    const report = lostAt(game, TEST_BUDGET);
    expect(report.verdict).toBe('lost');
    if (report.verdict !== 'lost') return;
    // the first D turns 3d (still playable to F2... F3); the second covers it with 4d for the rest of the only pass
    expect(report.moveIndex).toBe(W_TABLEAU_MOVES.length + 2);
    expect(report.journalIndex).toBe(W_TABLEAU_MOVES.length + 4);
    expect(tokens[report.journalIndex - 1]).toBe('D');
    expect(report.action).toBe('D');
    expect(report.lastWinnable.waste.length).toBe(1);
    expect(replayLine(report.lastWinnable, classic, report.line)).toBe('won');
    expect(report.calls).toBeLessThanOrEqual(Math.ceil(Math.log2(W_TABLEAU_MOVES.length + 4)) + 2);
  });

  it('takes a start and a journal too, and returns a refused entry as a value', () => {
    const tokens = ['T1-F', 'T2-T1', 'U', ...W_TABLEAU_MOVES.slice(1), 'D', 'D'];
    const entries = journalEntries(played(w1(classic), tokens));
    const report = lostAtJournal(w1(classic), entries, TEST_BUDGET);
    expect(report).toMatchObject({
      ok: true,
      value: { verdict: 'lost', moveIndex: W_TABLEAU_MOVES.length + 2, journalIndex: W_TABLEAU_MOVES.length + 4 },
    });
    const refused = lostAtJournal(w1(classic), [{ action: { type: 'move', from: 'T1', to: 'T2' } }]);
    expect(refused).toMatchObject({ ok: false, error: { index: 1, refusal: { code: 'NO_FIT' } } });
  });

  it('says winnable, with a line from the current position, when the game can still be won', () => {
    const game = played(w1(classic), [...W_TABLEAU_MOVES, 'D']);
    const report = lostAt(game, TEST_BUDGET);
    expect(report.verdict).toBe('winnable');
    if (report.verdict === 'winnable') expect(report.line[0]).toBe('W-F');
  });

  it('says lost at the deal when the start cannot be won', () => {
    const position = parsePosition(
      'T1: #As 2s; T2:; T3:; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:; P: 1',
    );
    if (!position.ok) throw new Error(position.error.message);
    const start = gameFromPosition(position.value, classic);
    if (!start.ok) throw new Error(start.error.message);
    expect(lostAt(played(start.value, ['D', 'D']), TEST_BUDGET).verdict).toBe('lost-at-deal');
  });

  it('goes on past an undecided deal: a won position later on the played line proves the earlier ones won', () => {
    // a classic deal whose start is not decided within the budget: play 40 actions of a winning line
    // (still winnable there, and with fewer cards), then draw through the rest of the only pass
    const deal = dealDeck(15);
    const budget = { ...TEST_BUDGET, maxNodes: 2_000 };
    expect(solve(dealPosition(deal), classic, budget)).toMatchObject({ ok: true, value: { result: 'unknown' } });
    const winning = solve(dealPosition(deal), classic, { ...TEST_BUDGET, maxNodes: 200_000 });
    if (!winning.ok || winning.value.result !== 'won') throw new Error('deal 15 is won under classic draw 1');
    let game = played(gameFromDeck(deal, classic), winning.value.line.slice(0, 40));
    for (let next = act(game, DRAW); next.ok; next = act(game, DRAW)) game = next.value;
    const report = lostAt(game, budget);
    expect(report.verdict).toBe('lost');
    if (report.verdict !== 'lost') return;
    expect(report.action).toBe('D');
    expect(replayLine(report.lastWinnable, classic, report.line)).toBe('won');
    expect(report.moveIndex).toBeGreaterThan(40);
  });

  it('says unknown instead of guessing when a solver call runs out of budget', () => {
    const tokens = [...W_TABLEAU_MOVES, 'D', 'D'];
    const report = lostAt(played(w1(classic), tokens), { ...TEST_BUDGET, maxNodes: 1 });
    expect(report).toMatchObject({ verdict: 'unknown', reason: 'nodes' });
  });
});
