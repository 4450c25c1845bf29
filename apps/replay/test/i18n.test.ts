import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';

/** Every message, by its dotted key. */
function keys(o: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

describe('i18n', () => {
  // vue-i18n compiles messages at first use: a stray brace or pipe would throw in the page
  it.each(keys(en))('%s compiles and formats', (key) => {
    const { t } = makeI18n(['en']).global;
    const out = t(key, {
      n: 1,
      m: 2,
      detail: 'D',
      src: 'S',
      at: 3,
      last: 2,
      pile: 'P',
      rank: 'r',
      suit: 's',
      top: 'x',
      card: 'c',
      time: '0:01',
      rules: 'App',
      draw: 1,
      scoring: 'Normal',
      min: 0,
      max: 1,
      now: 0,
      edge: 10,
    });
    expect(out).not.toContain('{');
    expect(out.length).toBeGreaterThan(0);
  });
});

describe('the verdict of a game lost to the cards at an action', () => {
  // the rule: the losing action gave away less than the mistake edge, so the words name that edge
  // (never "nothing did better" above a best choice that did a little better)
  it.each(['en', 'he', 'nl'] as const)('says the mistake edge in %s', async (locale) => {
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, locale);
    const out = i18n.global.t('review.verdict.lostCards', { at: 3, action: 'D', edge: 10 });
    expect(out).toContain('10');
    expect(out).toContain('3');
    expect(out).not.toMatch(/nothing seen|niets wat|שום דבר/);
  });
});

describe('the Hebrew words for luck', () => {
  // "מזל טוב" reads as "congratulations": the chart legend and the marker say good and bad cards alike
  it('name good and bad cards, never the congratulation', async () => {
    const { he } = await import('../src/i18n/he.js');
    expect(he.review.kind.goodLuck).not.toContain('מזל טוב');
    expect(he.review.kind.goodLuck).toBe('קלפים טובים');
    expect(he.review.kind.badLuck).toBe('קלפים רעים');
  });
});

describe.each([
  ['he', 'rtl'],
  ['nl', 'ltr'],
] as const)('the %s messages', (locale, dir) => {
  it('have exactly the English keys, load lazily and compile, and set the direction', async () => {
    const messages = locale === 'he' ? (await import('../src/i18n/he.js')).he : (await import('../src/i18n/nl.js')).nl;
    expect(keys(messages).sort()).toEqual(keys(en).sort());
    const i18n = makeI18n(['en']);
    expect(await applyLanguage(i18n, locale)).toBe(locale);
    expect(document.documentElement.dir).toBe(dir);
    for (const key of keys(en)) {
      const out = i18n.global.t(
        key,
        {
          n: 2,
          m: 3,
          detail: 'D',
          src: 'S',
          at: 3,
          last: 2,
          pile: 'P',
          rank: 'r',
          suit: 's',
          top: 'x',
          card: 'c',
          time: '0:01',
          rules: 'App',
          draw: 1,
          scoring: 'N',
          min: 0,
          max: 1,
          now: 0,
          edge: 10,
        },
        2,
      );
      expect(out, key).not.toMatch(/[{}]/);
    }
    expect(i18n.global.t('controls.play')).not.toBe(en.controls.play);
  });
});
