import { describe, expect, it } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { sessionErrorText } from '@klondike/board';
import { makeSession, W1, parseDeck, gameFromDeck, makeRules, type SessionError } from '@klondike/engine';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import { isTextRefusal, openText, readText } from '../src/loader.js';
import { leftOutText, refusedText, setAsideText } from '../src/refusedText.js';
import { openLongText } from '../src/openLong.js';
import GameList from '../src/components/GameList.vue';
import App from '../src/App.vue';

type T = (k: string, v?: Record<string, unknown>) => string;

/** A W1 session object with these actions, one second apart. */
function sessionWith(actions: readonly string[]): Record<string, unknown> {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  const game = gameFromDeck(deck.value, makeRules({ draw: 1 }));
  const session = makeSession(game, { startedAt: '2026-12-01T10:00:00.000Z' });
  return { ...session, actions: actions.map((a, i) => ({ a, t: 1000 * (i + 1) })) };
}

/** A W1 session whose sixth action moves a column onto itself. */
const sameColumnText = (): string => JSON.stringify(sessionWith(['D', 'D', 'D', 'D', 'D', 'T1-T1']));

async function translator(locale: string): Promise<T> {
  const i18n = makeI18n(['en']);
  await applyLanguage(i18n, locale);
  return i18n.global.t as T;
}

function refusal(text: string): SessionError {
  const opened = openText(text);
  if (opened.ok || isTextRefusal(opened.error)) throw new Error('the engine did not refuse the text');
  return opened.error;
}

/** The English words of the engine's message (values in quotes and the field's name, data, left out), which a translation must not show. */
const englishWords = (error: SessionError): string[] =>
  error.message
    .replace(/"[^"]*"/g, ' ')
    .replace(error.field ?? /^$/, ' ')
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length >= 4 && !['klondike', 'session', 'format', 'actions', 'rules', 'JSON'].includes(w));

