import { describe, expect, it } from 'vitest';
import { menuLinks, parsePageRegistry, renderPlan, sitePages } from '@firm/shared-contracts/pages';
import { MENUS, pageRegistry } from './pageRegistry.ts';

const site = sitePages([parsePageRegistry(pageRegistry)]);

describe('the marketing page registry', () => {
  it('lists each record page under the name its record spells', () => {
    expect(site.lookup('/case-studies/proplumbing').page).toMatchObject({ breadcrumb: 'ProPlumbing', darkHero: true });
    expect(site.lookup('/case-studies/socal-street-eats').page?.breadcrumb).toBe('SoCal Street Eats');
    expect(site.lookup('/services/tax-ready-financials').page).toMatchObject({ title: 'Tax-Ready Financials', breadcrumb: 'Tax-Ready Financials' });
    expect(site.lookup('/services/cpa-coordination').page?.breadcrumb).toBe('CPA Coordination');
    expect(site.lookup('/industries/ecommerce').page).toMatchObject({ title: 'Bookkeeping for E-commerce', breadcrumb: 'E-commerce' });
    expect(site.lookup('/legal/privacy-policy').page).toMatchObject({ breadcrumb: 'Privacy Policy', darkHero: true });
  });

  it('re-renders the pages whose first screen shows team, press or review content when it changes', () => {
    const rendered = (source: 'team' | 'press' | 'reviews') => renderPlan(site, [{ source, records: [] }]).render;
    expect(rendered('team')).toEqual(['/about']);
    expect(rendered('press')).toEqual(['/press']);
    expect(rendered('reviews')).toEqual(['/', '/client-reviews']);
  });

  it('has the nine case studies, eleven service pages, four industries and six legal documents', () => {
    const paths = pageRegistry.pages.map((page) => page.path);
    expect(paths.filter((path) => path.startsWith('/case-studies/'))).toHaveLength(9);
    expect(paths.filter((path) => path.startsWith('/industries/'))).toHaveLength(4);
    expect(paths.filter((path) => path.startsWith('/legal/'))).toHaveLength(6);
    const services = ['/services/trust-reconciliation', '/services/cpa-coordination', '/books-cleanup', '/services/job-costing',
      '/services/software-integration', '/services/expense-management', '/services/tax-ready-financials', '/services/cash-flow',
      '/services/financial-reporting', '/ai-bookkeeping', '/notary'];
    for (const path of services) expect(site.lookup(path).page?.sitemap, path).toEqual({ priority: 0.7, changefreq: 'monthly' });
  });

  it('opens home, contact, booking, legal and case-study pages on a dark hero, and no other', () => {
    const dark = pageRegistry.pages.filter((page) => page.darkHero).map((page) => page.path);
    expect(dark.filter((path) => !/^\/(legal|case-studies)\//.test(path))).toEqual(['/', '/contact', '/book', '/book/manage', '/book/confirm', '/case-studies']);
  });

  it('books the free consultation online: the header action and the footer link lead to /book', () => {
    expect(site.lookup('/book').page).toMatchObject({ title: 'Book a Free Consultation', sitemap: { priority: 0.8, changefreq: 'monthly' } });
    expect(site.lookup('/book/manage').page?.sitemap).toBeNull();
    expect(site.lookup('/book/confirm').page?.sitemap).toBeNull();
    expect(pageRegistry.pages.find((page) => page.path === '/book')?.menus).toEqual([
      { menu: 'footer.contact', label: 'Free Consultation', order: 10 },
      { menu: 'action.consultation', label: 'Free Consultation', order: 10 },
    ]);
  });

  it('keeps aliases and thank-you pages out of the sitemap, each alias naming its page', () => {
    expect(site.lookup('/services/payroll').page).toMatchObject({ canonical: '/payroll', sitemap: null });
    expect(site.lookup('/services/books-cleanup').page).toMatchObject({ canonical: '/books-cleanup', sitemap: null });
    expect(site.lookup('/thank-you/sales-inquiry').page?.sitemap).toBeNull();
    for (const page of pageRegistry.pages.filter((entry) => entry.canonical)) {
      expect(site.lookup(page.canonical!).page, page.path).toBeDefined();
    }
  });

  it('gives the sitemap the settings the firm chose per kind of page', () => {
    expect(site.lookup('/').page?.sitemap).toEqual({ priority: 1, changefreq: 'weekly' });
    expect(site.lookup('/case-studies/proplumbing').page?.sitemap).toEqual({ priority: 0.6, changefreq: 'yearly' });
    expect(site.lookup('/legal/disclaimer').page?.sitemap).toEqual({ priority: 0.2, changefreq: 'yearly' });
  });

  it('places every menu link on a page it lists (a renamed page cannot drop out of a menu unnoticed)', () => {
    for (const path of Object.keys(MENUS)) expect(site.lookup(path).page, path).toBeDefined();
  });

  it('gives the header its four service links and the Company menu its six, in order', () => {
    expect(menuLinks(site, 'header').map((link) => [link.label, link.to])).toEqual([
      ['Bookkeeping', '/bookkeeping'],
      ['AI Bookkeeping', '/ai-bookkeeping'],
      ['Payroll', '/payroll'],
      ['Notary', '/notary'],
    ]);
    expect(menuLinks(site, 'header.company').map((link) => link.to)).toEqual([
      '/about',
      '/about#team',
      '/careers',
      '/press',
      '/client-reviews',
      '/contact',
    ]);
    expect(menuLinks(site, 'footer.legal').map((link) => link.label)).toEqual([
      'Privacy Policy',
      'Terms of Service',
      'Refund Policy',
      'Cookies Policy',
      'Disclaimer',
      'Accessibility',
    ]);
  });
});
