// Search metadata on the composed site: every public route has its own title, meta description
// and canonical URL; the sitemap index and robots.txt come from the build, the blog sitemap
// from the backend, live; admin screens are noindex;
// JSON-LD blocks parse and name their schema.org type.
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { serveDist } from '../../scripts/serve-dist.mjs';
import { serviceClient } from '../support/backend.ts';
import { REPO_ROOT } from '../support/stack.ts';
import { BLOG_POST, openPage, publicRoutes } from '../support/publicRoutes.ts';

const ORIGIN = 'http://localhost:3000';

interface Meta {
  title: string;
  description: string | null;
  canonicals: string[];
  robots: string | null;
}

async function readMeta(page: Page): Promise<Meta> {
  return page.evaluate(() => ({
    title: document.title,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  }));
}

test('every public route has its own title, description and canonical', async ({ page }) => {
  test.setTimeout(300_000);
  const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
  const problems: string[] = [];
  for (const route of await publicRoutes()) {
    await openPage(page, route.path, route.state);
    const meta = await readMeta(page);
    if (route.noindex) {
      if (!meta.robots?.includes('noindex')) problems.push(`${route.path}: not marked noindex`);
      continue;
    }
    if (meta.robots?.includes('noindex')) problems.push(`${route.path}: marked noindex`);
    if (!meta.title || meta.title === 'Silver State Books') problems.push(`${route.path}: no page title ("${meta.title}")`);
    if (!meta.description || meta.description.length < 50) problems.push(`${route.path}: no meta description`);
    const canonical = `${ORIGIN}${route.canonical ?? route.path}`;
    if (meta.canonicals.length !== 1 || meta.canonicals[0] !== canonical) {
      problems.push(`${route.path}: canonical ${JSON.stringify(meta.canonicals)}, expected ${canonical}`);
    }
    if (route.canonical) continue;
    const sameTitle = seen.titles.get(meta.title);
    if (sameTitle) problems.push(`${route.path}: same title as ${sameTitle} ("${meta.title}")`);
    seen.titles.set(meta.title, route.path);
    if (meta.description) {
      const sameDescription = seen.descriptions.get(meta.description);
      if (sameDescription) problems.push(`${route.path}: same description as ${sameDescription}`);
      seen.descriptions.set(meta.description, route.path);
    }
  }
  expect(problems).toEqual([]);
});

test('metadata follows client-side navigation (no stale canonical or robots)', async ({ page }) => {
  await openPage(page, '/no-such-page-here');
  expect((await readMeta(page)).robots).toContain('noindex');
  await page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'Payroll' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await readMeta(page)).canonicals).toEqual([`${ORIGIN}/payroll`]);
  expect((await readMeta(page)).robots).toBeNull();
});

test('the admin sign-in screen is noindex', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await readMeta(page)).robots).toBe('noindex, nofollow');
});

test('the admin pages are noindex before any script runs', async ({ request }) => {
  // Crawlers that do not run JavaScript still get the header on every /admin path. A private
  // copy of the shell's server, so the check does not depend on when the main site restarted.
  const shell = await serveDist({ dir: join(REPO_ROOT, 'shell', 'dist'), port: 3470, spa: true });
  try {
    for (const path of ['/admin', '/admin/login', '/admin/blog']) {
      const response = await request.get(`${shell.url}${path}`);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    for (const path of ['/', '/administration-services', '/blog']) {
      const response = await request.get(`${shell.url}${path}`);
      expect(response.headers()['x-robots-tag'], path).toBeUndefined();
    }
  } finally {
    await shell.close();
  }
});

test('robots.txt disallows /admin and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n').map((l) => l.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /admin');
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function readSitemap(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = locsOf(xml);
  expect(new Set(locs).size).toBe(locs.length);
  for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  return locs.map((loc) => loc.slice(ORIGIN.length));
}

test('sitemap.xml names the pages and the blog sitemaps, which list the public pages and nothing of the admin', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(locsOf(indexXml)).toEqual([`${ORIGIN}/sitemap-pages.xml`, `${ORIGIN}/sitemap-blog.xml`]);

  const pages = await readSitemap(request, '/sitemap-pages.xml');
  const posts = await readSitemap(request, '/sitemap-blog.xml');
  const paths = [...pages, ...posts];
  for (const route of await publicRoutes()) {
    if (route.noindex || route.canonical) continue;
    expect(paths, route.path).toContain(route.path);
  }
  expect(posts).toContain(BLOG_POST);
  expect(posts.every((path) => path.startsWith('/blog/'))).toBe(true);
  expect(paths.filter((p) => p.startsWith('/admin'))).toEqual([]);
  for (const absent of ['/services/payroll', '/services/bookkeeping', '/thank-you/sales-inquiry', '/no-such-page-here']) {
    expect(paths).not.toContain(absent);
  }
});

test('a post is in the blog sitemap as soon as it is published, and a draft never is', async ({ request }) => {
  const service = serviceClient();
  const stamp = Date.now();
  const published = `sitemap-live-${stamp}`;
  const draft = `sitemap-draft-${stamp}`;
  const row = (slug: string, status: string) => ({
    title: `Sitemap check ${slug}`,
    slug,
    content: '<p>Checking the sitemap.</p>',
    author: 'Site tests',
    status,
    published_at: status === 'published' ? new Date().toISOString() : null,
  });
  const { error } = await service.from('blog_posts').insert([row(published, 'published'), row(draft, 'draft')]);
  expect(error).toBeNull();
  try {
    const posts = await readSitemap(request, '/sitemap-blog.xml');
    expect(posts).toContain(`/blog/${published}`);
    expect(posts).not.toContain(`/blog/${draft}`);
  } finally {
    await service.from('blog_posts').delete().in('slug', [published, draft]);
  }
});

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('home JSON-LD is an AccountingService', async ({ page }) => {
  await openPage(page, '/');
  const blocks = await jsonLdBlocks(page);
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    expect(typeof block['@type']).toBe('string');
  }
  const business = blocks.find((b) => b['@type'] === 'AccountingService');
  expect(business).toBeDefined();
  expect(business!.name).toBe('Silver State Books');
  expect(business!.telephone).toBe('(702) 555-0142');
});

test('blog post JSON-LD is a BlogPosting', async ({ page }) => {
  await openPage(page, BLOG_POST);
  const blocks = await jsonLdBlocks(page);
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    expect(block['@context']).toBe('https://schema.org');
    expect(typeof block['@type']).toBe('string');
  }
  const posting = blocks.find((b) => b['@type'] === 'BlogPosting');
  expect(posting).toBeDefined();
  expect(posting!.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
});
