import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run, type Io } from '../src/main.js';
import { simulateCommand } from '../src/simulateCommand.js';

/** DuckDB's data chunk: the most rows the table gives back at a time. */
const CHUNK_ROWS = 2048;
/** More sessions than one data chunk, so the table is read back in several. */
const GAMES = 2500;

/** An in-process run of the command line, recording each piece written to stdout and stderr. */
async function runRecorded(
  args: readonly string[],
  stdout: (text: string, pieces: string[]) => boolean | void = (text, pieces) => void pieces.push(text),
  extra: Partial<Io> = {},
): Promise<{ status: number; pieces: string[]; stderr: string }> {
  const pieces: string[] = [];
  let stderr = '';
  const status = await run(args, {
    stdin: process.stdin,
    stdout: (text) => stdout(text, pieces),
    stderr: (text) => void (stderr += text),
    ...extra,
  });
  return { status, pieces, stderr };
}

describe('klondike analyze --json and --csv stream their rows', () => {
  let file = '';
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klondike-stream-'));
    await simulateCommand({ games: GAMES, out: dir, seed: 5 });
    file = path.join(dir, 'simulated-5-0001.ndjson');
  });

  it('write the rows a chunk of the table at a time; the pieces make the whole output', async () => {
    for (const flag of ['--json', '--csv']) {
      const { status, pieces, stderr } = await runRecorded(['analyze', file, flag]);
      expect(stderr).toBe('');
      expect(status).toBe(0);
      const text = pieces.join('');
      // the rows go out a data chunk at a time (at most 2,048 rows a piece), before the last is read from the table
      expect(pieces.length, flag).toBeGreaterThanOrEqual(4);
      const rowsIn = (piece: string): number =>
        flag === '--json' ? piece.split('"source":').length - 1 : piece.split('\n').length - 1;
      for (const piece of pieces) expect(rowsIn(piece), flag).toBeLessThanOrEqual(CHUNK_ROWS);
      expect(text.endsWith('\n')).toBe(true);
      if (flag === '--json') {
        const json = JSON.parse(text) as { sessions: unknown[]; invalid: unknown[]; aggregate: object };
        expect(json.sessions).toHaveLength(GAMES);
        expect(json.invalid).toEqual([]);
        expect(Object.keys(json.aggregate)).toContain('overview');
      } else {
        const lines = text.slice(0, -1).split('\n');
        expect(lines).toHaveLength(GAMES + 1);
        expect(lines[0]).toMatch(/^source,session_key,/);
        expect(lines[GAMES]).toMatch(/^[^,]*simulated-5-0001\.ndjson:2500,/);
      }
    }
  });

  it('a write that fails after rows went out: they stay, one stderr line says the output is incomplete, status 1', async () => {
    let writes = 0;
    const { status, pieces, stderr } = await runRecorded(['analyze', file, '--csv'], (text, written) => {
      writes++;
      if (writes === 2) throw new Error('no space left on the device');
      written.push(text);
    });
    expect(status).toBe(1);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatch(/^source,session_key,/);
    expect(stderr).toBe('klondike: the output above is incomplete: no space left on the device\n');
  });

  it('a full stdout (a write returns false) is waited for before the next piece', async () => {
    const events: string[] = [];
    const { status } = await runRecorded(
      ['analyze', file, '--csv'],
      () => {
        events.push('write');
        return false;
      },
      { drain: () => Promise.resolve(void events.push('drain')) },
    );
    expect(status).toBe(0);
    expect(events.filter((e) => e === 'write').length).toBeGreaterThan(2);
    for (let i = 0; i < events.length - 1; i++)
      if (events[i] === 'write') expect(events[i + 1], `event ${i + 1}`).toBe('drain');
  });
});
