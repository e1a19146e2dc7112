import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmLeaving, isLeavingClick, LEAVE_PROMPT, useUnsavedChangesPrompt } from './unsavedChanges.ts';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name === 'download' && Boolean(attrs.download),
});
const HERE = { href: 'https://firm.example/admin/blog/edit/42' };

describe('isLeavingClick', () => {
  it('is a plain click on a link to another path or query of this site', () => {
    expect(isLeavingClick(plain, anchor('/admin/blog'), HERE)).toBe(true);
    expect(isLeavingClick(plain, anchor('https://firm.example/admin/blog/edit/42?tab=2'), HERE)).toBe(true);
  });
  it('is not a jump within the page, a new tab, a download, another site or a modified click', () => {
    expect(isLeavingClick(plain, anchor('#preview'), HERE)).toBe(false);
    expect(isLeavingClick(plain, anchor('/blog/post', { target: '_blank' }), HERE)).toBe(false);
    expect(isLeavingClick(plain, anchor('/file.csv', { download: true }), HERE)).toBe(false);
    expect(isLeavingClick(plain, anchor('https://elsewhere.example/'), HERE)).toBe(false);
    expect(isLeavingClick({ ...plain, ctrlKey: true }, anchor('/admin/blog'), HERE)).toBe(false);
    expect(isLeavingClick({ ...plain, button: 1 }, anchor('/admin/blog'), HERE)).toBe(false);
    expect(isLeavingClick({ ...plain, defaultPrevented: true }, anchor('/admin/blog'), HERE)).toBe(false);
    expect(isLeavingClick(plain, null, HERE)).toBe(false);
  });
});

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesPrompt(dirty);
  return (
    <>
      <p>The editor</p>
      <Link to="/list">Back to the list</Link>
    </>
  );
}

function renderEditor(dirty: boolean) {
  return render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor" element={<Editor dirty={dirty} />} />
        <Route path="/list" element={<p>The list</p>} />
      </Routes>
    </MemoryRouter>,
  );
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
    expect(screen.getByText('The list')).toBeInTheDocument();
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
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
