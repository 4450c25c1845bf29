import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';
import { modeLabel } from '../src/analyseLabels.js';

const i18n = createI18n({ legacy: false, locale: 'en', messages: { en } });
const t = (key: string, values?: Record<string, unknown>) => i18n.global.t(key, values ?? {});
const mode = { rules: 'app', draw: 1, scoring: 'normal', sessions: 1, won: 0, winRate: 0 } as const;

describe('Analyse my games: the win-rate chart names the variant (found by a new-user trial: three rows all read "app · draw 1 · Normal")', () => {
  it('a standard mode is preset, draw and scoring', () => {
    expect(modeLabel({ ...mode, variant: 'standard' }, t)).toBe('app · draw 1 · Normal');
  });
  it('Double Klondike and jokers modes add the variant', () => {
    expect(modeLabel({ ...mode, variant: 'double' }, t)).toBe('app · draw 1 · Normal · Double Klondike');
    expect(modeLabel({ ...mode, variant: 'jokers', draw: 3, scoring: 'vegas' }, t)).toBe(
      'app · draw 3 · Vegas · Klondike with jokers',
    );
  });
});

describe('Analyse my games: the preset is named in the page language (found by a new-user trial: Hebrew rows read "app")', () => {
  const inLocale = (locale: 'he' | 'nl') => {
    const i = createI18n({ legacy: false, locale, messages: { en, he, nl } });
    return (key: string, values?: Record<string, unknown>) => i.global.t(key, values ?? {});
  };
  it('Hebrew names the app preset and classic as the header does', () => {
    expect(modeLabel({ ...mode, variant: 'standard' }, inLocale('he'))).toMatch(/^אפליקציה · /);
    expect(modeLabel({ ...mode, rules: 'classic', variant: 'standard' }, inLocale('he'))).toMatch(/^קלסי · /);
  });
  it('Dutch names classic "klassiek"', () => {
    expect(modeLabel({ ...mode, rules: 'classic', variant: 'standard' }, inLocale('nl'))).toMatch(/^klassiek · /);
  });
});
