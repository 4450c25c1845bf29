import { isAscii } from 'node:buffer';
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { open, readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { SessionRecords, type InvalidSession, type RecordItem, type SessionRecord } from '@klondike/analysis';
import { unlessBinary, withoutBinaryFiles } from '../binaryFile.js';
import { CliError } from '../errors.js';
import type { Input } from '../sessionFile.js';

/** File names a folder is searched for (recursively): session files and NDJSON. */
const SESSION_FILE = /\.(json|ndjson|jsonl)$/i;

/** Files found and not read as sessions, counted for the summary line (each binary file is also reported as invalid). */
export interface InputTally {
  /** Binary files, left out before reading (each reported as `ERR_BINARY`): counted among the files. */
  binary: number;
  /** Files in the folders searched whose name is not `*.json`, `*.ndjson` or `*.jsonl`: not read, not invalid. */
  skipped: number;
}

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
 * twice; its sessions, of the same `session_key`, are counted once (`SessionStore.finish`).
 * @param problem receives what was found and not read (a loop, a dangling link, a folder that cannot be
 *   listed, a binary file)
 * @param tally counts the binary files left out and the files of the folders skipped by their name
 * @throws CliError naming an argument that does not exist or cannot be read
 */
export async function listInputs(
  args: readonly string[],
  problem: (i: InvalidSession) => void = () => {},
  tally: InputTally = { binary: 0, skipped: 0 },
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
    if (info.isDirectory()) out.push(...(await folderFiles(arg, [await realpath(arg)], problem, tally)));
    else out.push({ name: arg, path: arg, bytes: info.size });
  }
  const kept = await withoutBinaryFiles(out, problem);
  tally.binary += out.length - kept.length;
  return kept;
}

const errorCode = (e: unknown): string =>
  String((e as { code?: unknown } | null)?.code ?? (e instanceof Error ? e.message : e));

/** The session files under `folder`; `ancestors` are the real paths of the folders being searched, this one last. */
async function folderFiles(
  folder: string,
  ancestors: readonly string[],
  problem: (i: InvalidSession) => void,
  tally: InputTally,
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
        else out.push(...(await folderFiles(path, [...ancestors, real], problem, tally)));
      } else if (info.isFile()) {
        if (SESSION_FILE.test(entry.name)) out.push({ name: path, path, bytes: info.size });
        else tally.skipped++;
      }
      continue;
    }
    if (entry.isDirectory())
      out.push(
        ...(await folderFiles(
          path,
          [...ancestors, join(ancestors[ancestors.length - 1]!, entry.name)],
          problem,
          tally,
        )),
      );
    else if (entry.isFile()) {
      if (SESSION_FILE.test(entry.name)) out.push({ name: path, path, bytes: (await stat(path)).size });
      // not read, by its name (documented), but said: no file of a folder goes without a word
      else tally.skipped++;
    }
  }
  return out;
}

/** A slice of one input's sessions to fold together: records cut by the analysis package's `SessionRecords`. */
export interface LineBatch {
  readonly file: string;
  readonly lines: readonly SessionRecord[];
  /** Bytes read of all inputs when this batch was cut: the progress once it is folded (at most one read chunk ahead). */
  readonly bytes?: number;
}

/** What {@link readWork} reports as it goes. */
export interface ReadProgress {
  /** Bytes read so far over all inputs. */
  bytes: number;
}

/**
 * A part of an NDJSON file for a worker thread to read and fold itself: its bytes `start` up to
 * `end` (whole lines, the line feed ending the last included; `end` null for the rest of the file),
 * starting at line `firstLine`. Only the lines are cut in the main thread, not read as text, so no
 * session's text is copied between threads.
 */
export interface FileRange {
  /** The file's name in every `source`. */
  readonly name: string;
  readonly path: string;
  readonly start: number;
  readonly end: number | null;
  readonly firstLine: number;
}

/**
 * What {@link readWork} gives, in input order: a batch of records to fold, a part of a file to read
 * and fold ({@link FileRange}; `bytes` is the progress once it is folded), or a problem found while
 * reading (an empty file, a line too long, a file that cannot be read). `input` is the index of the
 * input read (a file given twice is two inputs of one name).
 */
export type ReadWork =
  | { readonly batch: LineBatch; readonly input: number }
  | { readonly range: FileRange; readonly bytes: number; readonly input: number }
  | { readonly invalid: InvalidSession };

/** What one input gives (see {@link ReadWork}), before {@link readWork} says which input it is. */
type InputWork =
  | { readonly batch: LineBatch }
  | { readonly range: FileRange; readonly bytes: number }
  | { readonly invalid: InvalidSession };

/** Work of input `input`: a problem as it is, a batch or a range with the input's index. */
const ofInput = (work: InputWork, input: number): ReadWork => ('invalid' in work ? work : { ...work, input });

