import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import {
  applyAction,
  gameFromDeck,
  gamePosition,
  makeRules,
  move,
  parseDeck,
  type Card,
  type Pile,
  type Position,
} from '@klondike/engine';
import Board from '../src/Board.vue';
import { makeCardAnimator } from '../src/cardMotion.js';
import { changedPiles, keepUnchanged } from '../src/pileChanges.js';
import { makeAppI18n } from '../src/i18n.js';
import { BOARD_MESSAGES_EN, BOARD_TEXT, boardTextFrom, englishBoardText, type BoardText } from '../src/text.js';
import { columnCards } from '../src/layout.js';
import { W1 } from '@klondike/engine/testing';

// instant taps: what a tap costs the board is what it changed, not the whole board

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** The deal of W1 (RULES §11). */
const START: Position = gamePosition(gameFromDeck(must(parseDeck(W1)), makeRules()));
/** The As of T7 home: T7 (its next card turns up) and F1 change, nothing else. */
const AFTER = must(applyAction(START, makeRules(), move('T7', 'F'))).position;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a change re-renders only the piles it touched', () => {
  it('names (renders) no card again outside the piles a move changed', async () => {
    const labelled: string[] = [];
    const counting: BoardText = {
      ...englishBoardText,
      cardLabel: (card: Card, pile: Pile, faceDown: boolean, peek: boolean) => {
        labelled.push(pile);
        return englishBoardText.cardLabel(card, pile, faceDown, peek);
      },
    };
    const w = mount(Board, {
      props: { position: START, rules: makeRules() },
      global: { provide: { [BOARD_TEXT as symbol]: counting } },
    });
    expect(labelled.length).toBeGreaterThan(10);
    labelled.length = 0;
    await w.setProps({ position: AFTER });
    await nextTick();
    expect(w.get('[data-pile="F1"] [data-card]').attributes('data-card')).toBe('As');
    expect(new Set(labelled)).toEqual(new Set(['T7', 'F1']));
  });

  it('keeps the array of every pile that draws the same cards, and the whole record when nothing changed', () => {
    const before = { T7: columnCards(START.tableau[6]!, 5), T2: columnCards(START.tableau[1]!, 5) } as Record<
      Pile,
      ReturnType<typeof columnCards>
    >;
    const next = { T7: columnCards(AFTER.tableau[6]!, 5), T2: columnCards(AFTER.tableau[1]!, 5) } as Record<
      Pile,
      ReturnType<typeof columnCards>
    >;
    const kept = keepUnchanged(before, next);
    expect(kept.T2).toBe(before.T2);
    expect(kept.T7).not.toBe(before.T7);
    const same = { T7: columnCards(START.tableau[6]!, 5), T2: columnCards(START.tableau[1]!, 5) } as Record<
      Pile,
      ReturnType<typeof columnCards>
    >;
    expect(keepUnchanged(before, same)).toBe(before);
  });

  it('lists the piles whose cards differ: a move, a draw, a turned card', () => {
    expect(changedPiles(START, AFTER)).toEqual(['F1', 'T7']);
    const drawn = must(applyAction(START, makeRules(), { type: 'draw' })).position;
    expect(changedPiles(START, drawn)).toEqual(['S', 'W']);
    expect(changedPiles(START, START)).toEqual([]);
  });
});

describe("the board's text remembered per locale", () => {
  it('asks the translate function once per text and locale, and again after a change of language', () => {
    let locale = 'en';
    const t = vi.fn(
      (key: string, named?: Record<string, unknown>) => `${locale}:${key}:${JSON.stringify(named ?? {})}`,
    );
    const text = boardTextFrom(t, () => locale);
    const first = text.cardLabel(0, 'T3', false, false);
    const label = text.pileLabel('T3', 2, 'x');
    const calls = t.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(text.cardLabel(0, 'T3', false, false)).toBe(first);
    expect(text.pileLabel('T3', 2, 'x')).toBe(label);
    expect(t.mock.calls.length).toBe(calls);
    locale = 'he';
    expect(text.cardLabel(0, 'T3', false, false)).toMatch(/^he:/);
  });

  it('names a card again when it turns face up: face up, face down and shown face down are three labels', () => {
    const text = boardTextFrom(
      (key, named) => `${key}:${JSON.stringify(named ?? {})}`,
      () => 'en',
    );
    const down = text.cardLabel(0, 'T3', true, false);
    const peeked = text.cardLabel(0, 'T3', true, true);
    const up = text.cardLabel(0, 'T3', false, false);
    expect(new Set([down, peeked, up]).size).toBe(3);
    expect(text.cardLabel(0, 'T3', true, false)).toBe(down);
  });

  it('labels the card a move turns up as face up on a board that remembers its text (the player’s set-up)', async () => {
    const i18n = makeAppI18n({ en: { messages: { board: BOARD_MESSAGES_EN }, dir: 'ltr' } }, ['en']);
    const remembered = boardTextFrom(
      (key, named, plural) =>
        plural === undefined ? i18n.global.t(key, named ?? {}) : i18n.global.t(key, named ?? {}, plural),
      () => i18n.global.locale.value,
    );
    const w = mount(Board, {
      props: { position: START, rules: makeRules() },
      global: { provide: { [BOARD_TEXT as symbol]: remembered } },
    });
    const labels = () => w.findAll('[data-pile="T7"] .kb-card').map((c) => c.attributes('aria-label'));
    const top = englishBoardText.card(START.tableau[6]!.cards[6]!);
    expect(labels()).toEqual([...Array<string>(6).fill('face-down card, Column 7'), `${top}, Column 7, face up`]);
    await w.setProps({ position: AFTER });
    await nextTick();
    const turned = englishBoardText.card(AFTER.tableau[6]!.cards[5]!);
    expect(labels()).toEqual([...Array<string>(5).fill('face-down card, Column 7'), `${turned}, Column 7, face up`]);
  });

  it('asks every time without a locale (the replay viewer, tests)', () => {
    const t = vi.fn((key: string) => key);
    const text = boardTextFrom(t);
    text.card(0);
    const once = t.mock.calls.length;
    text.card(0);
    expect(t.mock.calls.length).toBe(2 * once);
  });
});

