/**
 * Runs `work` once the frame being prepared is painted and the browser is idle, and at the latest
 * after `withinMs` milliseconds (`requestIdleCallback` with a timeout). Where there is no idle
 * callback (Safari), after the next frame: a timer set from a `requestAnimationFrame` callback runs
 * after that frame is painted. Work a tap causes but the board does not need (saving the game) goes
 * here, so the tap's frame is painted first.
 * @returns a function that cancels `work` if it has not run yet
 */
export function afterPaint(work: () => void, withinMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: withinMs });
    return () => cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  else timer = setTimeout(work, 0);
  return () => {
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
