// One menu of actions per table row: a button named "Actions for <name>" that opens a list of
// menu items, in the WAI-ARIA menu button pattern. No menu library is in the repo, and this is all
// the portal needs. Keyboard: Enter, Space or Arrow Down open it on the first item (Arrow Up on the
// last); arrows move (wrapping), Home and End jump; Escape closes it and returns focus to the
// button, as does choosing an item, so a dialog the item opens returns focus there too; Tab closes
// it. The list is rendered above the page (a portal, fixed to the button), so a table's scrolling
// wrapper never clips it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '@firm/shared-contracts';

export interface MenuAction {
  label: string;
  onSelect(): void;
  /** A destructive action (shown in red). */
  danger?: boolean;
}

/** The item that gets focus after a key, or null for a key the menu does not handle. */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const GAP = 4;

/**
 * Where the list goes: under the button, right edges aligned, or above it when it would run off
 * the bottom of the window; never off its left edge.
 */
export function menuPosition(
  button: { top: number; bottom: number; right: number },
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = button.bottom + GAP;
  const top = below + menu.height > viewport.height && button.top - GAP - menu.height >= 0 ? button.top - GAP - menu.height : below;
  const left = Math.max(GAP, Math.min(button.right - menu.width, viewport.width - menu.width - GAP));
  return { top, left };
}

const Trigger = styled(Button)`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
`;

const List = styled.div`
  position: fixed;
  z-index: 900;
  min-width: 200px;
  max-width: calc(100vw - ${GAP * 2}px);
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 8px;
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Item = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.red : theme.color.graphite)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.color.mist};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

interface ActionMenuProps {
  /** Who or what the actions are for: the button is named "Actions for <name>". */
  name: string;
  actions: MenuAction[];
  disabled?: boolean;
}

export function ActionMenu({ name, actions, disabled = false }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const buttonId = useId();
  const listId = useId();

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Place the list once it has a size, and keep it by the button while the page scrolls.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const button = buttonRef.current?.getBoundingClientRect();
      const list = listRef.current?.getBoundingClientRect();
      if (!button || !list) return;
      setPosition(menuPosition(button, list, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open]);

  // Focus follows the active item, once the list is placed (a hidden element takes no focus).
  const placed = position !== null;
  useLayoutEffect(() => {
    if (open && placed) itemRefs.current[active]?.focus({ preventScroll: true });
  }, [open, placed, active]);

  // A press anywhere else closes the list, leaving focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (listRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
      setPosition(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (actions.length === 0) return null;

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close(true);
      return;
    }
    const next = nextMenuIndex(event.key, active, actions.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  return (
    <>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        $variant="secondary"
        // The visible word starts the name, as speech input users say what they see.
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(true) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        Actions <span aria-hidden="true">▾</span>
      </Trigger>
      {open
        ? createPortal(
            <List
              ref={listRef}
              id={listId}
              role="menu"
              aria-labelledby={buttonId}
              onKeyDown={onListKeyDown}
              // Hidden until placed, so it never shows in the wrong spot for a frame.
              style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
            >
              {actions.map((action, index) => (
                <Item
                  key={action.label}
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === active ? 0 : -1}
                  $danger={action.danger ?? false}
                  onClick={() => {
                    close(true);
                    action.onSelect();
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {action.label}
                </Item>
              ))}
            </List>,
            document.body,
          )
        : null}
    </>
  );
}
