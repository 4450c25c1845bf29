/**
 * The Playwright set-up shared by the browser suites (apps/web, apps/replay, tools/model): two
 * workers, no retries, reports in `reports/playwright.json`, Debian's Chromium, and a `vite preview`
 * server on a free port.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * Chromium features the browser suites turn off beside Playwright's own: the omnibox popup's WebUI
 * pages. Chromium 156's headless mode builds two of them (`chrome://omnibox-popup.top-chrome/`, its
 * `omnibox_popup_aim.html`) for every browser context, in a renderer of their own, though a headless
 * window never shows an omnibox: with them off, a context that opens the player and draws five
 * times costs its browser 0.61 s of CPU instead of 0.93 s (20 contexts, 7 December), and `npm test`
 * opens some 250 contexts.
 */
export const EXTRA_DISABLED_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The Chromium features Playwright turns off with its own `--disable-features` switch, read from the
 * source of the installed `playwright-core` (it does not export the list). Chromium keeps only the
 * last `--disable-features` of its command line, so a suite that adds features must repeat these.
 * @param source the text of `playwright-core/lib/coreBundle.js` (read from the installed package by default)
 * @returns the feature names in Playwright's order, or `undefined` when the list is not found there (a
 *   Playwright whose source is laid out otherwise)
 */
export function playwrightDisabledFeatures(source?: string): string[] | undefined {
  let text = source;
  if (text === undefined) {
    try {
      const require = createRequire(import.meta.url);
      text = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
    } catch {
      return undefined;
    }
  }
  const list = /\bdisabledFeatures\s*=\s*\[([^\]]*)\]/.exec(text)?.[1];
  if (list === undefined) return undefined;
  const names = [...list.replace(/\/\/[^\n]*/g, '').matchAll(/["']([A-Za-z0-9]+)["']/g)].map((m) => m[1]!);
  return names.length > 0 ? names : undefined;
}

/**
 * The `--disable-features` switch of the browser suites: Playwright's features and
 * {@link EXTRA_DISABLED_FEATURES}; none (Playwright's own switch stands alone) when Playwright's
 * list cannot be read, so a Playwright laid out otherwise costs time, never its own settings.
 * @param playwrightFeatures Playwright's list, {@link playwrightDisabledFeatures}
 * @returns the launch arguments: one switch, or none
 */
export function disableFeaturesSwitch(playwrightFeatures: readonly string[] | undefined): string[] {
  if (playwrightFeatures === undefined) return [];
  return [`--disable-features=${[...new Set([...playwrightFeatures, ...EXTRA_DISABLED_FEATURES])].join(',')}`];
}

/** A free TCP port on 127.0.0.1, asked of the OS in a child process (the config is read synchronously). */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/**
 * A browser suite's Playwright config: tests in `e2e/`, artefacts in `test-results/`, two workers,
 * no retries, the list reporter and a JSON report in `reports/playwright.json`, Chromium from
 * `CHROMIUM_PATH` or `/usr/bin/chromium` without the omnibox popup's pages
 * ({@link EXTRA_DISABLED_FEATURES}), and the app served on a port chosen once in the main process
 * and handed to the workers through `options.portVariable`.
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
      launchOptions: {
        executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
        args: disableFeaturesSwitch(playwrightDisabledFeatures()),
      },
      ...config.use,
    },
  });
}
