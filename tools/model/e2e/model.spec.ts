import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { coverageLine } from '../src/coverage.js';
import { CHART_TRANSITIONS } from '../src/model.js';
import { SCENARIO_NAMES } from '../src/scenarios.js';
import { runGeneratedSuite, runSampledSuite } from '../src/suite.js';
import { WebAdapter } from '../src/webAdapter.js';

const DEEP = Boolean(process.env['DEEP']);
/** Events the bounded run plays at most, unless reaching every abstract state and chart transition takes more. */
// npm test plays 80 (every state and transition is still reached: the run goes on until they are); test:deep 150
const MAX_EVENTS = Number(process.env['WEB_MODEL_EVENTS'] ?? (DEEP ? 150 : 80));

test('generated model paths in Chromium: every step agrees with the model and the oracle; every modelled transition is reached', async ({
  browser,
  baseURL,
}) => {
  // about a second per event with its probes on 2 busy cores, and never less than 10 minutes
  test.setTimeout(DEEP ? 6 * 3_600_000 : Math.max(600_000, MAX_EVENTS * 2_000));
  const adapter = new WebAdapter(browser, baseURL!);
  // failure files of an earlier run would read as this run's
  mkdirSync('reports/failures', { recursive: true });
  for (const f of readdirSync('reports/failures'))
    if (f.startsWith(`model-${adapter.name}-`)) rmSync(`reports/failures/${f}`);
  const options = { probeRefusals: true, failuresDir: 'reports/failures', maxFailures: 3 } as const;
  // bounded: a covering sample of the paths from `main` (which reaches every scenario through
  // newGame), refusals probed once per abstract state; deep: every path from each scenario, as the engine's
  const { result, coverage } = DEEP
    ? await runGeneratedSuite(adapter, SCENARIO_NAMES, options)
    : await runSampledSuite(adapter, 'main', MAX_EVENTS, { ...options, probeOnce: 'abstractState' });
  const report = coverage.report(adapter.name, result.paths, result.steps);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/model-coverage-web.json', JSON.stringify(report, null, 2) + '\n');
  console.log(coverageLine(report));
  expect(result.failures.map((f) => f.message)).toEqual([]);
  expect(report.chartTransitions.total).toBe(CHART_TRANSITIONS.length);
  expect(report.chartTransitions.missing).toEqual([]);
  expect(report.abstractStates.missing).toEqual([]);
  if (DEEP) expect(report.abstractTransitions.missing).toEqual([]);
});
