import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { parseCard } from '@klondike/engine';
import Card from '../src/Card.vue';

const card = (text: string): number => {
  const parsed = parseCard(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('Card', () => {
  it('shows rank and suit of a face-up card with its data-card hook and label', () => {
    const w = mount(Card, { props: { card: card('7h') } });
    const el = w.get('[data-card="7h"]');
    expect(el.text()).toContain('7');
    expect(el.attributes('aria-label')).toBe('7 of hearts');
    expect(el.classes()).toContain('kb-red');
    expect(el.find('svg path').exists()).toBe(true);
  });

  it('prints Ten as 10 and colours black suits black', () => {
    const w = mount(Card, { props: { card: card('Ts') } });
    expect(w.get('[data-card="Ts"]').text()).toContain('10');
    expect(w.get('[data-card="Ts"]').classes()).toContain('kb-black');
  });

  it('draws court cards with their letter', () => {
    const w = mount(Card, { props: { card: card('Qd') } });
    expect(w.get('.kb-court').text()).toBe('Q');
  });

  it('hides a face-down card: data-face="down" and no data-card, no rank', () => {
    const w = mount(Card, { props: { card: card('Kc'), faceDown: true } });
    expect(w.find('[data-card]').exists()).toBe(false);
    expect(w.get('[data-face="down"]').text()).toBe('');
    expect(w.html()).not.toContain('Kc');
  });
});
