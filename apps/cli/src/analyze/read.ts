import { createReadStream } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { SessionRecords, type InvalidSession, type RecordItem, type SessionRecord } from '@klondike/analysis';
import { CliError } from '../errors.js';
import type { Input } from '../sessionFile.js';

/** File names a folder is searched for (recursively): session files and NDJSON. */
const SESSION_FILE = /\.(json|ndjson|jsonl)$/i;

/** One input: a file (with its size in bytes, for the progress bar) or standard input. */
export interface SessionInput {
  /** The path as given or found, or `stdin` for `-`. */
  readonly name: string;
  readonly path: string | '-';
  readonly bytes: number;
}

/**
 * The files named on the command line: files as they are, folders searched recursively for
 * `*.json`, `*.ndjson` and `*.jsonl` (sorted by path), `-` for standard input. Symbolic links are
 * followed, to files and to folders; a link back to a folder being searched (a loop) is reported once
 * through `problem` and not followed, and so is a link to nothing. A file reached by two paths is read
 * twice (its sessions have the same `session_key`).
 * @param problem receives what was found and not read (a loop, a dangling link, a folder that cannot be listed)
 * @throws CliError naming an argument that does not exist or cannot be read
 */
export async function listInputs(
  args: readonly string[],
  problem: (i: InvalidSession) => void = () => {},
): Promise<SessionInput[]> {
  const out: SessionInput[] = [];
  for (const arg of args) {
    if (arg === '-') {
      out.push({ name: 'stdin', path: '-', bytes: 0 });
      continue;
    }
    let info;
    try {
      info = await stat(arg);
    } catch (e) {
      const code = (e as { code?: unknown } | null)?.code;
      throw new CliError(
        `cannot read "${arg}": ${code === 'ENOENT' ? 'no such file or folder' : e instanceof Error ? e.message : String(e)}`,
      );
    }
    if (info.isDirectory()) out.push(...(await folderFiles(arg, [await realpath(arg)], problem)));
    else out.push({ name: arg, path: arg, bytes: info.size });
  }
  return out;
}

const errorCode = (e: unknown): string =>
  String((e as { code?: unknown } | null)?.code ?? (e instanceof Error ? e.message : e));

/** The session files under `folder`; `ancestors` are the real paths of the folders being searched, this one last. */
async function folderFiles(
  folder: string,
  ancestors: readonly string[],
  problem: (i: InvalidSession) => void,
): Promise<SessionInput[]> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (e) {
    problem({ source: folder, reason: `ERR_READ: cannot list the folder: ${errorCode(e)}` });
    return [];
  }
  const out: SessionInput[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(folder, entry.name);
    if (entry.isSymbolicLink()) {
      let info;
      let real;
      try {
        info = await stat(path);
        real = await realpath(path);
      } catch (e) {
        if (SESSION_FILE.test(entry.name) || errorCode(e) !== 'ENOENT')
          problem({
            source: path,
            reason:
              errorCode(e) === 'ENOENT'
                ? 'ERR_LINK: a symbolic link to nothing'
                : `ERR_LINK: cannot follow the link: ${errorCode(e)}`,
          });
        continue;
      }
      if (info.isDirectory()) {
        if (ancestors.includes(real))
          problem({ source: path, reason: `ERR_LOOP: a symbolic link back to ${real}, not followed` });
        else out.push(...(await folderFiles(path, [...ancestors, real], problem)));
      } else if (info.isFile() && SESSION_FILE.test(entry.name)) out.push({ name: path, path, bytes: info.size });
      continue;
    }
    if (entry.isDirectory())
      out.push(
        ...(await folderFiles(path, [...ancestors, join(ancestors[ancestors.length - 1]!, entry.name)], problem)),
      );
    else if (entry.isFile() && SESSION_FILE.test(entry.name))
      out.push({ name: path, path, bytes: (await stat(path)).size });
  }
  return out;
}

/** A slice of one file's sessions to fold together: records cut by the analysis package's `SessionRecords`. */
export interface LineBatch {
  readonly file: string;
  readonly lines: readonly SessionRecord[];
  /** Bytes read of all inputs when this batch was cut: the progress once it is folded (at most one read chunk ahead). */
  readonly bytes?: number;
}

/** What {@link readBatches} reports as it goes. */
export interface ReadProgress {
  /** Bytes read so far over all inputs. */
  bytes: number;
}

/**
 * Streams the sessions of the inputs in batches, never holding a whole NDJSON file in memory. Each file
 * is cut into records by `SessionRecords`, the one rule for NDJSON against one JSON document (a session
 * or an array of them, held up to 64 Mi characters): a bad line anywhere costs that line only. Bytes
 * are decoded as UTF-8 (a byte that is not becomes U+FFFD, so a binary line is a bad line). An empty
 * file, a file that cannot be read, a line too long are reported through `invalid`, and the other files
 * go on.
 * @param batchSize sessions per batch
 */
export async function* readBatches(
  inputs: readonly SessionInput[],
  io: Input,
  batchSize: number,
  progress: ReadProgress,
  invalid: (i: InvalidSession) => void,
): AsyncGenerator<LineBatch> {
  for (const input of inputs) {
    const stream = input.path === '-' ? Readable.from(io.stdin) : createReadStream(input.path);
    const records = new SessionRecords(input.name);
    const decoder = new TextDecoder('utf-8');
    let batch: SessionRecord[] = [];
    let failure: string | undefined;
    const take = (items: readonly RecordItem[]): void => {
      for (const item of items) {
        if ('invalid' in item) invalid(item.invalid);
        else batch.push(item.record);
      }
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        progress.bytes += bytes.length;
        take(records.push(decoder.decode(bytes, { stream: true })));
        while (batch.length >= batchSize) {
          yield { file: input.name, lines: batch.slice(0, batchSize), bytes: progress.bytes };
          batch = batch.slice(batchSize);
        }
      }
      take(records.push(decoder.decode()));
    } catch (e) {
      const code = (e as NodeJS.ErrnoException | null)?.code;
      failure = `cannot read the file: ${code ?? (e instanceof Error ? e.message : String(e))}`;
    } finally {
      stream.destroy();
    }
    if (failure !== undefined) {
      // what was read before the failure is still read: the sessions up to there count
      if (batch.length > 0) yield { file: input.name, lines: batch, bytes: progress.bytes };
      invalid({ source: input.name, reason: failure });
      continue;
    }
    take(records.end());
    for (let first = 0; first < batch.length; first += batchSize)
      yield { file: input.name, lines: batch.slice(first, first + batchSize), bytes: progress.bytes };
  }
}
