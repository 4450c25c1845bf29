import { open } from 'node:fs/promises';
import { BINARY_FILE, looksBinary, sessionRecordLine } from '@klondike/engine';

/** The bytes looked at: the start of a file, as much as the engine's `looksBinary` judges. */
const HEAD_BYTES = 8000;

/**
 * Whether a session file on disk is binary: the engine's one test (`looksBinary`) of its first 8,000
 * bytes decoded as UTF-8 (NUL bytes stay NUL), so it is judged as a reader of its whole text judges it.
 * @throws the file system's error when the file cannot be opened or read
 */
async function fileLooksBinary(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return looksBinary(head.subarray(0, bytesRead).toString('utf8'), sessionRecordLine);
  } finally {
    await file.close();
  }
}

/**
 * The inputs without the binary files (the analysis' inputs: `name` as reported, `path` read, `-` for
 * standard input, never looked at ahead): each binary file is reported once through `problem` as
 * `ERR_BINARY` in the engine's words (what `lost-at` and the replay say of it), not as hundreds of
 * invalid lines. A file that cannot be read stays, for its reader to report.
 */
export async function withoutBinaryFiles<T extends { readonly name: string; readonly path: string }>(
  inputs: readonly T[],
  problem: (i: { source: string; reason: string }) => void,
): Promise<T[]> {
  const kept: T[] = [];
  for (const input of inputs) {
    const binary = input.path !== '-' && (await fileLooksBinary(input.path).catch(() => false));
    if (binary) problem({ source: input.name, reason: `ERR_BINARY: ${BINARY_FILE}` });
    else kept.push(input);
  }
  return kept;
}
