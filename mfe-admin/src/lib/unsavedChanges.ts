// A prompt before leaving a screen with unsaved changes. React Router's useBlocker only works under
// a data router, and the shell renders a <BrowserRouter> (shell/src/app/App.tsx) that every remote
// shares, so the portal guards the ways out itself, while a screen says it holds unsaved changes:
// - closing or reloading the tab: the browser's own beforeunload prompt;
// - a link inside the page (sidebar, "Back to Posts"): a click listener that runs before React
//   Router's and cancels the click when the user stays;
// - Back and Forward: the Navigation API's navigate event, where the browser has it and lets the
//   traversal be cancelled (Chromium does; elsewhere Back leaves without asking);
// - Sign Out, which asks confirmLeaving() first (AdminLayout).
import { useEffect } from 'react';

export const LEAVE_PROMPT = 'You have unsaved changes. Leave this page and lose them?';

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * Whether a click on this link leaves the current screen within this tab: a plain left click on a
 * link to another path or query of this site. A new tab, a download, another site (the browser
 * then asks through beforeunload) or a jump within the page (#hash) is not.
 */
export function isLeavingClick(event: ClickLike, anchor: AnchorLike | null, here: { href: string }): boolean {
  if (!anchor || event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(anchor.href, here.href);
    from = new URL(here.href);
  } catch {
    return false;
  }
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

// The message of the screen holding unsaved changes, if any (one screen at a time).
let pendingMessage: string | null = null;

/** Asks before an action that leaves the screen (Sign Out); true when there is nothing to lose or the user agrees. */
export function confirmLeaving(): boolean {
  return pendingMessage === null || window.confirm(pendingMessage);
}

interface NavigateEventLike extends Event {
  navigationType?: string;
  cancelable: boolean;
}

/** While `dirty`, asks before the screen is left in any of the ways above. */
export function useUnsavedChangesPrompt(dirty: boolean, message: string = LEAVE_PROMPT): void {
  useEffect(() => {
    if (!dirty) return;
    pendingMessage = message;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!isLeavingClick(event, anchor as HTMLAnchorElement | null, window.location)) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const navigation = (window as { navigation?: EventTarget }).navigation;
    const onNavigate = (event: Event) => {
      const navigate = event as NavigateEventLike;
      if (navigate.navigationType !== 'traverse' || !navigate.cancelable) return;
      if (!window.confirm(message)) navigate.preventDefault();
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on the document runs before React's own listener on its root, so the router's
    // Link sees the click cancelled (defaultPrevented) and does not navigate.
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      pendingMessage = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty, message]);
}
