import { describe, expect, it } from 'vitest';
import {
  appLanguages,
  BOARD_MESSAGES_HE,
  BOARD_MESSAGES_NL,
  boardTextFrom,
  englishBoardText,
  GAME_MESSAGES_EN,
  GAME_MESSAGES_HE,
  GAME_MESSAGES_NL,
  localeOfSetting,
  makeAppI18n,
  pickLocale,
  setAppLanguage,
  setAppLocale,
  storedLanguage,
  SETTINGS_STORAGE_KEY,
  type AppLocales,
  type BoardMessages,
} from '../src/index.js';

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

describe('lazy locales', () => {
  type M = { hello: string };
  const locales: AppLocales<M> = {
    en: { messages: { hello: 'Hello' }, dir: 'ltr' },
    he: { messages: () => Promise.resolve({ hello: 'שלום' }), dir: 'rtl' },
    nl: { messages: () => Promise.reject(new Error('offline')), dir: 'ltr' },
  };

  it('starts in English until a lazy locale is loaded, then switches language and direction', async () => {
    const i18n = makeAppI18n(locales, ['he-IL']);
    expect(i18n.global.t('hello')).toBe('Hello');
    expect(i18n.global.availableLocales).toEqual(['en']);
    expect(await setAppLocale(i18n, locales, 'he')).toBe('he');
    expect(i18n.global.t('hello')).toBe('שלום');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    expect(await setAppLocale(i18n, locales, 'en')).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('stays in English when a locale is unknown or its messages fail to load', async () => {
    const i18n = makeAppI18n(locales, ['en']);
    expect(await setAppLocale(i18n, locales, 'nl')).toBe('en');
    expect(await setAppLocale(i18n, locales, 'fr')).toBe('en');
    expect(i18n.global.t('hello')).toBe('Hello');
  });

  it('reads a language setting: auto follows the browser, a locale is itself', async () => {
    expect(localeOfSetting('auto', ['nl-NL'], ['en', 'he', 'nl'])).toBe('nl');
    expect(localeOfSetting('he', ['nl-NL'], ['en', 'he', 'nl'])).toBe('he');
    expect(localeOfSetting('xx', ['fr'], ['en', 'he'])).toBe('en');
    const i18n = makeAppI18n(locales, ['en']);
    expect(await setAppLanguage(i18n, locales, 'auto', ['he'])).toBe('he');
  });
});

describe('storedLanguage', () => {
  const store = (text: string | null) => ({ getItem: (key: string) => (key === SETTINGS_STORAGE_KEY ? text : null) });
  it('reads the language field of the stored settings, else auto, and never throws', () => {
    expect(storedLanguage(store('{"language":"he","fourColour":true}'))).toBe('he');
    expect(storedLanguage(store(null))).toBe('auto');
    expect(storedLanguage(store('not json'))).toBe('auto');
    expect(storedLanguage(store('{"language":3}'))).toBe('auto');
    expect(storedLanguage(null)).toBe('auto');
    expect(
      storedLanguage({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('auto');
  });
});

describe('board messages in every language', () => {
  const card7h = 1 * 13 + 7 - 1;
  const translate = (messages: BoardMessages) => {
    const i18n = makeAppI18n({ en: { messages: { board: messages }, dir: 'ltr' } }, ['en']);
    return boardTextFrom((key, named, plural) =>
      plural === undefined ? i18n.global.t(key, named ?? {}) : i18n.global.t(key, named ?? {}, plural),
    );
  };
  it('names cards and piles in the rules’ own words, with plural forms', () => {
    const he = translate(BOARD_MESSAGES_HE);
    expect(he.card(card7h)).toBe('7 לב');
    expect(he.pileLabel('S', 1, null)).toBe('קופה, קלף אחד');
    expect(he.pileLabel('S', 12, null)).toBe('קופה, 12 קלפים');
    expect(he.cardLabel(card7h, 'T3', false, false)).toBe('7 לב, עמודה 3, גלוי');
    const nl = translate(BOARD_MESSAGES_NL);
    expect(nl.card(card7h)).toBe('harten 7');
    expect(nl.pileLabel('W', 1, 'harten 7')).toBe('Aflegstapel, 1 kaart, harten 7 bovenop');
    expect(nl.pileLabel('S', 12, null)).toBe('Trekstapel, 12 kaarten');
    expect(nl.cardLabel(card7h, 'T3', true, false)).toBe('gedekte kaart, Kolom 3');
    expect(englishBoardText.cardLabel(card7h, 'T3', false, false)).toBe('7 of hearts, Column 3, face up');
    expect(englishBoardText.cardLabel(card7h, 'T3', true, true)).toBe('face-down card: 7 of hearts, Column 3');
  });
});

describe('appLanguages', () => {
  const en = { hello: 'Hello' };
  const loaded: string[] = [];
  const languages = appLanguages(en, {
    he: () => (loaded.push('he'), Promise.resolve({ hello: 'שלום' })),
    nl: () => (loaded.push('nl'), Promise.resolve({ hello: 'Hallo' })),
  });

  it('makes English inline and loads Hebrew (right to left) or Dutch only when chosen', async () => {
    const i18n = languages.makeI18n(['he-IL']);
    expect(i18n.global.locale.value).toBe('en');
    expect(loaded).toEqual([]);
    expect(await languages.applyLanguage(i18n, 'auto', ['he-IL'])).toBe('he');
    expect(i18n.global.t('hello')).toBe('שלום');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await languages.applyLanguage(i18n, 'nl')).toBe('nl');
    expect(i18n.global.t('hello')).toBe('Hallo');
    expect(document.documentElement.dir).toBe('ltr');
    expect(loaded).toEqual(['he', 'nl']);
    expect(Object.keys(languages.locales)).toEqual(['en', 'he', 'nl']);
  });
});

describe('the game messages', () => {
  it('name every variant and scoring in each language, translated', () => {
    for (const translated of [GAME_MESSAGES_HE, GAME_MESSAGES_NL]) {
      expect(Object.keys(translated.variant)).toEqual(Object.keys(GAME_MESSAGES_EN.variant));
      expect(Object.keys(translated.scoring)).toEqual(Object.keys(GAME_MESSAGES_EN.scoring));
      expect(translated.variant.double).not.toBe(GAME_MESSAGES_EN.variant.double);
    }
  });
});
