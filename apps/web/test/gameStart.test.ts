import { describe, expect, it } from 'vitest';
import { gameScore, gameSummary, makeGameCode } from '@klondike/engine';
import { startFromSearch } from '../src/gameStart.js';
import { makeI18n } from '../src/i18n/index.js';

const W1 =
  'Ad 2d Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h Ah Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc';

describe('startFromSearch', () => {
  it('asks for nothing without code, deck or position', () => {
    expect(startFromSearch('')).toEqual({ kind: 'none' });
    expect(startFromSearch('?utm=1')).toEqual({ kind: 'none' });
  });

  it('opens a game code', () => {
    const r = startFromSearch('?code=KL1-D1N-AAAAAAG');
    expect(r.kind).toBe('game');
    if (r.kind === 'game' && r.game.start.kind === 'code') expect(makeGameCode(r.game.start.code)).toBe('KL1-D1N-AAAAAAG');
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
    [`?deck=${encodeURIComponent(W1)}&code=KL1-D1N-AAAAAAG`, 'start.conflict'],
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

  it('opens the code\'s game and reports a draw, scoring or rules the code fixes otherwise as ignored', () => {
    const r = startFromSearch('?code=KL1-D1N-AAAAAAG&draw=3&scoring=Vegas&rules=classic');
    expect(r.kind).toBe('game');
    if (r.kind !== 'game') return;
    expect(r.game.rules).toMatchObject({ draw: 1, scoring: 'normal', preset: 'app' });
    expect(r.notices?.map((m) => m.values)).toEqual([
      { name: 'draw', value: '3', fixed: '1' },
      { name: 'scoring', value: 'Vegas', fixed: 'normal' },
      { name: 'rules', value: 'classic', fixed: 'app' },
    ]);
    expect(r.notices?.every((m) => m.key === 'start.codeFixes')).toBe(true);
  });

  it('says nothing about parameters that agree with the code', () => {
    const r = startFromSearch('?code=KL1-D3V-AAAAAAG&draw=3&scoring=vegas&rules=app');
    expect(r.kind).toBe('game');
    if (r.kind === 'game') expect(r.notices ?? []).toEqual([]);
  });
});

describe('start messages', () => {
  const { t } = makeI18n(['en']).global;
  it.each([
    ['?code=GARBAGE', 'game code'],
    ['?deck=Ad+2d', 'deck'],
    ['?position=T1:+Kd', 'position'],
  ])('show the engine\'s message for %s once, without a repeated prefix', (search, word) => {
    const r = startFromSearch(search);
    if (r.kind !== 'error') throw new Error('expected an error');
    const text = t('start.badParameter', { detail: t(r.message.key, r.message.values ?? {}) });
    expect(text).toBe(`The link could not be opened: ${r.message.values?.['detail']}`);
    expect(text.toLowerCase().split(word).length - 1).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/: \w[\w ]*: /);
  });
});
