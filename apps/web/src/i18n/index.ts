import { appLanguages } from '@klondike/board';
import { en } from './en.js';

/**
 * The player's languages (the board's shared set-up): English inline; Hebrew and Dutch as dynamic
 * imports, each its own chunk, fetched only when chosen. `makeI18n` makes the vue-i18n instance,
 * `applyLanguage` puts the language setting in effect.
 */
export const {
  locales: LOCALES,
  makeI18n,
  applyLanguage,
} = appLanguages(en, {
  he: () => import('./he.js').then((m) => m.he),
  nl: () => import('./nl.js').then((m) => m.nl),
});
