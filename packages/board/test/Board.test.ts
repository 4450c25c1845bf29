import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameFromDeck, gamePosition, makeRules, parseDeck, parsePosition, type Position } from '@klondike/engine';
import Board from '../src/Board.vue';
import { W1 } from '@klondike/engine/testing';

const dealt = (): Position => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gamePosition(gameFromDeck(deck.value, makeRules()));
};

const mountBoard = (position: Position, draw: 1 | 3 = 1) =>
  mount(Board, { props: { position, rules: makeRules({ draw }) }, attachTo: document.body });

describe('Board', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('has every pile hook in order: stock, waste, F1..F4, T1..T7', () => {
    const w = mountBoard(dealt());
    expect(w.findAll('[data-pile]').map((p) => p.attributes('data-pile'))).toEqual([
      'S',
      'W',
      'F1',
      'F2',
      'F3',
      'F4',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
    ]);
  });

  it('shows the deal: 7 face-up cards with data-card, 21 face-down in columns without it, and the stock face down', () => {
    const w = mountBoard(dealt());
    const t7 = w.get('[data-pile="T7"]');
    expect(t7.findAll('[data-face="down"]')).toHaveLength(6);
    expect(t7.findAll('[data-card]').map((c) => c.attributes('data-card'))).toEqual(['As']);
    expect(w.findAll('[data-pile^="T"] [data-card]')).toHaveLength(7);
    expect(w.findAll('[data-pile^="T"] [data-face="down"]')).toHaveLength(21);
    expect(w.get('[data-pile="S"]').find('[data-card]').exists()).toBe(false);
    expect(w.get('[data-pile="S"]').attributes('aria-label')).toBe('Stock, 24 cards');
    expect(w.get('[data-pile="T1"]').attributes('aria-label')).toBe('Column 1, 1 card, ace of diamonds on top');
  });

  it('names every card where it lies: its name, its pile and whether it is face up', () => {
    const w = mountBoard(dealt());
    expect(w.get('[data-pile="T1"] [data-card]').attributes('aria-label')).toBe('ace of diamonds, Column 1, face up');
    expect(w.get('[data-pile="T7"] [data-face="down"]').attributes('aria-label')).toBe('face-down card, Column 7');
    expect(w.get('[data-pile="S"] [data-face="down"]').attributes('aria-label')).toBe('face-down card, Stock');
  });

  it('shows a suit placeholder on each empty foundation, in the order spades, hearts, diamonds, clubs', () => {
    const w = mountBoard(dealt());
    for (const f of ['F1', 'F2', 'F3', 'F4']) expect(w.find(`[data-pile="${f}"] .kb-mark svg`).exists()).toBe(true);
    expect(w.get('[data-pile="F2"]').attributes('aria-label')).toBe('Foundation hearts, empty');
  });

  it('reports a tap on the stock at once, and a tap on a top card whose double tap has no target at once too', async () => {
    const w = mountBoard(dealt());
    await w.get('[data-pile="S"] [data-face="down"]').trigger('pointerdown', { button: 0, pointerId: 1 });
    await w.get('[data-pile="S"] [data-face="down"]').trigger('pointerup', { button: 0, pointerId: 1 });
    expect(w.emitted('tap')).toEqual([['S']]);
    // the Ad of T1 goes home; no column takes it (no black 2 on top), so its tap waits for nothing
    const ad = w.get('[data-card="Ad"]');
    await ad.trigger('pointerdown', { button: 0, pointerId: 1 });
    await ad.trigger('pointerup', { button: 0, pointerId: 1 });
    expect(w.emitted('tap')).toEqual([['S'], ['T1']]);
    vi.advanceTimersByTime(300);
    expect(w.emitted('tap')).toEqual([['S'], ['T1']]);
    expect(w.emitted('doubleTap')).toBeUndefined();
  });

  // 2s home (As is there) or onto the 3h of T2: a single tap waits for a second one, for `tapWindowMs`
  const ambiguous = (): Position => {
    const p = parsePosition(
      'T1: #5c 2s; T2: 3h; T3:; T4:; T5:; T6:; T7:; F: As - - -; S: 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks Ah 2h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ac 2c 3c 4c 6c 7c 8c 9c Tc Jc Qc Kc; W:',
    );
    if (!p.ok) throw new Error(p.error.message);
    return p.value;
  };

  it('waits the tapWindowMs window before a single tap that a double tap would mean otherwise', async () => {
    const w = mount(Board, {
      props: { position: ambiguous(), rules: makeRules(), tapWindowMs: 150 },
      attachTo: document.body,
    });
    const twos = w.get('[data-card="2s"]');
    await twos.trigger('pointerdown', { button: 0, pointerId: 1 });
    await twos.trigger('pointerup', { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(140);
    expect(w.emitted('tap')).toBeUndefined();
    vi.advanceTimersByTime(20);
    expect(w.emitted('tap')).toEqual([['T1']]);
  });

  it('the window defaults to 250 ms, and a second tap in it makes the double tap instead', async () => {
    const w = mountBoard(ambiguous());
    const twos = w.get('[data-card="2s"]');
    await twos.trigger('pointerdown', { button: 0, pointerId: 1 });
    await twos.trigger('pointerup', { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(240);
    expect(w.emitted('tap')).toBeUndefined();
    await twos.trigger('pointerdown', { button: 0, pointerId: 1 });
    await twos.trigger('pointerup', { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(300);
    expect(w.emitted('doubleTap')).toEqual([['T1', 1]]);
    expect(w.emitted('tap')).toBeUndefined();
  });

  it('reports a tap that does nothing (no foundation move) once the window has passed, so a double tap never shows its refusal', async () => {
    const w = mountBoard(dealt());
    const kh = w.get('[data-card="Kh"]');
    await kh.trigger('pointerdown', { button: 0, pointerId: 1 });
    await kh.trigger('pointerup', { button: 0, pointerId: 1 });
    expect(w.emitted('tap')).toBeUndefined();
    vi.advanceTimersByTime(300);
    expect(w.emitted('tap')).toEqual([['T2']]);
  });

  it('turns two quick taps on a card into one double tap and no single tap', async () => {
    const w = mountBoard(dealt());
    const kh = w.get('[data-card="Kh"]');
    for (let i = 0; i < 2; i++) {
      await kh.trigger('pointerdown', { button: 0, pointerId: 1 });
      await kh.trigger('pointerup', { button: 0, pointerId: 1 });
    }
    vi.advanceTimersByTime(300);
    expect(w.emitted('doubleTap')).toEqual([['T2', 1]]);
    expect(w.emitted('tap')).toBeUndefined();
  });

  it('plays with the keyboard: Enter picks up, Enter on a foundation puts down as a move to F', async () => {
    const w = mountBoard(dealt());
    await w.get('[data-pile="T1"]').trigger('keydown', { key: 'Enter' });
    expect(w.find('[data-pile="T1"] .kb-held').exists()).toBe(true);
    expect(w.get('[data-pile="F3"]').classes()).toContain('kb-target');
    expect(w.get('.kb-live').text()).toBe('Picked up ace of diamonds');
    await w.get('[data-pile="F1"]').trigger('keydown', { key: ' ' });
    expect(w.emitted('move')).toEqual([['T1', 'F']]);
  });

  it('after a keyboard put-down the cursor is on the card just put down, so Enter picks up that card', async () => {
    const before = parsePosition('T1: Ks; T2: Kh; T3: Kd; T4: Kc; T5:; T6:; T7:; F: Qs Qh Qd Jc; S:; W: Qc');
    const after = parsePosition('T1: Ks; T2: Kh Qc; T3: Kd; T4: Kc; T5:; T6:; T7:; F: Qs Qh Qd Jc; S:; W:');
    if (!before.ok || !after.ok) throw new Error('bad test position');
    const w = mountBoard(before.value);
    await w.get('[data-pile="T2"]').trigger('focusin');
    await w.get('[data-pile="W"]').trigger('keydown', { key: 'Enter' });
    await w.get('[data-pile="T2"]').trigger('keydown', { key: 'Enter' });
    expect(w.emitted('move')).toEqual([['W', 'T2']]);
    await w.setProps({ position: after.value });
    await w.get('[data-pile="T2"]').trigger('keydown', { key: 'Enter' });
    expect(w.get('.kb-live').text()).toBe('Picked up queen of clubs');
  });

  it('with a card held by keyboard, a click on another pile puts it down there, never a tap on that pile', async () => {
    // Qc on the waste fits on Kh (T2); a tap on Kh alone would send nothing, a tap on Jc's foundation neither
    const before = parsePosition('T1: Ks; T2: Kh; T3: Kd; T4: Kc; T5:; T6:; T7:; F: Qs Qh Qd Jc; S:; W: Qc');
    if (!before.ok) throw new Error('bad test position');
    const w = mountBoard(before.value);
    await w.get('[data-pile="W"]').trigger('keydown', { key: 'Enter' });
    const kh = w.get('[data-card="Kh"]');
    await kh.trigger('pointerdown', { button: 0, pointerId: 1 });
    await kh.trigger('pointerup', { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(300);
    expect(w.emitted('move')).toEqual([['W', 'T2']]);
    expect(w.emitted('tap')).toBeUndefined();
    expect(w.emitted('doubleTap')).toBeUndefined();
  });

  it('with a card held by keyboard, a click on a pile that refuses it puts it back and sends nothing', async () => {
    const w = mountBoard(dealt());
    await w.get('[data-pile="T1"]').trigger('keydown', { key: 'Enter' });
    // T3's top card does not take the ace (nothing does, in a column)
    const top = w.findAll('[data-pile="T3"] [data-card]').at(-1)!;
    await top.trigger('pointerdown', { button: 0, pointerId: 1 });
    await top.trigger('pointerup', { button: 0, pointerId: 1 });
    vi.advanceTimersByTime(300);
    expect(w.find('.kb-held').exists()).toBe(false);
    expect(w.emitted('move')).toBeUndefined();
    expect(w.emitted('tap')).toBeUndefined();
    expect(w.emitted('refuse')).toEqual([['T1', 'T3', 0]]);
    expect(w.get('.kb-live').text()).toBe('Cannot put it on column 3');
  });

  it('refuses an illegal keyboard put-down and emits nothing', async () => {
    const w = mountBoard(dealt());
    await w.get('[data-pile="T1"]').trigger('keydown', { key: 'Enter' });
    await w.get('[data-pile="T3"]').trigger('keydown', { key: 'Enter' });
    expect(w.emitted('move')).toBeUndefined();
    // the game machine is asked to refuse the move, so the player hears the engine's reason
    expect(w.emitted('refuse')).toEqual([['T1', 'T3', 0]]);
    expect(w.get('.kb-live').text()).toBe('Cannot put it on column 3');
    expect(w.find('.kb-held').exists()).toBe(true);
    await w.get('[data-pile="T3"]').trigger('keydown', { key: 'Escape' });
    expect(w.find('.kb-held').exists()).toBe(false);
  });

  it('marks the drop targets the engine gives when a drag starts, keeps them while the pointer moves, and clears them when the cards glide back', async () => {
    const w = mountBoard(dealt());
    const ad = w.get('[data-card="Ad"]');
    const targeted = () => w.findAll('.kb-target').map((p) => p.attributes('data-pile'));
    await ad.trigger('pointerdown', { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
    expect(targeted()).toEqual([]);
    await ad.trigger('pointermove', { pointerId: 1, clientX: 20, clientY: 0 });
    expect(targeted()).toEqual(['F1', 'F2', 'F3', 'F4']);
    expect(w.get('[data-pile="T1"] .kb-place').classes()).toContain('kb-lifted');
    await ad.trigger('pointermove', { pointerId: 1, clientX: 40, clientY: 30 });
    expect(targeted()).toEqual(['F1', 'F2', 'F3', 'F4']);
    await ad.trigger('pointercancel', { pointerId: 1 });
    expect(targeted()).toEqual([]);
    expect(w.emitted('move')).toBeUndefined();
  });

  it('fans the last three waste cards in draw 3, each with data-card', () => {
    const p = parsePosition('T1:; T2:; T3:; T4:; T5:; T6:; T7:; F: Ks Kh 9d Kc; S:; W: Td Jd Qd Kd');
    if (!p.ok) throw new Error(p.error.message);
    const w = mountBoard(p.value, 3);
    const cards = w.findAll('[data-pile="W"] [data-card]').map((c) => c.attributes('data-card'));
    expect(cards).toEqual(['Td', 'Jd', 'Qd', 'Kd']);
    expect(w.find('[data-pile="F2"] [data-card="Kh"]').exists()).toBe(true);
  });
});

describe('Board in the Thoughtful variant (RULES §10)', () => {
  it('shows the faces of face-down cards, still marked face down and without data-card', () => {
    const w = mount(Board, { props: { position: dealt(), rules: makeRules({ thoughtful: true }) } });
    const t7 = w.get('[data-pile="T7"]');
    const down = t7.findAll('[data-face="down"]');
    expect(down).toHaveLength(6);
    expect(down.every((d) => d.attributes('data-card') === undefined)).toBe(true);
    expect(down[0]!.attributes('aria-label')).toBe('face-down card: 7 of spades, Column 7');
    expect(w.get('[data-pile="S"] [data-face="down"]').attributes('aria-label')).toBe(
      'face-down card: 3 of diamonds, Stock',
    );
    expect(t7.findAll('[data-card]')).toHaveLength(1);
  });

  it('takes the comforts as props: four-colour suits, larger print, the left-handed layout', async () => {
    const w = mountBoard(dealt());
    const board = w.get('.kb-board');
    expect(board.classes()).not.toContain('kb-four-colour');
    const normal = Number(w.get('[data-card="Ad"] .kb-rank').attributes('font-size'));
    await w.setProps({ fourColour: true, largerCards: true, leftHanded: true });
    expect(board.classes()).toEqual(expect.arrayContaining(['kb-four-colour', 'kb-larger', 'kb-left-handed']));
    expect(w.get('[data-card="Ad"]').classes()).toContain('kb-s2');
    expect(Number(w.get('[data-card="Ad"] .kb-rank').attributes('font-size'))).toBeGreaterThan(normal);
    // the piles keep their order in the DOM (keyboard and screen readers): only the picture moves
    expect(
      w
        .findAll('[data-pile]')
        .map((p) => p.attributes('data-pile'))
        .slice(0, 6),
    ).toEqual(['S', 'W', 'F1', 'F2', 'F3', 'F4']);
  });

  it('moves nothing unless asked to (motion is off by default)', () => {
    expect(mountBoard(dealt()).get('.kb-board').classes()).not.toContain('kb-motion');
  });

  it('says when motion is ready (its lazy animator loaded), and that it is not once motion is off', async () => {
    const w = mountBoard(dealt());
    const ready = () => w.get('.kb-board').attributes('data-motion-ready');
    expect(ready()).toBeUndefined();
    await w.setProps({ motion: true });
    // a hang guard, not a time limit: the chunk loads through vite's transform, slow on a busy machine
    await expect.poll(ready, { interval: 5 }).toBe('true');
    await w.setProps({ motion: false });
    expect(ready()).toBeUndefined();
    await w.setProps({ motion: true });
    expect(ready()).toBe('true');
  });
});
