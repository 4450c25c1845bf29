import { onMounted, onScopeDispose, ref, watch, type Ref, type WatchSource } from 'vue';

/** Whether any of the lines `whole` picks in `el` is cut: wider than its box. */
const anyCut = (el: HTMLElement, whole: string): boolean =>
  whole !== '' && [...el.querySelectorAll<HTMLElement>(whole)].some((line) => line.scrollWidth > line.clientWidth);

/**
 * How many of a header's steps of making room it must take (each step a class on it that makes more
 * room than the one before; GameView's are its buttons' words, then their padding, then the mode
 * line's Thoughtful end): the fewest steps that make the header no longer than taking them all does,
 * and that leave whole the lines taking them all shows whole (a variant's mode line beside the words
 * at 1280 px), so a header with room keeps its words. The header's length is its content's height
 * (`scrollHeight`): a row more across the top, a line more in the side column of a phone held
 * sideways, whose box keeps the screen's height and scrolls. Measured on the page (the header with
 * every step taken, then with fewer, in one go before any paint), again whenever the header's box or
 * `contents` change; 0 where there is no layout (unit tests).
 * @param element the header; the classes `steps` on it are what make the room (style.css)
 * @param contents what the header shows, whose length can change its rows or cut a line (a status,
 *   the mode line, the figures)
 * @param whole a selector for the lines in the header that may be cut (`overflow: clip`) and are worth
 *   the words; none by default
 * @param steps the classes, each making more room than the one before, taken in order; `tight` alone
 *   by default
 * @returns the number of steps taken, the first that many classes of `steps` set on the header
 */
export function useWordsFit(
  element: Ref<HTMLElement | null>,
  contents: WatchSource<unknown>[],
  whole = '',
  steps: readonly string[] = ['tight'],
): Ref<number> {
  const taken = ref(0);
  const measure = () => {
    const el = element.value;
    if (!el || el.offsetHeight <= 0) return;
    const take = (n: number) => steps.forEach((step, i) => el.classList.toggle(step, i < n));
    take(steps.length);
    const least = el.scrollHeight;
    const cutAtLeast = anyCut(el, whole);
    let n = 0;
    for (; n < steps.length; n++) {
      take(n);
      if (el.scrollHeight <= least && (cutAtLeast || !anyCut(el, whole))) break;
    }
    // left as measured: the class binding patches only when `taken` changes
    take(n);
    taken.value = n;
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
  return taken;
}
