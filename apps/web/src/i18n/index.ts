import { createI18n } from 'vue-i18n';
import { en, type Messages } from './en.js';

/** Locales with messages; Hebrew (`he`, right to left) and Dutch (`nl`) go here when translated. */
export const LOCALES: Record<string, { readonly messages: Messages; readonly dir: 'ltr' | 'rtl' }> = {
  en: { messages: en, dir: 'ltr' },
};

/** The vue-i18n instance (Composition API mode); the locale is the browser's when we have it, else English. */
export function makeI18n(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages) {
  const locale = preferred.map((l) => l.slice(0, 2)).find((l) => l in LOCALES) ?? 'en';
  const messages = Object.fromEntries(Object.entries(LOCALES).map(([k, v]) => [k, v.messages]));
  const i18n = createI18n<[Messages], string, false>({ legacy: false, locale, fallbackLocale: 'en', messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = LOCALES[locale]!.dir;
  }
  return i18n;
}

