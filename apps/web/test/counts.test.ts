import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import GamesMenu from '../src/components/GamesMenu.vue';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';

/** Counts are written as the locale writes whole numbers (the board's `formatCount`), never bare. */
describe('a count of 200000 in Dutch reads 200.000', () => {
  it('in the Games menu’s earlier games', async () => {
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, 'nl');
    const w = mount(GamesMenu, {
      props: {
        watchHref: null,
        shareState: 'idle',
        finished: [
          {
            id: 'g',
            href: '/replay/',
            reviewHref: '/replay/?review=1',
            won: false,
            at: Date.UTC(2026, 11, 1),
            actions: 200_000,
            code: 'KL1-D1N-AAAAAAG',
            mode: { draw: 1, scoring: 'normal', preset: 'app', variant: 'standard', thoughtful: false },
          },
        ],
      },
      global: { plugins: [i18n] },
    });
    expect(w.text()).toContain('200.000 acties');
    expect(w.text()).not.toContain('200000');
    w.unmount();
  });
});
