// The release artifacts served by nginx with deploy/nginx/site.conf: the composed site, one page
// per remote, the blog sitemap proxied to the project's function, and the headers independent releases rely on (no-cache
// on manifests, entries, HTML and the runtime config; immutable hashed chunks; gzip; CORS for the
// site's own origin only). Uses NGINX_BASE_URL when set, else starts nginx (e2e/support/nginx.ts).
import { expect, test, type APIResponse, type Page } from '../support/test.ts';
import { REMOTE_NAMES } from '@firm/shared-contracts/routes';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerender } from '../../scripts/prerender/prerender.mjs';
import { isRenderedFor } from '../support/publicRoutes.ts';
import { nginxSite, type ServedSite } from '../support/nginx.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FOREIGN_ORIGIN = 'https://elsewhere.example';
const REPO_ROOT = join(import.meta.dirname, '..', '..');

let site: ServedSite;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await nginxSite();
});
test.afterAll(async () => {
  await site?.close();
});

async function expectNoRemoteFailure(page: Page) {
  await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
}

function header(response: APIResponse, name: string): string | undefined {
  return response.headers()[name.toLowerCase()];
}

test('the composed site: home inside the shell layout, from the released files', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  const response = await page.goto(`${site.baseUrl}/`);
  expect(response?.headers().server).toMatch(/^nginx/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoRemoteFailure(page);
  // Every remote the home page used came from a release folder named by the runtime config.
  const config = (await (await page.request.get(`${site.baseUrl}/runtime-config.json`)).json()) as ServedSite;
  expect(config.remotes.marketing.entry).toBe(site.remotes.marketing.entry);
  expect(failed).toEqual([]);
});

const PAGES = [
  { remote: 'marketing', path: '/login', heading: 'Client Login' },
  { remote: 'blog', path: '/blog', heading: 'The Books & Payroll Blog' },
  { remote: 'tools', path: '/tools/netpay-calculator', heading: /Net Pay Calculator/ },
  { remote: 'admin', path: '/admin/login', heading: /Admin Portal/ },
] as const;

for (const p of PAGES) {
  test(`${p.remote}: ${p.path} opens directly (SPA fallback) and renders the remote's page`, async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/mf-manifest.json')) manifests.push(r.url());
    });
    await page.goto(`${site.baseUrl}${p.path}`);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expectNoRemoteFailure(page);
    expect(manifests).toContain(site.remotes[p.remote].entry);
  });
}

