import { onMounted, onScopeDispose, ref, watch, type Ref, type WatchSource } from 'vue';

/**
 * Whether a header must drop its buttons' words (Undo and Redo keep their arrows) to stay on as few
 * rows as with them dropped: true only when the words would cost a row, so a header with room keeps
 * them. Measured on the page (the header's height with the words hidden and shown, in one go before
 * any paint), again whenever the header's box or `contents` change; false where there is no layout
 * (unit tests).
 * @param element the header; the class `tight` on it is what hides the words (style.css)
 * @param contents what the header shows, whose length can change its rows (a status, the mode line)
 */
export function useWordsFit(element: Ref<HTMLElement | null>, contents: WatchSource<unknown>[]): Ref<boolean> {
  const tight = ref(false);
  const measure = () => {
    const el = element.value;
    if (!el || el.offsetHeight <= 0) return;
    el.classList.add('tight');
    const without = el.offsetHeight;
    el.classList.remove('tight');
    const dropped = el.offsetHeight > without;
    // left as measured: the class binding patches only when `tight` changes
    el.classList.toggle('tight', dropped);
    tight.value = dropped;
  };
  let observer: ResizeObserver | null = null;
  onMounted(() => {
    measure();
    if (typeof ResizeObserver !== 'undefined' && element.value) {
      observer = new ResizeObserver(measure);
      observer.observe(element.value);
    }
  });
  watch(contents, measure, { flush: 'post' });
  onScopeDispose(() => observer?.disconnect());
  return tight;
}
