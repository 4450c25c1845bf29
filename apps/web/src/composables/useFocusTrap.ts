import { onBeforeUnmount, onMounted, type Ref } from 'vue';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus inside a dialog while it is open (Tab and Shift+Tab wrap around its
 * controls) and gives focus back, when it closes, to what had it before (the button that opened it),
 * if that is still on the page. A dialog that focuses a control of its own when mounted keeps that
 * focus; otherwise its first control gets it.
 * @param root the dialog's element (its overlay)
 */
export function useFocusTrap(root: Ref<HTMLElement | null>): void {
  // taken at set-up, before the dialog's own mounted hook moves focus into it
  const before = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const focusables = (): HTMLElement[] => [...(root.value?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.getClientRects().length > 0 || el === document.activeElement);

  function onKeyDown(e: KeyboardEvent): void {
    if (e.key !== 'Tab') return;
    const all = focusables();
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !root.value?.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !root.value?.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  }

  onMounted(() => {
    const el = root.value;
    if (!el) return;
    el.addEventListener('keydown', onKeyDown);
    if (!el.contains(document.activeElement)) focusables()[0]?.focus();
  });
  onBeforeUnmount(() => {
    root.value?.removeEventListener('keydown', onKeyDown);
    if (before?.isConnected) before.focus();
  });
}
