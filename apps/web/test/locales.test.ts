import { flushPromises, mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { boardTextFrom, englishBoardText } from '@klondike/board';
import {
  act,
  gameFromDeck,
  gameFromPosition,
  makeRules,
  parseAction,
  parseCard,
  parseDeck,
  parsePosition,
  type Card,
  type Game,
} from '@klondike/engine';
import { en } from '../src/i18n/en.js';
import { he } from '../src/i18n/he.js';
import { nl } from '../src/i18n/nl.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import { describeStep } from '../src/announce.js';
import HelpPanel from '../src/components/HelpPanel.vue';
import GameView from '../src/components/GameView.vue';
import { W1 } from '@klondike/engine/testing';

/** Every message, by its dotted key. */
function keys(o: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(o)
    .flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v as Record<string, unknown>, `${prefix}${k}.`)))
    .sort();
}
const VALUES = {
  n: 2,
  ms: 250,
  detail: 'D',
  value: 'v',
  code: 'C',
  fixed: 'f',
  asked: 'a',
  pile: 'P',
  rank: 'r',
  suit: 's',
  top: 'x',
  card: 'c',
  score: '5',
};

describe.each([
  ['he', he, 'rtl'],
  ['nl', nl, 'ltr'],
] as const)('the %s messages', (locale, messages, dir) => {
  it('have exactly the English keys (the type check says so too: each locale `satisfies Messages`)', () => {
    expect(keys(messages)).toEqual(keys(en));
  });

  it('load lazily, then every message compiles and formats, and the document takes the direction', async () => {
    const i18n = makeI18n(['en']);
    expect(await applyLanguage(i18n, locale)).toBe(locale);
    expect(document.documentElement.dir).toBe(dir);
    expect(document.documentElement.lang).toBe(locale);
    for (const key of keys(en)) {
      const out = i18n.global.t(key, VALUES, 2);
      expect(out, key).not.toMatch(/[{}]/);
      expect(out.length, key).toBeGreaterThan(0);
    }
    // the same key differs from English wherever English has words the locale translates
    expect(i18n.global.t('header.newGame')).not.toBe(en.header.newGame);
  });
});

