/**
 * The fold's Web Worker: reads a session file's text with the engine (parsed, checked and replayed
 * once) off the page's thread, and posts back {@link readText}'s plain data for the page to fold in
 * slices. `new Worker(new URL('./fold.worker.ts', import.meta.url), { type: 'module' })`.
 */
import { readText, type Read } from './loader.js';

self.onmessage = (event: MessageEvent<string>) => {
  const read: Read = readText(event.data);
  const transfer = read.ok ? read.games.map((g) => g.times.buffer) : read.prefix ? [read.prefix.times.buffer] : [];
  (self as unknown as Worker).postMessage(read, transfer);
};