describe('a refused session in the page language', () => {
  it.each([
    ['en', 'action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.'],
    ['he', 'אי אפשר לשחק את פעולה 6 (\u2068T1-T1\u2069): זאת אותה עמודה.'],
    ['nl', 'actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld. Dat is dezelfde kolom.'],
  ] as const)('an illegal action says why from the engine refusal code, in %s', async (locale, expected) => {
    const error = refusal(sameColumnText());
    expect(error).toMatchObject({ code: 'ERR_ILLEGAL', actionIndex: 6, refusal: { code: 'SAME_COLUMN' } });
    const detail = sessionErrorText(error, await translator(locale));
    expect(detail).toBe(expected);
    // never the engine's English message inside a translated sentence
    if (locale !== 'en') expect(detail).not.toContain(error.message.replace(/^.*?: /, ''));
  });

  // every other kind of refusal, each from a file that has it
  const kinds: readonly (readonly [string, string, Partial<SessionError>])[] = [
    ['unknown format', JSON.stringify({ ...sessionWith([]), format: 'pysol-session' }), { code: 'ERR_FORMAT' }],
    ['no format field', JSON.stringify({ draw: 1 }), { code: 'ERR_FORMAT' }],
    // (an array is read element by element, each refused with its line and place: see below)
    ['not an object', '42', { code: 'ERR_FORMAT' }],
    ['a higher version', JSON.stringify({ ...sessionWith([]), version: 7 }), { code: 'ERR_VERSION', version: 7 }],
    ['a bad field', JSON.stringify({ ...sessionWith([]), draw: 2 }), { code: 'ERR_SCHEMA', field: 'draw' }],
    [
      'a badly written action',
      JSON.stringify({ ...sessionWith(['D']), actions: [{ a: 'D' }, { t: 5 }] }),
      { code: 'ERR_SCHEMA', actionIndex: 2 },
    ],
    ['a start that cannot be dealt', JSON.stringify({ ...sessionWith([]), deck: 'As Ah' }), { code: 'ERR_START' }],
    ['a bad token', JSON.stringify(sessionWith(['D', 'D', 'T2-T9'])), { code: 'ERR_ACTION', actionIndex: 3 }],
    ['a syntax error', '{"format": "klondike-session",', { code: 'ERR_JSON' }],
  ];
  for (const locale of ['he', 'nl'] as const)
    it.each(kinds)(`${locale}: %s is said without the engine's English`, async (_kind, text, data) => {
      const error = refusal(text);
      expect(error).toMatchObject(data);
      const detail = sessionErrorText(error, await translator(locale));
      expect(detail).not.toBe('');
      expect(detail).not.toContain(error.message);
      for (const word of englishWords(error)) expect(detail).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
      // what the engine gives as data is said: the action index, the version
      if (error.actionIndex !== undefined) expect(detail).toContain(String(error.actionIndex));
      if (error.version !== undefined) expect(detail).toContain(String(error.version));
    });

  it('says the data in English too, not the engine message word for word', async () => {
    const t = await translator('en');
    expect(sessionErrorText(refusal(JSON.stringify({ ...sessionWith([]), format: 'pysol-session' })), t)).toBe(
      'its format is \u2068"pysol-session"\u2069, not a Klondike session ("klondike-session").',
    );
    expect(sessionErrorText(refusal(JSON.stringify(sessionWith(['D', 'x9']))), t)).toBe(
      'action 2 (\u2068x9\u2069) is not an action of the notation.',
    );
    // a token of the notation whose pile this game lacks is said as the CLI says it
    expect(sessionErrorText(refusal(JSON.stringify(sessionWith(['D', 'T9-T1']))), t)).toBe(
      'action 2 (\u2068T9-T1\u2069) is not an action in this game: it has no \u2068T9\u2069.',
    );
  });

  it('a field the file does not have is said missing, in every language', async () => {
    const { actions: _actions, ...noActions } = sessionWith([]);
    const error = refusal(JSON.stringify(noActions));
    expect(sessionErrorText(error, await translator('en'))).toBe(
      'it has no field \u2068actions\u2069, which every session has.',
    );
    expect(sessionErrorText(error, await translator('he'))).toBe(
      'אין בו את השדה \u2068actions\u2069, שיש בכל קובץ משחק.',
    );
    expect(sessionErrorText(error, await translator('nl'))).toBe(
      'het heeft geen veld \u2068actions\u2069, dat elk spelbestand heeft.',
    );
    // a field with a value the session does not allow still says so
    expect(sessionErrorText(refusal(JSON.stringify({ ...noActions, actions: 'D' })), await translator('en'))).toBe(
      'its field \u2068actions\u2069 does not hold a value a session allows.',
    );
  });
});

