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
    return headLooksBinary(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

/** Whether the start of a session input is binary: the engine's `looksBinary` of its first 8,000 bytes decoded as UTF-8. */
const headLooksBinary = (bytes: Buffer): boolean =>
  looksBinary(bytes.subarray(0, HEAD_BYTES).toString('utf8'), sessionRecordLine);

/** What the analysis reports of a binary input: `ERR_BINARY` in the engine's words. */
const binaryProblem = (source: string): { source: string; reason: string } => ({
  source,
  reason: `ERR_BINARY: ${BINARY_FILE}`,
});

/**
 * The bytes of standard input (which cannot be looked at ahead as a file is), judged as a binary file
 * is judged: held back until its first 8,000 bytes are in (or it ended), then given on as they came,
 * or, when binary, only the problem (`ERR_BINARY`, reported once as for a file) and nothing more read.
 * @param source the name in the problem (`stdin`)
 */
export async function* unlessBinary(
  chunks: AsyncIterable<Buffer | string>,
  source: string,
): AsyncGenerator<Buffer | { readonly invalid: { source: string; reason: string } }> {
  let held: Buffer[] | undefined = [];
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (held === undefined) {
      yield bytes;
      continue;
    }
    held.push(bytes);
    size += bytes.length;
    if (size < HEAD_BYTES) continue;
    if (headLooksBinary(Buffer.concat(held))) {
      yield { invalid: binaryProblem(source) };
      return;
    }
    yield* held;
    held = undefined;
  }
  if (held === undefined) return;
  if (size > 0 && headLooksBinary(Buffer.concat(held))) yield { invalid: binaryProblem(source) };
  else yield* held;
}

/**
 * The inputs without the binary files (the analysis' inputs: `name` as reported, `path` read, `-` for
 * standard input, judged as it is read: {@link unlessBinary}): each binary file is reported once through `problem` as
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
    if (binary) problem(binaryProblem(input.name));
    else kept.push(input);
  }
  return kept;
}
