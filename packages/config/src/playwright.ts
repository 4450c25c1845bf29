/**
 * The Playwright set-up shared by the browser suites (apps/web, apps/replay, tools/model): two
 * workers, no retries, reports in `reports/playwright.json`, Debian's Chromium, and a `vite preview`
 * server on a free port.
 */
import { execFileSync } from 'node:child_process';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

/** What differs between the suites. */
export interface BrowserSuiteOptions {
  /**
   * The environment variable that carries the server's port to the workers (they evaluate the
   * config again). Suites that may run at the same time need different names.
   */
  readonly portVariable: string;
  /** The path the app is served under, with both slashes: `/` or `/replay/`. */
  readonly path?: string;
  /**
   * The command that serves the app on a port; by default a `vite preview` of the package's build
   * (`--bypass-lock`: a preview already running for `npm start` must not stop the tests).
   */
  readonly serve?: (port: number) => string;
  /** The folder the command runs in; by default the one Playwright runs in. */
  readonly cwd?: string;
  /** Milliseconds for the server to answer; 60 s by default. */
  readonly serverTimeout?: number;
  /** Milliseconds per test; 60 s by default. */
  readonly timeout?: number;
  /**
   * Playwright workers (each its own browser), {@link SUITE_WORKERS} by default; the environment
   * variable `PLAYWRIGHT_WORKERS` overrides both (e.g. 1 to follow one test's output in order).
   */
  readonly workers?: number;
  /** Further settings, merged over the shared ones (`use` is merged field by field). */
  readonly config?: PlaywrightTestConfig;
}

/**
 * Two workers: one worker's browser (its renderer, browser and GPU processes, the test's own process
 * and the preview server) keeps under one core busy (the web's `play.spec.ts`: 28 s of CPU in its
 * 37 s), so on the 2-core machine one worker left a core mostly idle through the browser step of
 * `npm test`, its longest (16.4 of 22.9 min on a fresh clone, 7 December).
 * Spec files are the unit of parallelism (`fullyParallel` off), so a file's tests still run in
 * order in one worker and may share what an earlier test of the file found.
 */
export const SUITE_WORKERS = 2;

/** A free TCP port on 127.0.0.1, asked of the OS in a child process (the config is read synchronously). */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/**
 * A browser suite's Playwright config: tests in `e2e/`, artefacts in `test-results/`, two workers,
 * no retries, the list reporter and a JSON report in `reports/playwright.json`, Chromium from
 * `CHROMIUM_PATH` or `/usr/bin/chromium`, and the app served on a port chosen once in the main
 * process and handed to the workers through `options.portVariable`.
 */
export function browserSuiteConfig(options: BrowserSuiteOptions): PlaywrightTestConfig {
  process.env[options.portVariable] ??= String(freePort());
  const port = Number(process.env[options.portVariable]);
  const url = `http://127.0.0.1:${port}${options.path ?? '/'}`;
  const serve =
    options.serve ?? ((p: number) => `npx vite preview --host 127.0.0.1 --strictPort --port ${p} --bypass-lock`);
  const { config = {} } = options;
  return defineConfig({
    testDir: 'e2e',
    outputDir: 'test-results',
    workers: Number(process.env['PLAYWRIGHT_WORKERS'] ?? options.workers ?? SUITE_WORKERS),
    fullyParallel: false,
    retries: 0,
    timeout: options.timeout ?? 60_000,
    reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
    webServer: {
      command: serve(port),
      ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
      url,
      reuseExistingServer: false,
      timeout: options.serverTimeout ?? 60_000,
    },
    ...config,
    use: {
      baseURL: url,
      launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' },
      ...config.use,
    },
  });
}
