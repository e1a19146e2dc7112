// Renders the public pages of a composed site to static HTML with React in Node, so crawlers and
// the first paint get the content and metadata before any script runs, and the browser hydrates
// that HTML (docs/prerendering.md). Every indexable page the remotes' registries list for the
// releases the site's runtime config names (docs/architecture.md#d31), each page of their live
// sitemaps (blog posts) and the not-found page (404.html) are rendered from the remotes' server
// builds, with their data, styles, title, description, canonical and robots. No browser is
// involved.
//
// `npm run render [-- --site URL --out DIR]` writes into shell/dist-prerendered/ by default, which
// the local shell server and nginx serve before the app's fallback page.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteRegistries } from '../seo/generate.mjs';
import { patternSitemaps, sitemapEntries } from '../../shared-contracts/src/site/pages.ts';
import { BLOG_FEED_PATH, BLOG_SITEMAP_ENDPOINT, SITEMAP_FILES } from '../../shared-contracts/src/site/sitemap.ts';
import { blogFeedXml } from '../../shared-contracts/src/site/feed.ts';
import { NOT_FOUND_FILE, prerenderedFilePath, renderedDocument } from './document.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Where `npm run render` writes by default and the local shell server looks first. */
export const LOCAL_PRERENDERED_DIR = join(ROOT, 'shell', 'dist-prerendered');

/** A path no page has: rendering it gives the not-found page, written as 404.html. */
export const NOT_FOUND_PATH = '/404';

/**
 * A live sitemap (a data-driven pattern's source) as the backend makes it: the blog's from its
 * function, since on a static host the site's copy is the file this renderer writes.
 */
async function liveSitemap({ siteUrl, supabaseUrl }, sitemapPath) {
  const source = sitemapPath === SITEMAP_FILES.blog ? new URL(BLOG_SITEMAP_ENDPOINT, supabaseUrl) : new URL(sitemapPath, siteUrl);
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${sitemapPath} answered ${response.status}`);
  return response.text();
}

/**
 * The blog's Atom feed: the first page of the list (the 12 newest posts, without bodies), read as
 * a visitor reads it, through blog_post_list() with the site's publishable key.
 * @param {{ siteUrl: string, supabaseUrl: string, supabaseAnonKey?: string }} where
 */
export async function blogFeed({ siteUrl, supabaseUrl, supabaseAnonKey }) {
  const response = await fetch(new URL('/rest/v1/rpc/blog_post_list?page=1', supabaseUrl), {
    headers: supabaseAnonKey ? { apikey: supabaseAnonKey } : {},
  });
  if (!response.ok) throw new Error(`The blog's list answered ${response.status}`);
  const { posts } = await response.json();
  const origin = new URL(siteUrl).origin;
  return blogFeedXml(
    {
      siteUrl: origin,
      title: 'The Books & Payroll Blog',
      subtitle: 'Practical guides on bookkeeping, payroll and running the numbers of a small business.',
      feedPath: BLOG_FEED_PATH,
      pagePath: '/blog',
    },
    posts,
  );
}

/**
 * Paths listed by one of the site's live sitemaps; the sitemap itself is written into outDir, and
 * beside the blog's sitemap the blog's feed (both change when a post is published or withdrawn).
 * @param {{ siteUrl: string, supabaseUrl: string, supabaseAnonKey?: string }} where  the site, and its backend (the runtime config's)
 */
export async function livePaths(where, sitemapPath, outDir = null) {
  const xml = await liveSitemap(where, sitemapPath);
  if (outDir) writeFile(join(outDir, sitemapPath.replace(/^\/+/, '')), xml);
  if (outDir && sitemapPath === SITEMAP_FILES.blog) writeFile(join(outDir, BLOG_FEED_PATH.replace(/^\/+/, '')), await blogFeed(where));
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
}

/**
 * The pages some registries render: their indexable pages and the live pages of their patterns.
 * @param {{ siteUrl: string, supabaseUrl: string }} where
 */
export async function renderablePaths(site, where, outDir = null) {
  const live = (await Promise.all(patternSitemaps(site).map((source) => livePaths(where, source, outDir)))).flat();
  return [...sitemapEntries(site).map((entry) => entry.path), ...live, NOT_FOUND_PATH];
}

/** The pages to render: what the site's sitemap lists, from the registries its runtime config names. */
export async function prerenderRoutes(siteUrl, outDir = null) {
  const config = await (await fetch(new URL('/runtime-config.json', siteUrl))).json();
  return renderablePaths(await siteRegistries(config), { siteUrl, supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey }, outDir);
}

/** Writes one file so a server reads either the old file or the new one, never half of one. */
function writeFile(file, html) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, html);
  renameSync(temporary, file);
}

/** Removes the rendered copies of pages that no longer exist: the app answers them (with its 404). */
export function removePages(outDir, paths) {
  for (const path of paths) {
    try {
      rmSync(join(outDir, prerenderedFilePath(path)), { force: true });
    } catch {
      // Not a page path: there is no copy of it.
    }
  }
}

/** The paths that have a rendered copy in a folder ('/', '/about', ...). */
export function renderedPaths(outDir) {
  if (!existsSync(outDir)) return [];
  return readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) => `/${file.slice(0, -'index.html'.length).split(sep).filter(Boolean).join('/')}`);
}

