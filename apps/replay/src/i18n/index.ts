import { createI18n } from 'vue-i18n';
import { rankOf, suitOf, type Pile } from '@klondike/engine';
import type { BoardText } from '@klondike/board';
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

type Translate = (key: string, named?: Record<string, unknown>) => string;

/** The board's ARIA words through vue-i18n (the board itself has no i18n dependency). */
export function boardText(t: Translate): BoardText {
  const suit = (s: number) => t(`board.suit.s${s}`);
  const pile = (p: Pile): string => {
    if (p === 'S') return t('board.stock');
    if (p === 'W') return t('board.waste');
    if (p[0] === 'F') return t('board.foundation', { suit: suit(Number(p[1]) - 1) });
    return t('board.column', { n: Number(p[1]) });
  };
  return {
    card: (c) => t('board.card', { rank: t(`board.rank.r${rankOf(c)}`), suit: suit(suitOf(c)) }),
    faceDown: () => t('board.faceDown'),
    suit,
    pile,
    pickedUp: (card) => t('board.pickedUp', { card }),
    putBack: () => t('board.putBack'),
    cannotPut: (p) => t('board.cannotPut', { pile: p }),
    pileLabel: (p, n, top) =>
      n === 0 ? t('board.empty', { pile: pile(p) }) : top === null ? t('board.count', { pile: pile(p), n }) : t('board.countTop', { pile: pile(p), n, top }),
  };
}

/** Milliseconds as `m:ss` or `h:mm:ss`. */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
