import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playbackMachine, type PlaybackEvent } from '../src/playback.machine.js';

function run(last: number, events: readonly PlaybackEvent[], index?: number) {
  const actor = createActor(playbackMachine, { input: index === undefined ? { last } : { last, index } });
  actor.start();
  for (const e of events) actor.send(e);
  const s = actor.getSnapshot();
  actor.stop();
  return {
    state: s.value,
    index: s.context.index,
    speed: s.context.speed,
    timing: s.context.timing,
    can: (e: PlaybackEvent) => s.can(e),
  };
}

describe('playbackMachine', () => {
  it('starts paused at the start', () => {
    expect(run(5, [])).toMatchObject({ state: 'paused', index: 0, speed: 1, timing: 'step' });
  });

  it('an empty journal is already at its end', () => {
    expect(run(0, []).state).toBe('ended');
    expect(run(0, [{ type: 'play' }])).toMatchObject({ state: 'ended', index: 0 });
  });

  it('plays one frame per tick and ends on the last', () => {
    expect(run(3, [{ type: 'play' }, { type: 'tick' }])).toMatchObject({ state: 'playing', index: 1 });
    expect(run(3, [{ type: 'play' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }])).toMatchObject({
      state: 'ended',
      index: 3,
    });
    expect(
      run(3, [{ type: 'play' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }]).index,
    ).toBe(3);
  });

  it('ignores ticks unless playing', () => {
    expect(run(3, [{ type: 'tick' }])).toMatchObject({ state: 'paused', index: 0 });
    expect(run(3, [{ type: 'play' }, { type: 'pause' }, { type: 'tick' }])).toMatchObject({
      state: 'paused',
      index: 0,
    });
    expect(run(3, [{ type: 'tick' }]).can({ type: 'tick' })).toBe(false);
    expect(run(3, [{ type: 'play' }]).can({ type: 'tick' })).toBe(true);
  });

  it('steps forward and back, stopping playback and staying in range', () => {
    expect(run(3, [{ type: 'forward' }, { type: 'forward' }])).toMatchObject({ state: 'paused', index: 2 });
    expect(run(3, [{ type: 'play' }, { type: 'tick' }, { type: 'forward' }])).toMatchObject({
      state: 'paused',
      index: 2,
    });
    expect(run(3, [{ type: 'back' }])).toMatchObject({ state: 'paused', index: 0 });
    expect(run(3, [{ type: 'forward' }, { type: 'forward' }, { type: 'forward' }, { type: 'forward' }])).toMatchObject({
      state: 'ended',
      index: 3,
    });
    expect(run(3, [{ type: 'seek', index: 3 }, { type: 'back' }])).toMatchObject({ state: 'paused', index: 2 });
  });

  it('seeks anywhere, clamped; the end is ended, playback keeps going elsewhere', () => {
    expect(run(10, [{ type: 'seek', index: 4 }])).toMatchObject({ state: 'paused', index: 4 });
    expect(run(10, [{ type: 'seek', index: 99 }])).toMatchObject({ state: 'ended', index: 10 });
    expect(run(10, [{ type: 'seek', index: -3 }])).toMatchObject({ state: 'paused', index: 0 });
    expect(run(10, [{ type: 'seek', index: Number.NaN }]).index).toBe(0);
    expect(run(10, [{ type: 'seek', index: 2.7 }]).index).toBe(2);
    expect(run(10, [{ type: 'play' }, { type: 'seek', index: 6 }])).toMatchObject({ state: 'playing', index: 6 });
    expect(
      run(10, [
        { type: 'seek', index: 10 },
        { type: 'seek', index: 0 },
      ]),
    ).toMatchObject({ state: 'paused', index: 0 });
  });

  it('play at the end starts over', () => {
    expect(run(4, [{ type: 'seek', index: 4 }, { type: 'play' }])).toMatchObject({ state: 'playing', index: 0 });
  });

  it('changes speed to an offered value only, and timing', () => {
    expect(run(4, [{ type: 'speed', speed: 8 }]).speed).toBe(8);
    expect(run(4, [{ type: 'speed', speed: 0.5 }]).speed).toBe(0.5);
    expect(run(4, [{ type: 'speed', speed: 3 as never }]).speed).toBe(1);
    expect(run(4, [{ type: 'timing', timing: 'real' }]).timing).toBe('real');
  });

  it('may start at a given frame', () => {
    expect(run(4, [], 2)).toMatchObject({ state: 'paused', index: 2 });
    expect(run(4, [], 9)).toMatchObject({ state: 'ended', index: 4 });
  });
});
