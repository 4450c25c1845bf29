import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { EngineAdapter } from '../src/adapter.js';
import { initialTransition } from 'xstate';
import { Coverage, coverageLine, type ModelAdjacency } from '../src/coverage.js';
import { CHART_TRANSITIONS, modelMachine } from '../src/model.js';
import { classify, completionSequences, PathRunner, testModel } from '../src/runner.js';
import { SCENARIO_NAMES } from '../src/scenarios.js';
import { seededRandom } from '../src/random.js';

const DEEP = Boolean(process.env['DEEP']);

describe('generated model paths on the engine actor', () => {
  test('every path agrees with the model and the oracle; every modelled transition is reached', async () => {
    const coverage = new Coverage();
    const runner = new PathRunner(new EngineAdapter(), coverage, { probeRefusals: true, failuresDir: 'reports/failures', maxFailures: 3 });
    const starts = DEEP ? SCENARIO_NAMES : (['main'] as const);
    let paths = 0;
    for (const start of starts) {
      const model = testModel(start);
      const adjacency = model.getAdjacencyMap() as ModelAdjacency;
      coverage.addUniverse(adjacency, classify);
      const generated = model.getShortestPaths();
      paths += generated.length;
      const result = await runner.runPaths(generated);
      expect(result.failures.map((f) => f.message)).toEqual([]);
      const [initial] = initialTransition(modelMachine, { scenario: start });
      for (const sequence of completionSequences(adjacency, initial, coverage)) await runner.runSequence(start, sequence);
      expect(result.failures.map((f) => f.message)).toEqual([]);
    }
    if (DEEP) {
      const random = seededRandom(20261130);
      for (const start of SCENARIO_NAMES) {
        const result = await runner.runWalks(start, 200, 60, random);
        expect(result.failures.map((f) => f.message)).toEqual([]);
      }
    }
    const final = await runner.runPaths([]);
    const report = coverage.report('engine', final.paths, final.steps);
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/model-coverage.json', JSON.stringify(report, null, 2) + '\n');
    console.log(coverageLine(report));
    expect(paths).toBeGreaterThan(0);
    expect(report.chartTransitions.missing).toEqual([]);
    expect(report.chartTransitions.total).toBe(CHART_TRANSITIONS.length);
    expect(report.abstractStates.missing).toEqual([]);
  });
});
