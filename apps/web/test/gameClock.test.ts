import { describe, expect, it } from 'vitest';
import { act, gameFromCode, parseGameCode, type Game } from '@klondike/engine';
import { resumedStartedAt } from '../src/gameClock.js';

const fresh = (): Game => {
  const code = parseGameCode('KL1-D1N-AAAAAAG');
  if (!code.ok) throw new Error(code.error.message);
  return gameFromCode(code.value);
};
const draw = (game: Game, t: number): Game => {
  const next = act(game, { type: 'draw' }, t);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

const START = Date.parse('2026-12-01T10:00:00.000Z');
const HOUR = 3_600_000;

describe('resumedStartedAt: the clock of a reopened game counts only the time it was open', () => {
  it("a game closed after its last action and reopened a day later goes on from that action's time", () => {
    const game = draw(draw(fresh(), 5_000), 65_000);
    const reopened = resumedStartedAt(new Date(START).toISOString(), game, START + 24 * HOUR);
    // the clock (now - startedAt) reads 65 s, the last action's time, and every t stays ms since startedAt
    expect(START + 24 * HOUR - Date.parse(reopened)).toBe(65_000);
  });

  it('a game with no action yet starts its clock again at 0', () => {
    const reopened = resumedStartedAt(new Date(START).toISOString(), fresh(), START + HOUR);
    expect(Date.parse(reopened)).toBe(START + HOUR);
  });

  it('keeps the start when no time passed since the last action, or the last action has no time', () => {
    const game = draw(fresh(), 5_000);
    expect(resumedStartedAt(new Date(START).toISOString(), game, START + 5_000)).toBe(new Date(START).toISOString());
    const untimed = act(fresh(), { type: 'draw' }, undefined);
    if (!untimed.ok) throw new Error(untimed.error.message);
    expect(resumedStartedAt(new Date(START).toISOString(), untimed.value, START + HOUR)).toBe(
      new Date(START).toISOString(),
    );
  });

  it('keeps a start that is no date', () => {
    expect(resumedStartedAt('not a date', draw(fresh(), 5_000), START + HOUR)).toBe('not a date');
  });
});
