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

  it('re-renders the list and the post when a post changes, and removes the page of a withdrawn one', () => {
    expect(renderPlan(site, [{ source: 'posts', records: [{ key: 'year-end-checklist', public: false }] }])).toEqual({
      render: ['/blog'],
      remove: ['/blog/year-end-checklist'],
      allOf: [],
    });
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
