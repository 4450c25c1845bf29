import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../src/App.vue';
import { makeI18n } from '../src/i18n/index.js';
import { resetSettingsForTests } from '../src/settings/useSettings.js';
import { until } from './until.js';

/** The player on a game code, mounted on the page (focus needs it), its game started. */
async function mountApp() {
  window.history.replaceState(null, '', '/?code=KL1-D1N-AAAAAAG');
  const w = mount(App, { global: { plugins: [makeI18n(['en'])] }, attachTo: document.body });
  await until(() => w.find('[data-testid="menu"]').exists());
  return w;
}

describe('the dialogs over the game', () => {
  afterEach(() => {
    localStorage.clear();
    resetSettingsForTests();
  });

  it('are one at a time: the Games menu opened while New game is open takes its place, focus in it and back on the header', async () => {
    const w = await mountApp();
    // a click focuses the button it lands on
    w.get<HTMLButtonElement>('[data-testid="new-game"]').element.focus();
    await w.get('[data-testid="new-game"]').trigger('click');
    await until(() => w.find('[data-testid="new-game-dialog"]').exists());

    const games = w.get<HTMLButtonElement>('[data-testid="menu"]').element;
    games.focus();
    await w.get('[data-testid="menu"]').trigger('click');
    await until(() => w.find('[data-testid="games-menu"]').exists());
    await flushPromises();
    expect(w.find('[data-testid="new-game-dialog"]').exists()).toBe(false);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    const menu = w.get('[data-testid="games-menu"]').element;
    expect(menu.closest('.overlay')?.contains(document.activeElement)).toBe(true);

    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !w.find('[data-testid="games-menu"]').exists());
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(0);
    // back on the header, not lost on the page's body: New game's opener, which the menu was opened from
    expect(['new-game', 'menu']).toContain((document.activeElement as HTMLElement).dataset['testid']);
    w.unmount();
  });
});
