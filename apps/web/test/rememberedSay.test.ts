import { describe, expect, it, vi } from 'vitest';
import { rememberedSay } from '../src/rememberedSay.js';
import { makeI18n } from '../src/i18n/index.js';

describe('rememberedSay (the header looks up its fixed words once per locale)', () => {
  it('asks vue-i18n once per key and locale, every time for a message with values, and again after a change of language', async () => {
    const i18n = makeI18n(['en']);
    const t = vi.fn((key: string, named?: Record<string, unknown>, plural?: number) =>
      plural === undefined ? i18n.global.t(key, named ?? {}) : i18n.global.t(key, named ?? {}, plural),
    );
    const say = rememberedSay(t, () => i18n.global.locale.value);
    expect(say('header.time')).toBe('Time');
    expect(say('header.time')).toBe('Time');
    expect(say('header.newGame')).toBe('New game');
    expect(t).toHaveBeenCalledTimes(2);
    expect(say('solver.lost', { n: 2 }, 2)).toBe(i18n.global.t('solver.lost', { n: 2 }, 2));
    expect(say('solver.lost', { n: 2 }, 2)).toBe(i18n.global.t('solver.lost', { n: 2 }, 2));
    expect(t).toHaveBeenCalledTimes(4);
    const { applyLanguage } = await import('../src/i18n/index.js');
    await applyLanguage(i18n, 'nl');
    expect(say('header.newGame')).toBe(i18n.global.t('header.newGame'));
    expect(say('header.newGame')).not.toBe('New game');
    expect(say('header.time')).toBe('Tijd');
  });
});
