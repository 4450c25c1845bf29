import { describe, expect, it } from 'vitest';
import { makeAppI18n, pickLocale, type AppLocales } from '../src/index.js';

describe('pickLocale', () => {
  it('takes the first preferred language the app has, by its two-letter prefix, else English', () => {
    expect(pickLocale(['nl-BE', 'en-US'], ['en', 'nl'])).toBe('nl');
    expect(pickLocale(['fr-FR', 'he-IL'], ['en', 'he'])).toBe('he');
    expect(pickLocale(['fr-FR'], ['en', 'he'])).toBe('en');
    expect(pickLocale([], ['en'])).toBe('en');
  });
});

describe('makeAppI18n', () => {
  const locales: AppLocales<{ hello: string }> = {
    en: { messages: { hello: 'Hello {name}' }, dir: 'ltr' },
    he: { messages: { hello: 'שלום {name}' }, dir: 'rtl' },
  };

  it('translates in the chosen locale and sets the document language and direction', () => {
    const i18n = makeAppI18n(locales, ['he-IL']);
    expect(i18n.global.t('hello', { name: 'A' })).toBe('שלום A');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    const english = makeAppI18n(locales, ['de']);
    expect(english.global.t('hello', { name: 'B' })).toBe('Hello B');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
