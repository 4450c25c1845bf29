import { onMounted, onScopeDispose, ref, type Ref } from 'vue';

/** An element's content box in CSS pixels. */
export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The size of `element`'s box, kept up to date with a ResizeObserver, so the board can size its
 * cards to the screen (layout.ts `boardGeometry`). It is null before the first measurement and where
 * there is no layout (unit tests). The first measurement is the observer's first report, made after
 * the frame's layout and before its paint: measuring at mount would force that layout into the
 * mounting task (a long replay's first render spent 16 ms of its task there), and the first paint
 * shows the measured size either way.
 */
export function useBoxSize(element: Ref<HTMLElement | null>): Ref<BoxSize | null> {
  const size = ref<BoxSize | null>(null);
  let observer: ResizeObserver | null = null;
  const measure = () => {
    const el = element.value;
    if (!el || el.clientWidth <= 0 || el.clientHeight <= 0) return;
    const last = size.value;
    if (!last || last.width !== el.clientWidth || last.height !== el.clientHeight)
      size.value = { width: el.clientWidth, height: el.clientHeight };
  };
  onMounted(() => {
    if (typeof ResizeObserver === 'undefined') return measure();
    if (!element.value) return;
    observer = new ResizeObserver(measure);
    observer.observe(element.value);
  });
  onScopeDispose(() => observer?.disconnect());
  return size;
}
