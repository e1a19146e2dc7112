// When the desktop dropdowns (Company, Resources) open and close on hover. A mouse resting on a
// menu's button opens it, as visitors expect of a site's top menu; clicks and the keyboard work
// as before. What opened a menu decides what closes it: leaving closes a menu that hovering
// opened, while one opened by a click or the keyboard stays until dismissed (Escape, a click
// outside, moving focus away), so a keyboard user's menu never closes under a passing pointer.

/** How the open menu was opened. */
export type MenuOpener = 'hover' | 'press';

/** A short pause before opening, so a pointer crossing the header on its way elsewhere opens nothing. */
export const HOVER_OPEN_DELAY_MS = 100;

/** The grace before a hovered menu closes: time to move diagonally from the button into the panel. */
export const HOVER_CLOSE_DELAY_MS = 300;

/** Hover is for pointers that hover (a mouse or a pen); a touch is a tap, handled as a click. */
export function opensOnHover(pointerType: string): boolean {
  return pointerType === 'mouse' || pointerType === 'pen';
}

/**
 * Whether the menu is open after its button is activated. A mouse click on a menu the pointer has
 * just opened keeps it open (the visitor clicked what they already see) and from then on it stays
 * when the pointer leaves; otherwise the button toggles, as it always did (and always does from
 * the keyboard).
 */
export function openAfterActivation(open: boolean, openedBy: MenuOpener | null, fromKeyboard: boolean): boolean {
  if (open && openedBy === 'hover' && !fromKeyboard) return true;
  return !open;
}

/** Whether the pointer leaving the menu closes it: only a menu that hovering opened. */
export function closesOnLeave(open: boolean, openedBy: MenuOpener | null): boolean {
  return open && openedBy === 'hover';
}
