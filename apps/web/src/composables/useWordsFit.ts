import { onMounted, onScopeDispose, ref, watch, type Ref, type WatchSource } from 'vue';

/** Whether any of the lines `whole` picks in `el` is cut: wider than its box. */
const anyCut = (el: HTMLElement, whole: string): boolean =>
  whole !== '' && [...el.querySelectorAll<HTMLElement>(whole)].some((line) => line.scrollWidth > line.clientWidth);

/**
 * Whether a header must drop its buttons' words (Undo and Redo keep their arrows): true only when the
 * words would cost a row, or would cut a line that shows whole without them (a variant's mode line
 * beside them at 1280 px), so a header with room keeps them. Measured on the page (the header with the
 * words hidden and shown, in one go before any paint), again whenever the header's box or `contents`
 * change; false where there is no layout (unit tests).
 * @param element the header; the class `tight` on it is what hides the words (style.css)
 * @param contents what the header shows, whose length can change its rows or cut a line (a status,
 *   the mode line, the figures)
 * @param whole a selector for the lines in the header that may be cut (`overflow: clip`) and are worth
 *   the words; none by default
 */
export function useWordsFit(
  element: Ref<HTMLElement | null>,
  contents: WatchSource<unknown>[],
  whole = '',
): Ref<boolean> {
  const tight = ref(false);
  const measure = () => {
    const el = element.value;
    if (!el || el.offsetHeight <= 0) return;
    el.classList.add('tight');
    const without = el.offsetHeight;
    const cutWithout = anyCut(el, whole);
    el.classList.remove('tight');
    const dropped = el.offsetHeight > without || (!cutWithout && anyCut(el, whole));
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
