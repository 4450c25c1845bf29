import { describe, expect, test } from 'vitest';
import { MUTANTS } from '../src/mutants.js';
import { runGeneratedSuite } from '../src/suite.js';

/**
 * The generated suite must be able to fail: each mutant adapter wraps the engine with one
 * injected bug, and the suite, run against it, must report a failed path. (The real suite runs
 * against the unchanged engine in model.test.ts.)
 */
describe('mutation test: the generated suite catches injected bugs', () => {
  test.each(MUTANTS.map((Mutant) => [new Mutant().name, Mutant] as const))('%s is caught', async (_name, Mutant) => {
    const adapter = new Mutant();
    const { result } = await runGeneratedSuite(adapter, ['main'], { probeRefusals: true, maxFailures: 1, log: false, failuresDir: 'reports/mutants' });
    expect(result.failures.length).toBe(1);
    const failure = result.failures[0]!;
    console.log(`${adapter.name} caught after ${failure.events.length} events: ${failure.message.split('\n').slice(0, 2).join(' | ')}`);
    // the failure carries a session file that starts where the path started
    expect(JSON.parse(failure.session)).toMatchObject({ format: 'klondike-session', version: 1 });
  });
});
