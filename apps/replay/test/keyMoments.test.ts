import { describe, expect, it } from 'vitest';
import type { MoveReview } from '@klondike/review/worker';
import { BIG_LUCK, chanceByFrame, chartMarks, keyMoments, linkSamples, shownAction } from '../src/keyMoments.js';

const move = (journalIndex: number, over: Partial<MoveReview> = {}): MoveReview => ({
  journalIndex,
  action: 'D',
  winnable: true,
  pWin: 0.5,
  best: 'D',
  pWinBest: 0.5,
  pWinPlayed: 0.5,
  kind: 'best',
  luck: 0,
  choices: 3,
  ...over,
});

describe('keyMoments', () => {
  it('lists the losing action, blunders, mistakes, big luck and critical moments, in journal order, nothing else', () => {
    const moves = [
      move(1),
      move(2, { kind: 'inaccuracy' }),
      move(3, { kind: 'mistake', action: 'W-T2', best: 'T3-T5', pWinBest: 0.6, pWinPlayed: 0.48 }),
      move(4, { luck: BIG_LUCK }),
      move(5, { luck: -BIG_LUCK }),
      move(6, { luck: BIG_LUCK - 0.01 }),
      move(7, { kind: 'blunder' }),
      move(8, { kind: 'good' }),
      move(9),
    ];
    const moments = keyMoments(moves, [{ journalIndex: 9, keep: ['T1-T2'], kept: false }], 7);
    expect(moments.map((m) => [m.journalIndex, m.kinds])).toEqual([
      [3, ['mistake']],
      [4, ['goodLuck']],
      [5, ['badLuck']],
      [7, ['lost', 'blunder']],
      [9, ['critical']],
    ]);
    expect(moments[0]).toMatchObject({ action: 'W-T2', best: 'T3-T5', pWinBest: 0.6, pWinPlayed: 0.48, keep: null });
    expect(moments[4]!.keep).toEqual(['T1-T2']);
  });

  it('a losing action that was no mistake is listed as the losing action', () => {
    expect(keyMoments([move(1), move(2, { kind: 'good' })], [], 2).map((m) => m.kinds)).toEqual([['lost']]);
  });
});

describe('chartMarks', () => {
  it('one marker per moment at the frame after its entry, its most telling kind, critical moments left to the list', () => {
    const moments = keyMoments(
      [move(1, { kind: 'blunder', luck: -0.3 }), move(2), move(3, { luck: 0.2 })],
      [
        { journalIndex: 2, keep: ['D'], kept: true },
        { journalIndex: 3, keep: ['D'], kept: true },
      ],
      null,
    );
    expect(chartMarks(moments)).toEqual([
      { index: 1, kind: 'blunder' },
      { index: 3, kind: 'goodLuck' },
    ]);
  });
});

describe('chanceByFrame', () => {
  it('the start and each reviewed entry at its frame; frames not reviewed yet are null', () => {
    expect(chanceByFrame({ winnable: true, pWin: 0.25 }, [move(1, { pWin: 0.5 }), move(2, { pWin: 1 })], 5)).toEqual([
      0.25,
      0.5,
      1,
      null,
      null,
    ]);
    expect(chanceByFrame(null, [], 2)).toEqual([null, null]);
  });
});

describe('shownAction', () => {
  it('the best by what could be seen; the action that kept the game winnable when the best is the one played', () => {
    const [lost] = keyMoments(
      [move(1, { action: 'D', best: 'D' })],
      [{ journalIndex: 1, keep: ['W-F'], kept: false }],
      1,
    );
    expect(shownAction(lost!)).toEqual({ action: 'W-F', why: 'keep' });
    const [mistake] = keyMoments([move(1, { action: 'D', best: 'W-T3', kind: 'mistake' })], [], null);
    expect(shownAction(mistake!)).toEqual({ action: 'W-T3', why: 'best' });
    const [kept] = keyMoments(
      [move(1, { action: 'W-F', best: 'W-F' })],
      [{ journalIndex: 1, keep: ['W-F'], kept: true }],
      null,
    );
    expect(shownAction(kept!)).toEqual({ action: 'W-F', why: 'best' });
  });
});

describe('linkSamples', () => {
  it('a whole number 1..4096, else the default', () => {
    expect(linkSamples('?session=x&review=1&samples=8')).toBe(8);
    expect(linkSamples('?samples=4096')).toBe(4096);
    for (const bad of ['?samples=0', '?samples=4097', '?samples=2.5', '?samples=-3', '?samples=', '?review=1'])
      expect(linkSamples(bad)).toBeUndefined();
  });
});
