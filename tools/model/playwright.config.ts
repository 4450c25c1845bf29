import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserSuiteConfig } from '@klondike/config/playwright';

const here = dirname(fileURLToPath(import.meta.url));

// apps/web's own build (apps/web/dist), previewed as its own suite does: turbo builds it before this
// task (turbo.json: `@klondike/model-tests#test` depends on `@klondike/web#build`), and nothing
// rebuilds it while the tests run, so a second build of the same sources would only cost time.
// the parts of the model run write their reports under this run's id (e2e/parts.ts): set here, in
// Playwright's main process, and inherited by the workers, which read this file again
process.env['MODEL_RUN_ID'] ??= randomUUID();

export default browserSuiteConfig({
  portVariable: 'MODEL_E2E_PORT',
  cwd: resolve(here, '../../apps/web'),
  timeout: 600_000,
  // the board's movement is not what these tests check: cards land at once, as without animations
  // and the offline worker is not what they check either: blocked, it precaches nothing per page
  config: {
    use: { reducedMotion: 'reduce', serviceWorkers: 'block' },
    // the union of the model run's parts is checked once they have all passed
    projects: [
      { name: 'browser', testIgnore: /model-coverage\.spec\.ts$/ },
      { name: 'coverage', testMatch: /model-coverage\.spec\.ts$/, dependencies: ['browser'] },
    ],
  },
});
