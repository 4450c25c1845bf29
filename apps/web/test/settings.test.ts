import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineComponent, nextTick } from 'vue';
import SettingsDialog from '../src/components/SettingsDialog.vue';
import { useGame } from '../src/composables/useGame.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import {
  DEFAULT_SETTINGS,
  TAP_WINDOW_MS,
  parseSettings,
  readSettings,
  stringifySettings,
} from '../src/settings/settings.js';
import { SETTINGS_KEY, resetSettingsForTests, useSettings } from '../src/settings/useSettings.js';

describe('parseSettings', () => {
  it('gives the defaults when nothing is stored or the text is not JSON', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{oops')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
  });

  it('round-trips every field', () => {
    const s = {
      ...DEFAULT_SETTINGS,
      language: 'he',
      fourColour: true,
      motion: 'reduce',
      tapWindowMs: 180,
      solverStatus: true,
    } as const;
    expect(parseSettings(stringifySettings(s))).toEqual(s);
  });

  it('replaces a bad field by its default and keeps the others', () => {
    const s = parseSettings(
      JSON.stringify({ language: 'xx', fourColour: true, tapWindowMs: TAP_WINDOW_MS.max + 1, extra: 1 }),
    );
    expect(s).toEqual({ ...DEFAULT_SETTINGS, fourColour: true });
  });
});

describe('useSettings', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSettingsForTests();
  });

  it('writes a change to localStorage and reads it back on the next page', async () => {
    useSettings().update({ leftHanded: true });
    await nextTick();
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ leftHanded: true });
    resetSettingsForTests();
    expect(useSettings().settings.value.leftHanded).toBe(true);
  });

  it('the dialog changes a setting at once', async () => {
    const w = mount(SettingsDialog, { global: { plugins: [makeI18n(['en'])] } });
    await w.get('[data-testid="setting-four-colour"]').setValue(true);
    await w.get('[data-testid="setting-language"]').setValue('nl');
    await flushPromises();
    expect(useSettings().settings.value).toMatchObject({ fourColour: true, language: 'nl' });
    await w.get('[data-testid="close-settings"]').trigger('click');
    expect(w.emitted('close')).toHaveLength(1);
  });
});

describe('stored settings that cannot be read', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSettingsForTests();
  });

  /** The notices of a page opened in `locale`, once its game has started. */
  async function noticesOfPage(locale: string): Promise<string[]> {
    let game: ReturnType<typeof useGame> | undefined;
    const Probe = defineComponent({
      setup() {
        game = useGame();
        return () => null;
      },
    });
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, locale);
    const wrapper = mount(Probe, { global: { plugins: [i18n] } });
    try {
      await game!.start();
      return [...game!.notices.value];
    } finally {
      wrapper.unmount();
    }
  }

  it('are told apart from settings never stored and from a bad field', () => {
    expect(readSettings(null).unreadable).toBe(false);
    expect(readSettings('{oops').unreadable).toBe(true);
    expect(readSettings('[1,2]').unreadable).toBe(true);
    expect(readSettings('null').unreadable).toBe(true);
    expect(readSettings(JSON.stringify({ language: 'xx' }))).toEqual({ settings: DEFAULT_SETTINGS, unreadable: false });
  });

  it.each([
    ['en', 'The saved settings could not be read: the default settings are used.'],
    ['he', 'ההגדרות השמורות לא נקראו: משתמשים בהגדרות ברירת המחדל.'],
    ['nl', 'De opgeslagen instellingen konden niet worden gelezen: de standaardinstellingen worden gebruikt.'],
  ] as const)('are reported once, in the page language (%s), and the defaults used', async (locale, said) => {
    localStorage.setItem(SETTINGS_KEY, '{"fourColour": tru');
    expect(await noticesOfPage(locale)).toContain(said);
    expect(useSettings().settings.value).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(localStorage.getItem(SETTINGS_KEY))).toEqual(DEFAULT_SETTINGS);
    // the next page reads the defaults stored in their place, quietly
    resetSettingsForTests();
    expect(await noticesOfPage(locale)).not.toContain(said);
  });
});
