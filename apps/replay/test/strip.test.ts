import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  act,
  gamePosition,
  legalActions,
  W_TABLEAU_MOVES,
  type MoveLogEntry,
  gameFromDeck,
  makeRules,
  parseAction,
  parseDeck,
  scanJournal,
  journalEntries,
  type Game,
} from '@klondike/engine';
import { lostAt } from '@klondike/solver';
import { PAGE_SEARCH_LIMITS } from '@klondike/solver/worker';
import { foldFrames } from '../src/frames.js';
import { lineGame, mergeVerdicts, stripStates, type StripState } from '../src/strip.js';
import { reviewGame } from '@klondike/review';
import { W1 } from '@klondike/engine/testing';

/**
 * Each solver call's limits: the page's (positions, not time) with no wall-time limit, as its worker
 * runs them. `lostAt`'s default is 10 s of wall time a loaded machine can spend before a verdict.
 */
const SEARCH = { ...PAGE_SEARCH_LIMITS, maxMs: Infinity };

const classic = makeRules({ preset: 'classic' });

const start = (): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, classic);
};
function recorded(tokens: readonly string[]) {
  let game = start();
  for (const token of tokens) {
    const action = parseAction(token);
    if (!action.ok) throw new Error(action.error.message);
    const next = act(game, action.value);
    if (!next.ok) throw new Error(`${token}: ${next.error.message}`);
    game = next.value;
  }
  const { games, refused } = scanJournal(start(), journalEntries(game));
  if (refused) throw new Error('the journal replays');
  const { frames, lines } = foldFrames(games);
  return { game: games[games.length - 1]!, frames, lines };
}

