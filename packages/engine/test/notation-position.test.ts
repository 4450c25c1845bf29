import { describe, expect, it } from 'vitest';
import {
  dealDeck,
  dealPosition,
  gameFromPosition,
  gameScore,
  gameWon,
  isColumnPile,
  isFoundationPile,
  makeAction,
  makePosition,
  makeRules,
  parseAction,
  parseActions,
  parsePosition,
  type PositionErrorCode,
} from '../src/index.js';
import { fillPosition, gameOfPosition, must, positionOf } from './helpers.js';

describe('RULES §7 notation', () => {
  it('"One action per token, separated by white space: D, R, U, W-T3, W-F, T2-T5, T2-F, F1-T4"', () => {
    const tokens = must(parseActions('D R U W-T3 W-F T2-T5 T2-F F1-T4'));
    expect(tokens.map((t) => makeAction(t.action))).toEqual(['D', 'R', 'U', 'W-T3', 'W-F', 'T2-T5', 'T2-F', 'F1-T4']);
    expect(tokens.map((t) => t.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(must(parseActions(' \n D\t\tR\r\n  ')).map((t) => makeAction(t.action))).toEqual(['D', 'R']);
    expect(must(parseActions(''))).toEqual([]);
    expect(must(parseAction('D'))).toEqual({ type: 'draw' });
    expect(must(parseAction('R'))).toEqual({ type: 'recycle' });
    expect(must(parseAction('U'))).toEqual({ type: 'undo' });
    expect(must(parseAction('T2-T5'))).toEqual({ type: 'move', from: 'T2', to: 'T5' });
  });

  it('"F1..F4 are accepted as a destination in place of F (section 3)"', () => {
    expect(must(parseAction('W-F2'))).toEqual({ type: 'move', from: 'W', to: 'F2' });
    expect(must(parseAction('T7-F4'))).toEqual({ type: 'move', from: 'T7', to: 'F4' });
  });

  it('"Input accepts any letter case; output is upper case as shown"', () => {
    for (const t of ['d', 'r', 'u', 'w-t3', 'w-f', 't2-t5', 'T2-f', 'f1-t4', 'W-f3'])
      expect(makeAction(must(parseAction(t)))).toBe(t.toUpperCase());
  });

  it.each([
    '',
    'X',
    'DD',
    'D-T1',
    'W',
    'W-',
    'W-T0',
    'W-T8',
    'T8-T1',
    'T1-T',
    'T1-F5',
    'F5-T1',
    'F0-T1',
    'F1-F',
    'F2-F2',
    'S-T1',
    'T1-W',
    'W-W',
    'T1 -T2',
    'T1–T2',
    'T1-T2 ',
    'T1-T2-T3',
    'F-T1',
    '10',
  ])('"Anything else is bad input, refused with an error naming the token": "%s"', (t) => {
    const r = parseAction(t);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_TOKEN');
      expect(r.error.message).toContain(`"${t}"`);
    }
  });

  it('"Anything else is bad input": move text names the 1-based action index and the token', () => {
    const r = parseActions('D W-T3 T2-T9 D');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_TOKEN');
      expect(r.error.message).toMatch(/^action 3 \(T2-T9\)/);
    }
  });
});

describe('pile kinds: the one reading of a pile name', () => {
  it.each([
    ['S', false, false],
    ['W', false, false],
    ['T1', true, false],
    ['T7', true, false],
    ['T9', true, false],
    ['F', false, true],
    ['F1', false, true],
    ['F8', false, true],
  ] as const)('%s: column %s, foundation %s', (pile, column, foundation) => {
    expect(isColumnPile(pile)).toBe(column);
    expect(isFoundationPile(pile)).toBe(foundation);
  });

  it('reads the piles of every parsed move token', () => {
    for (const t of must(parseActions('W-T3 W-F T2-T5 T2-F F1-T4 T9-F8', makeRules({ variant: 'double' }).variant))) {
      if (t.action.type !== 'move') continue;
      expect(isColumnPile(t.action.from) || isFoundationPile(t.action.from) || t.action.from === 'W').toBe(true);
      expect(isColumnPile(t.action.to)).toBe(!isFoundationPile(t.action.to));
    }
  });
});

