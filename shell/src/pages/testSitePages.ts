// A hand-written slice of the site's page registries for the layout's tests: a few pages of each
// kind the remotes publish (a dark-hero page, a record page, a section, an alias, a data-driven
// pattern), so the tests do not depend on any remote's sources.
import { sitePages, type PageRegistry, type RegisteredPage } from '@firm/shared-contracts/pages';

const page = (path: string, breadcrumb: string, darkHero = false, extra: Partial<RegisteredPage> = {}): RegisteredPage => ({
  path,
  title: breadcrumb,
  breadcrumb,
  darkHero,
  sitemap: { priority: 0.5, changefreq: 'monthly' },
  ...extra,
});

export const TEST_REGISTRIES: PageRegistry[] = [
  {
    format: 1,
    remote: 'marketing',
    pages: [
      page('/', 'Home', true),
      page('/bookkeeping', 'Bookkeeping'),
      page('/payroll', 'Payroll'),
      page('/services/payroll', 'Payroll', false, { sitemap: null, canonical: '/payroll' }),
      page('/about', 'About'),
      page('/contact', 'Contact', true),
      page('/help', 'Help Desk'),
      page('/case-studies', 'Case Studies', true),
      page('/case-studies/harbor-bakery', 'Harbor Bakery', true),
      page('/case-studies/abc-roofing', 'ABC Roofing', true),
      page('/services/ai-ready-books', 'AI-Ready Books'),
      page('/industries/saas', 'SaaS'),
      page('/legal/house-rules', 'House Rules', true),
      page('/thank-you/sales-inquiry', 'Sales Inquiry', false, { sitemap: null }),
    ],
    patterns: [],
    sections: [
      { path: '/services', breadcrumb: 'Services' },
      { path: '/industries', breadcrumb: 'Industries' },
      { path: '/legal', breadcrumb: 'Legal' },
      { path: '/thank-you', breadcrumb: 'Thank You' },
    ],
  },
  {
    format: 1,
    remote: 'blog',
    pages: [page('/blog', 'Blog')],
    patterns: [{ pattern: '/blog/:slug', breadcrumb: null, darkHero: false, indexable: true, source: { sitemap: '/sitemap-blog.xml' } }],
    sections: [],
  },
  {
    format: 1,
    remote: 'tools',
    pages: [page('/tools/netpay-calculator', 'Net Pay Calculator')],
    patterns: [],
    sections: [{ path: '/tools', breadcrumb: 'Tools' }],
  },
];

export const TEST_SITE = sitePages(TEST_REGISTRIES);
