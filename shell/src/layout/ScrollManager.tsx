// Every navigation scrolls to the top, or to the hash target; a target that a remote renders
// late (after its data loads) is waited for, a few seconds at most (docs/architecture.md#d13).
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export const HASH_WAIT_MS = 5000;

/** Scrolls to the element with the given id once it exists; returns a cancel function. */
export function scrollToHashWhenReady(id: string, timeoutMs = HASH_WAIT_MS): () => void {
  const scroll = (el: Element) => el.scrollIntoView({ block: 'start' });
  const existing = document.getElementById(id);
  if (existing) {
    scroll(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const el = document.getElementById(id);
    if (el) {
      observer.disconnect();
      window.clearTimeout(timer);
      // Let the newly rendered content lay out before measuring.
      window.requestAnimationFrame(() => scroll(el));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), timeoutMs);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash.length > 1) {
      return scrollToHashWhenReady(decodeURIComponent(hash.slice(1)));
    }
    // Back/forward keeps the browser's own position.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key, navigationType]);
  return null;
}
