/**
 * The replay's timeline, one home for where a frame sits along it: the winnable strip (one segment
 * per frame), the review's chart above it and the scrubber's thumb all place frame `index` of
 * `frames` at the middle of its segment, so the three line up at any width.
 */

/**
 * Where frame `index` sits along the timeline, in 0..1 of its width: the middle of its segment,
 * `(index + 0.5) / frames` (frame 0 of 4 at 0.125, frame 3 of 4 at 0.875).
 * @param index the frame, 0 (the deal) to `frames - 1`
 * @param frames how many frames the recording has (at least one is counted)
 */
export const framePosition = (index: number, frames: number): number => (index + 0.5) / Math.max(1, frames);

/**
 * The frame whose segment holds a point at `fraction` of the timeline's width (a click on the strip
 * or the chart), clamped to the recording.
 * @param fraction 0..1 from the timeline's start (outside it: the first or the last frame)
 * @param frames how many frames the recording has
 * @returns a frame index, 0 to `frames - 1`
 */
export const frameAt = (fraction: number, frames: number): number =>
  Math.min(Math.max(1, frames) - 1, Math.max(0, Math.floor(fraction * frames)));
