import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserSuiteConfig } from '@klondike/config/playwright';

const here = dirname(fileURLToPath(import.meta.url));
// our own build of apps/web, so a build or preview of the web package's own tests is never disturbed
const outDir = resolve(here, 'dist/web');

export default browserSuiteConfig({
  portVariable: 'MODEL_E2E_PORT',
  serve: (port) =>
    `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir && npx vite preview --host 127.0.0.1 --strictPort --port ${port} --outDir ${outDir}`,
  cwd: resolve(here, '../../apps/web'),
  serverTimeout: 180_000,
  timeout: 600_000,
  // the board's movement is not what these tests check: cards land at once, as without animations
  config: { use: { reducedMotion: 'reduce' } },
});
