import { describe, expect, it } from 'vitest';
import { gameScore, gameSummary, makeGameCode } from '@klondike/engine';
import { say, startFromSearch, type Message } from '../src/gameStart.js';
import { applyLanguage, makeI18n } from '../src/i18n/index.js';
import { W1 } from '@klondike/engine/testing';

const DEAL_6 =
  'Js 2s 8s 5c Kd 7d 7s Qc Jd 9s 7c 4c 9h Jh Qh Ah Ks 5h Qs 2c As 8c 9c 8h 4d Th 3h 9d 6h Ac 6c 3s Jc 5s 3d Ts 2d 6d 6s Ad 8d Tc 2h Kh 3c 5d Td Qd 4h 7h Kc 4s';

describe('startFromSearch', () => {
  it('asks for nothing without code, deck or position', () => {
    expect(startFromSearch('')).toEqual({ kind: 'none' });
    expect(startFromSearch('?utm=1')).toEqual({ kind: 'none' });
  });

  it('opens a game code', () => {
    const r = startFromSearch('?code=KL1-D1N-AAAAAAG');
    expect(r.kind).toBe('game');
    if (r.kind === 'game' && r.game.start.kind === 'code')
      expect(makeGameCode(r.game.start.code)).toBe('KL1-D1N-AAAAAAG');
  });

  it('opens an explicit deal with spaces as + or %20, and its draw, scoring and rules', () => {
    for (const deck of [W1.split(' ').join('+'), encodeURIComponent(W1)]) {
      const r = startFromSearch(`?deck=${deck}&draw=3&scoring=vegas&rules=classic`);
      expect(r.kind).toBe('game');
      if (r.kind !== 'game') continue;
      expect(r.game.rules).toMatchObject({ draw: 3, scoring: 'vegas', preset: 'classic' });
      expect(gameScore(r.game)).toBe(-52);
      expect(gameSummary(r.game).tableau[0]).toBe('Ad');
    }
  });

  it('opens a position', () => {
    const text = 'T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:';
    const r = startFromSearch(`?position=${encodeURIComponent(text)}`);
    expect(r.kind).toBe('game');
  });

  it.each([
    ['?code=KL1-D2N-AAAAAAG', 'start.badCode'],
    ['?deck=Ad+2d', 'start.badDeck'],
    ['?position=T1:+Kd', 'start.badPosition'],
    [`?deck=${encodeURIComponent(W1)}&draw=2`, 'start.badDraw'],
    [`?deck=${encodeURIComponent(W1)}&scoring=golf`, 'start.badScoring'],
    [`?deck=${encodeURIComponent(W1)}&rules=spider`, 'start.badRules'],
    // the one start rule: a deck beside a code must be its deal, like any parameter the code fixes
    [`?deck=${encodeURIComponent(W1)}&code=KL1-D1N-AAAAAAG`, 'start.codeConflict'],
    [`?deck=${encodeURIComponent(W1)}&position=T1:+Kd`, 'start.conflict'],
    [`?deck=${encodeURIComponent(W1)}&thoughtful=maybe`, 'start.badThoughtful'],
    ['?code=KL1-D1N-AAAAAAG&draw=7', 'start.badDraw'],
  ])('rejects %s with %s', (search, key) => {
    const r = startFromSearch(search);
    expect(r.kind).toBe('error');
    if (r.kind === 'error') expect(r.message.key).toBe(key);
  });

  it('refuses a position past the pass limit of the rules', () => {
    const text = 'T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:; P: 2';
    const r = startFromSearch(`?position=${encodeURIComponent(text)}&scoring=vegas`);
    expect(r.kind).toBe('error');
  });

  // One rule for a code beside other parameters: the engine refuses the conflict (as
  // the CLI and session files always did) instead of opening the code's game with a notice.
  it('refuses a draw, scoring or rules that the code fixes otherwise, naming each one', () => {
    const r = startFromSearch('?code=KL1-D1N-AAAAAAG&draw=3&scoring=Vegas&rules=classic');
    expect(r.kind).toBe('error');
    if (r.kind !== 'error') return;
    expect(r.message).toEqual({
      key: 'start.codeConflict',
      values: {
        code: 'KL1-D1N-AAAAAAG',
        asked: 'draw "3", scoring "vegas", rules "classic"',
        fixed: ['draw 1', 'scoring normal', 'rules app'],
      },
    });
    const { t } = makeI18n(['en']).global;
    expect(say(t, r.message)).toBe(
      'game code KL1-D1N-AAAAAAG fixes draw 1, scoring normal, rules app, but the link asks for draw "3", scoring "vegas", rules "classic"',
    );
  });

  it('opens a code with its own deal beside it, and a thoughtful deck', () => {
    const r = startFromSearch(`?code=KL1-D1N-AAAAAAG&deck=${encodeURIComponent(DEAL_6)}`);
    expect(r.kind).toBe('game');
    const thoughtful = startFromSearch(`?deck=${encodeURIComponent(W1)}&thoughtful=true`);
    expect(thoughtful.kind === 'game' && thoughtful.game.rules.thoughtful).toBe(true);
  });

  it('says nothing about parameters that agree with the code', () => {
    const r = startFromSearch('?code=KL1-D3V-AAAAAAG&draw=3&scoring=vegas&rules=app');
    expect(r.kind).toBe('game');
    // the game alone: no message rides along with a start whose parameters agree
    expect(Object.keys(r).sort()).toEqual(['game', 'kind']);
  });
});