describe('a binary file is said to be one, as the CLI says it', () => {
  /** An executable's start, as File.text() decodes it (NUL bytes kept, bad bytes as U+FFFD). */
  const binary = new TextDecoder().decode(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x00, 0x00, 0x0a, 0xff, 0x00]));

  it.each([
    ['en', 'it is a binary file, not a session file (JSON or NDJSON).'],
    ['he', 'זה קובץ בינארי, לא קובץ משחק (JSON או NDJSON).'],
    ['nl', 'het is een binair bestand, geen spelbestand (JSON of NDJSON).'],
  ] as const)('%s: not as a JSON error at line 1, column 1', async (locale, expected) => {
    const error = refusal(binary);
    expect(error).toMatchObject({ code: 'ERR_BINARY' });
    expect(sessionErrorText(error, await translator(locale))).toBe(expected);
    // the engine's words, which the CLI prints, in the English sentence
    if (locale === 'en') expect(expected).toContain(error.message);
    const read = readText(binary);
    expect(!read.ok && read.error.code).toBe('ERR_BINARY');
  });

  it.each([
    ['en', 'This session was refused: the text holds binary data (a NUL character), not a session (JSON or NDJSON).'],
    ['he', 'המשחק נדחה: הטקסט מכיל נתונים בינאריים (תו NUL), לא משחק (JSON או NDJSON).'],
    ['nl', 'Dit spel is geweigerd: de tekst bevat binaire gegevens (een NUL-teken), geen spel (JSON of NDJSON).'],
  ] as const)('%s: a pasted text is no file, and is not called one', async (locale, expected) => {
    const t = await translator(locale);
    const error = refusal('{"format": "klondike-session"}\u0000\n');
    expect(error).toMatchObject({ code: 'ERR_BINARY' });
    expect(refusedText(error, t, locale, 'text')).toBe(expected);
    // a file is still said to be one
    expect(refusedText(error, t, locale)).toBe(refusedText(error, t, locale, 'file'));
    expect(refusedText(error, t, locale, 'file')).toContain(sessionErrorText(error, t));
  });

  it('the page says it of a text pasted into its box (not of a file)', async () => {
    window.history.replaceState(null, '', '/');
    const app = mount(App, { global: { plugins: [makeI18n(['en'])] }, attachTo: document.body });
    await app.get('[data-testid="replay-paste"]').setValue('\u0000\u0001 not a session');
    await app.get('[data-testid="replay-open-pasted"]').trigger('click');
    await flushPromises();
    expect(app.get('[data-testid="replay-error"] p').text()).toBe(
      'This session was refused: the text holds binary data (a NUL character), not a session (JSON or NDJSON).',
    );
    app.unmount();
  });
});

