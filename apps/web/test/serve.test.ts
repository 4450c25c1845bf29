// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** apps/web, where `npm run serve` runs. */
const webDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in apps/web with `PORT` set. @returns its status and stderr */
function run(
  command: string,
  args: readonly string[],
  port: number | string,
  cwd = webDir,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...process.env, PORT: String(port) } }, (error, stdout, stderr) =>
      resolve({ status: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
    );
  });
}

let busy: Server;
let port: number;

beforeAll(async () => {
  // a port taken by another server, as a second `npm start` finds it
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  port = (busy.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

describe('serving on a port that is in use', () => {
  /** The one line that says so, with the way to choose another port. */
  const said = (stderr: string): void => {
    expect(stderr).toContain(`port ${port} on 127.0.0.1 is in use`);
    expect(stderr).toContain('PORT=8080 npm start');
    expect(stderr, 'no stack trace').not.toMatch(/^\s+at /m);
  };

  it('npm run serve says it, without a stack trace', async () => {
    const result = await run('npm', ['run', 'serve'], port);
    expect(result.status).toBe(1);
    said(result.stderr);
    // its one line first, then npm's own lines on a workspace's failed script
    expect(linesOf(result.stderr)[0]).toMatch(/^serve: port \d+ on 127\.0\.0\.1 is in use/);
  });

  it('npm start says it before it builds anything, in one line', async () => {
    const result = await run('npm', ['start'], port, fileURLToPath(new URL('../../..', import.meta.url)));
    expect(result.status).toBe(1);
    said(result.stderr);
    // not the npm error block a workspace's failed script gets: the one line is all
    expect(linesOf(result.stderr)).toHaveLength(1);
    expect(result.stdout, 'no build was run').not.toMatch(/Packages in scope|Running build|Tasks:/);
  });

  it('a PORT that is no port number is refused in words', async () => {
    const result = await run(process.execPath, ['scripts/serve.mjs', '--check'], 'http');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('serve: PORT must be a port number from 1 to 65,535, not "http"\n');
  });
});

const linesOf = (text: string): string[] => text.split('\n').filter((l) => l !== '');
