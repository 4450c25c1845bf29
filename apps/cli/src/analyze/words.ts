/**
 * The words of the HTML report in English, Hebrew and Dutch (`klondike analyze --html --lang`). The
 * game's own words follow the rules pages of the product in each language (Hebrew: שליפת 1, ערימות
 * היסוד, ביטול; Dutch: trekken van 1, basisstapels, ongedaan maken).
 */

import { tokenPileText } from '@klondike/analysis';
import { SESSION_ERROR_CODES } from '@klondike/engine';
import { plural } from '../plural.js';

/** A language of the report. */
export type ReportLanguage = 'en' | 'he' | 'nl';

/**
 * The codes a record or file is refused with (the `ERR_...` that starts an invalid session's reason):
 * the engine's session errors ({@link SESSION_ERROR_CODES}), and the readers' own after them (an
 * empty file, a line too long, a link, a folder that cannot be listed).
 */
export const INVALID_CODES = [
  ...SESSION_ERROR_CODES,
  'ERR_EMPTY',
  'ERR_LINE_TOO_LONG',
  'ERR_LINK',
  'ERR_LOOP',
  'ERR_READ',
] as const;

/** One of {@link INVALID_CODES}. */
export type InvalidCode = (typeof INVALID_CODES)[number];

/**
 * Why a record was refused, by its code: `at` is the 1-based action the engine refused, when it names
 * one; `named`, for a token naming a pile the game lacks, the token and the pile.
 */
export type ReasonWords = {
  readonly [C in InvalidCode]: (at: number | undefined, named?: NamedPile) => string;
};

/** A token of the notation naming a pile the game lacks (`T9-T1` in 7 columns): the engine's `SessionError` `token` and `pile`. */
export interface NamedPile {
  readonly token: string;
  readonly pile: string;
}

/** The words every app says of a token naming a pile the game lacks (`@klondike/analysis`'s `tokenPileText`), as a clause of the list. */
const pileWords = (language: string, at: number | undefined, named: NamedPile): string =>
  tokenPileText(language, at, named.token, named.pile).replace(/\.$/, '');

/** Every text of the report in one language. */
export interface ReportWords {
  /** The report's language; a mode and a scoring are named in it by `@klondike/analysis`'s `modeLabel` and `MODE_WORDS`. */
  readonly locale: ReportLanguage;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  /**
   * The lead line: the games read, and the files they came from of the files read (`withSessions` of
   * `files`, said as `files` alone when every file gave a game), as the terminal's first line counts them.
   */
  readonly lead: (sessions: number, withSessions: number, files: number) => string;
  /** Said after the lead when games were read again (a `session_key` read before) and counted once, as the terminal's first line says it. */
  readonly duplicates: (count: number) => string;
  /** Said after the lead when files of the folders searched were not read, their name not `*.json`, `*.ndjson` or `*.jsonl`. */
  readonly skippedFiles: (count: number) => string;
  readonly sessions: string;
  readonly won: string;
  readonly winRate: string;
  readonly medianDuration: string;
  readonly medianThink: string;
  readonly invalid: string;
  readonly minutesShort: string;
  readonly secondsShort: string;
  readonly winRateTitle: string;
  readonly winRateNote: string;
  readonly winRateAxis: string;
  readonly scoreTitle: string;
  /** The note under the Normal scores, with the step of the bins drawn (`100`, written by the page's locale). */
  readonly scoreNoteNormal: (step: string) => string;
  /**
   * The note under the Vegas scores, with the step of the bins drawn in dollars, and, as the locale
   * writes dollars (isolated: a sign and a symbol in right-to-left text keep their places), the score
   * of a new game, what each card onto a foundation earns, and the end of a game won without
   * foundation returns (RULES §4: a return costs nothing and the card earns again when played back,
   * so games, won or not, can end higher).
   */
  readonly scoreNoteVegas: (step: string, start: string, perCard: string, won: string) => string;
  /**
   * Said after a score note when the chart's steps join several of the query's bins, with the bins'
   * width and unit (`10`, `dollars`): the width the terminal table and `--json` give.
   */
  readonly binsJoined: (bin: string, unit: string) => string;
  readonly pointsAxis: string;
  readonly dollarsAxis: string;
  readonly gamesAxis: string;
  readonly durationTitle: string;
  readonly durationNote: string;
  readonly minutesAxis: string;
  readonly thinkTitle: string;
  readonly thinkNote: string;
  readonly actionNumberAxis: string;
  readonly secondsAxis: string;
  readonly undosTitle: string;
  readonly undosNote: string;
  readonly undosAxis: string;
  readonly lostTitle: string;
  readonly lostNote: string;
  readonly lostNone: string;
  readonly dealsTitle: string;
  readonly deal: string;
  readonly actionsTitle: string;
  readonly actionsNote: string;
  readonly actions: string;
  readonly lastActionsTitle: string;
  readonly lastActionsNote: string;
  readonly lastAction: string;
  readonly invalidTitle: string;
  /** Why a record or file could not be read, in the report's language, by the code of its reason. */
  readonly reasons: ReasonWords;
  /** After the first 50 unreadable records: how many more there are (plural by the count). */
  readonly invalidMore: (count: number) => string;
  /** Said in place of the figures when no game was read (a win rate of 0% would be false). */
  readonly noSessions: string;
  readonly reviewTitle: string;
  readonly reviewNote: string;
  readonly reviewMode: string;
  readonly reviewed: string;
  readonly reviewLost: string;
  /** Games left unfinished while still winnable: counted apart, in no other figure of the review. */
  readonly abandonedWinnable: string;
  readonly lostToMistake: string;
  readonly lostToCards: string;
  readonly meanAccuracy: string;
  readonly inaccuraciesPerGame: string;
  readonly mistakesPerGame: string;
  readonly blundersPerGame: string;
}

