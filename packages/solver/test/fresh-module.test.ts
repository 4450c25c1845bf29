/**
 * The solver's card tables (`src/cards.ts`), checked in a module loaded inside the test.
 *
 * They are made while the module loads, before any test runs (the workers share modules), so a
 * mutation run's per-test coverage would try a fault in them against no test at all. Here the module
 * is loaded afresh (`vi.resetModules`) and each table is checked against the card facts of RULES §1
 * and §3, written out by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { cardOf, makeCard, parseCard, type Card } from '@klondike/engine';
import type * as CardsModule from '../src/cards.js';

async function freshCards(): Promise<typeof CardsModule> {
  vi.resetModules();
  return import('../src/cards.js');
}

const card = (text: string): Card => {
  const c = parseCard(text);
  if (!c.ok) throw new Error(text);
  return c.value;
};

describe('the solver card tables, loaded afresh', () => {
  it('RULES §1: the rank, suit and colour of every card', async () => {
    const { RANK, SUIT, RED } = await freshCards();
    expect(['As', 'Ks', 'Ah', 'Th', 'Ad', 'Qd', 'Ac', 'Kc'].map((t) => RANK[card(t)])).toEqual([
      1, 13, 1, 10, 1, 12, 1, 13,
    ]);
    expect(['As', 'Ks', 'Ah', 'Kh', 'Ad', 'Kd', 'Ac', 'Kc'].map((t) => SUIT[card(t)])).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
    expect(['As', 'Ks', 'Ah', 'Kh', 'Ad', 'Kd', 'Ac', 'Kc'].map((t) => RED[card(t)])).toEqual([0, 0, 1, 1, 1, 1, 0, 0]);
    for (let suit = 0; suit < 4; suit++)
      for (let rank = 1; rank <= 13; rank++) {
        const c = cardOf(suit as 0, rank as 1);
        expect([RANK[c], SUIT[c], RED[c]], makeCard(c)).toEqual([rank, suit, suit === 1 || suit === 2 ? 1 : 0]);
      }
    expect([RANK.length, SUIT.length, RED.length]).toEqual([52, 52, 52]);
  });

  it('RULES §3: the suits of the other colour, and each card`s twin (same rank, other suit of its colour)', async () => {
    const { OPPOSITE_A, OPPOSITE_B, TWIN, TWIN_LABEL } = await freshCards();
    // spades and clubs against hearts and diamonds
    expect([0, 1, 2, 3].map((s) => [OPPOSITE_A[s], OPPOSITE_B[s]].sort())).toEqual([
      [1, 2],
      [0, 3],
      [0, 3],
      [1, 2],
    ]);
    expect(['As', 'Ah', 'Ad', 'Ac', '7s', 'Kh', 'Qd', 'Jc'].map((t) => makeCard(TWIN[card(t)]!))).toEqual([
      'Ac',
      'Ad',
      'Ah',
      'As',
      '7c',
      'Kd',
      'Qh',
      'Js',
    ]);
    // a twin's label says rank and colour only: 52 + (rank - 1) * 2 + red
    expect(['As', 'Ac', 'Ah', 'Ad', 'Ks', 'Kh'].map((t) => TWIN_LABEL[card(t)])).toEqual([52, 52, 53, 53, 76, 77]);
  });

  it('the position key tables: sized for every card, place and height, and no two entries alike', async () => {
    const cards = await freshCards();
    const tables: [string, Int32Array, number][] = [
      ['COLUMN_KEY', cards.COLUMN_KEY_HIGH, 52 * 64 * 2],
      ['EDGE_KEY', cards.EDGE_KEY_HIGH, 78 * 52],
      ['FOUNDATION_KEY', cards.FOUNDATION_KEY_HIGH, 4 * 14],
      ['TALON_KEY', cards.TALON_KEY_HIGH, 52],
      ['WASTE_KEY', cards.WASTE_KEY_HIGH, 53],
    ];
    const lows = [
      cards.COLUMN_KEY_LOW,
      cards.EDGE_KEY_LOW,
      cards.FOUNDATION_KEY_LOW,
      cards.TALON_KEY_LOW,
      cards.WASTE_KEY_LOW,
    ];
    const seen = new Set<string>();
    tables.forEach(([name, high, length], i) => {
      const low = lows[i]!;
      expect([high.length, low.length], name).toEqual([length, length]);
      for (let j = 0; j < length; j++) seen.add(`${high[j]}:${low[j]}`);
    });
    // 64-bit entries drawn from two fixed streams: every entry of every table differs from the others
    expect(seen.size).toBe(tables.reduce((n, [, , length]) => n + length * 1, 0));
    expect(cards.COLUMN_CAPACITY).toBe(64);
  });
});
