import { readFile } from 'node:fs/promises';
import { loadSessionText, SessionRecords, type InvalidSession, type RecordItem } from '@klondike/analysis';
import { BINARY_FILE, looksBinary, type LoadedSession } from '@klondike/engine';
import { CliError } from './errors.js';
import { setAsideAt } from './setAside.js';

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

/**
 * Where a session read only in part stopped: the action the engine refused and why, in the names of
 * `analyze`'s `invalid` list (the analysis package's `InvalidSession` without its `source`):
 * `actionIndex` (1-based), `reason` (`ERR_...: why`), and `token` and `pile` when it names a pile the
 * game lacks.
 */
export type StoppedAt = Omit<InvalidSession, 'source' | 'actionIndex'> & { readonly actionIndex: number };

/**
 * A session of a file as the commands that read one show it: its game, its place (`file:line`, the
 * analysis package's `sourceOf`), and for a session refused at an action, the valid prefix kept,
 * where it stopped.
 */
export type FileSession = LoadedSession & { readonly source: string; readonly stoppedAt?: StoppedAt };

/** Where a refused session stopped, when it was refused at an action (it then has a valid prefix). */
export function stoppedAtOf(invalid: InvalidSession): StoppedAt | undefined {
  const { source: _source, actionIndex, ...rest } = invalid;
  return actionIndex === undefined ? undefined : { actionIndex, ...rest };
}

/**
 * The fields every JSON result of a session file's record carries (`play --session`, `lost-at` and
 * `review` with `--json`), so a result can be matched to its record: `source` (`file:line`, as the text
 * names it) and, for a session read only in part, `stoppedAt` ({@link StoppedAt}).
 */
export const placeFields = (session: {
  readonly source: string;
  readonly stoppedAt?: StoppedAt | undefined;
}): { readonly source: string; readonly stoppedAt?: StoppedAt } => ({
  source: session.source,
  ...(session.stoppedAt === undefined ? {} : { stoppedAt: session.stoppedAt }),
});

/** What {@link loadSessionFile} read of a session file: every valid session, and one line per refused record. */
export interface SessionFileRead {
  /** The valid sessions in file order, each with its game after the journal and its place (`file:line`, `sourceOf`). */
  readonly sessions: readonly FileSession[];
  /** One line per refused NDJSON record, in file order: `file:line: ERR_...: why` (the engine's reason). */
  readonly problems: readonly string[];
  /** What was set aside in the sessions kept (`setAsideAt`), in file order: said by `setAsideNote`. */
  readonly setAside: readonly InvalidSession[];
}

/**
 * Reads and replays a session file (RULES §8), cut into records by the analysis package's one rule
 * (`SessionRecords`, as `analyze` and `review` read it): NDJSON line by line, or one JSON document (a
 * session, a shared fixture, or an array of them, each element named `file:line: element N`). `-`
 * reads standard input. A bad record costs that record only: the other sessions are read, and the bad
 * one is named by its place and the engine's code and reason (`loadSessionText`); a session refused at
 * an action keeps the actions before it among the sessions, an NDJSON line as a whole document, with
 * `stoppedAt` saying where it stopped.
 * @returns the valid sessions (and prefixes), the refused records, and what was set aside in the sessions kept
 * @throws CliError naming the file and what is wrong when there is nothing to read: unreadable, empty,
 *   binary, or one JSON document (not an array) refused before its actions (invalid JSON, unknown
 *   format, newer version, bad schema, bad start)
 */
export async function loadSessionFile(file: string, input: Input): Promise<SessionFileRead> {
  const { name, text } = await readSessionText(file, input);
  const items = recordItems(name, text);
  const sessions: FileSession[] = [];
  const refused: InvalidSession[] = [];
  for (const item of items) {
    if ('invalid' in item) {
      refused.push(item.invalid);
      continue;
    }
    const read = loadSessionText(item.record.text, name, item.record);
    if (read === null) continue;
    if ('loaded' in read) sessions.push({ ...read.loaded, source: read.source });
    else {
      refused.push(read.invalid);
      // a session refused at an action keeps the actions before it, its error said too
      const stoppedAt = stoppedAtOf(read.invalid);
      if (read.prefix)
        sessions.push({ ...read.prefix, source: read.invalid.source, ...(stoppedAt ? { stoppedAt } : {}) });
    }
  }
  // one document, refused: the file as a whole is no session file, said as one error in the engine's words
  const whole = items.length === 1 && ('invalid' in items[0]! || items[0]!.record.element === undefined);
  const [only] = refused;
  if (whole && sessions.length === 0 && refused.length === 1 && only)
    throw new CliError(`${only.source}: ${only.reason.replace(/^ERR_[A-Z_]+: /, '')}`);
  return {
    sessions,
    problems: refused.map((r) => `${r.source}: ${r.reason}`),
    setAside: sessions.flatMap((s) => setAsideAt(s.source, s.warnings)),
  };
}

/** A file's text cut into session records by the analysis package's one rule (`SessionRecords`). */
function recordItems(name: string, text: string): RecordItem[] {
  const records = new SessionRecords(name);
  return [...records.push(text), ...records.end()];
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
 * The text of a session file, or of standard input for `-`, refused when binary: said once as what it
 * is (the engine's `looksBinary` and words), not as one refused record per "line" of its bytes, whether
 * the bytes come from a file or are piped in; refused when empty (or blank), in the same words for
 * every command that reads one session file (`play --session`, `lost-at`, `review`).
 * @throws CliError when it cannot be read, `NAME: binary file, not a session file (JSON or NDJSON)`,
 *   or `NAME: the session file is empty`
 */
async function readSessionText(file: string, input: Input): Promise<{ readonly name: string; readonly text: string }> {
  const read = await readInputText(file, input);
  if (read.text.trim() === '') throw new CliError(`${read.name}: the session file is empty`);
  if (looksBinary(read.text)) throw new CliError(`${read.name}: ${BINARY_FILE}`);
  return read;
}

/**
 * Reads a session file as {@link loadSessionFile} does, but one session at a time: the text is cut
 * into records by the analysis package's one rule (`SessionRecords`: NDJSON line by line, or one
 * JSON document, a session, a fixture or an array of them), so a bad line costs that line only. The
 * records are not replayed here: each is read by `loadSessionText` where it is used (in a worker).
 * @returns the records and the problems of the file (an overlong line, a bad document), in file order,
 *   each naming `file:line` (or `file` for a whole document)
 * @throws CliError when the file cannot be read, is binary or is empty
 */
export async function readSessionRecords(
  file: string,
  input: Input,
): Promise<{ readonly name: string; readonly items: readonly RecordItem[] }> {
  const { name, text } = await readSessionText(file, input);
  return { name, items: recordItems(name, text) };
}
