import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import SettingsDialog from '../src/components/SettingsDialog.vue';
import { makeI18n } from '../src/i18n/index.js';
import { DEFAULT_SETTINGS, TAP_WINDOW_MS, parseSettings, stringifySettings } from '../src/settings/settings.js';
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
