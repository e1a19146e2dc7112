import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { ActionMenu, menuPosition, nextMenuIndex } from './ActionMenu.tsx';

function renderMenu() {
  const chosen = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <ActionMenu
        name="Priya Natarajan"
        actions={[
          { label: 'Change role', onSelect: () => chosen('role') },
          { label: 'Remove role', onSelect: () => chosen('remove'), danger: true },
          { label: 'Suspend', onSelect: () => chosen('suspend'), danger: true },
        ]}
      />
      <button type="button">Elsewhere</button>
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Actions for Priya Natarajan' });
  return { chosen, button };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('the row action menu', () => {
  it('opens with Enter on the first item, moves with the arrows (wrapping) and closes with Escape, focus back on the button', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions for Priya Natarajan' })).toBeInTheDocument();
    expect(item('Change role')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Remove role')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Change role')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Suspend')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Change role')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Suspend')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Space too, and with Arrow Up on the last item', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard(' ');
    expect(item('Change role')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Suspend')).toHaveFocus();
  });

  it('runs the chosen item with Enter, closes, and gives focus back to the button', async () => {
    const { button, chosen } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('remove');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps one tab stop in the open menu, and Tab closes it', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    expect(screen.getAllByRole('menuitem').map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when something else is pressed, without choosing', async () => {
    const { button, chosen } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(chosen).not.toHaveBeenCalled();
  });
});

describe('menu rules', () => {
  it('moves through the items, wrapping at both ends', () => {
    expect(nextMenuIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextMenuIndex('End', 0, 3)).toBe(2);
    expect(nextMenuIndex('Home', 2, 3)).toBe(0);
    expect(nextMenuIndex('a', 1, 3)).toBeNull();
    expect(nextMenuIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('places the list under the button, right edges aligned, above it near the bottom, never off the left edge', () => {
    const viewport = { width: 1366, height: 768 };
    const menu = { width: 200, height: 130 };
    expect(menuPosition({ top: 100, bottom: 136, right: 1300 }, menu, viewport)).toEqual({ top: 140, left: 1100 });
    expect(menuPosition({ top: 700, bottom: 736, right: 1300 }, menu, viewport)).toEqual({ top: 566, left: 1100 });
    expect(menuPosition({ top: 100, bottom: 136, right: 120 }, menu, viewport)).toEqual({ top: 140, left: 4 });
  });
});