describe('the language setting', () => {
  it('auto follows the browser; a chosen language wins over it', async () => {
    const i18n = makeI18n(['en']);
    expect(await applyLanguage(i18n, 'auto', ['nl-BE', 'en'])).toBe('nl');
    expect(i18n.global.t('draw.easy')).toBe('Makkelijk');
    expect(await applyLanguage(i18n, 'he', ['nl-BE'])).toBe('he');
    expect(i18n.global.t('draw.hard')).toBe('קשה');
    expect(await applyLanguage(i18n, 'en', ['he'])).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

const start = (draw: 1 | 3 = 1): Game => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, makeRules({ draw }));
};
const step = (g: Game, token: string): Game => {
  const a = parseAction(token);
  if (!a.ok) throw new Error(a.error.message);
  const next = act(g, a.value);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
};

describe('describeStep: what the live region says', () => {
  const i18n = makeI18n(['en']);
  const say = (key: string, named?: Record<string, unknown>, plural?: number) =>
    plural === undefined ? i18n.global.t(key, named ?? {}) : i18n.global.t(key, named ?? {}, plural);
  const score = (g: Game) => String(g.moveLog?.score ?? 0);

  it('names the card drawn, the card moved and where, an undo, and a score change', () => {
    const g0 = start();
    const g1 = step(g0, 'D');
    expect(describeStep(g0, g1, englishBoardText, say, score)).toBe('Drew 3 of diamonds');
    const g2 = step(g1, 'T7-F');
    expect(describeStep(g1, g2, englishBoardText, say, score)).toBe('ace of spades to the spades foundation. Score 15');
    const g3 = step(g2, 'U');
    expect(describeStep(g2, g3, englishBoardText, say, score)).toBe(
      'Undone: ace of spades to the spades foundation. Score 0',
    );
    expect(describeStep(g3, g3, englishBoardText, say, score)).toBe('');
  });

  it('an undo names the action it took back, a redo the one it played again (RULES §5)', () => {
    const g1 = step(start(), 'D');
    const g2 = step(g1, 'U');
    expect(describeStep(g1, g2, englishBoardText, say, score)).toBe('Undone: Drew 3 of diamonds');
    const g3 = step(g2, 'D');
    expect(describeStep(g2, g3, englishBoardText, say, score)).toBe('Redone: Drew 3 of diamonds');
    // another action is not a redo
    const g4 = step(step(g3, 'U'), 'T1-F');
    expect(describeStep(step(g3, 'U'), g4, englishBoardText, say, score)).toBe(
      'ace of diamonds to the diamonds foundation. Score 10',
    );
    const many = ['T7-F', 'T7-F', 'U', 'U'].reduce(step, start());
    expect(describeStep(many, step(many, 'T7-F'), englishBoardText, say, score)).toBe(
      'Redone: ace of spades to the spades foundation. Score 15',
    );
  });

  it("tells what the engine's move log says moved: a run by its first card, draw 3 by the waste's new top, a recycle", () => {
    // 8s 7d on T6 go onto the 9d of T2 as one run (the 9s under them turns up)
    const text =
      'T1: Ad; T2: #2d 9d; T3: #Qh #Jh Th; T4: #9h #8h #7h 6h; T5: #5h #4h #3h #2h Ah; T6: #Ks #Qs #Js #Ts #9s 8s 7d; ' +
      'T7: #7s #6s #5s #4s #3s #2s As; F: - - - -; S: 3d 4d 5d 6d Kh 8d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc; W:; P: 1';
    const position = parsePosition(text);
    if (!position.ok) throw new Error(position.error.message);
    const dealt = gameFromPosition(position.value, makeRules({}));
    if (!dealt.ok) throw new Error(dealt.error.message);
    const ran = step(dealt.value, 'T6-T2');
    expect(describeStep(dealt.value, ran, englishBoardText, say, score)).toBe(
      '8 of spades and the card on it to column 2. Score 5',
    );
    expect(describeStep(ran, step(ran, 'U'), englishBoardText, say, score)).toBe(
      'Undone: 8 of spades and the card on it to column 2. Score 0',
    );
    const three = start(3);
    const drawn = step(three, 'D');
    expect(describeStep(three, drawn, englishBoardText, say, score)).toBe('Drew 5 of diamonds');
    const emptied = ['D', 'D', 'D', 'D', 'D', 'D', 'D'].reduce(step, drawn);
    const recycled = step(emptied, 'R');
    expect(describeStep(emptied, recycled, englishBoardText, say, score)).toBe('The waste went back to the stock');
    expect(describeStep(recycled, step(recycled, 'U'), englishBoardText, say, score)).toBe(
      'Undone: The waste went back to the stock',
    );
  });

  it('says an undo in Hebrew and Dutch with the action undone', async () => {
    const g1 = step(start(), 'D');
    const g2 = step(g1, 'U');
    for (const [lang, expected] of [
      ['he', /^בוטל: נשלף 3 .+$/u],
      ['nl', /^Ongedaan gemaakt: ruiten 3 getrokken$/u],
    ] as const) {
      const local = makeI18n(['en']);
      expect(await applyLanguage(local, lang)).toBe(lang);
      const sayIn = (key: string, named?: Record<string, unknown>, plural?: number) =>
        plural === undefined ? local.global.t(key, named ?? {}) : local.global.t(key, named ?? {}, plural);
      const boardText = boardTextFrom((key, named) => local.global.t(key, named ?? {}));
      expect(describeStep(g1, g2, boardText, sayIn, score)).toMatch(expected);
    }
  });
});

describe('keyboard help and the live region', () => {
  it('opens on ? and announces an accepted move with its score', async () => {
    const w = mount(GameView, {
      props: { initialGame: start(), startedAt: new Date().toISOString() },
      global: { plugins: [makeI18n(['en'])] },
      attachTo: document.body,
    });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '?' }));
    expect(w.emitted('help')).toHaveLength(1);
    const back = w.get('[data-pile="S"] [data-face="down"]');
    await back.trigger('pointerdown', { button: 0, pointerId: 1 });
    await back.trigger('pointerup', { button: 0, pointerId: 1 });
    await flushPromises();
    expect(w.get('[data-testid="announce"]').text()).toBe('Drew 3 of diamonds');
    w.unmount();
  });

  it('keeps Tab inside the help panel and gives focus back to the opener on close', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const w = mount(HelpPanel, { global: { plugins: [makeI18n(['en'])] }, attachTo: document.body });
    await flushPromises();
    const close = w.get('[data-testid="close-help"]').element as HTMLElement;
    expect(document.activeElement).toBe(close);
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(close);
    expect(w.text()).toContain('Enter or Space');
    w.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

/** A card by its notation ("Qh"). */
const card = (notation: string): Card => {
  const made = parseCard(notation);
  if (!made.ok) throw new Error(notation);
  return made.value;
};

describe('pile names inside a sentence', () => {
  it('Dutch writes them in lower case mid-sentence, labels keep their capital', async () => {
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, 'nl');
    const say = (key: string, named?: Record<string, unknown>, plural?: number) =>
      plural === undefined ? i18n.global.t(key, named ?? {}) : i18n.global.t(key, named ?? {}, plural);
    const text = boardTextFrom(say);
    const g0 = start();
    const g1 = step(g0, 'T7-F');
    // an ace or a face card is one word with its suit; a foundation has its article, as the stock has
    expect(describeStep(g0, g1, text, say, () => '15')).toBe('schoppenaas naar de basisstapel schoppen. Score 15');
    expect(text.card(card('Qh'))).toBe('hartenvrouw');
    expect(text.card(card('7h'))).toBe('harten 7');
    expect(text.cannotPut(text.pileInSentence('T7'))).toBe('Kan niet op kolom 7');
    expect(
      say('solver.hintMove', {
        lead: say('solver.hint'),
        card: text.card(card('As')),
        pile: text.pileInSentence('F1'),
      }),
    ).toBe('Tip: leg schoppenaas op de basisstapel schoppen.');
    expect(text.pileLabel('T7', 0, null)).toBe('Kolom 7, leeg');
    // a refusal is a sentence of its own: after a full stop, not mid-sentence after a colon
    expect(say('session.illegal', { at: 3, action: 'T1-F', reason: say('refusal.NO_FIT') })).toBe(
      'actie 3 (T1-F) kan niet worden gespeeld. Die kaart past daar niet.',
    );
  });

  it('Hebrew names a pile inside a sentence with its article', async () => {
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, 'he');
    const text = boardTextFrom((key, named) => i18n.global.t(key, named ?? {}));
    expect(text.pileInSentence('F2')).toBe('ערימת היסוד של לב');
    expect(text.pileInSentence('S')).toBe('הקופה');
    expect(
      i18n.global.t('solver.hintMove', { lead: 'רמז', card: text.card(card('Kh')), pile: text.pileInSentence('F2') }),
    ).toBe('רמז: להעביר את מלך לב אל ערימת היסוד של לב.');
  });

  it('English writes them in lower case too, with their article', () => {
    expect(englishBoardText.pileInSentence('T3')).toBe('column 3');
    expect(englishBoardText.pileInSentence('W')).toBe('the waste');
    expect(englishBoardText.pile('T3')).toBe('Column 3');
  });
});

describe('the Dutch messages name a game as the Dutch rules do', () => {
  it('a game is a spel (spellen), never a partij', () => {
    const texts = (o: Record<string, unknown>): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as Record<string, unknown>)));
    expect(texts(nl as unknown as Record<string, unknown>).filter((m) => /partij/i.test(m))).toEqual([]);
  });

  it('a typical figure (a median) is doorsnee, never gewoon ("ordinary"); the typical game is a length of time', () => {
    const texts = (o: Record<string, unknown>): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as Record<string, unknown>)));
    expect(texts(nl as unknown as Record<string, unknown>).filter((m) => /\bgewo(on|ne)\b/i.test(m))).toEqual([]);
    expect(nl.analyse.typical).toBe('Doorsnee speelduur');
    expect(nl.analyse.think).toBe('Doorsnee bedenktijd vóór elke actie (s)');
    expect(he.analyse.typical).toBe('משך משחק טיפוסי');
  });
});
