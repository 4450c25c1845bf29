import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { gameFromDeck, gamePosition, makeRules, parseDeck, type Position } from '@klondike/engine';
import Board from '../src/Board.vue';
import type { BoardHint } from '../src/hint.js';
import { W1 } from '@klondike/engine/testing';

const dealt = (): Position => {
  const deck = parseDeck(W1);
  if (!deck.ok) throw new Error(deck.error.message);
  return gamePosition(gameFromDeck(deck.value, makeRules()));
};

const mountBoard = (hint: BoardHint | null) =>
  mount(Board, { props: { position: dealt(), rules: makeRules(), hint }, attachTo: document.body });

describe('Board hint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('outlines the hinted card and its target pile, and nothing else', () => {
    const w = mountBoard({ from: 'T1', index: 0, to: 'F3' });
    expect(w.findAll('.kb-hint').map((p) => p.get('[data-card]').attributes('data-card'))).toEqual(['Ad']);
    expect(w.findAll('.kb-hinted').map((p) => p.attributes('data-pile'))).toEqual(['F3']);
  });

  it('outlines the stock for a draw, and nothing without a hint', async () => {
    const w = mountBoard({ from: 'S', index: null, to: null });
    expect(w.findAll('.kb-hinted').map((p) => p.attributes('data-pile'))).toEqual(['S']);
    expect(w.findAll('.kb-hint')).toHaveLength(0);
    await w.setProps({ hint: null });
    expect(w.findAll('.kb-hinted, .kb-hint')).toHaveLength(0);
  });
});
