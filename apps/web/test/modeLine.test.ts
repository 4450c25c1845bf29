import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { PRESET_NAMES } from '@klondike/engine';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';
import { modeLine, presetChoice } from '../src/modeLine.js';

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

describe("the header's mode line", () => {
  const line = (locale: 'en' | 'he' | 'nl', preset: string) =>
    modeLine({ draw: 1, scoring: 'normal', preset, variant: 'standard', thoughtful: false }, translate(locale));

  it("names a classic or stilldeck game's preset as the new game dialog does, in every language", () => {
    expect(line('en', 'classic')).toBe('Easy · Normal · Classic');
    expect(line('en', 'stilldeck')).toBe('Easy · Normal · StillDeck');
    expect(line('nl', 'classic')).toBe('Makkelijk · Normaal · Klassiek');
    expect(line('nl', 'stilldeck')).toBe('Makkelijk · Normaal · StillDeck');
    for (const locale of ['en', 'he', 'nl'] as const) {
      for (const preset of ['classic', 'stilldeck']) {
        expect(line(locale, preset)).toContain(presetChoice(preset, translate(locale)));
      }
    }
  });

  it('leaves the default preset out', () => {
    expect(line('en', 'app')).toBe('Easy · Normal');
  });
});
