import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frameAt, framePosition } from '../src/timeline.js';

describe('the timeline: where a frame sits along the strip, the review chart and the scrubber', () => {
  it('places a frame at the middle of its segment: a 3-action game (4 frames) from 12.5% to 87.5%', () => {
    expect([0, 1, 2, 3].map((i) => framePosition(i, 4))).toEqual([0.125, 0.375, 0.625, 0.875]);
    expect(framePosition(0, 1)).toBe(0.5);
    expect(framePosition(0, 0)).toBe(0.5);
  });

  it('a point of a frame’s segment is that frame; outside the timeline, the first or the last frame', () => {
    expect(frameAt(0, 4)).toBe(0);
    expect(frameAt(0.2499, 4)).toBe(0);
    expect(frameAt(0.25, 4)).toBe(1);
    expect(frameAt(1, 4)).toBe(3);
    expect(frameAt(-0.3, 4)).toBe(0);
    expect(frameAt(1.7, 4)).toBe(3);
    expect(frameAt(0.5, 0)).toBe(0);
  });

  it('the frame at a frame’s place is that frame', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 250_000 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }))),
        ([frames, index]) => frameAt(framePosition(index, frames), frames) === index,
      ),
    );
  });
});
