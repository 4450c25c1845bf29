import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  dealDeck,
  gameAtStart,
  gameFromDeck,
  gamePosition,
  journalEntries,
  loadSession,
  makeDeck,
  makeRules,
  parseDeck,
  replay,
  scanJournal,
  W1,
  W_TABLEAU_MOVES,
  type Card,
  type Game,
  type Position,
} from '@klondike/engine';
import { MOVE_KINDS, reviewGame, reviewJson, type GameReview, type ReviewOptions } from '../src/index.js';
import { fromCode, fromPosition, greedyGame, playText, value } from './helpers.js';

const review = (game: Game, options: ReviewOptions = {}): GameReview =>
  value(reviewGame(game, { samples: 8, ...options }));

/** The cards that lay face up at some point of a game (columns' face-up cards, waste, foundations). */
function everSeen(game: Game): Set<Card> {
  const seen = new Set<Card>();
  const mark = (p: Position): void => {
    for (const column of p.tableau) column.cards.slice(column.down).forEach((c) => seen.add(c));
    p.waste.forEach((c) => seen.add(c));
    p.foundations.forEach((h, pile) => {
      for (let r = 0; r < h; r++) seen.add(pile * 13 + r);
    });
  };
  for (const g of scanJournal(gameAtStart(game), journalEntries(game)).games) mark(gamePosition(g));
  return seen;
}

/** The sampled side of a review: everything but the exact verdicts. */
const sampled = (r: GameReview) => ({
  start: r.start.pWin,
  accuracy: r.accuracy,
  moves: r.moves.map(({ winnable: _exact, ...rest }) => rest),
});

describe('the chance to win never reads a card the player has not seen', () => {
  it('two sessions whose decks differ only in cards never seen get identical pWin lists (and bests, kinds, luck)', () => {
    const rules = makeRules({ draw: 1 });
    const deckA = dealDeck(6);
    const a = greedyGame(gameFromDeck(deckA, rules), 30, 12);
    const seen = everSeen(a);
    const hidden = deckA.map((c, i) => ({ c, i })).filter(({ c }) => !seen.has(c));
    expect(hidden.length).toBeGreaterThanOrEqual(4);
    // deck B: the first and the last card the player never saw change places, and so do the next two
    const deckB = deckA.slice();
    const swap = (x: number, y: number): void => {
      [deckB[hidden[x]!.i], deckB[hidden[y]!.i]] = [deckB[hidden[y]!.i]!, deckB[hidden[x]!.i]!];
    };
    swap(0, hidden.length - 1);
    swap(1, hidden.length - 2);
    expect(makeDeck(deckB)).not.toBe(makeDeck(deckA));
    const b = value(replay(gameFromDeck(deckB, rules), journalEntries(a)));
    expect(journalEntries(b).length).toBe(journalEntries(a).length);

    const ra = review(a, { sampleNodes: 1500 });
    const rb = review(b, { sampleNodes: 1500 });
    expect(ra.moves.length).toBe(30);
    expect(sampled(rb)).toEqual(sampled(ra));
    // the chances moved: the test compares numbers that say something
    expect(new Set(ra.moves.map((m) => m.pWin)).size).toBeGreaterThan(1);
  });
});

