import { describe, expect, it } from 'vitest';
import { REPORT_WORDS } from '../src/analyze/words.js';
import { plural } from '../src/plural.js';

describe('plural (CLDR plural rules through Intl.PluralRules)', () => {
  const forms = { one: 'one', two: 'two', other: 'other' };

  it.each([
    ['en', ['other', 'one', 'other', 'other']],
    ['nl', ['other', 'one', 'other', 'other']],
    ['he', ['other', 'one', 'two', 'other']],
  ] as const)('%s: 0, 1, 2 and 11 take their language’s forms', (locale, expected) => {
    expect([0, 1, 2, 11].map((n) => plural(locale, n, forms))).toEqual(expected);
  });

  it('falls back to the other form for a category the word does not give', () => {
    expect(plural('he', 2, { one: 'קובץ', other: 'קבצים' })).toBe('קבצים');
  });
});

describe('the report’s lead line counts games and files in each language', () => {
  it.each([
    [
      'en',
      [
        '0 recorded games from 0 files.',
        '1 recorded game from 1 file.',
        '2 recorded games from 2 files.',
        '11 recorded games from 11 files.',
      ],
    ],
    [
      'he',
      [
        '0 משחקים מוקלטים מתוך 0 קבצים.',
        '1 משחק מוקלט מתוך 1 קובץ.',
        '2 משחקים מוקלטים מתוך 2 קבצים.',
        '11 משחקים מוקלטים מתוך 11 קבצים.',
      ],
    ],
    [
      'nl',
      [
        '0 opgenomen spellen uit 0 bestanden.',
        '1 opgenomen spel uit 1 bestand.',
        '2 opgenomen spellen uit 2 bestanden.',
        '11 opgenomen spellen uit 11 bestanden.',
      ],
    ],
  ] as const)('%s', (language, expected) => {
    expect([0, 1, 2, 11].map((n) => REPORT_WORDS[language].lead(n, n, n))).toEqual(expected);
  });

  it.each([
    [
      'en',
      [
        '0 recorded games from 0 of 1 file.',
        '1 recorded game from 1 of 2 files.',
        '5 recorded games from 2 of 11 files.',
      ],
    ],
    [
      'he',
      ['0 משחקים מוקלטים מ־0 מתוך 1 קובץ.', '1 משחק מוקלט מ־1 מתוך 2 קבצים.', '5 משחקים מוקלטים מ־2 מתוך 11 קבצים.'],
    ],
    [
      'nl',
      [
        '0 opgenomen spellen uit 0 van 1 bestand.',
        '1 opgenomen spel uit 1 van 2 bestanden.',
        '5 opgenomen spellen uit 2 van 11 bestanden.',
      ],
    ],
  ] as const)('%s: files that gave no game are counted apart from those the games came from', (language, expected) => {
    const lead = REPORT_WORDS[language].lead;
    expect([lead(0, 0, 1), lead(1, 1, 2), lead(5, 2, 11)]).toEqual(expected);
  });
});
