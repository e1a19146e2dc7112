// Routes of the pages that read the firm's data: about and the team, press, client reviews.
// Every page loads on demand, so a visitor downloads only the page they open.
import type { RouteObject } from 'react-router-dom';

export const dataPageRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('../features/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
  { path: 'press', lazy: () => import('../features/press/PressPage.tsx').then((m) => ({ Component: m.PressPage })) },
  { path: 'client-reviews', lazy: () => import('../features/client-reviews/ClientReviewsPage.tsx').then((m) => ({ Component: m.ClientReviewsPage })) },
];
