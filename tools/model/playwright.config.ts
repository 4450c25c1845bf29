import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * A free port for the preview server, asked of the OS once in the main process and handed to the
 * workers through the environment (they evaluate this file again).
 */
function freePort(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
process.env['MODEL_E2E_PORT'] ??= String(freePort());
const port = Number(process.env['MODEL_E2E_PORT']);
const here = dirname(fileURLToPath(import.meta.url));
// our own build of apps/web, so a build or preview of the web package's own tests is never disturbed
const outDir = resolve(here, 'dist/web');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 600_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' },
  },
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir && npx vite preview --host 127.0.0.1 --strictPort --port ${port} --outDir ${outDir}`,
    cwd: resolve(here, '../../apps/web'),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
