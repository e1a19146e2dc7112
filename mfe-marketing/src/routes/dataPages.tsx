// Routes of the pages that read the firm's data: about and the team, press, client reviews.
// Every page loads on demand, so a visitor downloads only the page they open, and reads its data in
// its loader, returned beside its Component, so the server can render it and the browser hydrate
// with it (docs/architecture.md#d44). The reviews widget of /about and /client-reviews is not read
// here: it loads once scrolled into view below the fold (shared-contracts' LazyReviewsWidget).
import type { RouteObject } from 'react-router-dom';

export const dataPageRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('../features/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage, loader: m.loader })) },
  { path: 'press', lazy: () => import('../features/press/PressPage.tsx').then((m) => ({ Component: m.PressPage, loader: m.loader })) },
  { path: 'client-reviews', lazy: () => import('../features/client-reviews/ClientReviewsPage.tsx').then((m) => ({ Component: m.ClientReviewsPage, loader: m.loader })) },
];
