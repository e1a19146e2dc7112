// The admin remote: staff sign-in and the portal behind the access guard (routes relative to
// /admin). It mounts the AuthProvider, so only the portal waits for the session check.
// Access (features/auth/access.ts): the portal is open to staff (writers manage their own posts);
// Users, Categories, Inquiries, Bookings and Site Media need admin, as row-level security does.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner, type RemoteAppProps } from '@firm/shared-contracts';
import { AuthProvider } from '@firm/shared-contracts/auth';
import { AdminLoginPage } from './features/auth/AdminLoginPage.tsx';
import { RequireAuth } from './features/auth/RequireAuth.tsx';
import { AdminLayout } from './features/shell/AdminLayout.tsx';

const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage.tsx'));
const BlogListPage = lazy(() => import('./features/blog/BlogListPage.tsx'));
const PostEditorPage = lazy(() => import('./features/editor/PostEditorPage.tsx'));
const AnalyticsPage = lazy(() => import('./features/analytics/AnalyticsPage.tsx'));
const UsersPage = lazy(() => import('./features/users/UsersPage.tsx'));
const CategoriesPage = lazy(() => import('./features/categories/CategoriesPage.tsx'));
const InquiriesPage = lazy(() => import('./features/inquiries/InquiriesPage.tsx'));
const BookingsPage = lazy(() => import('./features/bookings/BookingsPage.tsx'));
const SiteMediaPage = lazy(() => import('./features/site-media/SiteMediaPage.tsx'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage.tsx'));

export function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route element={<RequireAuth access="staff" />}>
          <Route element={<AdminLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="blog" element={<BlogListPage />} />
            <Route path="blog/new" element={<PostEditorPage key="new" />} />
            <Route path="blog/edit/:id" element={<PostEditorPage key="edit" />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route element={<RequireAuth access="admin" />}>
              <Route path="users" element={<UsersPage />} />
              <Route path="categories" element={<CategoriesPage />} />
              <Route path="inquiries" element={<InquiriesPage />} />
              <Route path="bookings" element={<BookingsPage />} />
              <Route path="site-media" element={<SiteMediaPage />} />
            </Route>
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}

export default function AdminApp(_props: RemoteAppProps) {
  return (
    <AuthProvider>
      <AdminRoutes />
    </AuthProvider>
  );
}
export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before mounting
