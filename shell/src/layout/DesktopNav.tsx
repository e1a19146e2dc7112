// Desktop navigation (768 px and up): top-level links and the Company and Resources dropdowns,
// Resources holding the nested Tools submenu. Disclosure pattern: each dropdown is a button with
// aria-expanded; Escape closes and returns focus to it, arrow keys move between the items, a
// click outside or moving focus away closes it, and any navigation closes everything. A mouse
// resting on a dropdown opens it too, and leaving closes what hovering opened (hoverMenu.ts).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media } from '@firm/shared-contracts';
import type { NavEntry, NavGroup } from './navigation.ts';
import { SmartLink } from './SmartLink.tsx';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS, closesOnLeave, openAfterActivation, opensOnHover, type MenuOpener } from './hoverMenu.ts';
import { belowLarge, tabletDown } from './metrics.ts';

const NavRoot = styled.nav`
  ${media.mobile} {
    display: none;
  }
`;

const TopList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${tabletDown} {
    gap: 0;
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const topItem = css<{ $light: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ink)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: color 0.15s ease, background-color 0.15s ease;
  &:hover {
    color: ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ledger)};
    text-decoration: underline;
    text-underline-offset: 6px;
  }
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme, $light }) => ($light ? theme.color.paper : theme.color.ledger)};
    outline-offset: 0;
  }
  ${belowLarge} {
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  ${tabletDown} {
    padding: 0 6px;
  }
`;

const TopLink = styled(SmartLink)<{ $light: boolean }>`
  ${topItem}
`;

const TopButton = styled.button<{ $light: boolean }>`
  ${topItem}
`;

const DropdownItem = styled.li`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  left: 0;
  z-index: 10;
  min-width: 240px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  /* Spans the gap above the panel, so a pointer moving down from the button stays in the menu. */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 100%;
    height: ${({ theme }) => theme.space[2]};
  }
`;

const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NestedList = styled(PanelList)`
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[1]} ${theme.space[3]}`};
  padding-left: ${({ theme }) => theme.space[2]};
  border-left: 2px solid ${({ theme }) => theme.color.line};
`;

const panelItem = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.color.graphite};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.mist};
    color: ${({ theme }) => theme.color.ledger};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.focusRing};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.ledger};
    font-weight: 700;
  }
`;

const PanelLink = styled(SmartLink)`
  ${panelItem}
`;

const PanelButton = styled.button`
  ${panelItem}
`;

const Chevron = styled.svg<{ $open: boolean; $side?: boolean }>`
  flex: none;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open, $side }) => ($side ? ($open ? 0 : -90) : $open ? 180 : 0)}deg);
