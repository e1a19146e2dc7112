// A hand-written slice of the site's page registries for the layout's tests: a few pages of each
// kind the remotes publish (a dark-hero page, a record page, a section, an alias, a data-driven
// pattern), so the tests do not depend on any remote's sources.
import { sitePages, type MenuPlacement, type MenuSlot, type PageRegistry, type RegisteredPage } from '@firm/shared-contracts/pages';

const page = (path: string, breadcrumb: string, darkHero = false, extra: Partial<RegisteredPage> = {}): RegisteredPage => ({
  path,
  title: breadcrumb,
  breadcrumb,
  darkHero,
  sitemap: { priority: 0.5, changefreq: 'monthly' },
  ...extra,
});

const at = (menu: MenuSlot, label: string, order: number, hash?: string): MenuPlacement => ({ menu, label, order, ...(hash && { hash }) });

export const TEST_REGISTRIES: PageRegistry[] = [
  {
    format: 1,
    remote: 'marketing',
    pages: [
      page('/', 'Home', true),
      page('/bookkeeping', 'Bookkeeping', false, { menus: [at('header', 'Bookkeeping', 10), at('footer.services', 'Bookkeeping', 10)] }),
      page('/ai-bookkeeping', 'AI Bookkeeping', false, { menus: [at('header', 'AI Bookkeeping', 20)] }),
      page('/payroll', 'Payroll', false, { menus: [at('header', 'Payroll', 30), at('footer.services', 'Payroll', 30)] }),
      page('/notary', 'Notary', false, { menus: [at('header', 'Notary', 40)] }),
      page('/services/payroll', 'Payroll', false, { sitemap: null, canonical: '/payroll' }),
      page('/about', 'About', false, {
        menus: [at('header.company', 'About Us', 10), at('header.company', 'Our Team', 20, 'team'), at('footer.company', 'About Us', 10)],
      }),
      page('/careers', 'Careers', false, { menus: [at('header.company', 'Careers', 30), at('footer.company', 'Careers', 30)] }),
      page('/press', 'Press', false, { menus: [at('header.company', 'Press', 40)] }),
      page('/client-reviews', 'Client Reviews', false, { menus: [at('header.company', 'Client Reviews', 50)] }),
      page('/contact', 'Contact', true, {
        menus: [at('header.company', 'Contact', 60), at('footer.contact', 'Free Consultation', 10), at('action.consultation', 'Free Consultation', 10)],
      }),
      page('/login', 'Client Login', false, { menus: [at('action.client-login', 'Client Login', 10)] }),
      page('/help', 'Help Desk', false, { menus: [at('header.resources', 'Help Desk', 40), at('footer.contact', 'Help Desk', 30)] }),
      page('/case-studies', 'Case Studies', true, { menus: [at('header.resources', 'Case Studies', 20)] }),
      page('/case-studies/harbor-bakery', 'Harbor Bakery', true),
      page('/case-studies/abc-roofing', 'ABC Roofing', true),
      page('/services/ai-ready-books', 'AI-Ready Books', false, { menus: [at('footer.services', 'AI-Ready Books', 20)] }),
      page('/industries/saas', 'SaaS', false, { menus: [at('footer.industries', 'SaaS', 10)] }),
      page('/legal/house-rules', 'House Rules', true, { menus: [at('footer.legal', 'House Rules', 20)] }),
      page('/legal/fine-print', 'Fine Print', true, { menus: [at('footer.legal', 'Fine Print', 10)] }),
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
    pages: [page('/blog', 'Blog', false, { menus: [at('header.resources', 'Blog', 10), at('footer.company', 'Blog', 70)] })],
    patterns: [{ pattern: '/blog/:slug', breadcrumb: null, darkHero: false, indexable: true, source: { sitemap: '/sitemap-blog.xml' } }],
    sections: [],
  },
  {
    format: 1,
    remote: 'tools',
    pages: [
      page('/tools/netpay-calculator', 'Net Pay Calculator', false, { menus: [at('header.tools', 'Net Pay Calculator', 10)] }),
      page('/tools/break-even-calculator', 'Break-Even Calculator', false, { menus: [at('header.tools', 'Break-Even Calculator', 20)] }),
      page('/tools/cash-flow-forecast', 'Cash Flow Forecast', false, { menus: [at('header.tools', 'Cash Flow Forecast', 30)] }),
      page('/tools/payroll-estimator', 'Payroll Estimator', false, { menus: [at('header.tools', 'Payroll Estimator', 40)] }),
    ],
    patterns: [],
    sections: [{ path: '/tools', breadcrumb: 'Tools' }],
  },
];

export const TEST_SITE = sitePages(TEST_REGISTRIES);
