import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleTapAction, gamePosition, journalText, makeAction, makePosition, makeRules, tapAction, type Action, type Pile } from '../src/index.js';
import { boundedRun, playedGameArb, positionArb, specDoubleTap, specPositionOf } from '../testing/index.js';
import { fillPosition, gameOfPosition, playTokens, position, positionOf } from './helpers.js';

const show = (a: Action | null): string | null => (a === null ? null : makeAction(a));

describe('RULES §6 tap', () => {
  it('"Tap the stock: draw"', () => {
    expect(show(tapAction(positionOf(fillPosition({})), makeRules(), 'S'))).toBe('D');
  });

  it('"on an empty stock, recycle where allowed"', () => {
    expect(show(tapAction(positionOf(fillPosition({ rest: 'W' })), makeRules(), 'S'))).toBe('R');
    expect(show(tapAction(positionOf(fillPosition({ rest: 'W', P: 2 })), makeRules({ preset: 'classic', draw: 3 }), 'S'))).toBe('R');
  });

  it('"otherwise nothing": no pass left, or nothing to recycle', () => {
    expect(tapAction(positionOf(fillPosition({ rest: 'W' })), makeRules({ scoring: 'vegas' }), 'S')).toBeNull();
    expect(tapAction(positionOf(fillPosition({ rest: 'W', P: 3 })), makeRules({ preset: 'classic', draw: 3 }), 'S')).toBeNull();
    expect(tapAction(positionOf(fillPosition({ rest: 'T7' })), makeRules(), 'S')).toBeNull();
  });

  it('"Tap a top card (waste top or a column\'s top card): it goes to its foundation if it fits"', () => {
    const p = positionOf(fillPosition({ T: ['5s 4h', 'Ad'], W: '2s', F: 'As 3h - -' }));
    expect(show(tapAction(p, makeRules(), 'W'))).toBe('W-F');
    expect(show(tapAction(p, makeRules(), 'T1'))).toBe('T1-F');
    expect(show(tapAction(p, makeRules(), 'T2'))).toBe('T2-F');
  });

  it('"otherwise nothing happens": a top card that does not fit, an empty pile, a foundation', () => {
    const p = positionOf(fillPosition({ T: ['5s 4h', '', '3c'], W: '3s', F: 'As 2h - -' }));
    for (const pile of ['W', 'T1', 'T2', 'T3', 'F1', 'F2', 'F3'] as const) expect(tapAction(p, makeRules(), pile)).toBeNull();
    expect(tapAction(positionOf(fillPosition({ rest: 'T7' })), makeRules(), 'W')).toBeNull();
  });
});