const en: ReportWords = {
  locale: 'en',
  dir: 'ltr',
  title: 'How these Klondike games were played',
  lead: (s, w, f) =>
    `${s.toLocaleString('en-US')} ${plural('en', s, { one: 'recorded game', other: 'recorded games' })} from ${w === f ? '' : `${w} of `}${f} ${plural('en', f, { one: 'file', other: 'files' })}.`,
  duplicates: (n) =>
    `${n.toLocaleString('en-US')} ${plural('en', n, { one: 'duplicate', other: 'duplicates' })} skipped (${plural('en', n, { one: 'a recorded game', other: 'recorded games' })} read before).`,
  skippedFiles: (n) =>
    `${n.toLocaleString('en-US')} ${plural('en', n, { one: 'file', other: 'files' })} skipped (not .json, .ndjson or .jsonl).`,
  sessions: 'Games',
  won: 'Won',
  winRate: 'Win rate',
  medianDuration: 'Typical game',
  medianThink: 'Typical think time',
  invalid: 'Unreadable',
  minutesShort: 'min',
  secondsShort: 's',
  winRateTitle: 'Games won in each mode',
  winRateNote:
    'Share of the games won in each mode: rules preset, draw mode, scoring, and the variant and Thoughtful where played (number of games in brackets).',
  winRateAxis: 'won (%)',
  scoreTitle: 'Final scores',
  scoreNoteNormal: (step) =>
    `How many games ended with each score, in steps of ${step} points. A game won scores about 625.`,
  scoreNoteVegas: (step, start, perCard, won) =>
    `How many games ended with each score, in steps of ${step} dollars. Every game starts at ${start} and each card played to a foundation earns ${perCard}: a game won without taking cards back from the foundations ends at ${won}; a card taken back and played there again earns its ${perCard} again, so a game, won or not, can end higher.`,
  binsJoined: (bin, unit) => `Each step joins bins of ${bin} ${unit}, the bins of the terminal table and of --json.`,
  pointsAxis: 'points',
  dollarsAxis: 'dollars',
  gamesAxis: 'games',
  durationTitle: 'How long the games lasted',
  durationNote: 'Games by length in whole minutes, from the first card to the last action.',
  minutesAxis: 'minutes',
  thinkTitle: 'Think time by action',
  thinkNote: 'The typical (median) pause before the 1st, 2nd, 3rd ... action of a game, undos included.',
  actionNumberAxis: 'action number',
  secondsAxis: 'seconds',
  undosTitle: 'Undo and winning',
  undosNote:
    'Games grouped by how often undo was used, and the share of each group that was won (number of games in brackets).',
  undosAxis: 'undos in the game',
  lostTitle: 'Where winnable games were lost',
  lostNote:
    'For games that could still be won but were not: the action after which no win was possible any more, in steps of 10.',
  lostNone: 'No game here was lost after being winnable, as far as the solver decided.',
  dealsTitle: 'Deals played most',
  deal: 'Deal',
  actionsTitle: 'Actions per game',
  actionsNote: 'Games by their number of actions (undos not counted), in steps of 25, and how many of them were won.',
  actions: 'Actions',
  lastActionsTitle: 'Last actions of games not won',
  lastActionsNote: 'Where players stopped: the last action of each game not won (U is an undo).',
  lastAction: 'Last action',
  invalidTitle: 'Games that could not be read',
  reasons: {
    ERR_BINARY: () => 'binary file, not a session file (JSON or NDJSON)',
    ERR_JSON: () => 'not valid JSON',
    ERR_FORMAT: () => 'not a recorded Klondike game',
    ERR_VERSION: () => 'a recorded game of a newer version than this program reads',
    ERR_SCHEMA: (at) =>
      at === undefined
        ? 'does not have the fields of a recorded game'
        : `action ${at} is not written as an action of a recorded game`,
    ERR_START: () => 'its start (game code, deck or position) cannot be dealt',
    ERR_ACTION: (at, named) =>
      named === undefined ? `action ${at ?? '?'} is not an action of the notation` : pileWords('en', at, named),
    ERR_ILLEGAL: (at) => `action ${at ?? '?'} cannot be played`,
    ERR_EMPTY: () => 'holds no game',
    ERR_LINE_TOO_LONG: () => 'a line too long, skipped',
    ERR_LINK: () => 'a symbolic link that cannot be followed',
    ERR_LOOP: () => 'a symbolic link back to a folder being searched, not followed',
    ERR_READ: () => 'cannot be read',
  },
  invalidMore: (n) =>
    `and ${n.toLocaleString('en-US')} more (--json lists ${plural('en', n, { one: 'it', other: 'them all' })})`,
  noSessions: 'No games to analyse: the input holds no recorded game.',
  reviewTitle: 'Lost to a mistake or to the cards',
  reviewNote:
    'Each game reviewed move by move with only the cards the player had seen (--review): of the games lost, the share where a better action was there to see (a mistake) and where none was (the cards); the mean accuracy out of 100; and per game, the inaccuracies, mistakes and blunders (actions that gave away at least 5, 10 or 15 points of the chance to win).',
  reviewMode: 'Mode',
  reviewed: 'Reviewed',
  reviewLost: 'Lost',
  abandonedWinnable: 'Left while still winnable (not in the other figures)',
  lostToMistake: '% lost to a mistake',
  lostToCards: '% lost to the cards',
  meanAccuracy: 'Mean accuracy',
  inaccuraciesPerGame: 'Inaccuracies per game',
  mistakesPerGame: 'Mistakes per game',
  blundersPerGame: 'Blunders per game',
};

