import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { coverageLine, mergeReports, type CoverageReport } from '../src/coverage.js';
import { CHART_TRANSITIONS } from '../src/model.js';
import { MODEL_PARTS, partReportFile, runId } from './parts.js';

test('generated model paths in Chromium, all parts: every abstract state and modelled chart transition is reached', () => {
  test.skip(Boolean(process.env['DEEP']), 'the deep run is one part and checks its own coverage');
  const reports: CoverageReport[] = [];
  for (let index = 0; index < MODEL_PARTS; index++) {
    const file = partReportFile(index);
    expect(existsSync(file), `${file}: part ${index + 1} left no report`).toBe(true);
    const { runId: id, report } = JSON.parse(readFileSync(file, 'utf8')) as { runId: string; report: CoverageReport };
    expect(id, `${file}: a report of another run`).toBe(runId());
    reports.push(report);
  }
  const report = mergeReports(reports);
  writeFileSync('reports/model-coverage-web.json', JSON.stringify(report, null, 2) + '\n');
  console.log(coverageLine(report));
  expect(report.chartTransitions.total).toBe(CHART_TRANSITIONS.length);
  expect(report.chartTransitions.missing).toEqual([]);
  expect(report.abstractStates.missing).toEqual([]);
});