describe('start messages', () => {
  const { t } = makeI18n(['en']).global;
  it.each([
    ['?code=GARBAGE', 'game code'],
    ['?deck=Ad+2d', 'deck'],
    ['?position=T1:+Kd', 'position'],
  ])("show the engine's message for %s once, without a repeated prefix", (search, word) => {
    const r = startFromSearch(search);
    if (r.kind !== 'error') throw new Error('expected an error');
    const text = t('start.badParameter', { detail: say(t, r.message) });
    expect(text).toBe(`The link could not be opened: ${say(t, r.message.values?.['detail'] as Message)}`);
    expect(text.toLowerCase().split(word).length - 1).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/: \w[\w ]*: /);
  });
});

describe("error details in the player's language, from the engine's codes and data", () => {
  /** The engine's English detail for a link, to check that no other language shows it. */
  const english = async (search: string): Promise<string> => {
    const i18n = makeI18n(['en']);
    const r = startFromSearch(search);
    if (r.kind !== 'error') throw new Error('expected an error');
    return say(i18n.global.t, r.message.values?.['detail'] as Message);
  };

  it.each([
    ['?code=KL1-D2N-AAAAAAG', 'D2N', 'חייב להיות', 'moet'],
    ['?code=KL1-D1N-AAAA1AG', 'AAAA1AG', 'אותיות', 'letters'],
    ['?code=KL1-D1N-AAAAAAG-CS', 'CS', 'אפשרויות', 'opties'],
    ['?deck=Ad+2d', '52', 'חסרים', 'ontbreken'],
    ['?deck=Ad+Zz', 'Zz', 'אינו קלף', 'geen kaart'],
    ['?deck=Ad+Ad', 'Ad', 'יותר מדי', 'te vaak'],
    ['?position=T1:+Kd', 'T2', 'חסר', 'ontbreekt'],
    [
      `?position=${encodeURIComponent('T1: Kh Qh; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks - Kd Kc; S:; W:')}`,
      'Qh',
      'לא מתאים',
      'past daar niet',
    ],
    [
      `?position=${encodeURIComponent('T1: Kd; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh Qd Kc; S:; W:; P: 2')}&scoring=vegas`,
      'P',
      'הכללים',
      'regels',
    ],
  ])('%s: in Hebrew and Dutch, naming %s, with no English left', async (search, named, heWord, nlWord) => {
    const en = await english(search);
    for (const [locale, word] of [
      ['he', heWord],
      ['nl', nlWord],
    ] as const) {
      const i18n = makeI18n(['en']);
      await applyLanguage(i18n, locale);
      const r = startFromSearch(search);
      if (r.kind !== 'error') throw new Error('expected an error');
      const text = i18n.global.t('start.badParameter', { detail: say(i18n.global.t, r.message) });
      expect(text, locale).toContain(named);
      expect(text, locale).toContain(word);
      expect(text, locale).not.toContain(en);
      // Hebrew: no Latin word but codes, cards and parts; Dutch: none of the engine's English phrases
      if (locale === 'he')
        expect(text.replace(/KL1-[A-Z0-9-]+|StillDeck|[A-Z0-9]{2,}/g, ''), text).not.toMatch(/[A-Za-z]{3,}/);
      else expect(text, text).not.toMatch(/must|deck has|missing|is not|appears|of this/);
    }
  });

  it("a code conflict beside a deck names the code's own deal in the language", async () => {
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, 'nl');
    const r = startFromSearch(`?deck=${encodeURIComponent(W1)}&code=KL1-D1N-AAAAAAG`);
    if (r.kind !== 'error') throw new Error('expected an error');
    expect(say(i18n.global.t, r.message)).toBe(
      'spelcode KL1-D1N-AAAAAAG legt zijn eigen deling vast, maar de link vraagt deck',
    );
  });

  it.each([
    ['en', 'The link names no game (a code, deck or position), so it ignored draw=7, scoring=blah.'],
    ['he', 'הקישור לא מציין משחק (קוד, חפיסה או מצב), ולכן התעלם מ-draw=7, scoring=blah.'],
    ['nl', 'De link noemt geen spel (een code, deck of stand) en heeft daarom draw=7, scoring=blah genegeerd.'],
  ] as const)('a link of settings without a game says what it ignored (%s)', async (locale, text) => {
    const i18n = makeI18n(['en']);
    await applyLanguage(i18n, locale);
    const r = startFromSearch('?draw=7&scoring=blah&utm=1');
    expect(r.kind).toBe('none');
    if (r.kind !== 'none' || !r.ignored) throw new Error('expected what was ignored');
    expect(say(i18n.global.t, r.ignored)).toBe(text);
  });
});
