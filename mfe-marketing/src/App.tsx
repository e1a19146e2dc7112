// The marketing remote: every public page outside /blog, /tools and /admin. Routes are relative
// to where the shell mounts it ('/'); each group of pages declares its own routes, and every
// page is loaded on demand so a visitor downloads only the page they open.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type RemoteAppProps } from '@firm/shared-contracts';
import { companyPageRoutes } from './routes/companyPages.tsx';
import { contentPageRoutes } from './routes/contentPages.tsx';
import { dataPageRoutes } from './routes/dataPages.tsx';
import { RuntimeConfigProvider } from './runtime/RuntimeConfigContext.tsx';

// Like every other page, loaded on demand: ./App itself is on every public route's critical path.
const ClientLoginPage = lazy(() =>
  import('./features/client-login/ClientLoginPage.tsx').then((m) => ({ default: m.ClientLoginPage })),
);
const NotFoundPage = lazy(() => import('./features/not-found/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));

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
