import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/cli, the package under test. */
export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository checkout (root of the monorepo). */
export const repoRoot = path.resolve(packageDir, '../..');
/** The shared fixtures live beside the checkout (CI clones the repository with `shared/` next to it). */
export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures');

const bin = path.join(packageDir, 'bin', 'klondike.js');

export interface CliResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI (`node bin/klondike.js ...`) as a child process, optionally feeding stdin. */
export function klondike(args: readonly string[], stdin?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [bin, ...args], { cwd: packageDir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') {
        reject(error);
        return;
      }
      resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
    });
    child.stdin?.end(stdin ?? '');
  });
}

/** The lines of an output, without the final newline's empty piece. */
export const linesOf = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
