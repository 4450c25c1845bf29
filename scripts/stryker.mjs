import { fileURLToPath } from 'node:url';

/**
 * The StrykerJS settings shared by the packages' mutation runs (`npm run test:mutation -w @klondike/X`,
 * or all of them in turn with the root `npm run test:mutation`); each package's `stryker.config.mjs`
 * names the files to mutate. How to run and read it: docs/testing.md.
 *
 * - The vitest runner with `related` mode, and per-test coverage (the runner's only mode): a mutant
 *   runs only the tests that reached it.
 * - Incremental: `reports/stryker-incremental.json` remembers each mutant's result and the tests
 *   that killed it, so a re-run tests only the mutants of changed code or changed tests.
 * - The tests run with the package's `vitest.mutation.config.ts` (its suite with limits fit for an
 *   instrumented run under `nice`, `mutationTestConfig` of `@klondike/config/vite`).
 * - Static mutants (module-level constants, reached only while importing) are left out: each would
 *   re-run the whole suite. A test that loads a module afresh (`vi.resetModules`, the packages'
 *   `fresh-module.test.ts`) makes its constants reached by that test, and they are tried against it.
 * - Concurrency 2 at most: the machine's 2 cores are shared.
 * - The tests run in a copy of the package (`<package>/.stryker-tmp/sandbox-*`, two levels deeper
 *   than the package), where a path counted up from a test file misses the repository root and
 *   `../shared`: the root is handed to them in `KLONDIKE_REPO_ROOT`, which the runner's child
 *   processes inherit.
 * @param {readonly string[]} mutate the globs of files to mutate, relative to the package
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig(mutate) {
  process.env['KLONDIKE_REPO_ROOT'] ??= fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
  return {
    $schema: '../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    packageManager: 'npm',
    testRunner: 'vitest',
    vitest: { configFile: 'vitest.mutation.config.ts', related: true },
    plugins: ['@stryker-mutator/vitest-runner'],
    mutate: [...mutate],
    ignoreStatic: true,
    incremental: true,
    incrementalFile: 'reports/stryker-incremental.json',
    concurrency: Number(process.env['STRYKER_CONCURRENCY'] ?? 2),
    timeoutMS: 20_000,
    // the initial run of the whole suite, instrumented, under `nice` on a loaded machine: 5 minutes (the default) is not enough
    dryRunTimeoutMinutes: 30,
    cleanTempDir: 'always',
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: 'reports/mutation/mutation.html' },
    jsonReporter: { fileName: 'reports/mutation/mutation.json' },
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
    thresholds: { high: 90, low: 80, break: null },
  };
}