test('pages carry the Content-Security-Policy naming the released remotes, and nothing breaks it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/blog', '/tools/netpay-calculator']) {
    const response = await page.goto(`${site.baseUrl}${path}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(response?.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(response?.headers()['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()');
    expect(response?.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(policy, path).toContain("default-src 'self'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).toContain("frame-ancestors 'none'");
    // Scripts only from the site and the origins that serve the remotes (ports 3901–3904 here);
    // WebAssembly may be compiled (the portal's image encoders), JavaScript never evaluated.
    const scriptSources = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSources.split(' ').slice(1).sort()).toEqual(
      ["'self'", "'wasm-unsafe-eval'", 'http://localhost:3901', 'http://localhost:3902', 'http://localhost:3903', 'http://localhost:3904'].sort(),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRemoteFailure(page);
  }
  expect(violations).toEqual([]);
});

test('nothing of ours runs behind the host: no upstream in the config, no /api', async ({ request }) => {
  const conf = readFileSync(join(REPO_ROOT, 'deploy', 'nginx', 'site.conf'), 'utf8');
  expect(conf).not.toMatch(/^\s*upstream\b/m);
  expect(conf).not.toMatch(/^\s*proxy_pass\b/m);
  expect(conf).not.toContain('54321');
  const track = await request.post(`${site.baseUrl}/api/track`, { data: { type: 'page_view' }, headers: { 'Content-Type': 'application/json' } });
  expect([404, 405]).toContain(track.status());
  expect(header(track, 'content-type') ?? '').not.toMatch(/json/);
});

test("the blog sitemap is answered live by the project's function, with the configured site's URLs", async ({ request }) => {
  const response = await request.get(`${site.baseUrl}/sitemap-blog.xml`);
  expect(response.status()).toBe(200);
  expect(header(response, 'content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // The function's SITE_URL (the local site), never the host the request came through.
  expect(xml).toContain('<loc>http://localhost:3000/blog/cash-vs-accrual-accounting</loc>');
  const index = await (await request.get(`${site.baseUrl}/sitemap.xml`)).text();
  expect(index).toContain('<sitemapindex');
});

test("a page prerendered for the environment is served before the app's page, with the CSP", async ({ request }) => {
  const outDir = join(site.deployRoot, 'prerendered');
  const { failed } = await prerender({ siteUrl: site.baseUrl, outDir, routes: ['/', '/careers'], log: () => {} });
  expect(failed).toEqual([]);
  try {
    for (const path of ['/', '/careers']) {
      const response = await request.get(`${site.baseUrl}${path}`);
      expect(response.status()).toBe(200);
      expect(header(response, 'cache-control')).toBe(NO_CACHE);
      expect(header(response, 'content-security-policy')).toContain("script-src 'self'");
      expect(isRenderedFor(await response.text(), path)).toBe(true);
    }
    const careers = await (await request.get(`${site.baseUrl}/careers`)).text();
    expect(careers).toContain('Solve Real-World Problems');
    // Not prerendered: the app's page, as before.
    const about = await request.get(`${site.baseUrl}/about`);
    expect(await about.text()).toContain('<div id="root"></div>');
    expect((await request.get(`${site.baseUrl}/careers.js`)).status()).toBe(404);
    // The blog's feed, a file the render job writes beside the pages, served as Atom.
    mkdirSync(join(outDir, 'blog'), { recursive: true });
    writeFileSync(join(outDir, 'blog', 'feed.xml'), '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"></feed>');
    const feed = await request.get(`${site.baseUrl}/blog/feed.xml`);
    expect(feed.status()).toBe(200);
    expect(header(feed, 'content-type')).toContain('application/atom+xml');
    expect(header(feed, 'cache-control')).toBe(NO_CACHE);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir);
  }
});

test("a path that is no page answers 404 with the rendered not-found page; the app's pages and staff screens the app", async ({ request }) => {
  const notFound = join(site.deployRoot, 'prerendered', '404.html');
  writeFileSync(notFound, '<!doctype html><title>Page not found</title><div id="root"><h1>Not found</h1></div>');
  try {
    for (const path of ['/no-such-page', '/tools/no-such-tool', '/blog/a-post/more']) {
      const response = await request.get(`${site.baseUrl}${path}`);
      expect(response.status(), path).toBe(404);
      expect(header(response, 'content-security-policy'), path).toContain("script-src 'self'");
      expect(await response.text(), path).toContain('<h1>Not found</h1>');
    }
    for (const path of ['/about', '/blog/any-post', '/admin/anything']) {
      const response = await request.get(`${site.baseUrl}${path}`);
      expect(response.status(), path).toBe(200);
    }
    const redirect = await request.get(`${site.baseUrl}/tools?utm_source=card`, { maxRedirects: 0 });
    expect([redirect.status(), header(redirect, 'location')]).toEqual([301, expect.stringMatching(/\/tools\/netpay-calculator\?utm_source=card$/)]);
  } finally {
    rmSync(notFound, { force: true });
  }
});

test('shell: no-cache on HTML, routes and the runtime config; immutable hashed chunks; gzip; 404 for a missing file', async ({
  request,
}) => {
  for (const path of ['/', '/index.html', '/blog/some-post', '/runtime-config.json']) {
    const response = await request.get(`${site.baseUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(header(response, 'cache-control'), path).toBe(NO_CACHE);
  }
  const html = await (await request.get(`${site.baseUrl}/`)).text();
  const chunk = /<script[^>]+src="\/?(static\/js\/index\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(chunk, 'the shell page names its hashed entry chunk').toBeTruthy();
  const asset = await request.get(`${site.baseUrl}/${chunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(header(asset, 'cache-control')).toBe(IMMUTABLE);
  expect(header(asset, 'content-encoding')).toBe('gzip');

  const missing = await request.get(`${site.baseUrl}/static/js/not-there.0123456789.js`);
  expect(missing.status()).toBe(404);
  // A missing file is not answered with the app's page (a stale chunk must fail loudly).
  expect(await missing.text()).not.toContain(chunk!);
});

for (const remote of REMOTE_NAMES) {
  test(`${remote}: no-cache on manifest and entry, immutable chunks, CORS only for the site's origin`, async ({
    request,
  }) => {
    const manifestUrl = site.remotes[remote].entry;
    const base = manifestUrl.replace(/mf-manifest\.json$/, '');
    const siteOrigin = new URL(site.baseUrl).origin;

    const manifestResponse = await request.get(manifestUrl, { headers: { Origin: siteOrigin, 'Accept-Encoding': 'gzip' } });
    expect(manifestResponse.status()).toBe(200);
    expect(header(manifestResponse, 'cache-control')).toBe(NO_CACHE);
    expect(header(manifestResponse, 'access-control-allow-origin')).toBe(siteOrigin);
    expect(header(manifestResponse, 'content-encoding')).toBe('gzip');
    const manifest = (await manifestResponse.json()) as {
      metaData: { release?: { id: string; contractVersion: string } };
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    // The manifest carries the release it belongs to.
    expect(manifest.metaData.release?.id).toBe(site.remotes[remote].version);
    expect(manifest.metaData.release?.contractVersion).toMatch(/^2\./);

    const entry = await request.get(`${base}remoteEntry.js`, { headers: { Origin: siteOrigin } });
    expect(entry.status()).toBe(200);
    expect(header(entry, 'cache-control')).toBe(NO_CACHE);
    expect(header(entry, 'access-control-allow-origin')).toBe(siteOrigin);

    const chunkPath = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunkPath, 'the manifest names the exposed routes chunk').toBeTruthy();
    const chunk = await request.get(`${base}${chunkPath}`, { headers: { Origin: siteOrigin } });
    expect(chunk.status()).toBe(200);
    expect(header(chunk, 'cache-control')).toBe(IMMUTABLE);
    expect(header(chunk, 'access-control-allow-origin')).toBe(siteOrigin);

    // The remote's own page (for running it alone) carries the site's policy and page headers.
    const own = await request.get(`${base}index.html`);
    expect(own.status()).toBe(200);
    expect(header(own, 'content-security-policy')).toContain("frame-ancestors 'none'");
    expect(header(own, 'referrer-policy')).toBe('strict-origin-when-cross-origin');

    const preflight = await request.fetch(manifestUrl, {
      method: 'OPTIONS',
      headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status()).toBe(204);
    expect(header(preflight, 'access-control-allow-origin')).toBe(siteOrigin);

    for (const url of [manifestUrl, `${base}remoteEntry.js`, `${base}${chunkPath}`]) {
      const foreign = await request.get(url, { headers: { Origin: FOREIGN_ORIGIN } });
      expect(foreign.status(), url).toBe(200);
      expect(header(foreign, 'access-control-allow-origin'), url).toBeUndefined();
    }
  });
}
