import { ref, type Ref } from 'vue';
import {
  isColumnPile,
  canPickUp,
  dropAction,
  refusedDropMove,
  pileIndex,
  type ColumnPile,
  type DropMove,
  type Pile,
} from '@klondike/engine';
import { pileAt, type BoardInput } from './boardInput.js';
import { pileCards, type BoardGeometry } from './layout.js';
import { boardPiles, columnBelow, pileAbove } from './pilePlaces.js';
import { pickUp, type PickedUp } from './pickUp.js';
import type { BoardText } from './text.js';

/** What the keyboard reports to the rest of the board. */
export interface KeyboardHandlers {
  /** Enter or Space on the stock. */
  tap(pile: Pile): void;
  /** A put-down the engine accepts. */
  move(move: DropMove): void;
  /** A refused put-down: the move whose refusal (the game machine's) says why (see `refusedDropMove`). */
  refuse(move: { type: 'move'; from: DropMove['from']; to: ColumnPile | 'F'; index: number }): void;
}

/**
 * Keyboard play (the part chessground calls `events`, for keys): arrows move a cursor over the piles
 * and, in a column, over its face-up cards; Enter or Space draws from the stock, picks up, or puts
 * down what is held; Escape puts it back. What happens is said in an ARIA live region (`spoken`).
 * @param topIndex the index of a pile's top card (from the render model)
 * @param geometry the board's geometry, for which top pile lies above which column
 */
export function useKeyboardCursor(
  input: BoardInput,
  root: Ref<HTMLElement | null>,
  topIndex: (pile: Pile) => number,
  text: BoardText,
  report: KeyboardHandlers,
  geometry: () => BoardGeometry,
) {
  /** Whether the player is using the keyboard (shows the card cursor). */
  const keyboard = ref(false);
  const held = ref<PickedUp | null>(null);
  const cursor = ref<{ pile: Pile; index: number } | null>(null);
  /** What the keyboard player hears: picked up, put back, refused. */
  const spoken = ref('');
  const announce = (message: string): void => {
    spoken.value = message;
  };

  /** The column card the keyboard cursor is on: the remembered one if still a face-up card, else the top. */
  function cursorIndex(pile: Pile): number {
    const c = cursor.value;
    if (c && c.pile === pile && canPickUp(input.position, pile, c.index)) return c.index;
    return topIndex(pile);
  }

  function focusPile(pile: Pile, index?: number): void {
    cursor.value = { pile, index: index ?? topIndex(pile) };
    root.value?.querySelector<HTMLElement>(`[data-pile="${pile}"]`)?.focus();
  }

  /** Enter or Space on a pile: draw from the stock, pick up, or put down what is held. */
  function choose(pile: Pile): void {
    const h = held.value;
    if (!h) {
      if (pile === 'S') {
        report.tap('S');
        return;
      }
      const index = isColumnPile(pile) ? cursorIndex(pile) : topIndex(pile);
      if (canPickUp(input.position, pile, index)) {
        held.value = pickUp(input.position, input.rules, pile, index);
        announce(text.pickedUp(text.card(pileCards(input.position, pile)[index]!)));
      }
      return;
    }
    if (pile === h.from) {
      held.value = null;
      announce(text.putBack());
      return;
    }
    const m = dropAction(input.position, input.rules, h.from, h.index, pile);
    if (m) {
      held.value = null;
      announce('');
      // the position changes after the app applies the move: index -1 means "its top card" from then on
      cursor.value = { pile, index: -1 };
      report.move(m);
    } else {
      // the cards stay held, so another pile may be tried; the game says why this one refused them
      announce(text.cannotPut(text.pileInSentence(pile)));
      const r = refusedDropMove(input.position, input.rules, h.from, h.index, pile);
      if (r) report.refuse(r);
    }
  }

  /**
   * A click or a touch on `pile` while cards are held (picked up by keyboard): they are put down
   * there if the engine accepts, else put back (as on their own pile); it is never a tap on the cards
   * of `pile`, so a held card is not left behind while another one moves.
   */
  function putHeldOn(pile: Pile): void {
    const h = held.value;
    if (!h) return;
    held.value = null;
    const m = pile === h.from ? null : dropAction(input.position, input.rules, h.from, h.index, pile);
    if (m) {
      announce('');
      cursor.value = { pile, index: -1 };
      report.move(m);
      return;
    }
    announce(pile === h.from ? text.putBack() : text.cannotPut(text.pileInSentence(pile)));
    const r = refusedDropMove(input.position, input.rules, h.from, h.index, pile);
    if (r) report.refuse(r);
  }

  function onKeyDown(e: KeyboardEvent): void {
    if (!input.interactive) return;
    const hit = pileAt(e.target);
    if (!hit) return;
    const pile = hit.pile;
    const piles = boardPiles(input.position);
    const row: readonly Pile[] = isColumnPile(pile) ? piles.columns : piles.top;
    // up and down follow the top row as it is set out above the columns (beside them, as if it were above)
    const g = geometry();
    const perRow = g.arrangement === 'rows' ? g.foundationGrid.columns : piles.foundations.length;
    const across = g.arrangement === 'rows' ? g.across : Math.max(piles.columns.length, 3 + perRow);
    const above = (column: number): Pile => pileAbove(column, piles.columns.length, piles.foundations, across, perRow);
    const below = (p: Pile): Pile =>
      piles.columns[columnBelow(p, piles.columns.length, piles.foundations, across, perRow)]!;
    const at = row.indexOf(pile);
    let handled = true;
    keyboard.value = true;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        // the board is laid out left to right in every locale (T1 leftmost, RULES §1)
        const step = e.key === 'ArrowRight' ? 1 : -1;
        const next = row[Math.min(row.length - 1, Math.max(0, at + step))]!;
        focusPile(next);
        break;
      }
      case 'ArrowUp': {
        if (isColumnPile(pile)) {
          const i = cursorIndex(pile);
          if (canPickUp(input.position, pile, i - 1)) cursor.value = { pile, index: i - 1 };
          else focusPile(above(pileIndex(pile as ColumnPile)));
        }
        break;
      }
      case 'ArrowDown': {
        if (isColumnPile(pile)) {
          const i = cursorIndex(pile);
          if (canPickUp(input.position, pile, i + 1)) cursor.value = { pile, index: i + 1 };
        } else focusPile(below(pile));
        break;
      }
      case 'Enter':
      case ' ':
        choose(pile);
        break;
      case 'Escape':
        handled = held.value !== null;
        if (handled) announce(text.putBack());
        held.value = null;
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  }

  function onFocusIn(e: FocusEvent): void {
    const hit = pileAt(e.target);
    if (hit && cursor.value?.pile !== hit.pile) cursor.value = { pile: hit.pile, index: topIndex(hit.pile) };
  }

  /** The index held on `pile`, or -1. */
  const heldIndex = (pile: Pile): number => (held.value && held.value.from === pile ? held.value.index : -1);
  /** The index the cursor shows on `pile` while the keyboard is in use, or -1. */
  const cursorOn = (pile: Pile): number => (keyboard.value && cursor.value?.pile === pile ? cursorIndex(pile) : -1);

  return { keyboard, held, spoken, putHeldOn, onKeyDown, onFocusIn, heldIndex, cursorOn };
}
