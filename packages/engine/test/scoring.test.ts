import { describe, expect, it } from 'vitest';
import { act, gamePosition, gameScore, makeRules, PRESET_NAMES, scoreText, type RulesOptions } from '../src/index.js';
import {
  token,
  fillPosition,
  gameOfDeck,
  gameOfPosition,
  playTokens,
  refusalOf,
  W1,
  W3,
  W_TABLEAU_MOVES,
} from './helpers.js';

const repeat = (t: string, n: number): string[] => Array<string>(n).fill(t);
/** W1 after T1-F and T7-F x7: 110 points in app Normal (T7's six flips: 6 x 15 + 10). */
const W1_110 = ['T1-F', ...repeat('T7-F', 7)];

/** Counts the recycles a game allows by drawing through the stock and recycling until refused (stopping at 60). */
function recyclesAllowed(options: RulesOptions): number {
  let game = gameOfPosition(fillPosition({ S: '2s', rest: 'W' }), options);
  let recycles = 0;
  for (;;) {
    game = playTokens(game, repeat('D', Math.ceil(gamePosition(game).stock.length / game.rules.draw))).game;
    const r = act(game, token('R'));
    if (!r.ok) {
      expect(r.error.code).toBe('NO_PASSES_LEFT');
      return recycles;
    }
    game = r.value;
    recycles++;
    if (recycles === 60) return Infinity;
  }
}

describe('RULES §4 rule presets', () => {
  it('"draw modes | 1, 3 | 1, 3 | 1, 3"', () => {
    for (const preset of PRESET_NAMES)
      for (const draw of [1, 3] as const) {
        const { game } = playTokens(gameOfDeck(W1, { preset, draw }), 'D');
        expect(gamePosition(game).waste).toHaveLength(draw);
      }
  });

  const passes: ReadonlyArray<readonly [string, RulesOptions, number]> = [
    ['passes, Normal scoring: app unlimited (draw 1)', { preset: 'app', draw: 1, scoring: 'normal' }, Infinity],
    ['passes, Normal scoring: app unlimited (draw 3)', { preset: 'app', draw: 3, scoring: 'normal' }, Infinity],
    ['passes, Normal scoring: classic draw 1: 1 pass', { preset: 'classic', draw: 1, scoring: 'normal' }, 1],
    ['passes, Normal scoring: classic draw 3: 3 passes', { preset: 'classic', draw: 3, scoring: 'normal' }, 3],
    [
      'passes, Normal scoring: stilldeck unlimited (draw 1)',
      { preset: 'stilldeck', draw: 1, scoring: 'normal' },
      Infinity,
    ],
    [
      'passes, Normal scoring: stilldeck unlimited (draw 3)',
      { preset: 'stilldeck', draw: 3, scoring: 'normal' },
      Infinity,
    ],
    ['passes, Vegas scoring: app 1 (no recycle at all) (draw 1)', { preset: 'app', draw: 1, scoring: 'vegas' }, 1],
    ['passes, Vegas scoring: app 1 (no recycle at all) (draw 3)', { preset: 'app', draw: 3, scoring: 'vegas' }, 1],
    ['passes, Vegas scoring: classic draw 1: 1', { preset: 'classic', draw: 1, scoring: 'vegas' }, 1],
    ['passes, Vegas scoring: classic draw 3: 3', { preset: 'classic', draw: 3, scoring: 'vegas' }, 3],
    ['passes, Vegas scoring: stilldeck 3 (draw 1)', { preset: 'stilldeck', draw: 1, scoring: 'vegas' }, 3],
    ['passes, Vegas scoring: stilldeck 3 (draw 3)', { preset: 'stilldeck', draw: 3, scoring: 'vegas' }, 3],
  ];
  it.each(passes)('"%s"', (_name, options, allowed) => {
    expect(makeRules(options).passes).toBe(allowed);
    expect(recyclesAllowed(options)).toBe(allowed - 1);
  });

  it.each([
    ['app', true],
    ['classic', false],
    ['stilldeck', true],
  ] as const)('"foundation to tableau | allowed | not allowed | allowed": %s', (preset, allowed) => {
    const game = gameOfPosition(fillPosition({ T: ['3c'], F: '- 2h - -' }), { preset });
    expect(act(game, token('F2-T1')).ok).toBe(allowed);
    expect(makeRules({ preset }).foundationToColumn).toBe(allowed);
  });

  it('defaults: makeRules() is app, draw 1, Normal, not thoughtful', () => {
    expect(makeRules()).toMatchObject({
      preset: 'app',
      draw: 1,
      scoring: 'normal',
      thoughtful: false,
      passes: Infinity,
      foundationToColumn: true,
    });
  });
});

