import { describe, expect, it } from 'vitest';
import {
  gamePosition,
  journalEntries,
  legalActions,
  makePosition,
  replay,
  seededRng,
  undo,
  type Game,
} from '@klondike/engine';
import { playedGame, randomJournal, randomPlayouts } from './playout.js';

describe('randomPlayouts', () => {
  it('records the asked number of actions, each legal when played', () => {
    const playouts = randomPlayouts(7, 3000, 500);
    expect(playouts.reduce((n, p) => n + p.actions.length, 0)).toBe(3000);
    for (const { start, actions } of playouts.slice(0, 2)) {
      let game: Game = start;
      for (const action of actions) {
        expect(legalActions(gamePosition(game), game.rules)).toContainEqual(action);
        const entries = [{ action }];
        const next = replay(game, entries);
        expect(next.ok).toBe(true);
        if (next.ok) game = next.value;
      }
    }
  });

  it('is the same work on every run (seeded)', () => {
    expect(randomPlayouts(11, 800, 400)).toEqual(randomPlayouts(11, 800, 400));
    expect(randomPlayouts(11, 800, 400)).not.toEqual(randomPlayouts(12, 800, 400));
  });
});

describe('randomJournal', () => {
  const start = randomPlayouts(3, 1, 1)[0]!.start;
  const { entries, game } = randomJournal(start, 10_000, seededRng(3));

  it('holds 10,000 entries with undos mixed in', () => {
    expect(entries).toHaveLength(10_000);
    const undos = entries.filter((e) => e.action.type === 'undo').length;
    expect(undos).toBeGreaterThan(500);
    expect(undos).toBeLessThan(2500);
    expect(journalEntries(game)).toEqual(entries);
  });

  it('replays from the start to the same position and score', () => {
    const replayed = replay(start, entries);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(makePosition(gamePosition(replayed.value))).toBe(makePosition(gamePosition(game)));
    expect(replayed.value.moveLog?.score).toBe(game.moveLog?.score);
    expect(replayed.value.undoable).toBe(game.undoable);
  });
});

describe('playedGame', () => {
  it('after 150 actions, undo reaches back exactly 100 of them (RULES §5)', () => {
    const game = playedGame(randomPlayouts(5, 150, 150)[0]!);
    expect(game.moveLog?.length).toBe(150);
    expect(game.undoable).toBe(100);
    let g = game;
    for (let i = 0; i < 100; i++) {
      const next = undo(g);
      expect(next.ok).toBe(true);
      if (next.ok) g = next.value;
    }
    expect(g.moveLog?.length).toBe(50);
    expect(undo(g).ok).toBe(false);
  });
});
