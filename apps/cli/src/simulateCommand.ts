import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { SingleBar } from 'cli-progress';
import { seededRng } from '@klondike/engine';
import { CliError } from './errors.js';
import { simulatedDeal, simulateGame } from './simulateBot.js';
import { plural } from './plural.js';

/** Options of `klondike simulate`. */
export interface SimulateOptions {
  readonly games: number;
  readonly out: string;
  readonly seed?: number;
  /** Sessions per NDJSON file (default {@link SESSIONS_PER_FILE}). */
  readonly perFile?: number;
}

/** Sessions per output file: files of a few MB, so a fold can shard by file. */
export const SESSIONS_PER_FILE = 10_000;
/** The first simulated game starts at this time; each next one after the previous ended plus a break. */
const FIRST_START = Date.UTC(2026, 0, 1, 8, 0, 0);

/**
 * Why `--out` could not be made a folder, in words: a file in the way is named as such (`EEXIST`: the
 * path is a file; `ENOTDIR`: a folder above it is a file), other failures keep the system's code.
 */
function outFailure(out: string, e: unknown): CliError {
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'EEXIST') return new CliError(`--out must be a folder: "${out}" is a file`);
  if (code === 'ENOTDIR') return new CliError(`--out must be a folder: a part of the path "${out}" is a file`);
  const reason = code === 'EACCES' ? 'permission denied' : e instanceof Error ? e.message : String(e);
  return new CliError(`cannot create the folder "${out}": ${reason}`);
}

/**
 * `klondike simulate --games N --out DIR [--seed S]`: plays N games with the human-like bot and writes
 * them as NDJSON session files `DIR/simulated-S-0001.ndjson`, ... ({@link SESSIONS_PER_FILE} a file),
 * streamed (a file is written as it is played). The same seed writes the same files.
 * @returns a line saying what was written
 * @throws CliError when the folder or a file cannot be written
 */
export async function simulateCommand(options: SimulateOptions, progress?: NodeJS.WritableStream): Promise<string> {
  const seed = options.seed ?? 1;
  const perFile = options.perFile ?? SESSIONS_PER_FILE;
  try {
    mkdirSync(options.out, { recursive: true });
  } catch (e) {
    throw outFailure(options.out, e);
  }
  const rng = seededRng(seed);
  const favourites = Array.from({ length: 12 }, () => simulatedDeal(rng, []));
  const bar = progress
    ? new SingleBar({
        stream: progress,
        format: 'simulating [{bar}] {value}/{total} games',
        hideCursor: true,
        clearOnComplete: true,
      })
    : undefined;
  bar?.start(options.games, 0);
  let startedAt = FIRST_START;
  const files: string[] = [];
  try {
    for (let first = 0; first < options.games; first += perFile) {
      const file = join(options.out, `simulated-${seed}-${String(files.length + 1).padStart(4, '0')}.ndjson`);
      files.push(file);
      const out = createWriteStream(file);
      const failed = once(out, 'error').then(([e]) =>
        Promise.reject(new CliError(`cannot write "${file}": ${(e as Error).message}`)),
      );
      failed.catch(() => {});
      for (let i = first; i < Math.min(options.games, first + perFile); i++) {
        const line = simulateGame(rng, new Date(startedAt).toISOString(), simulatedDeal(rng, favourites));
        const lastT = /"t":(\d+)\}\]\}$/.exec(line);
        startedAt += (lastT ? Number(lastT[1]) : 0) + 30_000 + rng.below(600_000);
        if (!out.write(line + '\n')) await Promise.race([once(out, 'drain'), failed]);
        if (i % 100 === 99) bar?.update(i + 1);
      }
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
    }
  } finally {
    bar?.stop();
  }
  return `${options.games.toLocaleString('en-US')} ${plural('en', options.games, { one: 'game', other: 'games' })} written to ${files.length} ${plural('en', files.length, { one: 'file', other: 'files' })} in ${options.out} (seed ${seed})`;
}
