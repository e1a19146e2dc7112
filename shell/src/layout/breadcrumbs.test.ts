import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, titleCaseSegment } from './breadcrumbs.ts';

const home = { label: 'Home', href: '/', current: false };

describe('buildBreadcrumbs', () => {
  it('is empty on the home page', () => {
    expect(buildBreadcrumbs('/')).toEqual([]);
    expect(buildBreadcrumbs('')).toEqual([]);
  });

  it('is empty on any path starting /blog/', () => {
    expect(buildBreadcrumbs('/blog/how-to-close-your-books')).toEqual([]);
    expect(buildBreadcrumbs('/blog/')).toEqual([]);
  });

  it('shows on the blog list itself', () => {
    expect(buildBreadcrumbs('/blog')).toEqual([home, { label: 'Blog', current: true }]);
  });

  it('is empty on the admin portal', () => {
    expect(buildBreadcrumbs('/admin/posts')).toEqual([]);
  });

  it.each([
    ['/bookkeeping', 'Bookkeeping'],
    ['/payroll', 'Payroll'],
    ['/about', 'About'],
    ['/careers', 'Careers'],
    ['/contact', 'Contact'],
    ['/press', 'Press'],
    ['/case-studies', 'Case Studies'],
    ['/client-reviews', 'Client Reviews'],
    ['/help', 'Help Desk'],
  ])('labels the known segment of %s', (path, label) => {
    expect(buildBreadcrumbs(path)).toEqual([home, { label, current: true }]);
  });

  it('starts with Home and ends with the current page, which is not a link', () => {
    const items = buildBreadcrumbs('/case-studies/asap-air-conditioning');
    expect(items).toEqual([
      home,
      { label: 'Case Studies', href: '/case-studies', current: false },
      { label: 'ASAP Air Conditioning', current: true },
    ]);
    expect(items.at(-1)?.href).toBeUndefined();
  });

  it('labels the case-study slugs', () => {
    expect(buildBreadcrumbs('/case-studies/proplumbing').at(-1)?.label).toBe('ProPlumbing');
    expect(buildBreadcrumbs('/case-studies/socal-street-eats').at(-1)?.label).toBe('SoCal Street Eats');
    expect(buildBreadcrumbs('/case-studies/omaha-clean-sweep').at(-1)?.label).toBe('Omaha Clean Sweep');
  });

  it('labels the legal pages, with Legal as plain text (there is no /legal page)', () => {
    expect(buildBreadcrumbs('/legal/terms-of-service')).toEqual([
      home,
      { label: 'Legal', current: false },
      { label: 'Terms of Service', current: true },
    ]);
    expect(buildBreadcrumbs('/legal/privacy-policy').at(-1)?.label).toBe('Privacy Policy');
    expect(buildBreadcrumbs('/legal/refund-policy').at(-1)?.label).toBe('Refund Policy');
    expect(buildBreadcrumbs('/legal/cookies-policy').at(-1)?.label).toBe('Cookies Policy');
    expect(buildBreadcrumbs('/legal/disclaimer').at(-1)?.label).toBe('Disclaimer');
    expect(buildBreadcrumbs('/legal/accessibility').at(-1)?.label).toBe('Accessibility');
  });

  it('labels the calculator and the thank-you page', () => {
    expect(buildBreadcrumbs('/tools/netpay-calculator')).toEqual([
      home,
      { label: 'Tools', current: false },
      { label: 'Net Pay Calculator', current: true },
    ]);
    expect(buildBreadcrumbs('/thank-you/sales-inquiry')).toEqual([
      home,
      { label: 'Thank You', current: false },
      { label: 'Sales Inquiry', current: true },
    ]);
  });

  it('title-cases unknown segments, hyphens becoming spaces', () => {
    expect(buildBreadcrumbs('/industries/home-services')).toEqual([
      home,
      { label: 'Industries', current: false },
      { label: 'Home Services', current: true },
    ]);
    expect(buildBreadcrumbs('/thank-you/press-inquiry').at(-1)?.label).toBe('Press Inquiry');
    expect(buildBreadcrumbs('/some-unknown-page')).toEqual([home, { label: 'Some Unknown Page', current: true }]);
  });

  it('links intermediate levels that are pages', () => {
    expect(buildBreadcrumbs('/about/leadership-team')).toEqual([
      home,
      { label: 'About', href: '/about', current: false },
      { label: 'Leadership Team', current: true },
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(buildBreadcrumbs('/careers/')).toEqual([home, { label: 'Careers', current: true }]);
  });
});

describe('titleCaseSegment', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(titleCaseSegment('green-edge-lawn')).toBe('Green Edge Lawn');
    expect(titleCaseSegment('LOGISTICS')).toBe('Logistics');
  });
});
