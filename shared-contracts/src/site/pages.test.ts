import { describe, expect, it } from 'vitest';
import {
  loadPageRegistries,
  menuLinks,
  pageRegistryUrl,
  parsePageRegistry,
  pathRuleFor,
  patternSitemaps,
  renderPlan,
  sitemapEntries,
  sitePages,
  sitePathRules,
  type PageRegistry,
} from './pages.ts';
import { redirectRoutes } from './redirectRoutes.ts';

const marketing: PageRegistry = {
  format: 1,
  remote: 'marketing',
  pages: [
    { path: '/', title: 'Home', breadcrumb: 'Home', darkHero: true, sitemap: { priority: 1, changefreq: 'weekly' } },
    { path: '/payroll', title: 'Payroll Services', breadcrumb: 'Payroll', darkHero: false, sitemap: { priority: 0.9, changefreq: 'monthly' } },
    { path: '/services/payroll', title: 'Payroll Services', breadcrumb: 'Payroll', darkHero: false, sitemap: null, canonical: '/payroll' },
    { path: '/thank-you/sales-inquiry', title: 'Thank You', breadcrumb: 'Sales Inquiry', darkHero: false, sitemap: null },
  ],
  patterns: [],
  sections: [{ path: '/thank-you', breadcrumb: 'Thank You' }],
};
const blog: PageRegistry = {
  format: 1,
  remote: 'blog',
  pages: [{ path: '/blog', title: 'Blog', breadcrumb: 'Blog', darkHero: false, sitemap: { priority: 0.8, changefreq: 'weekly' } }],
  patterns: [{ pattern: '/blog/:slug', breadcrumb: null, darkHero: false, indexable: true, source: { sitemap: '/sitemap-blog.xml' } }],
  sections: [],
};

describe('parsePageRegistry', () => {
  it('accepts a well-formed registry as it is', () => {
    expect(parsePageRegistry(JSON.parse(JSON.stringify(marketing)))).toEqual(marketing);
  });

  it('names each problem with where it is', () => {
    const bad = {
      ...marketing,
      pages: [{ ...marketing.pages[1], path: '/Payroll/', sitemap: { priority: 2, changefreq: 'hourly' } }],
    };
    expect(() => parsePageRegistry(bad, 'page registry of marketing')).toThrow(
      /^Invalid page registry of marketing: pages\.0\.path: must be a lower-case path.*pages\.0\.sitemap\.priority: .*pages\.0\.sitemap\.changefreq: /,
    );
  });

  it('refuses another format, a path listed twice, and an alias in the sitemap', () => {
    expect(() => parsePageRegistry({ ...marketing, format: 2 })).toThrow(/format/);
    expect(() => parsePageRegistry({ ...marketing, pages: [marketing.pages[1], marketing.pages[1]] })).toThrow(
      'Invalid page registry: /payroll is listed twice',
    );
    expect(() =>
      parsePageRegistry({ ...marketing, pages: [{ ...marketing.pages[2], sitemap: { priority: 0.5, changefreq: 'monthly' } }] }),
    ).toThrow('/services/payroll names a canonical page and cannot be in the sitemap itself');
  });

  it('refuses a pattern that is not a path ending in one parameter', () => {
    expect(() => parsePageRegistry({ ...blog, patterns: [{ ...blog.patterns[0], pattern: '/blog/*' }] })).toThrow(
      /patterns\.0\.pattern: must be a path ending in one :param segment/,
    );
  });
});

describe('sitePages', () => {
  const site = sitePages([marketing, blog]);

  it('finds a page, a section or a pattern by path, whatever the case and trailing slash', () => {
    expect(site.lookup('/Payroll/').page?.title).toBe('Payroll Services');
    expect(site.lookup('/thank-you').section?.breadcrumb).toBe('Thank You');
    expect(site.lookup('/blog/cash-vs-accrual').pattern?.pattern).toBe('/blog/:slug');
    expect(site.lookup('/blog').pattern).toBeUndefined();
    expect(site.lookup('/blog/a/b')).toEqual({});
    expect(site.lookup('/nowhere')).toEqual({});
  });

  it('keeps the first registry’s entry when two list the same path', () => {
    const other: PageRegistry = { ...blog, pages: [{ ...blog.pages[0]!, path: '/payroll', title: 'Someone else' }], patterns: [] };
    expect(sitePages([marketing, other]).lookup('/payroll').page?.title).toBe('Payroll Services');
  });

  it('lists indexable pages for the sitemap, without aliases or noindex pages, and the pattern sitemaps', () => {
    expect(sitemapEntries(site)).toEqual([
      { path: '/', priority: 1, changefreq: 'weekly' },
      { path: '/payroll', priority: 0.9, changefreq: 'monthly' },
      { path: '/blog', priority: 0.8, changefreq: 'weekly' },
    ]);
    expect(patternSitemaps(site)).toEqual(['/sitemap-blog.xml']);
  });
});

