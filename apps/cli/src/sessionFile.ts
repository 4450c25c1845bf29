import { readFile } from 'node:fs/promises';
import { SessionRecords, sourceOf, type RecordItem } from '@klondike/analysis';
import { readSessions, type LoadedSession, type SessionError } from '@klondike/engine';
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
function readFailure(file: string, e: unknown, kind: string): CliError {
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
  return new CliError(`cannot read ${kind} "${file}": ${reason}${typeof code === 'string' ? ` (${code})` : ''}`);
}

/** What {@link loadSessionFile} read of a session file: every valid session, and one line per refused record. */
export interface SessionFileRead {
  /** The valid sessions in file order, each with its game after the journal. */
  readonly sessions: readonly LoadedSession[];
  /** One line per refused NDJSON record, in file order: `file:line: ERR_...: why` (the engine's reason). */
  readonly problems: readonly string[];
}

/**
 * Reads and replays a session file (RULES §8): one JSON object, NDJSON (one session per line) or a
 * shared fixture (`{session, expected}`, read by the engine's one rule, `unwrapFixture`). `-` reads
 * standard input. A bad line of an NDJSON file costs that line only (the engine's `readSessions`):
 * the other sessions are read, and the bad one is named by `file:line` and the engine's reason.
 * @returns the valid sessions and the refused lines
 * @throws CliError naming the file and what is wrong when there is nothing to read: unreadable, empty,
 *   or one JSON document refused (invalid JSON, unknown format, newer version, bad schema, bad start,
 *   the action index and token of a bad or illegal action)
 */
export async function loadSessionFile(file: string, input: Input): Promise<SessionFileRead> {
  const { name, text } = await readInputText(file, input);
  if (text.trim() === '') throw new CliError(`${name}: the session file is empty`);
  const read = readSessions(text);
  // named as a refused record is: `file:line` when the engine places it (a syntax error), then its reason
  if (!read.ok) throw new CliError(`${sourceOf(name, read.error.line)}: ${read.error.reason}`);
  return { sessions: read.value.sessions, problems: read.value.refused.map((e) => refusedLine(name, e)) };
}

/**
 * A refused NDJSON record as one line: `file:line: ERR_...: why`, the source as the analysis package
 * names it (`sourceOf`), the engine's code and its reason (the message without its own `line N: `).
 */
function refusedLine(name: string, error: SessionError): string {
  return `${sourceOf(name, error.line)}: ${error.code}: ${error.reason}`;
}

/**
 * The text of an input file, or of standard input for `-` (named `stdin`): the one reader of every
 * command that takes a file or `-` (a session file, a batch file).
 * @param kind what the file is, for the error (`session file`, `batch file`)
 * @returns the name to give in messages (the path, or `stdin`) and the UTF-8 text
 * @throws CliError `cannot read KIND "FILE": why (CODE)` when it cannot be read
 */
export async function readInputText(
  file: string,
  input: Input,
  kind = 'session file',
): Promise<{ readonly name: string; readonly text: string }> {
  try {
    return {
      name: file === '-' ? 'stdin' : file,
      text: file === '-' ? await readAll(input.stdin) : await readFile(file, 'utf8'),
    };
  } catch (e) {
    throw readFailure(file, e, kind);
  }
}

/**
 * Reads a session file as {@link loadSessionFile} does, but one session at a time: the text is cut
 * into records by the analysis package's one rule (`SessionRecords`: NDJSON line by line, or one
 * JSON document, a session, a fixture or an array of them), so a bad line costs that line only. The
 * records are not replayed here: each is read by `loadSessionText` where it is used (in a worker).
 * @returns the records and the problems of the file (an empty file, an overlong line), in file order,
 *   each naming `file:line` (or `file` for a whole document)
 * @throws CliError when the file cannot be read
 */
export async function readSessionRecords(
  file: string,
  input: Input,
): Promise<{ readonly name: string; readonly items: readonly RecordItem[] }> {
  const { name, text } = await readInputText(file, input);
  const records = new SessionRecords(name);
  return { name, items: [...records.push(text), ...records.end()] };
}
