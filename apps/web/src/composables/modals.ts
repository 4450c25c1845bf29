import type { FocusTrap } from 'focus-trap';

/**
 * The focus traps of the panels and dialogs open now, the topmost last: the one stack `useModal`
 * hands to focus-trap (so a panel opened over another pauses it). A module of its own, with no
 * import but a type, so the game view can ask `modalOpen()` without carrying focus-trap in the
 * first paint.
 */
export const openModals: FocusTrap[] = [];

/**
 * Whether a panel or dialog is open: while one is, the game's own keys (undo, the help's `?`)
 * must not act on the board behind it.
 * @returns true while any `useModal` panel is mounted
 */
export const modalOpen = (): boolean => openModals.length > 0;