describe('reviewGame', () => {
  it('a won game: the last pWin is 1 and the verdict is won (RULES §11 deck W1)', () => {
    const start = gameFromDeck(value(parseDeck(W1)), makeRules({ draw: 1 }));
    const moves = [...W_TABLEAU_MOVES, ...Array<string>(24).fill('D W-F')];
    const r = review(playText(start, moves.join(' ')));
    expect(r.verdict).toBe('won');
    expect(r.lostAt).toBeNull();
    const last = r.moves[r.moves.length - 1]!;
    expect(last.pWin).toBe(1);
    expect(last.winnable).toBe(true);
    expect(r.moves.every((m) => m.winnable === true)).toBe(true);
  });

  it('with every card seen, pWin is 1 or 0 as the exact verdict says', () => {
    // a Thoughtful game shows every card (RULES §10): the worlds are all the real deal
    for (const code of ['KL1-D1N-AAAAAAG-T', 'KL1-D3N-AAAAAAE-T']) {
      const r = review(fromCode(code), { sampleNodes: 200_000 });
      expect(r.start.winnable).not.toBeNull();
      expect(r.start.pWin).toBe(r.start.winnable ? 1 : 0);
    }
    // a position with nothing face down and an empty stock: lost (Qs on the waste over Js, classic: one pass, no returns) and won
    const lost = fromPosition('T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ts Kh Kd Kc; S:; W: Js Ks Qs; P: 1', {
      preset: 'classic',
    });
    const won = fromPosition('T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ts Kh Kd Kc; S:; W: Ks Qs Js; P: 1', {
      preset: 'classic',
    });
    expect(review(lost).start).toEqual({ winnable: false, pWin: 0 });
    const rw = review(playText(won, 'W-F W-F'));
    expect(rw.start).toEqual({ winnable: true, pWin: 1 });
    expect(rw.moves.map((m) => m.pWin)).toEqual([1, 1]);
  });

  it('a deal lost at the deal is lost to the cards', () => {
    // deal 4 in draw 3: proven lost from the start
    const r = review(playText(fromCode('KL1-D3N-AAAAAAE'), 'D D D'));
    expect(r.start.winnable).toBe(false);
    expect(r.verdict).toBe('lost-to-the-cards');
    expect(r.lostAt).toBeNull();
  });

  it('a needed card sent to a foundation with no returns (classic) is a blunder, and the game lost to it', () => {
    // 5c must go onto 6h to free 4c under it; 6h to its foundation leaves 5c no place (no red 6 left, an empty column takes a King only)
    const start = fromPosition(
      'T1: 6h; T2: #4c 5c; T3:; T4:; T5:; T6:; T7:; F: Ks 5h Kd 3c; S:; W: Kc Kh Qc Qh Jc Jh Tc Th 9c 9h 8c 8h 7c 7h 6c; P: 1',
      { preset: 'classic' },
    );
    const blunder = review(playText(start, 'T1-F'));
    expect(blunder.start).toEqual({ winnable: true, pWin: 1 });
    const m = blunder.moves[0]!;
    expect(m).toMatchObject({
      journalIndex: 1,
      action: 'T1-F',
      winnable: false,
      pWin: 0,
      best: 'T2-T1',
      pWinBest: 1,
      kind: 'blunder',
      luck: 0,
    });
    expect(blunder.verdict).toBe('lost-to-a-mistake');
    expect(blunder.lostAt).toEqual({ journalIndex: 1, moveIndex: 1, action: 'T1-F' });
    expect(blunder.accuracy).toBeLessThan(5);
    // only T2-T1 keeps it winnable: a critical moment, missed
    expect(blunder.critical).toEqual([{ journalIndex: 1, keep: ['T2-T1'], kept: false }]);

    const good = review(playText(start, 'T2-T1'));
    expect(good.moves[0]).toMatchObject({ kind: 'best', best: 'T2-T1', pWin: 1, winnable: true });
    expect(good.verdict).toBe('winnable');
    expect(good.accuracy).toBe(100);
    expect(good.critical).toEqual([{ journalIndex: 1, keep: ['T2-T1'], kept: true }]);
  });

  it('the same seed gives the same numbers; the seed is what changes them', () => {
    const game = greedyGame(fromCode('KL1-D3N-AAAAAAG'), 12);
    const one = review(game, { seed: 7, sampleNodes: 1000 });
    expect(review(game, { seed: 7, sampleNodes: 1000 })).toEqual(one);
    const other = review(game, { seed: 8, sampleNodes: 1000 });
    expect(other.moves.map((m) => m.pWin)).not.toEqual(one.moves.map((m) => m.pWin));
  });

  it('an undo is reviewed like an action: it turns up nothing, so no luck', () => {
    const r = review(greedyGame(fromCode('KL1-D1N-AAAAAAG'), 12, 6), { sampleNodes: 1500 });
    const u = r.moves.find((m) => m.action === 'U')!;
    expect(u.journalIndex).toBe(7);
    expect(u.luck).toBe(0);
    expect(MOVE_KINDS).toContain(u.kind);
  });

  it('reports the start first, then each entry as it is reviewed, as the final review has them', () => {
    const game = greedyGame(fromCode('KL1-D1N-AAAAAAG'), 10, 5);
    const starts: GameReview['start'][] = [];
    const steps: { done: number; total: number; journalIndex: number; critical: number | null }[] = [];
    const moves: GameReview['moves'][number][] = [];
    const r = review(game, {
      sampleNodes: 1500,
      onStart: (start) => {
        expect(steps).toEqual([]);
        starts.push(start);
      },
      onProgress: (done, total, step) => {
        steps.push({
          done,
          total,
          journalIndex: step.move.journalIndex,
          critical: step.critical?.journalIndex ?? null,
        });
        moves.push(step.move);
      },
    });
    expect(starts).toEqual([r.start]);
    expect(moves).toEqual(r.moves);
    expect(steps.map((s) => s.done)).toEqual(r.moves.map((m) => m.journalIndex));
    expect(new Set(steps.map((s) => s.total))).toEqual(new Set([10]));
    expect(steps.filter((s) => s.critical !== null).map((s) => s.critical)).toEqual(
      r.critical.map((c) => c.journalIndex),
    );
  });

  it('refuses a variant game and bad options with a clear error', () => {
    const double = reviewGame(fromCode('KL1-D1N-AAAAAAG-D'));
    expect(double).toMatchObject({ ok: false, error: { code: 'ERR_REVIEW_VARIANT' } });
    expect(reviewGame(fromCode('KL1-D1N-AAAAAAG'), { samples: 0 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_REVIEW_OPTIONS', message: expect.stringContaining('samples') },
    });
    expect(reviewGame(fromCode('KL1-D1N-AAAAAAG'), { seed: -1 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_REVIEW_OPTIONS', message: expect.stringContaining('seed') },
    });
  });
});

describe('reviewJson', () => {
  it('has the printed shape: one move per journal entry, undos included', () => {
    const game = greedyGame(fromCode('KL1-D1N-AAAAAAG'), 10, 4);
    const json = reviewJson(review(game, { sampleNodes: 1500 }));
    expect(Object.keys(json)).toEqual([
      'verdict',
      'lostAt',
      'accuracy',
      'moves',
      'critical',
      'samples',
      'seed',
      'stopped',
    ]);
    expect(json.moves.length).toBe(journalEntries(game).length);
    expect(json.moves.map((m) => m.journalIndex)).toEqual(json.moves.map((_, i) => i + 1));
    for (const m of json.moves) {
      expect(Object.keys(m)).toEqual([
        'journalIndex',
        'action',
        'winnable',
        'pWin',
        'best',
        'pWinBest',
        'kind',
        'luck',
      ]);
      expect(m.pWin).toBeGreaterThanOrEqual(0);
      expect(m.pWin).toBeLessThanOrEqual(1);
      expect(MOVE_KINDS).toContain(m.kind);
    }
    expect(json.moves[4]!.action).toBe('U');
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('the budget of a whole review (cap)', () => {
  const game = greedyGame(fromCode('KL1-D1N-AAAAAAG'), 14, 6);
  const full = review(game, { sampleNodes: 1000 });

  it('reviews every entry under the default cap, and says it was not stopped', () => {
    expect(full.stopped).toBeNull();
    expect(full.moves).toHaveLength(journalEntries(game).length);
  });

  it('stops at the entry where the nodes ran out, the same on every run; what it reviewed has the full review numbers', () => {
    // the start alone searches more than one node
    const capped = review(game, { sampleNodes: 1000, cap: { maxNodes: 1 } });
    expect(capped.stopped).toEqual({ reviewed: 0, reason: 'nodes' });
    expect(capped.moves).toEqual([]);
    expect(capped.verdict).toBe('unknown');
    expect(capped.lostAt).toBeNull();
    expect(capped.start).toEqual(full.start);

    const progress: number[] = [];
    const some = review(game, {
      sampleNodes: 1000,
      cap: { maxNodes: nodesAfter(game, 5) },
      onProgress: (done) => progress.push(done),
    });
    expect(some.stopped?.reason).toBe('nodes');
    const reviewed = some.stopped!.reviewed;
    // it stops before the first entry that finds the budget spent: the 6th, or earlier if the last ones searched nothing
    expect(reviewed).toBeGreaterThanOrEqual(1);
    expect(reviewed).toBeLessThanOrEqual(5);
    expect(some.moves).toEqual(full.moves.slice(0, reviewed));
    expect(progress).toEqual(some.moves.map((m) => m.journalIndex));
    expect(review(game, { sampleNodes: 1000, cap: { maxNodes: nodesAfter(game, 5) } })).toEqual(some);
  });

  it('the time safety stop leaves the entries after it not reviewed, never guessed', () => {
    const capped = review(game, { sampleNodes: 1000, cap: { maxCpuMs: 0 } });
    expect(capped.stopped).toEqual({ reviewed: 0, reason: 'time' });
    expect(capped.moves).toEqual([]);
    expect(capped.verdict).toBe('unknown');
    // a safety stop far off changes nothing
    expect(review(game, { sampleNodes: 1000, cap: { maxCpuMs: 3_600_000 } })).toEqual(full);
  });

  it('refuses a cap that is not a number of nodes or milliseconds', () => {
    for (const cap of [{ maxNodes: -1 }, { maxNodes: Number.NaN }, { maxCpuMs: -5 }])
      expect(reviewGame(game, { cap })).toMatchObject({
        ok: false,
        error: { code: 'ERR_REVIEW_OPTIONS', message: expect.stringContaining('cap.') },
      });
  });
});

/** The nodes a review (sampleNodes 1000, K 8) has searched once `entries` entries are reviewed. */
function nodesAfter(game: Game, entries: number): number {
  const truncated = value(replay(gameAtStart(game), journalEntries(game).slice(0, entries)));
  const { work } = review(truncated, { sampleNodes: 1000 });
  return work.sampleNodes + work.exactNodes;
}

describe('an entry that turns up no card', () => {
  // a recorded game (stilldeck, draw 3, Vegas) where, at 4 samples, counting the worlds after such an
  // entry afresh put the played best action 13 points above its own chance (action 52, T7-F)
  const fixture = JSON.parse(
    readFileSync(new URL('../../../../shared/fixtures/stilldeck-d3-vegas-07.json', import.meta.url), 'utf8'),
  ) as { session: unknown };

  it('has pWin = pWinPlayed (luck 0): the best action played is never shown above its own chance', () => {
    const r = review(value(loadSession(fixture.session)).game, { samples: 4 });
    const still = r.moves.filter((m) => m.luck === 0);
    expect(still.length).toBeGreaterThan(10);
    for (const m of still) {
      expect(m.pWin, `action ${m.journalIndex} (${m.action})`).toBe(m.pWinPlayed);
      expect(m.pWin).toBeLessThanOrEqual(m.pWinBest);
    }
    // and in general pWin - pWinPlayed is the luck, as MoveReview says
    for (const m of r.moves) expect(m.pWin - m.pWinPlayed).toBeCloseTo(m.luck, 12);
  });
});
