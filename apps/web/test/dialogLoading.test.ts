import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../src/App.vue';
import { makeI18n } from '../src/i18n/index.js';
import { resetSettingsForTests } from '../src/settings/useSettings.js';
import { until } from './until.js';

/** The New game dialog's chunk, held back until the test lets it load (a slow network). */
const chunk = vi.hoisted(() => {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release() };
});
vi.mock('../src/components/NewGameDialog.vue', async (importOriginal) => {
  await chunk.held;
  return importOriginal();
});

/** The player on a game code, mounted on the page (focus needs it), its game started. */
async function mountApp() {
  window.history.replaceState(null, '', '/?code=KL1-D1N-AAAAAAG');
  const w = mount(App, { global: { plugins: [makeI18n(['en'])] }, attachTo: document.body });
  await until(() => w.find('[data-testid="menu"]').exists());
  return w;
}

const escape = (): void => {
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
  );
};

describe('a dialog whose chunk is still loading', () => {
  afterEach(() => {
    localStorage.clear();
    resetSettingsForTests();
  });

  it('is cancelled by an Escape pressed while it loads: it does not open once loaded', async () => {
    const w = await mountApp();
    w.get<HTMLButtonElement>('[data-testid="new-game"]').element.focus();
    await w.get('[data-testid="new-game"]').trigger('click');
    await flushPromises();
    expect(w.find('[data-testid="new-game-dialog"]').exists()).toBe(false);
    escape();

    chunk.release();
    // the chunk is loaded: everything waiting on it has run
    await import('../src/components/NewGameDialog.vue');
    await flushPromises();
    expect(w.find('[data-testid="new-game-dialog"]').exists()).toBe(false);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);

    // asked for again, it opens (the chunk is there now), and its own Escape closes it
    await w.get('[data-testid="new-game"]').trigger('click');
    await until(() => w.find('[data-testid="new-game-dialog"]').exists());
    escape();
    await until(() => !w.find('[data-testid="new-game-dialog"]').exists());
    w.unmount();
  });
});
