// A prompt before leaving a screen with unsaved changes, while the screen says it holds some:
// - any navigation of the app's router (a link, Back and Forward, a redirect after an action):
//   React Router's blocker, which holds the navigation until the user answers;
// - closing or reloading the tab, or leaving for another site: the browser's own beforeunload
//   prompt;
// - Sign Out, which asks confirmLeaving() first (AdminLayout), as signing out ends the screen
//   without a navigation the blocker could hold.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_PROMPT = 'You have unsaved changes. Leave this page and lose them?';

// The message of the screen holding unsaved changes, if any (one screen at a time).
let pendingMessage: string | null = null;

/** Asks before an action that leaves the screen (Sign Out); true when there is nothing to lose or the user agrees. */
export function confirmLeaving(): boolean {
  return pendingMessage === null || window.confirm(pendingMessage);
}

/** While `dirty`, asks before the screen is left in any of the ways above. */
export function useUnsavedChangesPrompt(dirty: boolean, message: string = LEAVE_PROMPT): void {
  // A jump within the screen (a #hash) leaves nothing behind.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    pendingMessage = message;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      pendingMessage = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, message]);
}