/** Bytes of an NDJSON file a worker reads and folds as one task: about 900 simulated sessions. */
export const RANGE_BYTES = 2 * 1024 * 1024;
/** Bytes read at a time when a file is cut into ranges, and when a worker reads one. */
const READ_BYTES = 1024 * 1024;

/** The reason given for a file that failed while it was read. */
const readFailure = (e: unknown): string =>
  `cannot read the file: ${(e as NodeJS.ErrnoException | null)?.code ?? (e instanceof Error ? e.message : String(e))}`;

/**
 * Streams the sessions of the inputs as work in input order, never holding a whole NDJSON file in
 * memory. Each input is cut into records by `SessionRecords`, the one rule for NDJSON against one JSON
 * document (a session or an array of them, held up to 64 Mi characters): a bad line anywhere costs
 * that line only. Bytes are decoded as UTF-8 (a byte that is not becomes U+FFFD, so a binary line is a
 * bad line). An empty file, a file that cannot be read, a line too long are given as `invalid` work,
 * and the other files go on.
 *
 * With `ranges`, a file whose first line makes it NDJSON is not read here past that line: it is given
 * as {@link FileRange}s of about {@link RANGE_BYTES}, cut at line feeds (only counted here), for
 * workers to read ({@link readRange}); they make the same records and problems, with the same lines.
 * Standard input and any other file are read here and given as batches.
 * @param batchSize sessions per batch
 * @param rangeBytes the least bytes of a range (but the last of a file)
 */
export async function* readWork(
  inputs: readonly SessionInput[],
  io: Input,
  batchSize: number,
  progress: ReadProgress,
  ranges = false,
  rangeBytes = RANGE_BYTES,
): AsyncGenerator<ReadWork> {
  for (const [index, input] of inputs.entries()) {
    const before = progress.bytes;
    let split = false;
    for await (const work of inputBatches(input, io, batchSize, progress, ranges && input.path !== '-'))
      if (work === 'ranges') split = true;
      else yield ofInput(work, index);
    if (split) {
      progress.bytes = before;
      for await (const work of fileRanges(input, progress, rangeBytes)) yield ofInput(work, index);
    }
  }
}

/**
 * The batches and problems of one input (see {@link readWork}); with `probe`, `'ranges'` alone when
 * its first line makes it NDJSON (before anything else is given).
 */
async function* inputBatches(
  input: SessionInput,
  io: Input,
  batchSize: number,
  progress: ReadProgress,
  probe: boolean,
): AsyncGenerator<InputWork | 'ranges'> {
  const stream = input.path === '-' ? Readable.from(io.stdin) : createReadStream(input.path);
  const records = new SessionRecords(input.name);
  const decoder = new TextDecoder('utf-8');
  let batch: SessionRecord[] = [];
  // the problems found, each after the records before it (given as batches first), so they stay in
  // line order: while probing they may yet be dropped
  let problems: InputWork[] = [];
  let failure: string | undefined;
  const take = (items: readonly RecordItem[]): void => {
    for (const item of items) {
      if ('invalid' in item) {
        for (let first = 0; first < batch.length; first += batchSize)
          problems.push({
            batch: { file: input.name, lines: batch.slice(first, first + batchSize), bytes: progress.bytes },
          });
        batch = [];
        problems.push({ invalid: item.invalid });
      } else batch.push(item.record);
    }
  };
  function* found(): Generator<InputWork> {
    yield* problems;
    problems = [];
  }
  try {
    const chunks = stream as AsyncIterable<Buffer | string>;
    // standard input is judged binary or not as it is read, as a file is before (`listInputs`)
    for await (const chunk of input.path === '-' ? unlessBinary(chunks, input.name) : chunks) {
      if (typeof chunk === 'object' && 'invalid' in chunk) {
        yield chunk;
        return;
      }
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      progress.bytes += bytes.length;
      take(records.push(decoder.decode(bytes, { stream: true })));
      if (probe) {
        if (records.format === 'ndjson') {
          yield 'ranges';
          return;
        }
        // once a document may span lines, it is read here to its end
        if (records.format === 'document') probe = false;
      }
      yield* found();
      while (batch.length >= batchSize) {
        yield { batch: { file: input.name, lines: batch.slice(0, batchSize), bytes: progress.bytes } };
        batch = batch.slice(batchSize);
      }
    }
    take(records.push(decoder.decode()));
  } catch (e) {
    failure = readFailure(e);
  } finally {
    stream.destroy();
  }
  if (failure !== undefined) {
    // what was read before the failure is still read: the sessions up to there count
    yield* found();
    if (batch.length > 0) yield { batch: { file: input.name, lines: batch, bytes: progress.bytes } };
    yield { invalid: { source: input.name, reason: failure } };
    return;
  }
  take(records.end());
  yield* found();
  for (let first = 0; first < batch.length; first += batchSize)
    yield { batch: { file: input.name, lines: batch.slice(first, first + batchSize), bytes: progress.bytes } };
}

