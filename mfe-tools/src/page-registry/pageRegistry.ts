// The pages the tools remote owns, published with every release as pages.json
// (docs/architecture.md#d31). Read by the build in Node: data imports only.
import type { PageRegistry, RegisteredPage } from '@firm/shared-contracts/pages';
import { REDIRECTS } from './redirects.ts';

/** Each tool is linked in the Tools submenu under its breadcrumb label, in this order. */
const tool = (slug: string, title: string, breadcrumb: string, priority: number, order: number): RegisteredPage => ({
  path: `/tools/${slug}`,
  title,
  breadcrumb,
  darkHero: false,
  sitemap: { priority, changefreq: 'yearly' },
  menus: [{ menu: 'header.tools', label: breadcrumb, order }],
});

export const pageRegistry: PageRegistry = {
  format: 1,
  remote: 'tools',
  pages: [
    tool('netpay-calculator', 'Free Net Pay Calculator', 'Net Pay Calculator', 0.8, 10),
    tool('break-even-calculator', 'Break-Even Calculator', 'Break-Even Calculator', 0.6, 20),
    tool('cash-flow-forecast', 'Cash Flow Forecast', 'Cash Flow Forecast', 0.6, 30),
    tool('payroll-estimator', 'Payroll Cost Estimator', 'Payroll Estimator', 0.6, 40),
  ],
  patterns: [],
  // There is no /tools page: the level only groups the tools.
  sections: [{ path: '/tools', breadcrumb: 'Tools' }],
  redirects: REDIRECTS,
};
