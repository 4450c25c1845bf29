import { createI18n } from 'vue-i18n';

/**
 * One locale of an app: its writing direction and its messages, given inline (English, which the
 * first paint needs) or as a loader, a dynamic `import()`, so an English page never carries them.
 */
export interface AppLocale<Messages> {
  readonly messages: Messages | (() => Promise<Messages>);
  readonly dir: 'ltr' | 'rtl';
}

/** An app's locales by name; English (`en`, inline) is always one of them, as the fallback. */
export type AppLocales<Messages> = { readonly en: { readonly messages: Messages; readonly dir: 'ltr' } } & Readonly<
  Record<string, AppLocale<Messages>>
>;

const createAppI18n = <Messages extends Record<string, unknown>>(locale: string, messages: Record<string, Messages>) =>
  createI18n<[Messages], string, false>({ legacy: false, locale, fallbackLocale: 'en', messages });

/** An app's vue-i18n instance (Composition API mode, one message shape). */
export type AppI18n<Messages extends Record<string, unknown>> = ReturnType<typeof createAppI18n<Messages>>;

/** The localStorage key of the player's settings (apps/web writes it; the replay viewer only reads it). */
export const SETTINGS_STORAGE_KEY = 'klondike.settings';

/**
 * The locale to use: the first preferred language (its two-letter prefix, `en-US` -> `en`) that the
 * app has messages for, else English.
 * @param preferred language tags, most preferred first (the browser's `navigator.languages`)
 * @param available the app's locale names
 */
export function pickLocale(preferred: readonly string[], available: readonly string[]): string {
  return preferred.map((tag) => tag.slice(0, 2).toLowerCase()).find((language) => available.includes(language)) ?? 'en';
}

/**
 * The locale a language setting means: `auto` (or anything the app has no messages for) follows
 * the browser's languages, a locale name is itself.
 * @param setting the player's language setting (`auto`, `en`, `he`, `nl`)
 * @param preferred the browser's language tags, most preferred first
 * @param available the app's locale names
 */
export function localeOfSetting(setting: string, preferred: readonly string[], available: readonly string[]): string {
  return available.includes(setting) ? setting : pickLocale(preferred, available);
}

/**
 * The language setting stored by the player (the `language` field of the settings under
 * {@link SETTINGS_STORAGE_KEY}), read without writing: `auto` when nothing readable is stored or
 * storage is unavailable (privacy mode). Never throws.
 * @param storage where to read; the browser's localStorage by default
 */
export function storedLanguage(storage?: Pick<Storage, 'getItem'> | null): string {
  try {
    const store = storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : storage;
    const raw: unknown = JSON.parse(store?.getItem(SETTINGS_STORAGE_KEY) ?? 'null');
    const language = typeof raw === 'object' && raw !== null ? (raw as { language?: unknown }).language : undefined;
    return typeof language === 'string' ? language : 'auto';
  } catch {
    return 'auto';
  }
}

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);

function applyToDocument(locale: string, dir: 'ltr' | 'rtl'): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
}

/**
 * An app's vue-i18n instance (Composition API mode, English fallback), the one set-up every app uses.
 * It starts in the preferred locale when that locale's messages are inline, else in English (call
 * {@link setAppLocale} to load and switch). In a browser it also sets the document's `lang` and `dir`.
 * @param locales the app's locales by name; English (`en`) must be among them, inline
 * @param preferred language tags, most preferred first; by default the browser's, none outside one
 * @returns the instance to install with `app.use(...)`
 */
export function makeAppI18n<Messages extends Record<string, unknown>>(
  locales: AppLocales<Messages>,
  preferred: readonly string[] = browserLanguages(),
): AppI18n<Messages> {
  const inline: Record<string, Messages> = {};
  for (const [name, l] of Object.entries(locales)) if (typeof l.messages !== 'function') inline[name] = l.messages;
  const picked = pickLocale(preferred, Object.keys(locales));
  const locale = picked in inline ? picked : 'en';
  const i18n = createAppI18n(locale, inline);
  applyToDocument(locale, (locales[locale] ?? locales.en).dir);
  return i18n;
}

