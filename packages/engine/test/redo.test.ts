import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  act,
  gameAtStart,
  gameFromCode,
  gameMachine,
  gamePosition,
  gameScore,
  gameWon,
  journalEntries,
  journalText,
  legalActions,
  makeAction,
  makePosition,
  makeSession,
  makeSessionText,
  moveLogActions,
  parseSessions,
  play,
  redo,
  redoAction,
  replay,
  undo,
  UNDO_LIMIT,
  type Game,
  type UndoneNode,
} from '../src/index.js';
import { boundedRun, DEEP, gameCodeArb } from '../testing/index.js';
import { gameOfDeck, gameOfPosition, must, playTokens, W1, W_TABLEAU_MOVES } from './helpers.js';

const snapshot = (g: Game) => ({ position: makePosition(gamePosition(g)), score: gameScore(g) });
const undoneText = (g: Game): string[] => {
  const out: string[] = [];
  for (let n: UndoneNode | null = g.undone; n; n = n.previous) out.push(makeAction(n.action));
  return out;
};
const redoRefusal = (g: Game): string | null => {
  const r = redo(g);
  return r.ok ? null : r.error.code;
};

describe('RULES §5 redo', () => {
  it('"after one or more undos, redo plays the most recently undone action again"', () => {
    const start = gameOfDeck(W1);
    const full = playTokens(start, 'T1-F D T7-F').game;
    const back = playTokens(full, 'U U').game;
    expect(undoneText(back)).toEqual(['D', 'T7-F']);
    expect(makeAction(redoAction(back)!)).toBe('D');
    const once = must(redo(back));
    expect(snapshot(once)).toEqual(snapshot(playTokens(start, 'T1-F D').game));
    const twice = must(redo(once));
    expect(snapshot(twice)).toEqual(snapshot(full));
    expect(moveLogActions(twice).map(makeAction)).toEqual(['T1-F', 'D', 'T7-F']);
    expect(redoRefusal(twice)).toBe('NOTHING_TO_REDO');
  });

  it('"after one or more undos": with no undo, there is nothing to redo (refused like an illegal action, the game unchanged)', () => {
    const start = gameOfDeck(W1);
    expect(redoRefusal(start)).toBe('NOTHING_TO_REDO');
    expect(redoAction(start)).toBeNull();
    const played = playTokens(start, 'T1-F D').game;
    const r = redo(played);
    expect(r.ok ? null : r.error.message).toMatch(/nothing to redo/);
    expect(journalText(played)).toBe('T1-F D');
  });

  it('"It is recorded in the journal as that action, with no entry of its own"', () => {
    const back = playTokens(gameOfDeck(W1), 'T1-F D T7-F U U').game;
    const again = must(redo(must(redo(back, 500)), 600));
    expect(journalText(again)).toBe('T1-F D T7-F U U D T7-F');
    expect(journalEntries(again).slice(-2)).toEqual([
      { action: { type: 'draw' }, t: 500 },
      { action: { type: 'move', from: 'T7', to: 'F' }, t: 600 },
    ]);
  });

  it('"so session files stay interchange format 1 and every reader replays them unchanged"', () => {
    const again = must(redo(playTokens(gameOfDeck(W1), 'T1-F D T7-F U U').game));
    const session = makeSession(again);
    expect(session.version).toBe(1);
    expect(session.actions.map((a) => a.a)).toEqual(['T1-F', 'D', 'T7-F', 'U', 'U', 'D']);
    const loaded = parseSessions(makeSessionText(again));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(snapshot(loaded.value[0]!.game)).toEqual(snapshot(again));
    expect(journalEntries(loaded.value[0]!.game)).toEqual(journalEntries(again));
  });

  it('"Any other action clears what can be redone"', () => {
    const back = playTokens(gameOfDeck(W1), 'T1-F D T7-F U U').game;
    // an action other than the most recently undone one (even one undone earlier): nothing left to redo
    const other = playTokens(back, 'T7-F').game;
    expect(undoneText(other)).toEqual([]);
    expect(redoRefusal(other)).toBe('NOTHING_TO_REDO');
    // an undo after it undoes that action, and only that one can be redone
    expect(undoneText(must(undo(other)))).toEqual(['T7-F']);
  });

  it('"redo plays the most recently undone action again": the same action played by hand is that redo, the older undone actions stay', () => {
    const back = playTokens(gameOfDeck(W1), 'T1-F D T7-F U U').game;
    const byHand = playTokens(back, 'D').game;
    expect(undoneText(byHand)).toEqual(['T7-F']);
    expect(byHand).toEqual(must(redo(back)));
  });

  it('"nothing can be redone after a reload unless the client kept it": a game from its start has nothing to redo; replaying the kept journal gives back what could be redone', () => {
    const back = playTokens(gameOfDeck(W1), 'T1-F D T7-F U U D U').game;
    expect(undoneText(back)).toEqual(['D', 'T7-F']);
    expect(redoRefusal(gameAtStart(back))).toBe('NOTHING_TO_REDO');
    const reloaded = must(replay(gameAtStart(back), journalEntries(back)));
    expect(undoneText(reloaded)).toEqual(['D', 'T7-F']);
    expect(reloaded).toEqual(back);
  });

  it('redo reaches as far back as undo did: 100 undos, then 100 redos give back the game of 130 actions', () => {
    const tokens: string[] = [];
    while (tokens.length < 130) tokens.push(...Array<string>(24).fill('D'), 'R');
    const full = playTokens(gameOfDeck(W1), tokens.slice(0, 130)).game;
    let g = playTokens(full, Array<string>(UNDO_LIMIT).fill('U')).game;
    expect(g.undone?.length).toBe(UNDO_LIMIT);
    for (let i = 0; i < UNDO_LIMIT; i++) g = must(redo(g));
    expect(snapshot(g)).toEqual(snapshot(full));
    expect(g.undoable).toBe(UNDO_LIMIT);
    expect(g.undone).toBeNull();
  });

  it('"After a win nothing more is accepted", not even a redo', () => {
    const winTokens = [...W_TABLEAU_MOVES, ...Array<string>(24).fill('D W-F').join(' ').split(' ')];
    const won = playTokens(gameOfDeck(W1), winTokens).game;
    expect(gameWon(won)).toBe(true);
    expect(redoRefusal(won)).toBe('GAME_WON');
    expect(redoAction(won)).toBeNull();
    expect(redoRefusal(gameOfPosition('T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S:;W:'))).toBe('GAME_WON');
  });

  it('the machine: a redo event plays the undone action again; with nothing to redo it is refused with NOTHING_TO_REDO', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('NOTHING_TO_REDO');
    actor.send({ type: 'move', from: 'T1', to: 'F' });
    actor.send({ type: 'undo' });
    actor.send({ type: 'redo', t: 70 });
    const { game, refusal } = actor.getSnapshot().context;
    expect(refusal).toBeNull();
    expect(journalText(game)).toBe('T1-F U T1-F');
    expect(journalEntries(game).at(-1)?.t).toBe(70);
    actor.stop();
  });
});

