// The admin remote's routes (relative to /admin): staff sign-in and the portal behind the access
// guard. The AuthProvider wraps them all, so only the portal waits for the session check. Access
// (features/auth/access.ts): the portal is open to staff (writers manage their own posts); Users,
// Categories, Leads, Bookings, Site Media and Content need admin, as row-level security does. Staff
// screens load their data in the browser: they are never rendered on the server.
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '@firm/shared-contracts/auth';
import { AdminLoginPage } from './features/auth/AdminLoginPage.tsx';
import { RequireAuth } from './features/auth/RequireAuth.tsx';
import { AdminLayout } from './features/shell/AdminLayout.tsx';
import { SecondFactorGate } from './features/two-factor/SecondFactorGate.tsx';

function AdminFrame() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

/** A screen loaded on demand, as its module's default export. */
function screen(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((m) => ({ Component: m.default })) };
}

/** The post editor, remounted between a new post and an edited one. */
function editor(key: string): Pick<RouteObject, 'lazy'> {
  return {
    lazy: () =>
      import('./features/editor/PostEditorPage.tsx').then(({ default: PostEditorPage }) => ({
        Component: () => <PostEditorPage key={key} />,
      })),
  };
}

export const routes: RouteObject[] = [
  {
    Component: AdminFrame,
    children: [
      { path: 'login', Component: AdminLoginPage },
      // Reached from mail or before signing in: outside the access guard.
      { path: 'forgot-password', ...screen(() => import('./features/auth/ForgotPasswordPage.tsx')) },
      { path: 'set-password', ...screen(() => import('./features/auth/SetPasswordPage.tsx')) },
      {
        element: <RequireAuth access="staff" />,
        children: [
          {
            // A second factor owed comes before every screen (features/two-factor).
            Component: SecondFactorGate,
            children: [
          {
            Component: AdminLayout,
            children: [
              { index: true, ...screen(() => import('./features/dashboard/DashboardPage.tsx')) },
              { path: 'blog', ...screen(() => import('./features/blog/BlogListPage.tsx')) },
              { path: 'blog/new', ...editor('new') },
              { path: 'blog/edit/:id', ...editor('edit') },
              { path: 'analytics', ...screen(() => import('./features/analytics/AnalyticsPage.tsx')) },
              { path: 'profile', ...screen(() => import('./features/profile/ProfilePage.tsx')) },
              {
                element: <RequireAuth access="admin" />,
                children: [
                  { path: 'users', ...screen(() => import('./features/users/UsersPage.tsx')) },
                  { path: 'categories', ...screen(() => import('./features/categories/CategoriesPage.tsx')) },
                  { path: 'leads', ...screen(() => import('./features/leads/LeadsPage.tsx')) },
                  { path: 'leads/:id', ...screen(() => import('./features/leads/LeadPage.tsx')) },
                  // Inquiries became leads (docs/architecture.md#d49): old links and bookmarks still lead there.
                  { path: 'inquiries', element: <Navigate to="/admin/leads" replace /> },
                  { path: 'bookings', ...screen(() => import('./features/bookings/BookingsPage.tsx')) },
                  { path: 'site-media', ...screen(() => import('./features/site-media/SiteMediaPage.tsx')) },
                  { path: 'content/:kind?', ...screen(() => import('./features/content/ContentPage.tsx')) },
                ],
              },
              {
                element: <RequireAuth access="super_admin" />,
                children: [
                  { path: 'audit', ...screen(() => import('./features/audit/AuditTrailPage.tsx')) },
                  { path: 'settings', ...screen(() => import('./features/settings/SettingsPage.tsx')) },
                ],
              },
              { path: '*', element: <Navigate to="/admin" replace /> },
            ],
          },
            ],
          },
        ],
      },
    ],
  },
];

export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before its routes join
