/**
 * Production JS size of a built Vite page: the scripts its `index.html` loads (entry `<script
 * type="module" src>` and `<link rel="modulepreload">`), raw and gzip-compressed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Gzip level used: 9, what a server precompressing static files uses. */
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/** Sizes in bytes of a set of JS files. */
export interface JsSize {
  /** file names, in the order the page names them */
  readonly files: readonly string[];
  readonly raw: number;
  readonly gzip: number;
}

const sizeOf = (paths: readonly string[]): JsSize => {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: GZIP_LEVEL }).length;
  }
  return { files: paths.map((p) => basename(p)), raw, gzip };
};

/**
 * The JS a built page loads at start, and the chunks its scripts import later, on demand.
 * @param dir a Vite build folder holding `index.html` and `assets/`
 * @param base the URL prefix under which `dir` is served (`/` or `/replay/`)
 * @throws if `index.html` is missing or names a script that is not in `dir`
 */
export function pageJsSize(dir: string, base: string): { loaded: JsSize; lazy: JsSize } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const loaded = urls.map((url) => {
    if (!url.startsWith(base)) throw new Error(`${join(dir, 'index.html')}: script ${url} is not under ${base}`);
    return join(dir, url.slice(base.length));
  });
  // Chunks loaded on demand are those whose names appear in loaded JS (dynamic imports); files no
  // script names are leftovers of earlier builds and are not counted.
  const assets = join(dir, 'assets');
  const others = readdirSync(assets).filter((f) => f.endsWith('.js') && !loaded.includes(join(assets, f)));
  const lazy: string[] = [];
  for (let i = 0, scanned = [...loaded]; i < scanned.length; i++) {
    const text = readFileSync(scanned[i]!, 'utf8');
    for (const f of others) {
      const path = join(assets, f);
      if (!lazy.includes(path) && text.includes(f)) {
        lazy.push(path);
        scanned.push(path);
      }
    }
  }
  return { loaded: sizeOf(loaded), lazy: sizeOf(lazy) };
}
