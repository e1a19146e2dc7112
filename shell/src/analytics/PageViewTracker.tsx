// Records each public route view first-party (issue: page-view beacon). The title is read once the
// page has set it; the referrer is the previous route inside the site, or the outside origin.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { cleanReferrer, ownerOf, sendSiteEvent } from '@firm/shared-contracts';

/** Time for the page to set its title before the view is recorded. */
const TITLE_SETTLE_MS = 400;

/** Staff screens are not site traffic. */
export function isTrackedPath(pathname: string): boolean {
  return ownerOf(pathname).remote !== 'admin';
}

export function PageViewTracker() {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);
  useEffect(() => {
    const referrer = previousPath.current ?? cleanReferrer(document.referrer, window.location.origin);
    previousPath.current = pathname;
    if (!isTrackedPath(pathname)) return;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      sendSiteEvent({ type: 'page_view', path: pathname, title: document.title, referrer });
    };
    const timer = window.setTimeout(send, TITLE_SETTLE_MS);
    // Leaving the route sooner still counts the view: cleanups run before the next page's
    // effects set its title, so the title read here is still this page's.
    return () => {
      window.clearTimeout(timer);
      send();
    };
  }, [pathname]);
  return null;
}
