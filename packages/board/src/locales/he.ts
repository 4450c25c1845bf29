import { MODE_WORDS, SESSION_WORDS } from '@klondike/analysis/mode';
import type { GameMessagesShape } from '../gameMessages.js';
import type { BoardMessages } from '../text.js';

/**
 * The board's Hebrew words, in the terms of the Hebrew rules (shared/seeds/000): קופה (stock),
 * ערימת ההשלכה (waste), ערימת יסוד (foundation), עמודה (column); suits עלה, לב, יהלום, תלתן; ranks
 * אס, נסיך, מלכה, מלך. Cards read as the rules write them ("7 לב"). Pile names are feminine, so one
 * "ריקה" (empty) fits all. Plural forms `one | other` (one card is "קלף אחד", the noun first).
 */
export const BOARD_MESSAGES_HE = {
  rank: {
    r1: 'אס',
    r2: '2',
    r3: '3',
    r4: '4',
    r5: '5',
    r6: '6',
    r7: '7',
    r8: '8',
    r9: '9',
    r10: '10',
    r11: 'נסיך',
    r12: 'מלכה',
    r13: 'מלך',
  },
  suit: { s0: 'עלה', s1: 'לב', s2: 'יהלום', s3: 'תלתן' },
  card: '{rank} {suit}',
  cardWordRank: '{rank} {suit}',
  joker: "ג'וקר",
  faceDown: 'קלף מוסתר',
  stock: 'קופה',
  waste: 'ערימת ההשלכה',
  foundation: 'ערימת יסוד {suit}',
  foundationSecond: 'ערימת יסוד {suit} שנייה',
  column: 'עמודה {n}',
  // Hebrew has no capitals; inside a sentence a pile is named with its article, as the waste's name has it
  // ("אל הקופה", "אל ערימת היסוד של לב")
  inSentence: {
    stock: 'הקופה',
    waste: 'ערימת ההשלכה',
    foundation: 'ערימת היסוד של {suit}',
    foundationSecond: 'ערימת היסוד השנייה של {suit}',
    column: 'עמודה {n}',
  },
  empty: '{pile}, ריקה',
  count: '{pile}, קלף אחד | {pile}, {n} קלפים',
  countTop: '{pile}, קלף אחד, {top} למעלה | {pile}, {n} קלפים, {top} למעלה',
  pickedUp: 'הרמת את {card}',
  putBack: 'הוחזר למקומו',
  cannotPut: 'אי אפשר להניח על {pile}',
  cardUp: '{card}, {pile}, גלוי',
  cardDown: 'קלף מוסתר, {pile}',
  cardPeek: 'קלף מוסתר: {card}, {pile}',
} satisfies BoardMessages;

