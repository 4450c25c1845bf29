import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../src/main.js';
import { fixturesDir } from './run.js';

/** `klondike analyze DIR --csv` in-process: its status and what it wrote to stderr. */
async function csvStderr(dir: string): Promise<{ status: number; stderr: string }> {
  let stderr = '';
  const status = await run(['analyze', dir, '--csv'], {
    stdin: process.stdin,
    stdout: () => undefined,
    stderr: (text) => void (stderr += text),
  });
  return { status, stderr };
}

describe('klondike analyze --csv notes the sessions it left out', () => {
  it('names the count in the grammatical number it takes: 1 invalid session, 2 invalid sessions', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klondike-csv-note-'));
    copyFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), path.join(dir, 'good.json'));
    writeFileSync(path.join(dir, 'bad.ndjson'), '{ garbled\n');
    const one = await csvStderr(dir);
    expect(one.status).toBe(0);
    expect(one.stderr).toMatch(/^klondike: 1 invalid session left out of the CSV; first: .*bad\.ndjson/);

    writeFileSync(path.join(dir, 'worse.ndjson'), 'not json\n');
    const two = await csvStderr(dir);
    expect(two.stderr).toMatch(/^klondike: 2 invalid sessions left out of the CSV; first: .*bad\.ndjson/);
  });
});
