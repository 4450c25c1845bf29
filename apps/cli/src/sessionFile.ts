import { readFile } from 'node:fs/promises';
import { parseSessions, type LoadedSession } from '@klondike/engine';
import { CliError } from './errors.js';

/** Reads all of a stream as UTF-8 text. */
async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** How the command reaches the outside world, so tests and the bin can supply their own. */
export interface Input {
  /** Standard input, read when the file is `-`. */
  readonly stdin: AsyncIterable<Buffer | string>;
}

/** Why a read failed, without a stack trace: the system error code says enough. */
function readFailure(file: string, e: unknown): CliError {
  const code = (e as { code?: unknown } | null)?.code;
  const reason =
    code === 'ENOENT'
      ? 'no such file'
      : code === 'EISDIR'
        ? 'it is a directory'
        : code === 'EACCES'
          ? 'permission denied'
          : e instanceof Error
            ? e.message
            : String(e);
  return new CliError(`cannot read session file "${file}": ${reason}${typeof code === 'string' ? ` (${code})` : ''}`);
}

/**
 * Reads and replays a session file (RULES §8): one JSON object, NDJSON (one session per line) or a
 * shared fixture (`{session, expected}`, read by the engine's one rule, `unwrapFixture`). `-` reads
 * standard input.
 * @returns the sessions in file order, each with its game after the journal
 * @throws CliError naming the file and what is wrong: unreadable, invalid JSON, unknown format, newer
 *   version, bad schema, bad start, or the line, action index and token of a bad or illegal action
 */
export async function loadSessionFile(file: string, input: Input): Promise<LoadedSession[]> {
  let text: string;
  try {
    text = file === '-' ? await readAll(input.stdin) : await readFile(file, 'utf8');
  } catch (e) {
    throw readFailure(file, e);
  }
  const name = file === '-' ? 'stdin' : file;
  if (text.trim() === '') throw new CliError(`${name}: the session file is empty`);
  const sessions = parseSessions(text);
  if (!sessions.ok) throw new CliError(`${name}: ${sessions.error.message}`);
  return sessions.value;
}
