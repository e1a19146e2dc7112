// Small window hooks of the public layout: scroll thresholds and the body scroll lock.
import { useEffect, useState } from 'react';

/** Header state rule: solid once the page is scrolled past 50 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/** Scroll-to-top rule: shown after 20 percent of the page has been scrolled. */
export const SCROLL_TOP_THRESHOLD_RATIO = 0.2;

export function isPastHeaderThreshold(): boolean {
  return window.scrollY > HEADER_SCROLL_THRESHOLD_PX;
}

/** Share of the scrollable height already scrolled, 0 when the page does not scroll. */
export function scrolledRatio(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? window.scrollY / scrollable : 0;
}

export function isPastScrollTopThreshold(): boolean {
  return scrolledRatio() > SCROLL_TOP_THRESHOLD_RATIO;
}

/**
 * A boolean derived from the window's scroll position, re-checked on scroll and resize.
 * `test` must be a stable function (module level), so the listeners are set up once.
 */
export function useScrollCondition(test: () => boolean): boolean {
  const [value, setValue] = useState(false);
  useEffect(() => {
    const update = () => setValue(test());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [test]);
  return value;
}

/** Stops the page behind an open overlay from scrolling; restores the previous value after. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}

/** Calls `onEnter` when the viewport reaches `minWidth` (used to close the mobile menu). */
export function useMinWidth(minWidth: number, onEnter: () => void): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(`(min-width: ${minWidth}px)`);
    const onChange = () => {
      if (list.matches) onEnter();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [minWidth, onEnter]);
}
