import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import * as gameModule from '../src/game.js';
import { gameMachine } from '../src/machine.js';
import { gameOfDeck, W1 } from './helpers.js';

// Count the machine's calls of `act` (the rule behind every play event), keeping its behaviour.
vi.mock('../src/game.js', async (importOriginal) => {
  const original = await importOriginal<typeof gameModule>();
  return { ...original, act: vi.fn(original.act) };
});
const act = vi.mocked(gameModule.act);

describe('game machine: one rule run per event (docs/architecture.md)', () => {
  it('an accepted and a refused event each run act once, with a live actor and with transition()', () => {
    const actor = createActor(gameMachine, { input: { game: gameOfDeck(W1) } }).start();
    for (const [event, refused] of [
      [{ type: 'move', from: 'T1', to: 'F' }, false],
      [{ type: 'move', from: 'T2', to: 'T3' }, true],
      [{ type: 'tap', pile: 'S' }, false],
    ] as const) {
      act.mockClear();
      actor.send(event);
      expect(act).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().context.refusal !== null).toBe(refused);
    }
    let [snapshot] = initialTransition(gameMachine, { game: gameOfDeck(W1) });
    act.mockClear();
    [snapshot] = transition(gameMachine, snapshot, { type: 'draw' });
    expect(act).toHaveBeenCalledTimes(1);
    act.mockClear();
    expect(snapshot.can({ type: 'draw' })).toBe(true);
    expect(act).not.toHaveBeenCalled();
  });
});