/**
 * Switches an app to a locale, loading its messages first if they are not loaded yet, and sets the
 * document's `lang` and `dir` (`rtl` for Hebrew). A locale the app does not have, or whose messages
 * fail to load (offline before they were ever fetched), leaves English in effect; never rejects.
 * @param locale the locale name (`en`, `he`, `nl`)
 * @returns the locale in effect afterwards
 */
export async function setAppLocale<Messages extends Record<string, unknown>>(
  i18n: AppI18n<Messages>,
  locales: AppLocales<Messages>,
  locale: string,
): Promise<string> {
  const entry = locales[locale];
  let name = entry ? locale : 'en';
  if (entry && !i18n.global.availableLocales.includes(name)) {
    try {
      const messages = typeof entry.messages === 'function' ? await entry.messages() : entry.messages;
      i18n.global.setLocaleMessage(name, messages);
    } catch {
      name = 'en';
    }
  }
  i18n.global.locale.value = name;
  applyToDocument(name, (locales[name] ?? locales.en).dir);
  return name;
}

/**
 * Switches an app to the locale a language setting means ({@link localeOfSetting}: `auto` follows the browser).
 * @returns the locale in effect afterwards
 */
export const setAppLanguage = <Messages extends Record<string, unknown>>(
  i18n: AppI18n<Messages>,
  locales: AppLocales<Messages>,
  setting: string,
  preferred: readonly string[] = browserLanguages(),
): Promise<string> => setAppLocale(i18n, locales, localeOfSetting(setting, preferred, Object.keys(locales)));

/**
 * The loaders of an app's Hebrew and Dutch messages. They stay in the app, as dynamic `import()`s of
 * its own files, so that each language is a chunk of its own that an English page never fetches.
 */
export interface AppLanguageLoaders<Messages> {
  readonly he: () => Promise<Messages>;
  readonly nl: () => Promise<Messages>;
}

/** What {@link appLanguages} makes for an app: its locales and its two i18n entry points. */
export interface AppLanguages<Messages extends Record<string, unknown>> {
  /** English inline, Hebrew (right to left) and Dutch loaded when chosen. */
  readonly locales: AppLocales<Messages>;
  /**
   * The app's vue-i18n instance ({@link makeAppI18n}), in English until `applyLanguage` loads another locale.
   * @param preferred language tags, most preferred first; by default the browser's
   */
  makeI18n(preferred?: readonly string[]): AppI18n<Messages>;
  /**
   * Puts a language setting in effect ({@link setAppLanguage}: `auto` follows the browser), loading
   * its messages first; the document's `lang` and `dir` follow. Never rejects.
   * @param setting the player's language setting (`auto`, `en`, `he`, `nl`)
   * @param preferred language tags, most preferred first; by default the browser's
   * @returns the locale in effect (English if the messages could not be loaded)
   */
  applyLanguage(i18n: AppI18n<Messages>, setting: string, preferred?: readonly string[]): Promise<string>;
}

/**
 * One app's languages, the same three in every app: English (inline: the first paint of an English
 * page needs it), Hebrew (right to left) and Dutch, each loaded only when chosen.
 * @param en the app's English messages, the shape every locale has
 * @param load the app's loaders of its Hebrew and Dutch messages
 */
export function appLanguages<Messages extends Record<string, unknown>>(
  en: Messages,
  load: AppLanguageLoaders<Messages>,
): AppLanguages<Messages> {
  const locales: AppLocales<Messages> = {
    en: { messages: en, dir: 'ltr' },
    he: { messages: load.he, dir: 'rtl' },
    nl: { messages: load.nl, dir: 'ltr' },
  };
  return {
    locales,
    makeI18n: (preferred) => makeAppI18n(locales, preferred),
    applyLanguage: (i18n, setting, preferred) => setAppLanguage(i18n, locales, setting, preferred),
  };
}
