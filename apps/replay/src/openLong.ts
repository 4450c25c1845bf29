import type { SessionError } from '@klondike/engine';
import {
  foldRead,
  isTextRefusal,
  nextTask,
  readText,
  type Opened,
  type OpenedGame,
  type Read,
  type ReadGame,
} from './loader.js';

/** Texts from this many characters on are read in the fold's worker and folded in slices (about 4,000 entries). */
export const LONG_TEXT = 100_000;

/** How far the opening of a long text is: read in the worker, then entries folded of the total. */
export type OpenProgress =
  { readonly stage: 'reading' } | { readonly stage: 'folding'; readonly done: number; readonly total: number };

/**
 * Reads a text in the fold's worker ({@link readText}); where there are no workers (tests), on this
 * thread. A file (a `Blob`) is read into text in the worker: a long file's text is never made on the
 * page, nor copied to the worker (together 60 ms of the page's thread for 7.5 MB).
 */
export async function readInWorker(source: string | Blob, signal?: AbortSignal): Promise<Read> {
  if (typeof Worker === 'undefined') return readText(typeof source === 'string' ? source : await source.text());
  const worker = new Worker(new URL('./fold.worker.ts', import.meta.url), { type: 'module', name: 'fold' });
  return new Promise<Read>((resolve, reject) => {
    const stop = () => {
      worker.terminate();
      reject(new DOMException('the opening was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (e: MessageEvent<Read>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || 'the fold worker failed'));
    };
    worker.postMessage(source);
  });
}

/**
 * Opens a long text (or a file of one) without holding up the page: read and checked in the fold's worker, then each
 * game folded on the page in slices (see {@link foldRead}), with progress. The result is
 * {@link openText}'s, given after a pause (`pause`, the next task by default) once the fold has ended,
 * so the view's first render is a task of its own rather than the fold's end's.
 */
export async function openLongText(
  text: string | Blob,
  onProgress: (p: OpenProgress) => void,
  signal?: AbortSignal,
  pause: () => Promise<void> = nextTask,
): Promise<Opened> {
  onProgress({ stage: 'reading' });
  const read = await readInWorker(text, signal);
  // the worker's answer is copied in when its message is read: the fold starts in a task of its own
  await pause();
  signal?.throwIfAborted();
  const games = read.ok ? read.games : read.prefix ? [read.prefix] : [];
  const total = games.reduce((n, g) => n + g.times.length, 0);
  let before = 0;
  const folded: OpenedGame[] = [];
  for (const g of games) {
    const one = await fold(g, (done) => onProgress({ stage: 'folding', done: before + done, total }), signal, pause);
    if (!one.ok) return { ok: false, error: one.error, prefix: null };
    folded.push(one.value);
    before += g.times.length;
  }
  await pause();
  signal?.throwIfAborted();
  if (!read.ok)
    return isTextRefusal(read.error)
      ? { ok: false, error: read.error, prefix: null }
      : { ok: false, error: read.error, prefix: folded[0] ?? null };
  return { ok: true, games: folded, refused: read.refused, setAside: read.setAside };
}

async function fold(
  g: ReadGame,
  onDone: (done: number) => void,
  signal: AbortSignal | undefined,
  pause: () => Promise<void>,
): Promise<{ ok: true; value: OpenedGame } | { ok: false; error: SessionError }> {
  return foldRead(g, {
    pause,
    onProgress: (done) => {
      signal?.throwIfAborted();
      onDone(done);
    },
  });
}
