import { computed, type ComputedRef, type Ref } from 'vue';
import { foundationSuit, tapAction, type Pile } from '@klondike/engine';
import { columnCards, foundationCards, pileCards, wasteCards, type ColumnSteps, type PlacedCard } from './layout.js';
import { boardPiles } from './pilePlaces.js';
import type { BoardInput } from './boardInput.js';
import { keepUnchanged } from './pileChanges.js';
import type { BoardText } from './text.js';

/** What the board draws for a position: each pile's placed cards and label, and the empty stock's mark. */
export interface BoardModel {
  readonly placed: ComputedRef<Record<Pile, PlacedCard[]>>;
  readonly labels: ComputedRef<Record<Pile, string>>;
  /** What the empty stock offers: `recycle` if a tap would recycle (asked of the engine), else `stop`. */
  readonly stockMark: ComputedRef<'recycle' | 'stop'>;
  /** The index of a pile's top card, -1 when it is empty. */
  topIndex(pile: Pile): number;
}

/**
 * The render model of the board (the part chessground calls `board` + `render`): the cards of every
 * pile placed by the layout, and the piles' ARIA labels.
 * @param fit the tableau's height in card heights and the overlap steps (layout.ts `boardGeometry`), so long columns squeeze to fit
 */
export function useBoardModel(
  input: BoardInput,
  fit: Ref<{ readonly room: number; readonly steps: ColumnSteps }>,
  text: BoardText,
): BoardModel {
  /** The top card's name of a pile, for its label; the stock's top is face down and not named. */
  function topName(pile: Pile): string | null {
    if (pile === 'S') return null;
    const cards = pileCards(input.position, pile);
    const top = cards[cards.length - 1];
    return top === undefined ? null : text.card(top);
  }

  // An unchanged pile keeps its array, so its Pile (and its cards) do not render again on a change elsewhere.
  const placed = computed<Record<Pile, PlacedCard[]>>((previous) => {
    const p = input.position;
    const stockTop = p.stock.length - 1;
    const out = {
      S: stockTop >= 0 ? [{ card: p.stock[stockTop]!, faceDown: true, index: stockTop, x: 0, y: 0 }] : [],
      W: wasteCards(p.waste, input.rules.draw),
    } as Record<Pile, PlacedCard[]>;
    const piles = boardPiles(p);
    piles.foundations.forEach((f, k) => (out[f] = foundationCards(foundationSuit(k), p.foundations[k]!)));
    piles.columns.forEach(
      (t, n) => (out[t] = columnCards(p.tableau[n]!, fit.value.room, input.rules.thoughtful, fit.value.steps)),
    );
    return keepUnchanged(previous, out);
  });

  const labels = computed<Record<Pile, string>>(() => {
    const out = {} as Record<Pile, string>;
    const piles = boardPiles(input.position);
    for (const pile of [...piles.top, ...piles.columns])
      out[pile] = text.pileLabel(pile, pileCards(input.position, pile).length, topName(pile));
    return out;
  });

  const stockMark = computed(() => (tapAction(input.position, input.rules, 'S') ? 'recycle' : 'stop'));

  const topIndex = (pile: Pile): number => pileCards(input.position, pile).length - 1;

  return { placed, labels, stockMark, topIndex };
}
