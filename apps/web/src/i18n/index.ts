import { makeAppI18n, setAppLanguage, type AppI18n, type AppLocales } from '@klondike/board';
import { en, type Messages } from './en.js';

/**
 * The player's locales: English inline (the first paint of an English page needs it); Hebrew (right
 * to left) and Dutch as dynamic imports, each its own chunk, fetched only when chosen.
 */
export const LOCALES: AppLocales<Messages> = {
  en: { messages: en, dir: 'ltr' },
  he: { messages: () => import('./he.js').then((m) => m.he), dir: 'rtl' },
  nl: { messages: () => import('./nl.js').then((m) => m.nl), dir: 'ltr' },
};

/** The player's vue-i18n instance (the board's shared set-up), in English until {@link applyLanguage} loads another locale. */
export const makeI18n = (preferred?: readonly string[]): AppI18n<Messages> => makeAppI18n(LOCALES, preferred);

/**
 * Puts the player's language setting in effect (`auto` follows the browser), loading its messages
 * first; the document's `lang` and `dir` follow.
 * @returns the locale in effect (English if the messages could not be loaded)
 */
export const applyLanguage = (
  i18n: AppI18n<Messages>,
  setting: string,
  preferred?: readonly string[],
): Promise<string> => setAppLanguage(i18n, LOCALES, setting, preferred);
