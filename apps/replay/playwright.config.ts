import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * A free port for the preview server, asked of the OS once in the main process and handed to the
 * workers through the environment (they evaluate this file again).
 */
function freePort(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
process.env['E2E_PORT'] ??= String(freePort());
const port = Number(process.env['E2E_PORT']);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}/replay/`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    // --bypass-lock: a preview already running for `npm start` must not stop the tests
    command: `npx vite preview --host 127.0.0.1 --strictPort --port ${port} --bypass-lock`,
    url: `http://127.0.0.1:${port}/replay/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
