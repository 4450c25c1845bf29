/**
 * Bundle analysis of the player's page: what its production JS is made of, per chunk (the entry and
 * what it imports at start, then each chunk loaded later) and per package, gzip level 9. The
 * per-package figures of a chunk share its real gzip size out by each package's part of the chunk's
 * code before minifying (gzip of each package's rendered modules), so they add up to the chunk.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { GZIP_LEVEL } from './jsSize.js';

/** One output chunk of a build, as the analysis needs it. */
export interface ChunkInfo {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** the chunk's minified code */
  readonly code: string;
  /** the chunks it imports statically (loaded with it) */
  readonly imports: readonly string[];
  /** the rendered (not yet minified) code of each module in it, by module id */
  readonly modules: Readonly<Record<string, string>>;
}

/** Sizes in bytes. */
export interface Size {
  readonly raw: number;
  readonly gzip: number;
}

/** A chunk's size and its packages' shares of its gzip size. */
export interface ChunkReport extends Size {
  readonly fileName: string;
  /** `first paint`: the entry and what it imports statically; `lazy`: loaded on demand */
  readonly load: 'first paint' | 'lazy';
  readonly packages: readonly { readonly name: string; readonly gzip: number }[];
}

export interface BundleReport {
  readonly chunks: readonly ChunkReport[];
  /** the JS loaded before the first paint: the entry chunk and its static imports */
  readonly firstPaint: Size;
  /** per package, over the first-paint chunks: gzip bytes, largest first */
  readonly firstPaintPackages: readonly { readonly name: string; readonly gzip: number }[];
}

const gzipLength = (text: string): number => gzipSync(Buffer.from(text), { level: GZIP_LEVEL }).length;

/**
 * The package a module id belongs to: the npm package under the last `node_modules/`, else the
 * `name` of the nearest package.json (a workspace package), else `(build runtime)` for Vite's
 * virtual modules.
 */
export function packageOf(id: string, nameAt: (dir: string) => string | null = workspaceName): string {
  if (id.startsWith('\0') || !id.startsWith('/')) return '(build runtime)';
  const path = id.split('?')[0]!;
  const at = path.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = path.slice(at + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    const name = nameAt(dir);
    if (name) return name;
  }
  return '(no package)';
}

const names = new Map<string, string | null>();
function workspaceName(dir: string): string | null {
  if (!names.has(dir)) {
    try {
      names.set(dir, (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name ?? null);
    } catch {
      names.set(dir, null);
    }
  }
  return names.get(dir) ?? null;
}

/** Adds the packages' gzip shares of one group of chunks. */
function addShares(into: Map<string, number>, packages: readonly { name: string; gzip: number }[]): void {
  for (const p of packages) into.set(p.name, (into.get(p.name) ?? 0) + p.gzip);
}

/**
 * The report of a build's chunks: which load before the first paint (the entries and, transitively,
 * their static imports), the size of each, and each package's share.
 * @param packageName maps a module id to its package (see {@link packageOf})
 */
export function analyseChunks(
  chunks: readonly ChunkInfo[],
  packageName: (id: string) => string = packageOf,
): BundleReport {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const first = new Set<string>();
  const visit = (name: string): void => {
    if (first.has(name)) return;
    first.add(name);
    for (const i of byName.get(name)?.imports ?? []) visit(i);
  };
  for (const c of chunks) if (c.isEntry) visit(c.fileName);

  const reports = chunks.map((c): ChunkReport => {
    const gzip = gzipLength(c.code);
    const rendered = new Map<string, string>();
    for (const [id, code] of Object.entries(c.modules))
      rendered.set(packageName(id), (rendered.get(packageName(id)) ?? '') + code);
    const weights = [...rendered].map(([name, code]) => ({ name, weight: code.length ? gzipLength(code) : 0 }));
    const total = weights.reduce((s, w) => s + w.weight, 0);
    const packages = weights
      .map((w) => ({ name: w.name, gzip: total ? (gzip * w.weight) / total : 0 }))
      .filter((p) => p.gzip > 0)
      .sort((a, b) => b.gzip - a.gzip);
    return {
      fileName: c.fileName,
      load: first.has(c.fileName) ? 'first paint' : 'lazy',
      raw: Buffer.byteLength(c.code),
      gzip,
      packages,
    };
  });
  reports.sort((a, b) => (a.load === b.load ? b.gzip - a.gzip : a.load === 'first paint' ? -1 : 1));
  const firstChunks = reports.filter((r) => r.load === 'first paint');
  const shares = new Map<string, number>();
  for (const r of firstChunks) addShares(shares, r.packages);
  return {
    chunks: reports,
    firstPaint: { raw: firstChunks.reduce((s, r) => s + r.raw, 0), gzip: firstChunks.reduce((s, r) => s + r.gzip, 0) },
    firstPaintPackages: [...shares].map(([name, gzip]) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

/**
 * Builds a Vite app in memory (nothing written to its `dist/`) with its own config and analyses its chunks.
 * @param root the app's folder (holding `vite.config.ts` and `index.html`)
 */
export async function analyseBuild(root: string): Promise<BundleReport> {
  const chunks: ChunkInfo[] = [];
  const collect: Plugin = {
    name: 'klondike-bench-chunks',
    generateBundle(_, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules: Record<string, string> = {};
        for (const [id, m] of Object.entries(out.modules)) modules[id] = m.code ?? '';
        chunks.push({ fileName: out.fileName, isEntry: out.isEntry, code: out.code, imports: out.imports, modules });
      }
    },
  };
  await build({ root, logLevel: 'warn', build: { write: false }, plugins: [collect] });
  return analyseChunks(chunks);
}
