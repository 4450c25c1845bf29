import { formatScore } from '@klondike/analysis/mode';

// a score's text and an isolate are the game's words, which `klondike analyze`'s report (Node, no Vue) writes too
export { formatScore, isolateText } from '@klondike/analysis/mode';

/** A piece of a message's text: isolated (`isolateText`, marks kept) or not. */
export interface TextPart {
  readonly text: string;
  readonly isolated: boolean;
}

/**
 * A message's text cut into its isolated parts (each from U+2068 to its U+2069, as `isolateText`
 * makes them, marks kept) and the text between, so a page can keep each isolated part from wrapping.
 * Nested isolates stay within their outer part; an isolate left open runs to the end of the text.
 * @param text any text; the parts joined give it back unchanged
 */
export function isolatedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\u2068') {
      if (depth === 0) {
        if (i > from) parts.push({ text: text.slice(from, i), isolated: false });
        start = i;
      }
      depth++;
    } else if (c === '\u2069' && depth > 0 && --depth === 0) {
      parts.push({ text: text.slice(start, i + 1), isolated: true });
      from = i + 1;
    }
  }
  if (depth > 0) parts.push({ text: text.slice(start), isolated: true });
  else if (from < text.length) parts.push({ text: text.slice(from), isolated: false });
  return parts;
}

/**
 * Time, date and score text shared by the apps (the player's clock and Games menu, the replay's timings,
 * end summary and game list), so each is written once.
 */

/**
 * A duration as a clock: `m:ss` under an hour, `h:mm:ss` from an hour on (`0:07`, `12:30`, `1:02:03`).
 * @param ms milliseconds; whole seconds are shown (rounded down), a negative duration as `0:00`
 */
export function formatDuration(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A moment as the locale writes a medium date and a short time (`Nov 30, 2026, 10:00 AM` in `en-US`).
 * @param ms milliseconds since the Unix epoch
 * @param locale a BCP 47 language tag, e.g. the app's vue-i18n locale
 */
export const formatDateTime = (ms: number, locale: string): string =>
  new Date(ms).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A calendar day (`YYYY-MM-DD`, a daily deal's UTC date, RULES §6) as the locale writes a long date
 * (`December 4, 2026` in `en-US`, `4 december 2026` in Dutch, `4 בדצמבר 2026` in Hebrew): the day
 * itself, whatever the device's time zone.
 * @param day a `YYYY-MM-DD` date
 * @param locale a BCP 47 language tag, e.g. the app's vue-i18n locale
 */
export const formatDay = (day: string, locale: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Makes a locale's score formats ({@link formatScore}, both scorings) ahead of their first use, for
 * an idle moment: a page's first number format costs tens of milliseconds (the locale data it
 * loads), which a view's first render would otherwise carry.
 * @param locale a BCP 47 language tag, e.g. the app's vue-i18n locale
 */
export function prepareScoreFormats(locale: string): void {
  formatScore(0, 'normal', locale);
  formatScore(0, 'vegas', locale);
}

/**
 * A count as the locale writes a whole number, grouped (`200,000` in English, `200.000` in Dutch): the
 * actions of a game, games played, the solver's deals tried. A score is {@link formatScore}'s.
 * @param n a whole number
 * @param locale a BCP 47 language tag, e.g. the app's vue-i18n locale
 */
export function formatCount(n: number, locale: string): string {
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  return format.format(n);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A chance (0..1) as the locale writes a whole percentage (`45%`, `45 %` in Dutch, `‎45%` in
 * Hebrew): the review's chances to win, which K samples make coarse, so no decimals.
 * @param fraction a chance from 0 to 1
 * @param locale a BCP 47 language tag, e.g. the app's vue-i18n locale
 */
export function formatChance(fraction: number, locale: string): string {
  let format = chanceFormats.get(locale);
  if (!format)
    chanceFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })));
  return format.format(fraction);
}

const chanceFormats = new Map<string, Intl.NumberFormat>();
