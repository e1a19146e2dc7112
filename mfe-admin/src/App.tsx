// The admin remote: staff sign-in and the portal behind the access guard (routes relative to
// /admin). It mounts the AuthProvider, so only the portal waits for the session check.
import { Route, Routes } from 'react-router-dom';
import { AuthProvider, type RemoteAppProps } from '@firm/shared-contracts';
import { AdminLoginPage } from './features/auth/AdminLoginPage.tsx';
import { RequireAuth } from './features/auth/RequireAuth.tsx';
import { DashboardPage } from './features/dashboard/DashboardPage.tsx';

export default function AdminApp(_props: RemoteAppProps) {
  return (
    <AuthProvider>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route element={<RequireAuth />}>
          <Route index element={<DashboardPage />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
