/**
 * A list of rows of one fixed height, scrolled inside its box: which rows to draw and where to scroll
 * to show one. Arithmetic on the row height only, so it costs the same for 10 rows or 234,001 (a
 * virtualizer that keeps a start and size per row makes a pass over every row when the list is made).
 */

/** Where the list box is: its scroll offset and the height in sight, in CSS pixels. */
export interface RowView {
  readonly scrollTop: number;
  readonly height: number;
}

/**
 * The rows to draw: those in sight, `overscan` more beyond each edge, and `always` (the current row,
 * so it is in the DOM wherever the list is scrolled), in increasing order.
 * @param count rows in the list
 * @param rowPx one row's height (CSS pixels, more than 0)
 */
export function rowsToDraw(count: number, rowPx: number, view: RowView, overscan: number, always: number): number[] {
  if (count <= 0) return [];
  const first = Math.max(0, Math.floor(view.scrollTop / rowPx) - overscan);
  const last = Math.min(count - 1, Math.ceil((view.scrollTop + view.height) / rowPx) - 1 + overscan);
  const rows: number[] = [];
  if (always >= 0 && always < first) rows.push(always);
  for (let i = first; i <= last; i++) rows.push(i);
  if (always > last && always < count) rows.push(always);
  return rows;
}

/**
 * The scroll offset that brings row `index` whole into sight with the least movement (its top, when the
 * row is taller than the box), or null when it is in sight already.
 */
export function scrollToShow(index: number, rowPx: number, view: RowView): number | null {
  const top = index * rowPx;
  if (top < view.scrollTop) return top;
  const bottom = top + rowPx;
  if (bottom <= view.scrollTop + view.height) return null;
  // its bottom at the box's bottom; a row taller than the box, its top at the box's top
  const to = Math.min(top, Math.max(0, bottom - view.height));
  return to === view.scrollTop ? null : to;
}
