/**
 * `@klondike/board/testing`: the apps' check that their Hebrew and Dutch messages are translated.
 * Test code only (vitest), never in a page.
 */
import { describe, expect, it } from 'vitest';

/** An allow-list by locale: dotted message key -> why the same text as English is right there. */
export type SameAsEnglish = Readonly<Record<'he' | 'nl', Readonly<Record<string, string>>>>;

/** Messages of the board's and the game's words (spread into every app) that read as English in Dutch. */
export const SHARED_SAME_AS_ENGLISH: SameAsEnglish = {
  he: {
    'preset.stilldeck': 'StillDeck is the name of a rules preset, kept in its own letters',
  },
  nl: {
    'scoring.vegas': 'Vegas is the name of a scoring',
    'preset.app': '"app" is the Dutch word',
    'preset.stilldeck': 'StillDeck is the name of a rules preset',
    'board.joker': '"joker" is the Dutch word',
  },
};

/** Every message as [dotted key, text]. */
const messages = (o: unknown, prefix = ''): [string, string][] =>
  typeof o === 'string'
    ? [[prefix, o]]
    : Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => messages(v, prefix ? `${prefix}.${k}` : k));

/** Whether a text has a word to translate: letters, once the placeholders are taken out. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

/**
 * The tests that every message of an app's Hebrew and Dutch files (the board's inside them too)
 * differs from its English one, unless it has no word at all (digits, signs and placeholders: ranks
 * `2`..`10`, `?`, `–`, `{detail}`) or it is on the allow-list (the app's, with
 * {@link SHARED_SAME_AS_ENGLISH}, for the messages the app has), and that no allow-list entry is left over. A message copied from
 * English and never translated fails them.
 * @param en the app's English messages
 * @param translated the app's Hebrew and Dutch messages
 * @param allowed the app's own allow-list
 */
export function describeUntranslated(
  en: object,
  translated: { readonly he: object; readonly nl: object },
  allowed: SameAsEnglish,
): void {
  describe.each(['he', 'nl'] as const)('the %s messages', (locale) => {
    const english = new Map(messages(en));
    const same = messages(translated[locale]).filter(([key, text]) => english.get(key) === text && hasWords(text));
    // the shared entries count where the app has those messages (the CLI's report has no board words)
    const shared = Object.entries(SHARED_SAME_AS_ENGLISH[locale]).filter(([key]) => english.has(key));
    const allow = { ...Object.fromEntries(shared), ...allowed[locale] };

    it('differ from English but for the allow-list', () => {
      expect(same.filter(([key]) => !(key in allow))).toEqual([]);
    });

    it('have no allow-list entry left over (each still names a message the same as English)', () => {
      const keys = new Set(same.map(([key]) => key));
      expect(Object.keys(allow).filter((key) => !keys.has(key))).toEqual([]);
    });
  });
}
