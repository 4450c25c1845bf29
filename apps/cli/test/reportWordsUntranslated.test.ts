import { describe, expect, it } from 'vitest';
import { describeUntranslated, type SameAsEnglish } from '@klondike/board/testing';
import { INVALID_CODES, REPORT_WORDS, type ReportWords } from '../src/analyze/words.js';

/**
 * The HTML report's Hebrew and Dutch words (`klondike analyze --html --lang`) are translated, by the
 * check the apps use for their messages. A word that is a function (a sentence with figures in it)
 * is checked on what it says for one and for several; the locale and the writing direction are
 * settings, not words. A mode's words are the game's (`@klondike/analysis`'s `MODE_WORDS`, checked
 * with the board's messages).
 */
const asMessages = (w: ReportWords): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(w)) {
    if (key === 'locale' || key === 'dir') continue;
    if (key === 'lead') {
      out['lead.one'] = w.lead(1, 1, 1);
      out['lead.other'] = w.lead(12, 3, 3);
      out['lead.some'] = w.lead(12, 2, 3);
    } else if (key === 'reasons') {
      for (const code of INVALID_CODES) {
        out[`reasons.${code}`] = w.reasons[code](undefined);
        out[`reasons.${code}.action`] = w.reasons[code](5);
      }
    } else if (key === 'duplicates' || key === 'skippedFiles') {
      out[`${key}.one`] = w[key](1);
      out[`${key}.other`] = w[key](7);
    } else if (key === 'invalidMore') {
      out['invalidMore.one'] = w.invalidMore(1);
      out['invalidMore.other'] = w.invalidMore(7);
    } else out[key] = String(value);
  }
  return out;
};

/** The report's words the same as English, each with why that is right in the language. */
const ALLOWED: SameAsEnglish = {
  he: {},
  nl: {
    minutesShort: '"min" is the Dutch abbreviation of minutes too',
    secondsShort: '"s" is the Dutch (and SI) abbreviation of seconds',
    dollarsAxis: '"dollars" is the Dutch plural',
  },
};

describeUntranslated(
  asMessages(REPORT_WORDS.en),
  { he: asMessages(REPORT_WORDS.he), nl: asMessages(REPORT_WORDS.nl) },
  ALLOWED,
);

describe('the Dutch report names a game as the Dutch rules and the player do', () => {
  it('a game is a spel (spellen), never a partij', () => {
    expect(Object.values(asMessages(REPORT_WORDS.nl)).filter((m) => /partij/i.test(m))).toEqual([]);
    expect(Object.values(asMessages(REPORT_WORDS.nl)).some((m) => /\bspellen\b/.test(m))).toBe(true);
  });

  it('a typical figure (a median) is doorsnee, never gewoon ("ordinary"), as in the player\'s analysis', () => {
    expect(Object.values(asMessages(REPORT_WORDS.nl)).filter((m) => /\bgewo(on|ne)\b/i.test(m))).toEqual([]);
    expect([REPORT_WORDS.nl.medianDuration, REPORT_WORDS.nl.medianThink]).toEqual([
      'Doorsnee speelduur',
      'Doorsnee bedenktijd',
    ]);
    expect(REPORT_WORDS.he.medianDuration).toBe('משך משחק טיפוסי');
  });
});
