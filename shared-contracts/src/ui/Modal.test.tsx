import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/tokens.ts';
import { Modal } from './Modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button onClick={() => setOpen(true)}>Open release</button>
      {open ? (
        <Modal title="Press release" onClose={() => setOpen(false)}>
          <p>Body</p>
          <a href="#pdf">Download PDF</a>
        </Modal>
      ) : null}
    </ThemeProvider>
  );
}

describe('Modal', () => {
  it('moves focus in, traps Tab in both directions, and Escape returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open release' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Press release' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Download PDF' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open release' }));
    await user.click(screen.getByText('Body'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the opener, as it does after Escape or the close button: the press on
    // the backdrop must not move focus to the page once the dialog has handed it back.
    expect(screen.getByRole('button', { name: 'Open release' })).toHaveFocus();
  });

  it('returns focus to the opener it is given, even when the opener never had focus', async () => {
    function GivenOpener() {
      const [opener, setOpener] = useState<HTMLElement | null>(null);
      return (
        <ThemeProvider theme={theme}>
          {/* A click that does not focus the button, as in Safari. */}
          <button onMouseDown={(event) => event.preventDefault()} onClick={(event) => setOpener(event.currentTarget)}>
            Open member
          </button>
          {opener ? (
            <Modal title="Member" onClose={() => setOpener(null)} returnFocusTo={opener}>
              <p>Bio</p>
            </Modal>
          ) : null}
        </ThemeProvider>
      );
    }
    const user = userEvent.setup();
    render(<GivenOpener />);
    const opener = screen.getByRole('button', { name: 'Open member' });
    await user.click(opener);
    expect(opener).not.toHaveFocus();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open release' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
