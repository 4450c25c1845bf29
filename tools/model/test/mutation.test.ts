import { afterEach, describe, expect, test } from 'vitest';
import { PRESETS } from '@klondike/engine';
import { MUTANTS } from '../src/mutants.js';
import { runGeneratedSuite } from '../src/suite.js';

/**
 * The generated suite must be able to fail: each mutant adapter wraps the engine with one
 * injected bug, and the suite, run against it, must report a failed path. (The real suite runs
 * against the unchanged engine in model.test.ts.) The scoring and preset mutants are caught by the
 * oracle, RULES' own statement of the scores and presets, which does not read the engine's tables.
 */
describe('mutation test: the generated suite catches injected bugs', () => {
  // the engine-table mutants put their entry right when a path stops: nothing leaks into the next test
  const presets = JSON.stringify(PRESETS, (_key, value: unknown) => (value === Infinity ? 'Infinity' : value));
  afterEach(() => {
    expect(JSON.stringify(PRESETS, (_key, value: unknown) => (value === Infinity ? 'Infinity' : value))).toBe(presets);
  });

  test.each(MUTANTS.map((Mutant) => [new Mutant().name, Mutant] as const))('%s is caught', async (_name, Mutant) => {
    const adapter = new Mutant();
    const { result } = await runGeneratedSuite(adapter, ['main'], {
      probeRefusals: true,
      maxFailures: 1,
      log: false,
      failuresDir: 'reports/mutants',
    });
    expect(result.failures.length).toBe(1);
    const failure = result.failures[0]!;
    console.log(
      `${adapter.name} caught after ${failure.events.length} events: ${failure.message.split('\n').slice(0, 2).join(' | ')}`,
    );
    // the failure carries a session file that starts where the path started
    expect(JSON.parse(failure.session)).toMatchObject({ format: 'klondike-session', version: 1 });
  });
});
