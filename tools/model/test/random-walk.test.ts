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
  });
});
