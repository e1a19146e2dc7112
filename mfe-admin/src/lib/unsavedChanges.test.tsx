import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeaving, LEAVE_PROMPT, useUnsavedChangesPrompt } from './unsavedChanges.ts';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesPrompt(dirty);
  return (
    <>
      <p>The editor</p>
      <Link to="/list">Back to the list</Link>
      <Link to="#notes">Notes</Link>
    </>
  );
}

/** The editor opened from the list, as staff reach it: Back returns to the list. */
function renderEditor(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor dirty={dirty} /> },
      { path: '/list', element: <p>The list</p> },
    ],
    { initialEntries: ['/list', '/editor'], initialIndex: 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesPrompt', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before a link leaves, and stays when the user says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(LEAVE_PROMPT);
    expect(screen.getByText('The editor')).toBeInTheDocument();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();
  });

  it('leaves when the user agrees', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderEditor(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('asks before Back too, and stays on the editor when the user says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderEditor(true);
    await act(() => router.navigate(-1));
    expect(confirm).toHaveBeenCalledExactlyOnceWith(LEAVE_PROMPT);
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByText('The editor')).toBeInTheDocument();
  });

  it('does not ask for a jump within the screen', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { router } = renderEditor(true);
    await userEvent.click(screen.getByRole('link', { name: 'Notes' }));
    expect(router.state.location.hash).toBe('#notes');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to prompt before the tab is closed, and Sign Out to confirm, only while dirty', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const dirty = renderEditor(true);
    expect(unload()).toBe(true);
    expect(confirmLeaving()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(LEAVE_PROMPT);
    dirty.unmount();
    confirm.mockClear();
    renderEditor(false);
    expect(unload()).toBe(false);
    expect(confirmLeaving()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('lets a clean screen be left without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderEditor(false);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
