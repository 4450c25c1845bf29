import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GZIP_LEVEL, pageJsSize } from './jsSize.js';
import { spread, table } from './table.js';

/** A built page: an entry, a preloaded module, a chunk the entry imports later, a leftover file. */
function builtPage(base: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<script type="module" crossorigin src="${base}assets/index-A.js"></script>\n<link rel="modulepreload" crossorigin href="${base}assets/vendor-B.js">`,
  );
  writeFileSync(join(dir, 'assets/index-A.js'), `import('./lazy-C.js');${'x'.repeat(1000)}`);
  writeFileSync(join(dir, 'assets/vendor-B.js'), 'export const b = 1;');
  writeFileSync(join(dir, 'assets/lazy-C.js'), 'export const c = 2;');
  writeFileSync(join(dir, 'assets/index-OLD.js'), 'stale');
  return dir;
}

describe('pageJsSize', () => {
  it('sums the scripts index.html loads, gzip level 9, and lists chunks imported later apart', () => {
    const dir = builtPage('/replay/');
    const { loaded, lazy } = pageJsSize(dir, '/replay/');
    expect(loaded.files).toEqual(['index-A.js', 'vendor-B.js']);
    expect(loaded.raw).toBe(1000 + "import('./lazy-C.js');".length + 'export const b = 1;'.length);
    const gz = (s: string) => gzipSync(Buffer.from(s), { level: GZIP_LEVEL }).length;
    expect(loaded.gzip).toBe(gz(`import('./lazy-C.js');${'x'.repeat(1000)}`) + gz('export const b = 1;'));
    expect(loaded.gzip).toBeLessThan(loaded.raw);
    expect(gunzipSync(gzipSync(Buffer.from('ok'), { level: GZIP_LEVEL })).toString()).toBe('ok');
    expect(lazy.files).toEqual(['lazy-C.js']);
  });

  it('names a script outside the base', () => {
    const dir = builtPage('/');
    expect(() => pageJsSize(dir, '/replay/')).toThrow(
      /index\.html: script \/assets\/index-A\.js is not under \/replay\//,
    );
  });
});

describe('spread and table', () => {
  it('gives median, nearest-rank p95 and max', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, p95: 3, max: 3 });
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(spread(hundred)).toEqual({ median: 50.5, p95: 95, max: 100 });
    expect(() => spread([])).toThrow('spread: no values');
  });

  it('aligns the first column left and the others right', () => {
    expect(table(['a', 'bb'], [['xyz', '1']]).split('\n')).toEqual(['a    bb', '---  --', 'xyz   1']);
  });
});
