import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { loadSitePages, setSitePages, useSitePages } from './sitePages.ts';
import { TEST_REGISTRIES } from './testSitePages.ts';
import { sitePages } from '@firm/shared-contracts/pages';

const remotes = {
  marketing: { entry: 'https://cdn.example.com/marketing/1.0.0-abc/mf-manifest.json' },
  blog: { entry: 'https://cdn.example.com/blog/2.0.0-def/mf-manifest.json' },
};

afterEach(() => {
  setSitePages({ site: sitePages([]), settled: false });
  vi.restoreAllMocks();
});

describe('loadSitePages', () => {
  it('reads pages.json beside each release the config names, and the layout hook sees it', async () => {
    const asked: string[] = [];
    const fetchRegistry = vi.fn(async (url: string) => {
      asked.push(url);
      const registry = url.includes('/marketing/') ? TEST_REGISTRIES[0] : TEST_REGISTRIES[1];
      return new Response(JSON.stringify(registry), { status: 200 });
    });
    const { result } = renderHook(() => useSitePages());
    expect(result.current.settled).toBe(false);
    await act(() => loadSitePages({ remotes } as never, fetchRegistry as unknown as typeof fetch));
    expect(asked.sort()).toEqual([
      'https://cdn.example.com/blog/2.0.0-def/pages.json',
      'https://cdn.example.com/marketing/1.0.0-abc/pages.json',
    ]);
    expect(result.current.settled).toBe(true);
    expect(result.current.site.lookup('/case-studies/harbor-bakery').page?.breadcrumb).toBe('Harbor Bakery');
    expect(result.current.site.lookup('/blog/any-post').pattern?.breadcrumb).toBeNull();
  });

  it('keeps the registries it could read when one remote has none, and says which', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchRegistry = async (url: string) =>
      url.includes('/blog/') ? new Response('Not found', { status: 404 }) : new Response(JSON.stringify(TEST_REGISTRIES[0]), { status: 200 });
    const { result } = renderHook(() => useSitePages());
    await act(() => loadSitePages({ remotes } as never, fetchRegistry as unknown as typeof fetch));
    expect(result.current.settled).toBe(true);
    expect(result.current.site.lookup('/contact').page?.darkHero).toBe(true);
    expect(result.current.site.lookup('/blog').page).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blog: https://cdn.example.com/blog/2.0.0-def/pages.json answered 404'));
  });
});
