import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import WinnableStrip from '../src/components/WinnableStrip.vue';
import { makeI18n } from '../src/i18n/index.js';
import type { StripState } from '../src/strip.js';

const strip = (states: readonly StripState[] | null, frames: number, index = 0) =>
  mount(WinnableStrip, {
    props: { states, frames, index, summary: '' },
    global: { plugins: [makeI18n(['en'])] },
  });

const runs = (wrapper: ReturnType<typeof strip>) =>
  wrapper
    .findAll('.strip-run')
    .map((b) => [b.attributes('data-state'), Number(b.attributes('data-from')), Number(b.attributes('data-to'))]);

describe('WinnableStrip', () => {
  it('while the solver searches (no states made), one pending run over every frame, as a strip of pending cells draws', () => {
    const frames = 234_001;
    const searching = strip(null, frames, 117_000);
    expect(runs(searching)).toEqual([['pending', 0, frames - 1]]);
    const cells = strip(new Array<StripState>(frames).fill('pending'), frames, 117_000);
    expect(runs(cells)).toEqual(runs(searching));
    // the marker of the frame shown stands at the same place
    expect(searching.get('.strip-now').attributes('style')).toBe(cells.get('.strip-now').attributes('style'));
    expect(runs(strip(null, 0))).toEqual([]);
  });

  it('draws the runs of the states it is given', () => {
    expect(runs(strip(['winnable', 'winnable', 'lost', 'unknown'], 4))).toEqual([
      ['winnable', 0, 1],
      ['lost', 2, 2],
      ['unknown', 3, 3],
    ]);
  });
});
