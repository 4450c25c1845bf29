import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  makeAction,
  makeRules,
  parseAction,
  parsePosition,
  type Position,
} from '@klondike/engine';
import { gameFromCode, parseGameCode } from '@klondike/engine';
import { chooseHint, followHints, hintReason, keepGoingHint, solve, stockCounts } from '../src/index.js';
import { replayLine } from './helpers.js';

// Hand-made positions under the app preset, draw 1, unlimited passes; every card is in each.
const rules = makeRules({ draw: 1 });
const at = (text: string): Position => {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const after = (position: Position, token: string): Position => {
  const parsed = parseAction(token);
  if (!parsed.ok || parsed.value.type === 'undo') throw new Error(token);
  const applied = applyAction(position, rules, parsed.value);
  if (!applied.ok) throw new Error(`${token}: ${applied.error.message}`);
  return applied.value.position;
};
const reasonOf = (position: Position, token: string) => {
  const parsed = parseAction(token);
  if (!parsed.ok || parsed.value.type === 'undo') throw new Error(token);
  const applied = applyAction(position, rules, parsed.value);
  if (!applied.ok) throw new Error(`${token}: ${applied.error.message}`);
  return hintReason(position, parsed.value, applied.value);
};
/** A winning line from `position` that starts with `token` (the solver's line after it). */
const lineVia = (position: Position, token: string): string[] => {
  const solved = solve(after(position, token), rules, { maxNodes: 100_000, maxMs: Infinity });
  if (!solved.ok || solved.value.result !== 'won') throw new Error(`winnable after ${token}`);
  return [token, ...solved.value.line];
};

// T1's Ace goes up; T2's Ten goes up and turns the King of clubs; T3's Queen goes up and turns
// nothing; T4's Nine goes onto the Ten and turns the King of diamonds; T7's Ten builds on T5's Jack;
// the waste's Queen plays onto T6's King; the foundations' Nine and Queen can come down
const X = at(
  'T1: Ah; T2: #Kc Ts; T3: Qd; T4: #Kd 9h; T5: Js; T6: Kh; T7: Th; F: 9s - Jd Qc; S: 2h 3h 4h; W: 5h 6h 7h 8h Jh Qh Ks Qs',
);
// X with the Ace of hearts up already: nothing is an Ace-up
const Z = at(
  'T1:; T2: #Kc Ts; T3: Qd; T4: #Kd 9h; T5: Js; T6: Kh; T7: Th; F: 9s Ah Jd Qc; S: 2h 3h 4h; W: 5h 6h 7h 8h Jh Qh Ks Qs',
);

describe('hintReason: why an action helps, as a person would say it', () => {
  it('names each kind of action of a position', () => {
    const reasons = Object.fromEntries(
      legalActions(X, rules).map((action) => [makeAction(action), reasonOf(X, makeAction(action))]),
    );
    expect(reasons).toEqual({
      D: 'draw',
      'W-T6': 'plays-waste',
      'T1-F': 'ace-up',
      'T2-F': 'frees-face-down',
      'T3-F': 'to-foundation',
      'T4-T2': 'frees-face-down',
      'T5-T3': 'builds',
      'T7-T5': 'builds',
      'F1-T7': 'from-foundation',
      'F4-T6': 'from-foundation',
    });
  });

  it('reads a move to a named foundation as one to the foundation', () => {
    expect(reasonOf(X, 'T1-F2')).toBe('ace-up');
    expect(reasonOf(X, 'T3-F3')).toBe('to-foundation');
    expect(reasonOf(X, 'T2-F1')).toBe('frees-face-down');
  });

  it("calls the waste's Ace going up ace-up, and a recycle a recycle", () => {
    const aceOnWaste = at(
      'T1: Qs; T2: #Kc Ts; T3: Qd; T4: #Kd 9h; T5: Js; T6: Kh; T7: Th; F: 9s - Jd Qc; S: 2h 3h 4h; W: 5h 6h 7h 8h Jh Qh Ks Ah',
    );
    expect(reasonOf(aceOnWaste, 'W-F')).toBe('ace-up');
    expect(reasonOf(aceOnWaste, 'W-F2')).toBe('ace-up');
    const stockOut = at(
      'T1: Qs; T2: #Kc Ts; T3: Qd; T4: #Kd 9h; T5: Js; T6: Kh; T7: Th; F: 9s - Jd Qc; S:; W: 2h 3h 4h 5h 6h 7h 8h Jh Qh Ks Ah',
    );
    expect(reasonOf(stockOut, 'R')).toBe('recycle');
  });
});

describe('chooseHint: the preferred winning action, else the line’s own', () => {
  it('puts an Ace up first, then among equals takes the first legal action, each proven winnable', () => {
    const fromDraw = chooseHint(X, rules, ['D']);
    if (!fromDraw.ok || !fromDraw.value) throw new Error('a hint');
    expect(fromDraw.value).toMatchObject({ action: 'T1-F', reason: 'ace-up' });
    expect(replayLine(X, rules, fromDraw.value.line)).toBe('won');
    // no Ace: the two moves that turn a card are T2-F and T4-T2, in that order of the legal actions
    const noAce = chooseHint(Z, rules, ['D']);
    if (!noAce.ok || !noAce.value) throw new Error('a hint');
    expect(noAce.value).toMatchObject({ action: 'T2-F', reason: 'frees-face-down' });
    expect(noAce.value.line[0]).toBe('T2-F');
    expect(replayLine(Z, rules, noAce.value.line)).toBe('won');
  });

  it('keeps the line’s action when nothing ranks above it, even an equal that comes first', () => {
    for (const token of ['T2-F', 'T4-T2']) {
      const line = lineVia(Z, token);
      expect(chooseHint(Z, rules, line)).toEqual({
        ok: true,
        value: { action: token, reason: 'frees-face-down', line },
      });
    }
    // a Queen up (rank 2) gives way to a card turned (rank 1)
    expect(chooseHint(Z, rules, lineVia(Z, 'T3-F'))).toMatchObject({ ok: true, value: { action: 'T2-F' } });
  });

  it('tries no more candidates than maxChecks, and none past a cancel', () => {
    const line = lineVia(Z, 'D');
    const fallback = { ok: true, value: { action: 'D', reason: 'draw', line } };
    expect(chooseHint(Z, rules, line, null, { maxChecks: 0 })).toEqual(fallback);
    expect(chooseHint(Z, rules, line, null, { maxChecks: 1 })).toMatchObject({ ok: true, value: { action: 'T2-F' } });
    expect(chooseHint(Z, rules, line, null, { cancelled: () => true })).toEqual(fallback);
  });

  it('takes a waste play when it is the only progress, but never a build in place of the line', () => {
    // the waste's Queen onto the King (plays-waste), a draw, or the King to an empty column
    const queen = at('T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ts Jh Kd Kc; S: Qh Js Ks; W: Qs');
    expect(chooseHint(queen, rules, lineVia(queen, 'D'))).toMatchObject({
      ok: true,
      value: { action: 'W-T1', reason: 'plays-waste' },
    });
    const line = lineVia(X, 'T7-T5');
    expect(chooseHint(X, rules, line, null, { maxChecks: 0 })).toEqual({
      ok: true,
      value: { action: 'T7-T5', reason: 'builds', line },
    });
  });

  it('skips the candidate that leads back to the position before the last action', () => {
    // the Queen of hearts came down onto the King of spades: putting it back up would undo that
    const before = at('T1: Ks; T2: Kh; T3:; T4:; T5:; T6:; T7:; F: Ts Qh Kd Kc; S: Js Qs; W:');
    const now = after(before, 'F2-T1');
    const line = lineVia(now, 'D');
    expect(chooseHint(now, rules, line)).toMatchObject({
      ok: true,
      value: { action: 'T1-F', reason: 'to-foundation' },
    });
    expect(chooseHint(now, rules, line, before)).toEqual({ ok: true, value: { action: 'D', reason: 'draw', line } });
    expect(keepGoingHint(now, rules)).toEqual({ action: 'T1-F', reason: 'to-foundation' });
    expect(keepGoingHint(now, rules, before)).toEqual({ action: 'D', reason: 'draw' });
  });

  it('stops the winnability check itself at a cancel, not only between checks', () => {
    const code = parseGameCode('KL1-D1N-AAAAAAG');
    if (!code.ok) throw new Error(code.error.message);
    const game = gameFromCode(code.value);
    const line = lineVia(game.initialPosition, 'D');
    // the first poll is the loop's, before the first check; the check's own first poll cancels it
    let polls = 0;
    const hint = chooseHint(game.initialPosition, game.rules, line, null, { cancelled: () => ++polls > 1 });
    expect(hint).toEqual({ ok: true, value: { action: 'D', reason: 'draw', line } });
    // uncancelled, the same check proves the Ace up winnable
    expect(chooseHint(game.initialPosition, game.rules, line)).toMatchObject({ ok: true, value: { reason: 'ace-up' } });
  });

  it('refuses word for word a line that starts with an undo or a token that is no action, and a position the solver does not take', () => {
    for (const first of ['U', 'X9'])
      expect(chooseHint(X, rules, [first])).toEqual({
        ok: false,
        error: { code: 'ERR_SOLVER_POSITION', message: `the line's first action "${first}" is not legal here` },
      });
    expect(chooseHint({ ...X, pass: 0 }, rules, ['D'])).toMatchObject({
      ok: false,
      error: { code: 'ERR_SOLVER_PASS' },
    });
  });
});

describe('keepGoingHint, followHints and stockCounts', () => {
  it('counts the draws and the recycles of a line, nothing else', () => {
    expect(stockCounts(['D', 'T1-F', 'R', 'D', 'W-T2', 'R', 'R', 'F1-T3'])).toEqual({ draws: 2, recycles: 3 });
    expect(stockCounts([])).toEqual({ draws: 0, recycles: 0 });
  });

  it('keeps the first of equally good actions', () => {
    expect(keepGoingHint(Z, rules)).toEqual({ action: 'T2-F', reason: 'frees-face-down' });
  });

  it('prefers the stock to a build or a card down', () => {
    // the stock, the King to an empty column, a King down from a foundation
    const stock = at('T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ts Jh Kd Kc; S: Qh Js Ks Qs; W:');
    expect(keepGoingHint(stock, rules)).toEqual({ action: 'D', reason: 'draw' });
    // the waste's Ten fits nowhere: a recycle, the King's move, the Kings down
    const recycle = at('T1: Kh; T2:; T3:; T4:; T5:; T6:; T7:; F: 8s Jh Kd Kc; S:; W: 9s Js Qs Ks Qh Ts');
    expect(keepGoingHint(recycle, rules)).toEqual({ action: 'R', reason: 'recycle' });
  });

  it('follows no hints where the first search finds no win, and passes a refused position on', () => {
    const lost = at(
      'T1: #As 2s; T2: Kh; T3:; T4:; T5:; T6:; T7:; F: - Qh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:',
    );
    const onePass = makeRules({ preset: 'classic', draw: 1 });
    expect(followHints(lost, onePass)).toEqual({
      ok: true,
      value: { result: 'unknown', line: [], draws: 0, recycles: 0 },
    });
    expect(followHints({ ...X, pass: 0 }, rules)).toMatchObject({ ok: false, error: { code: 'ERR_SOLVER_PASS' } });
  });
});