describe('a refused start says which part, from the engine start error', () => {
  const { deck, ...noStart } = sessionWith([]);
  // where the deck's Kc lies, counted from 1 (the card replaced below), and the place of a second As put there
  const kcAt = String(deck).split(' ').indexOf('Kc') + 1;
  const twiceAt = kcAt;
  const starts: readonly (readonly [string, Record<string, unknown>, string, string, string, string])[] = [
    [
      'a bad code',
      { ...noStart, code: 'KL1-ZZZ' },
      'ERR_CODE',
      'its game code cannot be read.',
      'אי אפשר לקרוא את קוד המשחק שלו.',
      'de spelcode kan niet worden gelezen.',
    ],
    [
      'a bad deck',
      { ...noStart, deck: String(deck).replace('Kc', 'Kx') },
      'ERR_DECK',
      // the card the deck gets wrong is named, with its place in the deck
      `its deck \u2068"${String(deck).slice(0, 20)}..."\u2069 has \u2068"Kx"\u2069 as card ${kcAt}, which is not a card of the game.`,
      `בחפיסה שלו \u2068"${String(deck).slice(0, 20)}..."\u2069 הקלף במקום ${kcAt} הוא \u2068"Kx"\u2069, שאינו קלף של המשחק.`,
      `het kaartspel \u2068"${String(deck).slice(0, 20)}..."\u2069 heeft \u2068"Kx"\u2069 als kaart ${kcAt}, en dat is geen kaart van het spel.`,
    ],
    [
      'a deck holding a card twice',
      { ...noStart, deck: String(deck).replace('Kc', 'As') },
      'ERR_DECK',
      `its deck \u2068"${String(deck).replace('Kc', 'As').slice(0, 20)}..."\u2069 holds \u2068"As"\u2069 more often than the game has it (again as card ${twiceAt}).`,
      `בחפיסה שלו \u2068"${String(deck).replace('Kc', 'As').slice(0, 20)}..."\u2069 הקלף \u2068"As"\u2069 מופיע יותר פעמים משיש במשחק (שוב במקום ${twiceAt}).`,
      `het kaartspel \u2068"${String(deck).replace('Kc', 'As').slice(0, 20)}..."\u2069 bevat \u2068"As"\u2069 vaker dan het spel die kaart heeft (opnieuw als kaart ${twiceAt}).`,
    ],
    [
      'a deck of two cards',
      { ...noStart, deck: 'As 2s' },
      'ERR_DECK',
      'its deck \u2068"As 2s"\u2069 has 2 cards, not the 52 of the game.',
      'בחפיסה שלו \u2068"As 2s"\u2069 יש 2 קלפים במקום 52 קלפי המשחק.',
      'het kaartspel \u2068"As 2s"\u2069 heeft 2 kaarten, niet de 52 van het spel.',
    ],
    [
      'a deck of one card',
      { ...noStart, deck: 'As' },
      'ERR_DECK',
      'its deck \u2068"As"\u2069 has 1 card, not the 52 of the game.',
      'בחפיסה שלו \u2068"As"\u2069 יש קלף אחד במקום 52 קלפי המשחק.',
      'het kaartspel \u2068"As"\u2069 heeft 1 kaart, niet de 52 van het spel.',
    ],
    [
      'a bad position',
      { ...noStart, position: 'T1: As' },
      'ERR_POSITION',
      'its position cannot be set up.',
      'אי אפשר להציב את העמדה שלו.',
      'de stand kan niet worden opgezet.',
    ],
    [
      'a code and a deck that disagree',
      { ...noStart, code: 'KL1-D1N-AAAAAAG', deck },
      'ERR_CONFLICT',
      'its game code and its deck disagree: the code deals other cards.',
      'קוד המשחק והחפיסה שלו אינם מתאימים: הקוד מחלק קלפים אחרים.',
      'de spelcode en het kaartspel komen niet overeen: de code deelt andere kaarten.',
    ],
    [
      'a code and a draw that disagree',
      { ...noStart, code: 'KL1-D3N-AAAAAAG' },
      'ERR_CONFLICT',
      'its game code fixes its \u2068draw\u2069 otherwise.',
      'קוד המשחק שלו קובע אחרת את \u2068draw\u2069.',
      'de spelcode legt \u2068draw\u2069 anders vast.',
    ],
    [
      'no start',
      noStart,
      'ERR_NO_START',
      'it has no game code, deck or position to start from.',
      'אין בו קוד משחק, חפיסה או עמדה להתחיל מהם.',
      'het heeft geen spelcode, kaartspel of stand om mee te beginnen.',
    ],
    [
      'a position beside a deck',
      { ...noStart, deck, position: 'T1: As' },
      'ERR_SEVERAL_STARTS',
      'it gives a position together with a game code or a deck: a session starts from one of them.',
      'יש בו עמדה יחד עם קוד משחק או חפיסה: קובץ משחק מתחיל מאחד מהם בלבד.',
      'het geeft een stand samen met een spelcode of een kaartspel: een spelbestand begint met één ervan.',
    ],
  ];
  it.each(starts)('%s', async (_kind, session, code, en, he, nl) => {
    const error = refusal(JSON.stringify(session));
    expect(error).toMatchObject({ code: 'ERR_START', start: { code } });
    expect(sessionErrorText(error, await translator('en'))).toBe(en);
    expect(sessionErrorText(error, await translator('he'))).toBe(he);
    expect(sessionErrorText(error, await translator('nl'))).toBe(nl);
  });

  it('read in the worker and folded on the page, the start error still says which part', async () => {
    const read = readText(JSON.stringify({ ...noStart, code: 'KL1-ZZZ' }));
    if (read.ok || isTextRefusal(read.error)) throw new Error('the engine did not refuse the text');
    // the worker's error crosses to the page as plain data: its start error with it
    expect(sessionErrorText(structuredClone(read.error), await translator('nl'))).toBe(
      'de spelcode kan niet worden gelezen.',
    );
  });
});