/** One scoring table row: the rules, where it starts, the tokens, the score after each token. */
type Row = readonly [name: string, options: RulesOptions, start: string, tokens: string, scores: readonly number[]];

/** W-T1 earns the waste-to-column points; T4-T3 turns up Kd; T2-F turns up 5c. */
const S_W = fillPosition({ T: ['8s', '#5c 3s', '9c', '#Kd 8h'], W: '7h', F: '2s 2h - -' });
/** T1-F plays 4h; F2-T1 takes it back onto 5c; T2-F plays 2d and turns up Kd. */
const S_F = fillPosition({ T: ['5c 4h', '#Kd 2d'], F: 'As 3h Ad -' });

const rows: readonly Row[] = [
  // app Normal
  ['app Normal: card onto a foundation (from a column or the waste) +10', {}, S_F, 'T1-F', [0 + 10]],
  [
    'app Normal: card onto a foundation (from the waste) +10',
    {},
    fillPosition({ W: '3h', F: '- 2h - -' }),
    'W-F',
    [10],
  ],
  ['app Normal: card from the waste onto a column +5', {}, S_W, 'W-T1', [5]],
  ['app Normal: face-down card turned up (added to the move that uncovered it) +5', {}, S_W, 'T4-T3 T2-F', [5, 20]],
  [
    'app Normal: recycle of the waste -100',
    {},
    W1,
    [...W1_110, ...repeat('D', 24), 'R'].join(' '),
    [10, 25, 40, 55, 70, 85, 100, 110, ...repeat('', 24).map(() => 110), 10],
  ],
  [
    'app Normal: card or run from column to column 0',
    {},
    fillPosition({ T: ['9c 8h 7s', 'Th', '9s'] }),
    'T1-T2 T2-T3',
    [0, 0],
  ],
  ['app Normal: card back from a foundation 0', {}, S_F, 'T1-F F2-T1', [10, 10]],
  [
    'app Normal: "never goes below 0: after every action, score = max(0, score + points). So an early recycle costs less than 100"',
    {},
    W1,
    ['T1-F', 'T7-F', ...repeat('D', 24), 'R'].join(' '),
    [10, 25, ...repeat('', 24).map(() => 25), 0],
  ],
  [
    'app Normal: "A card taken back from a foundation and played there again earns its +10 again"',
    {},
    S_F,
    'T1-F F2-T1 T1-F F2-T1 T1-F',
    [10, 10, 20, 20, 30],
  ],
  // app Vegas
  [
    'app Vegas: "Starts at -52 (dollars). Each card onto a foundation +5"',
    { scoring: 'vegas' },
    S_F,
    'T1-F T2-F',
    [-47, -42],
  ],
  [
    'app Vegas: "everything else 0" (waste to column, flip, column to column)',
    { scoring: 'vegas' },
    S_W,
    'W-T1 T4-T3 T2-F',
    [-52, -52, -47],
  ],
  [
    'app Vegas: "no floor"',
    { scoring: 'vegas' },
    fillPosition({ T: ['4c'], F: '- 3h - -' }),
    'F2-T1 T1-F F2-T1',
    [-52, -47, -47],
  ],
  // stilldeck Standard
  ['stilldeck Standard: +10 to a foundation', { preset: 'stilldeck' }, S_F, 'T1-F', [10]],
  ['stilldeck Standard: +5 waste to column', { preset: 'stilldeck' }, S_W, 'W-T1', [5]],
  ['stilldeck Standard: +5 per card turned up', { preset: 'stilldeck' }, S_W, 'T4-T3 T2-F', [5, 20]],
  [
    'stilldeck Standard: -15 per card back from a foundation',
    { preset: 'stilldeck' },
    S_F,
    'T1-F T2-F F2-T1',
    [10, 25, 10],
  ],
  [
    'stilldeck Standard: -20 per recycle in draw 3',
    { preset: 'stilldeck', draw: 3 },
    W3,
    [...W1_110, ...repeat('D', 8), 'R'].join(' '),
    [10, 25, 40, 55, 70, 85, 100, 110, ...repeat('', 8).map(() => 110), 90],
  ],
  [
    'stilldeck Standard: (recycles in draw 1 cost nothing)',
    { preset: 'stilldeck', draw: 1 },
    W1,
    [...W1_110, ...repeat('D', 24), 'R'].join(' '),
    [10, 25, 40, 55, 70, 85, 100, 110, ...repeat('', 24).map(() => 110), 110],
  ],
  [
    'stilldeck Standard: floor at 0 (also on the -15 return, RULES §12)',
    { preset: 'stilldeck' },
    S_F,
    'T1-F F2-T1',
    [10, 0],
  ],
  [
    'stilldeck Standard: floor at 0 on a draw 3 recycle',
    { preset: 'stilldeck', draw: 3 },
    fillPosition({ S: '2s', rest: 'W' }),
    'D R',
    [0, 0],
  ],
  [
    'stilldeck Vegas: -52 per deal, +5 per card to a foundation',
    { preset: 'stilldeck', scoring: 'vegas' },
    S_F,
    'T1-F T2-F',
    [-47, -42],
  ],
  [
    'stilldeck Vegas: returns cost nothing (RULES §12)',
    { preset: 'stilldeck', scoring: 'vegas' },
    S_F,
    'T1-F F2-T1',
    [-47, -47],
  ],
  [
    'stilldeck Vegas: recycles cost nothing',
    { preset: 'stilldeck', scoring: 'vegas', draw: 3 },
    fillPosition({ S: '2s', rest: 'W' }),
    'D R',
    [-52, -52],
  ],
  // classic
  [
    'classic: "use the app tables for the chosen scoring" (Normal)',
    { preset: 'classic', draw: 3 },
    W3,
    [...W1_110, ...repeat('D', 8), 'R'].join(' '),
    [10, 25, 40, 55, 70, 85, 100, 110, ...repeat('', 8).map(() => 110), 10],
  ],
  [
    'classic: "use the app tables for the chosen scoring" (Normal waste to column, flip)',
    { preset: 'classic' },
    S_W,
    'W-T1 T4-T3',
    [5, 10],
  ],
  [
    'classic: "use the app tables for the chosen scoring" (Vegas)',
    { preset: 'classic', scoring: 'vegas' },
    S_F,
    'T1-F T2-F',
    [-47, -42],
  ],
];

