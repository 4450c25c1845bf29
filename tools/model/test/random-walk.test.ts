import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseSessions } from '@klondike/engine';
import { checkWalks } from '../src/walk.js';

const DEEP = Boolean(process.env['DEEP']);

describe('random walks on the engine actor (fc.commands)', () => {
  test('long random games with undos keep every invariant', () => {
    const outcome = checkWalks(DEEP ? 400 : 60, DEEP ? 1500 : 300, 'reports/failures');
    expect(outcome.report).toBeNull();
  });

  test('a failure is shrunk and written as a session file that replays', () => {
    // a planted failure: "no game gets past three actions" is false, so the check must fail
    const outcome = checkWalks(50, 60, 'reports/planted', (game) => {
      if ((game.moveLog?.length ?? 0) >= 3) throw new Error('planted: three actions in effect');
    });
    expect(outcome.report).not.toBeNull();
    const text = readFileSync(outcome.file!, 'utf8');
    const loaded = parseSessions(text);
    expect(loaded.ok && loaded.value[0]!.game.moveLog?.length).toBe(3);
    expect(JSON.parse(text)).toMatchObject({ failure: 'planted: three actions in effect' });
    // the report names the seed and path to replay it (FC_SEED, FC_PATH)
    expect(outcome.report).toMatch(/seed: -?\d+, path: "[\d:]+"/);
  });

  test('shrinking is bounded in time: a failure found late is still reported, not shrunk for ever', () => {
    // long walks that all fail, with a time limit that stops the shrinking almost at once; the test
    // checks what is reported, not how long it took (the test's timeout stops a hang), so a loaded
    // machine, which walks fewer in the limit, passes as a fast one does
    let walks = 0;
    const outcome = checkWalks(
      5,
      400,
      'reports/planted',
      (game) => {
        walks++;
        if ((game.moveLog?.length ?? 0) >= 1) throw new Error('planted: an action in effect');
      },
      50,
    );
    expect(outcome.report).not.toBeNull();
    expect(outcome.report).toMatch(/seed: -?\d+/);
    expect(walks).toBeGreaterThan(0);
  });
});
