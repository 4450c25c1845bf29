import { describe, expect, test } from 'vitest';
import { EngineAdapter } from '../src/adapter.js';
import { mergeReports, type CoverageReport } from '../src/coverage.js';
import { coveringSample, generatedPaths, samplePart } from '../src/sample.js';
import { runSampledSuite } from '../src/suite.js';

const MAX_EVENTS = 80;

describe('the sampled model run in parts (the browser run, two workers)', () => {
  const sample = coveringSample(generatedPaths('main'), MAX_EVENTS);
  const events = (paths: readonly { events: readonly unknown[] }[]) =>
    paths.reduce((n, p) => n + p.events.length + 3, 0);

  test('every path of the sample is in exactly one part, in the sample’s order, the parts about even', () => {
    for (const count of [1, 2, 3]) {
      const parts = Array.from({ length: count }, (_, i) => samplePart(sample, i, count));
      expect(parts.flat().length).toBe(sample.length);
      expect(new Set(parts.flat()).size).toBe(sample.length);
      for (const part of parts) expect(part).toEqual(sample.filter((p) => part.includes(p)));
      const longest = Math.max(...sample.map((p) => p.events.length + 3));
      const loads = parts.map(events);
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(longest);
    }
    expect(samplePart(sample, 0, 1)).toEqual(sample);
    expect(() => samplePart(sample, 2, 2)).toThrow(RangeError);
    expect(() => samplePart(sample, 0, 0)).toThrow(RangeError);
  });

  test('the parts’ reports together miss what the whole run misses, no more', async () => {
    const run = async (part?: { index: number; count: number }) => {
      const { result, coverage } = await runSampledSuite(new EngineAdapter(), 'main', MAX_EVENTS, {
        probeRefusals: true,
        probeOnce: 'abstractState',
        ...(part ? { part } : {}),
      });
      expect(result.failures).toEqual([]);
      return coverage.report('engine', result.paths, result.steps);
    };
    const whole = await run();
    const merged = mergeReports([await run({ index: 0, count: 2 }), await run({ index: 1, count: 2 })]);
    expect(merged.abstractStates.missing).toEqual(whole.abstractStates.missing);
    expect(merged.chartTransitions.missing).toEqual(whole.chartTransitions.missing);
    // each part probes refusals where it first meets an abstract state, not always where the whole
    // run did: together they may reach more abstract transitions, never fewer
    expect(merged.abstractTransitions.missing.filter((t) => !whole.abstractTransitions.missing.includes(t))).toEqual(
      [],
    );
    expect(merged.abstractStates.missing).toEqual([]);
    expect(merged.chartTransitions.missing).toEqual([]);
    expect(merged.paths).toBeGreaterThanOrEqual(sample.length);
  });

  test('a key is reached when any part reached it; counts are summed; reports of other runs are refused', () => {
    const report = (missing: string[], checks: Record<string, number>, nodes = 10): CoverageReport => ({
      adapter: 'web',
      abstractStates: { reached: 3 - missing.length, reachable: 3, conceivable: 129, missing, checks },
      abstractTransitions: { reached: 0, reachable: 2, missing: ['t1', 't2'] },
      chartTransitions: { reached: 1, total: 1, missing: [], counts: checks },
      modelNodes: nodes,
      paths: 2,
      steps: 5,
    });
    const merged = mergeReports([report(['a', 'b'], { x: 1 }), report(['b', 'c'], { x: 2, y: 1 })]);
    expect(merged.abstractStates.missing).toEqual(['b']);
    expect(merged.abstractStates.reached).toBe(2);
    expect(merged.abstractStates.checks).toEqual({ x: 3, y: 1 });
    expect(merged.abstractTransitions.missing).toEqual(['t1', 't2']);
    expect([merged.paths, merged.steps]).toEqual([4, 10]);
    expect(() => mergeReports([])).toThrow(RangeError);
    expect(() => mergeReports([report([], {}), report([], {}, 11)])).toThrow(/different runs/);
  });
});
