import { describe, expect, it } from 'vitest';
import {
  act,
  dealDeck,
  gameFromCode,
  gamePosition,
  gameScore,
  gameWon,
  legalActions,
  makeAction,
  makeDeck,
  makeGameCode,
  makePosition,
  parseGameCode,
  PRESET_NAMES,
  scoreText,
  type Game,
} from '../src/index.js';
import { foundationTotal } from '../src/position.js';
import { SpecGame, specDeal, specLegalTokens, writeSpecPosition } from '../testing/index.js';
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
const split = (s: string) => s.split(' ');

describe('RULES §11 worked examples', () => {
  it('"Draw 1: T1-F, then T7-F x7, T6-F x6, T5-F x5, T4-F x4, T3-F x3, T2-F x2, then D W-F x24: won, Normal 625, Vegas +$208"', () => {
    const tokens = [...W_TABLEAU_MOVES, ...split(repeat('D W-F', 24).join(' '))];
    expect(W_TABLEAU_MOVES).toHaveLength(28);
    const normal = playTokens(gameOfDeck(W1), tokens).game;
    expect(gameWon(normal)).toBe(true);
    expect(scoreText(gameScore(normal), 'normal')).toBe('625');
    const vegas = playTokens(gameOfDeck(W1, { scoring: 'vegas' }), tokens).game;
    expect(gameWon(vegas)).toBe(true);
    expect(scoreText(gameScore(vegas), 'vegas')).toBe('+$208');
  });

  it('"Draw 1 Normal: T1-F (10), D x24, R (0: floored), D (0), U (0), U (10)"', () => {
    const { scores } = playTokens(gameOfDeck(W1), ['T1-F', ...repeat('D', 24), 'R', 'D', 'U', 'U']);
    expect(scores).toEqual([10, ...repeat('', 24).map(() => 10), 0, 0, 0, 10]);
  });

  it('"Draw 1: T1-F T7-F T5-F F1-T5 T5-F: app Normal 10, 25, 40, 40, 50"', () => {
    expect(playTokens(gameOfDeck(W1), 'T1-F T7-F T5-F F1-T5 T5-F').scores).toEqual([10, 25, 40, 40, 50]);
  });

  it('"stilldeck Normal 10, 25, 40, 25, 35"', () => {
    expect(playTokens(gameOfDeck(W1, { preset: 'stilldeck' }), 'T1-F T7-F T5-F F1-T5 T5-F').scores).toEqual([
      10, 25, 40, 25, 35,
    ]);
  });

  it('"app Vegas -47, -42, -37, -37, -32"', () => {
    expect(playTokens(gameOfDeck(W1, { scoring: 'vegas' }), 'T1-F T7-F T5-F F1-T5 T5-F').scores).toEqual([
      -47, -42, -37, -37, -32,
    ]);
  });

  it('"classic: F1-T5 is illegal"', () => {
    const g = playTokens(gameOfDeck(W1, { preset: 'classic' }), 'T1-F T7-F T5-F').game;
    expect(refusalOf(g, 'F1-T5').code).toBe('NO_FOUNDATION_RETURN');
  });

  it('"T1-T2 at the start: illegal (Ad does not fit on Kh)"', () => {
    const r = refusalOf(gameOfDeck(W1), 'T1-T2');
    expect(r.code).toBe('NO_FIT');
  });

  it('"T2-T1 after T1-F: legal only because Kh is a King"', () => {
    const g = playTokens(gameOfDeck(W1), 'T1-F T2-T1').game;
    expect(makePosition(gamePosition(g))).toMatch(/^T1: Kh; T2: 2d;/);
    // the same move with a non-King on top of T2 is refused
    const notKing = gameOfPosition(fillPosition({ T: ['', '#Kh 2d'] }));
    expect(refusalOf(notKing, 'T2-T1').code).toBe('NO_FIT');
  });

  it('"Draw 3: the same 27 tableau moves as W1, then D W-F W-F W-F x8: won, Normal 625, Vegas +$208"', () => {
    const tokens = [...W_TABLEAU_MOVES, ...split(repeat('D W-F W-F W-F', 8).join(' '))];
    for (const [scoring, text] of [
      ['normal', '625'],
      ['vegas', '+$208'],
    ] as const) {
      const g = playTokens(gameOfDeck(W3, { draw: 3, scoring }), tokens).game;
      expect(gameWon(g)).toBe(true);
      expect(scoreText(gameScore(g), scoring)).toBe(text);
    }
  });
});