describe('a refused session of an NDJSON file', () => {
  /** The games read and what is said of the lines left out, for a text whose first game is good. */
  async function leftOut(text: string, locale: string): Promise<{ games: number; said: string }> {
    const opened = openText(text);
    if (!opened.ok) throw new Error('the good game must open');
    return { games: opened.games.length, said: leftOutText(opened.refused, await translator(locale)) };
  }
  const good = (): string => {
    const session = JSON.parse(sameColumnText()) as { actions: unknown[] };
    return JSON.stringify({ ...session, actions: session.actions.slice(0, 5) });
  };

  it('keeps the good game and the refused one up to its refused action, and names the line the engine names, in the page language', async () => {
    const text = `${good()}\n${sameColumnText()}\n`;
    expect(await leftOut(text, 'nl')).toEqual({
      games: 2,
      said: 'Een spel uit dit bestand is bewaard tot aan de geweigerde actie: regel 2: actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld. Dat is dezelfde kolom.',
    });
    expect(await leftOut(text, 'en')).toEqual({
      games: 2,
      said: 'A game of this file is kept up to its refused action: line 2: action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.',
    });
    expect(await leftOut(text, 'he')).toEqual({
      games: 2,
      said: 'משחק אחד מהקובץ נשמר עד הפעולה שנדחתה: שורה 2: אי אפשר לשחק את פעולה 6 (\u2068T1-T1\u2069): זאת אותה עמודה.',
    });
  });

  it('marks the game kept up to its refused action as a single refused file marks it, in every reading', async () => {
    const text = `${good()}\n${sameColumnText()}\n`;
    const opened = openText(text);
    const read = readText(text);
    const long = await openLongText(text, () => {});
    if (!opened.ok || !read.ok || !long.ok) throw new Error('the good game must open');
    for (const games of [opened.games, structuredClone(read.games), long.games])
      expect(games.map((g) => g.cutAt)).toEqual([undefined, 6]);
    const single = openText(sameColumnText());
    expect(!single.ok && single.prefix?.cutAt).toBe(6);
  });

  it('says in the game list that the result of the game kept up to its refused action is not known', async () => {
    const opened = openText(`${good()}\n${sameColumnText()}\n`);
    if (!opened.ok) throw new Error('the good game must open');
    const results = {
      en: 'not known: the file was refused at action 6',
      nl: 'onbekend: het bestand is geweigerd bij actie 6',
      he: 'לא ידוע: הקובץ נדחה בפעולה 6',
    };
    for (const [locale, cut] of Object.entries(results)) {
      const i18n = makeI18n(['en']);
      await applyLanguage(i18n, locale);
      const list = mount(GameList, { props: { games: opened.games }, global: { plugins: [i18n] } });
      const rows = list.findAll('[data-testid="replay-game"]');
      expect(rows[0]!.text()).not.toContain(cut);
      expect(rows[1]!.text()).toContain(cut);
      list.unmount();
    }
  });

  it('names the line of a refusal of another kind too', async () => {
    const text = `${good()}\n${JSON.stringify({ ...sessionWith([]), version: 3 })}\n`;
    expect(await leftOut(text, 'he')).toEqual({
      games: 1,
      said: 'משחק אחד מהקובץ הושמט: שורה 2: זה קובץ משחק בגרסה 3, חדשה מזו שהיישום הזה יודע לקרוא.',
    });
  });

  it('says every line left out, the worker’s reading too', async () => {
    const text = `${good()}\n{"format": \n${sameColumnText()}\n`;
    const read = readText(text);
    if (!read.ok) throw new Error('the good game must be read');
    expect(read.games).toHaveLength(2);
    expect(leftOutText(structuredClone(read.refused), await translator('en'))).toBe(
      'A game of this file was left out: the text is not valid JSON at line 2, column 11. ' +
        'A game of this file is kept up to its refused action: line 3: action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.',
    );
  });
});

