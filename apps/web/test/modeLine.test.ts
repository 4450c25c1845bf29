import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { PRESET_NAMES } from '@klondike/engine';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';
import { presetChoice } from '../src/modeLine.js';

const translate = (locale: 'en' | 'he' | 'nl') => {
  const i18n = createI18n({ legacy: false, locale, messages: { en, he, nl } });
  return (key: string, named?: Record<string, unknown>) => i18n.global.t(key, named ?? {});
};

describe("the rules presets in the player's menus (the new game dialog, the statistics' categories)", () => {
  it('name each preset by the game words, the default one marked so, in every language', () => {
    const names = (locale: 'en' | 'he' | 'nl') => PRESET_NAMES.map((p) => presetChoice(p, translate(locale)));
    expect(names('en')).toEqual(['App (default)', 'Classic', 'StillDeck']);
    expect(names('he')).toEqual(['אפליקציה (ברירת מחדל)', 'קלסי', 'StillDeck']);
    expect(names('nl')).toEqual(['App (standaard)', 'Klassiek', 'StillDeck']);
  });
});
