import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { coverageLine } from '../src/coverage.js';
import { CHART_TRANSITIONS } from '../src/model.js';
import { SCENARIO_NAMES } from '../src/scenarios.js';
import { runGeneratedSuite, runSampledSuite } from '../src/suite.js';
import { WebAdapter } from '../src/webAdapter.js';
import { MODEL_PARTS, partReportFile, runId } from './parts.js';

const DEEP = Boolean(process.env['DEEP']);
/** Events the bounded run plays at most, unless reaching every abstract state and chart transition takes more. */
// npm test plays 80 (every state and transition is still reached: the run goes on until they are); test:deep 150
const MAX_EVENTS = Number(process.env['WEB_MODEL_EVENTS'] ?? (DEEP ? 150 : 80));

// the bounded run's parts go to both workers at once; `model-coverage.spec.ts` checks them together
test.describe.configure({ mode: 'parallel' });

const options = { probeRefusals: true, failuresDir: 'reports/failures', maxFailures: 3 } as const;

if (DEEP)
  test('generated model paths in Chromium: every step agrees with the model and the oracle; every modelled transition is reached', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(6 * 3_600_000);
    const adapter = new WebAdapter(browser, baseURL!);
    forgetFailures(adapter.name);
    // every path from each scenario, as the engine's
    const { result, coverage } = await runGeneratedSuite(adapter, SCENARIO_NAMES, options);
    const report = coverage.report(adapter.name, result.paths, result.steps);
    writeFileSync('reports/model-coverage-web.json', JSON.stringify(report, null, 2) + '\n');
    console.log(coverageLine(report));
    expect(result.failures.map((f) => f.message)).toEqual([]);
    expect(report.chartTransitions.total).toBe(CHART_TRANSITIONS.length);
    expect(report.chartTransitions.missing).toEqual([]);
    expect(report.abstractStates.missing).toEqual([]);
    expect(report.abstractTransitions.missing).toEqual([]);
  });
else
  for (let index = 0; index < MODEL_PARTS; index++)
    test(`generated model paths in Chromium, part ${index + 1} of ${MODEL_PARTS}: every step agrees with the model and the oracle`, async ({
      browser,
      baseURL,
    }) => {
      // about a second per event with its probes on 2 busy cores, and never less than 10 minutes
      test.setTimeout(Math.max(600_000, MAX_EVENTS * 2_000));
      const adapter = new WebAdapter(browser, baseURL!);
      if (index === 0) forgetFailures(adapter.name);
      rmSync(partReportFile(index), { force: true });
      // a covering sample of the paths from `main` (which reaches every scenario through newGame),
      // refusals probed once per abstract state; this part's share of it
      const { result, coverage } = await runSampledSuite(adapter, 'main', MAX_EVENTS, {
        ...options,
        probeOnce: 'abstractState',
        part: { index, count: MODEL_PARTS },
      });
      const report = coverage.report(adapter.name, result.paths, result.steps);
      console.log(`part ${index + 1}: ${coverageLine(report)}`);
      expect(result.failures.map((f) => f.message)).toEqual([]);
      writeFileSync(partReportFile(index), JSON.stringify({ runId: runId(), report }, null, 2) + '\n');
    });

/** Failure files of an earlier run would read as this run's. */
function forgetFailures(adapter: string): void {
  mkdirSync('reports/failures', { recursive: true });
  for (const f of readdirSync('reports/failures'))
    if (f.startsWith(`model-${adapter}-`)) rmSync(`reports/failures/${f}`);
}