/** A board of placed cards by hand: `[data-pile]` piles with `.kb-place > .kb-card` per card. */
function handBoard(piles: Record<string, readonly Card[]>): {
  root: HTMLElement;
  cardOf: WeakMap<Element, Card>;
  log: string[];
} {
  const root = document.createElement('div');
  const cardOf = new WeakMap<Element, Card>();
  const log: string[] = [];
  let n = 0;
  for (const [pile, cards] of Object.entries(piles)) {
    const p = document.createElement('div');
    p.dataset['pile'] = pile;
    p.innerHTML = '<div class="kb-slot"></div>';
    for (const card of cards) {
      const place = document.createElement('div');
      place.className = 'kb-place';
      const picture = document.createElement('div');
      picture.className = 'kb-card';
      picture.dataset['face'] = 'up';
      const at = n++;
      // a new place each measure: every card has moved since the last look
      let seen = 0;
      place.getBoundingClientRect = () => {
        log.push(`read ${pile}`);
        return new DOMRect(at * 10 + 100 * seen++, 0, 10, 14);
      };
      picture.getBoundingClientRect = place.getBoundingClientRect;
      const live = new Set<Animation>();
      (picture as unknown as { animate: () => Animation }).animate = () => {
        log.push(`animate ${pile}`);
        // as in a browser, a cancelled animation stops at once and says so in a later task
        const a = Object.assign(new EventTarget(), {
          cancel: () => {
            live.delete(a as unknown as Animation);
            setTimeout(() => a.dispatchEvent(new Event('cancel')));
          },
        }) as unknown as Animation;
        live.add(a);
        return a;
      };
      picture.getAnimations = () => {
        log.push('getAnimations');
        return [...live];
      };
      place.append(picture);
      p.append(place);
      cardOf.set(place, card);
    }
    root.append(p);
  }
  document.body.append(root);
  return { root, cardOf, log };
}

describe('the movement (FLIP) measures only touched piles, and reads before it writes', () => {
  it('reads the boxes of the piles a change touched and no others, all before the first animation', () => {
    const { root, cardOf, log } = handBoard({ S: [40], T1: [1, 2, 3], T2: [4, 5], T3: [6] });
    const animator = makeCardAnimator(() => root, cardOf);
    animator.look(['T1', 'T2']);
    log.length = 0;
    animator.glide(['T1', 'T2'], new Set());
    expect(log.filter((l) => l.startsWith('read')).sort()).toEqual([
      'read T1',
      'read T1',
      'read T1',
      'read T2',
      'read T2',
    ]);
    const firstWrite = log.findIndex((l) => l.startsWith('animate'));
    expect(firstWrite).toBeGreaterThan(0);
    expect(log.slice(firstWrite).every((l) => l.startsWith('animate'))).toBe(true);
    expect(log.filter((l) => l.startsWith('animate'))).toHaveLength(5);
    // getAnimations() would bring styles up to date between the writes
    expect(log).not.toContain('getAnimations');
  });

  it('keeps a card drawn over the others while a new glide replaces its old one', async () => {
    const { root, cardOf } = handBoard({ S: [40], T1: [1] });
    const animator = makeCardAnimator(() => root, cardOf);
    for (let i = 0; i < 2; i++) {
      animator.look(['T1']);
      animator.glide(['T1'], new Set());
    }
    await new Promise((r) => setTimeout(r, 10));
    expect(root.querySelector('[data-pile="T1"] .kb-place')!.classList).toContain('kb-moving');
  });
});
