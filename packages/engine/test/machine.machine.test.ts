import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import {
  act,
  eventAction,
  gameFromCode,
  gameMachine,
  gamePosition,
  gameScore,
  gameWon,
  journalText,
  makePosition,
  parseGameCode,
  type GameEvent,
  type Pile,
  type RulesOptions,
} from '../src/index.js';
import { fillPosition, gameOfDeck, gameOfPosition, must, W1, W_TABLEAU_MOVES } from './helpers.js';

const repeat = (t: string, n: number): string[] => Array<string>(n).fill(t);
/** Notation to machine events: D, R, U, and moves. */
const events = (tokens: readonly string[]): GameEvent[] =>
  tokens.map((t): GameEvent => {
    if (t === 'D') return { type: 'draw' };
    if (t === 'R') return { type: 'recycle' };
    if (t === 'U') return { type: 'undo' };
    const [from, to] = t.split('-') as [never, never];
    return { type: 'move', from, to };
  });
const winTokens = [...W_TABLEAU_MOVES, ...repeat('D W-F', 24).join(' ').split(' ')];

describe('game machine with an actor', () => {
  it('starts in playing with the game and no refusal; accepted events play and clear the refusal', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'move', from: 'T1', to: 'T2' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('NO_FIT');
    actor.send({ type: 'move', from: 'T1', to: 'F', t: 1500 });
    const { game, refusal } = actor.getSnapshot().context;
    expect(refusal).toBeNull();
    expect(journalText(game)).toBe('T1-F');
    expect(game.journal?.entry.t).toBe(1500);
    expect(gameScore(game)).toBe(10);
    actor.stop();
  });

  it('refused events set context.refusal and change nothing (game value, journal, score, state)', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    actor.send({ type: 'draw' });
    const before = actor.getSnapshot().context.game;
    const cases: Array<[GameEvent, string]> = [
      [{ type: 'recycle' }, 'STOCK_NOT_EMPTY'],
      [{ type: 'move', from: 'T1', to: 'T2' }, 'NO_FIT'],
      [{ type: 'move', from: 'F1', to: 'T1' }, 'FOUNDATION_EMPTY'],
      [{ type: 'move', from: 'F1', to: 'F' }, 'NO_FIT'],
      [{ type: 'act', action: { type: 'move', from: 'W', to: 'F2' } }, 'NOT_OWN_FOUNDATION'],
      [{ type: 'tap', pile: 'F1' }, 'NO_TARGET'],
      // a face-up waste card that fits no column: the double tap's own reason (RULES §6)
      [{ type: 'doubleTap', pile: 'W' }, 'NO_COLUMN_FITS'],
    ];
    for (const [event, code] of cases) {
      actor.send(event);
      const s = actor.getSnapshot();
      expect(s.context.refusal?.code, JSON.stringify(event)).toBe(code);
      expect(s.context.game).toBe(before);
      expect(s.value).toBe('playing');
    }
    actor.send({ type: 'undo' });
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('NOTHING_TO_UNDO');
    expect(journalText(actor.getSnapshot().context.game)).toBe('D U');
  });

  it('snapshot.can(event) is true for a legal event; every event is refused once won (won is final)', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    const s = actor.getSnapshot();
    expect(s.can({ type: 'draw' })).toBe(true);
    expect(s.can({ type: 'move', from: 'T1', to: 'F' })).toBe(true);
    expect(s.can({ type: 'tap', pile: 'S' })).toBe(true);
    for (const e of events(winTokens)) actor.send(e);
    const won = actor.getSnapshot();
    expect(won.value).toBe('won');
    expect(won.status).toBe('done');
    for (const e of [
      { type: 'undo' },
      { type: 'draw' },
      { type: 'tap', pile: 'S' },
      { type: 'newGame', game: gameOfDeck(W1) },
    ] as GameEvent[])
      expect(won.can(e)).toBe(false);
  });

  it('"won" is final: reached by the last card, nothing more is accepted, not even undo', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    for (const e of events(winTokens.slice(0, -1))) actor.send(e);
    expect(actor.getSnapshot().value).toBe('playing');
    actor.send({ type: 'tap', pile: 'W' });
    const won = actor.getSnapshot();
    expect(won.value).toBe('won');
    expect(gameWon(won.context.game)).toBe(true);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.game).toBe(won.context.game);
    expect(actor.getSnapshot().value).toBe('won');
  });

  it('a game set up already won starts in won', () => {
    const actor = createActor(gameMachine, {
      input: { game: gameOfPosition('T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S:;W:') },
    }).start();
    expect(actor.getSnapshot().value).toBe('won');
  });

  it('tap events: the stock draws and recycles, a top card goes to its foundation (RULES §6)', () => {
    const actor = createActor(gameMachine, {
      input: { game: gameOfPosition(fillPosition({ T: ['Ad'], S: '2s', rest: 'W' })) },
    }).start();
    actor.send({ type: 'tap', pile: 'S' });
    actor.send({ type: 'tap', pile: 'S' });
    actor.send({ type: 'tap', pile: 'T1' });
    actor.send({ type: 'tap', pile: 'T1' });
    const { game, refusal } = actor.getSnapshot().context;
    expect(journalText(game)).toBe('D R T1-F');
    expect(refusal?.code).toBe('NO_TARGET');
  });

  it('a tap or double tap that does nothing is refused with the reason for that event (RULES §6)', () => {
    const refusalOf = (position: string, event: GameEvent, options: RulesOptions = {}): string | undefined => {
      const actor = createActor(gameMachine, { input: { game: gameOfPosition(position, options) } }).start();
      actor.send(event);
      const code = actor.getSnapshot().context.refusal?.code;
      actor.stop();
      return code;
    };
    // an empty stock, the waste full, no recycle left (Vegas draw 1 allows none)
    expect(refusalOf(fillPosition({ T: ['Ad'], rest: 'W' }), { type: 'tap', pile: 'S' }, { scoring: 'vegas' })).toBe(
      'NO_PASSES_LEFT',
    );
    // an empty stock and an empty waste: nothing to draw
    expect(refusalOf('T1: Ks; T2:; T3:; T4:; T5:; T6:; T7:; F: Qs Kh Kd Kc; S:; W:', { type: 'tap', pile: 'S' })).toBe(
      'STOCK_EMPTY',
    );
    // an ace that no column takes (though a single tap sends it to its foundation)
    expect(refusalOf(fillPosition({ T: ['Ad', '5s'] }), { type: 'doubleTap', pile: 'T1', cardIndex: 0 })).toBe(
      'NO_COLUMN_FITS',
    );
    expect(refusalOf(fillPosition({ T: ['Ad', '5s'], W: '2s' }), { type: 'doubleTap', pile: 'W' })).toBe(
      'NO_COLUMN_FITS',
    );
    // nothing face up to double tap, and a foundation: no target
    expect(refusalOf(fillPosition({ T: ['Ad', '#3c 5s'] }), { type: 'doubleTap', pile: 'T2', cardIndex: 0 })).toBe(
      'NO_TARGET',
    );
    expect(refusalOf(fillPosition({ T: ['Ad'] }), { type: 'doubleTap', pile: 'W' })).toBe('NO_TARGET');
  });

  it('doubleTap events: the card (with its run) goes to the longest fitting column', () => {
    const actor = createActor(gameMachine, {
      input: { game: gameOfPosition(fillPosition({ T: ['8s', '', '#Ks #Kh 8c', '#3c 9d', '#2c 7h 6s'] })) },
    }).start();
    actor.send({ type: 'doubleTap', pile: 'T5', cardIndex: 1 });
    expect(journalText(actor.getSnapshot().context.game)).toBe('T5-T3');
    expect(makePosition(gamePosition(actor.getSnapshot().context.game))).toContain('T3: #Ks #Kh 8c 7h 6s');
    // the 2c turned up by the move fits no column: the double tap says so
    actor.send({ type: 'doubleTap', pile: 'T5', cardIndex: 0 });
    expect(actor.getSnapshot().context.refusal?.code).toBe('NO_COLUMN_FITS');
  });

  it('newGame replaces the game and clears the refusal', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    actor.send({ type: 'recycle' });
    expect(actor.getSnapshot().context.refusal).not.toBeNull();
    const next = gameFromCode(must(parseGameCode('KL1-D3V-AAAAAAG')));
    actor.send({ type: 'newGame', game: next });
    expect(actor.getSnapshot().context).toEqual({ game: next, refusal: null });
    expect(actor.getSnapshot().value).toBe('playing');
  });
});

