import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.js';
import { makeI18n } from '../src/i18n/index.js';

/** Every message, by its dotted key. */
function keys(o: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v as Record<string, unknown>, `${prefix}${k}.`)));
}

describe('i18n', () => {
  // vue-i18n compiles messages at first use: a stray brace or pipe would throw in the page
  it.each(keys(en))('%s compiles and formats', (key) => {
    const { t } = makeI18n(['en']).global;
    const out = t(key, { n: 1, m: 2, detail: 'D', src: 'S', at: 3, last: 2, pile: 'P', rank: 'r', suit: 's', top: 'x', card: 'c', time: '0:01', rules: 'App', draw: 1, scoring: 'Normal', min: 0, max: 1, now: 0 });
    expect(out).not.toContain('{');
    expect(out.length).toBeGreaterThan(0);
  });
});