describe('RULES §6 double tap', () => {
  const dbl = (text: string, pile: Pile, index?: number) => show(doubleTapAction(positionOf(text), pile, index));

  it('"Double tap a face-up card (waste top ...): look for a column it fits on"', () => {
    expect(dbl(fillPosition({ T: ['8s'], W: '7h' }), 'W')).toBe('W-T1');
    expect(dbl(fillPosition({ T: ['8h'], W: '7h' }), 'W')).toBeNull();
  });

  it('"(... or any face-up card of a column, taking its run)"', () => {
    const text = fillPosition({ T: ['#Kc 9s 8h 7c', 'Th', '9d'] });
    expect(dbl(text, 'T1', 1)).toBe('T1-T2'); // 9s with its run onto Th
    expect(dbl(text, 'T1', 3)).toBeNull(); // 7c: no red 8 on top anywhere
    expect(dbl(text, 'T1', 0)).toBeNull(); // the face-down Kc is not a target
    const moved = playTokens(gameOfPosition(text), 'T1-T2').game;
    expect(journalText(moved)).toBe('T1-T2');
  });

  it('"choosing the longest fitting column (most cards, face-down included ...)"', () => {
    // 7h fits on 8s (T1, 1 card) and on 8c (T3, 3 cards, 2 face down): the longer wins
    expect(dbl(fillPosition({ T: ['8s', '', '#Ks #Kh 8c'], W: '7h' }), 'W')).toBe('W-T3');
    // face-down cards count: T2 has 2 face-down + 1 face-up (3) against T4's 2 face-up
    expect(dbl(fillPosition({ T: ['', '#2h #3h 8s', '', '9h 8c'], W: '7d' }), 'W')).toBe('W-T2');
  });

  it('"(... ties go to the leftmost)"', () => {
    expect(dbl(fillPosition({ T: ['', '#2h 8s', '', '#3h 8c'], W: '7d' }), 'W')).toBe('W-T2');
    expect(dbl(fillPosition({ T: ['#3h 8c', '#2h 8s'], W: '7d' }), 'W')).toBe('W-T1');
  });

  it('"if none fits and the card is a King, the leftmost empty column"', () => {
    expect(dbl(fillPosition({ T: ['Qh', '', '', ''], W: 'Kc' }), 'W')).toBe('W-T2');
    expect(dbl(fillPosition({ T: ['2c', '#3c Kd Qs', '', ''] }), 'T2', 1)).toBe('T2-T3');
  });

  it('"(not when the King already lies at the bottom of its own column)"', () => {
    expect(dbl(fillPosition({ T: ['2c', 'Kd Qs', '', ''] }), 'T2', 0)).toBeNull();
    expect(dbl(fillPosition({ T: ['', 'Kd'] }), 'T2')).toBeNull();
  });

  it('"If nothing fits, nothing moves": no fitting column and no King, or a foundation', () => {
    expect(dbl(fillPosition({ T: ['', '', '', '', '', '', ''], W: 'Qh' }), 'W')).toBeNull();
    expect(dbl(fillPosition({ F: 'As - - -' }), 'F1')).toBeNull();
    expect(dbl(fillPosition({ rest: 'T7' }), 'W')).toBeNull();
    expect(dbl(fillPosition({ T: ['', '8s'] }), 'T1')).toBeNull();
  });

  it('"Dropping a card on any foundation slot sends it to its own suit\'s slot, and the journal records it as ...-F"', () => {
    const g = gameOfPosition(fillPosition({ T: ['Ac'], W: 'Ah' }));
    const { game } = playTokens(g, 'W-F2 T1-F4');
    expect(journalText(game)).toBe('W-F T1-F');
  });
});

describe('RULES §6 double tap at the edge between face-down and face-up cards', () => {
  const dbl = (text: string, pile: Pile, index?: number) => show(doubleTapAction(positionOf(text), pile, index));

  it('the lowest face-up card moves with its whole run; the highest face-down card under it does nothing', () => {
    for (let down = 1; down <= 6; down++) {
      // T1: `down` face-down cards, the highest a 9d that Tc on T3 would take, under the run 9s 8h 7c; Th on T2 takes the 9s
      const hidden = [...['#2h', '#3h', '#4h', '#5h', '#6h'].slice(0, down - 1), '#9d'].join(' ');
      const text = fillPosition({ T: [`${hidden} 9s 8h 7c`, 'Th', 'Tc'] });
      expect(dbl(text, 'T1', down)).toBe('T1-T2');
      expect(dbl(text, 'T1', down - 1)).toBeNull();
      const moved = playTokens(gameOfPosition(text), 'T1-T2').game;
      expect(makePosition(position(moved))).toContain('T2: Th 9s 8h 7c');
    }
  });

  it('a King: the lowest face-up King above face-down cards goes to an empty column; the face-down card under it, or a King at the very bottom, does not', () => {
    const text = fillPosition({ T: ['#2h #3h Kd Qs', '', '5c'] });
    expect(dbl(text, 'T1', 2)).toBe('T1-T2');
    expect(dbl(text, 'T1', 1)).toBeNull();
    expect(dbl(fillPosition({ T: ['Kd Qs', '', '5c'] }), 'T1', 0)).toBeNull();
  });

  it('at every index of every column of random positions, the double-tap target is the one RULES §6 give (the spec)', () => {
    fc.assert(
      // random late positions (one face-up card per column) and positions of played games (runs)
      fc.property(fc.oneof(positionArb, playedGameArb.map(gamePosition)), (p) => {
        const spec = specPositionOf(p);
        if (typeof spec === 'string') throw new Error(spec);
        for (const [n, column] of p.tableau.entries())
          for (let index = -1; index <= column.cards.length; index++)
            expect(show(doubleTapAction(p, `T${n + 1}` as Pile, index))).toBe(specDoubleTap(spec, `T${n + 1}`, index));
        expect(show(doubleTapAction(p, 'W'))).toBe(specDoubleTap(spec, 'W'));
      }),
      boundedRun({ numRuns: 300 }),
    );
  });
});
