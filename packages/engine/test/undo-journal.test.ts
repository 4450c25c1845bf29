import { describe, expect, it } from 'vitest';
import {
  act,
  gameFromCode,
  gamePosition,
  gameScore,
  gameWon,
  journalEntries,
  journalText,
  legalActions,
  makeAction,
  makePosition,
  moveLogActions,
  parseGameCode,
  play,
  undo,
  UNDO_LIMIT,
  type Game,
} from '../src/index.js';
import {
  fillPosition,
  gameOfDeck,
  gameOfPosition,
  must,
  playTokens,
  refusalOf,
  token,
  W1,
  W3,
  W_TABLEAU_MOVES,
} from './helpers.js';

const repeat = (t: string, n: number): string[] => Array<string>(n).fill(t);
/** n legal actions on W1 (app Normal, unlimited passes): draws and recycles only. */
function cycleActions(n: number): string[] {
  const out: string[] = [];
  while (out.length < n) out.push(...repeat('D', 24), 'R');
  return out.slice(0, n);
}
const snapshot = (g: Game) => ({ position: makePosition(gamePosition(g)), score: gameScore(g) });

describe('RULES §5 undo', () => {
  it('"Undo takes back the last action"', () => {
    const before = playTokens(gameOfDeck(W1), 'T1-F D').game;
    const after = playTokens(before, 'T7-F U').game;
    expect(snapshot(after)).toEqual(snapshot(before));
    expect(moveLogActions(after).map(makeAction)).toEqual(['T1-F', 'D']);
  });

  it('"up to the last 100 actions can be undone (a stack of 100 that forgets its oldest entry)"', () => {
    const g = playTokens(gameOfDeck(W1), cycleActions(130)).game;
    expect(g.undoable).toBe(UNDO_LIMIT);
    expect(UNDO_LIMIT).toBe(100);
    const undone = playTokens(g, repeat('U', 100)).game;
    expect(undone.moveLog?.length).toBe(30);
    expect(snapshot(undone)).toEqual(snapshot(playTokens(gameOfDeck(W1), cycleActions(30)).game));
    expect(refusalOf(undone, 'U').code).toBe('NOTHING_TO_UNDO');
  });

  it('"Undo restores the state and removes the points of the undone action exactly as if it had never happened"', () => {
    const tokens = ['T1-F', ...repeat('T7-F', 7), ...repeat('D', 24), 'R', 'D', 'D'];
    const full = playTokens(gameOfDeck(W1), tokens).game;
    let g = full;
    for (let k = tokens.length - 1; k >= 0; k--) {
      g = must(undo(g));
      expect(snapshot(g)).toEqual(snapshot(playTokens(gameOfDeck(W1), tokens.slice(0, k)).game));
    }
    expect(gameScore(g)).toBe(0);
  });

  it('"Undo is recorded in the journal as U. The move log is the journal with each U removing the action before it."', () => {
    const g = playTokens(gameOfDeck(W1), 'T1-F D U D D U T7-F').game;
    expect(journalText(g)).toBe('T1-F D U D D U T7-F');
    expect(journalEntries(g).map((e) => makeAction(e.action))).toEqual(['T1-F', 'D', 'U', 'D', 'D', 'U', 'T7-F']);
    expect(moveLogActions(g).map(makeAction)).toEqual(['T1-F', 'D', 'T7-F']);
  });

  it('"An undo with nothing left to undo (at the start ...) is refused like an illegal action"', () => {
    const g = gameOfDeck(W1);
    const r = undo(g);
    expect(r.ok === false && r.error.code).toBe('NOTHING_TO_UNDO');
    expect(journalText(g)).toBe('');
    const back = playTokens(g, 'D U').game;
    expect(refusalOf(back, 'U').code).toBe('NOTHING_TO_UNDO');
    expect(journalText(back)).toBe('D U');
  });

  it('"(... or past the 100) is refused like an illegal action": the journal and move log do not change', () => {
    const g = playTokens(gameOfDeck(W1), [...cycleActions(101), ...repeat('U', 100)]).game;
    const before = { journal: journalText(g), ...snapshot(g), undoable: g.undoable };
    expect(g.undoable).toBe(0);
    expect(g.moveLog?.length).toBe(1);
    const r = act(g, token('U'));
    expect(r.ok === false && r.error.code).toBe('NOTHING_TO_UNDO');
    expect({ journal: journalText(g), ...snapshot(g), undoable: g.undoable }).toEqual(before);
  });

  it('"Example: 110 actions, 60 undos, 10 actions leave 50 undoable."', () => {
    const tokens = [...cycleActions(110), ...repeat('U', 60)];
    let g = playTokens(gameOfDeck(W1), tokens).game;
    expect(g.undoable).toBe(40);
    g = playTokens(g, repeat('D', 10)).game;
    expect(g.undoable).toBe(50);
    expect(g.moveLog?.length).toBe(60);
    const undone = playTokens(g, repeat('U', 50)).game;
    expect(undone.undoable).toBe(0);
    expect(refusalOf(undone, 'U').code).toBe('NOTHING_TO_UNDO');
  });
});

