// The headers and routes of the site folder a CDN static host serves (Cloudflare Pages, Netlify:
// `_headers` and `_redirects` in the folder's root), written from the environment's runtime config
// and the rendered pages in the folder, as deploy/nginx/site.conf serves the same site
// (docs/deploy.md, "The static host"):
//
//   node scripts/deploy/static-host.mjs --config <runtime-config.json> --out <site folder>
//
// The folder holds the shell's release (its own index.html is the app's page), the runtime config,
// the sitemaps, and the rendered pages under PAGES_DIR (`npm run render -- --out <site>/_pages`).
// Written again after every render: the routes name the pages that have a copy. With `--nginx
// <runtime-config.json>` it writes the same routes as deploy/nginx/site.conf's routes.conf.
//
// The two hosts read these files differently, so what is written means the same on both:
//  - Cloudflare Pages follows a rule even where a file exists; Netlify serves the file unless the
//    rule is forced (`200!`). No rule here matches a path that has a file, except the forced
//    rewrites to rendered copies, which both follow.
//  - Where several header rules match, Cloudflare joins the values of a header and Netlify keeps
//    one. No two rules that can match one path set the same header.
//  - A path no file and no rule answers gets the folder's /404.html with status 404 on both.
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCsp, PAGE_HEADERS, STRICT_TRANSPORT_SECURITY } from '../security/csp.mjs';
import { siteRegistries } from '../seo/generate.mjs';

/** Where the rendered pages live in the site folder: `<path>/index.html` per page. */
export const PAGES_DIR = '_pages';
/** The staff screens: never rendered, the app's page under every path (robots.txt disallows them). */
export const STAFF_PREFIX = '/admin';
/** The build's content-hashed files (rsbuild's static/ folder): never change under their name. */
const HASHED_DIR = 'static';
/** The files the render command writes beside the pages that belong at the folder's root. */
const ROOT_FILES = ['404.html', 'sitemap-blog.xml'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages, the runtime config, manifests and sitemaps are checked again on every load, so a
// promotion or a new render shows at once (docs/architecture.md#d27).
const NO_CACHE = 'no-cache';

/** The page paths that have a rendered copy in the folder ('/', '/about', '/blog/a-post'). */
export function renderedPaths(siteDir) {
  const root = join(siteDir, PAGES_DIR);
  if (!existsSync(root)) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const rel = relative(root, dir).split(sep).join('/');
        found.push(rel === '' ? '/' : `/${rel}`);
      }
    }
  };
  walk(root);
  return found.sort();
}

const isStaff = (path) => path === STAFF_PREFIX || path.startsWith(`${STAFF_PREFIX}/`);

/**
 * The `_redirects` lines: rendered copies first (forced), then the public pages without one and
 * the patterns' pages (the app), then the staff screens (the app). Anything else is left to the
 * host's not-found page.
 * @param {import('../../shared-contracts/src/site/pages.ts').SitePages} site
 * @param {string[]} rendered
 */
export function redirectsFile(site, rendered) {
  // A copy of a page the registries no longer list is never served, even if it is still there.
  const copies = rendered.filter((path) => {
    const found = site.lookup(path);
    return (found.page || found.pattern) && !isStaff(path);
  });
  const withCopy = new Set(copies);
  const appPages = site
    .pages()
    .map((page) => page.path)
    .filter((path) => !withCopy.has(path) && !isStaff(path));
  const patterns = [...new Set(site.patterns().map((pattern) => `${pattern.pattern.slice(0, pattern.pattern.lastIndexOf('/'))}/*`))];
  const rule = (from, to, status) => `${from}  ${to}  ${status}`;
  return [
    '# Written by scripts/deploy/static-host.mjs from the runtime config and the rendered pages.',
    '# Rendered pages: their copy (forced, as the page path itself has no file).',
    ...copies.map((path) => rule(path, `/${PAGES_DIR}${path === '/' ? '' : path}/`, '200!')),
    '# Public pages without a copy yet, and pages made from records that have none (a post',
    '# published since the last render, or no such post: the app says which): the app.',
    ...appPages.map((path) => rule(path, '/index.html', 200)),
    ...patterns.map((from) => rule(from, '/index.html', 200)),
    '# Staff screens: the app only.',
    rule(STAFF_PREFIX, '/index.html', 200),
    rule(`${STAFF_PREFIX}/*`, '/index.html', 200),
    '# Anything else: /404.html with status 404 (the host serves it).',
    '',
  ].join('\n');
}

/**
 * The `_headers` blocks: the page headers on every response, the cache header by path (hashed
 * files immutable, everything else re-checked), and noindex on the staff screens.
 * @param {Parameters<typeof buildCsp>[0]} config
 * @param {{ topLevel: { name: string, dir: boolean }[], routes: string[] }} paths  the folder's
 *   top-level entries and the first segments of the routes
 */