const RENDER_PROCESS = fileURLToPath(new URL('./render-process.mjs', import.meta.url));

/** What a render process answers, message by message (render-process.mjs). */
function runRenderProcess(siteUrl, paths, onPage) {
  return new Promise((resolvePromise, reject) => {
    const child = fork(RENDER_PROCESS, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let failure = null;
    child.on('message', (message) => {
      if (message.type === 'page') onPage(message);
      else if (message.type === 'failed') failure = message.error;
    });
    child.on('error', reject);
    child.on('exit', (code) => (failure || code ? reject(new Error(failure ?? `the render process exited with ${code}`)) : resolvePromise()));
    child.send({ siteUrl, paths });
  });
}

/**
 * Renders the given pages into outDir with React in Node (render-process.mjs), each written as
 * soon as it is done (the site serves the app for a page until its copy is there), leaving every
 * other page as it is. A page that answers 404 is removed; the not-found page itself is written
 * as 404.html when asked for by NOT_FOUND_PATH. A redirect is the app's (and the host's) to answer.
 * @param {{ siteUrl: string, outDir?: string, paths: string[], log?: (line: string) => void }} options
 * @returns {Promise<{ written: string[], failed: { path: string, reason: string }[], removed: string[], ms: number[] }>}
 */
export async function renderPages({ siteUrl, outDir = LOCAL_PRERENDERED_DIR, paths, log = console.log, templateFile = null }) {
  const written = [];
  const failed = [];
  const removed = [];
  const ms = [];
  if (paths.length === 0) return { written, failed, removed, ms };
  // The shell's index.html of the deployed release; a static host may answer /index.html with the
  // rendered home page, so a deploy names the file instead.
  const template = templateFile ? readFileSync(templateFile, 'utf8') : await (await fetch(new URL('/index.html', siteUrl))).text();
  if (!template.includes('<div id="root"></div>')) throw new Error(`${templateFile ?? `${siteUrl}/index.html`} is not the shell's page`);
  await runRenderProcess(siteUrl, paths, ({ path, result, error, ms: pageMs }) => {
    try {
      if (error) throw new Error(error);
      if (result.kind === 'redirect') return;
      // A copy showing "could not be loaded" would outlive the hiccup: the app serves the page
      // meanwhile, and the render is tried again.
      if (result.failedReads.length > 0) throw new Error(`its data could not be read (${result.failedReads.join('; ')})`);
      if (path === NOT_FOUND_PATH) {
        writeFile(join(outDir, NOT_FOUND_FILE), renderedDocument(template, result));
        written.push(path);
      } else if (result.status === 404) {
        removePages(outDir, [path]);
        removed.push(path);
      } else if (result.status !== 200) {
        throw new Error(`answered ${result.status}`);
      } else {
        writeFile(join(outDir, prerenderedFilePath(path)), renderedDocument(template, result));
        written.push(path);
      }
      ms.push(pageMs);
    } catch (reason) {
      failed.push({ path, reason: reason instanceof Error ? reason.message : String(reason) });
      log(`render: ${path} left to the app (${failed.at(-1).reason})`);
    }
  });
  return { written, failed, removed, ms };
}

/**
 * Renders every page the site's sitemap lists (or the given routes), page by page, and then
 * removes the copies of pages it no longer lists or could not render, so no copy outlives its page.
 * @param {{ siteUrl: string, outDir?: string, routes?: string[], log?: (line: string) => void }} options
 * @returns {Promise<{ written: string[], failed: { path: string, reason: string }[], ms: number[] }>}
 */
export async function prerender({ siteUrl, outDir = LOCAL_PRERENDERED_DIR, routes, log = console.log, templateFile = null }) {
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });
  const paths = routes ?? (await prerenderRoutes(siteUrl, outDir));
  const result = await renderPages({ siteUrl, outDir, paths, log, templateFile });
  const kept = new Set(result.written);
  removePages(outDir, renderedPaths(outDir).filter((path) => !kept.has(path)));
  const sorted = [...result.ms].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
  log(
    `render: ${result.written.length} pages written to ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(median ${median.toFixed(0)} ms a page)${result.failed.length ? `, ${result.failed.length} left to the app` : ''}`,
  );
  return result;
}

/** The command line: `npm run render -- [--site URL] [--out DIR] [--template FILE] [--changes]`. */
async function main(args) {
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  const siteUrl = option('--site', 'http://localhost:3000');
  const outDir = resolve(option('--out', LOCAL_PRERENDERED_DIR));
  const templateFile = option('--template', null);
  if (args.includes('--changes')) {
    // The pages the content changes waiting in the outbox touch (SUPABASE_URL, SUPABASE_SECRET_KEY).
    const { renderWaitingChanges } = await import('./worker.mjs');
    const { failed } = await renderWaitingChanges({ siteUrl, outDir, templateFile });
    return failed ? 1 : 0;
  }
  const { failed } = await prerender({ siteUrl, outDir, templateFile });
  return failed.length ? 1 : 0;
}

// Not awaited at the top level: worker.mjs imports this module, which must have finished
// evaluating before the import of worker.mjs can settle.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
