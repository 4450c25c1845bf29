/**
 * The fold's Web Worker: reads a session file's text (given as text, or as the file) with the engine (parsed, checked and replayed
 * once) off the page's thread, and posts back {@link readText}'s plain data for the page to fold in
 * slices. `new Worker(new URL('./fold.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { readText, type Read } from './loader.js';

self.onmessage = (event: MessageEvent<string | Blob>) => {
  const source = event.data;
  // a file is read here, off the page's thread; a failure to read it is the worker's error, for the page
  void (typeof source === 'string' ? Promise.resolve(source) : source.text()).then((text) => {
    const read: Read = readText(text);
    const transfer = read.ok ? read.games.map((g) => g.times.buffer) : read.prefix ? [read.prefix.times.buffer] : [];
    (self as unknown as Worker).postMessage(read, transfer);
  }, reportError);
};
