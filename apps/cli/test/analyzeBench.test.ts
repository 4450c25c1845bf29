import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDir, type CliResult } from './run.js';

/** Runs the built benchmark (`npm run bench:analyze -- ARGS` runs the same file after tsc -b). */
function bench(args: readonly string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(packageDir, 'dist', 'analyze', 'bench.js'), ...args],
      { cwd: packageDir },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
  });
}

const noStack = (text: string): void => expect(text).not.toMatch(/^\s+at /m);

describe('npm run bench:analyze', () => {
  it('--help prints the usage, status 0', async () => {
    const r = await bench(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run bench:analyze -- /);
    expect(r.stdout).toContain('--repeat');
    expect(r.stderr).toBe('');
  });

  it('a bad option or number is one line, no stack trace', async () => {
    for (const args of [['--nope'], ['--sessions', 'many'], ['--repeat', '0']]) {
      const r = await bench(args);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/^bench:analyze: .+\n$/);
      noStack(r.stderr);
    }
  });

  it('--repeat reads the same files several times through folders of links', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'klondike-bench-'));
    const r = await bench(['--sessions', '30', '--repeat', '3', '--dir', dir]);
    noStack(r.stderr);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/klondike analyze: 90 sessions in /);
  }, 120_000);
});
