import { onScopeDispose } from 'vue';

/** Where a tap landed: a pile and, for a card, its index in the pile. */
export interface TapTarget {
  readonly pile: string;
  readonly index: number;
}

/**
 * Tells single taps from double taps (RULES §6): a second tap on the same card within `windowMs` of
 * the first makes a double tap. The first tap's single tap either waits that window (`tap(t, true)`:
 * a second tap in time cancels it) or happens at once (`tap(t, false)`: the caller knows the second
 * tap cannot change its meaning; a second tap in time still makes a double tap). A tap elsewhere
 * first lets a waiting single tap happen, so no tap is lost.
 * @param windowMs read at each tap, so a changed setting applies to the next one
 * @param single called for a single tap: at once, or once the window has passed
 * @param double called at once for a double tap
 */
export function useTapTimer<T extends TapTarget>(
  windowMs: () => number,
  single: (t: T) => void,
  double: (t: T) => void,
) {
  /** The last first tap still within its window; `done` once its single tap has happened. */
  let pending: { target: T; timer: ReturnType<typeof setTimeout>; done: boolean } | null = null;

  /** Fires the waiting single tap now, if any, and closes the window. */
  const flush = (): void => {
    if (!pending) return;
    const { target, timer, done } = pending;
    clearTimeout(timer);
    pending = null;
    if (!done) single(target);
  };

  /**
   * A tap on `target`.
   * @param waits whether its single tap waits for a possible second tap (default) or happens at once
   */
  const tap = (target: T, waits = true): void => {
    if (pending && pending.target.pile === target.pile && pending.target.index === target.index) {
      clearTimeout(pending.timer);
      pending = null;
      double(target);
      return;
    }
    flush();
    const entry = {
      target,
      done: !waits,
      timer: setTimeout(() => {
        if (pending === entry) pending = null;
        if (!entry.done) single(target);
      }, windowMs()),
    };
    pending = entry;
    if (!waits) single(target);
  };

  /** Closes a window whose single tap has already happened (the position changed: a second tap there is a new first tap). */
  const forgetDone = (): void => {
    if (!pending?.done) return;
    clearTimeout(pending.timer);
    pending = null;
  };

  const cancel = (): void => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };

  onScopeDispose(cancel);
  return { tap, flush, forgetDone, cancel };
}
