import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { W1 } from '@klondike/engine/testing';
import { secondActionTimes } from './secondAction.js';

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures', import.meta.url));
/** A session of deck W1 with these actions (draws: legal at the start of W1). */
const session = (actions: readonly { a: string; t?: number }[]): string =>
  JSON.stringify({
    format: 'klondike-session',
    version: 1,
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    deck: W1,
    actions,
  });

/** A fresh folder holding these files (name to text). */
function folderOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-second-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const TWO_DRAWS = session([
  { a: 'D', t: 900 },
  { a: 'D', t: 2500 },
]);

describe('secondActionTimes', () => {
  it("reads the second action's time of each recorded fixture, fastest first", () => {
    const times = secondActionTimes(FIXTURES);
    expect(times.length).toBeGreaterThanOrEqual(24);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // app-d3-normal-14.json: its first two actions at 545 and 1093 ms, the fastest of the 24
    expect(times[0]).toBe(1093);
  });

  it('skips sessions with fewer than two timed actions and reads shared fixtures and plain sessions alike', () => {
    const dir = folderOf({
      'a.json': TWO_DRAWS,
      'b.json': JSON.stringify({
        session: JSON.parse(
          session([
            { a: 'D', t: 100 },
            { a: 'D', t: 1700 },
          ]),
        ),
      }),
      'c.json': session([{ a: 'D', t: 300 }]),
      'd.json': session([{ a: 'D' }, { a: 'D' }]),
      'notes.txt': 'not a session',
    });
    expect(secondActionTimes(dir)).toEqual([1700, 2500]);
  });

  it('refuses a folder with a file that is no session, naming the file', () => {
    const dir = folderOf({
      'a.json': TWO_DRAWS,
      'bad.json': '{"format": "klondike-session", "version": 1, "actions": [',
    });
    expect(() => secondActionTimes(dir)).toThrow(/bad\.json/);
  });
});
