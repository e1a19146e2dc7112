import { describe, expect, it } from 'vitest';
import { parsePageRegistry, renderPlan, sitePages } from '@firm/shared-contracts/pages';
import { sharedPagesOf } from '@firm/shared-contracts/routes';
import { pageRegistry } from './pageRegistry.ts';

describe('the blog page registry', () => {
  const site = sitePages([parsePageRegistry(pageRegistry)]);

  it('lists the blog page, and each post through the live blog sitemap, without a trail', () => {
    expect(site.lookup('/blog').page).toMatchObject({ breadcrumb: 'Blog', sitemap: { priority: 0.8, changefreq: 'weekly' } });
    expect(site.lookup('/blog/cash-vs-accrual-accounting').pattern).toEqual({
      pattern: '/blog/:slug',
      breadcrumb: null,
      darkHero: false,
      indexable: true,
      source: { sitemap: '/sitemap-blog.xml' },
      renderedFrom: ['posts'],
    });
  });

  it('re-renders the list, every later page and every category and tag page when a post changes, and removes the page of a withdrawn one', () => {
    const plan = renderPlan(site, [{ source: 'posts', records: [{ key: 'year-end-checklist', public: false }] }]);
    expect(plan.render).toEqual(['/blog']);
    expect(plan.remove).toEqual(['/blog/year-end-checklist']);
    expect(plan.allOf.map((pattern) => pattern.pattern)).toEqual(['/blog/page/:page', '/blog/category/:slug', '/blog/tag/:tag']);
  });

  it('renders page 2, category and tag pages from the live sitemap, never the search or a preview', () => {
    expect(site.lookup('/blog/page/2').pattern?.pattern).toBe('/blog/page/:page');
    expect(site.lookup('/blog/category/payroll').pattern?.pattern).toBe('/blog/category/:slug');
    expect(site.lookup('/blog/tag/w-4').pattern?.pattern).toBe('/blog/tag/:tag');
    expect(site.lookup('/blog/preview/0b7e0e9e-0000-4000-8000-000000000000').pattern).toMatchObject({ indexable: false });
    expect(site.lookup('/blog/search').page).toMatchObject({ sitemap: null });
  });
});

describe('the pages other apps link to', () => {
  it('are all in this registry', () => {
    const site = sitePages([parsePageRegistry(pageRegistry)]);
    const promised = sharedPagesOf('blog');
    expect(promised.length).toBeGreaterThan(0);
    for (const path of promised) expect(site.lookup(path).page, path).toBeDefined();
  });
});
