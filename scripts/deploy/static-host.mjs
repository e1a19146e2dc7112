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
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCsp, PAGE_HEADERS, STRICT_TRANSPORT_SECURITY } from '../security/csp.mjs';
import { siteRegistries } from '../seo/generate.mjs';
import { pathRuleFor, patternPrefix, sitePathRules, STAFF_PREFIXES } from '../../shared-contracts/src/site/pages.ts';

/** Where the rendered pages live in the site folder: `<path>/index.html` per page. */
export const PAGES_DIR = '_pages';
/** The build's content-hashed files (rsbuild's static/ folder): never change under their name. */
const HASHED_DIR = 'static';
/** The files the render command writes beside the pages that belong at the folder's root. */
const ROOT_FILES = ['404.html', 'sitemap-blog.xml', 'blog/feed.xml'];

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

/**
 * The `_redirects` lines, from the site's path rules (shared-contracts/src/site/pages.ts):
 * rendered copies first (forced), then the redirects, the public pages without a copy and the
 * patterns' pages (the app), then the staff screens (the app). Anything else is left to the
 * host's not-found page.
 * @param {import('../../shared-contracts/src/site/pages.ts').SitePages} site
 * @param {string[]} rendered
 */
export function redirectsFile(site, rendered) {
  const rules = sitePathRules(site);
  // A copy of a page the registries no longer list is never served, even if it is still there.
  const copies = rendered.filter((path) => ['page', 'record'].includes(pathRuleFor(rules, path)?.answer));
  const withCopy = new Set(copies);
  const of = (answer) => rules.filter((rule) => rule.answer === answer);
  const rule = (from, to, status) => `${from}  ${to}  ${status}`;
  return [
    '# Written by scripts/deploy/static-host.mjs from the runtime config and the rendered pages.',
    '# Rendered pages: their copy (forced, as the page path itself has no file).',
    ...copies.map((path) => rule(path, `/${PAGES_DIR}${path === '/' ? '' : path}/`, '200!')),
    '# Paths that lead to a page.',
    ...of('redirect').map((redirect) => rule(redirect.path, redirect.to, 301)),
    '# Public pages without a copy yet, and pages made from records that have none (a post',
    '# published since the last render, or no such post: the app says which): the app.',
    ...of('page').filter((page) => !withCopy.has(page.path)).map((page) => rule(page.path, '/index.html', 200)),
    ...of('record').map((record) => rule(record.pattern, '/index.html', 200)),
    '# Staff screens: the app only.',
    ...of('staff').flatMap((staff) => [rule(staff.prefix, '/index.html', 200), rule(`${staff.prefix}/*`, '/index.html', 200)]),
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
  for (const path of STAFF_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`])) rules.set(path, { ...rules.get(path), 'X-Robots-Tag': 'noindex, nofollow' });
  return [
    '# Written by scripts/deploy/static-host.mjs from the runtime config (scripts/security/csp.mjs).',
    ...[...rules].map(([path, headers]) => block(path, headers)),
    '',
  ].join('\n');
}

/**
 * The same rules for deploy/nginx/site.conf (`--nginx`): http-level maps of the paths that are
 * the app's pages (`$firm_app_route` 1) and of the paths that lead to a page (`$firm_redirect`);
 * any other path without a file or a rendered copy gets the rendered 404 page with status 404.
 * `null` for the registries: every path is the app's (what nginx needs to start before the
 * registries can be read).
 * @param {import('../../shared-contracts/src/site/pages.ts').SitePages | null} site
 */
export function nginxRoutesInclude(site) {
  const quote = (text) => `"${text}"`;
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const rules = site ? sitePathRules(site) : [];
  const appRoute = site
    ? [
        '    default 0;',
        ...rules.map((rule) => {
          if (rule.answer === 'page') return `    ${quote(rule.path)} 1;`;
          if (rule.answer === 'record') return `    ${quote(`~^${escape(patternPrefix(rule.pattern))}[^/]+$`)} 1;`;
          if (rule.answer === 'staff') return `    ${quote(`~^${escape(rule.prefix)}(/.*)?$`)} 1;`;
          return null;
        }).filter(Boolean),
      ]
    : ['    default 1;'];
  const redirects = rules.filter((rule) => rule.answer === 'redirect').map((rule) => `    ${quote(rule.path)} ${quote(rule.to)};`);
  return [
    '# Written by scripts/deploy/static-host.mjs --nginx from the runtime config.',
    'map $uri $firm_app_route {',
    ...appRoute,
    '}',
    'map $uri $firm_redirect {',
    '    default "";',
    ...redirects,
    '}',
    '',
  ].join('\n');
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
    if (existsSync(source) && statSync(source).isFile()) {
      mkdirSync(dirname(join(siteDir, name)), { recursive: true });
      copyFileSync(source, join(siteDir, name));
    }
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
