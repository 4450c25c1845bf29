import { describe, expect, it } from 'vitest';
import { sessionErrorText } from '@klondike/board';
import { makeSession, W1, parseDeck, gameFromDeck, makeRules, type SessionError } from '@klondike/engine';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import { openText } from '../src/loader.js';

type T = (k: string, v?: Record<string, unknown>) => string;

/** A W1 session object with these actions, one second apart. */
function sessionWith(actions: readonly string[]): Record<string, unknown> {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  const game = gameFromDeck(deck.value, makeRules({ draw: 1 }));
  const session = makeSession(game, { startedAt: '2026-12-01T10:00:00.000Z' });
  return { ...session, actions: actions.map((a, i) => ({ a, t: 1000 * (i + 1) })) };
}

/** A W1 session whose sixth action moves a column onto itself. */
const refusedText = (): string => JSON.stringify(sessionWith(['D', 'D', 'D', 'D', 'D', 'T1-T1']));

async function translator(locale: string): Promise<T> {
  const i18n = makeI18n(['en']);
  await applyLanguage(i18n, locale);
  return i18n.global.t as T;
}

function refusal(text: string): SessionError {
  const opened = openText(text);
  if (opened.ok) throw new Error('the text was not refused');
  return opened.error;
}

/** The English words of the engine's message (values in quotes and the field's name, data, left out), which a translation must not show. */
const englishWords = (error: SessionError): string[] =>
  error.message
    .replace(/"[^"]*"/g, ' ')
    .replace(error.field ?? /^$/, ' ')
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length >= 4 && !['klondike', 'session', 'format', 'actions', 'rules', 'JSON'].includes(w));

describe('a refused session in the page language', () => {
  it.each([
    ['en', 'action 6 (\u2068T1-T1\u2069) cannot be played: That is the same column.'],
    ['he', 'אי אפשר לשחק את פעולה 6 (\u2068T1-T1\u2069): זאת אותה עמודה.'],
    ['nl', 'actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld: Dat is dezelfde kolom.'],
  ] as const)('an illegal action says why from the engine refusal code, in %s', async (locale, expected) => {
    const error = refusal(refusedText());
    expect(error).toMatchObject({ code: 'ERR_ILLEGAL', actionIndex: 6, refusal: { code: 'SAME_COLUMN' } });
    const detail = sessionErrorText(error, await translator(locale));
    expect(detail).toBe(expected);
    // never the engine's English message inside a translated sentence
    if (locale !== 'en') expect(detail).not.toContain(error.message.replace(/^.*?: /, ''));
  });

  // every other kind of refusal, each from a file that has it
  const kinds: readonly (readonly [string, string, Partial<SessionError>])[] = [
    ['unknown format', JSON.stringify({ ...sessionWith([]), format: 'pysol-session' }), { code: 'ERR_FORMAT' }],
    ['no format field', JSON.stringify({ draw: 1 }), { code: 'ERR_FORMAT' }],
    ['not an object', '[1, 2]', { code: 'ERR_FORMAT' }],
    ['a higher version', JSON.stringify({ ...sessionWith([]), version: 7 }), { code: 'ERR_VERSION', version: 7 }],
    ['a bad field', JSON.stringify({ ...sessionWith([]), draw: 2 }), { code: 'ERR_SCHEMA', field: 'draw' }],
    [
      'a badly written action',
      JSON.stringify({ ...sessionWith(['D']), actions: [{ a: 'D' }, { t: 5 }] }),
      { code: 'ERR_SCHEMA', actionIndex: 2 },
    ],
    ['a start that cannot be dealt', JSON.stringify({ ...sessionWith([]), deck: 'As Ah' }), { code: 'ERR_START' }],
    ['a bad token', JSON.stringify(sessionWith(['D', 'D', 'T2-T9'])), { code: 'ERR_ACTION', actionIndex: 3 }],
    ['a syntax error', '{"format": "klondike-session",', { code: 'ERR_JSON' }],
  ];
  for (const locale of ['he', 'nl'] as const)
    it.each(kinds)(`${locale}: %s is said without the engine's English`, async (_kind, text, data) => {
      const error = refusal(text);
      expect(error).toMatchObject(data);
      const detail = sessionErrorText(error, await translator(locale));
      expect(detail).not.toBe('');
      expect(detail).not.toContain(error.message);
      for (const word of englishWords(error)) expect(detail).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
      // what the engine gives as data is said: the action index, the version
      if (error.actionIndex !== undefined) expect(detail).toContain(String(error.actionIndex));
      if (error.version !== undefined) expect(detail).toContain(String(error.version));
    });

  it('says the data in English too, not the engine message word for word', async () => {
    const t = await translator('en');
    expect(sessionErrorText(refusal(JSON.stringify({ ...sessionWith([]), format: 'pysol-session' })), t)).toBe(
      'its format is \u2068"pysol-session"\u2069, not a Klondike session ("klondike-session").',
    );
    expect(sessionErrorText(refusal(JSON.stringify(sessionWith(['D', 'x9']))), t)).toBe(
      'action 2 (\u2068x9\u2069) is not an action of the notation.',
    );
  });
});

describe('a refused session of an NDJSON file', () => {
  it('names the line the engine names, in the page language', async () => {
    const good = JSON.parse(refusedText()) as { actions: unknown[] };
    const text = `${JSON.stringify({ ...good, actions: good.actions.slice(0, 5) })}\n${refusedText()}\n`;
    expect(sessionErrorText(refusal(text), await translator('nl'))).toBe(
      'regel 2: actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld: Dat is dezelfde kolom.',
    );
  });

  it('names the line of a refusal of another kind too', async () => {
    const text = `${refusedText().replace('T1-T1', 'D')}\n${JSON.stringify({ ...sessionWith([]), version: 3 })}\n`;
    const error = refusal(text);
    expect(error).toMatchObject({ code: 'ERR_VERSION', line: 2 });
    expect(sessionErrorText(error, await translator('he'))).toBe(
      'שורה 2: זה קובץ משחק בגרסה 3, חדשה מזו שהיישום הזה יודע לקרוא.',
    );
  });
});
