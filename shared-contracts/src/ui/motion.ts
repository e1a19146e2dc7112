// Motion preferences: cards enter one after another (0.1 s apart) unless the
// visitor asked the system for reduced motion.
import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(QUERY);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Delay of the card at `index` in seconds: 0.1 s per card, none with reduced motion. */
export function staggerDelaySeconds(index: number, reducedMotion: boolean, step = 0.1): number {
  if (reducedMotion) return 0;
  return Math.round(index * step * 10) / 10;
}
