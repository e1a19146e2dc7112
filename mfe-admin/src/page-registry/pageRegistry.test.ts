import { describe, expect, it } from 'vitest';
import { parsePageRegistry, sitePages, sitemapEntries } from '@firm/shared-contracts/pages';
import { sharedPagesOf } from '@firm/shared-contracts/routes';
import { pageRegistry } from './pageRegistry.ts';

describe('the admin page registry', () => {
  it('lists the portal screens, none of them indexed', () => {
    const site = sitePages([parsePageRegistry(pageRegistry)]);
    expect(site.lookup('/admin/login').page?.title).toBe('Admin Sign In');
    expect(site.lookup('/admin/leads').page?.sitemap).toBeNull();
    // Reached from mail and before sign-in, and the super admins' screens.
    for (const path of ['/admin/forgot-password', '/admin/set-password', '/admin/audit', '/admin/settings']) {
      expect(site.lookup(path).page?.sitemap, path).toBeNull();
    }
    expect(sitemapEntries(site)).toEqual([]);
  });
});

describe('the pages other apps link to', () => {
  it('are all in this registry', () => {
    const site = sitePages([parsePageRegistry(pageRegistry)]);
    const promised = sharedPagesOf('admin');
    expect(promised.length).toBeGreaterThan(0);
    for (const path of promised) expect(site.lookup(path).page, path).toBeDefined();
  });
});
