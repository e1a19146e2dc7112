// The site folder for a static host, checked over HTTP: the generator writes `_headers` and
// `_redirects` for a fixture runtime config (its remotes' page registries served by a second
// server) and a folder with rendered pages, and the test server serves it with both hosts'
// readings of those files (scripts/test/static-host-server.mjs).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxRoutesInclude, writeStaticHostFiles } from './static-host.mjs';
import { siteRegistries } from '../seo/generate.mjs';
import { buildCsp } from '../security/csp.mjs';
import { serveStaticHost } from '../test/static-host-server.mjs';
import { serveDist } from '../serve-dist.mjs';

const page = (path: string, sitemap: object | null = { priority: 0.5, changefreq: 'monthly' }) => ({
  path,
  title: path,
  breadcrumb: path,
  darkHero: false,
  sitemap,
});

const REGISTRIES = {
  marketing: {
    format: 1,
    remote: 'marketing',
    pages: [page('/'), page('/about'), page('/careers')],
    patterns: [],
    sections: [],
    redirects: [{ from: '/jobs', to: '/careers' }],
  },
  blog: {
    format: 1,
    remote: 'blog',
    pages: [page('/blog')],
    patterns: [{ pattern: '/blog/:slug', breadcrumb: null, darkHero: false, indexable: true, source: { sitemap: '/sitemap-blog.xml' } }],
    sections: [],
  },
  admin: { format: 1, remote: 'admin', pages: [page('/admin', null), page('/admin/login', null)], patterns: [], sections: [] },
};

const SHELL = '<!doctype html><title>the app</title><div id="root"></div>';
const rendered = (name: string) => `<!doctype html><title>${name}</title><div id="prerendered">${name}</div>`;

let work: string;
let remotes: { url: string; close(): Promise<void> };
let config: Record<string, unknown>;
let siteDir: string;

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'static-host-'));
  for (const [name, registry] of Object.entries(REGISTRIES)) {
    write(join(work, 'remotes', name, '1.0.0', 'pages.json'), JSON.stringify(registry));
  }
  remotes = await serveStaticHost({ dir: join(work, 'remotes'), filesFirst: true });
  config = {
    siteUrl: 'https://www.example.test',
    supabaseUrl: 'https://project-ref.supabase.co',
    supabaseAnonKey: 'sb_publishable_test',
    remotes: Object.fromEntries(Object.keys(REGISTRIES).map((name) => [name, { entry: `${remotes.url}/${name}/1.0.0/mf-manifest.json` }])),
    reviewsWidgetScriptUrl: null,
    policyEmbedScriptUrl: null,
  };
  siteDir = join(work, 'site');
  write(join(siteDir, 'index.html'), SHELL);
  write(join(siteDir, 'runtime-config.json'), JSON.stringify(config));
  write(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(join(siteDir, 'assets', 'home', 'hero.mp4'), 'video');
  write(join(siteDir, 'static', 'js', 'main.1a2b3c4d.js'), 'console.log(1)');
  write(join(siteDir, 'sitemap.xml'), '<sitemapindex/>');
  // What `npm run render -- --out <site>/_pages` leaves: pages, the 404 page, the blog sitemap,
  // and here a copy of a page the registries no longer list.
  write(join(siteDir, '_pages', 'index.html'), rendered('home'));
  write(join(siteDir, '_pages', 'about', 'index.html'), rendered('about'));
  write(join(siteDir, '_pages', 'blog', 'first-post', 'index.html'), rendered('first post'));
  write(join(siteDir, '_pages', 'old-page', 'index.html'), rendered('old page'));
  write(join(siteDir, '_pages', '404.html'), rendered('not found'));
  write(join(siteDir, '_pages', 'sitemap-blog.xml'), '<urlset/>');
  await writeStaticHostFiles({ config, siteDir });
});

afterAll(async () => {
  await remotes?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the static host files', () => {
  it('route rendered pages to their copies, the other public pages and the staff screens to the app', () => {
    expect(readFileSync(join(siteDir, '_redirects'), 'utf8').split('\n').filter((line) => line.startsWith('/'))).toEqual([
      '/  /_pages/  200!',
      '/about  /_pages/about/  200!',
      '/blog/first-post  /_pages/blog/first-post/  200!',
      '/jobs  /careers  301',
      '/careers  /index.html  200',
      '/blog  /index.html  200',
      '/blog/:slug  /index.html  200',
      '/admin  /index.html  200',
      '/admin/*  /index.html  200',
    ]);
  });

  it('are the same routes nginx is given: the app for its pages, any other path not found', async () => {
    expect(nginxRoutesInclude(await siteRegistries(config as never)).split('\n').slice(1)).toEqual([
      'map $uri $firm_app_route {',
      '    default 0;',
      '    "/" 1;',
      '    "/about" 1;',
      '    "/careers" 1;',
      '    "/blog" 1;',
      '    "~^/blog/[^/]+$" 1;',
      '    "~^/admin(/.*)?$" 1;',
      '}',
      'map $uri $firm_redirect {',
      '    default "";',
      '    "/jobs" "/careers";',
      '}',
      '',
    ]);
  });

  it('carry the one policy scripts/security/csp.mjs builds', () => {
    expect(readFileSync(join(siteDir, '_headers'), 'utf8')).toContain(`  Content-Security-Policy: ${buildCsp(config as never)}\n`);
    // Images from the site and the project only (scripts/security/csp.test.ts has the rest).
    expect(readFileSync(join(siteDir, '_headers'), 'utf8')).toMatch(/img-src 'self' data: https:\/\/project-ref\.supabase\.co http:\/\/127\.0\.0\.1:\d+;/);
  });
});

