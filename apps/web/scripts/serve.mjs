import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Serves the built player (and the replay viewer under /replay/) with vite's preview server at
 * 127.0.0.1, on `$PORT` or 4173: `npm start` and `npm run serve -w @klondike/web`. A port that is
 * taken (or refused) is said in one line with the way to choose another, not as vite's stack
 * trace: `--check` tells it before `npm start` builds anything, and the server says it again if the
 * port was taken during the build.
 *
 *   node scripts/serve.mjs [--check]
 */
const HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;

/** The port to serve on, from `$PORT`, or an error's words. */
function portOf(text) {
  if (text === undefined || text === '') return { port: DEFAULT_PORT };
  const port = Number(text);
  return /^\d+$/.test(text) && port >= 1 && port <= 65535
    ? { port }
    : { error: `PORT must be a port number from 1 to 65,535, not "${text}"` };
}

/** Why the port cannot be served on, in words with the way out; undefined for an error of another kind. */
function portProblem(error, port) {
  const code = error?.code;
  const another = `choose another port with PORT, e.g. PORT=${port === 8080 ? 8081 : 8080} npm start`;
  if (code === 'EADDRINUSE') return `port ${port} on ${HOST} is in use (another server?): stop it, or ${another}`;
  if (code === 'EACCES') return `port ${port} on ${HOST} may not be used by this user: ${another}`;
  return undefined;
}

/** Tries the port: listens on it and lets go. @returns the error of a port that cannot be used, or null */
function tryPort(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (e) => resolve(e));
    server.listen(port, HOST, () => server.close(() => resolve(null)));
  });
}

/** Says `message` in one line on stderr and ends with status 1. */
function fail(message) {
  process.stderr.write(`serve: ${message}\n`);
  process.exit(1);
}

const read = portOf(process.env['PORT']);
if (read.error) fail(read.error);
const { port } = read;
if (process.argv.includes('--check')) {
  const error = await tryPort(port);
  if (error) fail(portProblem(error, port) ?? `cannot listen on ${HOST}:${port}: ${error.message}`);
} else {
  const { preview } = await import('vite');
  try {
    const server = await preview({
      root: fileURLToPath(new URL('..', import.meta.url)),
      preview: { host: HOST, port, strictPort: true },
    });
    server.printUrls();
  } catch (e) {
    // vite words a taken port as an Error with no code: try the port to tell it apart from any other failure
    const problem = portProblem(e, port) ?? portProblem(await tryPort(port), port);
    if (problem === undefined) throw e;
    fail(problem);
  }
}
