import { describeUntranslated, type SameAsEnglish } from '@klondike/board/testing';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';

/**
 * The replay's Hebrew and Dutch messages (the board's inside them too) are translated: the check is the
 * board's (`describeUntranslated`); here is the replay's allow-list, each entry with the reason the same
 * text as English is right in that language (the board's own words have theirs in the board).
 */
const ALLOWED: SameAsEnglish = {
  he: {},
  nl: {
    'list.score': '"score" is the Dutch word',
    'header.score': '"score" is the Dutch word',
    'summary.score': '"score" is the Dutch word',
    'chart.yAxis': '"score" is the Dutch word',
    'review.kind.blunder': '"blunder" is the Dutch word (Van Dale), as Dutch chess sites call the worst move',
  },
};

describeUntranslated(en, { he, nl }, ALLOWED);
