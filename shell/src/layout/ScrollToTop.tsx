// The scroll-to-top button: shown once 20 percent of the page has been
// scrolled; scrolls smoothly to the top unless the visitor prefers reduced motion. Focus goes to
// the top too, to the page's main heading (or, without one, the skip link): the button disappears
// once the page is at the top, and focus left on it would be lost with it, so the next Tab would
// start from wherever the browser puts a lost focus.
import styled, { keyframes } from 'styled-components';
import { media, prefersReducedMotion } from '@firm/shared-contracts';
import { isPastScrollTopThreshold, useScrollCondition } from './hooks.ts';

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Button = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: 90;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.paper};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ledger};
  color: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  animation: ${appear} 0.2s ease-out;
  &:hover {
    background: ${({ theme }) => theme.color.ledgerDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.ink};
    outline-offset: 2px;
  }
  ${media.mobile} {
    right: ${({ theme }) => theme.space[4]};
    bottom: ${({ theme }) => theme.space[4]};
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

export interface ScrollToTopProps {
  /** The main content, whose heading (h1) takes focus after the scroll. */
  mainId?: string;
  /** What takes focus when there is no main heading: the first thing on the page (the skip link). */
  focusTargetId?: string;
}

/**
 * Where focus goes at the top: the main heading, made focusable by script only (tabindex -1) so
 * it is not added to the Tab order, or else the fallback element.
 */
export function topFocusTarget(doc: Document, mainId: string | undefined, fallbackId: string | undefined): HTMLElement | null {
  const heading = mainId ? doc.getElementById(mainId)?.querySelector<HTMLElement>('h1') : null;
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return fallbackId ? doc.getElementById(fallbackId) : null;
}

export function ScrollToTop({ mainId, focusTargetId }: ScrollToTopProps) {
  const visible = useScrollCondition(isPastScrollTopThreshold);
  if (!visible) return null;

  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // preventScroll: the smooth scroll carries on rather than jumping to the focused element.
    topFocusTarget(document, mainId, focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Button type="button" aria-label="Scroll to top" onClick={onClick}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 16V4M4.5 9.5L10 4l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Button>
  );
}