export function headersFile(config, { topLevel, routes }) {
  const block = (path, headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  // Every path but /static/* re-checked, in rules that never meet /static/*: the root, any
  // one-segment path (files at the root, pages like /about), and each other top-level folder
  // or route prefix.
  const prefixes = [...new Set([...topLevel.filter((entry) => entry.dir).map((entry) => entry.name), ...routes])]
    .filter((name) => name !== HASHED_DIR)
    .sort();
  const rules = new Map([
    ['/*', {
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': buildCsp(config),
      ...PAGE_HEADERS,
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    }],
    [`/${HASHED_DIR}/*`, { 'Cache-Control': IMMUTABLE }],
    ['/', { 'Cache-Control': NO_CACHE }],
    ['/:name', { 'Cache-Control': NO_CACHE }],
    ...prefixes.map((name) => [`/${name}/*`, { 'Cache-Control': NO_CACHE }]),
  ]);
  // Staff screens stay out of search results even for crawlers that run no JavaScript.
  for (const path of [STAFF_PREFIX, `${STAFF_PREFIX}/*`]) rules.set(path, { ...rules.get(path), 'X-Robots-Tag': 'noindex, nofollow' });
  return [
    '# Written by scripts/deploy/static-host.mjs from the runtime config (scripts/security/csp.mjs).',
    ...[...rules].map(([path, headers]) => block(path, headers)),
    '',
  ].join('\n');
}

/**
 * The same routes for deploy/nginx/site.conf (`--nginx`): an http-level map of the paths that are
 * the app's pages (`$firm_app_route` 1); any other path without a file or a rendered copy gets the
 * rendered 404 page with status 404. `null` for the registries: every path is the app's (what
 * nginx needs to start before the registries can be read).
 * @param {import('../../shared-contracts/src/site/pages.ts').SitePages | null} site
 */
export function nginxRoutesInclude(site) {
  const quote = (text) => `"${text}"`;
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const lines = site
    ? [
        '    default 0;',
        ...site.pages().filter((page) => !isStaff(page.path)).map((page) => `    ${quote(page.path)} 1;`),
        ...[...new Set(site.patterns().map((pattern) => pattern.pattern.slice(0, pattern.pattern.lastIndexOf('/') + 1)))].map(
          (prefix) => `    ${quote(`~^${escape(prefix)}[^/]+$`)} 1;`,
        ),
        `    ${quote(`~^${escape(STAFF_PREFIX)}(/.*)?$`)} 1;`,
      ]
    : ['    default 1;'];
  return ['# Written by scripts/deploy/static-host.mjs --nginx from the runtime config.', 'map $uri $firm_app_route {', ...lines, '}', ''].join('\n');
}

/**
 * Writes `_headers` and `_redirects` into the site folder, and puts the render's 404 page and
 * blog sitemap at its root. Fails, writing nothing, when a page registry cannot be read.
 * @param {{ config: object, siteDir: string }} options
 * @returns {Promise<{ rendered: string[] }>}
 */
export async function writeStaticHostFiles({ config, siteDir }) {
  const site = await siteRegistries(config);
  const rendered = renderedPaths(siteDir);
  const redirects = redirectsFile(site, rendered);
  // The first segment of every route deeper than one segment ('/blog/a-post', '/admin/*').
  const routes = redirects
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split(/\s+/)[0])
    .filter((from) => from.indexOf('/', 1) > 0)
    .map((from) => from.split('/')[1]);
  // Dot entries (the branch's .git) are not part of what the host serves.
  const topLevel = readdirSync(siteDir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, dir: entry.isDirectory() }));
  const headers = headersFile(config, { topLevel, routes });
  for (const name of ROOT_FILES) {
    const source = join(siteDir, PAGES_DIR, name);
    if (existsSync(source) && statSync(source).isFile()) copyFileSync(source, join(siteDir, name));
  }
  writeFileSync(join(siteDir, '_redirects'), redirects);
  writeFileSync(join(siteDir, '_headers'), headers);
  return { rendered };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const nginxConfig = option('--nginx');
  if (nginxConfig) {
    try {
      process.stdout.write(nginxRoutesInclude(await siteRegistries(JSON.parse(readFileSync(nginxConfig, 'utf8')))));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    process.exit(0);
  }
  const siteDir = option('--out');
  if (!siteDir) {
    console.error('Usage: static-host.mjs --out <site folder> [--config <runtime-config.json>] (default: the folder\'s runtime-config.json)');
    console.error('       static-host.mjs --nginx <runtime-config.json> > routes.conf');
    process.exit(2);
  }
  const configFile = option('--config') ?? join(siteDir, 'runtime-config.json');
  try {
    const { rendered } = await writeStaticHostFiles({ config: JSON.parse(readFileSync(configFile, 'utf8')), siteDir: resolve(siteDir) });
    console.log(`_headers and _redirects written to ${siteDir} (${rendered.length} rendered pages)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
