import { makeAppI18n, setAppLanguage, type AppI18n, type AppLocales } from '@klondike/board';
import { en, type Messages } from './en.js';

/** The replay's locales: English inline; Hebrew (right to left) and Dutch as dynamic imports, fetched only when chosen. */
export const LOCALES: AppLocales<Messages> = {
  en: { messages: en, dir: 'ltr' },
  he: { messages: () => import('./he.js').then((m) => m.he), dir: 'rtl' },
  nl: { messages: () => import('./nl.js').then((m) => m.nl), dir: 'ltr' },
};

/** The replay's vue-i18n instance (the board's shared set-up), in English until {@link applyLanguage} loads another locale. */
export const makeI18n = (preferred?: readonly string[]): AppI18n<Messages> => makeAppI18n(LOCALES, preferred);

/** Puts a language setting in effect (`auto` follows the browser), loading its messages first; resolves to the locale in effect. */
export const applyLanguage = (
  i18n: AppI18n<Messages>,
  setting: string,
  preferred?: readonly string[],
): Promise<string> => setAppLanguage(i18n, LOCALES, setting, preferred);
