import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boundedRun } from '../testing/index.js';

/** Waits until the wall clock has moved on by more than `ms` milliseconds. */
function spinPast(ms: number): void {
  const start = Date.now();
  while (Date.now() - start <= ms) {
    // each case outlasts the limit below, however fast or loaded the machine
  }
}

describe('boundedRun: a property run checks every case or fails', () => {
  test('a run the time limit stops after some passing cases fails, never passes over fewer cases', () => {
    let cases = 0;
    const run = (): unknown =>
      fc.check(
        fc.property(fc.nat(), () => {
          cases++;
          spinPast(150);
        }),
        boundedRun({ numRuns: 5, timeLimit: 100 }),
      );
    expect(run).toThrow(/interrupted/);
    // the first case usually runs (a machine stalled past the limit first runs none, which fast-check
    // fails anyway); the second never starts
    expect(cases).toBeLessThan(5);
  });

  test('a run within its limit checks all its cases and passes', () => {
    let cases = 0;
    const details = fc.check(
      fc.property(fc.nat(), () => {
        cases++;
      }),
      boundedRun({ numRuns: 50 }),
    );
    expect(details.failed).toBe(false);
    expect(cases).toBe(50);
  });
});
