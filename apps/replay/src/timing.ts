import type { Frame } from './frames.js';
import type { Speed, Timing } from './playback.machine.js';

/** Milliseconds between two actions in step mode at 1x. */
const STEP_MS = 700;
/** The shortest wait between two actions, so the board can still be followed at 8x. */
const MIN_TICK_MS = 40;

/** How real-time playback treats recorded times. */
export interface TickOptions {
  readonly timing: Timing;
  readonly speed: Speed;
  /** In real time, the longest wait between two actions in recorded milliseconds (before speed); null keeps every pause. */
  readonly maxPauseMs: number | null;
}

/**
 * How long playback waits at frame `index` before showing the next one, in milliseconds.
 * Step mode ignores recorded times; real time waits the recorded gap `t[index+1] - t[index]`
 * (shortened to `maxPauseMs` when set), falling back to the step wait where a time is missing.
 */
export function tickDelay(frames: readonly Frame[], index: number, options: TickOptions): number {
  const step = STEP_MS / options.speed;
  if (options.timing === 'step') return Math.max(MIN_TICK_MS, step);
  const from = frames[index]?.t;
  const to = frames[index + 1]?.t;
  if (from === undefined || to === undefined) return Math.max(MIN_TICK_MS, step);
  const gap = Math.max(0, to - from);
  const capped = options.maxPauseMs === null ? gap : Math.min(gap, options.maxPauseMs);
  return Math.max(MIN_TICK_MS, capped / options.speed);
}
