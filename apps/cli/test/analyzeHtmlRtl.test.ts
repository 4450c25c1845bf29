import { describe, expect, it } from 'vitest';
import { loadSessionText } from '@klondike/analysis';
import { makeSession } from '@klondike/engine';
import { htmlReport } from '../src/analyze/html.js';
import { startGame } from '../src/start.js';
import type { Analysis } from '../src/analyze/types.js';

/**
 * The report in a right-to-left language (Hebrew): paths and codes read left to right inside the
 * Hebrew lines, the reasons of the unreadable files are said in the report's language (by code,
 * with the action index where there is one), and a dollar amount is the locale's currency format,
 * isolated so that the text around it does not reorder its sign and symbol.
 */
const analysis: Analysis = {
  sessions: 1,
  invalid: [
    { source: '/data/an/loop1.json', reason: 'ERR_LINK: a symbolic link to nothing' },
    {
      source: '/data/games.ndjson:4',
      reason: 'ERR_ILLEGAL: action 5 (T2-T5): no card of T2 fits on T5',
      actionIndex: 5,
    },
    { source: '/data/x.bin', reason: 'ERR_BINARY: binary file, not a session file (JSON or NDJSON)' },
    { source: '/data/odd.json', reason: 'cannot read the file: EIO' },
  ],
  aggregate: { score_distribution: [{ scoring: 'vegas', score_from: -40, sessions: 1 }] },
  files: 3,
  filesWithSessions: 1,
  solved: false,
  reviewed: false,
  duplicates: 0,
};

/** The text of the list of unreadable files, each item's HTML. */
const items = (page: string): string[] =>
  [...(/<ul class="invalid">(.*?)<\/ul>/s.exec(page)?.[1] ?? '').matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) => m[1]!);

/** An item's visible text: the HTML without its tags (and attributes, where the English reason stays as a title). */
const visible = (html: string): string => html.replace(/<[^>]*>/g, '');

describe('the Hebrew report', () => {
  const page = htmlReport(analysis, 'he');

  it('isolates each path and each code left to right (dir="ltr"), so the line does not mix directions', () => {
    const list = items(page);
    expect(list).toHaveLength(4);
    expect(list[0]).toContain('<bdi dir="ltr">/data/an/loop1.json</bdi>');
    expect(list[0]).toContain('<bdi dir="ltr">ERR_LINK</bdi>');
    expect(list[1]).toContain('<bdi dir="ltr">/data/games.ndjson:4</bdi>');
  });

  it('says each reason in Hebrew, by its code, with the action index; the English reason only as a title', () => {
    const [link, illegal, binary, unknown] = items(page).map(visible);
    expect(link).toContain('קישור סמלי');
    expect(illegal).toContain('אי אפשר לשחק את מהלך 5');
    expect(binary).toContain('קובץ בינארי');
    for (const text of [link, illegal, binary]) expect(text).not.toMatch(/symbolic|cannot|binary file/);
    // a reason without a code of its own stays as written, isolated
    expect(unknown).toContain('cannot read the file: EIO');
    expect(page).toContain('<li title="ERR_LINK: a symbolic link to nothing">');
  });

  it('writes the Vegas start and win in dollars as the locale does, isolated (never "52$-")', () => {
    // CLDR's Hebrew dollars: the number (its sign first), a no-break space and the symbol, with the direction marks it carries
    expect(page).toContain('\u2068\u200f\u200e-52\u00a0\u200f$\u2069');
    expect(page).toContain('\u2068\u200f\u200e+208\u00a0\u200f$\u2069');
    expect(page).not.toContain('−52 $');
  });
});

describe('the English and Dutch reports', () => {
  it('say the reasons in their language too, the money in their currency format', () => {
    const en = htmlReport(analysis, 'en');
    expect(visible(items(en)[1]!)).toContain('action 5 cannot be played');
    expect(en).toContain('\u2068-$52\u2069');
    const nl = htmlReport(analysis, 'nl');
    expect(visible(items(nl)[1]!)).toContain('zet 5 kan niet worden gespeeld');
    expect(visible(items(nl)[0]!)).toContain('symbolische koppeling');
  });
});

describe('the Vegas caption', () => {
  // RULES §4 (app Vegas): +$5 per card onto a foundation, a return costs nothing, so +$208 is the end of a
  // game won without foundation returns only: a card taken back and played there again earns its $5 again
  it.each(['en', 'he', 'nl'] as const)(
    'gives 208 dollars as the win without foundation returns, and says games can end higher (%s)',
    (lang) => {
      const page = htmlReport(analysis, lang);
      const vegas = [...page.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => m[1]!).find((t) => t.includes('208'));
      expect(vegas, 'the Vegas note').toBeDefined();
      const words = {
        en: ['without taking cards back from the foundations', 'higher'],
        he: ['בלי להחזיר קלפים מערימות היסוד', 'גבוה'],
        nl: ['zonder kaarten van de basisstapels terug te nemen', 'hoger'],
      }[lang];
      for (const w of words) expect(visible(vegas!)).toContain(w);
    },
  );
});

describe('a token naming a pile the game lacks', () => {
  // read by the analysis package's one reader, so the engine's `token` and `pile` reach the report
  const bad = JSON.stringify({
    ...makeSession(startGame({ code: 'KL1-D1N-AAAAAAG' })),
    actions: [{ a: 'D' }, { a: 'T9-T1' }],
  });
  const outcome = loadSessionText(bad, '/data/games.ndjson', 3);
  const invalid = outcome !== null && 'invalid' in outcome ? [outcome.invalid] : [];

  it('is said in the words of the web and the replay (the pile named), in each language', () => {
    expect(invalid).toHaveLength(1);
    const said = (language: 'en' | 'he' | 'nl'): string =>
      visible(items(htmlReport({ ...analysis, invalid }, language))[0]!);
    const [token, pile] = ['\u2068T9-T1\u2069', '\u2068T9\u2069'];
    expect(said('en')).toBe(
      `/data/games.ndjson:3: action 2 (${token}) is not an action in this game: it has no ${pile} (ERR_ACTION)`,
    );
    expect(said('he')).toBe(
      `/data/games.ndjson:3: פעולה 2 (${token}) אינה פעולה במשחק הזה: אין בו ${pile} (ERR_ACTION)`,
    );
    expect(said('nl')).toBe(
      `/data/games.ndjson:3: actie 2 (${token}) is geen actie in dit spel: het heeft geen ${pile} (ERR_ACTION)`,
    );
    // a token that is no notation at all keeps the report's own words
    const { token: _token, pile: _pile, ...garbled } = invalid[0]!;
    expect(visible(items(htmlReport({ ...analysis, invalid: [garbled] }, 'en'))[0]!)).toContain(
      'action 2 is not an action of the notation',
    );
  });
});
