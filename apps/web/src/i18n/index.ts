import { makeAppI18n, type AppLocales } from '@klondike/board';
import { en, type Messages } from './en.js';

/** Locales with messages; Hebrew (`he`, right to left) and Dutch (`nl`) go here when translated. */
const LOCALES: AppLocales<Messages> = {
  en: { messages: en, dir: 'ltr' },
};

/** The player's vue-i18n instance (the board's shared set-up): the browser's locale when we have it, else English. */
export const makeI18n = (preferred?: readonly string[]) => makeAppI18n(LOCALES, preferred);
