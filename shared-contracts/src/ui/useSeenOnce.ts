// Whether an element has come into view (or near it) at least once: for code and content that
// sit below the fold and need not be part of a page's first download.
import { useEffect, useState, type RefObject } from 'react';

export function useSeenOnce(ref: RefObject<Element | null>, options: IntersectionObserverInit): boolean {
  // Unseen in the first frame wherever it is drawn: a page rendered in Node (no observer) and the
  // browser that hydrates it must draw the same thing, and only the browser can tell what is seen.
  const [seen, setSeen] = useState(false);
  const { root, rootMargin, threshold } = options;
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    // Without IntersectionObserver (old browsers, tests) everything counts as seen at once.
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setSeen(true);
        }
      },
      { root, rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, ref, root, rootMargin, threshold]);
  return seen;
}