/** The game's words in Hebrew (../gameMessages.ts): ניקוד רגיל / וגאס, as the Hebrew rules say. */
export const GAME_MESSAGES_HE = {
  ...MODE_WORDS.he,
  refusal: {
    STOCK_EMPTY: 'הקופה ריקה.',
    STOCK_NOT_EMPTY: 'קודם שולפים את כל הקופה.',
    WASTE_EMPTY: 'ערימת ההשלכה ריקה.',
    NO_PASSES_LEFT: 'לא נשארו מעברים על הקופה.',
    COLUMN_EMPTY: 'העמודה הזאת ריקה.',
    FOUNDATION_EMPTY: 'ערימת היסוד הזאת ריקה.',
    SAME_COLUMN: 'זאת אותה עמודה.',
    NO_FIT: 'הקלף הזה לא מתאים לשם.',
    NOT_OWN_FOUNDATION: 'זאת לא ערימת היסוד של הקלף.',
    NO_FOUNDATION_RETURN: 'בכללים האלה קלפים בערימות היסוד נשארים במקומם.',
    GAME_WON: 'המשחק כבר נוצח.',
    NOTHING_TO_UNDO: 'אין מה לבטל.',
    NOTHING_TO_REDO: 'אין מה לבצע שוב.',
    NO_TARGET: 'אי אפשר להזיז משם דבר.',
    NO_COLUMN_FITS: 'אף עמודה לא מקבלת את הקלף הזה.',
    NO_FOUNDATION_FITS: 'הקלף הזה עוד לא עולה לערימת יסוד: הקישו עליו פעמיים או גררו אותו לעמודה.',
    JOKER_NO_FOUNDATION: 'ג׳וקר אף פעם לא עולה לערימת יסוד: הקישו עליו פעמיים או גררו אותו לעמודה.',
  },
  session: {
    binary: 'זה קובץ בינארי, לא קובץ משחק (JSON או NDJSON).',
    binaryText: 'הטקסט מכיל נתונים בינאריים (תו NUL), לא משחק (JSON או NDJSON).',
    json: 'הטקסט אינו JSON תקין.',
    jsonAt: 'הטקסט אינו JSON תקין בשורה {line}, עמודה {column}.',
    notSession: 'זה אינו קובץ משחק של קלונדייק (בקובץ משחק כתוב \u2068"format": "klondike-session"\u2069).',
    format: 'הפורמט שלו הוא {format}, לא קובץ משחק של קלונדייק (\u2068"klondike-session"\u2069).',
    version: 'זה קובץ משחק בגרסה {version}, חדשה מזו שהיישום הזה יודע לקרוא.',
    schemaAction:
      'פעולה {at} אינה כתובה כפעולה של קובץ משחק: \u2068"a"\u2069 עם כתיב הפעולה, ואם נמדד זמן, \u2068"t"\u2069 במילישניות מ-0.',
    schemaField: 'בשדה {field} אין ערך שקובץ משחק מתיר.',
    schemaMissing: 'אין בו את השדה {field}, שיש בכל קובץ משחק.',
    schema: 'אין בו את השדות של קובץ משחק.',
    start: 'אי אפשר לחלק את נקודת ההתחלה שלו (קוד משחק, חפיסה או עמדה).',
    startNone: 'אין בו קוד משחק, חפיסה או עמדה להתחיל מהם.',
    startSeveral: 'יש בו עמדה יחד עם קוד משחק או חפיסה: קובץ משחק מתחיל מאחד מהם בלבד.',
    startCode: 'אי אפשר לקרוא את קוד המשחק שלו.',
    startDeck: 'החפיסה שלו {deck} אינה חפיסה שלמה של קלפי המשחק.',
    startDeckCount:
      'בחפיסה שלו {deck} יש קלף אחד במקום {expected} קלפי המשחק. | בחפיסה שלו {deck} יש {count} קלפים במקום {expected} קלפי המשחק.',
    startDeckCard: 'בחפיסה שלו {deck} הקלף במקום {index} הוא {card}, שאינו קלף של המשחק.',
    startDeckRepeated: 'בחפיסה שלו {deck} הקלף {card} מופיע יותר פעמים משיש במשחק (שוב במקום {index}).',
    startPosition: 'אי אפשר להציב את העמדה שלו.',
    startCodeDeck: 'קוד המשחק והחפיסה שלו אינם מתאימים: הקוד מחלק קלפים אחרים.',
    startConflict: 'קוד המשחק שלו קובע אחרת את {fields}.',
    token: 'פעולה {at} ({action}) אינה פעולה בכתיב הפעולות.',
    tokenPile: SESSION_WORDS.he.tokenPile,
    illegal: 'אי אפשר לשחק את פעולה {at} ({action}): {reason}',
    line: 'שורה {line}: {detail}',
    startedAt:
      'הערך {value} בשדה {field} שלו אינו תאריך ושעה בתקן ISO 8601 (למשל {example}): המשחק נקרא בלעדיו, ושעת ההתחלה שלו אינה ידועה.',
    element: 'שורה {line}, פריט {element}: {detail}',
  },
} satisfies GameMessagesShape;
