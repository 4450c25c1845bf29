import { describe, expect, it } from 'vitest';
import { axisPlace, boxesMeet, type Box } from '../src/chartAxis.js';

const box = (left: number, top: number, width = 16, height = 16): Box => ({ left, top, width, height });
/** The 100%, 50% and 0% labels of a 960 by 76 px plot, at its left edge. */
const LABELS = [box(3, 1, 34, 12), box(3, 32, 30, 12), box(3, 63, 24, 12)];

describe('the review chart axis labels', () => {
  it('boxes meet when they share area, not when they only touch', () => {
    expect(boxesMeet(box(0, 0), box(15, 15))).toBe(true);
    expect(boxesMeet(box(0, 0), box(16, 0))).toBe(false);
    expect(boxesMeet(box(0, 0), box(0, 16))).toBe(false);
  });

  it('the labels stay at the left edge while no marker covers them there', () => {
    expect(axisPlace(LABELS, 960, [])).toEqual({ edge: 'left', covered: [false, false, false] });
    expect(axisPlace(LABELS, 960, [box(40, 30), box(3, 14)])).toEqual({ edge: 'left', covered: [false, false, false] });
  });

  it('a marker on the 50% label at the left edge (luck at the first action) sends all three to the right edge', () => {
    expect(axisPlace(LABELS, 960, [box(-6, 27), box(940, 2)])).toEqual({ edge: 'left', covered: [false, true, false] });
    expect(axisPlace(LABELS, 960, [box(-6, 27)])).toEqual({ edge: 'right', covered: [false, false, false] });
  });

  it('covered at both edges: the edge with fewer covered labels, the left one on a tie, the covered ones flagged', () => {
    const left = [box(-6, 27), box(0, 62)];
    expect(axisPlace(LABELS, 960, [...left, box(940, 30)])).toEqual({ edge: 'right', covered: [false, true, false] });
    expect(axisPlace(LABELS, 960, [box(-6, 27), box(940, 30)])).toEqual({
      edge: 'left',
      covered: [false, true, false],
    });
  });
});
