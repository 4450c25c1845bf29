import { createI18n } from 'vue-i18n';
import { en, type Messages } from './en.js';

/** Locales with messages; others go here when translated. */
export const LOCALES: Record<string, { readonly messages: Messages; readonly dir: 'ltr' | 'rtl' }> = {
  en: { messages: en, dir: 'ltr' },
};

/** The vue-i18n instance (Composition API mode); the browser's locale when we have it, else English. */
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

/** Milliseconds as `m:ss` or `h:mm:ss`. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
