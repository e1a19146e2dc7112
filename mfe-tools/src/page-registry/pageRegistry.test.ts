import { describe, expect, it } from 'vitest';
import { parsePageRegistry, sitePages } from '@firm/shared-contracts/pages';
import { sharedPagesOf } from '@firm/shared-contracts/routes';
import { pageRegistry } from './pageRegistry.ts';

describe('the tools page registry', () => {
  const site = sitePages([parsePageRegistry(pageRegistry)]);

  it('lists the four tools under /tools, which is a section and not a page', () => {
    expect(pageRegistry.pages.map((page) => page.path)).toEqual([
      '/tools/netpay-calculator',
      '/tools/break-even-calculator',
      '/tools/cash-flow-forecast',
      '/tools/payroll-estimator',
    ]);
    expect(site.lookup('/tools/netpay-calculator').page).toMatchObject({ breadcrumb: 'Net Pay Calculator', sitemap: { priority: 0.8, changefreq: 'yearly' } });
    expect(site.lookup('/tools')).toEqual({ section: { path: '/tools', breadcrumb: 'Tools' } });
  });
});

describe('the pages other apps link to', () => {
  it('are all in this registry', () => {
    const site = sitePages([parsePageRegistry(pageRegistry)]);
    const promised = sharedPagesOf('tools');
    expect(promised.length).toBeGreaterThan(0);
    for (const path of promised) expect(site.lookup(path).page, path).toBeDefined();
  });
});
