import { describe, expect, it } from 'vitest';
import { englishBoardText } from '@klondike/board';
import { parseCard, type Pile } from '@klondike/engine';
import { boardTextFrom as boardText } from '@klondike/board';
import { makeI18n } from '../src/i18n/index.js';

describe('board text through vue-i18n', () => {
  const i18n = makeI18n(['en-US']);
  const text = boardText((key, named, plural) =>
    plural === undefined ? i18n.global.t(key, named ?? {}) : i18n.global.t(key, named ?? {}, plural),
  );

  it('counts cards by the plural rules: 1 card, 2 cards', () => {
    expect(text.pileLabel('S', 1, null)).toBe('Stock, 1 card');
    expect(text.pileLabel('S', 2, null)).toBe('Stock, 2 cards');
    expect(text.pileLabel('T3', 1, 'king of clubs')).toBe('Column 3, 1 card, king of clubs on top');
    expect(text.pileLabel('T3', 5, 'king of clubs')).toBe('Column 3, 5 cards, king of clubs on top');
    expect(englishBoardText.pileLabel('W', 1, '7 of hearts')).toBe('Waste, 1 card, 7 of hearts on top');
    expect(englishBoardText.pileLabel('W', 12, '7 of hearts')).toBe('Waste, 12 cards, 7 of hearts on top');
  });

  it('names cards and piles in the RULES §1 terms, as the board default does', () => {
    for (const c of ['As', '7h', 'Td', 'Kc']) {
      const card = parseCard(c);
      if (!card.ok) throw new Error(card.error.message);
      expect(text.card(card.value)).toBe(englishBoardText.card(card.value));
    }
    for (const pile of ['S', 'W', 'F1', 'F4', 'T1', 'T7'] as Pile[]) {
      expect(text.pile(pile)).toBe(englishBoardText.pile(pile));
      expect(text.pileLabel(pile, 0, null)).toBe(englishBoardText.pileLabel(pile, 0, null));
      expect(text.pileLabel(pile, 3, 'ace of spades')).toBe(englishBoardText.pileLabel(pile, 3, 'ace of spades'));
      expect(text.pileLabel(pile, 1, 'ace of spades')).toBe(englishBoardText.pileLabel(pile, 1, 'ace of spades'));
    }
  });

  it('sets the document direction from the locale', () => {
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('keyboard announcements through vue-i18n', () => {
  const i18n = makeI18n(['en']);
  const text = boardText((key, named) => i18n.global.t(key, named ?? {}));
  it('match the board defaults', () => {
    expect(text.pickedUp('7 of hearts')).toBe(englishBoardText.pickedUp('7 of hearts'));
    expect(text.putBack()).toBe(englishBoardText.putBack());
    expect(text.cannotPut('Column 3')).toBe(englishBoardText.cannotPut('Column 3'));
  });
});
