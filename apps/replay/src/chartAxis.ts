/**
 * Where the review chart's axis labels (100%, 50%, 0%) sit so no marker covers them: the chart is a
 * timeline, and a long game's first actions crowd its left edge, where the labels are.
 */

/** A box in CSS pixels, from the plot's top left corner. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes share some area (boxes that only touch do not). */
export const boxesMeet = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** An edge of the plot: the timeline runs left to right in every language. */
export type AxisEdge = 'left' | 'right';

/** Where the axis labels go, and which of them a marker still covers there (in the labels' order). */
export interface AxisPlace {
  readonly edge: AxisEdge;
  readonly covered: readonly boolean[];
}

/**
 * The edge of the plot the axis labels go to, all together so they read as one scale: the left one,
 * where a reader looks for them, unless a marker covers one of them there (a luck marker at the first
 * action of a long game sits on the 50% label); then the right one if fewer labels are covered there.
 * A label still covered is flagged, so it can be drawn over the markers.
 * @param labels the labels' boxes at the left edge (at the right edge each is its mirror image)
 * @param plotWidth the plot's width
 * @param marks the markers' boxes
 * @returns the edge, and for each label whether a marker covers it there
 */
export function axisPlace(labels: readonly Box[], plotWidth: number, marks: readonly Box[]): AxisPlace {
  const coveredAt = (edge: AxisEdge): boolean[] =>
    labels.map((label) => {
      const at = edge === 'left' ? label : { ...label, left: plotWidth - label.left - label.width };
      return marks.some((m) => boxesMeet(at, m));
    });
  const count = (covered: readonly boolean[]): number => covered.filter(Boolean).length;
  const left = coveredAt('left');
  if (count(left) === 0) return { edge: 'left', covered: left };
  const right = coveredAt('right');
  return count(right) < count(left) ? { edge: 'right', covered: right } : { edge: 'left', covered: left };
}
