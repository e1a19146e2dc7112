// The marketing remote: every public page outside /blog, /tools and /admin. Routes are relative
// to where the shell mounts it ('/').
import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@firm/shared-contracts';
import { ClientLoginPage } from './features/client-login/ClientLoginPage.tsx';
import { NotFoundPage } from './features/not-found/NotFoundPage.tsx';

export default function MarketingApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="login" element={<ClientLoginPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
