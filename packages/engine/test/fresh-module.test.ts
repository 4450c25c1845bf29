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
import { describe, expect, it, vi } from 'vitest';
import type * as ActionModule from '../src/action.js';
import type * as EngineModule from '../src/index.js';
import { W1 } from './helpers.js';

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
});
