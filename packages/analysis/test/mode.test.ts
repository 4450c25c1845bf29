import { describe, expect, it } from 'vitest';
import { MODE_WORDS, modeKey, modeLabel, modeOf, type GameMode } from '../src/mode.js';

const APP_1: GameMode = { rules: 'app', draw: 1, scoring: 'normal', variant: 'standard', thoughtful: false };

describe('modeKey: one key per mode', () => {
  it('is preset, draw and scoring, then Thoughtful and the variant when not standard', () => {
    expect(modeKey(APP_1)).toBe('app-1-normal');
    expect(modeKey({ ...APP_1, rules: 'classic', draw: 3, scoring: 'vegas', thoughtful: true })).toBe(
      'classic-3-vegas-thoughtful',
    );
    expect(modeKey({ ...APP_1, variant: 'double' })).toBe('app-1-normal-double');
    expect(modeKey({ ...APP_1, variant: 'jokers', thoughtful: true })).toBe('app-1-normal-thoughtful-jokers');
  });
  it('tells every mode apart', () => {
    const keys = new Set<string>();
    for (const rules of ['app', 'classic', 'stilldeck'] as const)
      for (const draw of [1, 3] as const)
        for (const scoring of ['normal', 'vegas'] as const)
          for (const variant of ['standard', 'double', 'jokers'] as const)
            for (const thoughtful of [false, true]) keys.add(modeKey({ rules, draw, scoring, variant, thoughtful }));
    expect(keys.size).toBe(3 * 2 * 2 * 3 * 2);
  });
  it('modeOf keeps only the mode of a wider row', () => {
    expect(modeOf({ ...APP_1, sessions: 3 } as GameMode)).toEqual(APP_1);
  });
});

describe('modeLabel: one label per mode, the same parts in every language', () => {
  it('names preset, draw and scoring, then the variant and Thoughtful', () => {
    expect(modeLabel(APP_1, 'en')).toBe('App · draw 1 · Normal');
    expect(
      modeLabel({ ...APP_1, rules: 'classic', draw: 3, scoring: 'vegas', variant: 'double', thoughtful: true }, 'en'),
    ).toBe('Classic · draw 3 · Vegas · Double Klondike · Thoughtful');
  });
  it('Hebrew and Dutch say the same parts in their words', () => {
    expect(modeLabel({ ...APP_1, draw: 3 }, 'he')).toBe('אפליקציה · שליפת 3 · רגיל');
    expect(modeLabel({ ...APP_1, rules: 'classic', thoughtful: true }, 'nl')).toBe(
      'Klassiek · trekken van 1 · Normaal · Open kaarten',
    );
    for (const language of ['he', 'nl'] as const) {
      const m: GameMode = { rules: 'stilldeck', draw: 3, scoring: 'vegas', variant: 'jokers', thoughtful: true };
      expect(modeLabel(m, language).split(' · ')).toHaveLength(modeLabel(m, 'en').split(' · ').length);
    }
  });
  it('reads a language tag by its language, and English for a language it has no words for', () => {
    expect(modeLabel(APP_1, 'he-IL')).toBe(modeLabel(APP_1, 'he'));
    expect(modeLabel(APP_1, 'fr')).toBe(modeLabel(APP_1, 'en'));
  });
  it('names the part a grouping keeps alone, and shows a value it has no word for as it is', () => {
    expect(modeLabel({ rules: 'classic', draw: 3, scoring: 'vegas' }, 'en')).toBe('Classic · draw 3 · Vegas');
    expect(modeLabel({ rules: 'house', draw: 1, scoring: 'normal', variant: 'spider' }, 'en')).toBe(
      'house · draw 1 · Normal · spider',
    );
    expect(modeLabel({ rules: 'toString', draw: 1, scoring: 'normal' }, 'en')).toBe('toString · draw 1 · Normal');
  });
  it('has a word for every preset, scoring and variant in every language', () => {
    for (const words of Object.values(MODE_WORDS))
      for (const text of [
        ...Object.values(words.preset),
        ...Object.values(words.scoring),
        ...Object.values(words.variant),
        words.thoughtful,
      ])
        expect(text.trim()).not.toBe('');
  });
});
