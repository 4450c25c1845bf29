import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { EngineAdapter } from '../src/adapter.js';
import { coverageLine } from '../src/coverage.js';
import { CHART_TRANSITIONS } from '../src/model.js';
import { seededRandom } from '@klondike/engine/testing';
import { SCENARIO_NAMES } from '../src/scenarios.js';
import { runGeneratedSuite } from '../src/suite.js';
import { PathRunner } from '../src/runner.js';

const DEEP = Boolean(process.env['DEEP']);

describe('generated model paths on the engine actor', () => {
  test('every step agrees with the model and the oracle; every modelled transition is reached', async () => {
    const adapter = new EngineAdapter();
    const options = { probeRefusals: true, failuresDir: 'reports/failures', maxFailures: 3 };
    // bounded: from `main`, which reaches every scenario through newGame; deep: from each
    const { result, coverage } = await runGeneratedSuite(adapter, DEEP ? SCENARIO_NAMES : ['main'], options);
    expect(result.failures.map((f) => f.message)).toEqual([]);
    let { paths, steps } = result;
    if (DEEP) {
      // long walks over the model: the same checks on paths much longer than the shortest ones
      const runner = new PathRunner(adapter, coverage, options);
      const random = seededRandom(20261130);
      for (const start of SCENARIO_NAMES) {
        const walked = await runner.runWalks(start, 150, 80, random);
        expect(walked.failures.map((f) => f.message)).toEqual([]);
        ({ paths, steps } = { paths: paths + walked.paths, steps: steps + walked.steps });
      }
    }
    const report = coverage.report(adapter.name, paths, steps);
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/model-coverage.json', JSON.stringify(report, null, 2) + '\n');
    console.log(coverageLine(report));
    expect(paths).toBeGreaterThan(100);
    expect(report.chartTransitions.total).toBe(CHART_TRANSITIONS.length);
    expect(report.chartTransitions.missing).toEqual([]);
    expect(report.abstractStates.missing).toEqual([]);
    expect(report.abstractTransitions.missing).toEqual([]);
  });
});