describe('sitePathRules', () => {
  const admin: PageRegistry = {
    format: 1,
    remote: 'admin',
    pages: [{ path: '/admin/login', title: 'Sign in', breadcrumb: 'Sign in', darkHero: false, sitemap: null }],
    patterns: [],
    sections: [],
  };
  const tools: PageRegistry = {
    format: 1,
    remote: 'tools',
    pages: [{ path: '/tools/netpay-calculator', title: 'Net Pay', breadcrumb: 'Net Pay', darkHero: false, sitemap: null }],
    patterns: [],
    sections: [{ path: '/tools', breadcrumb: 'Tools' }],
    redirects: [
      { from: '/tools', to: '/tools/netpay-calculator' },
      // Another registry's page wins over a redirect from the same path.
      { from: '/payroll', to: '/tools/netpay-calculator' },
    ],
  };
  const rules = sitePathRules(sitePages([marketing, blog, tools, admin]));
  const answer = (path: string) => pathRuleFor(rules, path);

  it('answers the public pages, a pattern’s pages one segment deep, the staff screens and the redirects', () => {
    expect(answer('/payroll')).toEqual({ answer: 'page', path: '/payroll' });
    expect(answer('/Payroll/')).toEqual({ answer: 'page', path: '/payroll' });
    expect(answer('/blog/a-post')).toEqual({ answer: 'record', pattern: '/blog/:slug' });
    expect(answer('/admin')).toEqual({ answer: 'staff', prefix: '/admin' });
    expect(answer('/admin/blog/42/edit')).toEqual({ answer: 'staff', prefix: '/admin' });
    expect(answer('/tools')).toEqual({ answer: 'redirect', path: '/tools', to: '/tools/netpay-calculator' });
  });

  it('finds nothing for any other path: a section, a record path two deep, a staff look-alike', () => {
    for (const path of ['/thank-you', '/blog/a/b', '/administrator', '/tools/no-such-tool', '/no-such-page']) {
      expect([path, answer(path)]).toEqual([path, undefined]);
    }
  });

  it('leaves the staff pages to the staff rule, and refuses a registry that redirects one of its own pages', () => {
    expect(rules.filter((rule) => rule.answer === 'page').map((rule) => rule.path)).not.toContain('/admin/login');
    expect(() => parsePageRegistry({ ...tools, redirects: [{ from: '/tools/netpay-calculator', to: '/tools' }] })).toThrow(
      '/tools/netpay-calculator is both a page and a redirect',
    );
  });

  it('gives the router the same redirects, relative to the remote’s base path', () => {
    const [toolsIndex] = redirectRoutes([{ from: '/tools', to: '/tools/netpay-calculator' }], '/tools');
    expect(toolsIndex).toMatchObject({ index: true });
    expect(toolsIndex?.path).toBeUndefined();
    expect(redirectRoutes([{ from: '/services/bookkeeping', to: '/bookkeeping' }], '/')[0]?.path).toBe('services/bookkeeping');
    expect(() => redirectRoutes([{ from: '/payroll', to: '/x' }], '/tools')).toThrow('/payroll is outside /tools');
  });
});

describe('menuLinks', () => {
  it('lists the pages placed in a menu by order, with a section of a page as its hash', () => {
    const withMenus = parsePageRegistry({
      ...marketing,
      pages: [
        { ...marketing.pages[1], menus: [{ menu: 'header', label: 'Payroll', order: 30 }] },
        { ...marketing.pages[0], menus: [{ menu: 'header', label: 'Our Story', order: 10, hash: 'story' }, { menu: 'footer.company', label: 'Home', order: 1 }] },
      ],
    });
    expect(menuLinks(sitePages([withMenus]), 'header')).toEqual([
      { label: 'Our Story', to: '/#story', order: 10 },
      { label: 'Payroll', to: '/payroll', order: 30 },
    ]);
  });

  it('refuses a menu the layout does not have', () => {
    expect(() => parsePageRegistry({ ...marketing, pages: [{ ...marketing.pages[1], menus: [{ menu: 'sidebar', label: 'Payroll', order: 1 }] }] })).toThrow(
      /pages\.0\.menus\.0\.menu: /,
    );
  });
});