/**
 * An NDJSON file as {@link FileRange}s: its line feeds counted, a range cut at the first line feed
 * `rangeBytes` or more past the range's start. A failure to read gives the whole lines before it as a
 * last range, then the problem.
 */
async function* fileRanges(input: SessionInput, progress: ReadProgress, rangeBytes: number): AsyncGenerator<InputWork> {
  const before = progress.bytes;
  let handle;
  let start = 0;
  let firstLine = 1;
  let lines = 0;
  let lastEnd = 0;
  let read = 0;
  let failure: string | undefined;
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  try {
    handle = await open(input.path, 'r');
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, read);
      if (bytesRead === 0) break;
      for (let nl = buffer.indexOf(0x0a); nl >= 0 && nl < bytesRead; nl = buffer.indexOf(0x0a, nl + 1)) {
        lines++;
        lastEnd = read + nl + 1;
        if (lastEnd - start >= rangeBytes) {
          yield {
            range: { name: input.name, path: input.path, start, end: lastEnd, firstLine },
            bytes: before + lastEnd,
          };
          start = lastEnd;
          firstLine += lines;
          lines = 0;
        }
      }
      read += bytesRead;
      progress.bytes = before + read;
    }
  } catch (e) {
    failure = readFailure(e);
  } finally {
    await handle?.close();
  }
  if (failure !== undefined) {
    if (lastEnd > start)
      yield { range: { name: input.name, path: input.path, start, end: lastEnd, firstLine }, bytes: before + lastEnd };
    yield { invalid: { source: input.name, reason: failure } };
    return;
  }
  if (read > start || start === 0)
    yield { range: { name: input.name, path: input.path, start, end: null, firstLine }, bytes: before + read };
}

/**
 * Where to cut `bytes[0, length)` so that no UTF-8 sequence is split: before the lead byte of a
 * sequence that the last (at most 3) continuation bytes may not have ended, else at `length`.
 */
function utf8Boundary(bytes: Uint8Array, length: number): number {
  let i = length - 1;
  while (i > length - 4 && i > 0 && (bytes[i]! & 0xc0) === 0x80) i--;
  return bytes[i]! >= 0xc0 ? i : length;
}

/**
 * Reads one {@link FileRange} (in a worker thread): its records and problems, in file order, given to
 * `take` as they are cut, exactly those the whole file read by {@link readWork} gives for those lines.
 * A failure to read ends the range with a problem naming the file.
 */
export function readRange(range: FileRange, take: (item: RecordItem) => void): void {
  const records =
    range.start === 0
      ? new SessionRecords(range.name)
      : new SessionRecords(range.name, {}, { firstLine: range.firstLine });
  // Whole lines are decoded at once, up to the last line feed read: a line feed is never part of a
  // UTF-8 sequence, so this is the text a streaming decoder gives, and Node decodes a whole text
  // several times faster than a stream. A byte-order mark is only dropped at the file's start.
  const first = new TextDecoder('utf-8', { ignoreBOM: range.start > 0 });
  const rest = new TextDecoder('utf-8', { ignoreBOM: true });
  let decoded = false;
  const decode = (bytes: Buffer): string => {
    // a part of plain ASCII (nearly every session file's) is its own text, one byte a character: copied
    // as Latin-1, about four times faster than decoding it as UTF-8, to the same text (a byte-order
    // mark is not ASCII: a part with one is decoded)
    const text = isAscii(bytes) ? bytes.toString('latin1') : (decoded ? rest : first).decode(bytes);
    decoded = true;
    return text;
  };
  const give = (items: readonly RecordItem[]): void => {
    for (const item of items) take(item);
  };
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  // bytes not yet decoded (of a line not yet ended), at the start of `buffer`
  let kept = 0;
  let fd: number | undefined;
  try {
    fd = openSync(range.path, 'r');
    for (let at = range.start; range.end === null || at < range.end;) {
      const room = buffer.length - kept;
      const want = range.end === null ? room : Math.min(room, range.end - at);
      const bytesRead = readSync(fd, buffer, kept, want, at);
      if (bytesRead === 0) break;
      at += bytesRead;
      const filled = kept + bytesRead;
      let cut = buffer.lastIndexOf(0x0a, filled - 1) + 1;
      // a line longer than the buffer is given in pieces (SessionRecords joins them, or drops a line
      // past its limit), each cut before a UTF-8 sequence that may go on in the next read
      if (cut === 0 && filled === buffer.length) cut = utf8Boundary(buffer, filled);
      if (cut > 0) {
        give(records.push(decode(buffer.subarray(0, cut))));
        buffer.copy(buffer, 0, cut, filled);
      }
      kept = filled - cut;
    }
    if (kept > 0) give(records.push(decode(buffer.subarray(0, kept))));
  } catch (e) {
    take({ invalid: { source: range.name, reason: readFailure(e) } });
    return;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  give(records.end());
}
