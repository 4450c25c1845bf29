import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import type * as GameModule from '../src/game.js';
import type { gameMachine as GameMachine } from '../src/machine.js';
import { gameOfDeck, W1 } from './helpers.js';

// Count the machine's calls of `act` (the rule behind every play event), keeping its behaviour. The
// engine's files share a worker's modules (vitest.config.ts), so another file may have loaded
// game.js already: the module cache is emptied first, so that this file's machine.js loads the
// counting game.js, and emptied again after, so that no later file gets it.
vi.resetModules();
vi.doMock('../src/game.js', async (importOriginal) => {
  const original = await importOriginal<typeof GameModule>();
  return { ...original, act: vi.fn(original.act) };
});
const gameModule = await import('../src/game.js');
const { gameMachine }: { gameMachine: typeof GameMachine } = await import('../src/machine.js');
const act = vi.mocked(gameModule.act);
afterAll(() => {
  vi.doUnmock('../src/game.js');
  vi.resetModules();
});

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