describe('game machine with transition() and initialTransition() (no live actor)', () => {
  it('steps a game through pure transitions, matching the actor', () => {
    let [snapshot] = initialTransition(gameMachine, { game: gameOfDeck(W1) });
    expect(snapshot.value).toBe('playing');
    expect(snapshot.can({ type: 'move', from: 'T1', to: 'F' })).toBe(true);
    for (const e of events(['T1-F', 'T7-F', 'T5-F', 'F1-T5', 'T5-F']))
      [snapshot] = transition(gameMachine, snapshot, e);
    expect(gameScore(snapshot.context.game)).toBe(50);
    const [refused] = transition(gameMachine, snapshot, { type: 'move', from: 'T3', to: 'T1' });
    expect(refused.context.refusal?.code).toBe('NO_FIT');
    expect(refused.context.game).toBe(snapshot.context.game);
  });

  it('replays a whole won game: won is final and transition() then changes nothing', () => {
    let [snapshot] = initialTransition(gameMachine, { game: gameOfDeck(W1, { scoring: 'vegas' }) });
    for (const e of events(winTokens)) [snapshot] = transition(gameMachine, snapshot, e);
    expect(snapshot.value).toBe('won');
    expect(snapshot.status).toBe('done');
    expect(gameScore(snapshot.context.game)).toBe(208);
    const [after] = transition(gameMachine, snapshot, { type: 'undo' });
    expect(after.context.game).toBe(snapshot.context.game);
    expect(after.value).toBe('won');
  });

  it('the act event plays journal actions, undo included', () => {
    let [snapshot] = initialTransition(gameMachine, { game: gameOfDeck(W1) });
    for (const action of [{ type: 'draw' }, { type: 'undo' }, { type: 'move', from: 'T1', to: 'F3' }] as const)
      [snapshot] = transition(gameMachine, snapshot, { type: 'act', action, t: 5 });
    expect(journalText(snapshot.context.game)).toBe('D U T1-F');
  });
});

