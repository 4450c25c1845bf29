import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { dealDeck, dealPosition, JOKER, makeRules, parsePosition, VARIANTS, type Position } from '@klondike/engine';
import Board from '../src/Board.vue';
import Card from '../src/Card.vue';
import { CARD_LOOK } from '../src/cardLook.js';
import { cardFace } from '../src/cardFace.js';
import { englishBoardText } from '../src/text.js';
import { ref } from 'vue';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the joker (RULES §10.2)', () => {
  it('has a face of its own: the Jk hook, its name, a colour no suit has, a star for its index and no rank', async () => {
    const w = mount(Card, { props: { card: JOKER } });
    // the picture is a lazy chunk (JokerArt.vue): its name and hook are there at once
    const el = w.get('[data-card="Jk"]');
    await expect.poll(() => el.find('svg').exists()).toBe(true);
    expect(el.attributes('aria-label')).toBe('joker');
    expect(el.classes()).toContain('kb-joker');
    expect(el.classes()).not.toContain('kb-red');
    expect(el.classes()).not.toContain('kb-black');
    // both corner indices are stars; the word is printed on the face, no rank letter in a corner
    expect(el.findAll('path.kb-index')).toHaveLength(2);
    expect(el.findAll('.kb-rank')).toHaveLength(0);
    expect(el.text()).toContain('JOKER');
    expect(cardFace(JOKER)).toMatchObject({ text: 'Jk', joker: true, court: false });
  });

  it('keeps its star and cap on a small card (one index, as compact faces have)', async () => {
    const w = mount(Card, {
      props: { card: JOKER },
      global: { provide: { [CARD_LOOK as symbol]: ref({ index: 34, compact: true }) } },
    });
    await expect.poll(() => w.find('svg').exists()).toBe(true);
    expect(w.findAll('path.kb-index')).toHaveLength(1);
    expect(w.find('.kb-emblem').exists()).toBe(true);
  });

  it('is named where it lies, face down it is not named', () => {
    expect(englishBoardText.cardLabel(JOKER, 'T3', false, false)).toBe('joker, Column 3, face up');
    expect(englishBoardText.cardLabel(JOKER, 'T3', true, false)).toBe('face-down card, Column 3');
  });

  it('is drawn twice in one column, face down under the 8s and face up on it', () => {
    const jokers = makeRules({ variant: 'jokers' });
    const p = parsePosition(
      'T1: #Jk 8s Jk; T2:; T3:; T4:; T5:; T6:; T7:; F: 7s Kh Kd Kc; S: 9s Ts Js Qs Ks; W:',
      jokers.variant,
    );
    if (!p.ok) throw new Error(p.error.message);
    const w = mount(Board, { props: { position: p.value, rules: jokers }, attachTo: document.body });
    expect(w.get('[data-pile="T1"]').findAll('.kb-place')).toHaveLength(3);
    expect(w.get('[data-pile="T1"]').findAll('[data-card="Jk"]')).toHaveLength(1);
  });
});

describe('Double Klondike on the board (RULES §10.1)', () => {
  const rules = makeRules({ variant: 'double' });
  const deal = (): Position => dealPosition(dealDeck(6, VARIANTS.double), VARIANTS.double);

  it('has the piles of the position: stock, waste, F1..F8, T1..T9', () => {
    const w = mount(Board, { props: { position: deal(), rules }, attachTo: document.body });
    expect(w.findAll('[data-pile]').map((p) => p.attributes('data-pile'))).toEqual([
      'S',
      'W',
      'F1',
      'F2',
      'F3',
      'F4',
      'F5',
      'F6',
      'F7',
      'F8',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
      'T9',
    ]);
    expect(w.get('[data-pile="T9"]').findAll('[data-face="down"]')).toHaveLength(8);
    expect(w.findAll('[data-pile^="T"] [data-card]')).toHaveLength(9);
    expect(w.get('[data-pile="S"]').attributes('aria-label')).toBe('Stock, 59 cards');
  });

  it('names F5..F8 as the second foundation of their suit, and shows each pile of a suit its own cards', () => {
    const p = parsePosition(
      'T1:; T2:; T3:; T4:; T5:; T6:; T7:; T8:; T9:; F: Ks Kh Kd Kc Ks Kh Kd Qc; S: Kc; W:',
      VARIANTS.double,
    );
    if (!p.ok) throw new Error(p.error.message);
    const w = mount(Board, { props: { position: p.value, rules }, attachTo: document.body });
    expect(w.get('[data-pile="F1"]').attributes('aria-label')).toBe(
      'Foundation spades, 13 cards, king of spades on top',
    );
    expect(w.get('[data-pile="F5"]').attributes('aria-label')).toBe(
      'Foundation spades 2, 13 cards, king of spades on top',
    );
    expect(w.get('[data-pile="F8"]').attributes('aria-label')).toBe(
      'Foundation clubs 2, 12 cards, queen of clubs on top',
    );
    // two cards drawn (the top one and the one under it), of the pile's own suit
    expect(
      w
        .get('[data-pile="F8"]')
        .findAll('[data-card]')
        .map((c) => c.attributes('data-card')),
    ).toEqual(['Jc', 'Qc']);
  });
});
