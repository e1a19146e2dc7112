// Routes of the content pages: press, reviews, case studies, industries, legal, service pages.
// Every page loads on demand, so a visitor downloads only the page they open.
import type { RouteObject } from 'react-router-dom';
import type { ServiceSlug } from '../features/services/services.ts';

/** A service page at a path of its own rather than /services/:slug. */
function servicePageAt(slug: ServiceSlug): RouteObject {
  return {
    path: slug,
    lazy: () => import('../features/services/ServicePage.tsx').then(({ ServicePage }) => ({ Component: () => <ServicePage slug={slug} /> })),
  };
}

// /services/payroll and /services/bookkeeping are declared with the company pages; their static
// paths rank above services/:slug, and an unknown service renders the 404 page. These pages read no
// data before render: an industry page's reviews are the reviews widget, which reads its industry's
// reviews once scrolled into view below the fold (shared-contracts' LazyReviewsWidget).
export const contentPageRoutes: RouteObject[] = [
  { path: 'case-studies', lazy: () => import('../features/case-studies/CaseStudiesPage.tsx').then((m) => ({ Component: m.CaseStudiesPage })) },
  { path: 'case-studies/:slug', lazy: () => import('../features/case-studies/CaseStudyPage.tsx').then((m) => ({ Component: m.CaseStudyPage })) },
  { path: 'industries/:slug', lazy: () => import('../features/industries/IndustryPage.tsx').then((m) => ({ Component: m.IndustryPage })) },
  { path: 'services/:slug', lazy: () => import('../features/services/ServicePage.tsx').then((m) => ({ Component: m.ServicePage })) },
  servicePageAt('books-cleanup'),
  servicePageAt('ai-bookkeeping'),
  servicePageAt('notary'),
  { path: 'legal/:slug', lazy: () => import('../features/legal/LegalPage.tsx').then((m) => ({ Component: m.LegalPage })) },
];