describe('game machine without input', () => {
  it('starts deal 0 (KL1-D1N-AAAAAAA) instead of failing, as xstate transition() creates actors without input', () => {
    const actor = createActor(gameMachine).start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(makePosition(gamePosition(snapshot.context.game))).toBe(
      makePosition(gamePosition(gameFromCode(must(parseGameCode('KL1-D1N-AAAAAAA'))))),
    );
    actor.stop();
  });
});

describe('game machine: each event is judged on its own', () => {
  it('an event object reused with other fields is judged again (a client may keep one event object per pile)', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    const reused: { type: 'tap'; pile: Pile } = { type: 'tap', pile: 'F1' };
    actor.send(reused);
    expect(actor.getSnapshot().context.refusal?.code).toBe('NO_TARGET');
    reused.pile = 'S';
    actor.send(reused);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(journalText(actor.getSnapshot().context.game)).toBe('D');
    actor.stop();
  });

  it('two actors on one game value, sent the same event object, each play it on their own game', () => {
    const game = gameOfDeck(W1);
    const first = createActor(gameMachine, { input: { game } }).start();
    const second = createActor(gameMachine, { input: { game } }).start();
    const move: GameEvent = { type: 'move', from: 'T1', to: 'F' };
    first.send(move);
    second.send({ type: 'draw' });
    second.send(move);
    expect(journalText(first.getSnapshot().context.game)).toBe('T1-F');
    expect(journalText(second.getSnapshot().context.game)).toBe('D T1-F');
    expect(journalText(game)).toBe('');
  });
});

describe('eventAction: the journal action an event stands for', () => {
  it('names each play event’s action, a redo’s undone one, a tap’s target; null for a new game and for nothing to redo', () => {
    const game = gameOfDeck(W1);
    expect(eventAction(game, { type: 'draw', t: 5 })).toEqual({ type: 'draw' });
    expect(eventAction(game, { type: 'recycle' })).toEqual({ type: 'recycle' });
    expect(eventAction(game, { type: 'undo' })).toEqual({ type: 'undo' });
    // a drop's index and the time are not part of the action
    expect(eventAction(game, { type: 'move', from: 'T1', to: 'F', index: 0, t: 9 })).toEqual({
      type: 'move',
      from: 'T1',
      to: 'F',
    });
    expect(eventAction(game, { type: 'act', action: { type: 'move', from: 'W', to: 'F2' } })).toEqual({
      type: 'move',
      from: 'W',
      to: 'F2',
    });
    expect(eventAction(game, { type: 'redo' })).toBeNull();
    const undone = must(act(must(act(game, { type: 'draw' })), { type: 'undo' }));
    expect(eventAction(undone, { type: 'redo' })).toEqual({ type: 'draw' });
    // W1's T1 is an ace: a tap sends it to its foundation (`F`)
    expect(eventAction(game, { type: 'tap', pile: 'T1' })).toEqual({ type: 'move', from: 'T1', to: 'F' });
    expect(eventAction(game, { type: 'tap', pile: 'F1' })).toBeNull();
    // a double tap puts a card on a column (RULES §6): none takes an ace
    expect(eventAction(game, { type: 'doubleTap', pile: 'T1' })).toBeNull();
    expect(eventAction(game, { type: 'newGame', game: gameOfDeck(W1) })).toBeNull();
  });
});
