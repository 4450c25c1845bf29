import { browserSuiteConfig } from '@klondike/config/playwright';

export default browserSuiteConfig({
  portVariable: 'E2E_PORT',
  config: {
    expect: { timeout: 10_000 },
    use: {
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      // The offline worker precaches the whole build on every fresh page: in each test but
      // offline.spec.ts (which allows it) that is CPU spent on nothing the test checks.
      serviceWorkers: 'block',
    },
  },
});
