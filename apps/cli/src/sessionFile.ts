import { readFile } from 'node:fs/promises';
import { parseSessions, type LoadedSession } from '@klondike/engine';
import { CliError } from './errors.js';

/** Reads all of a stream as UTF-8 text. */
export async function readAll(stream: AsyncIterable<Buffer | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** How the command reaches the outside world, so tests and the bin can supply their own. */
export interface Input {
  /** Standard input, read when the file is `-`. */
  readonly stdin: AsyncIterable<Buffer | string>;
}

/**
 * A shared fixture (`{session, expected}`, `shared/fixtures/*.json`) holds a session one level down:
 * accept it too, so a fixture can be replayed as it is. Only the wrapper is peeled here; the session
 * itself is read by the engine.
 */
function peelFixture(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return text;
  const record = value as Record<string, unknown>;
  const inner = record['session'];
  if (!('format' in record) && 'expected' in record && typeof inner === 'object' && inner !== null) return JSON.stringify(inner);
  return text;
}

/** Why a read failed, without a stack trace: the system error code says enough. */
function readFailure(file: string, e: unknown): CliError {
  const code = (e as { code?: unknown } | null)?.code;
  const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : e instanceof Error ? e.message : String(e);
  return new CliError(`cannot read session file "${file}": ${reason}${typeof code === 'string' ? ` (${code})` : ''}`);
}

/**
 * Reads and replays a session file (RULES §8): one JSON object, NDJSON (one session per line) or a
 * shared fixture. `-` reads standard input.
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
  const sessions = parseSessions(peelFixture(text));
  if (!sessions.ok) throw new CliError(`${name}: ${sessions.error.message}`);
  return sessions.value;
}
