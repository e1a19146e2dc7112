// Motion preferences: cards enter one after another (0.1 s apart) unless the
// visitor asked the system for reduced motion.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function onPreferenceChange(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// A rendered copy cannot know the visitor's preference: it is drawn with motion (CSS media
// queries still stop the animations), and the browser that hydrates it draws the same first
// frame, then follows the preference.
const motionOnServer = () => false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(onPreferenceChange, prefersReducedMotion, motionOnServer);
}

/** Delay of the card at `index` in seconds: 0.1 s per card, none with reduced motion. */
export function staggerDelaySeconds(index: number, reducedMotion: boolean, step = 0.1): number {
  if (reducedMotion) return 0;
  return Math.round(index * step * 10) / 10;
}
