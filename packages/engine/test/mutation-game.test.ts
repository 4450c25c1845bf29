import { describe, expect, it } from 'vitest';
import {
  act,
  gameFromDeck,
  gameFromPosition,
  journalEntries,
  makeRules,
  moveLogActions,
  parseDeck,
  redo,
  undo,
  unpackJournal,
} from '../src/index.js';
import { undoRefusal } from '../src/game.js';
import { fillPosition, gameOfDeck, gameOfPosition, must, playTokens, positionOf, token, W1 } from './helpers.js';

/**
 * A game's rules of play (RULES §4, §5, §9), word for word where a mutation run found the suite blind
 * (docs/testing.md): the refusals' messages, the pass limit of a position start at its edge, undo's
 * reach of 100 actions, and the packed journal's reading of a short list of times.
 */
describe('RULES §4, §5 a game, its refusals word for word', () => {
  it('"P from 1 up to the preset\'s pass limit": the limit itself is allowed, one more refused and named', () => {
    const at = (p: number) => positionOf(fillPosition({ P: p }));
    const classic3 = makeRules({ preset: 'classic', draw: 3 });
    expect(gameFromPosition(at(3), classic3).ok).toBe(true);
    expect(gameFromPosition(at(4), classic3)).toEqual({
      ok: false,
      error: { code: 'NO_PASSES_LEFT', message: 'P: 4 is past the 3 passes the rules allow' },
    });
    expect(gameFromPosition(at(2), makeRules({ scoring: 'vegas' }))).toEqual({
      ok: false,
      error: { code: 'NO_PASSES_LEFT', message: 'P: 2 is past the 1 pass the rules allow' },
    });
  });

  it('undo and redo refusals: nothing to undo, the game won, undo reaching back 100 actions', () => {
    expect(undoRefusal(false, 0, 0)).toEqual({ code: 'NOTHING_TO_UNDO', message: 'nothing to undo' });
    expect(undoRefusal(true, 5, 5)).toEqual({ code: 'GAME_WON', message: 'the game is won: undo is not possible' });
    expect(undoRefusal(false, 0, 120)).toEqual({
      code: 'NOTHING_TO_UNDO',
      message: 'nothing to undo: undo reaches back 100 actions',
    });
    expect(undoRefusal(false, 1, 120)).toBeNull();
    const won = must(
      gameFromPosition(positionOf('T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Kd Kc; S:; W:'), makeRules()),
    );
    expect(redo(won)).toEqual({
      ok: false,
      error: { code: 'GAME_WON', message: 'the game is won: redo is not possible' },
    });
  });

  it('"undo reaches back 100 actions": after 105 draws and recycles, 100 undos and no more', () => {
    // draw 1 with unlimited passes: 24 draws then a recycle, over and over
    let game = gameOfDeck(W1);
    for (let i = 0; i < 105; i++) game = must(act(game, token(i % 25 === 24 ? 'R' : 'D')));
    expect(game.undoable).toBe(100);
    for (let i = 0; i < 100; i++) game = must(undo(game));
    expect(game.undoable).toBe(0);
    expect(game.moveLog?.length).toBe(5);
    expect(undo(game)).toEqual({
      ok: false,
      error: { code: 'NOTHING_TO_UNDO', message: 'nothing to undo: undo reaches back 100 actions' },
    });
  });

  it('RULES §4: the Normal score never goes below 0, a recycle at 10 points leaves 0; Vegas keeps its own', () => {
    // the King to its foundation (+10), then a recycle (-100 in Normal, 0 in Vegas)
    const text = fillPosition({ T: ['Ks'], F: 'Qs - - -', rest: 'W' });
    expect(playTokens(gameOfPosition(text), 'T1-F R').scores).toEqual([10, 0]);
    const vegas = playTokens(gameOfPosition(text, { preset: 'classic', scoring: 'vegas', draw: 3 }), 'T1-F R');
    expect(vegas.scores).toEqual([-47, -47]);
  });
});

describe('a packed journal read back', () => {
  it('a token is quoted up to 20 characters; an entry past the list of times, or with NaN, has no time', () => {
    const long = 'Q'.repeat(30);
    expect(unpackJournal({ tokens: `D ${long}`, times: new Float64Array(2) })).toEqual({
      ok: false,
      error: expect.objectContaining({ data: { index: 2, value: `${'Q'.repeat(20)}...` } }) as unknown,
    });
    const bad = unpackJournal({ tokens: `D ${long}`, times: new Float64Array(2) });
    expect(!bad.ok && bad.error.message.startsWith(`action 2 (${'Q'.repeat(20)}...): `)).toBe(true);
    expect(must(unpackJournal({ tokens: 'D D D', times: new Float64Array([5, Number.NaN]) }))).toStrictEqual([
      { action: { type: 'draw' }, t: 5 },
      { action: { type: 'draw' } },
      { action: { type: 'draw' } },
    ]);
  });
});

describe('a game value, field by field', () => {
  it('a position start is recorded as such; a game before any action has empty lists, not holes', () => {
    const position = positionOf(fillPosition({}));
    const game = must(gameFromPosition(position, makeRules()));
    expect(game.start).toStrictEqual({ kind: 'position', position });
    expect(moveLogActions(game)).toStrictEqual([]);
    expect(journalEntries(game)).toStrictEqual([]);
  });

  it('an action recorded without a time has no time field; with one, it has', () => {
    const fresh = gameFromDeck(must(parseDeck(W1)), makeRules());
    const game = must(act(must(act(fresh, token('D'))), token('D'), 7));
    expect(journalEntries(game)).toStrictEqual([{ action: { type: 'draw' } }, { action: { type: 'draw' }, t: 7 }]);
    expect(journalEntries(must(undo(game)))[2]).toStrictEqual({ action: { type: 'undo' } });
  });
});
