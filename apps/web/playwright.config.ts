import { browserSuiteConfig } from '@klondike/config/playwright';

export default browserSuiteConfig({
  portVariable: 'E2E_PORT',
  config: { expect: { timeout: 10_000 }, use: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' } },
});
