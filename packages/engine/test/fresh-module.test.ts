/**
 * The engine's module-level tables and patterns (pile names, the notation's token pattern, the game
 * code's letters, the daily date's form, the deck's message helpers), checked in a module graph
 * loaded inside the test.
 *
 * The other files import the engine once, before their tests run (the workers share modules), so a
 * fault in a value made while the module loads is invisible to a mutation run's per-test coverage:
 * it would only meet the few tests that load the engine afresh. Each test here loads it afresh
 * (`vi.resetModules`) and checks what those values decide, with figures written out by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as ActionModule from '../src/action.js';
import type * as EngineModule from '../src/index.js';
import { fillPosition, must, REPO_ROOT, W1 } from './helpers.js';

type Engine = typeof EngineModule;
type Actions = typeof ActionModule;

async function freshEngine(): Promise<{ engine: Engine; actions: Actions }> {
  vi.resetModules();
  const [engine, actions] = await Promise.all([import('../src/index.js'), import('../src/action.js')]);
  return { engine, actions };
}

const messageOf = (r: { ok: true } | { ok: false; error: { message: string } }): string =>
  r.ok ? 'accepted' : r.error.message;

describe('a freshly loaded engine', () => {
  it('RULES §7 notation: every kind of token reads and prints back, any letter case', async () => {
    const { engine, actions } = await freshEngine();
    const read = engine.parseActions(' d R u w-t3\tT7-F  F1-T4 T2-f3 ');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.map((t) => engine.makeAction(t.action))).toEqual([
      'D',
      'R',
      'U',
      'W-T3',
      'T7-F',
      'F1-T4',
      'T2-F3',
    ]);
    expect(read.value.map((t) => t.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(read.value.slice(0, 3).map((t) => t.action)).toEqual([
      { type: 'draw' },
      { type: 'recycle' },
      { type: 'undo' },
    ]);
    expect(read.value[4]!.action).toEqual({ type: 'move', from: 'T7', to: 'F' });
    expect([actions.DRAW, actions.RECYCLE, actions.UNDO]).toEqual([
      { type: 'draw' },
      { type: 'recycle' },
      { type: 'undo' },
    ]);
    expect(actions.move('W', 'T3')).toEqual({ type: 'move', from: 'W', to: 'T3' });
  });

  it('RULES §7 notation: a token that is not an action is refused, whole and at either end', async () => {
    const { engine } = await freshEngine();
    const expected = (t: string) => `"${t}" is not an action (expected D, R, U, W-T3, W-F, T2-T5, T2-F or F1-T4)`;
    for (const t of [
      'xD',
      'Dx',
      'DR',
      'T0-F',
      'T1-F0',
      'W-W',
      'S-T1',
      'T1-',
      'F1-F2',
      'F-T1',
      'T10-F',
      'W-T1x',
      'xW-T1',
    ])
      expect(messageOf(engine.parseAction(t)), t).toBe(expected(t));
  });

  it('RULES §10 piles: a standard game has T1..T7 and F1..F4, Double Klondike T1..T9 and F1..F8', async () => {
    const { engine, actions } = await freshEngine();
    const { standard, double, jokers } = engine.VARIANTS;
    expect(actions.COLUMN_PILES).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
    expect(actions.FOUNDATION_PILES).toEqual(['F1', 'F2', 'F3', 'F4']);
    for (const v of [standard, jokers]) {
      expect(actions.columnPiles(v)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
      expect(actions.foundationPiles(v)).toEqual(['F1', 'F2', 'F3', 'F4']);
    }
    expect(actions.columnPiles(double)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9']);
    expect(actions.foundationPiles(double)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8']);
    expect(['T1', 'T3', 'T9', 'F1', 'F4', 'F8'].map((p) => actions.pileIndex(p as 'T1'))).toEqual([0, 2, 8, 0, 3, 7]);
    expect(messageOf(engine.parseAction('T9-F8', double))).toBe('accepted');
    expect(messageOf(engine.parseAction('T8-F'))).toBe(
      '"T8-F" is not an action in this game: it has no T8 (columns T1..T7, foundations F1..F4)',
    );
    expect(messageOf(engine.parseAction('W-F5', jokers))).toBe(
      '"W-F5" is not an action in this game: it has no F5 (columns T1..T7, foundations F1..F4)',
    );
    expect(messageOf(engine.parseAction('T7-F4'))).toBe('accepted');
  });

  it('RULES §3 a move is the same move only with the same source and target', async () => {
    const { actions } = await freshEngine();
    const { move, sameAction, DRAW, RECYCLE } = actions;
    expect(sameAction(move('T1', 'F'), move('T1', 'F'))).toBe(true);
    expect(sameAction(move('T1', 'F'), move('T2', 'F'))).toBe(false);
    expect(sameAction(move('T1', 'F'), move('T1', 'F1'))).toBe(false);
    expect(sameAction(DRAW, DRAW)).toBe(true);
    expect(sameAction(DRAW, RECYCLE)).toBe(false);
    expect(sameAction(move('W', 'T1'), DRAW)).toBe(false);
  });

  it('RULES §2, §10 game code: the preset and variant letters, in that order, then T', async () => {
    const { engine } = await freshEngine();
    const code = (
      preset: 'app' | 'classic' | 'stilldeck',
      variant: 'standard' | 'double' | 'jokers',
      thoughtful = false,
    ) => engine.makeGameCode({ deal: 6, draw: 3, scoring: 'normal', preset, thoughtful, variant });
    expect(code('app', 'standard')).toBe('KL1-D3N-AAAAAAG');
    expect(code('classic', 'standard')).toBe('KL1-D3N-AAAAAAG-C');
    expect(code('stilldeck', 'standard')).toBe('KL1-D3N-AAAAAAG-S');
    expect(code('app', 'double')).toBe('KL1-D3N-AAAAAAG-D');
    expect(code('app', 'jokers')).toBe('KL1-D3N-AAAAAAG-J');
    expect(code('classic', 'double', true)).toBe('KL1-D3N-AAAAAAG-CDT');
    expect(code('stilldeck', 'jokers', true)).toBe('KL1-D3N-AAAAAAG-SJT');
    expect(engine.DEAL_COUNT).toBe(8_031_810_176);
  });

  it('RULES §6 daily date: only YYYY-MM-DD, and the candidates pinned for 2026-01-01', async () => {
    const { engine } = await freshEngine();
    expect(messageOf(engine.parseDailyDate('2026-01-03'))).toBe('accepted');
    for (const t of [
      '2026-1-03',
      '2026-01-3',
      '226-01-03',
      '20260-01-03',
      '2026-010-03',
      '2026-01-030',
      'x2026-01-03',
      '2026-01-03x',
      'abcd-ef-gh',
    ])
      expect(messageOf(engine.parseDailyDate(t)), t).toBe(
        `daily date "${t}" is not of the form YYYY-MM-DD (e.g. 2026-01-03)`,
      );
    const seq = engine.dailyCandidates('2026-01-01');
    if (!seq.ok) throw new Error(seq.error.message);
    expect([seq.value.next().value, seq.value.next().value, seq.value.next().value]).toEqual([
      6808166881, 1172151665, 3385402581,
    ]);
    expect(engine.shiftDailyDate('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('RULES §2, §10 deck errors say the card, how often and how many, word for word', async () => {
    const { engine } = await freshEngine();
    const { standard, double, jokers } = engine.VARIANTS;
    expect(messageOf(engine.parseDeck(W1.replace('Kh', 'Ad')))).toBe('deck card 3: Ad appears twice');
    expect(messageOf(engine.parseDeck('Ad Ad Ad', double))).toBe('deck card 3: Ad appears three times');
    expect(messageOf(engine.parseDeck(W1.replace('Kh', 'Jk')))).toBe(
      'deck card 3: Jk is not in the standard deck (jokers are dealt only in Klondike with jokers)',
    );
    expect(messageOf(engine.parseDeck('As'))).toMatch(/^deck has 1 card, not 52: missing 2s 3s /);
    expect(messageOf(engine.parseDeck(W1.replace(' Kc', '')))).toMatch(/^deck has 51 cards, not 52: missing Kc$/);
    expect(messageOf(engine.parseDeck(W1, jokers))).toBe('deck has 52 cards, not 54: missing Jk Jk');
    expect(messageOf(engine.parseDeck(W1, double))).toMatch(/^deck has 52 cards, not 104: missing As 2s /);
    expect(
      engine
        .makeDeck(engine.dealDeck(0, jokers))
        .split(' ')
        .filter((c) => c === 'Jk'),
    ).toHaveLength(2);
    expect(engine.makeDeck(engine.dealDeck(0, standard))).not.toContain('Jk');
  });

  it('RULES §2 a deck written as makeDeck writes it, with one card text that is no card, is refused', async () => {
    const { engine } = await freshEngine();
    // the same length and spacing as a canonical deck, so the character-by-character reader meets it first
    for (const [card, bad] of [
      ['2s', '2x'],
      ['As', 'Zz'],
    ] as const) {
      const text = W1.split(' ')
        .map((t) => (t === card ? bad : t))
        .join(' ');
      expect(text).toHaveLength(W1.length);
      expect(messageOf(engine.parseDeck(text)), bad).toMatch(new RegExp(`^deck card \\d+: .*${bad}`));
    }
    expect(engine.makeDeck(must(engine.parseDeck(W1)))).toBe(W1);
    // each card's text with its rank letter one code lower or higher and its suit as 128 minus the suit
    // letter's code: where a card's codes would fall if the look-up table were filled or read with `-`
    for (const step of [-1, 1]) {
      const text = W1.split(' ')
        .map((t) => String.fromCharCode(t.charCodeAt(0) + step, 128 - t.charCodeAt(1)))
        .join(' ');
      expect(text).toHaveLength(W1.length);
      expect(engine.parseDeck(text).ok).toBe(false);
    }
  });

  it("RULES §11 worked examples: decks W1 and W3 and the 28 tableau moves are the spec's, word for word", async () => {
    vi.resetModules();
    const decks = await import('../src/decks.js');
    const spec = readFileSync(path.resolve(REPO_ROOT, '../shared/RULES.md'), 'utf8');
    const deckAfter = (title: string): string => {
      const block = new RegExp(title + '[^\\n]*\\n```\\n([^\\n]+)\\n```').exec(spec);
      if (!block) throw new Error(`RULES.md has no ${title} block`);
      return block[1]!;
    };
    expect(decks.W1).toBe(deckAfter('Deck W1'));
    expect(decks.W3).toBe(deckAfter('Deck W3'));
    // "Draw 1: `T1-F`, then `T7-F` x7, `T6-F` x6, ... `T2-F` x2, then `D W-F` x24": the moves before the stock's
    const line = /^- Draw 1: `T1-F`, then (.*), then `D W-F` x24/m.exec(spec);
    if (!line) throw new Error('RULES.md has no W1 draw 1 line');
    const moves = ['T1-F'];
    for (const [, t, n] of line[1]!.matchAll(/`([^`]+)` x(\d+)/g)) moves.push(...Array<string>(Number(n)).fill(t!));
    expect(moves).toHaveLength(28);
    expect(decks.W_TABLEAU_MOVES).toEqual(moves);
  });

  it('RULES §1 cards: suit, rank, colour, fit and text of a freshly loaded card module, by hand', async () => {
    vi.resetModules();
    const card = await import('../src/card.js');
    // 0 As, 12 Ks, 13 Ah, 25 Kh, 26 Ad, 38 Kd, 39 Ac, 51 Kc, 52 the joker
    expect([0, 12, 13, 25, 26, 38, 39, 51, 52].map(card.makeCard)).toEqual([
      'As',
      'Ks',
      'Ah',
      'Kh',
      'Ad',
      'Kd',
      'Ac',
      'Kc',
      'Jk',
    ]);
    expect([card.cardOf(0, 1), card.cardOf(1, 13), card.cardOf(2, 7), card.cardOf(3, 10)]).toEqual([0, 25, 32, 48]);
    expect([0, 12, 13, 25, 26, 51].map(card.suitOf)).toEqual([0, 0, 1, 1, 2, 3]);
    expect([0, 12, 13, 25, 32, 48].map(card.rankOf)).toEqual([1, 13, 1, 13, 7, 10]);
    expect([0, 1, 2, 3].map((s) => card.isRedSuit(s as 0))).toEqual([false, true, true, false]);
    expect([0, 13, 26, 39].map(card.isRed)).toEqual([false, true, true, false]);
    expect([card.isJoker(52), card.isJoker(51), card.isJoker(0), card.JOKER, card.DECK_SIZE]).toEqual([
      true,
      false,
      false,
      52,
      52,
    ]);
    // 6h on 7s and 7c fits; on 7d (same colour), 8s (two ranks) or 5s (lower) it does not
    expect(
      [card.cardOf(1, 6)].flatMap((c) =>
        [
          [0, 7],
          [3, 7],
          [2, 7],
          [0, 8],
          [0, 5],
        ].map(([s, r]) => card.fitsOnCard(c, card.cardOf(s as 0, r as 7))),
      ),
    ).toEqual([true, true, false, false, false]);
    expect(card.ORDERED_DECK).toHaveLength(52);
    expect(card.ORDERED_DECK[51]).toBe(51);
    expect(card.parseCard('10h')).toEqual({ ok: true, value: 22 });
    expect(card.parseCard('jk')).toEqual({ ok: true, value: 52 });
  });

  it('RULES §4 presets and §10 variants: the tables of a freshly loaded rules module, figure by figure', async () => {
    vi.resetModules();
    const rules = await import('../src/rules.js');
    const appNormal = {
      start: 0,
      floor: 0,
      toFoundation: 10,
      wasteToColumn: 5,
      flip: 5,
      foundationToColumn: 0,
      recycle: { 1: -100, 3: -100 },
    };
    const vegas = {
      start: -52,
      floor: null,
      toFoundation: 5,
      wasteToColumn: 0,
      flip: 0,
      foundationToColumn: 0,
      recycle: { 1: 0, 3: 0 },
    };
    const stilldeckNormal = { ...appNormal, foundationToColumn: -15, recycle: { 1: 0, 3: -20 } };
    expect(rules.PRESETS).toStrictEqual({
      app: {
        name: 'app',
        passes: { normal: { 1: Infinity, 3: Infinity }, vegas: { 1: 1, 3: 1 } },
        foundationToColumn: true,
        points: { normal: appNormal, vegas },
      },
      classic: {
        name: 'classic',
        passes: { normal: { 1: 1, 3: 3 }, vegas: { 1: 1, 3: 3 } },
        foundationToColumn: false,
        points: { normal: appNormal, vegas },
      },
      stilldeck: {
        name: 'stilldeck',
        passes: { normal: { 1: Infinity, 3: Infinity }, vegas: { 1: 3, 3: 3 } },
        foundationToColumn: true,
        points: { normal: stilldeckNormal, vegas },
      },
    });
    expect(rules.VARIANTS).toStrictEqual({
      standard: { name: 'standard', decks: 1, jokers: 0, cards: 52, columns: 7, foundations: 4, cardsToWin: 52 },
      double: { name: 'double', decks: 2, jokers: 0, cards: 104, columns: 9, foundations: 8, cardsToWin: 104 },
      jokers: { name: 'jokers', decks: 1, jokers: 2, cards: 54, columns: 7, foundations: 4, cardsToWin: 52 },
    });
    expect([rules.PRESET_NAMES, rules.VARIANT_NAMES, rules.DRAW_MODES, rules.SCORINGS]).toEqual([
      ['app', 'classic', 'stilldeck'],
      ['standard', 'double', 'jokers'],
      [1, 3],
      ['normal', 'vegas'],
    ]);
  });

  it('RULES §6 taps: the refusals and the column named by a freshly loaded targets module, word for word', async () => {
    vi.resetModules();
    const [targets, engine] = await Promise.all([import('../src/targets.js'), import('../src/index.js')]);
    const read = (text: string, variant = engine.VARIANTS.standard) => must(engine.parsePosition(text, variant));
    const standard = engine.makeRules();
    // Qs on the waste: no foundation, but T1's Kd takes it; T2's 5c: nothing (the red 6s are in the stock)
    const p = read(fillPosition({ T: ['Kd', '5c'], W: 'Qs' }));
    expect(engine.makeAction(targets.doubleTapAction(p, 'W')!)).toBe('W-T1');
    expect(targets.tapRefusal(p, standard, 'W')).toStrictEqual({
      code: 'NO_FOUNDATION_FITS',
      message: 'no foundation takes that card; a double tap or a drag moves it to a column',
    });
    expect(targets.tapRefusal(p, standard, 'T2')).toStrictEqual({
      code: 'NO_TARGET',
      message: 'no card can go anywhere from there',
    });
    expect(targets.NO_TARGET_REFUSAL).toStrictEqual({
      code: 'NO_TARGET',
      message: 'no card can go anywhere from there',
    });
    expect(targets.doubleTapRefusal(p, 'T2')).toStrictEqual({
      code: 'NO_COLUMN_FITS',
      message: 'no column takes that card',
    });
    const j = read(fillPosition({ T: ['Jk', 'Kd'], W: 'Jk' }), engine.VARIANTS.jokers);
    expect(targets.tapRefusal(j, engine.makeRules({ variant: 'jokers' }), 'W')).toStrictEqual({
      code: 'JOKER_NO_FOUNDATION',
      message: 'a joker never goes to a foundation; a double tap or a drag moves it to a column',
    });
    expect(engine.makeAction(targets.doubleTapAction(j, 'W')!)).toBe('W-T1');
  });

  it('RULES §11 worked examples, played by a freshly loaded engine: the scores after each action, the win, the refusals', async () => {
    const { engine } = await freshEngine();
    const play = (deck: string, tokens: string, options: Parameters<Engine['makeRules']>[0] = {}) => {
      let game = engine.gameFromDeck(must(engine.parseDeck(deck)), engine.makeRules(options));
      const scores: number[] = [];
      for (const t of tokens.split(' ')) {
        const next = engine.act(game, must(engine.parseAction(t)));
        if (!next.ok) return { game, scores, refused: `${t}: ${next.error.code} ${next.error.message}` };
        game = next.value;
        scores.push(engine.gameScore(game));
      }
      return { game, scores, refused: null };
    };
    const repeat = (t: string, n: number) => Array<string>(n).fill(t).join(' ');
    const moves = `T1-F ${repeat('T7-F', 7)} ${repeat('T6-F', 6)} ${repeat('T5-F', 5)} ${repeat('T4-F', 4)} ${repeat('T3-F', 3)} ${repeat('T2-F', 2)}`;
    const won1 = play(W1, `${moves} ${repeat('D W-F', 24)}`);
    expect([won1.refused, engine.gameWon(won1.game), won1.scores.at(-1)]).toEqual([null, true, 625]);
    const vegas = play(W1, `${moves} ${repeat('D W-F', 24)}`, { scoring: 'vegas' });
    expect(engine.scoreText(vegas.scores.at(-1)!, 'vegas')).toBe('+$208');
    const w3 = (await import('../src/decks.js')).W3;
    const won3 = play(w3, `${moves} ${repeat('D W-F W-F W-F', 8)}`, { draw: 3 });
    expect([won3.refused, engine.gameWon(won3.game), won3.scores.at(-1)]).toEqual([null, true, 625]);
    expect(play(W1, `T1-F ${repeat('D', 24)} R D U U`).scores).toEqual([
      10,
      ...Array<number>(24).fill(10),
      0,
      0,
      0,
      10,
    ]);
    expect(play(W1, 'T1-F T7-F T5-F F1-T5 T5-F').scores).toEqual([10, 25, 40, 40, 50]);
    expect(play(W1, 'T1-F T7-F T5-F F1-T5 T5-F', { preset: 'stilldeck' }).scores).toEqual([10, 25, 40, 25, 35]);
    expect(play(W1, 'T1-F T7-F T5-F F1-T5 T5-F', { scoring: 'vegas' }).scores).toEqual([-47, -42, -37, -37, -32]);
    expect(play(W1, 'T1-F T7-F T5-F F1-T5', { preset: 'classic' }).refused).toBe(
      'F1-T5: NO_FOUNDATION_RETURN the classic rules do not allow a card back from a foundation',
    );
    expect(play(W1, 'T1-T2').refused).toBe('T1-T2: NO_FIT no card of T1 fits on T2');
    expect(play(W1, 'T1-F T2-T1').refused).toBeNull();
    expect(engine.REFUSAL_CODES).toHaveLength(17);
    // a move built as data naming a column the game lacks (the notation refuses it)
    const dealt = engine.dealPosition(must(engine.parseDeck(W1)));
    const t8 = engine.applyAction(dealt, engine.makeRules(), { type: 'move', from: 'T1', to: 'T8' } as never);
    expect(t8.ok || t8.error).toStrictEqual({ code: 'NO_FIT', message: 'T8 is not a column of this game' });
    const home = engine.applyAction(dealt, engine.makeRules(), { type: 'move', from: 'T1', to: 'F' });
    expect(home.ok && home.value.action).toStrictEqual({ type: 'move', from: 'T1', to: 'F' });
    expect(engine.legalActions(dealt, engine.makeRules()).map(engine.makeAction)).toEqual([
      'D',
      'T1-F',
      'T5-F',
      'T7-F',
    ]);
    const joker = must(engine.parsePosition(fillPosition({ T: ['Kd'], W: 'Jk', S: 'Jk' }), engine.VARIANTS.jokers));
    const jokerHome = engine.applyAction(joker, engine.makeRules({ variant: 'jokers' }), {
      type: 'move',
      from: 'W',
      to: 'F',
    });
    expect(jokerHome.ok || jokerHome.error).toStrictEqual({
      code: 'JOKER_NO_FOUNDATION',
      message: 'a joker never goes to a foundation',
    });
  });

  it('RULES §9, §10 position text: a column printed with its face-down cards, and the F part counted in the words of each variant', async () => {
    const { engine } = await freshEngine();
    expect(engine.makeColumn({ cards: [must(engine.parseCard('Qh')), must(engine.parseCard('Js'))], down: 1 })).toBe(
      '#Qh Js',
    );
    const dealt = engine.makePosition(engine.dealPosition(engine.dealDeck(6)));
    expect(dealt.slice(0, 30)).toBe('T1: Js; T2: #2s 8s; T3: #5c #K');
    expect(messageOf(engine.parsePosition(fillPosition({}).replace('F: - - - -', 'F: - -')))).toBe(
      'F must have four entries (spades, hearts, diamonds, clubs; "-" for empty), not 2',
    );
    expect(
      messageOf(
        engine.parsePosition('F: - -; T1:; T2:; T3:; T4:; T5:; T6:; T7:; T8:; T9:; S:; W:', engine.VARIANTS.double),
      ),
    ).toBe('F must have 8 entries (F1..F8: spades, hearts, diamonds, clubs, 2 times; "-" for empty), not 2');
  });

  it("RULES §2, §5, §9 starts and undo: a freshly loaded engine's start refusals and undo and redo refusals, word for word", async () => {
    const { engine } = await freshEngine();
    expect(engine.gameFromFields({})).toStrictEqual({
      ok: false,
      error: { code: 'ERR_NO_START', message: 'no code, deck or position to start from' },
    });
    expect(engine.parseGameStart({ deck: W1, draw: 'x'.repeat(30) })).toStrictEqual({
      ok: false,
      error: {
        code: 'ERR_DRAW',
        message: `draw must be 1 or 3, not "${'x'.repeat(20)}..."`,
        value: `${'x'.repeat(20)}...`,
      },
    });
    const deck = engine.parseGameStart({ deck: 'Zz'.repeat(15) });
    expect(!deck.ok && deck.error.value).toBe(`${'Zz'.repeat(10)}...`);
    // a refusal of the position's rules does not name the position: the subject is put before it
    expect(messageOf(engine.gameFromFields({ position: fillPosition({ P: 2 }), scoring: 'vegas' }))).toBe(
      'position: P: 2 is past the 1 pass the rules allow',
    );
    const fresh = engine.gameFromDeck(must(engine.parseDeck(W1)), engine.makeRules());
    expect(engine.undo(fresh)).toStrictEqual({
      ok: false,
      error: { code: 'NOTHING_TO_UNDO', message: 'nothing to undo' },
    });
    expect(engine.redo(fresh)).toStrictEqual({
      ok: false,
      error: { code: 'NOTHING_TO_REDO', message: 'nothing to redo: no action has been undone since the last one' },
    });
    const undone = must(engine.undo(must(engine.act(fresh, { type: 'draw' }))));
    expect(engine.redoAction(undone)).toStrictEqual({ type: 'draw' });
    expect(engine.redoAction(fresh)).toBeNull();
    expect(engine.journalText(undone)).toBe('D U');
  });

  it('RULES §10.1 a card moved to a named foundation pile that `-F` would not choose goes there, recorded so, on a fresh load', async () => {
    const { engine } = await freshEngine();
    const stock: string[] = [];
    for (const suit of 'shdc') for (const rank of 'A23456789TJQK') stock.push(rank + suit, rank + suit);
    stock.splice(stock.indexOf('As'), 1);
    const columns = Array.from({ length: 9 }, (_, i) => `T${i + 1}:${i === 0 ? ' As' : ''}`);
    const text = [...columns, 'F: - - - - - - - -', `S: ${stock.join(' ')}`, 'W:'].join('; ');
    const rules = engine.makeRules({ variant: 'double' });
    const game = must(engine.gameFromPosition(must(engine.parsePosition(text, rules.variant)), rules));
    // F1 and F5 both take the ace: -F chooses F1, so F5 is recorded by its name
    const named = must(engine.act(game, must(engine.parseAction('T1-F5', rules.variant))));
    expect(engine.journalText(named)).toBe('T1-F5');
    expect(engine.gamePosition(named).foundations).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(named.moveLog?.moved).toEqual({ from: 'T1', index: 0, count: 1, to: 'F5' });
    const chosen = must(engine.act(game, must(engine.parseAction('T1-F1', rules.variant))));
    expect(engine.journalText(chosen)).toBe('T1-F');
    expect(engine.gamePosition(chosen).foundations).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('links: the player at / and the replay at /replay/, every play parameter read, by a freshly loaded links module', async () => {
    vi.resetModules();
    const links = await import('../src/links.js');
    const replay = await import('../src/replayLinks.js');
    const engine = await import('../src/index.js');
    expect([links.PLAY_PATH, links.REPLAY_PATH]).toEqual(['/', '/replay/']);
    const code = must(links.parsePlayLink('?code=KL1-D1N-AAAAAAG'));
    expect(links.makePlayLink(code)).toBe('/?code=KL1-D1N-AAAAAAG');
    const session = engine.makeSession(must(engine.gameFromFields({ code: 'KL1-D1N-AAAAAAG' })));
    expect(replay.makeReplayLink(session).slice(0, 17)).toBe('/replay/?session=');
    const all = `?deck=${encodeURIComponent(W1)}&draw=3&scoring=vegas&rules=classic&thoughtful=true&variant=standard`;
    expect(must(links.parsePlayLink(all))).toEqual({
      deck: must(engine.parseDeck(W1)),
      draw: 3,
      scoring: 'vegas',
      preset: 'classic',
      thoughtful: true,
      variant: 'standard',
    });
    const position = must(
      links.parsePlayLink(`?position=${encodeURIComponent(fillPosition({ T: ['Kd'], F: 'Ks Kh Qd Kc' }))}`),
    );
    expect(Object.keys(position)).toEqual(['position']);
  });

  it("RULES §8 session files: the schema's words for each field, the line named, the journal written, by a freshly loaded session module", async () => {
    vi.resetModules();
    const session = await import('../src/session.js');
    const engine = await import('../src/index.js');
    const base = {
      format: 'klondike-session',
      version: 1,
      rules: 'app',
      draw: 1,
      scoring: 'normal',
      deck: W1,
      actions: [],
    };
    const reason = (change: Record<string, unknown>) =>
      messageOf(session.parseSessions(JSON.stringify({ ...base, ...change })));
    expect(
      [
        { version: 0.5 },
        { version: 0 },
        { rules: 'x' },
        { draw: 2 },
        { scoring: 'x' },
        { thoughtful: 'x' },
        { variant: 'x' },
        { code: 5 },
        { deck: 5 },
        { position: 5 },
        { startedAt: 5 },
        { actions: 'D' },
        { actions: [{ a: 5 }] },
        { actions: [{ a: 'D', t: 'x' }] },
        { actions: [{ a: 'D', t: -1 }] },
      ].map(reason),
    ).toEqual([
      'version: must be a whole number',
      'version: must be 1 or more',
      'rules: must be one of "app", "classic", "stilldeck"',
      'draw: must be 1 or 3',
      'scoring: must be "normal" or "vegas"',
      'thoughtful: must be true or false',
      'variant: must be one of "standard", "double", "jokers"',
      'code: must be a string',
      'deck: must be a string',
      'position: must be a string',
      'startedAt: must be a string',
      'actions: must be a list of actions',
      'action 1: a must be an action in notation, e.g. "D" or "T2-T5"',
      'action 1: t must be a number of milliseconds',
      'action 1: t must be 0 or more milliseconds',
    ]);
    expect(reason({ version: '1' })).toBe('version: must be a whole number');
    expect(session.plainSession({ ...base, code: 'c', position: 'p', startedAt: 's' })).toBe(true);
    expect(session.plainSession({ ...base, code: 5 })).toBe(false);
    const good = JSON.stringify({ ...base, actions: [{ a: 'T1-F' }] });
    const bad = JSON.stringify({ ...base, actions: [{ a: 'T1-F' }, { a: 't1-t2' }] });
    expect(messageOf(session.parseSessions(`${good}\n${bad}`))).toBe('line 2: action 2 (T1-T2): T1 is empty');
    expect(engine.printableText('a\u0000\ufffdb')).toBe('a\\x00\\ufffdb');
    const played = must(
      engine.act(
        must(engine.act(engine.gameFromDeck(must(engine.parseDeck(W1)), engine.makeRules()), { type: 'draw' }, 5)),
        { type: 'draw' },
      ),
    );
    expect(session.makeSession(played).actions).toStrictEqual([{ a: 'D', t: 5 }, { a: 'D' }]);
    expect(session.makeSession(played).format).toBe('klondike-session');
  });
});
