import { describe, expect, test } from 'vitest';
import { CHART_TRANSITIONS } from '../src/model.js';
import { coveringSample, generatedPaths, pathReach, type GeneratedPath } from '../src/sample.js';

const union = (paths: readonly GeneratedPath[], part: 'main' | 'edges'): string[] =>
  [...new Set(paths.flatMap((p) => [...pathReach(p)[part]]))].sort();
const events = (paths: readonly GeneratedPath[]): number => paths.reduce((n, p) => n + p.events.length, 0);

describe('a covering sample of the generated paths (for the browser run)', () => {
  const paths = generatedPaths('main');
  const all = union(paths, 'main');

  test('the generated paths are the ones of the model graph, without the init event', () => {
    expect(paths.length).toBeGreaterThan(600);
    expect(paths.every((p) => p.start === 'main' && p.events.every((e) => (e.type as string) !== 'xstate.init'))).toBe(
      true,
    );
    // every accepted chart transition and reaching a win are among them (refusals are probed by the runner)
    const accepted = CHART_TRANSITIONS.filter((t) => !t.endsWith(':refused')).map((t) => `chart ${t}`);
    expect(accepted.filter((t) => !all.includes(t))).toEqual([]);
  });

  test('reaches every abstract state and chart transition the whole set reaches, with few events', () => {
    const sample = coveringSample(paths, 0);
    expect(union(sample, 'main')).toEqual(all);
    expect(sample.length).toBeLessThan(paths.length / 10);
    expect(sample.every((p) => paths.includes(p))).toBe(true);
  });

  test('spends a budget on abstract transitions, and is the same on every call', () => {
    const base = coveringSample(paths, 0);
    const sample = coveringSample(paths, events(base) + 100);
    expect(events(sample)).toBeLessThanOrEqual(events(base) + 100);
    expect(union(sample, 'edges').length).toBeGreaterThan(union(base, 'edges').length);
    expect(coveringSample(paths, events(base) + 100)).toEqual(sample);
  });
});
