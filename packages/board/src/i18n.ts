import { createI18n } from 'vue-i18n';

/** One locale of an app: its messages and its writing direction. */
export interface AppLocale<Messages> {
  readonly messages: Messages;
  readonly dir: 'ltr' | 'rtl';
}

/** An app's locales by name; English (`en`) is always one of them, as the fallback. */
export type AppLocales<Messages> = { readonly en: AppLocale<Messages> } & Readonly<Record<string, AppLocale<Messages>>>;

/**
 * The locale to use: the first preferred language (its two-letter prefix, `en-US` -> `en`) that the
 * app has messages for, else English.
 * @param preferred language tags, most preferred first (the browser's `navigator.languages`)
 * @param available the app's locale names
 */
export function pickLocale(preferred: readonly string[], available: readonly string[]): string {
  return preferred.map((tag) => tag.slice(0, 2)).find((language) => available.includes(language)) ?? 'en';
}

/**
 * An app's vue-i18n instance (Composition API mode, English fallback), the one set-up every app uses.
 * In a browser it also sets the document's `lang` and `dir` to the chosen locale's.
 * @param locales the app's locales by name; English (`en`) must be among them
 * @param preferred language tags, most preferred first; by default the browser's, none outside one
 * @returns the instance to install with `app.use(...)`
 */
export function makeAppI18n<Messages extends Record<string, unknown>>(
  locales: AppLocales<Messages>,
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
) {
  const locale = pickLocale(preferred, Object.keys(locales));
  const messages = Object.fromEntries(Object.entries(locales).map(([name, l]) => [name, l.messages]));
  const i18n = createI18n<[Messages], string, false>({ legacy: false, locale, fallbackLocale: 'en', messages });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = (locales[locale] ?? locales.en).dir;
  }
  return i18n;
}
