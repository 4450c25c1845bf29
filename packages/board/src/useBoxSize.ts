import { onMounted, onScopeDispose, ref, type Ref } from 'vue';

/** An element's content box in CSS pixels. */
export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The size of `element`'s box, kept up to date with a ResizeObserver, so the board can size its
 * cards to the screen (layout.ts `boardGeometry`). It is null before the first measurement and where
 * there is no layout (unit tests).
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
    measure();
    if (typeof ResizeObserver !== 'undefined' && element.value) {
      observer = new ResizeObserver(measure);
      observer.observe(element.value);
    }
  });
  onScopeDispose(() => observer?.disconnect());
  return size;
}
