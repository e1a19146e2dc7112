import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { AuthProvider } from '@firm/shared-contracts/auth';
import { AS, setAuth, type TestActor } from '../../test/renderWithAuth.tsx';
import { ACCESS_DENIED, deniedMessage, type AccessLevel } from './access.ts';
import { RequireAuth } from './RequireAuth.tsx';

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>Login page (from {from})</p>;
}

function renderGuard(access: AccessLevel, state: { initializing?: boolean; profileLoading?: boolean } = {}, actor: TestActor | null = null) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setAuth(actor, state);
  return render(
    <ThemeProvider theme={theme}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/users']}>
          <Routes>
            <Route path="/admin/login" element={<LoginProbe />} />
            <Route element={<RequireAuth access={access} />}>
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

describe('deniedMessage', () => {
  it('follows the spec: super admins pass the admin check; admin flag counts as admin', () => {
    expect(deniedMessage(actorOf(AS.super), 'admin')).toBeNull();
    expect(deniedMessage(actorOf({ id: 'x', role: null, isAdminFlag: true }), 'admin')).toBeNull();
    expect(deniedMessage(actorOf({ id: 'x', role: null }), 'staff')).toBe(ACCESS_DENIED.admin);
    expect(deniedMessage(actorOf({ ...AS.writer, suspended: true }), 'staff')).toBe(ACCESS_DENIED.admin);
    expect(deniedMessage(actorOf(AS.writer), 'super_admin')).toBe(ACCESS_DENIED.superAdmin);
  });
});
