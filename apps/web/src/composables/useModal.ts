import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { openModals } from './modals.js';

/** What a panel does on Escape and on a click of its dimmed backdrop. */
export interface ModalOptions {
  /**
   * The control that takes focus when the panel opens; absent or not on the page: the panel's
   * first control (or the overlay itself while the panel has none).
   */
  initialFocus?: Readonly<Ref<HTMLElement | null>>;
  /**
   * Escape, wherever focus is while the panel is the topmost one (on the page's body too, as after
   * a click on the panel's text). Absent: Escape does nothing.
   */
  onEscape?: () => void;
  /** A click on the dimmed backdrop itself (not on the panel). Absent: the click keeps the panel open. */
  onBackdrop?: () => void;
}

/** The opener itself if still on the page, else its re-rendered twin (same `data-testid` or `id`). */
function returnTarget(before: HTMLElement | null): HTMLElement | null {
  if (!before) return null;
  if (before.isConnected) return before;
  const testId = before.dataset['testid'];
  const selector = testId ? `[data-testid="${CSS.escape(testId)}"]` : before.id ? `#${CSS.escape(before.id)}` : null;
  return selector ? document.querySelector<HTMLElement>(selector) : null;
}

/**
 * Makes a panel or dialog modal: the one composable of every panel (Games menu, New game, Settings,
 * Help, Statistics, Analyse my games, the win panel), with focus-trap under it.
 *
 * - While mounted, keyboard focus stays inside `root`: Tab and Shift+Tab wrap around its controls;
 *   a click on the backdrop or on the panel's text leaves focus on the overlay (it is focusable,
 *   `tabindex="-1"`), never on the page's body, so Escape and Tab keep working.
 * - Escape calls `onEscape` (the panel decides what closing means, then unmounts itself).
 * - On unmount, focus goes back to what had it when the panel was set up (the button that opened
 *   it), if that is still on the page; if it was rendered anew meanwhile (a new game rebuilds the
 *   game view, its New game button with it), to the control now on the page with the same
 *   `data-testid` or `id`.
 * - Panels opened over one another share one stack (`openModals`): only the topmost one listens,
 *   and `modalOpen()` tells the game view to keep its keys (undo, `?`) off the board behind. A panel
 *   opened from another (Statistics from the Games menu) is mounted over it, the one below kept:
 *   Escape closes the top one only, and focus goes back to the item below that opened it.
 *
 * @param root the panel's overlay element (the dimmed backdrop covering the page)
 * @param options initial focus, Escape and backdrop behaviour
 */
export function useModal(root: Ref<HTMLElement | null>, options: ModalOptions = {}): void {
  // taken at set-up, before anything of the panel is focused
  const before =
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let trap: FocusTrap | null = null;

  const onClick = (e: MouseEvent): void => {
    if (e.target === root.value) options.onBackdrop?.();
  };

  onMounted(() => {
    const el = root.value;
    if (!el) return;
    if (!el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.addEventListener('click', onClick);
    trap = createFocusTrap(el, {
      trapStack: openModals,
      initialFocus: () => (options.initialFocus?.value?.isConnected ? options.initialFocus.value : undefined),
      fallbackFocus: el,
      escapeDeactivates: () => {
        options.onEscape?.();
        // the panel closes by unmounting, which deactivates the trap
        return false;
      },
      // the overlay covers the page, so a click outside it is a script's: a download's link (download.ts)
      allowOutsideClick: (e) => !e.isTrusted,
      setReturnFocus: () => returnTarget(before) ?? false,
      // synchronous: the panel is focused as soon as it is on the page, the opener as soon as it is gone
      delayInitialFocus: false,
      delayReturnFocus: false,
      tabbableOptions: { displayCheck: 'full-native' },
    });
    trap.activate();
  });

  onBeforeUnmount(() => {
    root.value?.removeEventListener('click', onClick);
    trap?.deactivate();
    trap = null;
  });
}
