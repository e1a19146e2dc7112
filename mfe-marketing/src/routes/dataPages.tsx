// Routes of the pages that read the firm's data: about and the team, press, client reviews.
// Every page loads on demand, so a visitor downloads only the page they open.
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AboutPage = lazy(() => import('../features/about/AboutPage.tsx').then((m) => ({ default: m.AboutPage })));
const PressPage = lazy(() => import('../features/press/PressPage.tsx').then((m) => ({ default: m.PressPage })));
const ClientReviewsPage = lazy(() =>
  import('../features/client-reviews/ClientReviewsPage.tsx').then((m) => ({ default: m.ClientReviewsPage })),
);

export const dataPageRoutes = (
  <>
    <Route path="about" element={<AboutPage />} />
    <Route path="press" element={<PressPage />} />
    <Route path="client-reviews" element={<ClientReviewsPage />} />
  </>
);
