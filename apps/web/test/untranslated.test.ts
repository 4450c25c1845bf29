import { describeUntranslated, type SameAsEnglish } from '@klondike/board/testing';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';

/**
 * The player's Hebrew and Dutch messages (the board's inside them too) are translated: the check is the
 * board's (`describeUntranslated`); here is the player's allow-list, each entry with the reason the same
 * text as English is right in that language (the board's own words have theirs in the board).
 */
const ALLOWED: SameAsEnglish = {
  he: {
    'newGame.codePlaceholder': 'a game code is notation, the same in every language',
  },
  nl: {
    'newGame.codePlaceholder': 'a game code is notation, the same in every language',
    'app.title': 'the game is called Klondike in Dutch',
    'header.score': '"score" is the Dutch word',
    'win.score': '"score" is the Dutch word',
    'statistics.chartScore': '"score" is the Dutch word',
    'announce.score': '"score" is the Dutch word',
    'analyse.minutes': '"min" is the Dutch abbreviation of minutes too',
  },
};

describeUntranslated(en, { he, nl }, ALLOWED);
