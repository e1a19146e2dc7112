// The marketing remote's routes: every public page outside /blog, /tools and /admin, relative to
// where the shell nests them ('/'). Each group of pages declares its own routes, and every page is
// loaded on demand so a visitor downloads only the page they open.
import { data, type RouteObject } from 'react-router-dom';
import { companyPageRoutes } from './routes/companyPages.tsx';
import { contentPageRoutes } from './routes/contentPages.tsx';
import { dataPageRoutes } from './routes/dataPages.tsx';

export const routes: RouteObject[] = [
  ...companyPageRoutes,
  ...contentPageRoutes,
  ...dataPageRoutes,
  { path: 'login', lazy: () => import('./features/client-login/ClientLoginPage.tsx').then((m) => ({ Component: m.ClientLoginPage })) },
  // Status 404, so a server render of an unknown path says so (and writes the host's 404.html).
  {
    path: '*',
    loader: () => data(null, { status: 404 }),
    lazy: () => import('./features/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];

export const contractVersion = process.env.CONTRACT_VERSION ?? 'unknown'; // the shell checks it before its routes join
