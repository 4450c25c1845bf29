import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { looksLikeNdjson, type InvalidSession } from '@klondike/analysis';
import { CliError } from './errors.js';
import type { Input } from './sessionFile.js';

/** File names a folder is searched for (recursively): session files and NDJSON. */
const SESSION_FILE = /\.(json|ndjson|jsonl)$/i;
/** The largest JSON document (a session spanning lines) read whole; NDJSON streams at any size. */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

/** One input: a file (with its size in bytes, for the progress bar) or standard input. */
export interface SessionInput {
  /** The path as given or found, or `stdin` for `-`. */
  readonly name: string;
  readonly path: string | '-';
  readonly bytes: number;
}

/**
 * The files named on the command line: files as they are, folders searched recursively for
 * `*.json`, `*.ndjson` and `*.jsonl` (sorted by path), `-` for standard input.
 * @throws CliError naming an argument that does not exist or cannot be read
 */
export async function listInputs(args: readonly string[]): Promise<SessionInput[]> {
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
      throw new CliError(`cannot read "${arg}": ${code === 'ENOENT' ? 'no such file or folder' : e instanceof Error ? e.message : String(e)}`);
    }
    if (info.isDirectory()) out.push(...(await folderFiles(arg)));
    else out.push({ name: arg, path: arg, bytes: info.size });
  }
  return out;
}

async function folderFiles(folder: string): Promise<SessionInput[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const out: SessionInput[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...(await folderFiles(path)));
    else if (entry.isFile() && SESSION_FILE.test(entry.name)) out.push({ name: path, path, bytes: (await stat(path)).size });
  }
  return out;
}

/** A slice of one file's sessions to fold together: NDJSON lines, or one whole document (`line` absent). */
export interface LineBatch {
  readonly file: string;
  readonly lines: readonly { readonly line?: number; readonly text: string }[];
}

/** What {@link readBatches} reports as it goes. */
export interface ReadProgress {
  /** Bytes read so far over all inputs (approximate: line lengths in UTF-16 units plus newlines). */
  bytes: number;
}

/**
 * Streams the sessions of the inputs in batches, never holding a whole NDJSON file in memory: a file
 * whose first non-blank line is a JSON object on its own is NDJSON and is read line by line; any other
 * file is one JSON document (read whole, up to 64 MiB). Empty files give nothing. A file that cannot be
 * read or a document that is too large is reported through `invalid`, and the other files go on.
 * @param batchSize sessions per batch
 */
export async function* readBatches(inputs: readonly SessionInput[], io: Input, batchSize: number, progress: ReadProgress, invalid: (i: InvalidSession) => void): AsyncGenerator<LineBatch> {
  for (const input of inputs) {
    const stream = input.path === '-' ? Readable.from(io.stdin) : createReadStream(input.path);
    const failed: { reason?: string } = {};
    stream.on('error', (e: NodeJS.ErrnoException) => {
      failed.reason = `cannot read the file: ${e.code ?? e.message}`;
    });
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    let mode: 'unknown' | 'ndjson' | 'document' = 'unknown';
    let document: string[] = [];
    let documentBytes = 0;
    let batch: { line?: number; text: string }[] = [];
    let lineNumber = 0;
    try {
      for await (const text of lines) {
        lineNumber++;
        progress.bytes += text.length + 1;
        if (mode === 'unknown') {
          if (text.trim() === '') continue;
          mode = looksLikeNdjson(text) ? 'ndjson' : 'document';
        }
        if (mode === 'document') {
          documentBytes += text.length + 1;
          if (documentBytes > MAX_DOCUMENT_BYTES) {
            invalid({ source: input.name, reason: `not NDJSON and larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MiB as one JSON document: one session per line, please` });
            document = [];
            break;
          }
          document.push(text);
          continue;
        }
        if (text.trim() === '') continue;
        batch.push({ line: lineNumber, text });
        if (batch.length >= batchSize) {
          yield { file: input.name, lines: batch };
          batch = [];
        }
      }
    } catch (e) {
      failed.reason ??= `cannot read the file: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      lines.close();
      stream.destroy();
    }
    if (failed.reason !== undefined) {
      invalid({ source: input.name, reason: failed.reason });
      continue;
    }
    if (batch.length > 0) yield { file: input.name, lines: batch };
    if (mode === 'document' && document.length > 0) yield { file: input.name, lines: [{ text: document.join('\n') }] };
  }
}
