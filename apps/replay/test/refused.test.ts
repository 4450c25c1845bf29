import { describe, expect, it } from 'vitest';
import { makeSession, W1, parseDeck, gameFromDeck, makeRules } from '@klondike/engine';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import { openText } from '../src/loader.js';
import { refusedDetail } from '../src/refused.js';

/** A W1 session whose sixth action moves a column onto itself. */
function refusedText(): string {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  const game = gameFromDeck(deck.value, makeRules({ draw: 1 }));
  const session = makeSession(game, { startedAt: '2026-12-01T10:00:00.000Z' });
  const actions = ['D', 'D', 'D', 'D', 'D', 'T1-T1'].map((a, i) => ({ a, t: 1000 * (i + 1) }));
  return JSON.stringify({ ...session, actions });
}

describe('a refused session in the page language', () => {
  it.each([
    ['en', 'action 6 (\u2068T1-T1\u2069) cannot be played: That is the same column.'],
    ['he', 'אי אפשר לשחק את פעולה 6 (\u2068T1-T1\u2069): זאת אותה עמודה.'],
    ['nl', 'actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld: Dat is dezelfde kolom.'],
  ] as const)('an illegal action says why from the engine refusal code, in %s', async (locale, expected) => {
    const opened = openText(refusedText());
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error).toMatchObject({ code: 'ERR_ILLEGAL', actionIndex: 6, refusal: { code: 'SAME_COLUMN' } });
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, locale);
    const detail = refusedDetail(opened.error, i18n.global.t as (k: string, v?: Record<string, unknown>) => string);
    expect(detail).toBe(expected);
    // never the engine's English message inside a translated sentence
    if (locale !== 'en') expect(detail).not.toContain(opened.error.message.replace(/^.*?: /, ''));
  });
});

describe('a refused session of an NDJSON file', () => {
  it('names the line the engine names, in the page language', async () => {
    const good = JSON.parse(refusedText()) as { actions: unknown[] };
    const text = `${JSON.stringify({ ...good, actions: good.actions.slice(0, 5) })}\n${refusedText()}\n`;
    const opened = openText(text);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, 'nl');
    const t = i18n.global.t as (k: string, v?: Record<string, unknown>) => string;
    expect(refusedDetail(opened.error, t)).toBe(
      'regel 2: actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld: Dat is dezelfde kolom.',
    );
  });
});
