// The site's one dialog: focus moves in and is trapped, Escape and a backdrop click close it,
// and focus returns to whatever opened it. Rendered in a portal above the page.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(11, 31, 58, 0.72);
`;

const Panel = styled.div<{ $wide: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '960px' : '640px')};
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.graphite};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &:focus {
    outline: none;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.mist};
  color: ${({ theme }) => theme.color.ink};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** Accessible name of the dialog. */
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  closeLabel?: string;
  /**
   * Where focus returns on closing; by default whatever had focus when the dialog opened. Pass the
   * opener when it is known: some browsers (Safari) do not focus a button that is clicked.
   */
  returnFocusTo?: HTMLElement | null;
}

export function Modal({ title, onClose, children, wide = false, closeLabel = 'Close', returnFocusTo }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocusTo);

  useEffect(() => {
    const opener = returnFocusRef.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstEl || document.activeElement === panel)) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // The press would otherwise move focus to the page (the backdrop is not focusable) right
        // after the closing dialog has returned it to the opener.
        event.preventDefault();
        onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} $wide={wide}>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </CloseButton>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
