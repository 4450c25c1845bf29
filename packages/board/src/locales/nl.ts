import { MODE_WORDS, SESSION_WORDS } from '@klondike/analysis/mode';
import type { GameMessagesShape } from '../gameMessages.js';
import type { BoardMessages } from '../text.js';

/**
 * The board's Dutch words, in the terms of the Dutch rules (shared/seeds/004): trekstapel (stock),
 * aflegstapel (waste), basisstapel (foundation), kolom (column); suits schoppen, harten, ruiten,
 * klaveren; ranks aas, boer, vrouw, heer. Cards read as the rules write them ("harten 7"), an ace or
 * a face card as one word, as Dutch writes it ("schoppenaas", "hartenvrouw"). Inside a sentence a pile
 * has its article ("op de basisstapel harten"), as the stock and the waste have.
 * Plural forms `one | other`, as in English.
 */
export const BOARD_MESSAGES_NL = {
  rank: {
    r1: 'aas',
    r2: '2',
    r3: '3',
    r4: '4',
    r5: '5',
    r6: '6',
    r7: '7',
    r8: '8',
    r9: '9',
    r10: '10',
    r11: 'boer',
    r12: 'vrouw',
    r13: 'heer',
  },
  suit: { s0: 'schoppen', s1: 'harten', s2: 'ruiten', s3: 'klaveren' },
  card: '{suit} {rank}',
  cardWordRank: '{suit}{rank}',
  joker: 'joker',
  faceDown: 'gedekte kaart',
  stock: 'Trekstapel',
  waste: 'Aflegstapel',
  foundation: 'Basisstapel {suit}',
  foundationSecond: 'Tweede basisstapel {suit}',
  column: 'Kolom {n}',
  inSentence: {
    stock: 'de trekstapel',
    waste: 'de aflegstapel',
    foundation: 'de basisstapel {suit}',
    foundationSecond: 'de tweede basisstapel {suit}',
    column: 'kolom {n}',
  },
  empty: '{pile}, leeg',
  count: '{pile}, {n} kaart | {pile}, {n} kaarten',
  countTop: '{pile}, {n} kaart, {top} bovenop | {pile}, {n} kaarten, {top} bovenop',
  pickedUp: '{card} opgepakt',
  putBack: 'Teruggelegd',
  cannotPut: 'Kan niet op {pile}',
  cardUp: '{card}, {pile}, open',
  cardDown: 'gedekte kaart, {pile}',
  cardPeek: 'gedekte kaart: {card}, {pile}',
} satisfies BoardMessages;

/** The game's words in Dutch (../gameMessages.ts). */
export const GAME_MESSAGES_NL = {
  ...MODE_WORDS.nl,
  refusal: {
    STOCK_EMPTY: 'De trekstapel is leeg.',
    STOCK_NOT_EMPTY: 'Trek eerst de trekstapel leeg.',
    WASTE_EMPTY: 'De aflegstapel is leeg.',
    NO_PASSES_LEFT: 'Geen ronde meer over.',
    COLUMN_EMPTY: 'Die kolom is leeg.',
    FOUNDATION_EMPTY: 'Die basisstapel is leeg.',
    SAME_COLUMN: 'Dat is dezelfde kolom.',
    NO_FIT: 'Die kaart past daar niet.',
    NOT_OWN_FOUNDATION: 'Dat is niet de basisstapel van die kaart.',
    NO_FOUNDATION_RETURN: 'Met deze regels blijven kaarten op de basisstapels liggen.',
    GAME_WON: 'Het spel is gewonnen.',
    NOTHING_TO_UNDO: 'Er is niets ongedaan te maken.',
    NOTHING_TO_REDO: 'Er is niets opnieuw te doen.',
    NO_TARGET: 'Daarvandaan kan niets worden verplaatst.',
    NO_COLUMN_FITS: 'Geen kolom neemt die kaart aan.',
    NO_FOUNDATION_FITS: 'Die kaart kan nog niet naar een basisstapel: tik er twee keer op of sleep hem naar een kolom.',
    JOKER_NO_FOUNDATION: 'Een joker gaat nooit naar een basisstapel: tik er twee keer op of sleep hem naar een kolom.',
  },
  session: {
    binary: 'het is een binair bestand, geen spelbestand (JSON of NDJSON).',
    binaryText: 'de tekst bevat binaire gegevens (een NUL-teken), geen spel (JSON of NDJSON).',
    json: 'de tekst is geen geldige JSON.',
    jsonAt: 'de tekst is geen geldige JSON op regel {line}, kolom {column}.',
    notSession: 'het is geen Klondike-spelbestand (een spelbestand heeft "format": "klondike-session").',
    format: 'het formaat is {format}, geen Klondike-spelbestand ("klondike-session").',
    version: 'het is een spelbestand van versie {version}, nieuwer dan deze app kan lezen.',
    schemaAction:
      'actie {at} is niet geschreven als een actie van een spelbestand: een "a" met de notatie en, als de tijd is gemeten, een "t" in milliseconden vanaf 0.',
    schemaField: 'het veld {field} heeft geen waarde die een spelbestand toestaat.',
    schemaMissing: 'het heeft geen veld {field}, dat elk spelbestand heeft.',
    schema: 'het heeft niet de velden van een spelbestand.',
    start: 'het begin (spelcode, kaartspel of stand) kan niet worden gedeeld.',
    startNone: 'het heeft geen spelcode, kaartspel of stand om mee te beginnen.',
    startSeveral: 'het geeft een stand samen met een spelcode of een kaartspel: een spelbestand begint met één ervan.',
    startCode: 'de spelcode kan niet worden gelezen.',
    startDeck: 'het kaartspel {deck} is geen volledig kaartspel met de kaarten van het spel.',
    startDeckCount:
      'het kaartspel {deck} heeft {count} kaart, niet de {expected} van het spel. | het kaartspel {deck} heeft {count} kaarten, niet de {expected} van het spel.',
    startDeckCard: 'het kaartspel {deck} heeft {card} als kaart {index}, en dat is geen kaart van het spel.',
    startDeckRepeated:
      'het kaartspel {deck} bevat {card} vaker dan het spel die kaart heeft (opnieuw als kaart {index}).',
    startPosition: 'de stand kan niet worden opgezet.',
    startCodeDeck: 'de spelcode en het kaartspel komen niet overeen: de code deelt andere kaarten.',
    startConflict: 'de spelcode legt {fields} anders vast.',
    token: 'actie {at} ({action}) is geen actie van de notatie.',
    tokenPile: SESSION_WORDS.nl.tokenPile,
    // the refusal is a sentence of its own (capital, full stop), so it follows a full stop, not a colon
    illegal: 'actie {at} ({action}) kan niet worden gespeeld. {reason}',
    line: 'regel {line}: {detail}',
    startedAt:
      'het veld {field} heeft {value}, geen datum en tijd volgens ISO 8601 (bijv. {example}): het spel wordt zonder die waarde gelezen, de begintijd is onbekend.',
    element: 'regel {line}, element {element}: {detail}',
  },
} satisfies GameMessagesShape;
