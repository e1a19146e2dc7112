// Renders a screen as a given staff member: the shared auth store holds the user, profile and
// role, the real AuthProvider supplies the API (no backend is configured, so nothing goes out).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Session, User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { theme, type Profile, type Role } from '@firm/shared-contracts';
import { AuthProvider, authStore } from '@firm/shared-contracts/auth';

export const IDS = {
  super: 'a0000000-0000-4000-8000-000000000001',
  admin: 'a0000000-0000-4000-8000-000000000002',
  writer: 'a0000000-0000-4000-8000-000000000003',
  writer2: 'a0000000-0000-4000-8000-000000000004',
} as const;

export interface TestActor {
  id: string;
  role: Role | null;
  fullName?: string | null;
  isAdminFlag?: boolean;
  suspended?: boolean;
  email?: string;
  /** The profile's uploaded avatar (a path in the avatars bucket). */
  avatarPath?: string | null;
}

export const AS = {
  super: { id: IDS.super, role: 'super_admin', fullName: 'Dana Whitfield' },
  admin: { id: IDS.admin, role: 'admin', fullName: 'Marcus Reyes', isAdminFlag: true },
  writer: { id: IDS.writer, role: 'writer', fullName: 'Priya Natarajan' },
  writer2: { id: IDS.writer2, role: 'writer', fullName: 'Jordan Ellis' },
} as const satisfies Record<string, TestActor>;

export function profileFor(actor: TestActor): Profile {
  return {
    id: actor.id,
    email: actor.email ?? `${actor.role ?? 'user'}@example.com`,
    full_name: actor.fullName ?? null,
    avatar_path: actor.avatarPath ?? null,
    is_admin: actor.isAdminFlag ?? false,
    is_suspended: actor.suspended ?? false,
    suspended_at: null,
    suspended_by: null,
    updated_at: null,
    created_at: null,
  };
}

/** Puts the auth store in a known state: signed out (null), loading, or signed in as `actor`. */
export function setAuth(actor: TestActor | null, state: { initializing?: boolean; profileLoading?: boolean } = {}): void {
  const user = actor ? ({ id: actor.id, email: actor.email ?? `${actor.role ?? 'user'}@example.com` } as User) : null;
  authStore.setState({
    initializing: state.initializing ?? false,
    profileLoading: state.profileLoading ?? false,
    user,
    session: user ? ({ access_token: 'test', user } as Session) : null,
    profile: actor ? profileFor(actor) : null,
    role: actor?.role ?? null,
  });
}

interface Options {
  path?: string;
  url?: string;
  /** Extra routes (for redirects), rendered beside the screen. */
  extraRoutes?: ReactElement;
}

export function renderAs(actor: TestActor | null, ui: ReactElement, { path = '*', url = '/', extraRoutes }: Options = {}) {
  // The provider finds no backend configured and says so once; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setAuth(actor);
  // A data router, as the site runs the portal under one (useBlocker needs it).
  const router = createMemoryRouter(
    createRoutesFromElements(
      <>
        <Route path={path} element={ui} />
        {extraRoutes}
      </>,
    ),
    { initialEntries: [url] },
  );
  const result = render(
    <ThemeProvider theme={theme}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ThemeProvider>,
  );
  // The provider's failed session check ends initialization; keep the state this test asked for.
  setAuth(actor);
  return result;
}