describe('loadPageRegistries', () => {
  it('reads pages.json beside each manifest, relative entries against the page', async () => {
    expect(pageRegistryUrl('https://cdn.example.com/mfe-blog/1.0.0-ab12/mf-manifest.json')).toBe(
      'https://cdn.example.com/mfe-blog/1.0.0-ab12/pages.json',
    );
    expect(pageRegistryUrl('/remotes/blog/mf-manifest.json', 'https://www.example.com/about')).toBe(
      'https://www.example.com/remotes/blog/pages.json',
    );
  });

  it('returns what it could read and says what it could not', async () => {
    const files: Record<string, unknown> = {
      'http://m.test/pages.json': marketing,
      'http://b.test/pages.json': { ...blog, pages: 'none' },
    };
    const fetchFile = async (url: string) => ({
      ok: url in files,
      status: url in files ? 200 : 404,
      json: async () => files[url],
    });
    const { registries, problems } = await loadPageRegistries(
      {
        marketing: { entry: 'http://m.test/mf-manifest.json' },
        blog: { entry: 'http://b.test/mf-manifest.json' },
        tools: { entry: 'http://t.test/mf-manifest.json' },
      },
      { fetch: fetchFile },
    );
    expect(registries).toEqual([marketing]);
    expect(problems).toEqual([
      'blog: Invalid page registry of blog (http://b.test/pages.json): pages: Invalid input',
      'tools: http://t.test/pages.json answered 404',
    ]);
  });
});

describe('renderPlan', () => {
  const withSources: PageRegistry[] = [
    {
      ...marketing,
      pages: [
        { ...marketing.pages[0]!, renderedFrom: ['reviews'] },
        ...marketing.pages.slice(1),
        // Not indexed: never rendered, whatever it shows.
        { path: '/reviews-draft', title: 'Draft', breadcrumb: 'Draft', darkHero: false, sitemap: null, renderedFrom: ['reviews'] },
      ],
    },
    {
      ...blog,
      pages: [{ ...blog.pages[0]!, renderedFrom: ['posts'] }],
      patterns: [{ ...blog.patterns[0]!, renderedFrom: ['posts'] }],
    },
  ];
  const site = sitePages(withSources);

  it('renders the pages that show the changed content, and the page of each public record', () => {
    expect(renderPlan(site, [{ source: 'posts', records: [{ key: 'payroll-basics', public: true }] }])).toEqual({
      render: ['/blog', '/blog/payroll-basics'],
      remove: [],
      allOf: [],
    });
    expect(renderPlan(site, [{ source: 'reviews', records: [] }])).toEqual({ render: ['/'], remove: [], allOf: [] });
    expect(renderPlan(site, [{ source: 'team', records: [] }])).toEqual({ render: [], remove: [], allOf: [] });
  });

  it('removes the page of a record that is no longer public; the latest change of a record wins', () => {
    const renamed = [{ source: 'posts' as const, records: [{ key: 'old-name', public: false }, { key: 'new-name', public: true }] }];
    expect(renderPlan(site, renamed)).toEqual({ render: ['/blog', '/blog/new-name'], remove: ['/blog/old-name'], allOf: [] });
    const publishedThenWithdrawn = [
      { source: 'posts' as const, records: [{ key: 'brief', public: true }] },
      { source: 'posts' as const, records: [{ key: 'brief', public: false }] },
    ];
    expect(renderPlan(site, publishedThenWithdrawn)).toEqual({ render: ['/blog'], remove: ['/blog/brief'], allOf: [] });
  });

  it('renders every page of a pattern for a change that names no record, and ignores a key that is not a path segment', () => {
    expect(renderPlan(site, [{ source: 'posts', records: [] }]).allOf).toEqual([withSources[1]!.patterns[0]]);
    expect(renderPlan(site, [{ source: 'posts', records: [{ key: '../admin', public: false }] }])).toEqual({
      render: ['/blog'],
      remove: [],
      allOf: [],
    });
  });
});
