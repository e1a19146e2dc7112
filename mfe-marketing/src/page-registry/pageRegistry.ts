// The pages the marketing remote owns, published with every release as pages.json
// (docs/architecture.md#d31). Built from the same records the pages render, so a new service,
// industry, case study or legal document is in the registry, the sitemap and the breadcrumbs
// the moment it is in its record. Read by the build in Node: data imports only.
import type { PageRegistry, RegisteredPage, SitemapSettings } from '@firm/shared-contracts/pages';
import { CASE_STUDIES } from '../features/case-studies/caseStudies.ts';
import { INDUSTRY_PAGES } from '../features/industries/industries.ts';
import { LEGAL_DOCUMENTS } from '../features/legal/legalDocuments.ts';
import { SERVICES } from '../features/services/services.ts';

const MONTHLY = (priority: number): SitemapSettings => ({ priority, changefreq: 'monthly' });
const YEARLY = (priority: number): SitemapSettings => ({ priority, changefreq: 'yearly' });
const WEEKLY = (priority: number): SitemapSettings => ({ priority, changefreq: 'weekly' });

type Page = Omit<RegisteredPage, 'darkHero'> & { darkHero?: boolean };
const page = ({ darkHero = false, ...rest }: Page): RegisteredPage => ({ ...rest, darkHero });

/** The firm's own pages, one each. Home, contact, legal and case studies open on an ink-navy hero. */
const FIXED_PAGES: RegisteredPage[] = [
  page({ path: '/', title: 'AI Bookkeeping and Payroll, Checked by People', breadcrumb: 'Home', darkHero: true, sitemap: WEEKLY(1) }),
  page({ path: '/bookkeeping', title: 'Monthly Bookkeeping Services', breadcrumb: 'Bookkeeping', sitemap: MONTHLY(0.9) }),
  page({ path: '/payroll', title: 'Payroll Services', breadcrumb: 'Payroll', sitemap: MONTHLY(0.9) }),
  // One payroll page, canonical /payroll (docs/architecture.md#d1).
  page({ path: '/services/payroll', title: 'Payroll Services', breadcrumb: 'Payroll', sitemap: null, canonical: '/payroll' }),
  page({ path: '/about', title: 'About Us', breadcrumb: 'About', sitemap: MONTHLY(0.7) }),
  page({ path: '/press', title: 'Press & Media', breadcrumb: 'Press', sitemap: WEEKLY(0.5) }),
  page({ path: '/client-reviews', title: 'Client Reviews', breadcrumb: 'Client Reviews', sitemap: WEEKLY(0.7) }),
  page({ path: '/careers', title: 'Careers', breadcrumb: 'Careers', sitemap: MONTHLY(0.5) }),
  page({ path: '/contact', title: 'Contact Us', breadcrumb: 'Contact', darkHero: true, sitemap: YEARLY(0.8) }),
  page({ path: '/help', title: 'Help Desk', breadcrumb: 'Help Desk', sitemap: MONTHLY(0.5) }),
  page({ path: '/case-studies', title: 'Case Studies', breadcrumb: 'Case Studies', darkHero: true, sitemap: MONTHLY(0.7) }),
  page({ path: '/login', title: 'Client Login', breadcrumb: 'Client Login', sitemap: YEARLY(0.3) }),
  // Reached only after sending a form: never indexed.
  page({ path: '/thank-you/sales-inquiry', title: 'Thank You for Your Inquiry', breadcrumb: 'Sales Inquiry', sitemap: null }),
  page({ path: '/thank-you/press-inquiry', title: 'Thank You for Your Press Inquiry', breadcrumb: 'Press Inquiry', sitemap: null }),
];

function servicePages(): RegisteredPage[] {
  return Object.values(SERVICES).flatMap((service) => {
    const own = page({ path: service.path, title: service.title, breadcrumb: service.breadcrumb, sitemap: MONTHLY(0.7) });
    const underServices = `/services/${service.slug}`;
    // The same page under /services/{slug} names its own path as canonical.
    return service.servedUnderServices && underServices !== service.path
      ? [own, page({ ...own, path: underServices, sitemap: null, canonical: service.path })]
      : [own];
  });
}

const industryPages = (): RegisteredPage[] =>
  Object.values(INDUSTRY_PAGES).map((industry) =>
    page({ path: `/industries/${industry.slug}`, title: industry.title, breadcrumb: industry.breadcrumb, sitemap: MONTHLY(0.7) }),
  );

const caseStudyPages = (): RegisteredPage[] =>
  CASE_STUDIES.map((study) =>
    page({ path: `/case-studies/${study.slug}`, title: study.title, breadcrumb: study.company, darkHero: true, sitemap: YEARLY(0.6) }),
  );

const legalPages = (): RegisteredPage[] =>
  Object.values(LEGAL_DOCUMENTS).map((doc) =>
    page({ path: `/legal/${doc.slug}`, title: doc.title, breadcrumb: doc.title, darkHero: true, sitemap: YEARLY(0.2) }),
  );

export const pageRegistry: PageRegistry = {
  format: 1,
  remote: 'marketing',
  pages: [...FIXED_PAGES, ...servicePages(), ...industryPages(), ...caseStudyPages(), ...legalPages()],
  patterns: [],
  // Path levels that only group pages: shown as text in a trail, never linked.
  sections: [
    { path: '/services', breadcrumb: 'Services' },
    { path: '/industries', breadcrumb: 'Industries' },
    { path: '/legal', breadcrumb: 'Legal' },
    { path: '/thank-you', breadcrumb: 'Thank You' },
  ],
};
