import { onScopeDispose, ref, type Ref } from 'vue';
import { canPickUp, dropAction, refusedDropMove, type ColumnPile, type DropMove, type Pile } from '@klondike/engine';
import { pileAt, type BoardInput } from './boardInput.js';
import { mostCoveredPile, type Box } from './dropZone.js';
import { pickUp, type PickedUp } from './pickUp.js';
import type { Lift } from './Pile.vue';

/** Cards being dragged: what was picked up, how far the pointer has moved them, and whether they glide back. */
export interface Drag extends PickedUp {
  /** Pixels from where the press began. */
  readonly dx: number;
  readonly dy: number;
  /** True while a refused drop glides back to its pile. */
  readonly returning: boolean;
}

/** What the pointer reports to the rest of the board. */
export interface PointerHandlers {
  /** A press began (the player is using the pointer, not the keyboard). */
  press(): void;
  /** A press ended without a drag: a tap on `pile` at card `index` (-1 for an empty slot). */
  tap(pile: Pile, index: number): void;
  /** A press became a drag: a waiting single tap should happen now. */
  dragStart(): void;
  /** A drop the engine accepts. */
  move(move: DropMove): void;
  /** A refused drop: the move whose refusal (the game machine's) says why (see `refusedDropMove`). */
  refuse(move: { type: 'move'; from: DropMove['from']; to: ColumnPile | 'F'; index: number }): void;
}

interface Press {
  readonly pile: Pile;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly id: number;
  readonly pickable: boolean;
}

/** Pixels a mouse must travel before a press counts as a drag (twice that for a finger). */
const DRAG_THRESHOLD = 6;
/** How long a refused drop takes to glide back, in milliseconds (the CSS transition's length). */
const GLIDE_BACK_MS = 400;

/**
 * Drag and drop with pointer events (the part chessground calls `drag`): a press on a card the
 * engine lets the player pick up becomes a drag once it travels past a threshold; the drop targets
 * are asked of the engine then, once. On release the cards go to the accepting pile the dragged card
 * covers most (see dropZone.ts), or else to the pile under the pointer, if the engine's `dropAction`
 * accepts it; otherwise they glide back. The pointer is captured by `root` so a drag survives leaving a pile.
 */
export function usePointerDrag(input: BoardInput, root: Ref<HTMLElement | null>, report: PointerHandlers) {
  let press: Press | null = null;
  const drag = ref<Drag | null>(null);
  /** The picked-up card's box when the drag began, before it was lifted; null where nothing is laid out. */
  let liftedBox: Box | null = null;
  let returnTimer: ReturnType<typeof setTimeout> | null = null;

  function endReturn(): void {
    if (returnTimer) clearTimeout(returnTimer);
    returnTimer = null;
    if (drag.value?.returning) drag.value = null;
  }

  function glideBack(): void {
    const d = drag.value;
    if (!d) return;
    drag.value = { ...d, dx: 0, dy: 0, returning: true };
    returnTimer = setTimeout(endReturn, GLIDE_BACK_MS);
  }

  function onPointerDown(e: PointerEvent): void {
    if (!input.interactive || e.button !== 0) return;
    report.press();
    endReturn();
    const hit = pileAt(e.target);
    if (!hit) return;
    press = {
      ...hit,
      x: e.clientX,
      y: e.clientY,
      id: e.pointerId,
      pickable: canPickUp(input.position, hit.pile, hit.index),
    };
    try {
      root.value?.setPointerCapture(e.pointerId);
    } catch {
      // capture is a convenience: without it the drag still follows while the pointer is over the board
    }
  }

  function onPointerMove(e: PointerEvent): void {
    if (!press || press.id !== e.pointerId) return;
    const dx = e.clientX - press.x;
    const dy = e.clientY - press.y;
    if (!drag.value) {
      // a finger wobbles more than a mouse: a touch must travel further before it counts as a drag
      const threshold = e.pointerType === 'touch' ? DRAG_THRESHOLD * 2 : DRAG_THRESHOLD;
      if (!press.pickable || Math.hypot(dx, dy) < threshold) return;
      report.dragStart();
      liftedBox = boxOf(`[data-pile="${press.pile}"] [data-index="${press.index}"]`);
      drag.value = { ...pickUp(input.position, input.rules, press.pile, press.index), dx, dy, returning: false };
      return;
    }
    drag.value = { ...drag.value, dx, dy };
  }

  function onPointerUp(e: PointerEvent): void {
    if (!press || press.id !== e.pointerId) return;
    const p = press;
    press = null;
    const d = drag.value;
    if (!d) {
      report.tap(p.pile, p.index);
      return;
    }
    const to =
      coveredPile(d, e.clientX - p.x, e.clientY - p.y) ?? pileAt(document.elementFromPoint(e.clientX, e.clientY))?.pile;
    const m = to ? dropAction(input.position, input.rules, d.from, d.index, to) : null;
    if (m) {
      drag.value = null;
      report.move(m);
      return;
    }
    glideBack();
    const r = to ? refusedDropMove(input.position, input.rules, d.from, d.index, to) : null;
    if (r) report.refuse(r);
  }

  /** The box of the element `selector` finds in the board, or null when it has none (no layout, as in unit tests). */
  function boxOf(selector: string): Box | null {
    const box = root.value?.querySelector(selector)?.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0 ? box : null;
  }

  /** The accepting pile the dragged card covers most, moved (dx, dy) pixels from where it was picked up. */
  function coveredPile(d: Drag, dx: number, dy: number): Pile | null {
    if (!liftedBox) return null;
    const card: Box = {
      left: liftedBox.left + dx,
      top: liftedBox.top + dy,
      width: liftedBox.width,
      height: liftedBox.height,
    };
    return mostCoveredPile(card, d.targets, (pile) => boxOf(`[data-pile="${pile}"]`));
  }

  function onPointerCancel(e: PointerEvent): void {
    if (!press || press.id !== e.pointerId) return;
    press = null;
    glideBack();
  }

  /** Ends a drag in progress at once (its indices may mean other cards in a new position); a glide back finishes. */
  function drop(): void {
    if (drag.value && !drag.value.returning) {
      drag.value = null;
      press = null;
    }
  }

  /** How the cards of `pile` are lifted, for Pile.vue, or null when nothing is dragged from it. */
  const liftOf = (pile: Pile): Lift | null => {
    const d = drag.value;
    return d && d.from === pile ? { index: d.index, dx: d.dx, dy: d.dy, returning: d.returning } : null;
  };

  onScopeDispose(() => {
    if (returnTimer) clearTimeout(returnTimer);
  });

  return { drag, liftOf, drop, onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
