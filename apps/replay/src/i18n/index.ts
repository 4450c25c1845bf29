import { appLanguages } from '@klondike/board';
import { en } from './en.js';

/**
 * The replay's languages (the board's shared set-up): English inline; Hebrew and Dutch as dynamic
 * imports, fetched only when chosen. `makeI18n` makes the vue-i18n instance, `applyLanguage` puts a
 * language setting in effect.
 */
export const {
  locales: LOCALES,
  makeI18n,
  applyLanguage,
} = appLanguages(en, {
  he: () => import('./he.js').then((m) => m.he),
  nl: () => import('./nl.js').then((m) => m.nl),
});
