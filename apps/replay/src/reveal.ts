/** The nearest ancestor of `el` that scrolls vertically, else the document's scrolling element. */
function scrollerOf(el: Element): Element | null {
  for (let up = el.parentElement; up; up = up.parentElement) {
    const overflow = getComputedStyle(up).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && up.scrollHeight > up.clientHeight) return up;
  }
  return document.scrollingElement;
}

/**
 * Scrolls the page just enough that the bottom of `el` shows above the playback controls, when those
 * stay at the foot of the screen (`position: sticky`, the wide layout) and cover it. Something that
 * shows now and then under the board (the review's chart) takes its room from the page, never from
 * the board (see `useBoardRoom`), so it can open under the controls, out of sight.
 * @param el the element to bring into sight (the row under the board)
 * @param controls the playback controls
 * @returns nothing; does nothing when either is missing, the controls do not stay at the foot, or
 *   `el` is already in sight above them
 */
export function revealAboveControls(el: Element | null, controls: Element | null): void {
  if (!el || !controls || getComputedStyle(controls).position !== 'sticky') return;
  const hidden = el.getBoundingClientRect().bottom - controls.getBoundingClientRect().top;
  if (hidden > 0) scrollerOf(el)?.scrollBy({ top: Math.ceil(hidden) });
}