const he: ReportWords = {
  locale: 'he',
  dir: 'rtl',
  title: 'איך שוחקו משחקי הקלונדייק האלה',
  lead: (s, w, f) =>
    `${s.toLocaleString('he')} ${plural('he', s, { one: 'משחק מוקלט', other: 'משחקים מוקלטים' })} ${w === f ? 'מתוך ' : `מ־${w} מתוך `}${f} ${plural('he', f, { one: 'קובץ', other: 'קבצים' })}.`,
  duplicates: (n) =>
    `${plural('he', n, { one: 'כפילות אחת דולגה (משחק מוקלט שכבר נקרא)', two: 'שתי כפילויות דולגו (משחקים מוקלטים שכבר נקראו)', other: `${n.toLocaleString('he')} כפילויות דולגו (משחקים מוקלטים שכבר נקראו)` })}.`,
  skippedFiles: (n) =>
    `${plural('he', n, { one: 'קובץ אחד דולג', two: 'שני קבצים דולגו', other: `${n.toLocaleString('he')} קבצים דולגו` })} (לא \u2066.json\u2069, \u2066.ndjson\u2069 או \u2066.jsonl\u2069).`,
  sessions: 'משחקים',
  won: 'ניצחונות',
  winRate: 'שיעור ניצחון',
  medianDuration: 'משך משחק טיפוסי',
  medianThink: 'זמן מחשבה טיפוסי',
  invalid: 'לא קריאים',
  minutesShort: 'דק׳',
  secondsShort: 'שנ׳',
  winRateTitle: 'ניצחונות בכל מצב משחק',
  winRateNote:
    'אחוז המשחקים שהסתיימו בניצחון בכל מצב משחק: סט חוקים, מצב שליפה, שיטת ניקוד, והגרסה ומשחק גלוי כששוחקו (מספר המשחקים בסוגריים).',
  winRateAxis: 'ניצחון (%)',
  scoreTitle: 'הניקוד בסוף המשחק',
  scoreNoteNormal: (step) =>
    `כמה משחקים הסתיימו בכל ניקוד, בקפיצות של ${step} נקודות. משחק שהסתיים בניצחון מקבל כ־625 נקודות.`,
  scoreNoteVegas: (step, start, perCard, won) =>
    `כמה משחקים הסתיימו בכל ניקוד, בקפיצות של ${step} דולרים. כל משחק מתחיל ב־${start} וכל קלף שמונח בערימת יסוד מזכה ב־${perCard}: ניצחון בלי להחזיר קלפים מערימות היסוד מסתיים ב־${won}; קלף שהוחזר והונח שם שוב מזכה שוב ב־${perCard}, כך שמשחק, בניצחון או בלעדיו, יכול להסתיים גבוה יותר.`,
  binsJoined: (bin, unit) => `כל קפיצה מאחדת כמה תאים של ${bin} ${unit}, התאים של הטבלה במסוף ושל ‎--json‎.`,
  pointsAxis: 'נקודות',
  dollarsAxis: 'דולרים',
  gamesAxis: 'משחקים',
  durationTitle: 'כמה זמן נמשכו המשחקים',
  durationNote: 'המשחקים לפי אורכם בדקות שלמות, מהמהלך הראשון ועד האחרון.',
  minutesAxis: 'דקות',
  thinkTitle: 'זמן מחשבה לפי מהלך',
  thinkNote: 'ההפסקה הטיפוסית (חציון) לפני המהלך הראשון, השני, השלישי... של משחק, כולל ביטולים.',
  actionNumberAxis: 'מספר המהלך',
  secondsAxis: 'שניות',
  undosTitle: 'ביטול וניצחון',
  undosNote: 'המשחקים לפי מספר הביטולים, ואחוז הניצחונות בכל קבוצה (מספר המשחקים בסוגריים).',
  undosAxis: 'ביטולים במשחק',
  lostTitle: 'היכן הפסידו משחקים שאפשר היה לנצח',
  lostNote: 'במשחקים שעוד אפשר היה לנצח בהם: המהלך שאחריו כבר לא היה ניצחון אפשרי, בקפיצות של 10.',
  lostNone: 'אף משחק כאן לא אבד אחרי שהיה אפשר לנצח בו, ככל שהפותר הכריע.',
  dealsTitle: 'החלוקות ששוחקו הכי הרבה',
  deal: 'חלוקה',
  actionsTitle: 'מהלכים למשחק',
  actionsNote: 'המשחקים לפי מספר המהלכים (בלי ביטולים), בקפיצות של 25, וכמה מהם הסתיימו בניצחון.',
  actions: 'מהלכים',
  lastActionsTitle: 'המהלכים האחרונים במשחקים שלא הסתיימו בניצחון',
  lastActionsNote: 'היכן השחקנים עצרו: המהלך האחרון בכל משחק שלא הסתיים בניצחון (U הוא ביטול).',
  lastAction: 'מהלך אחרון',
  invalidTitle: 'משחקים שלא ניתן היה לקרוא',
  reasons: {
    ERR_BINARY: () => 'קובץ בינארי, לא קובץ משחק (JSON או NDJSON)',
    ERR_JSON: () => 'אינו JSON תקין',
    ERR_FORMAT: () => 'אינו משחק קלונדייק מוקלט',
    ERR_VERSION: () => 'משחק מוקלט בגרסה חדשה מזו שהכלי הזה יודע לקרוא',
    ERR_SCHEMA: (at) =>
      at === undefined ? 'אין בו את השדות של משחק מוקלט' : `מהלך ${at} אינו כתוב כמהלך של משחק מוקלט`,
    ERR_START: () => 'אי אפשר לחלק את ההתחלה שלו (קוד משחק, חפיסה או מצב)',
    ERR_ACTION: (at, named) =>
      named === undefined ? `מהלך ${at ?? '?'} אינו מהלך של הכתיב` : pileWords('he', at, named),
    ERR_ILLEGAL: (at) => `אי אפשר לשחק את מהלך ${at ?? '?'}`,
    ERR_EMPTY: () => 'אין בו אף משחק',
    ERR_LINE_TOO_LONG: () => 'שורה ארוכה מדי, דולגה',
    ERR_LINK: () => 'קישור סמלי שאי אפשר לעקוב אחריו',
    ERR_LOOP: () => 'קישור סמלי חזרה לתיקייה שכבר נסרקת, לא נעקב',
    ERR_READ: () => 'אי אפשר לקרוא אותו',
  },
  invalidMore: (n) =>
    `${plural('he', n, { one: 'ועוד אחד', two: 'ועוד שניים', other: `ועוד ${n.toLocaleString('he')}` })} (\u2066--json\u2069 מפרט את כולם)`,
  noSessions: 'אין משחקים לניתוח: בקלט אין אף משחק מוקלט.',
  reviewTitle: 'הפסד בגלל טעות או בגלל הקלפים',
  reviewNote:
    'כל משחק נבדק מהלך אחר מהלך רק עם הקלפים שהשחקן ראה (\u2066--review\u2069): מבין המשחקים שאבדו, החלק שבו היה מהלך טוב יותר לראות (טעות) והחלק שבו לא היה (הקלפים); הדיוק הממוצע מתוך 100; ולכל משחק, אי־הדיוקים, הטעויות והטעויות החמורות (מהלכים שוויתרו על 5, 10 או 15 נקודות לפחות מהסיכוי לנצח).',
  reviewMode: 'מצב משחק',
  reviewed: 'נבדקו',
  reviewLost: 'אבדו',
  abandonedWinnable: 'ננטשו כשעוד היה אפשר לנצח (לא בשאר הנתונים)',
  lostToMistake: '% הפסד בגלל טעות',
  lostToCards: '% הפסד בגלל הקלפים',
  meanAccuracy: 'דיוק ממוצע',
  inaccuraciesPerGame: 'אי־דיוקים למשחק',
  mistakesPerGame: 'טעויות למשחק',
  blundersPerGame: 'טעויות חמורות למשחק',
};

