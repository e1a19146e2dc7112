// A small static server for tests that serves a folder the way a CDN static host does with the
// folder's `_headers` and `_redirects` (Cloudflare Pages, Netlify), for the part of that format
// scripts/deploy/static-host.mjs writes:
//
//  _redirects: `<from> <to> [status][!]` a line, `#` comments. `from` is a path whose segments may
//    be `:name` (one segment) and whose end may be `*` (anything, also empty: `/blog/*` matches
//    `/blog/` and `/blog/a/b`, not `/blog`); `to` a path that may use `:name` and `:splat`. The
//    first rule that matches applies: 200 serves `to` (a rewrite: the address stays), 404 serves
//    `to` with status 404, 301 and 302 redirect to it. Status defaults to 301. Proxies (a `to` on
//    another origin) are not supported: such a line is refused.
//  _headers: a path pattern line (as `from` above) followed by indented `Name: value` lines; every
//    rule that matches the request path adds its headers.
//
// Where the hosts differ, the server takes the stricter reading or refuses:
//  - `filesFirst: false` (the default, Cloudflare Pages): a rule applies even where a file exists;
//    `filesFirst: true` (Netlify): a file is served before any rule not forced with `!`.
//  - Two matching header rules that set the same header answer 500: one host would join the
//    values and the other keep one.
// Without a matching file or rule: /404.html with status 404 (a plain 404 without it). A path is
// a file, or a folder with index.html. No Cache-Control of its own: only what `_headers` says.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** A path pattern as a RegExp with named groups (`splat` for `*`). */
export function patternRegExp(pattern) {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'))
    .join('(?<splat>.*)');
  return new RegExp(`^${escaped}$`);
}

/** @returns {{ from: string, to: string, status: number, force: boolean, match: RegExp }[]} */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code = '301', ...rest] = line.split(/\s+/);
      const status = Number(code.replace(/!$/, ''));
      if (!from?.startsWith('/') || !to || rest.length > 0 || ![200, 301, 302, 404].includes(status)) {
        throw new Error(`_redirects: unsupported line: ${line}`);
      }
      if (!to.startsWith('/')) throw new Error(`_redirects: proxies are not supported: ${line}`);
      return { from, to, status, force: code.endsWith('!'), match: patternRegExp(from) };
    });
}

/** @returns {{ path: string, headers: [string, string][], match: RegExp }[]} */
export function parseHeaders(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: [], match: patternRegExp(raw.trim()) });
      continue;
    }
    const at = raw.indexOf(':');
    if (!rules.length || at < 0) throw new Error(`_headers: unsupported line: ${raw}`);
    rules.at(-1).headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()]);
  }
  return rules;
}

const substitute = (to, groups) => to.replace(/:([A-Za-z]\w*)/g, (whole, name) => groups?.[name] ?? whole);

/**
 * @param {{ dir: string, port?: number, filesFirst?: boolean }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export function serveStaticHost({ dir, port = 0, filesFirst = false }) {
  const root = resolve(dir);
  const read = (name) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
  const redirects = parseRedirects(read('_redirects'));
  const headerRules = parseHeaders(read('_headers'));

  /** The file a path names: the file itself, or its folder's index.html. */
  const fileFor = (pathname) => {
    if (pathname === '/_headers' || pathname === '/_redirects') return null;
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
    const index = join(file, 'index.html');
    return existsSync(index) ? index : null;
  };

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const headers = {};
    for (const rule of headerRules.filter((candidate) => candidate.match.test(pathname))) {
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        if (key in headers) {
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`_headers: two rules set ${name} for ${pathname}`);
          return;
        }
        headers[key] = value;
      }
    }
    const send = (status, file) => {
      const body = file ? readFileSync(file) : Buffer.from('Not found');
      res.writeHead(status, { ...headers, 'Content-Type': file ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'text/plain' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => send(404, fileFor('/404.html'));

    const file = fileFor(decodeURIComponent(pathname));
    for (const rule of redirects) {
      const found = rule.match.exec(pathname);
      if (!found) continue;
      if (filesFirst && file && !rule.force) break;
      const to = substitute(rule.to, found.groups);
      if (rule.status === 301 || rule.status === 302) {
        res.writeHead(rule.status, { ...headers, Location: to }).end();
        return;
      }
      const target = fileFor(new URL(to, 'http://localhost').pathname);
      if (!target) notFound();
      else send(rule.status, target);
      return;
    }
    if (file) send(200, file);
    else notFound();
  });
  return new Promise((started, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      started({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}
