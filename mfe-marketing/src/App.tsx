// The marketing remote: every public page outside /blog, /tools and /admin. Routes are relative
// to where the shell mounts it ('/'); each group of pages declares its own routes, and every
// page is loaded on demand so a visitor downloads only the page they open.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type RemoteAppProps } from '@firm/shared-contracts';
import { companyPageRoutes } from './routes/companyPages.tsx';
import { contentPageRoutes } from './routes/contentPages.tsx';
import { dataPageRoutes } from './routes/dataPages.tsx';
import { ClientLoginPage } from './features/client-login/ClientLoginPage.tsx';
import { NotFoundPage } from './features/not-found/NotFoundPage.tsx';
import { RuntimeConfigProvider } from './runtime/RuntimeConfigContext.tsx';

export default function MarketingApp({ runtimeConfig }: RemoteAppProps) {
  return (
    <RuntimeConfigProvider value={runtimeConfig}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Routes>
          {companyPageRoutes}
          {contentPageRoutes}
          {dataPageRoutes}
          <Route path="login" element={<ClientLoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RuntimeConfigProvider>
  );
}
export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before mounting
