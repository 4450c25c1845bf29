#!/usr/bin/env node
/**
 * The root `npm test`: runs every workspace's tests through turbo in two steps, then sums the JSON reports
 * each suite leaves in its `reports/` folder (vitest: `reports/vitest.json`, Playwright:
 * `reports/playwright.json`; any `*.json` there in either shape counts, other JSON is ignored unless
 * its name starts with `vitest` or `playwright`) into one closing line, `N passed, N failed[, N skipped]`, printed last.
 *
 * The two steps: first every `test:unit` script (vitest, and the builds they and the browser suites
 * need), two tasks at a time: a vitest run keeps to one core, so two suites (or a suite and a build)
 * fill the two; then every `test:e2e` script (Playwright), one suite at a time and alone, as a
 * browser suite and a heavy vitest suite must not share the two cores (a suite runs two spec files
 * at a time, `@klondike/config/playwright`, which fill them). A workspace's own `test`
 * script runs both of its steps (`npm run test:unit && npm run test:e2e`, or `test:unit` alone).
 *
 * Exit status is non-zero when turbo failed, when any test failed, or when a workspace with a `test`
 * script left no report (it counts as one failure, named), so a suite that never ran cannot pass unseen.
 *
 * Options: `--filter=<turbo filter>` (repeatable) to run some workspaces only, e.g.
 * `node scripts/test.mjs --filter=@klondike/engine`. Everything else is passed on to turbo.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_PARENTS = ['packages', 'apps', 'tools'];

/** Workspace folders (`packages/engine`, ...) with their package.json, in a stable order. */
function workspaces() {
  const out = [];
  for (const parent of REPORT_PARENTS) {
    const dir = join(root, parent);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const manifest = join(dir, name, 'package.json');
      if (!existsSync(manifest)) continue;
      try {
        out.push({ dir: join(dir, name), pkg: JSON.parse(readFileSync(manifest, 'utf8')) });
      } catch (error) {
        out.push({ dir: join(dir, name), pkg: { name: `${parent}/${name}` }, manifestError: String(error) });
      }
    }
  }
  return out;
}

/** Deletes the `reports/` folder of every workspace, so a report can only come from this run. */
function deleteStaleReports() {
  for (const parent of REPORT_PARENTS) {
    const dir = join(root, parent);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) rmSync(join(dir, name, 'reports'), { recursive: true, force: true });
  }
}

/**
 * One `turbo run <task>` over the workspaces, its output passed through.
 * @returns turbo's exit status (1 when it could not start)
 */
function runTurbo(task, concurrency, extraArgs) {
  const args = [
    'turbo',
    'run',
    task,
    `--concurrency=${concurrency}`,
    '--continue=dependencies-successful',
    '--output-logs=full',
    // with two tasks at a time, each task's log in one piece once it ends
    `--log-order=${concurrency > 1 ? 'grouped' : 'stream'}`,
    '--ui=stream',
    ...extraArgs,
  ];
  console.log(`$ npx ${args.join(' ')}`);
  const result = spawnSync('npx', ['--no-install', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' },
  });
  if (result.error) console.error(`turbo could not start: ${result.error.message}`);
  return result.status ?? 1;
}

/**
 * The two steps (see the file's comment): the vitest suites two at a time, then the browser suites one
 * at a time. The second runs whatever the first gave, so every suite that can run leaves its report.
 * @returns 0, or the first non-zero exit status of the two
 */
function runSuites(extraArgs) {
  const unit = runTurbo('test:unit', 2, extraArgs);
  const browser = runTurbo('test:e2e', 1, extraArgs);
  return unit !== 0 ? unit : browser;
}

const num = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Counts of one report file, or a problem when the file is neither a vitest nor a Playwright report.
 * A vitest test file that failed to load (no test ran in it) counts as one failure; so does each
 * Playwright top-level error (a web server that did not start, a broken config).
 */
