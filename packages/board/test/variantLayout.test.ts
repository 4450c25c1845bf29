import { describe, expect, it } from 'vitest';
import type { Position } from '@klondike/engine';
import { boardGeometry, CARD_RATIO, columnOffsets, type BoardGeometry } from '../src/layout.js';
import { boardPiles, columnBelow, gridArea, pileAbove, pilePlaces } from '../src/pilePlaces.js';

/** Double Klondike's sizes (RULES §10.1): 9 columns, 8 foundation piles. */
const DOUBLE = { columns: 9, foundations: 8 } as const;
/** The board boxes of the four screens the player is tried on (the header takes its share). */
const SCREENS = {
  phoneUpright: [390, 780],
  phoneSideways: [716, 390],
  laptop: [1280, 760],
  desktop: [1920, 1030],
} as const;

/** The longest Double Klondike column: T9's eight face-down cards under a King down to an Ace. */
const longest = { cards: Array.from({ length: 21 }, (_, i) => i), down: 8 };
/** Whether it fits the tableau with every face-up card's corner index whole. */
const longestFits = (g: BoardGeometry): boolean => {
  const ys = columnOffsets(longest, g.room, false, g.steps);
  const strips = ys.slice(9).map((y, i) => y - ys[8 + i]!);
  return ys[20]! + 1 <= g.room + 1e-9 && Math.min(...strips) * CARD_RATIO * g.cardWidth >= 1.05 * g.indexSize;
};
/** Whether the board's width fits the box: `across` cards and `gapsAcross` gaps. */
const fitsWidth = (g: BoardGeometry, width: number): boolean =>
  g.across * g.cardWidth + g.gapsAcross * g.gap <= width + 1e-9;
/** Whether the top row (or the foundation grid beside the tableau) and the longest column fit the height. */
const fitsHeight = (g: BoardGeometry, height: number): boolean => {
  const cardH = CARD_RATIO * g.cardWidth;
  const piles = g.foundationGrid.rows * cardH + (g.foundationGrid.rows - 1) * g.gap;
  return g.arrangement === 'side'
    ? piles + 2 * g.gap <= height + 1e-9
    : piles + 3.5 * g.gap + g.room * cardH <= height + 1e-9;
};

describe('Double Klondike board geometry (9 columns, 8 foundations)', () => {
  it('sets out 8 foundations in two rows of 4 on a phone held upright, the 9 columns filling its width', () => {
    const g = boardGeometry(...SCREENS.phoneUpright, DOUBLE);
    expect(g.arrangement).toBe('rows');
    expect(g.foundationGrid).toEqual({ columns: 4, rows: 2 });
    expect(g.across).toBe(9);
    expect(g.cardWidth).toBeGreaterThan(37);
    expect(g.indexSize).toBeGreaterThanOrEqual(11);
  });

  it('puts the 8 foundations in one row over the tableau on a phone held sideways and on desktops', () => {
    for (const screen of [SCREENS.phoneSideways, SCREENS.laptop, SCREENS.desktop]) {
      const g = boardGeometry(screen[0], screen[1], DOUBLE);
      expect(g.arrangement, `${screen}`).toBe('rows');
      expect(g.foundationGrid, `${screen}`).toEqual({ columns: 8, rows: 1 });
      expect(g.across, `${screen}`).toBe(11);
    }
    expect(boardGeometry(...SCREENS.phoneSideways, DOUBLE).cardWidth).toBeGreaterThan(52);
    expect(boardGeometry(...SCREENS.laptop, DOUBLE).cardWidth).toBeGreaterThan(95);
    expect(boardGeometry(...SCREENS.desktop, DOUBLE).cardWidth).toBeGreaterThan(150);
  });

  it('keeps the longest column in sight with readable indices, within the box, at every screen and with larger cards', () => {
    for (const [name, [w, h]] of Object.entries(SCREENS)) {
      for (const largerCards of [false, true]) {
        const g = boardGeometry(w, h, { ...DOUBLE, largerCards });
        expect(longestFits(g), `${name} ${largerCards}`).toBe(true);
        expect(fitsWidth(g, w), `${name} ${largerCards}`).toBe(true);
        expect(fitsHeight(g, h), `${name} ${largerCards}`).toBe(true);
      }
    }
  });

  it('beside the tableau, stacks the foundations 2 across in 4 rows when that deals the larger card', () => {
    const g = boardGeometry(716, 390, { ...DOUBLE, largerCards: true });
    expect(g.arrangement).toBe('side');
    expect(g.foundationGrid).toEqual({ columns: 2, rows: 4 });
    expect(fitsHeight(g, 390)).toBe(true);
  });

  it('lays out 7 columns and 4 foundations as before when given them (Klondike with jokers has the standard piles)', () => {
    for (const [w, h] of Object.values(SCREENS))
      expect(boardGeometry(w, h, { columns: 7, foundations: 4 })).toEqual(boardGeometry(w, h));
  });
});

