import { describe, expect, it } from 'vitest';
import { sitePages } from '@firm/shared-contracts/pages';
import { buildBreadcrumbs, titleCaseSegment } from './breadcrumbs.ts';
import { TEST_SITE } from '../pages/testSitePages.ts';

const home = { label: 'Home', href: '/', current: false };
const trail = (path: string) => buildBreadcrumbs(path, TEST_SITE);

describe('buildBreadcrumbs', () => {
  it('is empty on the home page', () => {
    expect(trail('/')).toEqual([]);
    expect(trail('')).toEqual([]);
  });

  it('is empty on the pages of a pattern whose registry shows no trail (a blog post)', () => {
    expect(trail('/blog/how-to-close-your-books')).toEqual([]);
    expect(trail('/blog/how-to-close-your-books/')).toEqual([]);
  });

  it('shows on the blog list itself', () => {
    expect(trail('/blog')).toEqual([home, { label: 'Blog', current: true }]);
  });

  it('is empty on the admin portal', () => {
    expect(trail('/admin/posts')).toEqual([]);
  });

  it.each([
    ['/bookkeeping', 'Bookkeeping'],
    ['/about', 'About'],
    ['/case-studies', 'Case Studies'],
    ['/help', 'Help Desk'],
  ])('labels %s as its registry entry does', (path, label) => {
    expect(trail(path)).toEqual([home, { label, current: true }]);
  });

  it('starts with Home and ends with the current page, which is not a link', () => {
    const items = trail('/case-studies/abc-roofing');
    expect(items).toEqual([
      home,
      { label: 'Case Studies', href: '/case-studies', current: false },
      { label: 'ABC Roofing', current: true },
    ]);
    expect(items.at(-1)?.href).toBeUndefined();
  });

  it('finds a page whatever the case of the address', () => {
    expect(trail('/Case-Studies/Harbor-Bakery').at(-1)?.label).toBe('Harbor Bakery');
  });

  it('shows a section (a level without a page) as plain text', () => {
    expect(trail('/legal/house-rules')).toEqual([
      home,
      { label: 'Legal', current: false },
      { label: 'House Rules', current: true },
    ]);
    expect(trail('/tools/netpay-calculator')).toEqual([
      home,
      { label: 'Tools', current: false },
      { label: 'Net Pay Calculator', current: true },
    ]);
    expect(trail('/thank-you/sales-inquiry')).toEqual([
      home,
      { label: 'Thank You', current: false },
      { label: 'Sales Inquiry', current: true },
    ]);
  });

  it('spells a page the way its record does, not its address', () => {
    expect(trail('/services/ai-ready-books').at(-1)?.label).toBe('AI-Ready Books');
    expect(trail('/industries/saas').at(-1)?.label).toBe('SaaS');
  });

  it('title-cases what no registry names, and links no level without a page', () => {
    expect(trail('/some-unknown-page')).toEqual([home, { label: 'Some Unknown Page', current: true }]);
    expect(trail('/industries/food-trucks')).toEqual([
      home,
      { label: 'Industries', current: false },
      { label: 'Food Trucks', current: true },
    ]);
    expect(trail('/no-such/deeper-page')).toEqual([
      home,
      { label: 'No Such', current: false },
      { label: 'Deeper Page', current: true },
    ]);
  });

  it('links intermediate levels that are pages', () => {
    expect(trail('/about/leadership-team')).toEqual([
      home,
      { label: 'About', href: '/about', current: false },
      { label: 'Leadership Team', current: true },
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(trail('/about/')).toEqual([home, { label: 'About', current: true }]);
  });

  it('falls back to title case when no registry could be read', () => {
    expect(buildBreadcrumbs('/case-studies/harbor-bakery', sitePages([]))).toEqual([
      home,
      { label: 'Case Studies', current: false },
      { label: 'Harbor Bakery', current: true },
    ]);
  });
});

describe('titleCaseSegment', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(titleCaseSegment('green-valley-farms')).toBe('Green Valley Farms');
    expect(titleCaseSegment('LOGISTICS')).toBe('Logistics');
  });
});
