import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  gameFromPosition,
  gameMachine,
  makeRules,
  play,
  REFUSAL_CODES,
  undo,
  type GameEvent,
  type Refusal,
  type RefusalCode,
  type RulesOptions,
} from '../src/index.js';
import { fillPosition, gameOfPosition, positionOf } from './helpers.js';

/** The refusal a machine gives for the last of `events`, all before it accepted. */
function lastRefusal(position: string, options: RulesOptions, events: readonly GameEvent[]): Refusal | null {
  const actor = createActor(gameMachine, { input: { game: gameOfPosition(position, options) } }).start();
  for (const [i, event] of events.entries()) {
    actor.send(event);
    const { refusal } = actor.getSnapshot().context;
    if (i < events.length - 1 && refusal !== null) throw new Error(`event ${i + 1} refused: ${refusal.message}`);
  }
  const { refusal } = actor.getSnapshot().context;
  actor.stop();
  return refusal;
}

const START = fillPosition({ T: ['Ad', '5s', '#Kh 7c', '8d'], W: '2s' });
const WON = 'T1:;T2:;T3:;T4:;T5:;T6:;T7:;F: Ks Kh Kd Kc;S:;W:';
const move = (from: string, to: string) => ({ type: 'move', from, to }) as GameEvent;

/** One position and event sequence per code, from RULES §3-6: the last event is refused with that code. */
const CASES: Record<RefusalCode, { position: string; options?: RulesOptions; events: GameEvent[] }> = {
  STOCK_EMPTY: { position: fillPosition({ T: ['Ad'], rest: 'W' }), events: [{ type: 'draw' }] },
  STOCK_NOT_EMPTY: { position: START, events: [{ type: 'recycle' }] },
  WASTE_EMPTY: { position: fillPosition({ T: ['Ad'] }), events: [move('W', 'F')] },
  NO_PASSES_LEFT: {
    position: fillPosition({ T: ['Ad'], rest: 'W' }),
    options: { scoring: 'vegas' },
    events: [{ type: 'recycle' }],
  },
  COLUMN_EMPTY: { position: START, events: [move('T7', 'T1')] },
  FOUNDATION_EMPTY: { position: START, events: [move('F1', 'T2')] },
  SAME_COLUMN: { position: START, events: [move('T3', 'T3')] },
  NO_FIT: { position: START, events: [move('T2', 'T4')] },
  NOT_OWN_FOUNDATION: { position: START, events: [move('T1', 'F1')] },
  NO_FOUNDATION_RETURN: {
    position: START,
    options: { preset: 'classic' },
    events: [move('T1', 'F'), move('F3', 'T2')],
  },
  GAME_WON: { position: WON, events: [] },
  NOTHING_TO_UNDO: { position: START, events: [{ type: 'undo' }] },
  // RULES §5 "Any other action clears what can be redone"
  NOTHING_TO_REDO: { position: START, events: [move('T1', 'F'), { type: 'undo' }, { type: 'draw' }, { type: 'redo' }] },
  NO_TARGET: { position: START, events: [{ type: 'tap', pile: 'T2' }] },
  NO_COLUMN_FITS: { position: START, events: [{ type: 'doubleTap', pile: 'T1' }] },
  // the 7c fits on the 8d of T4 but on no foundation: a tap says a double tap or a drag would move it
  NO_FOUNDATION_FITS: { position: START, events: [{ type: 'tap', pile: 'T3' }] },
  // RULES §10.2 "Jokers never go to a foundation": a tap on a joker says so
  JOKER_NO_FOUNDATION: {
    position: fillPosition({ T: ['Jk', '#Ah Jk'] }),
    options: { variant: 'jokers' },
    events: [{ type: 'tap', pile: 'T2' }],
  },
};

describe('refusal codes (REFUSAL_CODES)', () => {
  it('lists each code once, and the table below has a case for each and no other', () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    expect(Object.keys(CASES).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it.each(REFUSAL_CODES.filter((code) => code !== 'GAME_WON'))(
    '%s is produced by the machine, with a message',
    (code) => {
      const { position, options = {}, events } = CASES[code];
      const refusal = lastRefusal(position, options, events);
      expect(refusal?.code).toBe(code);
      expect(refusal?.message.trim()).not.toBe('');
    },
  );

  it('GAME_WON is what the rule and undo say once won (the machine, in its final state, takes no event)', () => {
    const won = gameOfPosition(WON);
    for (const result of [play(won, { type: 'draw' }), undo(won)]) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('GAME_WON');
        expect(result.error.message.trim()).not.toBe('');
      }
    }
  });

  it('a position past the pass limit is refused with NO_PASSES_LEFT, with a message', () => {
    const result = gameFromPosition(positionOf(fillPosition({ T: ['Ad'], P: 2 })), makeRules({ scoring: 'vegas' }));
    expect(result.ok ? null : result.error.code).toBe('NO_PASSES_LEFT');
    expect(result.ok ? '' : result.error.message).not.toBe('');
  });
});