describe('RULES §9 position text', () => {
  // RULES §9's example with T3 changed: its Kd Qc Jd clashes with F3's Kd
  const example = fillPosition({ T: ['#Qh #Jh Th', '', 'Kh Qc'], F: '3s - Kd Ac', S: '5s 6s 7s', W: '7c 8h' });

  it('"Lines (or the same parts on one line separated by ;)": both forms parse to the same position', () => {
    const lines = positionOf(example);
    expect(makePosition(positionOf(example.split('\n').join(' ; ')))).toBe(makePosition(lines));
    expect(makePosition(positionOf(example.replace(/\n/g, '\r\n')))).toBe(makePosition(lines));
  });

  it('"T1..T7: bottom first, # before a face-down card, nothing after the colon for an empty column"', () => {
    const p = positionOf(example);
    expect(p.tableau[0]).toEqual({ cards: [13 + 11, 13 + 10, 13 + 9], down: 2 });
    expect(p.tableau[1]).toEqual({ cards: [], down: 0 });
    expect(p.tableau[2]!.down).toBe(0);
  });

  it('"F: exactly four entries, the top card of F1..F4 ... or - for empty; 3s means As 2s 3s are there"', () => {
    const p = positionOf(example);
    expect(p.foundations).toEqual([3, 0, 13, 1]);
  });

  it('"S: the stock, first drawn first. W: the waste, bottom first"', () => {
    const p = positionOf(example);
    const printed = makePosition(p);
    expect(printed).toContain('S: 5s 6s 7s');
    expect(printed).toContain('W: 7c 8h');
    expect(p.waste[p.waste.length - 1]).toBe(13 + 7); // 8h on top
  });

  it('"P (optional, default 1): the pass in progress"', () => {
    expect(positionOf(example.replace(/\nP: 1/, '')).pass).toBe(1);
    expect(positionOf(example.replace('P: 1', 'P: 3')).pass).toBe(3);
  });

  it('"P ... from 1 up to the preset\'s pass limit": a game from a position past the limit is refused', () => {
    const p = positionOf(example.replace('P: 1', 'P: 2'));
    expect(gameFromPosition(p, makeRules({ scoring: 'vegas' })).ok).toBe(false);
    expect(gameFromPosition(p, makeRules({ preset: 'classic', draw: 1 })).ok).toBe(false);
    expect(gameFromPosition(p, makeRules({ preset: 'classic', draw: 3 })).ok).toBe(true);
    expect(
      gameFromPosition(positionOf(example.replace('P: 1', 'P: 4')), makeRules({ preset: 'classic', draw: 3 })).ok,
    ).toBe(false);
    expect(gameFromPosition(positionOf(example.replace('P: 1', 'P: 999')), makeRules()).ok).toBe(true);
  });

  it('"Printed form: the parts in the order T1..T7, F, S, W, P, joined by ; ... an empty part as KEY: with nothing after the colon"', () => {
    const printed = makePosition(dealPosition(dealDeck(6)));
    expect(printed).toBe(
      'T1: Js; T2: #2s 8s; T3: #5c #Kd 7d; T4: #7s #Qc #Jd 9s; T5: #7c #4c #9h #Jh Qh; T6: #Ah #Ks #5h #Qs #2c As; T7: #8c #9c #8h #4d #Th #3h 9d; F: - - - -; S: 6h Ac 6c 3s Jc 5s 3d Ts 2d 6d 6s Ad 8d Tc 2h Kh 3c 5d Td Qd 4h 7h Kc 4s; W:; P: 1',
    );
    expect(makePosition(positionOf(example))).toMatch(
      /^T1: #Qh #Jh Th; T2:; T3: Kh Qc; T4:; T5:; T6:; T7:; F: 3s - Kd Ac; S: 5s 6s 7s .*; W: 7c 8h; P: 1$/,
    );
  });

  it('parse/print round trip (a deal, the example, a won position)', () => {
    for (const text of [
      makePosition(dealPosition(dealDeck(12345))),
      makePosition(positionOf(example)),
      'T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Kd Kc; S:; W:; P: 1',
    ])
      expect(makePosition(positionOf(text))).toBe(text);
    // any letter case and spacing in, the printed form out
    expect(
      makePosition(
        positionOf(
          makePosition(dealPosition(dealDeck(6)))
            .toLowerCase()
            .replace(/; /g, ';\n  '),
        ),
      ),
    ).toBe(makePosition(dealPosition(dealDeck(6))));
  });

  it('"A game started from a position starts at score 0 (Normal) or -52 (Vegas)"', () => {
    expect(gameScore(gameOfPosition(example))).toBe(0);
    expect(gameScore(gameOfPosition(example, { scoring: 'vegas' }))).toBe(-52);
    expect(gameScore(gameOfPosition(example, { preset: 'stilldeck', scoring: 'vegas' }))).toBe(-52);
  });

  it('"A position with all 52 cards on the foundations is valid and already won"', () => {
    expect(gameWon(gameOfPosition('T1:\nT2:\nT3:\nT4:\nT5:\nT6:\nT7:\nF: Ks Kh Kd Kc\nS:\nW:'))).toBe(true);
  });

  it('"A deal is the position after dealing a deck string"', () => {
    const p = dealPosition(dealDeck(77));
    expect(positionOf(makePosition(p))).toEqual(p);
  });

  const invalid: ReadonlyArray<readonly [string, string, PositionErrorCode, string]> = [
    ['"Each part at most once"', example + '\nW: 9c', 'ERR_POSITION_PART', 'W appears twice'],
    ['"any other part is invalid"', example + '\nX: 9c', 'ERR_POSITION_PART', 'X: 9c'],
    ['a part without a colon is invalid', example + '\nT1 9c', 'ERR_POSITION_PART', 'T1 9c'],
    [
      'a missing part (T1..T7, F, S, W are required)',
      example.replace(/\nW:[^\n]*/, ''),
      'ERR_POSITION_PART',
      'W is missing',
    ],
    ['a missing column', example.replace(/T2:[^\n]*\n/, ''), 'ERR_POSITION_PART', 'T2 is missing'],
    [
      '"all 52 cards exactly once": a card twice',
      example.replace('S: 5s', 'S: Th 5s'),
      'ERR_POSITION_CARDS',
      'Th appears twice',
    ],
    [
      '"all 52 cards exactly once": a card on a foundation and in a column',
      example.replace('T2:', 'T2: 2s'),
      'ERR_POSITION_CARDS',
      '2s appears twice',
    ],
    [
      '"all 52 cards exactly once": a card missing',
      example.replace('S: 5s ', 'S: '),
      'ERR_POSITION_CARDS',
      'missing 5s',
    ],
    ['an unknown card', example.replace('W: 7c 8h', 'W: 7c 8x'), 'ERR_POSITION_CARD', '8x'],
    ['an unknown card in a column', example.replace('T2:', 'T2: #1h'), 'ERR_POSITION_CARD', 'T2'],
    [
      '"F: exactly four entries"',
      example.replace('F: 3s - Kd Ac', 'F: 3s - Kd'),
      'ERR_POSITION_FOUNDATION',
      'four entries',
    ],
    [
      '"a card of another suit in a slot is invalid" ("each foundation holding its own suit")',
      example.replace('F: 3s - Kd Ac', 'F: 3s Kd - Ac'),
      'ERR_POSITION_FOUNDATION',
      'Kd',
    ],
    [
      '"face-down cards only below face-up ones"',
      example.replace('T1: #Qh #Jh Th', 'T1: #Qh Jh #Th'),
      'ERR_POSITION_COLUMN',
      'T1',
    ],
    [
      '"a face-up top on every non-empty column"',
      example.replace('T1: #Qh #Jh Th', 'T1: #Qh #Jh #Th'),
      'ERR_POSITION_COLUMN',
      'top card must be face up',
    ],
    [
      '"each column\'s face-up cards forming a run (descending ...)"',
      example.replace('T3: Kh Qc', 'T3: Qc Kh'),
      'ERR_POSITION_COLUMN',
      'T3',
    ],
    [
      '"each column\'s face-up cards forming a run (... one rank at a time)"',
      fillPosition({ T: ['', '', 'Kc Jh'] }),
      'ERR_POSITION_COLUMN',
      'T3',
    ],
    [
      '"each column\'s face-up cards forming a run (... alternating colours)"',
      fillPosition({ T: ['', '', 'Kc Qs'] }),
      'ERR_POSITION_COLUMN',
      'Qs',
    ],
    ['"P ... from 1 up": P 0', example.replace('P: 1', 'P: 0'), 'ERR_POSITION_PASS', '"0"'],
    ['"P ... from 1 up": P not a number', example.replace('P: 1', 'P: two'), 'ERR_POSITION_PASS', 'two'],
    ['"P ... from 1 up": P negative', example.replace('P: 1', 'P: -1'), 'ERR_POSITION_PASS', '-1'],
  ];
  it.each(invalid)('%s is rejected with its error', (_rule, text, code, named) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toContain(named);
    }
  });
});
