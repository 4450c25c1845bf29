#!/usr/bin/env node
/**
 * Where `npm test`'s time goes: reads the JSON reports the suites leave in each workspace's
 * `reports/` folder (`vitest.json`, `playwright.json`, as `scripts/test.mjs` reads them) and prints
 * a per-suite table (wall time, tests, the slowest file) and the slowest tests, as Markdown.
 *
 * Usage: `node scripts/test-times.mjs [--root DIR] [--top N]`
 * - `--root DIR`: the checkout whose reports to read (default: this one), e.g. a CI clone;
 * - `--top N`: how many of the slowest tests and files to list (default 25).
 *
 * Figures: a vitest suite's wall time is from its first file's start to its last file's end (the
 * collection and transform before the first file are not in the report); a file's time is its own
 * start to end. A Playwright suite's wall time is the report's `stats.duration` (the web server's
 * start included); a spec file's time is the sum of its tests' results (retries included).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PARENTS = ['packages', 'apps', 'tools'];

/** The value following `--name`, or `fallback`. */
function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0 && args[at + 1] !== undefined) return args[at + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}

const root = resolve(option('root', join(dirname(fileURLToPath(import.meta.url)), '..')));
const top = Number(option('top', '25'));
if (!Number.isInteger(top) || top < 0) {
  console.error(`--top must be a whole number of 0 or more, not ${option('top', '')}`);
  process.exit(2);
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** A vitest JSON report as `{ wall, files: [{ file, ms, tests }], tests: [{ name, ms }] }`. */
function readVitest(data, dir) {
  const files = [];
  const tests = [];
  let first = Infinity;
  let last = -Infinity;
  for (const result of data.testResults ?? []) {
    const file = relative(dir, result.name ?? '?');
    const start = Number(result.startTime);
    const end = Number(result.endTime);
    if (Number.isFinite(start) && Number.isFinite(end)) {
      first = Math.min(first, start);
      last = Math.max(last, end);
    }
    const assertions = result.assertionResults ?? [];
    files.push({ file, ms: Number.isFinite(end - start) ? end - start : 0, tests: assertions.length });
    for (const a of assertions) tests.push({ name: `${file} > ${a.fullName ?? a.title}`, ms: Number(a.duration) || 0 });
  }
  return { wall: last > first ? last - first : 0, files, tests, count: Number(data.numTotalTests) || tests.length };
}

/** A Playwright JSON report in the same shape as `readVitest`'s. */
function readPlaywright(data) {
  const byFile = new Map();
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file ?? '?';
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (Number(r.duration) || 0), 0);
        tests.push({ name: `${file} > ${[...titles, spec.title].join(' > ')}`, ms });
        const entry = byFile.get(file) ?? { file, ms: 0, tests: 0 };
        entry.ms += ms;
        entry.tests += 1;
        byFile.set(file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the spec files; the nested ones are `describe` blocks.
  for (const suite of data.suites ?? []) walk(suite, []);
  return { wall: Number(data.stats?.duration) || 0, files: [...byFile.values()], tests, count: tests.length };
}

const suites = [];
for (const parent of PARENTS) {
  const parentDir = join(root, parent);
  if (!existsSync(parentDir)) continue;
  for (const name of readdirSync(parentDir).sort()) {
    const dir = join(parentDir, name);
    for (const kind of ['vitest', 'playwright']) {
      const path = join(dir, 'reports', `${kind}.json`);
      if (!existsSync(path)) continue;
      let data;
      try {
        data = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        console.error(`${relative(root, path)}: unreadable JSON (${error.message}), left out`);
        continue;
      }
      const read = kind === 'vitest' ? readVitest(data, dir) : readPlaywright(data);
      suites.push({ suite: `${parent}/${name} ${kind}`, ...read });
    }
  }
}

if (suites.length === 0) {
  console.error(`no reports under ${root}/{${PARENTS.join(',')}}/*/reports/: run the suites first`);
  process.exit(1);
}

const byTime = (a, b) => b.ms - a.ms;
let total = 0;
console.log('| suite | wall s | tests | files | slowest file (s) |');
console.log('|---|---:|---:|---:|---|');
for (const s of [...suites].sort((a, b) => b.wall - a.wall)) {
  total += s.wall;
  const slowest = [...s.files].sort(byTime)[0];
  const note = slowest ? `${slowest.file} (${seconds(slowest.ms)})` : '';
  console.log(`| ${s.suite} | ${seconds(s.wall)} | ${s.count} | ${s.files.length} | ${note} |`);
}
console.log(`| total of the suites | ${seconds(total)} | ${suites.reduce((n, s) => n + s.count, 0)} | | |`);

if (top > 0) {
  console.log(`\nSlowest ${top} files:\n\n| file | s | tests |\n|---|---:|---:|`);
  const files = suites.flatMap((s) => s.files.map((f) => ({ ...f, suite: s.suite.split(' ')[0] })));
  for (const f of files.sort(byTime).slice(0, top))
    console.log(`| ${f.suite}/${f.file} | ${seconds(f.ms)} | ${f.tests} |`);
  console.log(`\nSlowest ${top} tests:\n\n| test | s |\n|---|---:|`);
  const tests = suites.flatMap((s) => s.tests.map((t) => ({ ...t, suite: s.suite.split(' ')[0] })));
  for (const t of tests.sort(byTime).slice(0, top)) console.log(`| ${t.suite}/${t.name} | ${seconds(t.ms)} |`);
}