describe('redo properties (fast-check)', () => {
  /** A random game of actions, undos and redos: each step's choice picks one. */
  function randomGameWithRedo(
    code: Parameters<typeof gameFromCode>[0],
    choices: readonly number[],
    check: (before: Game, after: Game, kind: 'action' | 'undo' | 'redo') => void,
  ): Game {
    let game = gameFromCode(code);
    let t = 0;
    for (const choice of choices) {
      const legal = legalActions(gamePosition(game), game.rules);
      const kind =
        game.undone !== null && choice % 3 === 0 ? 'redo' : choice % 5 === 0 || legal.length === 0 ? 'undo' : 'action';
      const next =
        kind === 'redo'
          ? redo(game, (t += 10))
          : kind === 'undo'
            ? undo(game, (t += 10))
            : act(game, legal[choice % legal.length]!, (t += 10));
      if (!next.ok) continue;
      check(game, next.value, kind);
      game = next.value;
    }
    return game;
  }
  const runs = (n: number): number => (DEEP ? n * 50 : n);
  const choicesArb = fc.array(fc.nat({ max: 1000 }), { maxLength: 150 });

  it('undo then redo returns the same position and score (and what undo and redo can do next)', () => {
    fc.assert(
      fc.property(gameCodeArb, choicesArb, (code, choices) => {
        randomGameWithRedo(code, choices, (before, after, kind) => {
          if (kind === 'undo') {
            const back = must(redo(after));
            expect(snapshot(back)).toEqual(snapshot(before));
            expect(back.undoable).toBe(before.undoable);
            expect(undoneText(back)).toEqual(undoneText(before));
          }
          if (kind === 'redo') expect(snapshot(must(undo(after)))).toEqual(snapshot(before));
        });
      }),
      boundedRun({ numRuns: runs(40) }),
    );
  });

  it('a game with redos writes a format 1 session that every reader replays unchanged, what can be redone included', () => {
    fc.assert(
      fc.property(gameCodeArb, choicesArb, (code, choices) => {
        const game = randomGameWithRedo(code, choices, () => {});
        expect(makeSession(game).version).toBe(1);
        const loaded = parseSessions(makeSessionText(game));
        if (!loaded.ok) throw new Error(loaded.error.message);
        const read = loaded.value[0]!.game;
        expect(snapshot(read)).toEqual(snapshot(game));
        expect(journalText(read)).toBe(journalText(game));
        expect(read.undoable).toBe(game.undoable);
        expect(undoneText(read)).toEqual(undoneText(game));
        // a plain journal replay (the reader without redo) agrees: a redo is only its action
        const again = must(replay(gameFromCode(code), journalEntries(game)));
        expect(snapshot(again)).toEqual(snapshot(game));
        expect(play(again, { type: 'draw' }).ok).toBe(play(game, { type: 'draw' }).ok);
      }),
      boundedRun({ numRuns: runs(40) }),
    );
  });
});
