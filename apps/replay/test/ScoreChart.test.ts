import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import ScoreChart from '../src/components/ScoreChart.vue';
import { makeI18n } from '../src/i18n/index.js';

const chartOf = (scores: number[], scoring: 'normal' | 'vegas', language: 'en' | 'he' = 'en') =>
  mount(ScoreChart, {
    props: { scores: Float64Array.from(scores), index: 1, scoring },
    global: { plugins: [makeI18n([language])] },
  });

describe('the score chart names its axes', () => {
  it('the score up, from its lowest to its highest; the actions along, from 0 to the last', () => {
    const w = chartOf([0, 5, 15, 10, 25], 'normal');
    expect(w.get('[data-testid="chart-y-title"]').text()).toBe('Score');
    expect(w.get('[data-testid="chart-y-max"]').text()).toBe('25');
    expect(w.get('[data-testid="chart-y-min"]').text()).toBe('0');
    expect(w.get('[data-testid="chart-x-title"]').text()).toBe('Action');
    expect(w.get('[data-testid="chart-x-from"]').text()).toBe('0');
    expect(w.get('[data-testid="chart-x-to"]').text()).toBe('4');
  });

  it('in dollars for Vegas, the axis from its lowest score up to zero (the dashed line) at least', () => {
    const w = chartOf([-52, -47, -42], 'vegas');
    expect(w.get('[data-testid="chart-y-max"]').text()).toBe('$0');
    expect(w.get('[data-testid="chart-y-min"]').text()).toBe('-$52');
  });
});
