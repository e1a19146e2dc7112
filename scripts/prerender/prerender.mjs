// Renders the public pages of a running composed site to static HTML, so crawlers and the first
// paint get the content and metadata before any script runs. Headless Chromium opens each
// indexable page the remotes' registries list for the releases the site's runtime config names
// (docs/architecture.md#d31) and each page of their live sitemaps (blog posts), waits until the page has
// settled, and keeps what the visitor sees: the page's markup, the styles it uses, its title,
// description, canonical and robots. The shell takes over on load (shell/src/prerender/) and
// swaps to the live app once it shows the same content.
//
// `npm run prerender [-- --site URL --out DIR]` writes into shell/dist-prerendered/ by default,
// which the local shell server and nginx serve before the app's fallback page.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteRegistries } from '../seo/generate.mjs';
import { patternSitemaps, sitemapEntries } from '../../shared-contracts/src/site/pages.ts';
import { prerenderedFilePath, prerenderedPage, PRERENDER_WAIT_MS } from './document.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Where `npm run prerender` writes by default and the local shell server looks first. */
export const LOCAL_PRERENDERED_DIR = join(ROOT, 'shell', 'dist-prerendered');

/** Paths listed by one of the site's live sitemaps (a data-driven pattern's source). */
export async function livePaths(siteUrl, sitemapPath) {
  const response = await fetch(new URL(sitemapPath, siteUrl));
  if (!response.ok) throw new Error(`${sitemapPath} answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname);
}

/** The pages some registries render: their indexable pages and the live pages of their patterns. */
export async function renderablePaths(site, siteUrl) {
  const live = (await Promise.all(patternSitemaps(site).map((source) => livePaths(siteUrl, source)))).flat();
  return [...sitemapEntries(site).map((entry) => entry.path), ...live];
}

/** The pages to render: what the site's sitemap lists, from the registries its runtime config names. */
export async function prerenderRoutes(siteUrl) {
  const config = await (await fetch(new URL('/runtime-config.json', siteUrl))).json();
  return renderablePaths(await siteRegistries(config), siteUrl);
}

/** Writes one page so a server reads either the old file or the new one, never half of one. */
function writePage(outDir, path, html) {
  const file = join(outDir, prerenderedFilePath(path));
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

/**
 * Renders the given pages into outDir, each written as soon as it is done (the site serves the app
 * for a page until its copy is there), leaving every other page as it is.
 * @param {{ siteUrl: string, outDir?: string, paths: string[], log?: (line: string) => void,
 *           executablePath?: string }} options
 * @returns {Promise<{ written: string[], failed: { path: string, reason: string }[] }>}
 */
export async function renderPages({ siteUrl, outDir = LOCAL_PRERENDERED_DIR, paths, log = console.log, executablePath }) {
  const written = [];
  const failed = [];
  if (paths.length === 0) return { written, failed };
  const { chromium } = await import('@playwright/test');
  const template = await (await fetch(new URL('/index.html', siteUrl))).text();
  if (!template.includes('<div id="root"></div>')) throw new Error(`${siteUrl}/index.html is not the shell's page`);

  const browser = await chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    // The largest image on first paint is worth fetching with the HTML (see document.mjs).
    await context.addInitScript(() => {
      window.__largestPaint = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.url || null;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Page views of the rendering browser are not visits.
    await context.route('**/functions/v1/track', (route) => route.fulfill({ status: 204 }));
    for (const path of paths) {
      const page = await context.newPage();
      try {
        await page.goto(new URL(path, siteUrl).href, { waitUntil: 'networkidle', timeout: 30_000 });
        // Served an earlier rendered copy, the page is read once the app has taken over.
        await page.waitForFunction(() => !document.getElementById('prerendered'), undefined, { timeout: 20_000 });
        await page.waitForSelector('#root main h1', { timeout: 15_000 });
        await page.waitForTimeout(PRERENDER_WAIT_MS);
        const snapshot = await page.evaluate(snapshotPage);
        if (snapshot.remoteFailure) throw new Error('a remote failed to load');
        if (snapshot.busy) throw new Error('the page was still loading');
        writePage(outDir, path, prerenderedPage(template, snapshot, path));
        written.push(path);
      } catch (error) {
        failed.push({ path, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) });
        log(`prerender: ${path} left to the app (${failed.at(-1).reason})`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { written, failed };
}

/**
 * Renders every page the site's sitemap lists (or the given routes), page by page, and then
 * removes the copies of pages it no longer lists or could not render, so no copy outlives its page.
 * @param {{ siteUrl: string, outDir?: string, routes?: string[], log?: (line: string) => void,
 *           executablePath?: string }} options
 * @returns {Promise<{ written: string[], failed: { path: string, reason: string }[] }>}
 */
export async function prerender({ siteUrl, outDir = LOCAL_PRERENDERED_DIR, routes, log = console.log, executablePath }) {
  const paths = routes ?? (await prerenderRoutes(siteUrl));
  mkdirSync(outDir, { recursive: true });
  const result = await renderPages({ siteUrl, outDir, paths, log, executablePath });
  const kept = new Set(result.written);
  removePages(outDir, renderedPaths(outDir).filter((path) => !kept.has(path)));
  log(`prerender: ${result.written.length} pages written to ${outDir}${result.failed.length ? `, ${result.failed.length} left to the app` : ''}`);
  return result;
}

/** Runs in the page: what the visitor sees, with the styles the page uses. */
function snapshotPage() {
  const root = document.getElementById('root');
  const meta = (selector, attr) => document.head.querySelector(selector)?.getAttribute(attr) ?? null;
  const css = [];
  for (const sheet of document.styleSheets) {
    // The shell's linked stylesheet is in the template already; inline sheets are the components'.
    if (sheet.href) continue;
    try {
      for (const rule of sheet.cssRules) css.push(rule.cssText);
    } catch {
      // A sheet the page may not read has nothing of ours.
    }
  }
  const clone = root.cloneNode(true);
  // Without the app a form cannot send and a button does nothing: shown, but not pressed or typed
  // into (nor offered to assistive technology) until the app takes over. Links work as they are.
  for (const control of clone.querySelectorAll('form, button, [role="button"], input, select, textarea, summary')) {
    control.setAttribute('inert', '');
  }
  return {
    html: clone.innerHTML,
    css: css.join('\n'),
    title: document.title,
    description: meta('meta[name="description"]', 'content'),
    canonical: meta('link[rel="canonical"]', 'href'),
    robots: meta('meta[name="robots"]', 'content'),
    lcpImage: window.__largestPaint && new URL(window.__largestPaint).origin === location.origin ? new URL(window.__largestPaint).pathname : null,
    remoteFailure: root.querySelector('[data-remote-failure]') !== null,
    // Content still on its way in view (a spinner, a busy region) is not captured: the copy would
    // keep it. What loads only when scrolled into view stays in its waiting state, in the copy as in the app.
    busy: [...root.querySelectorAll('[aria-busy="true"], [data-loading]')].some((element) => element.getBoundingClientRect().top < window.innerHeight),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  const siteUrl = option('--site', 'http://localhost:3000');
  const outDir = resolve(option('--out', LOCAL_PRERENDERED_DIR));
  const { failed } = await prerender({ siteUrl, outDir });
  process.exitCode = failed.length ? 1 : 0;
}
