import { describe, expect, it } from 'vitest';
import type { GameReview, MoveReview } from '@klondike/review';
import { renderReview } from '../src/review/render.js';

const move = (journalIndex: number, over: Partial<MoveReview> = {}): MoveReview => ({
  journalIndex,
  action: 'D',
  winnable: false,
  pWin: 0.5,
  best: 'T4-F',
  pWinBest: 0.58,
  pWinPlayed: 0.5,
  kind: 'inaccuracy',
  luck: 0,
  choices: 3,
  ...over,
});

const review = (over: Partial<GameReview>): GameReview => ({
  verdict: 'lost-to-the-cards',
  lostAt: null,
  accuracy: 80,
  start: { winnable: false, pWin: 0.5 },
  moves: [move(1), move(2)],
  critical: [],
  samples: 4,
  seed: 1,
  stopped: null,
  work: { sampleCalls: 1, sampleNodes: 1, sampleUnknown: 0, exactCalls: 1, exactNodes: 1 },
  ...over,
});

describe('renderReview', () => {
  it('a game lost to the cards at an action says it was no clear mistake, by the mistake edge, not that nothing kept it', () => {
    const lines = renderReview(
      review({ lostAt: { journalIndex: 2, moveIndex: 2, action: 'D' }, start: { winnable: true, pWin: 0.6 } }),
    ).split('\n');
    expect(lines[0]).toBe(
      "verdict: lost to the cards: the losing action was no clear mistake by what was visible (its chance less than 10 points below the best choice's)",
    );
    expect(lines[1]).toBe(
      'lost at: action 2 of the journal (move 2 of the move log): D, inaccuracy (50% with what was visible; best was T4-F at 58%)',
    );
  });

  it('a deal lost from the start says the deal, not a dash', () => {
    const lines = renderReview(review({})).split('\n');
    expect(lines[0]).toBe('verdict: lost to the cards: the deal could not be won from its start');
    expect(lines[1]).toBe('lost at: the deal (lost before any action)');
  });

  it('a game not lost keeps the dash', () => {
    const lines = renderReview(review({ verdict: 'winnable', start: { winnable: true, pWin: 0.6 } })).split('\n');
    expect(lines[1]).toBe('lost at: -');
  });
});

describe('the table of the human-readable review', () => {
  it('comes under a legend of its columns that says the chances are sampled estimates, with the sample count', () => {
    const lines = renderReview(review({ samples: 4 })).split('\n');
    const head = lines.findIndex((l) => /^#\s+action\s+winnable\s+pWin\s+best\s+pWinBest\s+kind\s+luck$/.test(l));
    expect(head).toBeGreaterThan(0);
    const legend = lines.slice(lines.lastIndexOf('', head) + 1, head).join('\n');
    for (const column of ['winnable:', 'pWin:', 'best:', 'pWinBest:', 'kind:', 'luck:'])
      expect(legend).toContain(column);
    expect(legend).toContain('estimates from 4 sampled worlds');
    expect(renderReview(review({ samples: 1 }))).toContain('estimates from 1 sampled world of');
  });
});
