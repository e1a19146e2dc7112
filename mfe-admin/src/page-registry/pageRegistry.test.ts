import { describe, expect, it } from 'vitest';
import { parsePageRegistry, sitePages, sitemapEntries } from '@firm/shared-contracts/pages';
import { pageRegistry } from './pageRegistry.ts';

describe('the admin page registry', () => {
  it('lists the portal screens, none of them indexed', () => {
    const site = sitePages([parsePageRegistry(pageRegistry)]);
    expect(site.lookup('/admin/login').page?.title).toBe('Admin Sign In');
    expect(site.lookup('/admin/inquiries').page?.sitemap).toBeNull();
    expect(sitemapEntries(site)).toEqual([]);
  });
});
