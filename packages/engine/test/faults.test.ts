/**
 * One test per fault that other Klondike programs shipped (task brief): each would pass on a correct engine
 * and fail on an engine with that fault.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  dealDeck,
  gameFromCode,
  gamePosition,
  gameScore,
  gameWon,
  journalText,
  makeCard,
  makeDeck,
  makePosition,
  makeSessionText,
  parseGameCode,
  parseSessions,
  undo,
  type Game,
} from '../src/index.js';
import { makeColumn } from '../src/position.js';
import {
  fillPosition,
  gameOfDeck,
  gameOfPosition,
  must,
  playTokens,
  REPO_ROOT,
  refusalOf,
  W1,
  W3,
  W_TABLEAU_MOVES,
} from './helpers.js';

const repeat = (t: string, n: number): string[] => Array<string>(n).fill(t);
const waste = (g: Game) => gamePosition(g).waste.map(makeCard).join(' ');
const state = (g: Game) => ({ position: makePosition(gamePosition(g)), score: gameScore(g) });

describe('faults other Klondike programs shipped', () => {
  it('recycling that reverses the stock order: after R the stock deals the same cards in the same order', () => {
    const once = playTokens(gameOfDeck(W1), repeat('D', 24)).game;
    const twice = playTokens(once, ['R', ...repeat('D', 24)]).game;
    expect(waste(twice)).toBe(waste(once));
    expect(waste(once).split(' ')[0]).toBe('3d');
    const d3 = playTokens(gameOfDeck(W3, { draw: 3 }), repeat('D', 8)).game;
    expect(waste(playTokens(d3, ['R', ...repeat('D', 8)]).game)).toBe(waste(d3));
  });

  it('undo of a draw 3 that changes which card is on top', () => {
    const g = playTokens(gameOfDeck(W3, { draw: 3 }), 'D D').game;
    expect(waste(g)).toBe('5d 4d 3d 8d 7d 6d');
    const back = must(undo(g));
    expect(waste(back)).toBe('5d 4d 3d');
    expect(makeCard(gamePosition(back).waste.at(-1)!)).toBe('3d');
    // and drawing again gives the same three in the same order
    expect(waste(playTokens(back, 'D').game)).toBe(waste(g));
  });

  it('draw 3 with one or two cards left turns just those, in order, and undo puts them back', () => {
    for (const left of ['9d', '9d Td']) {
      const g = gameOfPosition(fillPosition({ S: left, rest: 'W' }), { draw: 3 });
      const drawn = playTokens(g, 'D').game;
      expect(waste(drawn).endsWith(left)).toBe(true);
      expect(gamePosition(drawn).stock).toHaveLength(0);
      expect(state(must(undo(drawn)))).toEqual(state(g));
    }
  });

  it('undo after a floored recycle restoring the wrong score (25 - 100 floors at 0; undo gives 25, not 125 or 0)', () => {
    const before = playTokens(gameOfDeck(W1), ['T1-F', 'T7-F', ...repeat('D', 24)]).game;
    expect(gameScore(before)).toBe(25);
    const recycled = playTokens(before, 'R').game;
    expect(gameScore(recycled)).toBe(0);
    expect(gameScore(must(undo(recycled)))).toBe(25);
    expect(state(must(undo(recycled)))).toEqual(state(before));
  });

  it('undo that leaves an uncovered card face up', () => {
    const g = gameOfPosition(fillPosition({ T: ['#Kd #5c As', '#9c 8h', '9s'] }));
    for (const t of ['T1-F', 'T2-T3']) {
      const moved = playTokens(g, t).game;
      const back = must(undo(moved));
      expect(back.moveLog).toBeNull();
      expect(makeColumn(gamePosition(back).tableau[0]!)).toBe('#Kd #5c As');
      expect(makeColumn(gamePosition(back).tableau[1]!)).toBe('#9c 8h');
      expect(gameScore(back)).toBe(0);
    }
  });

  it('undo that forgets the pass count (classic draw 3: undo of a recycle gives the pass back)', () => {
    let g = gameOfPosition(fillPosition({ S: '2s', rest: 'W' }), { preset: 'classic', draw: 3 });
    g = playTokens(g, 'D R').game;
    expect(gamePosition(g).pass).toBe(2);
    g = playTokens(g, [...repeat('D', 18), 'R']).game;
    expect(gamePosition(g).pass).toBe(3);
    g = playTokens(g, repeat('D', 18)).game;
    expect(refusalOf(g, 'R').code).toBe('NO_PASSES_LEFT');
    const undone = playTokens(g, [...repeat('U', 18), 'U']).game;
    expect(gamePosition(undone).pass).toBe(2);
    expect(gamePosition(undone).stock).toHaveLength(0);
    expect(gamePosition(playTokens(undone, 'R').game).pass).toBe(3);
    expect(gamePosition(playTokens(undone, 'U U').game).pass).toBe(2);
  });

  it('a card from inside a column or a whole run accepted by a foundation', () => {
    // 3h lies under 2s; F2 holds 2h, so 3h would fit: it is not the top card
    expect(refusalOf(gameOfPosition(fillPosition({ T: ['3h 2s'], F: '- 2h - -' })), 'T1-F').code).toBe('NO_FIT');
    // top 2s fits F1: only 2s goes, the run's 3h stays
    const g = playTokens(gameOfPosition(fillPosition({ T: ['3h 2s'], F: 'As 2h - -' })), 'T1-F').game;
    expect(makeColumn(gamePosition(g).tableau[0]!)).toBe('3h');
    expect(gamePosition(g).foundations).toEqual([2, 2, 0, 0]);
  });

  it('a face-down card moving inside a run', () => {
    // T1: face-down 9h under face-up 8s; 9h would fit on T2's Ts, but it is face down
    const g = gameOfPosition(fillPosition({ T: ['#9h 8s', 'Ts', '9d'] }));
    expect(refusalOf(g, 'T1-T2').code).toBe('NO_FIT');
    const moved = playTokens(g, 'T1-T3').game;
    expect(makeColumn(gamePosition(moved).tableau[0]!)).toBe('9h');
    expect(makeColumn(gamePosition(moved).tableau[2]!)).toBe('9d 8s');
  });

  it('a non-King accepted by an empty column (from the waste, a column, a foundation; even to uncover a card)', () => {
    const g = gameOfPosition(fillPosition({ T: ['', '#Kc Qh', 'Js'], W: 'Qd', F: '- 3h - -' }));
    for (const t of ['W-T1', 'T2-T1', 'T3-T1', 'F2-T1']) expect(refusalOf(g, t).code).toBe('NO_FIT');
  });

  describe('a win not detected on some path', () => {
    const allButOne = (where: 'W' | 'T1', last: string) =>
      gameOfPosition(
        fillPosition({ T: [where === 'T1' ? last : ''], W: where === 'W' ? last : '', F: 'Ks Kh Kd Qc', rest: 'S' }),
      );

    it('last card from the waste', () => {
      const g = playTokens(allButOne('W', 'Kc'), 'W-F').game;
      expect(gameWon(g)).toBe(true);
    });

    it('last card from a column', () => {
      const g = playTokens(allButOne('T1', 'Kc'), 'T1-F').game;
      expect(gameWon(g)).toBe(true);
    });

    it('last card in draw 3 (drawn with others gone, from a 1-card stock)', () => {
      const g = gameOfPosition('T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Qc;S: Kc;W:', { draw: 3 });
      const won = playTokens(g, 'D W-F').game;
      expect(gameWon(won)).toBe(true);
      const d3 = playTokens(gameOfDeck(W3, { draw: 3 }), [
        ...W_TABLEAU_MOVES,
        ...repeat('D W-F W-F W-F', 8).join(' ').split(' '),
      ]).game;
      expect(gameWon(d3)).toBe(true);
    });

    it('last card from a foundation-return path (F-T then T-F)', () => {
      const g = gameOfPosition('T1:;T2: Kc;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Qc;S:;W:');
      expect(gameWon(playTokens(g, 'T2-F').game)).toBe(true);
      const viaReturn = gameOfPosition('T1:;T2: Kd;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Qd Kc;S:;W:');
      expect(gameWon(playTokens(viaReturn, 'F4-T1 T2-F').game)).toBe(false);
      expect(gameWon(playTokens(viaReturn, 'F4-T1 T2-F T1-F').game)).toBe(true);
    });
  });

  it('undo limit 100: "110 actions, 60 undos, 10 actions leave 50 undoable"', () => {
    const cycle = (n: number) => Array.from({ length: n }, (_, i) => (i % 25 === 24 ? 'R' : 'D'));
    const g = playTokens(gameOfDeck(W1), [...cycle(110), ...repeat('U', 60), ...repeat('D', 10)]).game;
    expect(g.undoable).toBe(50);
    expect(refusalOf(playTokens(g, repeat('U', 50)).game, 'U').code).toBe('NOTHING_TO_UNDO');
  });

  it('undo refused after a win; nothing accepted after a win', () => {
    const won = playTokens(gameOfDeck(W1), [...W_TABLEAU_MOVES, ...repeat('D W-F', 24).join(' ').split(' ')]).game;
    expect(refusalOf(won, 'U').code).toBe('GAME_WON');
    for (const t of ['D', 'R', 'F1-T1', 'F4-T7']) expect(refusalOf(won, t).code).toBe('GAME_WON');
    expect(journalText(won).split(' ')).toHaveLength(76);
  });

  it('a deal that differs between runs: the same code deals the same deck in a fresh module graph', async () => {
    const codes = ['KL1-D1N-AAAAAAG', 'KL1-D3V-QWERTYU', 'KL1-D1N-ZZZZZZZ-S'];
    const here = codes.map((c) => makePosition(gamePosition(gameFromCode(must(parseGameCode(c))))));
    vi.resetModules();
    const fresh = await import('../src/index.js');
    const there = codes.map((c) => {
      const code = fresh.parseGameCode(c);
      if (!code.ok) throw new Error(c);
      return fresh.makePosition(fresh.gamePosition(fresh.gameFromCode(code.value)));
    });
    expect(there).toEqual(here);
  });

  it('a deal that differs after a restart: a saved session reloads to the same game in a fresh module graph', async () => {
    const game = playTokens(gameFromCode(must(parseGameCode('KL1-D3N-AAAAAAG'))), 'D D U D').game;
    const text = makeSessionText(game);
    vi.resetModules();
    const fresh = await import('../src/index.js');
    const loaded = fresh.parseSessions(text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(fresh.makePosition(fresh.gamePosition(loaded.value[0]!.game))).toBe(makePosition(gamePosition(game)));
    expect(parseSessions(text).ok).toBe(true);
  });

  it('a deal that differs between processes: a separate Node process (built engine) deals the same decks', () => {
    const dist = path.resolve(REPO_ROOT, 'packages/engine/dist/index.js');
    expect(
      existsSync(dist),
      `${dist} is missing: run "npm run build -w @klondike/engine" (the root prepare script builds it)`,
    ).toBe(true);
    const deals = [0, 6, 2215165743, 26 ** 7 - 1];
    const script = `import(${JSON.stringify('file://' + dist)}).then((e) => console.log(JSON.stringify(${JSON.stringify(deals)}.map((d) => e.makeDeck(e.dealDeck(d))))))`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out) as string[]).toEqual(deals.map((d) => makeDeck(dealDeck(d))));
  });
});