const nl: ReportWords = {
  locale: 'nl',
  dir: 'ltr',
  title: 'Hoe deze Klondike-spellen zijn gespeeld',
  lead: (s, w, f) =>
    `${s.toLocaleString('nl-NL')} ${plural('nl', s, { one: 'opgenomen spel', other: 'opgenomen spellen' })} uit ${w === f ? '' : `${w} van `}${f} ${plural('nl', f, { one: 'bestand', other: 'bestanden' })}.`,
  duplicates: (n) =>
    `${n.toLocaleString('nl-NL')} ${plural('nl', n, { one: 'dubbel spel', other: 'dubbele spellen' })} overgeslagen (${plural('nl', n, { one: 'een opgenomen spel dat al gelezen was', other: 'opgenomen spellen die al gelezen waren' })}).`,
  skippedFiles: (n) =>
    `${n.toLocaleString('nl-NL')} ${plural('nl', n, { one: 'bestand', other: 'bestanden' })} overgeslagen (geen .json, .ndjson of .jsonl).`,
  sessions: 'Spellen',
  won: 'Gewonnen',
  winRate: 'Winstpercentage',
  medianDuration: 'Doorsnee speelduur',
  medianThink: 'Doorsnee bedenktijd',
  invalid: 'Onleesbaar',
  minutesShort: 'min',
  secondsShort: 's',
  winRateTitle: 'Gewonnen spellen per spelsoort',
  winRateNote:
    'Het deel van de spellen dat gewonnen is per spelsoort: regelset, trekwijze, puntentelling, en de variant en open kaarten waar gespeeld (aantal spellen tussen haakjes).',
  winRateAxis: 'gewonnen (%)',
  scoreTitle: 'Eindscores',
  scoreNoteNormal: (step) =>
    `Hoeveel spellen met elke score eindigden, in stappen van ${step} punten. Een gewonnen spel levert ongeveer 625 punten op.`,
  scoreNoteVegas: (step, start, perCard, won) =>
    `Hoeveel spellen met elke score eindigden, in stappen van ${step} dollar. Elk spel begint op ${start} en elke kaart op een basisstapel levert ${perCard} op: een spel gewonnen zonder kaarten van de basisstapels terug te nemen eindigt op ${won}; een kaart die teruggenomen en er opnieuw op gelegd wordt, levert opnieuw ${perCard} op, dus een spel kan, gewonnen of niet, hoger eindigen.`,
  binsJoined: (bin, unit) =>
    `Elke stap voegt vakken van ${bin} ${unit} samen, de vakken van de tabel in de terminal en van --json.`,
  pointsAxis: 'punten',
  dollarsAxis: 'dollars',
  gamesAxis: 'spellen',
  durationTitle: 'Hoe lang de spellen duurden',
  durationNote: 'Spellen naar duur in hele minuten, van de eerste tot de laatste zet.',
  minutesAxis: 'minuten',
  thinkTitle: 'Bedenktijd per zet',
  thinkNote: 'De doorsnee (mediane) pauze vóór de 1e, 2e, 3e ... zet van een spel, ongedaan maken meegeteld.',
  actionNumberAxis: 'zetnummer',
  secondsAxis: 'seconden',
  undosTitle: 'Ongedaan maken en winnen',
  undosNote:
    'Spellen naar hoe vaak ongedaan maken is gebruikt, en het deel van elke groep dat gewonnen is (aantal spellen tussen haakjes).',
  undosAxis: 'keer ongedaan gemaakt',
  lostTitle: 'Waar winbare spellen verloren gingen',
  lostNote:
    'Voor spellen die nog te winnen waren maar niet gewonnen zijn: de zet waarna winnen niet meer kon, in stappen van 10.',
  lostNone: 'Geen spel hier ging verloren nadat het winbaar was, voor zover de oplosser het besliste.',
  dealsTitle: 'Meest gespeelde verdelingen',
  deal: 'Verdeling',
  actionsTitle: 'Zetten per spel',
  actionsNote:
    'Spellen naar aantal zetten (ongedaan maken niet meegeteld), in stappen van 25, en hoeveel ervan gewonnen zijn.',
  actions: 'Zetten',
  lastActionsTitle: 'Laatste zetten van niet gewonnen spellen',
  lastActionsNote: 'Waar spelers stopten: de laatste zet van elk spel dat niet gewonnen is (U is ongedaan maken).',
  lastAction: 'Laatste zet',
  invalidTitle: 'Spellen die niet gelezen konden worden',
  reasons: {
    ERR_BINARY: () => 'binair bestand, geen spelbestand (JSON of NDJSON)',
    ERR_JSON: () => 'geen geldige JSON',
    ERR_FORMAT: () => 'geen opgenomen Klondike-spel',
    ERR_VERSION: () => 'een opgenomen spel van een nieuwere versie dan dit programma kan lezen',
    ERR_SCHEMA: (at) =>
      at === undefined
        ? 'heeft niet de velden van een opgenomen spel'
        : `zet ${at} is niet geschreven als zet van een opgenomen spel`,
    ERR_START: () => 'het begin (spelcode, kaartspel of stand) kan niet worden gedeeld',
    ERR_ACTION: (at, named) =>
      named === undefined ? `zet ${at ?? '?'} is geen zet van de notatie` : pileWords('nl', at, named),
    ERR_ILLEGAL: (at) => `zet ${at ?? '?'} kan niet worden gespeeld`,
    ERR_EMPTY: () => 'bevat geen spel',
    ERR_LINE_TOO_LONG: () => 'een te lange regel, overgeslagen',
    ERR_LINK: () => 'een symbolische koppeling die niet te volgen is',
    ERR_LOOP: () => 'een symbolische koppeling terug naar een map die al wordt doorzocht, niet gevolgd',
    ERR_READ: () => 'kan niet worden gelezen',
  },
  invalidMore: (n) =>
    `en nog ${n.toLocaleString('nl-NL')} (--json ${plural('nl', n, { one: 'noemt het', other: 'noemt ze allemaal' })})`,
  noSessions: 'Geen spellen om te analyseren: de invoer bevat geen opgenomen spel.',
  reviewTitle: 'Verloren door een fout of door de kaarten',
  reviewNote:
    'Elk spel zet voor zet beoordeeld met alleen de kaarten die de speler had gezien (--review): van de verloren spellen het deel waar een betere zet te zien was (een fout) en waar die er niet was (de kaarten); de gemiddelde nauwkeurigheid op 100; en per spel de onnauwkeurigheden, fouten en blunders (zetten die minstens 5, 10 of 15 punten van de winkans weggaven).',
  reviewMode: 'Spelsoort',
  reviewed: 'Beoordeeld',
  reviewLost: 'Verloren',
  abandonedWinnable: 'Gestopt terwijl nog winbaar (niet in de andere cijfers)',
  lostToMistake: '% verloren door een fout',
  lostToCards: '% verloren door de kaarten',
  meanAccuracy: 'Gemiddelde nauwkeurigheid',
  inaccuraciesPerGame: 'Onnauwkeurigheden per spel',
  mistakesPerGame: 'Fouten per spel',
  blundersPerGame: 'Blunders per spel',
};

/** The report's words by language. */
export const REPORT_WORDS: { readonly [L in ReportLanguage]: ReportWords } = { en, he, nl };