describe('a game kept with its startedAt set aside (RULES §8: WARN_STARTED_AT)', () => {
  const text = [
    JSON.stringify(sessionWith(['D'])),
    JSON.stringify({ ...sessionWith(['D', 'D']), startedAt: 'yesterday' }),
  ].join('\n');

  it.each([
    [
      'en',
      'A game of this file was read with a value set aside: line 2: its \u2068startedAt\u2069 \u2068"yesterday"\u2069 is not an ISO 8601 date and time (e.g. \u2068"2026-11-30T10:00:00.000Z"\u2069): the game is read without it, its start time unknown.',
    ],
    [
      'he',
      'משחק אחד מהקובץ נקרא וערך אחד בו הועבר הצידה: שורה 2: הערך \u2068"yesterday"\u2069 בשדה \u2068startedAt\u2069 שלו אינו תאריך ושעה בתקן ISO 8601 (למשל \u2068"2026-11-30T10:00:00.000Z"\u2069): המשחק נקרא בלעדיו, ושעת ההתחלה שלו אינה ידועה.',
    ],
    [
      'nl',
      'Van een spel uit dit bestand is een waarde apart gezet: regel 2: het veld \u2068startedAt\u2069 heeft \u2068"yesterday"\u2069, geen datum en tijd volgens ISO 8601 (bijv. \u2068"2026-11-30T10:00:00.000Z"\u2069): het spel wordt zonder die waarde gelezen, de begintijd is onbekend.',
    ],
  ] as const)('both games are read, and the value set aside is said, where and what (%s)', async (locale, expected) => {
    const opened = openText(text);
    if (!opened.ok) throw new Error('the text was refused');
    expect(opened.games).toHaveLength(2);
    expect(opened.setAside).toMatchObject([{ code: 'WARN_STARTED_AT', line: 2, value: 'yesterday' }]);
    expect(setAsideText(opened.setAside, await translator(locale))).toBe(expected);
    // the worker's read says the same
    const read = readText(text);
    expect(read.ok && structuredClone(read.setAside)).toEqual(opened.setAside);
  });

  it('the page says it when the text is opened', async () => {
    window.history.replaceState(null, '', '/');
    const app = mount(App, { global: { plugins: [makeI18n(['en'])] }, attachTo: document.body });
    await app.get('[data-testid="replay-paste"]').setValue(text);
    await app.get('[data-testid="replay-open-pasted"]').trigger('click');
    await flushPromises();
    expect(app.get('[data-testid="replay-error"] p').text()).toMatch(
      /^A game of this file was read with a value set aside: line 2: its .startedAt. ."yesterday". is not/,
    );
    app.unmount();
  });
});

describe('a file that is one JSON array of sessions, read as the CLI reads it', () => {
  const good = (): string => {
    const session = JSON.parse(sameColumnText()) as { actions: unknown[] };
    return JSON.stringify({ ...session, actions: session.actions.slice(0, 5) });
  };
  // the good game on line 2, the one refused at action 6 on line 3, an element that is no session on line 4
  const text = (): string => `[\n${good()},\n${sameColumnText()},\n42\n]\n`;

  it('keeps its valid games, the refused one up to its refused action, in every reading', async () => {
    const opened = openText(text());
    const read = readText(text());
    const long = await openLongText(text(), () => {});
    if (!opened.ok || !read.ok || !long.ok) throw new Error('the array must open');
    for (const games of [opened.games, structuredClone(read.games), long.games])
      expect(games.map((g) => g.cutAt)).toEqual([undefined, 6]);
    expect(opened.refused.map((e) => [e.line, e.element, e.code])).toEqual([
      [3, 2, 'ERR_ILLEGAL'],
      [4, 3, 'ERR_FORMAT'],
    ]);
  });

  it.each([
    [
      'en',
      'A game of this file is kept up to its refused action: line 3, element 2: action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.',
    ],
    [
      'he',
      'משחק אחד מהקובץ נשמר עד הפעולה שנדחתה: שורה 3, פריט 2: אי אפשר לשחק את פעולה 6 (\u2068T1-T1\u2069): זאת אותה עמודה.',
    ],
    [
      'nl',
      'Een spel uit dit bestand is bewaard tot aan de geweigerde actie: regel 3, element 2: actie 6 (\u2068T1-T1\u2069) kan niet worden gespeeld. Dat is dezelfde kolom.',
    ],
  ] as const)('names each bad element by its line and place, in %s', async (locale, cut) => {
    const opened = openText(text());
    if (!opened.ok) throw new Error('the array must open');
    const t = await translator(locale);
    expect(leftOutText(opened.refused.slice(0, 1), t)).toBe(cut);
    const leftOut = leftOutText(opened.refused.slice(1), t);
    expect(leftOut).toContain(
      locale === 'he' ? 'שורה 4, פריט 3: ' : locale === 'nl' ? 'regel 4, element 3: ' : 'line 4, element 3: ',
    );
    expect(leftOut).toContain(sessionErrorText({ code: 'ERR_FORMAT', message: '', reason: '' }, t));
  });

  it('an array holding no session is a file holding no session', () => {
    const opened = openText('[]');
    expect(!opened.ok && opened.error.code).toBe('ERR_EMPTY');
  });
});

