import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';

/** The stage's share of the viewport's height on a narrow screen (style.css: `.stage` at 62dvh). */
const NARROW_STAGE_SHARE = 0.62;
/** The narrow layout's media query, as style.css writes it. */
const NARROW = '(max-width: 760px)';
/** The least board height, in CSS pixels: on a tiny window the page scrolls rather than the board vanishing. */
const MIN_BOARD_HEIGHT = 200;

/** The parts of the page that are always on screen around the board (their heights come from the viewport). */
export interface BoardSurround {
  /** The page's header bar. */
  readonly bar: () => Element | null;
  /** The line over the board (score, position, mode). */
  readonly info: () => Element | null;
  /** The row under it that is always there (the solver's strip, or a winning line's title), with its row's padding. */
  readonly base: () => Element | null;
  /** The row that holds `base` (its padding counts, not what else shows in it). */
  readonly row: () => Element | null;
  /** The playback controls (under the stage on a wide screen). */
  readonly controls: () => Element | null;
  /**
   * The review's chart once the player opened it, else null. On a wide screen it takes its room from
   * the board: with the page scrolled for it, the header, the info line and the board's top row went
   * out of sight over the sticky controls. It stays open once asked for, so the board changes once.
   */
  readonly review?: () => Element | null;
}

/** An element's height with its vertical margins, in CSS pixels (0 when absent). */
function outerHeight(el: Element | null): number {
  if (!el) return 0;
  const style = getComputedStyle(el);
  return el.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom);
}

/** The vertical padding and borders of an element, in CSS pixels (0 when absent). */
function verticalChrome(el: Element | null): number {
  if (!el) return 0;
  const s = getComputedStyle(el);
  return [s.paddingTop, s.paddingBottom, s.borderTopWidth, s.borderBottomWidth].reduce((a, v) => a + parseFloat(v), 0);
}

/**
 * The replay board's height in CSS pixels, from the viewport and the parts always around the board
 * only: what shows now and then (an error banner, a key moment's best action) takes its room from the
 * page, which scrolls, never from the board. So the board's arrangement and card size (`boardGeometry`
 * of its box) depend on the viewport, not on what else is shown; the one exception is the review's
 * chart on a wide screen (see {@link BoardSurround.review}), which the player opens and which then
 * stays. Measured when the view opens, when the window is resized and when the chart opens, never
 * when the surround's text changes (the strip's summary growing from "Checking…" to a verdict and a
 * button scrolls the page a little).
 * @param surround the elements always on screen around the board
 * @returns the height, null before the first measurement (and without layout, in unit tests)
 */
export function useBoardRoom(surround: BoardSurround): Ref<number | null> {
  const height = ref<number | null>(null);
  const measure = (): void => {
    if (typeof window === 'undefined' || window.innerHeight <= 0) return;
    const narrow = window.matchMedia(NARROW).matches;
    const free = narrow
      ? NARROW_STAGE_SHARE * window.innerHeight
      : window.innerHeight - outerHeight(surround.bar()) - outerHeight(surround.controls());
    const review = narrow ? 0 : outerHeight(surround.review?.() ?? null);
    const around =
      outerHeight(surround.info()) + outerHeight(surround.base()) + verticalChrome(surround.row()) + review;
    const next = Math.max(MIN_BOARD_HEIGHT, Math.floor(free - around));
    if (height.value !== next) height.value = next;
  };
  // after the render that mounts or unmounts the chart, when its height can be read; a narrow screen's
  // board keeps its height (the chart scrolls with the page there, the controls do not stay at the foot)
  if (surround.review)
    watch(surround.review, () => void (window.matchMedia(NARROW).matches || measure()), { flush: 'post' });
  onMounted(() => {
    measure();
    window.addEventListener('resize', measure);
  });
  onBeforeUnmount(() => window.removeEventListener('resize', measure));
  return height;
}
