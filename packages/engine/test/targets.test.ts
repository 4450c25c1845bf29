import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  isColumnPile,
  dropRefusal,
  gameFromPosition,
  gameMachine,
  canPickUp,
  doubleTapAction,
  dropAction,
  dropTargets,
  refusedDropMove,
  applyAction,
  gamePosition,
  journalText,
  makeAction,
  makePosition,
  makeRules,
  tapAction,
  tapTiming,
  type Action,
  type TapTiming,
  type Pile,
  type PresetName,
  type Rules,
} from '../src/index.js';
import {
  boundedRun,
  playedGameArb,
  positionArb,
  specDoubleTap,
  specOptionsOf,
  specPositionOf,
  specRules,
  specTap,
} from '../testing/index.js';
import { W1, fillPosition, gameOfDeck, gameOfPosition, must, playTokens, position, positionOf } from './helpers.js';

const show = (a: Action | null): string | null => (a === null ? null : makeAction(a));

describe('RULES §6 tap', () => {
  it('"Tap the stock: draw"', () => {
    expect(show(tapAction(positionOf(fillPosition({})), makeRules(), 'S'))).toBe('D');
  });

  it('"on an empty stock, recycle where allowed"', () => {
    expect(show(tapAction(positionOf(fillPosition({ rest: 'W' })), makeRules(), 'S'))).toBe('R');
    expect(
      show(tapAction(positionOf(fillPosition({ rest: 'W', P: 2 })), makeRules({ preset: 'classic', draw: 3 }), 'S')),
    ).toBe('R');
  });

  it('"otherwise nothing": no pass left, or nothing to recycle', () => {
    expect(tapAction(positionOf(fillPosition({ rest: 'W' })), makeRules({ scoring: 'vegas' }), 'S')).toBeNull();
    expect(
      tapAction(positionOf(fillPosition({ rest: 'W', P: 3 })), makeRules({ preset: 'classic', draw: 3 }), 'S'),
    ).toBeNull();
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
    for (const pile of ['W', 'T1', 'T2', 'T3', 'F1', 'F2', 'F3'] as const)
      expect(tapAction(p, makeRules(), pile)).toBeNull();
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

describe('RULES §6 drag: what may be picked up', () => {
  const p = positionOf(fillPosition({ T: ['#Kc 9s 8h 7c', ''], W: '3d 4d', F: 'As 2h - -' }));
  it.each<[Pile, number, boolean, string]>([
    ['T1', 1, true, 'the first face-up card of a column, with its run'],
    ['T1', 2, true, 'a face-up card in the middle of a run'],
    ['T1', 3, true, "a column's top card"],
    ['T1', 0, false, 'a face-down card'],
    ['T1', 4, false, 'past the top of a column'],
    ['T2', 0, false, 'nothing of an empty column'],
    ['W', 1, true, "the waste's top card"],
    ['W', 0, false, 'a waste card under the top'],
    ['F2', 1, true, "a foundation's top card"],
    ['F2', 0, false, 'a foundation card under the top'],
    ['F3', 0, false, 'nothing of an empty foundation'],
    ['S', 0, false, 'nothing of the stock'],
    ['T1', -1, false, 'a negative index'],
    ['T1', 1.5, false, 'an index that is not an integer'],
  ])('%s index %d: %s (%s)', (pile, index, allowed) => {
    expect(canPickUp(p, pile, index)).toBe(allowed);
  });

  it('on the deal of W1: the face-up tops of the columns only, nothing of the stock or the empty waste', () => {
    const dealt = gamePosition(gameOfDeck(W1));
    expect(canPickUp(dealt, 'T7', 6)).toBe(true);
    expect(canPickUp(dealt, 'T7', 5)).toBe(false);
    expect(canPickUp(dealt, 'S', 23)).toBe(false);
    expect(canPickUp(dealt, 'W', 0)).toBe(false);
  });
});

describe('RULES §6 drag: what a drop means', () => {
  const show = (p: string, from: Pile, index: number, to: Pile, preset: PresetName = 'app') => {
    const m = dropAction(positionOf(p), makeRules({ preset }), from, index, to);
    return m === null ? null : makeAction(m);
  };
  // T1: a face-down Kc under the run 9s 8h 7c; a red 10, a red 9, a black 9, a red 8; T6 empty
  const runs = fillPosition({ T: ['#Kc 9s 8h 7c', 'Th', '9d', '9c', '8d', '', '2h Ac'], W: 'Qd Ks' });
  const back = fillPosition({ T: ['3s', '', '', '', '', '', 'Kd'], F: 'As 2h Qd -' });

  it.each<[string, string, Pile, number, Pile, PresetName, string | null]>([
    ['a run picked up at its first face-up card', runs, 'T1', 1, 'T2', 'app', 'T1-T2'],
    ['a run picked up from the middle moves from that card up', runs, 'T1', 2, 'T4', 'app', 'T1-T4'],
    ['a column top alone', runs, 'T1', 3, 'T5', 'app', 'T1-T5'],
    ['the run from the middle where only the whole run fits: refused', runs, 'T1', 2, 'T2', 'app', null],
    ['the whole run where only its middle fits: refused', runs, 'T1', 1, 'T4', 'app', null],
    ['a face-down card: refused', runs, 'T1', 0, 'T6', 'app', null],
    ['a King from the waste to an empty column', runs, 'W', 1, 'T6', 'app', 'W-T6'],
    ['a waste card under the top: refused', runs, 'W', 0, 'T5', 'app', null],
    ['a top card on any foundation slot goes to its own as F', runs, 'T7', 1, 'F1', 'app', 'T7-F'],
    ['...on its own slot too', runs, 'T7', 1, 'F4', 'app', 'T7-F'],
    ['two cards on a foundation: refused', runs, 'T7', 0, 'F4', 'app', null],
    ['a card that does not fit its foundation: refused', runs, 'T2', 0, 'F2', 'app', null],
    ['a foundation card back to a column', back, 'F2', 1, 'T1', 'app', 'F2-T1'],
    ['...refused where the preset forbids it', back, 'F2', 1, 'T1', 'classic', null],
    ['a foundation card under the top: refused', back, 'F2', 0, 'T1', 'app', null],
    ['a foundation card of the same colour: refused', back, 'F3', 11, 'T7', 'app', null],
    ['a foundation card to a foundation: refused', back, 'F3', 11, 'F1', 'app', null],
    ['a foundation card onto itself: refused', back, 'F3', 11, 'F3', 'app', null],
    ['onto the same column: refused', runs, 'T1', 1, 'T1', 'app', null],
    ['onto the stock: refused', runs, 'W', 1, 'S', 'app', null],
    ['onto the waste: refused', runs, 'T1', 3, 'W', 'app', null],
    ['from the stock: refused', runs, 'S', 0, 'T6', 'app', null],
    ['an index outside the pile: refused', runs, 'T1', 9, 'T5', 'app', null],
  ])('%s', (_, p, from, index, to, preset, expected) => {
    expect(show(p, from, index, to, preset)).toBe(expected);
  });

  it('on the deal of W1: the Ad of T1 goes to any foundation as T1-F, not onto T2', () => {
    const dealt = gamePosition(gameOfDeck(W1));
    expect(dropAction(dealt, makeRules(), 'T1', 0, 'T2')).toBeNull();
    for (const f of ['F1', 'F2', 'F3', 'F4'] as const)
      expect(dropAction(dealt, makeRules(), 'T1', 0, f)).toEqual({ type: 'move', from: 'T1', to: 'F' });
  });

  it('refusedDropMove names the move whose refusal explains a refused drop, and nothing for a drop that says nothing', () => {
    const dealt = gamePosition(gameOfDeck(W1));
    const rules = makeRules();
    const m = refusedDropMove(dealt, rules, 'T1', 0, 'T2');
    expect(m).toEqual({ type: 'move', from: 'T1', to: 'T2', index: 0 });
    const applied = applyAction(dealt, rules, m!);
    expect(applied.ok).toBe(false);
    // accepted drops, the same pile, the stock and the waste say nothing
    expect(refusedDropMove(dealt, rules, 'T1', 0, 'F2')).toBeNull();
    expect(refusedDropMove(dealt, rules, 'T1', 0, 'T1')).toBeNull();
    expect(refusedDropMove(dealt, rules, 'T1', 0, 'W')).toBeNull();
    expect(refusedDropMove(dealt, rules, 'T1', 0, 'S')).toBeNull();
  });

  it('refusedDropMove: a card of a foundation dropped on the foundations says nothing', () => {
    const p = positionOf(fillPosition({ T: ['Kh'], F: 'As - - -' }));
    expect(refusedDropMove(p, makeRules(), 'F1', 0, 'F2')).toBeNull();
    expect(refusedDropMove(p, makeRules(), 'F1', 0, 'T1')).toEqual({ type: 'move', from: 'F1', to: 'T1', index: 0 });
  });

  it('refusedDropMove: a run picked up from its middle, dropped where only a part of it fits, is refused with a reason', () => {
    // T1 holds 9s 8h 7c face up; 7c fits on T2's 8d, so T1-T2 alone is legal (it moves 7c), but 9s was picked up
    const p = positionOf(fillPosition({ T: ['9s 8h 7c', '8d'] }));
    const rules = makeRules();
    expect(applyAction(p, rules, { type: 'move', from: 'T1', to: 'T2' }).ok).toBe(true);
    expect(dropAction(p, rules, 'T1', 0, 'T2')).toBeNull();
    const m = refusedDropMove(p, rules, 'T1', 0, 'T2');
    expect(m).toEqual({ type: 'move', from: 'T1', to: 'T2', index: 0 });
    expect(dropRefusal(p, rules, 'T1', 0, 'T2')).toEqual({ code: 'NO_FIT', message: '9s does not fit on 8d in T2' });
    // the machine refuses the drop with that reason and records nothing
    const actor = createActor(gameMachine, { input: { game: must(gameFromPosition(p, rules)) } }).start();
    actor.send(m!);
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'NO_FIT', message: '9s does not fit on 8d in T2' });
    expect(journalText(actor.getSnapshot().context.game)).toBe('');
    // picked up at 7c, the same drop plays T1-T2
    actor.send({ type: 'move', from: 'T1', to: 'T2', index: 2 });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(journalText(actor.getSnapshot().context.game)).toBe('T1-T2');
    // a run of two on a foundation: its top card would go, the run may not
    const q = positionOf(fillPosition({ T: ['3c 2d', '8d'], F: '- 2h Ad -' }));
    expect(refusedDropMove(q, rules, 'T1', 0, 'F3')).toEqual({ type: 'move', from: 'T1', to: 'F', index: 0 });
    expect(dropRefusal(q, rules, 'T1', 0, 'F3')).toMatchObject({ code: 'NO_FIT' });
    expect(dropRefusal(q, rules, 'T1', 1, 'F3')).toBeNull();
  });

  it('a run led by a King to an empty column only when the King is the card picked up', () => {
    const p = positionOf(
      'T1: Kd Qc Jd; T2: #As Kh; T3:; T4:; T5:; T6:; T7:; F: - - - -; S: ' +
        'Ks 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Qd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Kc; W:',
    );
    const rules = makeRules();
    expect(dropAction(p, rules, 'T1', 0, 'T3')).toEqual({ type: 'move', from: 'T1', to: 'T3' });
    expect(dropAction(p, rules, 'T1', 2, 'T3')).toBeNull();
    expect(dropAction(p, rules, 'T1', 1, 'T2')).toEqual({ type: 'move', from: 'T1', to: 'T2' });
    expect(dropAction(p, rules, 'T1', 2, 'T2')).toBeNull();
  });

  it('a drop the engine accepts is a move the game plays with exactly the picked-up cards', () => {
    const g = gameOfPosition(runs);
    const m = dropAction(gamePosition(g), g.rules, 'T1', 2, 'T4');
    expect(m).not.toBeNull();
    const after = gamePosition(playTokens(g, makeAction(m!)).game);
    expect(after.tableau[0]!.cards).toHaveLength(2);
    expect(after.tableau[3]!.cards).toHaveLength(3);
  });
});

describe('RULES §6 drag: the drop targets of what is picked up', () => {
  const runs = fillPosition({ T: ['#Kc 9s 8h 7c', 'Th', '9d', '9c', '8d', '', '2h Ac'], W: 'Qd Ks' });
  const targets = (p: string, from: Pile, index: number, preset: PresetName = 'app') =>
    dropTargets(positionOf(p), makeRules({ preset }), from, index);

  it.each<[string, string, Pile, number, PresetName, Pile[]]>([
    ['a run from its first face-up card', runs, 'T1', 1, 'app', ['T2']],
    ['a run from its middle', runs, 'T1', 2, 'app', ['T4']],
    ['a King: the empty column', runs, 'W', 1, 'app', ['T6']],
    ['an Ace: every foundation slot', runs, 'T7', 1, 'app', ['F1', 'F2', 'F3', 'F4']],
    ['a card that fits nowhere', runs, 'T3', 0, 'app', []],
    ['a face-down card', runs, 'T1', 0, 'app', []],
    ['the stock', runs, 'S', 0, 'app', []],
    [
      'a foundation card, back to a column',
      fillPosition({ T: ['3s', '', '', '3c'], F: 'As 2h - -' }),
      'F2',
      1,
      'app',
      ['T1', 'T4'],
    ],
    [
      'a foundation card where the preset forbids returns',
      fillPosition({ T: ['3s', '', '', '3c'], F: 'As 2h - -' }),
      'F2',
      1,
      'classic',
      [],
    ],
  ])('%s', (_, p, from, index, preset, expected) => {
    expect(targets(p, from, index, preset)).toEqual(expected);
  });

  it('lists exactly the piles where dropAction accepts the drop, for every pickable card of a game in progress', () => {
    const p = positionOf(runs);
    const rules = makeRules();
    const piles: Pile[] = ['S', 'W', 'F1', 'F2', 'F3', 'F4', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
    for (const from of piles)
      for (let index = 0; index < 20; index++) {
        const accepted = piles.filter((to) => dropAction(p, rules, from, index, to) !== null);
        expect(dropTargets(p, rules, from, index)).toEqual(accepted);
      }
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

describe('RULES §6 tap beside double tap: whether a single tap acts at once, waits for a second tap, or does nothing', () => {
  const timing = (text: string, pile: Pile, index?: number, rules = makeRules()): TapTiming =>
    tapTiming(positionOf(text), rules, pile, index);

  it.each<[string, string, Pile, number | undefined, TapTiming, Rules?]>([
    ['"Tap the stock: draw": never the first half of a double tap', fillPosition({}), 'S', undefined, 'at-once'],
    ['"on an empty stock, recycle where allowed"', fillPosition({ rest: 'W' }), 'S', undefined, 'at-once'],
    [
      '"otherwise nothing": an empty stock with no pass left (Vegas draw 1)',
      fillPosition({ rest: 'W' }),
      'S',
      undefined,
      'no-action',
      makeRules({ scoring: 'vegas' }),
    ],
    ['a foundation: neither gesture means anything', fillPosition({ F: 'As - - -' }), 'F1', 0, 'no-action'],
    ['an empty waste', fillPosition({ rest: 'T7' }), 'W', undefined, 'no-action'],
    ['an empty column', fillPosition({ T: ['', '8s'] }), 'T1', undefined, 'no-action'],
    ['a face-down card', fillPosition({ T: ['#Kc 9s', 'Th'] }), 'T1', 0, 'no-action'],
    // the single tap counts on a top card only; a second tap still makes the run's double tap
    [
      'a face-up card under the top of its column, though its run has a column',
      fillPosition({ T: ['#Kc 9s 8h', 'Th'] }),
      'T1',
      1,
      'no-action',
    ],
    [
      '"otherwise nothing happens": a waste top with no foundation move, though a column takes it',
      fillPosition({ T: ['8s'], W: '7h' }),
      'W',
      undefined,
      'no-action',
    ],
    [
      '"otherwise nothing happens": a column top with no foundation move, though a column takes it',
      fillPosition({ T: ['7h', '8s'] }),
      'T1',
      undefined,
      'no-action',
    ],
    [
      '"it goes to its foundation": a waste top that no column takes ("If nothing fits, nothing moves")',
      fillPosition({ T: ['8h'], W: '2s', F: 'As - - -' }),
      'W',
      undefined,
      'at-once',
    ],
    [
      '"it goes to its foundation": a column top that no column takes',
      fillPosition({ T: ['3h', '5c'], F: 'As 2h - -' }),
      'T1',
      undefined,
      'at-once',
    ],
    [
      'an Ace with no 2 of the other colour on top anywhere',
      fillPosition({ T: ['2d', 'Ah'] }),
      'T2',
      undefined,
      'at-once',
    ],
    [
      'a King home from its column, no empty column',
      fillPosition({ T: ['#5c Ks', '2d', '3d', '4d', '5d', '6d', '7d'], F: 'Qs - - -' }),
      'T1',
      undefined,
      'at-once',
    ],
    [
      'a King home from the bottom of its own column ("not when the King already lies at the bottom")',
      fillPosition({ T: ['Ks', ''], F: 'Qs - - -' }),
      'T1',
      undefined,
      'at-once',
    ],
    [
      'both: a waste top that fits its foundation and a column',
      fillPosition({ T: ['3h'], W: '2s', F: 'As - - -' }),
      'W',
      undefined,
      'wait',
    ],
    [
      'both: a column top that fits its foundation and another column',
      fillPosition({ T: ['#5c 2s', '3h'], F: 'As - - -' }),
      'T1',
      undefined,
      'wait',
    ],
    [
      'both: an Ace that fits its foundation and a 2 of the other colour',
      fillPosition({ T: ['2c', 'Ah'] }),
      'T2',
      undefined,
      'wait',
    ],
    ['both: the top card named by its index', fillPosition({ T: ['#5c 2s', '3h'], F: 'As - - -' }), 'T1', 1, 'wait'],
    [
      'both: a King that fits its foundation and "the leftmost empty column"',
      fillPosition({ T: ['#5c Ks', ''], F: 'Qs - - -' }),
      'T1',
      undefined,
      'wait',
    ],
    [
      'both: a King from the waste, with an empty column',
      fillPosition({ T: [''], W: 'Ks', F: 'Qs - - -' }),
      'W',
      undefined,
      'wait',
    ],
  ])('%s', (_, text, pile, index, expected, rules = makeRules()) => {
    expect(timing(text, pile, index, rules)).toBe(expected);
  });

  it('a won game: no tap does anything', () => {
    const won = positionOf('T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Kd Kc; S:; W:');
    for (const pile of ['S', 'W', 'F1', 'T1'] as const) expect(tapTiming(won, makeRules(), pile)).toBe('no-action');
  });

  it('in random positions, at every card: wait exactly when the single tap and a different double tap both mean something (the spec)', () => {
    const rules = makeRules();
    const spec = specRules(specOptionsOf(rules));
    fc.assert(
      fc.property(fc.oneof(positionArb, playedGameArb.map(gamePosition)), (p) => {
        const sp = specPositionOf(p);
        if (typeof sp === 'string') throw new Error(sp);
        const piles: Pile[] = ['S', 'W', 'F1', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
        for (const pile of piles) {
          const size =
            pile === 'W' ? p.waste.length : isColumnPile(pile) ? p.tableau[Number(pile[1]) - 1]!.cards.length : 0;
          // the waste: its top card alone can be tapped (a waste index is ignored)
          for (let index = pile === 'W' ? Math.max(size - 1, 0) : 0; index < Math.max(size, 1); index++) {
            const single = pile === 'S' || index === size - 1 ? specTap(sp, spec, pile) : null;
            const double = pile === 'W' || isColumnPile(pile) ? specDoubleTap(sp, pile, index) : null;
            const expected = single === null ? 'no-action' : double !== null && double !== single ? 'wait' : 'at-once';
            expect(tapTiming(p, rules, pile, index)).toBe(expected);
          }
        }
      }),
      boundedRun({ numRuns: 200 }),
    );
  });
});