describe('a text the replay refuses itself, before the engine reads it', () => {
  const tooLarge = (): string => ' '.repeat(20_000_001);
  it.each([
    ['en', 'This file is too large to watch: 20,000,001 characters, and the replay reads at most 20,000,000.'],
    ['he', 'הקובץ הזה גדול מכדי לצפות בו: 20,000,001 תווים, ויישום הצפייה קורא לכל היותר 20,000,000.'],
    ['nl', 'Dit bestand is te groot om te bekijken: 20.000.001 tekens, en de herhaling leest er hoogstens 20.000.000.'],
  ] as const)(
    'a file too large says so, with its size and the limit, not "not valid JSON" (%s)',
    async (locale, expected) => {
      const opened = openText(tooLarge());
      if (opened.ok) throw new Error('the text was not refused');
      expect(opened.error).toMatchObject({ code: 'ERR_TOO_LARGE', length: 20_000_001, max: 20_000_000 });
      expect(refusedText(opened.error, await translator(locale), locale)).toBe(expected);
    },
  );

  it.each([
    ['en', 'This text is too large to watch: 20,000,001 characters, and the replay reads at most 20,000,000.'],
    ['he', 'הטקסט הזה גדול מכדי לצפות בו: 20,000,001 תווים, ויישום הצפייה קורא לכל היותר 20,000,000.'],
    ['nl', 'Deze tekst is te groot om te bekijken: 20.000.001 tekens, en de herhaling leest er hoogstens 20.000.000.'],
  ] as const)('a pasted text too large is said to be a text, not a file (%s)', async (locale, expected) => {
    const opened = openText(tooLarge());
    if (opened.ok) throw new Error('the text was not refused');
    expect(refusedText(opened.error, await translator(locale), locale, 'text')).toBe(expected);
  });

  it.each([
    ['en', 'This file holds no session: it is empty (or only blank lines).'],
    ['he', 'אין בקובץ הזה משחק: הוא ריק (או שיש בו רק שורות ריקות).'],
    ['nl', 'Dit bestand bevat geen spel: het is leeg (of heeft alleen lege regels).'],
  ] as const)('a file with no session says so, not "not valid JSON" (%s)', async (locale, expected) => {
    for (const text of ['', '\n\n  \n']) {
      const opened = openText(text);
      if (opened.ok) throw new Error('the text was not refused');
      expect(opened.error.code).toBe('ERR_EMPTY');
      expect(refusedText(opened.error, await translator(locale), locale)).toBe(expected);
    }
  });

  it('a long text opened in the background is refused the same way', async () => {
    const opened = await openLongText(tooLarge(), () => {});
    if (opened.ok) throw new Error('the text was not refused');
    expect(refusedText(opened.error, await translator('en'), 'en')).toMatch(/^This file is too large/);
    expect(opened.prefix).toBeNull();
  });

  it("a session the engine refused is said as the engine's refusal", async () => {
    const opened = openText(sameColumnText());
    if (opened.ok) throw new Error('the text was not refused');
    expect(refusedText(opened.error, await translator('en'), 'en')).toBe(
      'This session was refused: action 6 (\u2068T1-T1\u2069) cannot be played. That is the same column.',
    );
  });
});
