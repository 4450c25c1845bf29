import { expect, test } from '@playwright/test';
import { runSampledSuite } from '../src/suite.js';
import { WrongColumnDropAdapter } from '../src/webMutants.js';

/**
 * The browser run must be able to fail: a web adapter that drops moves on the wrong column,
 * run through the first generated paths, must give a failed path with a replayable session file.
 */
test('mutation test: a drop on the wrong column is caught by the generated paths in Chromium', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const adapter = new WrongColumnDropAdapter(browser, baseURL!);
  const { result } = await runSampledSuite(adapter, 'main', 0, { probeRefusals: true, probeOnce: 'abstractState', maxFailures: 1, log: false, failuresDir: 'reports/mutants-web' });
  expect(result.failures.length).toBe(1);
  const failure = result.failures[0]!;
  console.log(`${adapter.name} caught after ${failure.events.length} events: ${failure.message.split('\n').slice(0, 2).join(' | ')}`);
  expect(JSON.parse(failure.session)).toMatchObject({ format: 'klondike-session', version: 1, modelPath: failure.events });
});
