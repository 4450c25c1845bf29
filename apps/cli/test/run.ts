import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/cli, the package under test. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository checkout (root of the monorepo). */
const repoRoot = path.resolve(packageDir, '../..');
/** The shared fixtures live beside the checkout (CI clones the repository with `shared/` next to it). */
export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures');

const bin = path.join(packageDir, 'bin', 'klondike.js');

export interface CliResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI (`node bin/klondike.js ...`) as a child process, optionally feeding stdin. */
export function klondike(args: readonly string[], stdin?: string | Buffer): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { cwd: packageDir, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(error);
          return;
        }
        resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
    child.stdin?.end(stdin ?? '');
  });
}

/** The lines of an output, without the final newline's empty piece. */
export const linesOf = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * Runs the built CLI with stdout sent to `stdout`: a file opened for writing (e.g. `/dev/full`, to make every
 * write fail), or `'closed'` for a pipe whose reader has already gone (every write then fails with EPIPE).
 */
export function klondikeWithStdout(args: readonly string[], stdout: string | 'closed'): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const fd = stdout === 'closed' ? 'pipe' : openSync(stdout, 'w');
    const child = spawn(process.execPath, [bin, ...args], { cwd: packageDir, stdio: ['ignore', fd, 'pipe'] });
    if (typeof fd === 'number') closeSync(fd);
    // Closing our read end before the child starts writing means no reader is left for its output.
    child.stdout?.destroy();
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status: status ?? -1, stdout: '', stderr }));
  });
}
