import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import Pile from '../src/Pile.vue';
import { columnCards } from '../src/layout.js';

describe('Pile', () => {
  it('carries its data-pile hook, a label, and is a tab stop', () => {
    const w = mount(Pile, { props: { pile: 'T3', cards: [], label: 'Column 3, empty', mark: 'none' } });
    const el = w.get('[data-pile="T3"]');
    expect(el.attributes('tabindex')).toBe('0');
    expect(el.attributes('aria-label')).toBe('Column 3, empty');
    expect(el.classes()).toContain('kb-empty');
  });

  it('shows the suit of an empty foundation in its colour', () => {
    const w = mount(Pile, {
      props: { pile: 'F2', cards: [], label: 'Foundation hearts, empty', mark: 'suit', suit: 1 },
    });
    expect(w.get('.kb-mark').classes()).toContain('kb-red');
    expect(w.find('.kb-mark svg').exists()).toBe(true);
  });

  it('shows a column: face-down cards without data-card under face-up cards with it, each at its offset', () => {
    const cards = columnCards({ cards: [0, 14, 11, 36], down: 2 }, 10);
    const w = mount(Pile, { props: { pile: 'T1', cards, label: 'Column 1', mark: 'none' } });
    const places = w.findAll('.kb-place');
    expect(places.map((p) => p.attributes('data-index'))).toEqual(['0', '1', '2', '3']);
    expect(places[0]!.find('[data-face="down"]').exists()).toBe(true);
    expect(places[0]!.find('[data-card]').exists()).toBe(false);
    expect(places[1]!.find('[data-card]').exists()).toBe(false);
    expect(places[2]!.get('[data-card]').attributes('data-card')).toBe('Qs');
    expect(places[3]!.get('[data-card]').attributes('data-card')).toBe('Jd');
    expect(places[3]!.attributes('style')).toContain(`--y: ${cards[3]!.y}`);
  });

  it('moves a lifted run with the pointer and marks what the keyboard holds', () => {
    const cards = columnCards({ cards: [0, 14, 11, 36], down: 2 }, 10);
    const w = mount(Pile, {
      props: {
        pile: 'T1',
        cards,
        label: 'Column 1',
        mark: 'none',
        lift: { index: 2, dx: 30, dy: -10, returning: false },
        held: 3,
      },
    });
    const places = w.findAll('.kb-place');
    expect(places[1]!.classes()).not.toContain('kb-lifted');
    expect(places[2]!.classes()).toContain('kb-lifted');
    expect(places[3]!.attributes('style')).toContain('translate(30px, -10px)');
    expect(places[2]!.classes()).not.toContain('kb-held');
    expect(places[3]!.classes()).toContain('kb-held');
  });
});