describe('frame lines', () => {
  it("give each frame its move log's length and what it shares with the final log, as the engine's move logs do", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 80 }), (choices) => {
        // a random game: legal actions, with an undo for every fourth choice the engine allows
        let game = start();
        for (const c of choices) {
          const legal = legalActions(gamePosition(game), game.rules);
          const action =
            c % 4 === 0 || legal.length === 0
              ? parseAction('U')
              : { ok: true as const, value: legal[c % legal.length]! };
          if (!action.ok) throw new Error(action.error.message);
          const next = act(game, action.value);
          if (next.ok) game = next.value;
        }
        const { games } = scanJournal(start(), journalEntries(game));
        const { frames, lines } = foldFrames(games);
        const final = new Set<MoveLogEntry>();
        // the replayed games' own entries: the last frame's log is the final one
        for (let e = frames.at(-1)!.game.moveLog; e; e = e.previous) final.add(e);
        frames.forEach((f, i) => {
          let e = f.game.moveLog;
          expect(lines.logLength[i]).toBe(e?.length ?? 0);
          while (e && !final.has(e)) e = e.previous;
          expect(lines.shared[i]).toBe(e?.length ?? 0);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('stripStates', () => {
  it('green before the losing action, red from it on, pending while the solver searches', () => {
    // one pass: the second draw after the tableau went home buries 3d under 4d for good
    const { game, lines } = recorded([...W_TABLEAU_MOVES, 'D', 'D', 'D']);
    // while the solver searches no cell is made: every frame is pending (WinnableStrip draws one run)
    expect(stripStates(lines, null)).toBeNull();
    const report = lostAt(game, SEARCH);
    expect(report).toMatchObject({ verdict: 'lost', journalIndex: W_TABLEAU_MOVES.length + 2 });
    const states = stripStates(lines, report)!;
    expect(states.slice(0, W_TABLEAU_MOVES.length + 2)).toEqual(Array(W_TABLEAU_MOVES.length + 2).fill('winnable'));
    expect(states.slice(W_TABLEAU_MOVES.length + 2)).toEqual(['lost', 'lost']);
  });

  it('an undone line is lost when it left the game after the losing action, unknown when before: it was never searched', () => {
    const { game, frames, lines } = recorded([
      'T1-F',
      'T2-T1',
      'U',
      ...W_TABLEAU_MOVES.slice(1),
      'D',
      'D',
      'D',
      'U',
      'D',
    ]);
    const report = lostAt(game, SEARCH);
    const states = stripStates(lines, report)!;
    expect(states[2]).toBe('unknown'); // after T2-T1, a line the player took back at once
    expect(states[3]).toBe('winnable'); // the undo: back on the played line
    const lastD = frames.length - 3; // the third D, undone: it branched off a lost position
    expect(frames[lastD]!.token).toBe('D');
    expect(states[lastD]).toBe('lost');
    expect(states.at(-1)).toBe('lost');
  });

  it('says unknown, never a guess, where the report left positions undecided', () => {
    const { lines } = recorded([...W_TABLEAU_MOVES, 'D', 'D']);
    const states = stripStates(lines, {
      verdict: 'unknown',
      reason: 'time',
      moveIndex: 10,
      winnableUpTo: 5,
      lostFrom: null,
      calls: 2,
      ms: 1,
    })!;
    expect(states.slice(0, 6)).toEqual(Array(6).fill('winnable'));
    expect(new Set(states.slice(6))).toEqual(new Set(['unknown']));
  });
});

describe('mergeVerdicts', () => {
  it("fills the cells the search left undecided from the review's exact verdicts, and keeps the decided ones", () => {
    const states: StripState[] = ['winnable', 'unknown', 'unknown', 'pending', 'lost'];
    const merged = mergeVerdicts(states, states.length, true, [
      { journalIndex: 1, winnable: true },
      { journalIndex: 2, winnable: false },
      { journalIndex: 3, winnable: null },
      { journalIndex: 4, winnable: false },
    ]);
    expect(merged).toEqual({ states: ['winnable', 'winnable', 'lost', 'pending', 'lost'], conflicts: [] });
    // the review not started: the strip as it was, the same array (a long game's first render copies no cell)
    expect(mergeVerdicts(states, states.length, undefined, []).states).toBe(states);
    expect(mergeVerdicts(states, states.length, null, []).states).toBe(states);
    // and merged into a copy: the strip's own states stay as the solver gave them
    expect(states).toEqual(['winnable', 'unknown', 'unknown', 'pending', 'lost']);
  });

  it("the review's verdicts while the solver still searches: every other frame pending", () => {
    const merged = mergeVerdicts(null, 4, true, [{ journalIndex: 2, winnable: false }]);
    expect(merged).toEqual({ states: ['winnable', 'pending', 'lost', 'pending'], conflicts: [] });
    // nothing reviewed either: still no cell
    expect(mergeVerdicts(null, 4, undefined, []).states).toBeNull();
  });

  it('reports a frame both decided differently, never picks one silently', () => {
    const merged = mergeVerdicts(['winnable', 'winnable', 'lost'], 3, false, [
      { journalIndex: 1, winnable: true },
      { journalIndex: 2, winnable: true },
    ]);
    expect(merged.conflicts).toEqual([0, 2]);
    expect(merged.states).toEqual(['winnable', 'winnable', 'lost']);
  });

  it('a search out of time, then the review: the strip says what the review says, where the full search agrees', () => {
    const { game, lines } = recorded([...W_TABLEAU_MOVES, 'D', 'D', 'D']);
    // the time-limited search decided the deal only (as it does on a long fixture)
    const undecided = stripStates(lines, {
      verdict: 'unknown',
      reason: 'time',
      moveIndex: 1,
      winnableUpTo: 0,
      lostFrom: null,
      calls: 1,
      ms: 1,
    })!;
    expect(undecided.slice(1).every((s) => s === 'unknown')).toBe(true);
    const review = reviewGame(game, { samples: 2 });
    if (!review.ok) throw new Error(review.error.message);
    const merged = mergeVerdicts(undecided, undecided.length, review.value.start.winnable, review.value.moves);
    expect(merged.conflicts).toEqual([]);
    expect(merged.states).toEqual(stripStates(lines, lostAt(game, SEARCH)));
    // and the full search against the review: both decided everywhere, never contradicting
    expect(
      mergeVerdicts(
        stripStates(lines, lostAt(game, SEARCH)),
        undecided.length,
        review.value.start.winnable,
        review.value.moves,
      ).conflicts,
    ).toEqual([]);
  }, 60_000);
});

describe('lineGame', () => {
  it('turns the last winnable position and its winning line into frames that end in a win', () => {
    const { game } = recorded([...W_TABLEAU_MOVES, 'D', 'D']);
    const report = lostAt(game, SEARCH);
    if (report.verdict !== 'lost') throw new Error('lost');
    const line = lineGame(report.lastWinnable, classic, report.line);
    expect(line?.recording.frames).toHaveLength(report.line.length + 1);
    expect(line?.recording.summary.won).toBe(true);
    expect(lineGame(report.lastWinnable, classic, ['T1-T2'])).toBeNull();
  });
});