export function countReport(file) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problem: `unreadable JSON (${error.message})` };
  }
  if (typeof data?.numTotalTests === 'number') {
    const brokenFiles = (data.testResults ?? []).filter(
      (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    const notes = brokenFiles.map(
      (r) => `file failed to run: ${relative(root, r.name ?? '?')}: ${firstLine(r.message)}`,
    );
    let failed = num(data.numFailedTests) + brokenFiles.length;
    // e.g. "No test files found", or an unhandled error outside any test
    if (data.success === false && failed === 0) {
      notes.push(
        'vitest reported a failure outside the tests (no test files, or an unhandled error): counted as 1 failure',
      );
      failed = 1;
    }
    return {
      kind: 'vitest',
      passed: num(data.numPassedTests),
      failed,
      skipped: num(data.numPendingTests) + num(data.numTodoTests),
      notes,
    };
  }
  if (data?.stats && typeof data.stats.expected === 'number') {
    const errors = Array.isArray(data.errors) ? data.errors : [];
    const flaky = num(data.stats.flaky);
    const notes = errors.map((e) => `error: ${firstLine(e?.message ?? e?.value ?? JSON.stringify(e))}`);
    if (flaky > 0) notes.push(`${flaky} flaky (passed on retry, counted as passed)`);
    return {
      kind: 'playwright',
      passed: num(data.stats.expected) + flaky,
      failed: num(data.stats.unexpected) + errors.length,
      skipped: num(data.stats.skipped),
      notes,
    };
  }
  return { problem: 'not a vitest or Playwright JSON report' };
}

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

function main() {
  const started = Date.now();
  const passOn = process.argv.slice(2);
  const filtered = passOn.some((a) => a.startsWith('--filter'));
  deleteStaleReports();
  const turboStatus = runSuites(passOn);

  const totals = { passed: 0, failed: 0, skipped: 0 };
  const problems = [];
  console.log('\nTest reports:');
  for (const { dir, pkg, manifestError } of workspaces()) {
    const name = pkg.name ?? relative(root, dir);
    if (manifestError) {
      problems.push(`${name}: package.json is not valid JSON (${manifestError})`);
      totals.failed += 1;
      continue;
    }
    const reportsDir = join(dir, 'reports');
    const files = existsSync(reportsDir)
      ? readdirSync(reportsDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    const hasTest = typeof pkg.scripts?.test === 'string';
    if (files.length === 0) {
      // With --filter the other workspaces did not run on purpose.
      if (hasTest && !filtered) {
        const steps = ['test:unit', 'test:e2e'].some((step) => typeof pkg.scripts?.[step] === 'string')
          ? ''
          : '; npm test runs its test:unit and test:e2e scripts, and it has neither';
        problems.push(
          `${name}: has a test script but left no report in ${relative(root, reportsDir)}/ (counted as 1 failure${steps})`,
        );
        totals.failed += 1;
      }
      continue;
    }
    let reports = 0;
    for (const file of files) {
      const path = join(reportsDir, file);
      const counts = countReport(path);
      if (counts.problem) {
        // A package may keep other JSON beside its test reports (coverage tables...); a file named
        // like a test report must be one.
        if (/^(vitest|playwright)/.test(file)) {
          problems.push(`${name}: ${relative(root, path)}: ${counts.problem} (counted as 1 failure)`);
          totals.failed += 1;
        } else {
          console.log(`  ${name} (${relative(root, path)}): not a test report, ignored`);
        }
        continue;
      }
      reports += 1;
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
      console.log(
        `  ${name} (${counts.kind}, ${relative(root, path)}) - ${counts.passed} passed, ${counts.failed} failed${skipped}`,
      );
      for (const note of counts.notes) console.log(`      ${note}`);
    }
    if (reports === 0 && hasTest && !filtered) {
      problems.push(
        `${name}: has a test script but left no vitest or Playwright report in ${relative(root, reportsDir)}/ (counted as 1 failure)`,
      );
      totals.failed += 1;
    }
  }
  for (const problem of problems) console.log(`  PROBLEM ${problem}`);
  if (turboStatus !== 0) {
    console.log(`  turbo run test:unit / test:e2e exited with status ${turboStatus} (see its log above)`);
    // A failed build or a crash after the report was written still fails the run, and the count says so.
    if (totals.failed === 0) totals.failed = 1;
  }

  const ok = turboStatus === 0 && totals.failed === 0 && totals.passed > 0;
  if (totals.passed === 0 && totals.failed === 0) console.log('  no test ran');
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`  time: ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`);
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  // The closing line is read by CI: it must stay the last line of output.
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exitCode = ok ? 0 : 1;
}

// Run only as a script, so the counting can be imported and checked on its own.
if (process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1])) main();
