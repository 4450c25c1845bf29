import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

describe('klondike analyze of a session whose startedAt is no date and time (RULES §8)', () => {
  it('keeps the session, leaves its started_at empty rather than a word, and names file:line in a note', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klondike-started-at-'));
    const { session } = JSON.parse(readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), 'utf8')) as {
      session: Record<string, unknown>;
    };
    const lines = [
      { ...session, startedAt: '2026-11-30T10:00:00.000Z' },
      { ...session, startedAt: 'yesterday', actions: [] },
    ];
    const file = path.join(dir, 'games.ndjson');
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    let stdout = '';
    let stderr = '';
    const status = await run(['analyze', file, '--csv'], {
      stdin: process.stdin,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    expect(status).toBe(0);
    const [head, ...rows] = stdout.trim().split('\n');
    const at = head!.split(',').indexOf('started_at');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.split(',')[at])).toEqual(['2026-11-30T10:00:00.000Z', '']);
    expect(stdout).not.toContain('yesterday');
    expect(stderr).toBe(
      `klondike: 1 session kept with a value set aside; first: ${file}:2: WARN_STARTED_AT: startedAt "yesterday" is not an ISO 8601 date and time (e.g. "2026-11-30T10:00:00.000Z"): the session is read without it, its start time unknown\n`,
    );
  });
});