describe('RULES §12 readings and choices', () => {
  it('"Foundation returns and points: ... a card returned and placed again scores again" (app Normal and Vegas)', () => {
    const text = fillPosition({ T: ['5c 4h'], F: '- 3h - -' });
    expect(playTokens(gameOfPosition(text), 'T1-F F2-T1 T1-F').scores).toEqual([10, 10, 20]);
    expect(playTokens(gameOfPosition(text, { scoring: 'vegas' }), 'T1-F F2-T1 T1-F').scores).toEqual([-47, -47, -42]);
  });

  it('"a Vegas score stays negative while at most 10 cards are on the foundations ... is then true of games without returns only"', () => {
    // without returns: 10 cards up is -52 + 50 = -2
    const ten = playTokens(gameOfDeck(W1, { scoring: 'vegas' }), W_TABLEAU_MOVES.slice(0, 10)).game;
    expect(foundationTotal(gamePosition(ten))).toBe(10);
    expect(gameScore(ten)).toBe(-2);
    // with returns: 4 cards up, placed again and again, and the score is positive
    let g: Game = gameOfPosition(fillPosition({ T: ['5c 4h'], F: '- 3h - -' }), { scoring: 'vegas' });
    for (let i = 0; i < 11; i++) g = playTokens(g, 'T1-F F2-T1').game;
    expect(foundationTotal(gamePosition(g))).toBe(3);
    expect(gameScore(g)).toBe(-52 + 55);
  });

  it('"StillDeck Vegas passes: ... We take three, in both draw modes"', () => {
    for (const draw of [1, 3] as const) {
      let g = gameOfPosition(fillPosition({ S: '2s', rest: 'W' }), { preset: 'stilldeck', scoring: 'vegas', draw });
      g = playTokens(g, 'D R D').game;
      g = playTokens(g, repeat('D', Math.ceil(gamePosition(g).stock.length / draw))).game;
      g = playTokens(g, 'R').game;
      g = playTokens(g, repeat('D', Math.ceil(gamePosition(g).stock.length / draw))).game;
      expect(gamePosition(g).pass).toBe(3);
      expect(refusalOf(g, 'R').code).toBe('NO_PASSES_LEFT');
    }
  });

  it('"Undo after a win is refused (our choice: the game is over)"', () => {
    const won = playTokens(gameOfDeck(W1), [...W_TABLEAU_MOVES, ...split(repeat('D W-F', 24).join(' '))]).game;
    expect(refusalOf(won, 'U').code).toBe('GAME_WON');
  });

  it('"Thoughtful shows the cards and changes no rule (ours)": a thoughtful game plays as the plain game of the same deal, and as RULES without the option', () => {
    // codes with and without T: the same deal (RULES §2), then the same choices with undos, at every
    // step the same position, score, undo count and legal actions as the plain game and as the spec
    for (const preset of PRESET_NAMES)
      for (const draw of [1, 3] as const)
        for (const deal of [0, 6, 4242, 8_000_000]) {
          const code = {
            deal,
            draw,
            scoring: preset === 'stilldeck' ? ('vegas' as const) : ('normal' as const),
            preset,
          };
          let thoughtful = gameFromCode(must(parseGameCode(makeGameCode({ ...code, thoughtful: true }))));
          let plain = gameFromCode(must(parseGameCode(makeGameCode({ ...code, thoughtful: false }))));
          expect([thoughtful.rules.thoughtful, plain.rules.thoughtful]).toEqual([true, false]);
          expect(makePosition(gamePosition(thoughtful))).toBe(makePosition(gamePosition(plain)));
          let spec = SpecGame.start(specDeal(makeDeck(dealDeck(deal)).split(' ')), { ...code, thoughtful: false })!;
          for (let step = 0; step < 80; step++) {
            const legal = legalActions(gamePosition(thoughtful), thoughtful.rules).map(makeAction).sort();
            expect(legal).toEqual(specLegalTokens(spec.position, spec.rules));
            expect(legalActions(gamePosition(plain), plain.rules).map(makeAction).sort()).toEqual(legal);
            const choice = legal.length === 0 || step % 9 === 8 ? 'U' : legal[(step * 7 + deal) % legal.length]!;
            const a = act(thoughtful, token(choice));
            const b = act(plain, token(choice));
            const c = spec.act(choice);
            expect([a.ok, b.ok, c !== null]).toEqual([c !== null, c !== null, c !== null]);
            if (!a.ok || !b.ok || c === null) continue;
            [thoughtful, plain, spec] = [a.value, b.value, c];
            expect(makePosition(gamePosition(thoughtful))).toBe(writeSpecPosition(spec.position));
            expect(makePosition(gamePosition(plain))).toBe(writeSpecPosition(spec.position));
            expect([gameScore(thoughtful), gameScore(plain)]).toEqual([spec.score, spec.score]);
            expect([thoughtful.undoable, plain.undoable]).toEqual([spec.undoable, spec.undoable]);
          }
        }
  });

  it('"StillDeck details: its floor at 0 also applies to the -15 return (so a return from a low score costs less)"', () => {
    const g = gameOfPosition(fillPosition({ T: ['5c 4h'], F: '- 3h - -' }), { preset: 'stilldeck' });
    expect(playTokens(g, 'T1-F F2-T1').scores).toEqual([10, 0]);
  });

  it('"its Vegas returns cost nothing, as everything but foundation cards does in Vegas"', () => {
    const g = gameOfPosition(fillPosition({ T: ['5c 4h'], F: '- 3h - -' }), { preset: 'stilldeck', scoring: 'vegas' });
    expect(playTokens(g, 'T1-F F2-T1').scores).toEqual([-47, -47]);
  });

  it('"The fixed foundation order (spades, hearts, diamonds, clubs) is the app\'s; we use it for every preset"', () => {
    for (const preset of PRESET_NAMES) {
      const g = gameOfPosition(fillPosition({ W: 'Ac Ad Ah As' }), { preset });
      const up = playTokens(g, 'W-F1 W-F2 W-F3 W-F4').game;
      expect(gamePosition(up).foundations).toEqual([1, 1, 1, 1]);
      expect(makePosition(gamePosition(up))).toContain('F: As Ah Ad Ac');
      expect(act(gameOfPosition(fillPosition({ W: 'Ac' }), { preset }), token('W-F1')).ok).toBe(false);
    }
  });
});
