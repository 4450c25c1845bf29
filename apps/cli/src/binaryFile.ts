import { open } from 'node:fs/promises';

/** The bytes looked at: the start of a file, as git, grep and diff look for a NUL byte there. */
const HEAD_BYTES = 8000;

/**
 * Whether the start of a file is binary rather than a text file of records: a NUL byte within its
 * first 8,000 bytes, and no whole line there that `isRecordLine` takes for a record. Text files never
 * hold a NUL; the second test keeps a text file whose one line was damaged (a crash's NUL bytes) read
 * line by line, so its good records are not lost with the bad line.
 * @param head the file's first bytes (more than 8,000 are fine: only those are looked at)
 * @param isRecordLine whether one line (without its line feed) looks like a record of the format read
 */
export function looksBinary(head: Uint8Array, isRecordLine: (line: string) => boolean): boolean {
  const start = head.subarray(0, HEAD_BYTES);
  if (!start.includes(0)) return false;
  const lines = Buffer.from(start).toString('utf8').split('\n');
  // the last piece may be a line cut at 8,000 bytes: only whole lines are judged
  return !lines.slice(0, -1).some(isRecordLine);
}

/**
 * {@link looksBinary} of a file on disk, reading only its first 8,000 bytes.
 * @throws the file system's error when the file cannot be opened or read
 */
export async function fileLooksBinary(path: string, isRecordLine: (line: string) => boolean): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return looksBinary(head.subarray(0, bytesRead), isRecordLine);
  } finally {
    await file.close();
  }
}

/** A line that may be a session record (RULES §8): a JSON object or array, as NDJSON lines and session files are. */
export const sessionRecordLine = (line: string): boolean => /^\s*[{[]/.test(line);

/**
 * The inputs without the binary files (the analysis' inputs: `name` as reported, `path` read, `-` for
 * standard input, never looked at ahead): each binary file is reported once through `problem` as
 * `ERR_BINARY`, not as hundreds of invalid lines. A file that cannot be read stays, for its reader to
 * report.
 */
export async function withoutBinaryFiles<T extends { readonly name: string; readonly path: string }>(
  inputs: readonly T[],
  problem: (i: { source: string; reason: string }) => void,
): Promise<T[]> {
  const kept: T[] = [];
  for (const input of inputs) {
    const binary = input.path !== '-' && (await fileLooksBinary(input.path, sessionRecordLine).catch(() => false));
    if (binary) problem({ source: input.name, reason: 'ERR_BINARY: binary file, not NDJSON' });
    else kept.push(input);
  }
  return kept;
}
