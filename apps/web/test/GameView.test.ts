import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { gameFromDeck, makeRules, parseDeck } from '@klondike/engine';
import GameView from '../src/components/GameView.vue';
import { makeI18n } from '../src/i18n/index.js';
import { resetSettingsForTests, useSettings } from '../src/settings/useSettings.js';
import { W1 } from '@klondike/engine/testing';

const game = (scoring: 'normal' | 'vegas' = 'normal') => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gameFromDeck(deck.value, makeRules({ scoring }));
};

const mountGame = (scoring: 'normal' | 'vegas' = 'normal') =>
  mount(GameView, {
    props: { initialGame: game(scoring), startedAt: new Date().toISOString() },
    global: { plugins: [makeI18n(['en'])] },
    attachTo: document.body,
  });

describe('GameView', () => {
  it('shows the score, actions, the undo button disabled at the start', () => {
    const w = mountGame();
    expect(w.get('[data-testid="score"]').text()).toBe('0');
    expect(w.get('[data-testid="actions"]').text()).toBe('0');
    expect(w.get('[data-testid="undo"]').attributes('disabled')).toBeDefined();
    expect(w.get('[data-testid="game-code"]').text()).toBe('custom deal');
    expect(w.find('[data-testid="won"]').exists()).toBe(false);
  });

  it('shows a Vegas score as -$52', () => {
    expect(mountGame('vegas').get('[data-testid="score"]').text()).toBe('-$52');
  });

  it('draws when the stock is tapped, then undo takes it back', async () => {
    const w = mountGame();
    const back = w.get('[data-pile="S"] [data-face="down"]');
    await back.trigger('pointerdown', { button: 0, pointerId: 1 });
    await back.trigger('pointerup', { button: 0, pointerId: 1 });
    await flushPromises();
    expect(w.get('[data-pile="W"] [data-card]').attributes('data-card')).toBe('3d');
    expect(w.get('[data-testid="actions"]').text()).toBe('1');
    await w.get('[data-testid="undo"]').trigger('click');
    expect(w.find('[data-pile="W"] [data-card]').exists()).toBe(false);
    expect(w.emitted('changed')).toHaveLength(2);
    // "actions" are the journal entries that are not undos (engine journalCounts): an undo does not
    // take the draw out of the count (the header has this one meaning; it once showed the move log)
    expect(w.get('[data-testid="actions"]').text()).toBe('1');
  });

  it('redo (RULES §5): disabled until an undo, then plays the undone draw again; Ctrl+Y does the same', async () => {
    const w = mountGame();
    const redo = () => w.get('[data-testid="redo"]');
    expect(redo().attributes('disabled')).toBeDefined();
    const back = w.get('[data-pile="S"] [data-face="down"]');
    await back.trigger('pointerdown', { button: 0, pointerId: 1 });
    await back.trigger('pointerup', { button: 0, pointerId: 1 });
    await flushPromises();
    expect(redo().attributes('disabled')).toBeDefined();
    await w.get('[data-testid="undo"]').trigger('click');
    expect(redo().attributes('disabled')).toBeUndefined();
    await redo().trigger('click');
    expect(w.get('[data-pile="W"] [data-card]').attributes('data-card')).toBe('3d');
    expect(redo().attributes('disabled')).toBeDefined();
    await w.get('[data-testid="undo"]').trigger('click');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true }));
    await flushPromises();
    expect(w.get('[data-pile="W"] [data-card]').attributes('data-card')).toBe('3d');
    expect(w.get('[data-testid="actions"]').text()).toBe('3');
  });

  describe('the double-tap window setting', () => {
    afterEach(() => {
      localStorage.clear();
      resetSettingsForTests();
    });

    it('reaches the board: 250 ms by default, then what the player sets', async () => {
      const w = mountGame();
      const board = w.findComponent({ name: 'Board' });
      expect(board.props('tapWindowMs')).toBe(250);
      useSettings().update({ tapWindowMs: 180 });
      await flushPromises();
      expect(board.props('tapWindowMs')).toBe(180);
    });
  });
});
