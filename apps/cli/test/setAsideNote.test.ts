import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../src/main.js';
import { fixturesDir } from './run.js';

/**
 * RULES §8: a `startedAt` that is no ISO 8601 date and time is set aside, the session kept, with a
 * warning (`WARN_STARTED_AT`). Every command that reads session files says so in the one line
 * `analyze` writes, and still reads the session, its status unchanged.
 */
function sessionFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'klondike-set-aside-'));
  const { session } = JSON.parse(readFileSync(path.join(fixturesDir, 'app-d1-normal-00.json'), 'utf8')) as {
    session: Record<string, unknown> & { actions: unknown[] };
  };
  const lines = [
    { ...session, startedAt: '2026-11-30T10:00:00.000Z', actions: session.actions.slice(0, 3) },
    { ...session, startedAt: 'yesterday', actions: session.actions.slice(0, 2) },
  ];
  const file = path.join(dir, 'games.ndjson');
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return file;
}

/** `klondike ARGS` in-process: its status, stdout and stderr. */
async function klondike(args: readonly string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const status = await run(args, {
    stdin: process.stdin,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
  });
  return { status, stdout, stderr };
}

const NOTE = (file: string): string =>
  `klondike: 1 session kept with a value set aside; first: ${file}:2: WARN_STARTED_AT: startedAt "yesterday" is not an ISO 8601 date and time (e.g. "2026-11-30T10:00:00.000Z"): the session is read without it, its start time unknown\n`;

describe('a session kept with its startedAt set aside is said by every reader of session files', () => {
  it.each([
    ['play --session', (file: string) => ['play', '--session', file, '--json']],
    ['lost-at', (file: string) => ['lost-at', '--session', file, '--json']],
    ['review', (file: string) => ['review', '--session', file, '--samples', '4', '--jobs', '1', '--json']],
  ] as const)(
    '%s: both sessions read, one stderr line names the first set aside, status 0',
    async (_command, args) => {
      const file = sessionFile();
      const result = await klondike(args(file));
      expect(result.stderr).toBe(NOTE(file));
      expect(result.status).toBe(0);
      expect(result.stdout.trim().split('\n')).toHaveLength(2);
    },
    120_000,
  );

  it('analyze says it in the same words', async () => {
    const file = sessionFile();
    const result = await klondike(['analyze', file, '--csv']);
    expect(result.stderr).toBe(NOTE(file));
  }, 120_000);
});
