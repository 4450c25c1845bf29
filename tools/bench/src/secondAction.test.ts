import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { secondActionTimes } from './secondAction.js';

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures', import.meta.url));
const DECK =
  '7d Th Jh 5c Qs 2c 7c Js 6d 8c 3d 9d 4c Ks 2d 6c 5d Kc 3c 6s As Kh 2s 4h 3h 7s Jc Ts Kd 7h 6h Ac 9c 8s Qh Ah Qd 5s Qc 4d 5h Tc 9s Td 4s 8d Ad 2h Jd 9h 3s 8h';
const session = (actions: readonly { a: string; t?: number }[]): string =>
  JSON.stringify({
    format: 'klondike-session',
    version: 1,
    rules: 'app',
    draw: 1,
    scoring: 'normal',
    deck: DECK,
    actions,
  });

describe('secondActionTimes', () => {
  it("reads the second action's time of each recorded fixture, fastest first", () => {
    const times = secondActionTimes(FIXTURES);
    expect(times.length).toBeGreaterThanOrEqual(24);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // app-d3-normal-14.json: its first two actions at 545 and 1093 ms, the fastest of the 24
    expect(times[0]).toBe(1093);
  });

  it('skips sessions with fewer than two timed actions and reads shared fixtures and plain sessions alike', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-second-'));
    writeFileSync(
      join(dir, 'a.json'),
      session([
        { a: 'D', t: 900 },
        { a: 'D', t: 2500 },
      ]),
    );
    writeFileSync(
      join(dir, 'b.json'),
      JSON.stringify({
        session: JSON.parse(
          session([
            { a: 'D', t: 100 },
            { a: 'D', t: 1700 },
          ]),
        ),
      }),
    );
    writeFileSync(join(dir, 'c.json'), session([{ a: 'D', t: 300 }]));
    writeFileSync(join(dir, 'd.json'), session([{ a: 'D' }, { a: 'D' }]));
    writeFileSync(join(dir, 'notes.txt'), 'not a session');
    expect(secondActionTimes(dir)).toEqual([1700, 2500]);
  });

  it('refuses a folder with a file that is no session, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-second-'));
    writeFileSync(
      join(dir, 'a.json'),
      session([
        { a: 'D', t: 900 },
        { a: 'D', t: 2500 },
      ]),
    );
    writeFileSync(join(dir, 'bad.json'), '{"format": "klondike-session", "version": 1, "actions": [');
    expect(() => secondActionTimes(dir)).toThrow(/bad\.json/);
  });
});
