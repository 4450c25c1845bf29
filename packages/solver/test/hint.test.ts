import { describe, expect, it } from 'vitest';
import {
  applyAction,
  gameFromCode,
  legalActions,
  makeAction,
  makeRules,
  parseAction,
  parseGameCode,
  parsePosition,
} from '@klondike/engine';
import { chooseHint, followHints, hintReason, keepGoingHint, solve, stockCounts } from '../src/index.js';
import { replayLine, TEST_BUDGET } from './helpers.js';

const dealOf = (code: string) => {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const game = gameFromCode(parsed.value);
  return { position: game.initialPosition, rules: game.rules };
};

describe('chooseHint', () => {
  it('puts the Ace of spades up on KL1-D1N-AAAAAAG rather than drawing', () => {
    const { position, rules } = dealOf('KL1-D1N-AAAAAAG');
    const solved = solve(position, rules, TEST_BUDGET);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('the deal is winnable');
    const hint = chooseHint(position, rules, solved.value.line);
    if (!hint.ok || !hint.value) throw new Error('a hint');
    expect(hint.value.reason).toBe('ace-up');
    expect(hint.value.action).toMatch(/^T\d-F$/);
    expect(replayLine(position, rules, hint.value.line)).toBe('won');
  });

  it("keeps the line's own action when nothing a person prefers is proven winnable", () => {
    const { position, rules } = dealOf('KL1-D1N-AAAAAAG');
    const solved = solve(position, rules, TEST_BUDGET);
    if (!solved.ok || solved.value.result !== 'won') throw new Error('the deal is winnable');
    const hint = chooseHint(position, rules, solved.value.line, null, { maxChecks: 0 });
    expect(hint.ok && hint.value?.line).toEqual(solved.value.line);
  });

  it('names why: a draw is a draw, an Ace up is ace-up', () => {
    const { position, rules } = dealOf('KL1-D1N-AAAAAAG');
    const reasons = legalActions(position, rules).map((action) => {
      const applied = applyAction(position, rules, action);
      if (!applied.ok) throw new Error(applied.error.message);
      return [makeAction(action), hintReason(position, action, applied.value)];
    });
    expect(reasons).toContainEqual(['D', 'draw']);
    expect(reasons.filter(([, reason]) => reason === 'ace-up')).toHaveLength(1);
  });

  it('refuses a line whose first action the engine refuses, naming it', () => {
    const { position, rules } = dealOf('KL1-D1N-AAAAAAG');
    const hint = chooseHint(position, rules, ['F1-T3']);
    expect(hint.ok).toBe(false);
    if (!hint.ok) expect(hint.error.message).toContain('F1-T3');
  });

  it('gives no hint in a won game (an empty line)', () => {
    const { position, rules } = dealOf('KL1-D1N-AAAAAAG');
    expect(chooseHint(position, rules, [])).toEqual({ ok: true, value: null });
  });
});

describe('followHints', () => {
  it.each(['KL1-D1N-AAAAAAG', 'KL1-D3N-AAAAAAG', 'KL1-D1N-MYBOAXR', 'KL1-D3V-SGRVXTA'])(
    'follows hints on %s to a win the engine replays, with no more draws and recycles than the line',
    (code) => {
      const { position, rules } = dealOf(code);
      const solved = solve(position, rules, TEST_BUDGET);
      if (!solved.ok) throw new Error(solved.error.message);
      if (solved.value.result !== 'won') return;
      const hinted = followHints(position, rules, TEST_BUDGET);
      if (!hinted.ok) throw new Error(hinted.error.message);
      expect(hinted.value.result).toBe('won');
      expect(replayLine(position, rules, hinted.value.line)).toBe('won');
      expect(stockCounts(hinted.value.line)).toEqual({ draws: hinted.value.draws, recycles: hinted.value.recycles });
      const before = stockCounts(solved.value.line);
      expect(hinted.value.draws + 100 * hinted.value.recycles).toBeLessThanOrEqual(
        before.draws + 100 * before.recycles,
      );
    },
  );

  it('checks each hint action through the engine', () => {
    const { position, rules } = dealOf('KL1-D1N-AAAAAAG');
    const hinted = followHints(position, rules, TEST_BUDGET);
    if (!hinted.ok) throw new Error(hinted.error.message);
    let at = position;
    for (const token of hinted.value.line) {
      const parsed = parseAction(token);
      if (!parsed.ok || parsed.value.type === 'undo') throw new Error(token);
      const applied = applyAction(at, rules, parsed.value);
      if (!applied.ok) throw new Error(token);
      at = applied.value.position;
    }
    expect(at.foundations).toEqual([13, 13, 13, 13]);
  });
});

describe('keepGoingHint: the move a person still suggests on a deal lost from its start', () => {
  const at = (text: string) => {
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };
  // the Ace of spades lies under the 2, and classic rules keep foundation cards in place: no line wins
  const LOST = 'T1: #As 2s; T2: Kh; T3:; T4:; T5:; T6:; T7:; F: - Qh Kd Kc; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks; W:';
  const rules = makeRules({ preset: 'classic', draw: 1 });

  it('prefers a foundation move to a draw, in the hint’s own order', () => {
    const position = at(LOST);
    expect(solve(position, rules, TEST_BUDGET)).toMatchObject({ ok: true, value: { result: 'lost' } });
    expect(legalActions(position, rules).map(makeAction)).toContain('D');
    expect(keepGoingHint(position, rules)).toEqual({ action: 'T2-F', reason: 'to-foundation' });
  });

  it('draws when nothing else is legal, and never leads straight back to the position before', () => {
    const position = at(LOST.replace('T2: Kh', 'T2:').replace('F: - Qh', 'F: - Kh'));
    expect(keepGoingHint(position, rules)).toEqual({ action: 'D', reason: 'draw' });
    const drawn = at(
      'T1: #As 2s; T2:; T3:; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S:; W: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks',
    );
    expect(keepGoingHint(drawn, rules)).toEqual({ action: 'W-T2', reason: 'plays-waste' });
    // the King on a column of its own: moving it to another empty column and back would go round
    const moved = at(
      'T1: #As 2s; T2: Ks; T3:; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S:; W: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs',
    );
    const before = at(
      'T1: #As 2s; T2:; T3: Ks; T4:; T5:; T6:; T7:; F: - Kh Kd Kc; S:; W: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs',
    );
    const hint = keepGoingHint(moved, rules, before);
    expect(hint?.action).not.toBe('T2-T3');
  });
});
