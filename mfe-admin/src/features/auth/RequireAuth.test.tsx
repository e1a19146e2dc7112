import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { AuthProvider, authStore } from '@firm/shared-contracts/auth';
import { AS, setAuth, type TestActor } from '../../test/renderWithAuth.tsx';
import { ACCESS_DENIED, deniedMessage, isLockedOut, lockedOutMessage, needsAccountCheck, type AccessLevel } from './access.ts';
import { RequireAuth, type CheckAccess } from './RequireAuth.tsx';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>Login page (from {from})</p>;
}

function renderGuard(
  access: AccessLevel,
  state: { initializing?: boolean; profileLoading?: boolean } = {},
  actor: TestActor | null = null,
  checkAccess: CheckAccess = vi.fn(async () => 'staff' as const),
) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setAuth(actor, state);
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/users']}>
          <Routes>
            <Route path="/admin/login" element={<LoginProbe />} />
            <Route element={<RequireAuth access={access} checkAccess={checkAccess} />}>
              <Route path="/admin/users" element={<p>Protected screen</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </ThemeProvider>,
  );
}

const actorOf = (t: TestActor) => ({
  userId: t.id,
  role: t.role,
  profile: { is_admin: t.isAdminFlag ?? false, is_suspended: t.suspended ?? false },
});

describe('the access guard', () => {
  it("shows 'Checking authentication...' while the session loads", () => {
    renderGuard('staff', { initializing: true });
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
  });

  it("shows 'Checking authentication...' while the profile of a signed-in user loads", () => {
    renderGuard('staff', { profileLoading: true }, AS.writer);
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
  });

  it('sends a visitor to the sign-in, remembering the page', () => {
    renderGuard('staff');
    expect(screen.getByText('Login page (from /admin/users)')).toBeInTheDocument();
  });

  it('lets writers into the staff portal', () => {
    renderGuard('staff', {}, AS.writer);
    expect(screen.getByText('Protected screen')).toBeInTheDocument();
  });

  it('shows Access Denied (admin) to a writer on an admin screen', () => {
    renderGuard('admin', {}, AS.writer);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    expect(alert).toHaveTextContent('You need admin privileges to access this page.');
    expect(screen.queryByText('Protected screen')).not.toBeInTheDocument();
  });

  it('shows Access Denied (super admin) to an admin on a super admin screen', () => {
    renderGuard('super_admin', {}, AS.admin);
    expect(screen.getByRole('alert')).toHaveTextContent('You need super admin privileges to access this page.');
  });

  it('lets admins and super admins into admin screens', () => {
    renderGuard('admin', {}, AS.super);
    expect(screen.getByText('Protected screen')).toBeInTheDocument();
  });
});

describe('a signed-in user the portal turns away', () => {
  const NO_ROLE: TestActor = { id: 'a0000000-0000-4000-8000-0000000000aa', role: null, fullName: 'Nora Norole', email: 'nora@example.com' };

  it('is told the account has no portal access, and Sign Out leads to the sign-in page', async () => {
    const checkAccess = vi.fn(async () => 'none' as const);
    renderGuard('staff', {}, NO_ROLE, checkAccess);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    expect(alert).toHaveTextContent('This account has no access to the staff portal. Please contact an administrator if you need it.');
    expect(alert).toHaveTextContent('Signed in as nora@example.com.');
    // The profile was read: nothing to ask the server.
    expect(checkAccess).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Login page (from )')).toBeInTheDocument();
  });

  it('is told the account is suspended when the profile says so', () => {
    renderGuard('staff', {}, { ...AS.writer, suspended: true });
    expect(screen.getByRole('alert')).toHaveTextContent('This account is suspended. Please contact an administrator.');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('asks the server when suspension mid-session left the profile unreadable', async () => {
    const checkAccess = vi.fn(async () => 'suspended' as const);
    renderGuard('staff', {}, AS.writer, checkAccess);
    // What the auth store holds once the profile read was refused (the session had ended).
    authStore.setState({ profile: null, role: null });
    expect(await screen.findByText('This account is suspended. Please contact an administrator.')).toBeInTheDocument();
    expect(checkAccess).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Protected screen')).not.toBeInTheDocument();
  });

  it('says the access could not be checked when the server cannot say either', async () => {
    const checkAccess = vi.fn(async () => Promise.reject(new Error('Could not reach the account check.')));
    renderGuard('admin', {}, AS.writer, checkAccess);
    authStore.setState({ profile: null, role: null });
    expect(await screen.findByText(ACCESS_DENIED.unknown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});

describe('deniedMessage', () => {
  it('follows the role rules: super admins pass the admin check; admin flag counts as admin', () => {
    expect(deniedMessage(actorOf(AS.super), 'admin')).toBeNull();
    expect(deniedMessage(actorOf({ id: 'x', role: null, isAdminFlag: true }), 'admin')).toBeNull();
    expect(deniedMessage(actorOf({ id: 'x', role: null }), 'staff')).toBe(ACCESS_DENIED.noRole);
    expect(deniedMessage(actorOf({ ...AS.writer, suspended: true }), 'staff')).toBe(ACCESS_DENIED.suspended);
    expect(deniedMessage(actorOf({ ...AS.admin, suspended: true }), 'super_admin')).toBe(ACCESS_DENIED.suspended);
    expect(deniedMessage(actorOf(AS.writer), 'super_admin')).toBe(ACCESS_DENIED.superAdmin);
    expect(deniedMessage(actorOf(AS.writer), 'admin')).toBe(ACCESS_DENIED.admin);
  });
});

describe('locked-out rules', () => {
  const unreadable = { userId: 'x', role: null, profile: null };
  it('locks out signed-in users who are not staff, and asks the server only without a profile', () => {
    expect(isLockedOut(actorOf(AS.writer))).toBe(false);
    expect(isLockedOut(actorOf({ id: 'x', role: null }))).toBe(true);
    expect(isLockedOut({ userId: null, role: null, profile: null })).toBe(false);
    expect(needsAccountCheck(actorOf({ id: 'x', role: null }))).toBe(false);
    expect(needsAccountCheck(unreadable)).toBe(true);
  });
  it('explains from the profile first, then from the server', () => {
    expect(lockedOutMessage(actorOf({ id: 'x', role: null }), null)).toBe(ACCESS_DENIED.noRole);
    expect(lockedOutMessage(actorOf({ ...AS.writer, suspended: true }), null)).toBe(ACCESS_DENIED.suspended);
    expect(lockedOutMessage(unreadable, 'suspended')).toBe(ACCESS_DENIED.suspended);
    expect(lockedOutMessage(unreadable, 'none')).toBe(ACCESS_DENIED.noRole);
    expect(lockedOutMessage(unreadable, 'staff')).toBe(ACCESS_DENIED.unknown);
    expect(lockedOutMessage(unreadable, null)).toBe(ACCESS_DENIED.unknown);
  });
});
