// The pages the marketing remote owns, published with every release as pages.json
// (docs/architecture.md#d31). Built from the same records the pages render, so a new service,
// industry, case study or legal document is in the registry, the sitemap and the breadcrumbs
// the moment it is in its record. Read by the build in Node: data imports only.
import type { MenuPlacement, MenuSlot, PageRegistry, RegisteredPage, SitemapSettings } from '@firm/shared-contracts/pages';
import { CASE_STUDIES } from '../features/case-studies/caseStudies.ts';
import { INDUSTRY_PAGES } from '../features/industries/industries.ts';
import { LEGAL_DOCUMENTS } from '../features/legal/legalDocuments.ts';
import { SERVICES } from '../features/services/services.ts';
import { REDIRECTS } from './redirects.ts';

const MONTHLY = (priority: number): SitemapSettings => ({ priority, changefreq: 'monthly' });
const YEARLY = (priority: number): SitemapSettings => ({ priority, changefreq: 'yearly' });
const WEEKLY = (priority: number): SitemapSettings => ({ priority, changefreq: 'weekly' });

type Page = Omit<RegisteredPage, 'darkHero'> & { darkHero?: boolean };
const page = ({ darkHero = false, ...rest }: Page): RegisteredPage => ({ ...rest, darkHero });

/**
 * The firm's own pages, one each. Home, contact, legal and case studies open on an ink-navy hero.
 * `renderedFrom`: the backend content a page's first screen shows (the review figures on home and
 * the reviews page, the team on /about, the press lists), so its rendered copy follows that content.
 */
const FIXED_PAGES: RegisteredPage[] = [
  page({ path: '/', title: 'AI Bookkeeping and Payroll, Checked by People', breadcrumb: 'Home', darkHero: true, sitemap: WEEKLY(1), renderedFrom: ['reviews'] }),
  page({ path: '/bookkeeping', title: 'Monthly Bookkeeping Services', breadcrumb: 'Bookkeeping', sitemap: MONTHLY(0.9) }),
  page({ path: '/payroll', title: 'Payroll Services', breadcrumb: 'Payroll', sitemap: MONTHLY(0.9) }),
  // One payroll page, canonical /payroll (docs/architecture.md#d1).
  page({ path: '/services/payroll', title: 'Payroll Services', breadcrumb: 'Payroll', sitemap: null, canonical: '/payroll' }),
  page({ path: '/about', title: 'About Us', breadcrumb: 'About', sitemap: MONTHLY(0.7), renderedFrom: ['team'] }),
  page({ path: '/press', title: 'Press & Media', breadcrumb: 'Press', sitemap: WEEKLY(0.5), renderedFrom: ['press'] }),
  page({ path: '/client-reviews', title: 'Client Reviews', breadcrumb: 'Client Reviews', sitemap: WEEKLY(0.7), renderedFrom: ['reviews'] }),
  page({ path: '/careers', title: 'Careers', breadcrumb: 'Careers', sitemap: MONTHLY(0.5) }),
  page({ path: '/contact', title: 'Contact Us', breadcrumb: 'Contact', darkHero: true, sitemap: YEARLY(0.8) }),
  page({ path: '/book', title: 'Book a Free Consultation', breadcrumb: 'Book a Consultation', darkHero: true, sitemap: MONTHLY(0.8) }),
  // Opened from a confirmation email's private link: never indexed.
  page({ path: '/book/manage', title: 'Your Consultation', breadcrumb: 'Your Consultation', darkHero: true, sitemap: null }),
  // Opened from the link that confirms a held time (docs/architecture.md#d47): never indexed.
  page({ path: '/book/confirm', title: 'Confirm Your Consultation', breadcrumb: 'Confirm Your Consultation', darkHero: true, sitemap: null }),
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

const at = (menu: MenuSlot, label: string, order: number, hash?: string): MenuPlacement => ({ menu, label, order, ...(hash && { hash }) });

/**
 * Where the layout's menus link marketing's pages (the shell owns the menus and places its own
 * external links on the same order scale: Tools at 30 in Resources, the knowledge base and support
 * center after Help Desk, the client portal at 20 in the footer's Contact column).
 */
export const MENUS: Readonly<Record<string, MenuPlacement[]>> = {
  '/bookkeeping': [at('header', 'Bookkeeping', 10), at('footer.services', 'Bookkeeping', 10)],
  '/ai-bookkeeping': [at('header', 'AI Bookkeeping', 20), at('footer.services', 'AI Bookkeeping', 20)],
  '/payroll': [at('header', 'Payroll', 30), at('footer.services', 'Payroll', 30)],
  '/notary': [at('header', 'Notary', 40), at('footer.services', 'Notary', 70)],
  '/books-cleanup': [at('footer.services', 'Books Cleanup', 40)],
  '/services/tax-ready-financials': [at('footer.services', 'Tax-Ready Financials', 50)],
  '/services/cpa-coordination': [at('footer.services', 'CPA Coordination', 60)],
  '/industries/attorneys': [at('footer.industries', 'Attorneys', 10)],
  '/industries/home-services': [at('footer.industries', 'Home Services', 20)],
  '/industries/ecommerce': [at('footer.industries', 'E-commerce', 30)],
  '/industries/logistics': [at('footer.industries', 'Logistics', 40)],
  '/about': [
    at('header.company', 'About Us', 10),
    at('header.company', 'Our Team', 20, 'team'),
    at('footer.company', 'About Us', 10),
    at('footer.company', 'Our Team', 20, 'team'),
  ],
  '/careers': [at('header.company', 'Careers', 30), at('footer.company', 'Careers', 30)],
  '/press': [at('header.company', 'Press', 40), at('footer.company', 'Press', 40)],
  '/client-reviews': [at('header.company', 'Client Reviews', 50), at('footer.company', 'Client Reviews', 50)],
  '/contact': [at('header.company', 'Contact', 60)],
  // The consultation is booked online (docs/architecture.md#d40).
  '/book': [at('footer.contact', 'Free Consultation', 10), at('action.consultation', 'Free Consultation', 10)],
  '/case-studies': [at('header.resources', 'Case Studies', 20), at('footer.company', 'Case Studies', 60)],
  '/help': [at('header.resources', 'Help Desk', 40), at('footer.contact', 'Help Desk', 30)],
  '/login': [at('action.client-login', 'Client Login', 10)],
  '/legal/privacy-policy': [at('footer.legal', 'Privacy Policy', 10)],
  '/legal/terms-of-service': [at('footer.legal', 'Terms of Service', 20)],
  '/legal/refund-policy': [at('footer.legal', 'Refund Policy', 30)],
  '/legal/cookies-policy': [at('footer.legal', 'Cookies Policy', 40)],
  '/legal/disclaimer': [at('footer.legal', 'Disclaimer', 50)],
  '/legal/accessibility': [at('footer.legal', 'Accessibility', 60)],
};

const withMenus = (entry: RegisteredPage): RegisteredPage => (MENUS[entry.path] ? { ...entry, menus: MENUS[entry.path] } : entry);

export const pageRegistry: PageRegistry = {
  format: 1,
  remote: 'marketing',
  pages: [...FIXED_PAGES, ...servicePages(), ...industryPages(), ...caseStudyPages(), ...legalPages()].map(withMenus),
  patterns: [],
  // Path levels that only group pages: shown as text in a trail, never linked.
  sections: [
    { path: '/services', breadcrumb: 'Services' },
    { path: '/industries', breadcrumb: 'Industries' },
    { path: '/legal', breadcrumb: 'Legal' },
    { path: '/thank-you', breadcrumb: 'Thank You' },
  ],
  redirects: REDIRECTS,
};