describe('RULES §4 scoring tables', () => {
  it.each(rows)('"%s"', (_name, options, start, tokens, scores) => {
    const game = start.includes(':') ? gameOfPosition(start, options) : gameOfDeck(start, options);
    expect(gameScore(game)).toBe(makeRules(options).points.start);
    const list = tokens.split(' ').slice(0, scores.length);
    expect(playTokens(game, list).scores).toEqual(scores);
  });

  it('stilldeck Standard: a second return from a low score stays at 0 (floor), and a classic return is refused', () => {
    const g = playTokens(gameOfPosition(S_F, { preset: 'stilldeck' }), 'T1-F F2-T1').game;
    expect(gameScore(g)).toBe(0);
    expect(refusalOf(gameOfPosition(S_F, { preset: 'classic' }), 'F2-T1').code).toBe('NO_FOUNDATION_RETURN');
  });

  it('"A game won without foundation returns scores 625 (52 x 10 + 21 x 5)" and Vegas "ends at +208" (app, classic, stilldeck)', () => {
    const tokens = [...W_TABLEAU_MOVES, ...repeat('D W-F', 24).join(' ').split(' ')];
    for (const preset of PRESET_NAMES) {
      expect(gameScore(playTokens(gameOfDeck(W1, { preset }), tokens).game)).toBe(625);
      expect(gameScore(playTokens(gameOfDeck(W1, { preset, scoring: 'vegas' }), tokens).game)).toBe(208);
    }
  });

  it('"plus 5 per card played from the waste to a column, minus what the recycles cost"', () => {
    // W1 with the stock's Kd played to an emptied column and back via the foundation route: T2's Kh leaves,
    // then ... simplest: after the tableau is cleared, play the 3d..Kd run and clubs from the waste, one card via a column
    const tableau = W_TABLEAU_MOVES;
    const draws = repeat('D W-F', 10).join(' ').split(' '); // 3d..Qd to F3
    const viaColumn = ['D', 'W-T1', 'T1-F']; // Kd to the empty T1 (+5), then to F (+10)
    const clubs = repeat('D W-F', 13).join(' ').split(' ');
    const won = playTokens(gameOfDeck(W1), [...tableau, ...draws, ...viaColumn, ...clubs]).game;
    expect(gamePosition(won).foundations).toEqual([13, 13, 13, 13]);
    expect(gameScore(won)).toBe(625 + 5);
    // and a recycle late in the game costs its full 100
    const withRecycle = playTokens(gameOfDeck(W1), [
      ...tableau,
      ...repeat('D', 24),
      'R',
      ...repeat('D W-F', 24).join(' ').split(' '),
    ]).game;
    expect(gameScore(withRecycle)).toBe(625 - 100);
  });

  it('"Display: +$208, $0, -$52 (sign, then $, then the amount; no sign for zero)" and Normal as the number', () => {
    expect(scoreText(208, 'vegas')).toBe('+$208');
    expect(scoreText(0, 'vegas')).toBe('$0');
    expect(scoreText(-52, 'vegas')).toBe('-$52');
    expect(scoreText(625, 'normal')).toBe('625');
    expect(scoreText(0, 'normal')).toBe('0');
  });
});
