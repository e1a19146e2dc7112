// Routes of the content pages: press, reviews, case studies, industries, legal, service pages.
import { lazy } from 'react';
import { Route } from 'react-router-dom';

// Pages load on demand; add each as: const PressPage = lazy(() => import('../features/press/PressPage.tsx'));
const CaseStudiesPage = lazy(() =>
  import('../features/case-studies/CaseStudiesPage.tsx').then((m) => ({ default: m.CaseStudiesPage })),
);
const CaseStudyPage = lazy(() =>
  import('../features/case-studies/CaseStudyPage.tsx').then((m) => ({ default: m.CaseStudyPage })),
);
const IndustryPage = lazy(() =>
  import('../features/industries/IndustryPage.tsx').then((m) => ({ default: m.IndustryPage })),
);
const ServicePage = lazy(() => import('../features/services/ServicePage.tsx').then((m) => ({ default: m.ServicePage })));
const LegalPage = lazy(() => import('../features/legal/LegalPage.tsx').then((m) => ({ default: m.LegalPage })));

// /services/payroll and /services/bookkeeping are declared with the company pages; their static
// paths rank above services/:slug, and an unknown service renders the 404 page.
export const contentPageRoutes = (
  <>
    <Route path="case-studies" element={<CaseStudiesPage />} />
    <Route path="case-studies/:slug" element={<CaseStudyPage />} />
    <Route path="industries/:slug" element={<IndustryPage />} />
    <Route path="services/:slug" element={<ServicePage />} />
    <Route path="books-cleanup" element={<ServicePage slug="books-cleanup" />} />
    <Route path="ai-bookkeeping" element={<ServicePage slug="ai-bookkeeping" />} />
    <Route path="notary" element={<ServicePage slug="notary" />} />
    <Route path="legal/:slug" element={<LegalPage />} />
  </>
);