/** A position of `columns` empty columns and `foundations` empty foundation piles (the board only reads the sizes). */
const emptyPosition = (columns: number, foundations: number): Position => ({
  tableau: Array.from({ length: columns }, () => ({ cards: [], down: 0 })),
  foundations: Array.from({ length: foundations }, () => 0),
  stock: [],
  waste: [],
  pass: 1,
});

describe('pile places', () => {
  it('names the piles a position has', () => {
    const piles = boardPiles(emptyPosition(9, 8));
    expect(piles.columns).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9']);
    expect(piles.foundations).toEqual(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8']);
    expect(piles.top.slice(0, 3)).toEqual(['S', 'W', 'F1']);
    expect(boardPiles(emptyPosition(7, 4)).columns).toHaveLength(7);
  });

  it('places the standard top row as before: stock, a two-card waste, F1..F4 over T4..T7; mirrored left-handed', () => {
    const g = boardGeometry(1280, 760);
    const { foundations } = boardPiles(emptyPosition(7, 4));
    const right = pilePlaces(g, foundations, false, 3);
    expect([right['S'], right['W'], right['F1'], right['F4']].map((p) => gridArea(p!))).toEqual([
      '1 / 1 / span 1 / span 1',
      '1 / 2 / span 1 / span 2',
      '1 / 4 / span 1 / span 1',
      '1 / 7 / span 1 / span 1',
    ]);
    const left = pilePlaces(g, foundations, true, 3);
    expect(
      [left['S'], left['W'], left['F1'], left['F4']].map((p) => `${p!.row}/${p!.column}/${p!.columnSpan}`),
    ).toEqual(['1/7/1', '1/5/2', '1/1/1', '1/4/1']);
    expect(pilePlaces(g, foundations, true, 1)['W']).toEqual({ row: 1, column: 6, rowSpan: 1, columnSpan: 1 });
  });

  it('places two rows of four foundations at the right end of a phone top row, F5 under F1', () => {
    const g = boardGeometry(390, 780, DOUBLE);
    const places = pilePlaces(g, boardPiles(emptyPosition(9, 8)).foundations, false, 1);
    expect(places['F1']).toMatchObject({ row: 1, column: 6 });
    expect(places['F4']).toMatchObject({ row: 1, column: 9 });
    expect(places['F5']).toMatchObject({ row: 2, column: 6 });
    expect(places['F8']).toMatchObject({ row: 2, column: 9 });
  });

  it('places the side arrangement: stock over waste, the tableau, then the foundations 2 across', () => {
    const g = boardGeometry(716, 390, { ...DOUBLE, largerCards: true });
    const places = pilePlaces(g, boardPiles(emptyPosition(9, 8)).foundations, false, 3);
    expect(places['S']).toEqual({ row: 1, column: 1, rowSpan: 1, columnSpan: 1 });
    expect(places['W']).toEqual({ row: 2, column: 1, rowSpan: 4, columnSpan: 1 });
    expect(places['tableau']).toEqual({ row: 1, column: 2, rowSpan: 5, columnSpan: 1 });
    expect(places['F7']).toEqual({ row: 4, column: 3, rowSpan: 1, columnSpan: 1 });
    expect(places['F8']).toEqual({ row: 4, column: 4, rowSpan: 1, columnSpan: 1 });
    // the standard side board, as board.css set it out before
    const standard = pilePlaces(boardGeometry(716, 390), boardPiles(emptyPosition(7, 4)).foundations, true, 3);
    expect([standard['S'], standard['W'], standard['F3'], standard['tableau']].map((p) => gridArea(p!))).toEqual([
      '1 / 4 / span 1 / span 1',
      '2 / 4 / span 2 / span 1',
      '2 / 1 / span 1 / span 1',
      '1 / 3 / span 3 / span 1',
    ]);
  });

  it('finds the top pile above a column and the column below a top pile (the keyboard arrows)', () => {
    const standard = boardPiles(emptyPosition(7, 4)).foundations;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => pileAbove(n, 7, standard, 7, 4))).toEqual([
      'S',
      'W',
      'W',
      'F1',
      'F2',
      'F3',
      'F4',
    ]);
    expect((['S', 'W', 'F1', 'F2', 'F3', 'F4'] as const).map((p) => columnBelow(p, 7, standard, 7, 4))).toEqual([
      0, 1, 3, 4, 5, 6,
    ]);
    const double = boardPiles(emptyPosition(9, 8)).foundations;
    // two rows of four over 9 columns: F1..F4 over T6..T9, F5..F8 below them
    expect([0, 3, 4, 5, 8].map((n) => pileAbove(n, 9, double, 9, 4))).toEqual(['S', 'W', 'F1', 'F1', 'F4']);
    expect((['F1', 'F5', 'F8'] as const).map((p) => columnBelow(p, 9, double, 9, 4))).toEqual([5, 5, 8]);
    // one row of eight over 9 columns spread under it
    expect(pileAbove(8, 9, double, 11, 8)).toBe('F8');
    expect(columnBelow('S', 9, double, 11, 8)).toBe(0);
  });
});