for (const filesFirst of [false, true]) {
  describe(`served ${filesFirst ? 'files first (Netlify)' : 'rules first (Cloudflare Pages)'}`, () => {
    let host: { url: string; close(): Promise<void> };

    beforeAll(async () => {
      host = await serveStaticHost({ dir: siteDir, filesFirst });
    });

    afterAll(async () => {
      await host?.close();
    });

    const get = async (path: string) => {
      const response = await fetch(`${host.url}${path}`, { redirect: 'manual' });
      return { status: response.status, body: await response.text(), headers: response.headers };
    };

    it('serves a rendered page with the policy, the page headers and no-cache', async () => {
      for (const [path, name] of [['/', 'home'], ['/about', 'about'], ['/blog/first-post', 'first post']]) {
        const { status, body, headers } = await get(path!);
        expect([path, status, body]).toEqual([path, 200, rendered(name!)]);
        expect(headers.get('content-security-policy')).toBe(buildCsp(config as never));
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(headers.get('strict-transport-security')).toMatch(/^max-age=/);
        expect(headers.get('cache-control')).toBe('no-cache');
      }
    });

    it('serves the app for a public page without a copy, and for a post not rendered (yet)', async () => {
      for (const path of ['/careers', '/blog', '/blog/published-a-minute-ago']) {
        const { status, body, headers } = await get(path);
        expect([path, status, body]).toEqual([path, 200, SHELL]);
        expect(headers.get('content-security-policy')).toBe(buildCsp(config as never));
        expect(headers.get('cache-control')).toBe('no-cache');
      }
    });

    it('answers an unknown path, and a copy the registries no longer list, 404 with the rendered 404 page', async () => {
      for (const path of ['/no-such-page', '/old-page', '/tools/no-such-tool', '/static/js/missing.0badf00d.js', '/_redirects']) {
        const { status, body } = await get(path);
        expect([path, status, body]).toEqual([path, 404, rendered('not found')]);
      }
    });

    it('sends a path that leads to a page on to it, permanently', async () => {
      const response = await fetch(`${host.url}/jobs`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')]).toEqual([301, '/careers']);
    });

    it('serves the app under every staff path, out of search results', async () => {
      for (const path of ['/admin', '/admin/anything', '/admin/blog/42/edit']) {
        const { status, body, headers } = await get(path);
        expect([path, status, body]).toEqual([path, 200, SHELL]);
        expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
      }
    });

    it('caches hashed files for a year and checks the runtime config, the sitemaps and the other files again', async () => {
      const hashed = await get('/static/js/main.1a2b3c4d.js');
      expect([hashed.status, hashed.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
      for (const path of ['/runtime-config.json', '/sitemap.xml', '/sitemap-blog.xml', '/favicon.svg', '/assets/home/hero.mp4', '/index.html']) {
        const { status, headers } = await get(path);
        expect([path, status, headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
      }
      expect(JSON.parse((await get('/runtime-config.json')).body)).toEqual(config);
    });
  });
}

describe('the local server (npm start)', () => {
  it('answers every kind of path as the static host does', async () => {
    const host = await serveStaticHost({ dir: siteDir, filesFirst: false });
    const local = await serveDist({ dir: siteDir, port: 0, spa: true, prerenderedDir: join(siteDir, '_pages') });
    try {
      const answer = async (base: string, path: string) => {
        const response = await fetch(`${base}${path}`, { redirect: 'manual' });
        return [path, response.status, response.headers.get('location'), await response.text()];
      };
      const paths = ['/', '/about', '/careers', '/blog', '/blog/first-post', '/blog/not-rendered-yet', '/jobs', '/admin', '/admin/blog/42/edit'];
      for (const path of [...paths, '/no-such-page', '/tools', '/tools/no-such-tool', '/blog/a/b']) {
        expect(await answer(local.url, path)).toEqual(await answer(host.url, path));
      }
    } finally {
      await Promise.all([host.close(), local.close()]);
    }
  });
});
