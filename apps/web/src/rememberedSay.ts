import type { Say } from './announce.js';

/**
 * A translate function that remembers the text of every message asked for by key alone (no named
 * values, no plural count) in the active locale, and asks `t` only for the others. A view that
 * renders on every action (the game's header: a dozen fixed words) then costs no message lookups
 * (instant taps). `locale` is read on every call, so a render that uses it still follows
 * a change of language; what was remembered for another locale is dropped.
 * @param t vue-i18n's `t` (or any {@link Say})
 * @param locale the active locale, e.g. `() => locale.value` of `useI18n()`
 */
export function rememberedSay(t: Say, locale: () => string): Say {
  let of = '';
  const made = new Map<string, string>();
  return (key, named, plural) => {
    const l = locale();
    if (plural !== undefined) return t(key, named ?? {}, plural);
    if (named !== undefined) return t(key, named);
    if (l !== of) {
      of = l;
      made.clear();
    }
    let text = made.get(key);
    if (text === undefined) made.set(key, (text = t(key)));
    return text;
  };
}
