// Copied from shared-contracts/src/site/publicRoutes.ts by scripts/functions/sync-contracts.mjs: edit the
// source and run `npm run sync:functions`; a unit test fails while the two differ.
// The public pages a visitor can land on from a search engine, as the route table the sitemap is
// built from (scripts/seo/generate.mjs). Pages with one path per record (services, industries,
// case studies, legal documents) are listed from their records at build time, blog posts live by
// the backend (see sitemap.ts); this table holds the fixed paths. Aliases (/services/payroll),
// redirects (/services/bookkeeping), thank-you pages and everything under /admin are left out on
// purpose. Type imports only: the build script and the backend read this file directly.

import type { SitemapUrl } from './sitemap.ts';

export type PublicRouteEntry = Omit<SitemapUrl, 'lastmod'>;

export const FIXED_PUBLIC_ROUTES: readonly PublicRouteEntry[] = [
  { path: '/', priority: 1, changefreq: 'weekly' },
  { path: '/bookkeeping', priority: 0.9, changefreq: 'monthly' },
  { path: '/payroll', priority: 0.9, changefreq: 'monthly' },
  { path: '/about', priority: 0.7, changefreq: 'monthly' },
  { path: '/press', priority: 0.5, changefreq: 'weekly' },
  { path: '/client-reviews', priority: 0.7, changefreq: 'weekly' },
  { path: '/careers', priority: 0.5, changefreq: 'monthly' },
  { path: '/contact', priority: 0.8, changefreq: 'yearly' },
  { path: '/help', priority: 0.5, changefreq: 'monthly' },
  { path: '/case-studies', priority: 0.7, changefreq: 'monthly' },
  { path: '/blog', priority: 0.8, changefreq: 'weekly' },
  { path: '/tools/netpay-calculator', priority: 0.8, changefreq: 'yearly' },
  { path: '/tools/break-even-calculator', priority: 0.6, changefreq: 'yearly' },
  { path: '/tools/cash-flow-forecast', priority: 0.6, changefreq: 'yearly' },
  { path: '/tools/payroll-estimator', priority: 0.6, changefreq: 'yearly' },
  { path: '/login', priority: 0.3, changefreq: 'yearly' },
];

/** Path patterns whose records are listed at build time, each from its remote's data. */
export const RECORD_ROUTE_PREFIXES = {
  caseStudy: '/case-studies/',
  industry: '/industries/',
  legal: '/legal/',
  blogPost: '/blog/',
} as const;
