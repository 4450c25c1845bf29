import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';

/**
 * Every message of the Hebrew and Dutch files (the replay's, and the board's inside them under
 * `board.*`) differs from its English one, unless it has no word at all (digits, signs and
 * placeholders: ranks `2`..`10`, `?`, `–`, `{detail}`) or it is on the allow-list below, each entry
 * with the reason the same text is right in that language. A message copied from English and never
 * translated fails here.
 */
const ALLOWED: Readonly<Record<'he' | 'nl', Readonly<Record<string, string>>>> = {
  he: {
    'rulesName.stilldeck': 'StillDeck is the name of a rules preset, kept in its own letters as the player shows it',
  },
  nl: {
    'list.score': '"score" is the Dutch word',
    'header.score': '"score" is the Dutch word',
    'summary.score': '"score" is the Dutch word',
    'rulesName.app': '"app" is the Dutch word',
    'rulesName.stilldeck': 'StillDeck is the name of a rules preset',
    'scoring.vegas': 'Vegas is the name of a scoring',
    'board.joker': '"joker" is the Dutch word',
    'review.kind.blunder': '"blunder" is the Dutch word (Van Dale), as Dutch chess sites call the worst move',
  },
};

/** Every message as [dotted key, text]. */
const messages = (o: unknown, prefix = ''): [string, string][] =>
  typeof o === 'string'
    ? [[prefix, o]]
    : Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => messages(v, prefix ? `${prefix}.${k}` : k));

/** Whether a text has a word to translate: letters, once the placeholders are taken out. */
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

describe.each([
  ['he', he],
  ['nl', nl],
] as const)('the %s messages', (locale, translated) => {
  const english = new Map(messages(en));
  const same = messages(translated).filter(([key, text]) => english.get(key) === text && hasWords(text));

  it('differ from English but for the allow-list', () => {
    expect(same.filter(([key]) => !(key in ALLOWED[locale]))).toEqual([]);
  });

  it('have no allow-list entry left over (each still names a message the same as English)', () => {
    const keys = new Set(same.map(([key]) => key));
    expect(Object.keys(ALLOWED[locale]).filter((key) => !keys.has(key))).toEqual([]);
  });
});