describe('RULES §5 end of game', () => {
  const winTokens = [...W_TABLEAU_MOVES, ...repeat('D W-F', 24).join(' ').split(' ')];

  it('"The game is won when all 52 cards are on the foundations"', () => {
    const almost = playTokens(gameOfDeck(W1), winTokens.slice(0, -1)).game;
    expect(gameWon(almost)).toBe(false);
    const won = playTokens(almost, winTokens.slice(-1)).game;
    expect(gameWon(won)).toBe(true);
    expect(gamePosition(won).foundations).toEqual([13, 13, 13, 13]);
  });

  it('"Nothing else ends a game: no loss is declared": a game with no legal move left is not won and still accepts undo', () => {
    // classic draw 1: one pass, a stock that cannot be played
    const stuck = gameOfPosition(
      fillPosition({ T: ['#As 2s', '#Ah 2h', '#Ad 2d', '#Ac 2c', '4s', '4h', '4d'], rest: 'T7' }),
      { preset: 'classic' },
    );
    expect(legalActions(gamePosition(stuck), stuck.rules)).toEqual([]);
    expect(gameWon(stuck)).toBe(false);
    const g = playTokens(gameOfDeck(W1, { preset: 'classic' }), [...repeat('D', 24)]).game;
    expect(gameWon(g)).toBe(false);
    expect(undo(g).ok).toBe(true);
  });

  it('"After a win nothing more is accepted, not even an undo: the game is over"', () => {
    const won = playTokens(gameOfDeck(W1), winTokens).game;
    expect(refusalOf(won, 'U').code).toBe('GAME_WON');
    for (const t of ['D', 'R', 'W-F', 'F1-T1', 'T1-F', 'T1-T2']) expect(refusalOf(won, t).code).toBe('GAME_WON');
    expect(legalActions(gamePosition(won), won.rules)).toEqual([]);
    expect(journalEntries(won)).toHaveLength(winTokens.length);
    // a position with all 52 cards on the foundations is already won
    const setUp = gameOfPosition('T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S:;W:');
    expect(gameWon(setUp)).toBe(true);
    expect(refusalOf(setUp, 'U').code).toBe('GAME_WON');
  });

  it('"No automation: no card goes to a foundation by itself and nothing completes the game by itself. Every tap, double tap or drop that moves a card is one action, one undo step."', () => {
    // after T1-F on W1, As on T7 could go up too: it stays
    const g = playTokens(gameOfDeck(W1), 'T1-F').game;
    expect(gamePosition(g).foundations).toEqual([0, 0, 1, 0]);
    expect(g.moveLog?.length).toBe(1);
    // with everything but one card home, the game waits for that card
    const lastCard = playTokens(
      gameOfDeck(W3, { draw: 3 }),
      [...W_TABLEAU_MOVES, ...repeat('D W-F W-F W-F', 8).join(' ').split(' ')].slice(0, -1),
    ).game;
    expect(gameWon(lastCard)).toBe(false);
    expect(legalActions(gamePosition(lastCard), lastCard.rules).map(makeAction)).toContain('W-F');
    expect(gamePosition(lastCard).foundations).toEqual([13, 13, 13, 12]);
    expect(must(undo(lastCard)).moveLog?.length).toBe((lastCard.moveLog?.length ?? 0) - 1);
  });

  it('"Draw mode, scoring, rule preset and options are fixed for a game (all are part of its game code)"', () => {
    const code = must(parseGameCode('KL1-D3V-AAAAAAG-ST'));
    const g = gameFromCode(code);
    expect(g.rules).toMatchObject({ draw: 3, scoring: 'vegas', preset: 'stilldeck', thoughtful: true, passes: 3 });
    const after = playTokens(g, 'D D U D').game;
    expect(after.rules).toBe(g.rules);
    expect(after.start).toBe(g.start);
    // play returns a new value: the game before is untouched
    expect(journalText(g)).toBe('');
    expect(must(play(g, { type: 'draw' })).rules).toBe(g.rules);
  });
});
