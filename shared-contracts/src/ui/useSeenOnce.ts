// Whether an element has come into view (or near it) at least once: for code and content that
// sit below the fold and need not be part of a page's first download.
import { useEffect, useState, type RefObject } from 'react';

export function useSeenOnce(ref: RefObject<Element | null>, options: IntersectionObserverInit): boolean {
  // Without IntersectionObserver (old browsers, tests) everything counts as seen at once.
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  const { root, rootMargin, threshold } = options;
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
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
