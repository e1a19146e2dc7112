// Serves one app's production build the way the hosting does: static files, the shell's
// history fallback, CORS on remotes, no-cache on manifests and the runtime config, long cache on
// hashed assets, gzip, and /api (and the live blog sitemap) proxied to the backend. Usable from
// the command line (`node scripts/serve-dist.mjs <app> [port]`) and in-process (`serveDist(...)`, used by e2e).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { buildCsp, PAGE_HEADERS } from './security/csp.mjs';
import { BLOG_FEED_PATH, BLOG_SITEMAP_ENDPOINT, SITEMAP_FILES } from '../shared-contracts/src/site/sitemap.ts';
import { NOT_FOUND_FILE, prerenderedFilePath } from './prerender/document.mjs';
import { LOCAL_PRERENDERED_DIR } from './prerender/prerender.mjs';
import { siteRegistries, sitemapFiles } from './seo/generate.mjs';
import { isStaffPath, pathRuleFor, sitePathRules } from '../shared-contracts/src/site/pages.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const APP_PORTS = { shell: 3000, 'mfe-marketing': 3001, 'mfe-blog': 3002, 'mfe-tools': 3003, 'mfe-admin': 3004 };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);

function cacheControl(filePath) {
  if (/[.-][0-9a-f]{8,}\.(js|css|woff2|png|jpg|webp|avif|svg|mp4|webm)$/.test(filePath)) {
    return 'public, max-age=31536000, immutable';
  }
  // Manifests, remote entries, HTML and the runtime config must be re-checked on every load so a
  // redeployed remote shows up at once (docs/architecture.md#d27).
  return 'no-cache';
}