`;

export function ChevronIcon({ open, side = false }: { open: boolean; side?: boolean }) {
  return (
    <Chevron $open={open} $side={side} aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
      <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </Chevron>
  );
}

/** Focusable items of a dropdown panel in document order (nested submenu items included when open). */
function panelItems(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>('a[href], button')) : [];
}

function moveFocus(panel: HTMLElement | null, key: string): boolean {
  const items = panelItems(panel);
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: HTMLElement | undefined;
  if (key === 'ArrowDown') next = items[index < 0 ? 0 : (index + 1) % items.length];
  else if (key === 'ArrowUp') next = items[index <= 0 ? items.length - 1 : index - 1];
  else if (key === 'Home') next = items[0];
  else if (key === 'End') next = items[items.length - 1];
  if (!next) return false;
  next.focus();
  return true;
}

interface SubmenuProps {
  group: NavGroup;
  onNavigate: () => void;
}

/** The nested submenu (Tools) inside a dropdown: opens in place below its button. */
function NestedSubmenu({ group, onNavigate }: SubmenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      listRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      if (open) {
        listRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
      } else {
        focusFirstOnOpen.current = true;
        setOpen(true);
      }
    } else if (event.key === 'ArrowLeft' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li>
      <PanelButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <ChevronIcon open={open} side />
      </PanelButton>
      {open ? (
        <NestedList id={id} ref={listRef} aria-label={group.label} onKeyDown={onListKeyDown}>
          <PanelEntries entries={group.items} onNavigate={onNavigate} />
        </NestedList>
      ) : null}
    </li>
  );
}

function PanelEntries({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate: () => void }) {
  return (
    <>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <NestedSubmenu key={entry.id} group={entry} onNavigate={onNavigate} />
        ) : (
          <li key={entry.label}>
            <PanelLink to={entry.to} onClick={onNavigate}>
              {entry.label}
            </PanelLink>
          </li>
        ),
      )}
    </>
  );
}

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  light: boolean;
}

export function NavDropdown({ group, open, onOpenChange, light }: NavDropdownProps) {
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const openedBy = useRef<MenuOpener | null>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  const clearHoverTimer = () => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = undefined;
  };
  const openBy = (next: boolean, by: MenuOpener) => {
    clearHoverTimer();
    if (next) openedBy.current = by;
    onOpenChange(next);
  };

  useEffect(() => {
    if (!open) openedBy.current = null;
  }, [open]);
  useEffect(() => clearHoverTimer, []);

  const onPointerEnter = (event: PointerEvent<HTMLLIElement>) => {
    if (!opensOnHover(event.pointerType)) return;
    clearHoverTimer();
    if (!open) hoverTimer.current = window.setTimeout(() => openBy(true, 'hover'), HOVER_OPEN_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent<HTMLLIElement>) => {
    if (!opensOnHover(event.pointerType)) return;
    clearHoverTimer();
    if (closesOnLeave(open, openedBy.current)) hoverTimer.current = window.setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
  };

  // A click or tap anywhere outside the dropdown closes it.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, onOpenChange]);

  // Opened from the keyboard with an arrow key: focus the first item once the panel exists.
  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelItems(panelRef.current)[0]?.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!open) return;
    // The keyboard has taken over the menu: a pointer leaving it no longer closes it.
    openedBy.current = 'press';
    if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) && moveFocus(panelRef.current, event.key)) {
      event.preventDefault();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      event.stopPropagation();
      focusFirstOnOpen.current = true;
      openBy(true, 'press');
    }
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: activated from the keyboard (Enter or Space), which always toggles.
    openBy(openAfterActivation(open, openedBy.current, event.detail === 0), 'press');
  };

  return (
    <DropdownItem
      ref={rootRef}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        // Focus moved to something outside (Tab past the last item): close.
        const next = event.relatedTarget as Node | null;
        if (open && next && rootRef.current && !rootRef.current.contains(next)) onOpenChange(false);
      }}
    >
      <TopButton
        ref={buttonRef}
        type="button"
        $light={light}
        aria-expanded={open}
        aria-controls={id}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <ChevronIcon open={open} />
      </TopButton>
      {open ? (
        <Panel id={id} ref={panelRef}>
          <PanelList aria-label={group.label}>
            <PanelEntries entries={group.items} onNavigate={() => onOpenChange(false)} />
          </PanelList>
        </Panel>
      ) : null}
    </DropdownItem>
  );
}

export interface DesktopNavProps {
  entries: readonly NavEntry[];
  /** White text: the transparent header over a dark hero. */
  light: boolean;
}

export function DesktopNav({ entries, light }: DesktopNavProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();

  // Any navigation (link, back/forward) closes the open dropdown.
  useEffect(() => {
    setOpenId(null);
  }, [location.key, location.pathname]);

  const setOpen = useCallback(
    (id: string) => (open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)),
    [],
  );

  return (
    <NavRoot aria-label="Main">
      <TopList>
        {entries.map((entry) =>
          entry.kind === 'group' ? (
            <NavDropdown
              key={entry.id}
              group={entry}
              light={light}
              open={openId === entry.id}
              onOpenChange={setOpen(entry.id)}
            />
          ) : (
            <li key={entry.label}>
              <TopLink to={entry.to} $light={light}>
                {entry.label}
              </TopLink>
            </li>
          ),
        )}
      </TopList>
    </NavRoot>
  );
}
