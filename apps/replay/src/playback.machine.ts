import { assign, setup } from 'xstate';

/** Playback speeds offered, as multiples of recorded (or step) time. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];
/** `step`: a fixed wait between actions; `real`: the recorded times `t`. */
export type Timing = 'step' | 'real';

/** The playback controller's context: an index over the frames 0..last. */
export interface PlaybackContext {
  /** The frame shown: 0 = the start, N = after journal entry N. */
  readonly index: number;
  /** The last frame's index (the number of journal entries). */
  readonly last: number;
  readonly speed: Speed;
  readonly timing: Timing;
}

/** What the controls (and the timer, `tick`) tell the controller. */
export type PlaybackEvent =
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'forward' }
  | { readonly type: 'back' }
  | { readonly type: 'seek'; readonly index: number }
  | { readonly type: 'speed'; readonly speed: Speed }
  | { readonly type: 'timing'; readonly timing: Timing }
  | { readonly type: 'tick' };

/** Input: the number of journal entries, and where to start (default the start). */
export interface PlaybackInput {
  readonly last: number;
  readonly index?: number;
  readonly speed?: Speed;
}

const clamp = (index: number, last: number): number =>
  Number.isFinite(index) ? Math.min(last, Math.max(0, Math.trunc(index))) : 0;

/**
 * The replay's playback controller: an index over precomputed frames. `paused` and `ended` wait for
 * the controls; `playing` moves one frame per `tick` (the view sends ticks on a timer) and ends on the
 * last frame. Stepping stops playback; seeking keeps it going. `play` at the end starts over.
 */
export const playbackMachine = setup({
  types: {
    context: {} as PlaybackContext,
    events: {} as PlaybackEvent,
    input: {} as PlaybackInput,
  },
  guards: {
    atEnd: ({ context }) => context.index >= context.last,
    beforeEnd: ({ context }) => context.index < context.last,
  },
  actions: {
    next: assign({ index: ({ context }) => clamp(context.index + 1, context.last) }),
    previous: assign({ index: ({ context }) => clamp(context.index - 1, context.last) }),
    rewind: assign({ index: 0 }),
    seek: assign({
      index: ({ context, event }) => (event.type === 'seek' ? clamp(event.index, context.last) : context.index),
    }),
    setSpeed: assign({
      speed: ({ context, event }) =>
        event.type === 'speed' && (SPEEDS as readonly number[]).includes(event.speed) ? event.speed : context.speed,
    }),
    setTiming: assign({ timing: ({ context, event }) => (event.type === 'timing' ? event.timing : context.timing) }),
  },
}).createMachine({
  id: 'playback',
  context: ({ input }) => ({
    last: Math.max(0, Math.trunc(input.last)),
    index: clamp(input.index ?? 0, Math.max(0, Math.trunc(input.last))),
    speed: input.speed ?? 1,
    timing: 'step',
  }),
  initial: 'paused',
  on: {
    forward: { target: '.paused', actions: 'next' },
    back: { target: '.paused', actions: 'previous' },
    seek: { actions: 'seek' },
    speed: { actions: 'setSpeed' },
    timing: { actions: 'setTiming' },
  },
  states: {
    paused: {
      always: { guard: 'atEnd', target: 'ended' },
      on: { play: 'playing' },
    },
    playing: {
      always: { guard: 'atEnd', target: 'ended' },
      on: {
        tick: { actions: 'next' },
        pause: 'paused',
      },
    },
    ended: {
      always: { guard: 'beforeEnd', target: 'paused' },
      on: { play: { target: 'playing', actions: 'rewind' } },
    },
  },
});