/**
 * @param {{ dir: string, port: number, spa?: boolean, cors?: boolean, backendUrl?: string,
 *           overrides?: Record<string, string | (() => string)> }} options  overrides: URL path → body
 *           (JSON files), or a function returning it on each request
 *   csp: Content-Security-Policy sent with every HTML page (see scripts/security/csp.mjs)
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveDist({ dir, port, spa = false, cors = false, backendUrl, overrides = {}, csp, prerenderedDir }) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (backendUrl && spa && url.pathname === SITEMAP_FILES.blog) {
      proxy(req, res, backendUrl, BLOG_SITEMAP_ENDPOINT);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (spa && (url.pathname === SITEMAP_FILES.index || url.pathname === SITEMAP_FILES.pages)) {
      sendSitemap(req, res, url.pathname, () => runtimeConfigText(root, overrides));
      return;
    }
    const override = overrides[url.pathname];
    if (override !== undefined) {
      // A function is read on every request, so a test can change a deployed file in place.
      const body = typeof override === 'function' ? override() : override;
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let filePath;
    try {
      filePath = normalize(join(root, decodeURIComponent(url.pathname)));
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (filePath !== root && !filePath.startsWith(root + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    // The blog's feed is a file the renderer writes beside the pages.
    if (spa && prerenderedDir && url.pathname === BLOG_FEED_PATH) filePath = join(prerenderedDir, BLOG_FEED_PATH);
    // A page's prerendered copy comes before the app's own index.html (which is also "/").
    const prerendered = spa && prerenderedDir && extname(url.pathname) === '' ? prerenderedFile(prerenderedDir, url.pathname) : null;
    if (prerendered) filePath = prerendered;
    else if (existsSync(filePath) && statSync(filePath).isDirectory()) filePath = join(filePath, 'index.html');
    if (!existsSync(filePath)) {
      if (!spa || extname(url.pathname) !== '') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      // The site's path rules answer as nginx and a static host do: the app for its pages, a
      // redirect, or the not-found page with 404.
      pathAnswer(url.pathname, () => runtimeConfigText(root, overrides)).then((rule) => {
        if (rule?.answer === 'redirect') {
          res.writeHead(301, { Location: `${rule.to}${url.search}`, 'Cache-Control': 'no-cache' }).end();
          return;
        }
        const notFound = prerenderedDir && join(prerenderedDir, NOT_FOUND_FILE);
        const page = rule ? join(root, 'index.html') : notFound && existsSync(notFound) ? notFound : join(root, 'index.html');
        sendPage(req, res, url, page, rule ? 200 : 404);
      });
      return;
    }
    sendPage(req, res, url, filePath, 200);
  });
  /** Sends a file, with the page headers when it is a page. */
  function sendPage(req, res, url, filePath, status) {
    const pageHeaders = {};
    if (extname(filePath) === '.html') {
      Object.assign(pageHeaders, PAGE_HEADERS);
      if (csp) pageHeaders['Content-Security-Policy'] = csp;
    }
    // Staff screens stay out of search results even for crawlers that run no JavaScript.
    if (spa && isStaffPath(url.pathname)) {
      pageHeaders['X-Robots-Tag'] = 'noindex, nofollow';
    }
    sendFile(req, res, filePath, pageHeaders, status);
  }
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, () => {
      resolveStart({
        url: `http://localhost:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

function sendFile(req, res, filePath, extraHeaders = {}, status = 200) {
  const ext = extname(filePath);
  const headers = {
    ...extraHeaders,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(filePath),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(filePath).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(filePath);
  stream.on('error', () => res.destroy());
  if (gzip) stream.pipe(createGzip()).pipe(res);
  else stream.pipe(res);
}

/** The runtime config this server gives the browser: an override (e2e) or the file in its folder. */
function runtimeConfigText(root, overrides) {
  const override = overrides[RUNTIME_CONFIG_FILE];
  if (override !== undefined) return typeof override === 'function' ? override() : override;
  return readFileSync(join(root, RUNTIME_CONFIG_FILE), 'utf8');
}

const RUNTIME_CONFIG_FILE = '/runtime-config.json';

/** The registries of the runtime config last read, read again when the config changes. */
let registriesRead = { configText: null, rules: Promise.resolve(null) };

/**
 * The path rule (shared-contracts/src/site/pages.ts) that answers a path without a rendered copy,
 * or undefined: not found. While the registries cannot be read, every path is the app's.
 */
async function pathAnswer(pathname, configText) {
  const everyPathTheApp = { answer: 'page', path: pathname };
  let text;
  try {
    text = configText();
  } catch {
    return everyPathTheApp;
  }
  if (registriesRead.configText !== text) {
    registriesRead = {
      configText: text,
      rules: siteRegistries(JSON.parse(text)).then(sitePathRules).catch(() => null),
    };
  }
  const rules = await registriesRead.rules;
  return rules ? pathRuleFor(rules, pathname) : everyPathTheApp;
}

/**
 * The sitemap of the releases the runtime config names, read from their registries on each
 * request, as a deploy step writes it for a static host (scripts/seo/generate.mjs). A registry
 * that cannot be read answers 503: crawlers come back, rather than drop that remote's pages.
 */
function sendSitemap(req, res, pathname, readConfig) {
  Promise.resolve()
    .then(() => sitemapFiles(JSON.parse(readConfig())))
    .then((files) => {
      res.writeHead(200, { 'Content-Type': TYPES['.xml'], 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : files[pathname]);
    })
    .catch((error) => {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
      res.end(`The sitemap cannot be made now: ${error instanceof Error ? error.message : String(error)}`);
    });
}

function prerenderedFile(dir, pathname) {
  try {
    const file = join(resolve(dir), prerenderedFilePath(pathname));
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

function proxy(req, res, backendUrl, path) {
  const target = new URL(path, backendUrl);
  const forwarded = { 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-proto': 'http' };
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, ...forwarded, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The backend is not reachable.' }));
  });
  req.pipe(upstream);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = process.argv[2];
  if (!app || !(app in APP_PORTS)) {
    console.error(`Usage: serve-dist.mjs <${Object.keys(APP_PORTS).join('|')}> [port]`);
    process.exit(2);
  }
  const port = Number(process.argv[3] ?? APP_PORTS[app]);
  const isShell = app === 'shell';
  const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:54321';
  // Every app's pages (the shell's, and a remote's own index.html) carry the CSP built from the
  // runtime config the shell serves (CSP=off to leave it out).
  const runtimeConfigFile = join(ROOT, 'shell', 'dist', 'runtime-config.json');
  const csp =
    process.env.CSP !== 'off' && existsSync(runtimeConfigFile)
      ? buildCsp(JSON.parse(readFileSync(runtimeConfigFile, 'utf8')))
      : undefined;
  // Pages written by `npm run prerender` (scripts/prerender/) are served when present.
  const prerenderedDir = isShell ? LOCAL_PRERENDERED_DIR : undefined;
  serveDist({ dir: join(ROOT, app, 'dist'), port, spa: isShell, cors: !isShell, backendUrl: isShell ? backendUrl : undefined, csp, prerenderedDir })
    .then(({ url }) => console.log(`${app} serving ${join(app, 'dist')} at ${url}`))
    .catch((error) => {
      console.error(`${app} could not listen on port ${port}: ${error.message}`);
      process.exit(1);
    });
}
