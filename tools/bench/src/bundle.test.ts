import { describe, expect, it } from 'vitest';
import { analyseChunks, packageOf, type ChunkInfo } from './bundle.js';

const chunk = (fileName: string, isEntry: boolean, imports: string[], modules: Record<string, string>): ChunkInfo => ({
  fileName,
  isEntry,
  imports,
  code: Object.values(modules).join('\n'),
  modules,
});

describe('packageOf', () => {
  const names = (dir: string) => (dir === '/repo/packages/engine' ? '@klondike/engine' : null);
  it('names the npm package under the last node_modules, scoped or not', () => {
    expect(packageOf('/repo/node_modules/@vue/runtime-core/dist/x.js', names)).toBe('@vue/runtime-core');
    expect(packageOf('/repo/node_modules/a/node_modules/idb/build/index.js', names)).toBe('idb');
  });
  it('names a workspace package by its nearest package.json, and virtual modules apart', () => {
    expect(packageOf('/repo/packages/engine/src/targets.ts', names)).toBe('@klondike/engine');
    expect(packageOf('\0vite/preload-helper.js', names)).toBe('(build runtime)');
  });
});

describe('analyseChunks', () => {
  const pkg = (id: string) => id.split('/')[0]!;
  const chunks = [
    chunk('index.js', true, ['vendor.js'], { 'app/main.ts': 'a'.repeat(500) + 'import("./lazy.js")' }),
    chunk('vendor.js', false, [], { 'vue/x.js': 'let v = 1;'.repeat(50), 'idb/y.js': 'let w = 2;'.repeat(5) }),
    chunk('lazy.js', false, [], { 'app/dialog.ts': 'dialog();'.repeat(20) }),
  ];
  const report = analyseChunks(chunks, pkg);

  it('counts the entry and its static imports as first paint, a dynamic import as lazy', () => {
    // first-paint chunks first, then lazy ones
    expect(report.chunks.at(-1)).toMatchObject({ fileName: 'lazy.js', load: 'lazy' });
    expect(new Set(report.chunks.filter((c) => c.load === 'first paint').map((c) => c.fileName))).toEqual(
      new Set(['index.js', 'vendor.js']),
    );
    const first = report.chunks.filter((c) => c.load === 'first paint');
    expect(report.firstPaint.gzip).toBe(first.reduce((s, c) => s + c.gzip, 0));
    expect(report.firstPaint.raw).toBe(first.reduce((s, c) => s + c.raw, 0));
  });

  it("shares each chunk's gzip size out among its packages, so they add up to it", () => {
    for (const c of report.chunks) expect(c.packages.reduce((s, p) => s + p.gzip, 0)).toBeCloseTo(c.gzip, 6);
    expect(report.firstPaintPackages.map((p) => p.name)).toEqual(expect.arrayContaining(['app', 'vue', 'idb']));
    expect(report.firstPaintPackages.reduce((s, p) => s + p.gzip, 0)).toBeCloseTo(report.firstPaint.gzip, 6);
    const vendor = report.chunks.find((c) => c.fileName === 'vendor.js')!;
    expect(vendor.packages[0]!.name).toBe('vue');
  });
});
