import { onScopeDispose } from 'vue';

/** Where a tap landed: a pile and, for a card, its index in the pile. */
export interface TapTarget {
  readonly pile: string;
  readonly index: number;
}

/**
 * Tells single taps from double taps (RULES §6): a single tap waits `windowMs` for a second tap on
 * the same card; a second tap in time cancels it and becomes a double tap. A tap elsewhere first
 * lets the waiting single tap happen, so no tap is lost.
 * @param single called for a single tap once the window has passed
 * @param double called at once for a double tap
 */
export function useTapTimer<T extends TapTarget>(windowMs: () => number, single: (t: T) => void, double: (t: T) => void) {
  let pending: { target: T; timer: ReturnType<typeof setTimeout> } | null = null;

  /** Fires the waiting single tap now, if any. */
  const flush = (): void => {
    if (!pending) return;
    const { target, timer } = pending;
    clearTimeout(timer);
    pending = null;
    single(target);
  };

  const tap = (target: T): void => {
    if (pending && pending.target.pile === target.pile && pending.target.index === target.index) {
      clearTimeout(pending.timer);
      pending = null;
      double(target);
      return;
    }
    flush();
    const timer = setTimeout(() => {
      pending = null;
      single(target);
    }, windowMs());
    pending = { target, timer };
  };

  const cancel = (): void => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };

  onScopeDispose(cancel);
  return { tap, flush, cancel };
}
