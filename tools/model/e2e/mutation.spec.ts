import { expect, test } from '@playwright/test';
import { parseSessions } from '@klondike/engine';
import { runSampledSuite } from '../src/suite.js';
import { WEB_MUTANTS } from '../src/webMutants.js';

/**
 * The browser run must be able to fail: each mutant web adapter (a broken input path), run
 * through the sampled generated paths, must give a failed path with a session file that replays.
 */
for (const Mutant of WEB_MUTANTS) {
  test(`mutation test in Chromium: ${Mutant.name} is caught by the generated paths`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const adapter = new Mutant(browser, baseURL!);
    const { result } = await runSampledSuite(adapter, 'main', 0, {
      probeRefusals: true,
      probeOnce: 'abstractState',
      maxFailures: 1,
      log: false,
      failuresDir: 'reports/mutants-web',
    });
    expect(result.failures.length).toBe(1);
    const failure = result.failures[0]!;
    console.log(
      `${adapter.name} caught after ${failure.events.length} events: ${failure.message.split('\n').slice(0, 2).join(' | ')}`,
    );
    expect(JSON.parse(failure.session)).toMatchObject({
      format: 'klondike-session',
      version: 1,
      modelPath: failure.events,
    });
    // the session file replays in the engine: what the model and the oracle expected up to the mismatch
    const replayed = parseSessions(failure.session);
    expect(replayed.ok ? replayed.value.length : replayed.error.message).toBe(1);
  });
}
