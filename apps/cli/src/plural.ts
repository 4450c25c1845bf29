/**
 * A count's word in the grammatical number its language gives that count, by the Unicode CLDR plural
 * rules that `Intl.PluralRules` carries (English and Dutch: one, other; Hebrew: one, two, other).
 */

/** A word's forms by plural category; `other` is always given, a category left out falls back to it. */
export type PluralForms = { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of a word for a count, e.g. `plural('en', 1, { one: 'file', other: 'files' })` is `file`.
 * @param locale a BCP 47 language tag (`en`, `he`, `nl`)
 * @param count how many (a whole number, 0 up)
 * @param forms the word's forms by plural category
 * @returns the form the language uses for `count` (`forms.other` when that category has none)
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return forms[r.select(count)] ?? forms.other;
}
