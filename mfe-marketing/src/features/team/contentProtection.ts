// Content protection of the team section (docs/architecture.md#d19): the section blurs for
// 2.5 to 4 seconds when the tab is hidden or the window loses focus, team images refuse the
// context menu and dragging, copying from the section is refused, and the PrintScreen key blurs
// the section and clears the clipboard as a best effort (a browser cannot block screenshots).
// Nothing here intercepts keyboard navigation, and the blur is visual only, so screen readers
// read the section as usual.
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type MouseEvent } from 'react';

export const BLUR_MIN_MS = 2500;
export const BLUR_MAX_MS = 4000;

/** How long the section stays blurred: somewhere between 2.5 and 4 seconds. */
export function blurDurationMs(random: () => number = Math.random): number {
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(BLUR_MIN_MS + r * (BLUR_MAX_MS - BLUR_MIN_MS));
}

/** Images, and anything marked as protected media, refuse the context menu and dragging. */
export function isProtectedTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('img, [data-protected-media]') !== null;
}

export interface ProtectionHandlers {
  onContextMenu(event: MouseEvent): void;
  onDragStart(event: DragEvent): void;
  onCopy(event: ClipboardEvent): void;
}

export const protectionHandlers: ProtectionHandlers = {
  onContextMenu(event) {
    if (isProtectedTarget(event.target)) event.preventDefault();
  },
  onDragStart(event) {
    if (isProtectedTarget(event.target)) event.preventDefault();
  },
  onCopy(event) {
    event.preventDefault();
  },
};

function clearClipboardBestEffort(): void {
  try {
    void navigator.clipboard?.writeText('').catch(() => undefined);
  } catch {
    // Not allowed here; nothing else to do.
  }
}

export interface ContentProtection {
  blurred: boolean;
  handlers: ProtectionHandlers;
}

export function useContentProtection(random: () => number = Math.random): ContentProtection {
  const [blurred, setBlurred] = useState(false);
  const randomRef = useRef(random);
  randomRef.current = random;

  useEffect(() => {
    let timer: number | undefined;
    const obscure = () => {
      setBlurred(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setBlurred(false), blurDurationMs(randomRef.current));
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') obscure();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      // Observed only: the key still does whatever it does.
      if (event.key === 'PrintScreen') {
        obscure();
        clearClipboardBestEffort();
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('blur', obscure);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('blur', obscure);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);

  return { blurred, handlers: protectionHandlers };
}
