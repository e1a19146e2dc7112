import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChangesPrompt } from '../../lib/unsavedChanges.ts';
import { authStore } from '@firm/shared-contracts/auth';
import { AS, renderAs } from '../../test/renderWithAuth.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { activeNavPath, welcomeText } from './navigation.ts';

function renderShell(actor: Parameters<typeof renderAs>[0], url = '/admin') {
  return renderAs(actor, <AdminLayout />, {
    path: '/admin',
    url,
    extraRoutes: (
      <Route path="/admin/*" element={<AdminLayout />}>
        <Route path="*" element={<p>Screen</p>} />
      </Route>
    ),
  });
}

describe('the admin shell', () => {
  it("shows the spec's sidebar items plus Categories, Leads, Bookings, Site Media and Content to admins", () => {
    renderShell(AS.admin);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Blog Posts',
      'New Post',
      'Analytics',
      'Users',
      'Categories',
      'Leads',
      'Bookings',
      'Site Media',
      'Content',
      'Profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds the Audit trail and Settings for super admins only', () => {
    renderShell(AS.super);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(labels.slice(-3)).toEqual(['Audit trail', 'Settings', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/admin/audit');
  });

  it('offers writers only what they may use', () => {
    renderShell(AS.writer);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Blog Posts',
      'New Post',
      'Analytics',
      'Profile',
    ]);
  });

  it('welcomes by first name and offers Sign Out', () => {
    renderShell(AS.super);
    expect(screen.getByText('Welcome, Dana')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('welcomes by the email without a name', () => {
    renderShell({ ...AS.admin, fullName: null, email: 'marcus@example.com' });
    expect(screen.getByText('Welcome, marcus@example.com')).toBeInTheDocument();
  });

  it('follows a renamed profile, not the first name stored at sign-up', () => {
    renderShell(AS.super);
    // The profile row after a rename on the Profile screen: full_name changed, first_name did not.
    const renamed = { ...authStore.getState().profile!, full_name: 'Danielle Whitfield', first_name: 'Dana' };
    act(() => authStore.setState({ profile: renamed }));
    expect(screen.getByText('Welcome, Danielle')).toBeInTheDocument();
  });

  it('toggles the menu (shown below 768 px)', async () => {
    renderShell(AS.admin);
    const menu = screen.getByText('Menu').closest('button')!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});

function DirtyScreen() {
  useUnsavedChangesPrompt(true);
  return <p>Unsaved screen</p>;
}

describe('Sign Out with unsaved changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks first, and stays signed in when the user keeps their changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAs(AS.writer, <AdminLayout />, {
      path: '/admin',
      url: '/admin/blog/new',
      extraRoutes: (
        <>
          <Route path="/admin/*" element={<AdminLayout />}>
            <Route path="*" element={<DirtyScreen />} />
          </Route>
          <Route path="/admin/login" element={<p>Sign-in page</p>} />
        </>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(confirm).toHaveBeenCalledExactlyOnceWith('You have unsaved changes. Leave this page and lose them?');
    expect(screen.getByText('Unsaved screen')).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});

describe('navigation rules', () => {
  it('keeps editing a post under Blog Posts', () => {
    expect(activeNavPath('/admin/blog/edit/123')).toBe('/admin/blog');
    expect(activeNavPath('/admin/blog/new')).toBe('/admin/blog/new');
    expect(activeNavPath('/admin/')).toBe('/admin');
    expect(activeNavPath('/admin/users')).toBe('/admin/users');
  });
  it('welcomes by the first word of the full name, else the email, else as Admin', () => {
    expect(welcomeText({ full_name: '  Maria   Lopez ' }, 'maria@example.com')).toBe('Welcome, Maria');
    expect(welcomeText({ full_name: '   ' }, 'maria@example.com')).toBe('Welcome, maria@example.com');
    expect(welcomeText(null, 'maria@example.com')).toBe('Welcome, maria@example.com');
    expect(welcomeText(null, null)).toBe('Welcome, Admin');
  });
});
