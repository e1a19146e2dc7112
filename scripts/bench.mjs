// `npm run bench`: measures the site `npm start` serves — the production builds with the public
// pages rendered by its renderer (docs/prerendering.md) — in Chromium: JavaScript weight per route
// (bytes on the wire, gzip) split into shell, Module Federation runtime, shared libraries and
// remote chunks, first and largest contentful paint, layout shift; then Lighthouse (mobile:
// simulated slow 4G and 4× CPU slowdown) on the key routes. Writes bench/pages.md and
// bench/pages.json with the targets beside the measured figures. A report, not a pass/fail test.
// The running `npm start` is measured as it is; when none answers, one is started for the
// measurement (and stopped after it), and the bench waits for its renderer's first full pass.
// The same routes are measured, in the same run, on the monolith build of the same source
// (shell/dist-monolith, MONOLITH=1 in shell/rsbuild.config.ts), rendered the same way, so the
// report shows what composing at run time costs (the composed LCP ≤ 1.05 × monolith target).
// `--no-lighthouse` skips the Lighthouse pass, `--no-monolith` the monolith; BENCH_POST names the
// blog post to measure; arguments starting with / replace the route list.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { APPS, isStale, sourceStamp } from './build-if-stale.mjs';
import { APP_PORTS, serveDist } from './serve-dist.mjs';
import { answers } from './wait-for.mjs';
import { LOCAL_PRERENDERED_DIR, prerender, renderedPaths } from './prerender/prerender.mjs';
import { COMPLETE_MARKER } from './prerender/worker.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The shell's port under `npm start` (scripts/serve-dist.mjs). */
const BASE = APP_PORTS.shell;
/** Where the monolith build is served while measuring (one origin: no remote ports). */
const MONOLITH_PORT = 3450;
const args = process.argv.slice(2);
const withLighthouse = !args.includes('--no-lighthouse');
const withMonolith = !args.includes('--no-monolith');
const MONOLITH_RENDERED_DIR = join(ROOT, 'bench', 'prerendered', 'monolith');
const BLOG_POST = `/blog/${process.env.BENCH_POST ?? 'cash-vs-accrual-accounting'}`;
const routeArgs = args.filter((a) => a.startsWith('/'));
const ROUTES = routeArgs.length
  ? routeArgs
  : ['/', '/bookkeeping', '/payroll', '/about', '/contact', '/press', '/client-reviews', '/case-studies', '/blog', BLOG_POST, '/tools/netpay-calculator', '/login', '/admin/login', '/no-such-page'];
/** The routes Lighthouse scores unless routes are given. */
const LIGHTHOUSE_ROUTES = routeArgs.length ? routeArgs : ['/', '/bookkeeping', '/about', '/contact', '/blog', BLOG_POST, '/tools/netpay-calculator'];
const RUNS = 3;
/** Lighthouse runs per route and build; the report gives each metric's median. */
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_KEYS = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex'];
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The speed targets (docs/performance.md, "Start-up in tasks"): per route, and composed against monolith.
const TARGETS = { performance: 95, lcpMs: 1500, cls: 0.02, tbtMs: 200, homeJsBytes: 170 * 1024, lcpRatioToMonolith: 1.05, tbtRatioToMonolith: 1.15 };

// The site `npm start` serves. A running one is measured as it is, unless its builds are older
// than the sources: its rendered pages name the files of the build it rendered, so rebuilding
// under it would measure pages that point at files no longer there.
const SITE = `http://localhost:${BASE}`;
let startedSite = null;
if (await answers(`${SITE}/runtime-config.json`)) {
  const stale = APPS.filter(isStale);
  if (stale.length) {
    console.error(`The running npm start serves builds older than the sources (${stale.join(', ')}): restart it, then run the bench again.`);
    process.exit(1);
  }
} else {
  console.log(`No site at ${SITE}: starting \`npm start\` for the measurement...`);
  startedSite = spawn('node', ['scripts/start.mjs'], { cwd: ROOT, stdio: 'ignore', detached: true });
  // Stopped however the measurement ends (its own process group: the servers and the renderer).
  process.on('exit', stopStartedSite);
}
function stopStartedSite() {
  if (!startedSite) return;
  const { pid } = startedSite;
  startedSite = null;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
// Measured once every public page is rendered: the renderer marks its first full pass.
const completeMarker = join(LOCAL_PRERENDERED_DIR, COMPLETE_MARKER);
const renderDeadline = Date.now() + 15 * 60_000;
if (!existsSync(completeMarker)) console.log('Waiting for the renderer to finish its pass over the public pages...');
while (!existsSync(completeMarker)) {
  if (Date.now() > renderDeadline || (startedSite && startedSite.exitCode !== null)) {
    console.error(`The public pages were not rendered (no ${completeMarker}); see the npm start log.`);
    stopStartedSite();
    process.exit(1);
  }
  await new Promise((done) => setTimeout(done, 2000));
}

// The monolith bundles every app's sources, so it is stale when any app, shared-contracts or the
// lockfile changed: its stamp combines every app's source stamp.
const MONOLITH_DIST = join(ROOT, 'shell', 'dist-monolith');
function buildMonolithIfStale() {
  const stamp = createHash('sha256').update(APPS.map(sourceStamp).join('\n')).digest('hex');
  const stampFile = join(MONOLITH_DIST, '.build-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('Building the monolith (shell/dist-monolith)...');
  execFileSync('npx', ['rsbuild', 'build'], { cwd: join(ROOT, 'shell'), stdio: 'inherit', env: { ...process.env, MONOLITH: '1', NODE_ENV: 'production' } });
  writeFileSync(stampFile, stamp);
}

const config = JSON.parse(readFileSync(join(ROOT, 'shell', 'public', 'runtime-config.json'), 'utf8'));
const servers = [];
if (withMonolith) {
  buildMonolithIfStale();
  // Same backend and runtime config; the remote entries in it are not used by this build. Its
  // public pages are rendered by the same renderer, into a folder of the bench's own.
  servers.push(
    await serveDist({
      dir: MONOLITH_DIST,
      port: MONOLITH_PORT,
      spa: true,
      backendUrl: config.supabaseUrl,
      overrides: { '/runtime-config.json': JSON.stringify({ ...config, siteUrl: `http://localhost:${MONOLITH_PORT}` }) },
      prerenderedDir: MONOLITH_RENDERED_DIR,
    }),
  );
}
/** The two builds measured: the composed site (shell + remotes) and the monolith. */
const BUILDS = { composed: BASE, monolith: MONOLITH_PORT };

// Staff screens and unknown addresses are never rendered.
const RENDERED_ROUTES = ROUTES.filter((route) => !route.startsWith('/admin') && route !== '/no-such-page');
/** What each build serves rendered (a page the renderer could not read is left to the app). */
const renderedNow = new Set(renderedPaths(LOCAL_PRERENDERED_DIR));
const rendered = { composed: RENDERED_ROUTES.filter((route) => renderedNow.has(route)), monolith: [] };
if (withMonolith) {
  rmSync(MONOLITH_RENDERED_DIR, { recursive: true, force: true });
  rendered.monolith = (await prerender({ siteUrl: `http://localhost:${MONOLITH_PORT}`, outDir: MONOLITH_RENDERED_DIR, routes: RENDERED_ROUTES })).written;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

// Which downloaded script is what: the shared singletons by each build's mf-stats.json, the
// remotes' entries and manifests as federation plumbing, the rest by the origin that served it.
// Each app by the port npm start serves it on (APP_PORTS), under its short name ('shell', 'blog').
const APP_OF_PORT = new Map(Object.entries(APP_PORTS).map(([folder, port]) => [port, folder.replace(/^mfe-/, '')]));
const sharedAssets = new Map();
for (const [folder, port] of Object.entries(APP_PORTS)) {
  try {
    const stats = JSON.parse(readFileSync(join(ROOT, folder, 'dist', 'mf-stats.json'), 'utf8'));
    const files = new Set(stats.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]).map((f) => f.split('/').pop()));
    sharedAssets.set(APP_OF_PORT.get(port), files);
  } catch {
    sharedAssets.set(APP_OF_PORT.get(port), new Set());
  }
}
function classify(url) {
  const { port, pathname } = new URL(url);
  // One bundle graph whose chunks mix libraries and app code (supabase-js, styled-components...
  // sit in chunks with the code that imports them): counted as one.
  if (Number(port) === MONOLITH_PORT) return 'app';
  const app = APP_OF_PORT.get(Number(port));
  if (!app) return 'other';
  const file = pathname.split('/').pop();
  // The shell's entry holds nothing of the site's own (src/index.ts only imports the app): the
  // federation runtime it provides to every remote, the bundler runtime and the share registry.
  if (app === 'shell' && /^index\.[0-9a-f]+\.js$/.test(file)) return 'federation';
  if (sharedAssets.get(app)?.has(file)) return 'shared';
  // A remote's exposed module is its own code, though a helper's license banner may sit beside it.
  if (app !== 'shell' && file.startsWith('__federation_expose_')) return 'remote';
  // Chunks split out of node_modules carry the libraries' license banners in a .LICENSE.txt
  // beside them (react-dom, react-router, supabase-js...): library code, wherever it is shared.
  if (existsSync(join(ROOT, app === 'shell' ? 'shell' : `mfe-${app}`, 'dist', `${pathname.slice(1)}.LICENSE.txt`))) return 'shared';
  if (app === 'shell') return 'shell';
  if (file === 'remoteEntry.js' || file === 'mf-manifest.json') return 'federation';
  return 'remote';
}
const PARTS = ['shell', 'federation', 'shared', 'remote', 'app', 'other'];
const PART_LABELS = { shell: 'shell', federation: 'MF runtime', shared: 'shared libs', remote: 'remote chunks' };
/** The parts a composed route's JS is split into, in the order the report lists them. */
const COMPOSED_PARTS = ['shell', 'federation', 'shared', 'remote'];

async function measure(port, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map();
  const types = new Map();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.addInitScript(() => {
    window.__metrics = { lcp: 0, lcpElement: null, cls: 0 };
    // The element is described when it is reported: on a prerendered page it is the copy's, which
    // the app replaces, so it is gone by the time anything reads the page afterwards.
    const describe = (element) => {
      if (!element) return null;
      const name = element.tagName.toLowerCase();
      if (name === 'img') return `img ${element.currentSrc.replace(/^.*\//, '') || element.alt}`;
      const text = element.textContent.replace(/\s+/g, ' ').trim();
      return `${name}${text ? ` "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__metrics.lcp = entry.startTime;
        window.__metrics.lcpElement = describe(entry.element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__metrics.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const metrics = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__metrics.lcp || null,
    lcpElement: window.__metrics.lcpElement,
    cls: window.__metrics.cls,
    domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? null,
  }));
  let js = 0;
  let total = 0;
  let requests = 0;
  const parts = Object.fromEntries(PARTS.map((p) => [p, 0]));
  const scripts = [];
  for (const [id, bytes] of sizes) {
    const info = types.get(id);
    if (!info) continue;
    requests += 1;
    total += bytes;
    if (info.type === 'Script') {
      const part = classify(info.url);
      js += bytes;
      parts[part] += bytes;
      const { port: origin, pathname } = new URL(info.url);
      scripts.push({ file: `:${origin}${pathname}`, bytes, part });
    }
  }
  await context.close();
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { ...metrics, jsBytes: js, totalBytes: total, requests, scripts, ...Object.fromEntries(PARTS.map((p) => [`js_${p}`, parts[p]])) };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

const METRIC_KEYS = ['jsBytes', 'totalBytes', 'requests', 'fcp', 'lcp', 'cls', 'domContentLoaded', ...PARTS.map((p) => `js_${p}`)];
const results = [];
const monolithResults = [];
const kbText = (b) => (b / 1024).toFixed(1);
for (const route of ROUTES) {
  // The two builds alternate, so a slower moment of the machine weighs on both alike.
  const runs = { composed: [], monolith: [] };
  for (let i = 0; i < RUNS; i += 1) {
    runs.composed.push(await measure(BUILDS.composed, route));
    if (withMonolith) runs.monolith.push(await measure(BUILDS.monolith, route));
  }
  for (const build of withMonolith ? ['composed', 'monolith'] : ['composed']) {
    const row = { route };
    for (const key of METRIC_KEYS) row[key] = median(runs[build].map((r) => r[key]));
    // The scripts of the run whose JS weight is the median one, file by file (where the bytes go).
    row.scripts = runs[build].find((r) => r.jsBytes === row.jsBytes)?.scripts ?? [];
    row.lcpElement = runs[build].find((r) => r.lcp === row.lcp)?.lcpElement ?? null;
    (build === 'composed' ? results : monolithResults).push(row);
    const split =
      build === 'composed'
        ? COMPOSED_PARTS.map((part) => `${PART_LABELS[part]} ${kbText(row[`js_${part}`])}`).join(', ')
        : 'one bundle graph';
    console.log(
      `${build.padEnd(8)} ${route.padEnd(36)} JS ${kbText(row.jsBytes).padStart(6)} KB (${split})  FCP ${Math.round(row.fcp ?? 0)} ms  LCP ${Math.round(row.lcp ?? 0)} ms  CLS ${(row.cls ?? 0).toFixed(3)}`,
    );
  }
}

await browser.close();

// Lighthouse, mobile preset (its defaults: Moto G Power viewport, simulated slow 4G, 4× CPU).
const lighthouseResults = [];
const monolithLighthouse = [];
if (withLighthouse) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const score = async (build, route) => {
    const result = await lighthouse(`http://localhost:${BUILDS[build]}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result.lhr.audits;
    return {
      route,
      performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      speedIndex: audits['speed-index'].numericValue,
      // Lighthouse names the node only while it is still in the page (not a prerendered copy
      // the app has replaced); the report then shows the element this bench saw.
      lcpElement: audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? null,
      runtimeError: result.lhr.runtimeError?.message ?? null,
    };
  };
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      // One Lighthouse run varies by hundreds of milliseconds on the same build (its simulation
      // starts from the trace this machine recorded), so each figure is the median of several
      // runs, the builds alternating as for the cold loads.
      const runs = { composed: [], monolith: [] };
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        for (const build of withMonolith ? ['composed', 'monolith'] : ['composed']) runs[build].push(await score(build, route));
      }
      for (const build of withMonolith ? ['composed', 'monolith'] : ['composed']) {
        const row = { route, runs: LIGHTHOUSE_RUNS };
        for (const key of LIGHTHOUSE_KEYS) row[key] = median(runs[build].map((r) => r[key]));
        row.lcpElement = runs[build].find((r) => r.lcp === row.lcp)?.lcpElement ?? null;
        row.runtimeError = runs[build].find((r) => r.runtimeError)?.runtimeError ?? null;
        (build === 'composed' ? lighthouseResults : monolithLighthouse).push(row);
        console.log(
          `Lighthouse ${build.padEnd(8)} ${route.padEnd(36)} perf ${String(row.performance).padStart(3)}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  (median of ${LIGHTHOUSE_RUNS})`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
}

for (const server of servers) await server.close();

mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench', 'pages.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      targets: TARGETS,
      results,
      lighthouse: lighthouseResults,
      monolith: withMonolith ? { results: monolithResults, lighthouse: monolithLighthouse } : null,
    },
    null,
    2,
  ),
);
const kb = (b) => (b === null || b === undefined ? '–' : (b / 1024).toFixed(1));
const ms = (v) => (v === null || v === undefined ? '–' : String(Math.round(v)));
const verdict = (ok) => (ok ? 'met' : '**missed**');
const ratio = (a, b) => (a === null || a === undefined || !b ? null : a / b);
const ratioText = (r) => (r === null ? '–' : `${r.toFixed(2)}×`);
const byRoute = new Map(results.map((r) => [r.route, r]));
const monolithByRoute = new Map(monolithResults.map((r) => [r.route, r]));
const monolithLighthouseByRoute = new Map(monolithLighthouse.map((r) => [r.route, r]));
const home = byRoute.get('/');
const assetRoute = byRoute.has('/') ? '/' : ROUTES[0];
const assetTable = (title, row) =>
  row
    ? [
        `### ${title}`,
        '',
        '| Script (port and path) | KB gzip | Counted as |',
        '|---|---:|---|',
        ...row.scripts.map((a) => `| ${a.file} | ${kb(a.bytes)} | ${PART_LABELS[a.part] ?? a.part} |`),
        `| **total** | **${kb(row.jsBytes)}** | |`,
        '',
      ]
    : [];
writeFileSync(
  join(ROOT, 'bench', 'pages.md'),
  [
    `# Page weight and load metrics (${new Date().toISOString()})`,
    '',
    `Production builds served locally with gzip; mobile viewport 390×844; median of ${RUNS} cold loads; no throttling.`,
    [
      `The site \`npm start\` serves; rendered by its renderer: ${rendered.composed.join(', ') || 'none'}; the app hydrates them on load.`,
      withMonolith ? `Monolith, rendered the same way: ${rendered.monolith.join(', ') || 'none'}.` : null,
      ...RENDERED_ROUTES.filter((route) => !rendered.composed.includes(route)).map((route) => `**Not rendered** (left to the app, see the npm start log): ${route}.`),
    ]
      .filter(Boolean)
      .join('\n'),
    '',
    `| Route | JS (KB, gzip) | ${COMPOSED_PARTS.map((part) => PART_LABELS[part]).join(' | ')} | All bytes (KB) | Requests | FCP (ms) | LCP (ms) | CLS |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${kb(r.jsBytes)} | ${COMPOSED_PARTS.map((part) => kb(r[`js_${part}`])).join(' | ')} | ${kb(r.totalBytes)} | ${r.requests} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${(r.cls ?? 0).toFixed(3)} |`,
    ),
    '',
    'shell: the starter a prerendered page loads with its HTML and the shell\'s own chunks (layout, routing, hydration);',
    'MF runtime: the shell\'s entry (the federation runtime it provides to every remote, the bundler runtime, the share',
    'registry) and the remotes\' entries (remoteEntry.js); shared libs: the singletons (mf-stats.json) and every chunk',
    'built from node_modules (the ones with a .LICENSE.txt beside them); remote chunks: the page\'s own code.',
    '',
    ...(withMonolith
      ? [
          '## Composed vs monolith (same source, one bundle graph from one origin), same conditions',
          '',
          'The monolith is shell/dist-monolith (`MONOLITH=1` in shell/rsbuild.config.ts): no federation runtime, no remote',
          'entries or manifests, each remote\'s ./routes bundled in and split per remote. Ratios are composed / monolith; c / m:',
          'composed / monolith. The Lighthouse comparison below is the one the 1.05× target is about (throttled like a phone).',
          '',
          `| Route | JS composed (KB) | JS monolith (KB) | JS ratio | Requests c / m | FCP c / m (ms) | LCP c / m (ms) | LCP ratio (≤ ${TARGETS.lcpRatioToMonolith.toFixed(2)}×) | CLS c / m |`,
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...results.map((c) => {
            const m = monolithByRoute.get(c.route);
            if (!m) return `| ${c.route} | ${kb(c.jsBytes)} | – | – | – | – | – | – | – |`;
            const lcpRatio = ratio(c.lcp, m.lcp);
            return `| ${c.route} | ${kb(c.jsBytes)} | ${kb(m.jsBytes)} | ${ratioText(ratio(c.jsBytes, m.jsBytes))} | ${c.requests} / ${m.requests} | ${ms(c.fcp)} / ${ms(m.fcp)} | ${ms(c.lcp)} / ${ms(m.lcp)} | ${ratioText(lcpRatio)} ${lcpRatio === null ? '' : verdict(lcpRatio <= TARGETS.lcpRatioToMonolith)} | ${(c.cls ?? 0).toFixed(3)} / ${(m.cls ?? 0).toFixed(3)} |`;
          }),
          '',
        ]
      : []),
    ...(lighthouseResults.length
      ? [
          `## Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown; median of ${LIGHTHOUSE_RUNS} runs), targets beside the figures`,
          '',
          `| Route | Performance (target ≥ ${TARGETS.performance}) | LCP ms (≤ ${TARGETS.lcpMs}) | CLS (≤ ${TARGETS.cls}) | TBT ms (≤ ${TARGETS.tbtMs}) | FCP ms | JS KB gzip | LCP element |`,
          '|---|---:|---:|---:|---:|---:|---:|---|',
          ...lighthouseResults.map(
            (r) =>
              `| ${r.route} | ${r.performance} ${verdict(r.performance >= TARGETS.performance)} | ${ms(r.lcp)} ${verdict(r.lcp <= TARGETS.lcpMs)} | ${r.cls.toFixed(3)} ${verdict(r.cls <= TARGETS.cls)} | ${ms(r.tbt)} ${verdict(r.tbt <= TARGETS.tbtMs)} | ${ms(r.fcp)} | ${kb(byRoute.get(r.route)?.jsBytes)} | ${(r.lcpElement ?? byRoute.get(r.route)?.lcpElement ?? '').replace(/\|/g, '\\|').slice(0, 80)} |`,
          ),
          '',
          ...(monolithLighthouse.length
            ? [
                '### Lighthouse, composed vs monolith',
                '',
                `| Route | Performance c / m | LCP c / m (ms) | LCP ratio (target ≤ ${TARGETS.lcpRatioToMonolith.toFixed(2)}×) | TBT c / m (ms) | TBT ratio (target ≤ ${TARGETS.tbtRatioToMonolith.toFixed(2)}×) | FCP c / m (ms) | CLS c / m |`,
                '|---|---:|---:|---:|---:|---:|---:|---:|',
                ...lighthouseResults.map((c) => {
                  const m = monolithLighthouseByRoute.get(c.route);
                  if (!m) return `| ${c.route} | ${c.performance} / – | ${ms(c.lcp)} / – | – | ${ms(c.tbt)} / – | – | ${ms(c.fcp)} / – | ${c.cls.toFixed(3)} / – |`;
                  const lcpRatio = ratio(c.lcp, m.lcp);
                  const tbtRatio = ratio(c.tbt, m.tbt);
                  return `| ${c.route} | ${c.performance} / ${m.performance} | ${ms(c.lcp)} / ${ms(m.lcp)} | ${ratioText(lcpRatio)} ${lcpRatio === null ? '' : verdict(lcpRatio <= TARGETS.lcpRatioToMonolith)} | ${ms(c.tbt)} / ${ms(m.tbt)} | ${ratioText(tbtRatio)} ${tbtRatio === null ? '' : verdict(tbtRatio <= TARGETS.tbtRatioToMonolith)} | ${ms(c.fcp)} / ${ms(m.fcp)} | ${c.cls.toFixed(3)} / ${m.cls.toFixed(3)} |`;
                }),
                '',
              ]
            : []),
        ]
      : []),
    `Home-route JS: ${kb(home?.jsBytes)} KB gzip (target ≤ ${kb(TARGETS.homeJsBytes)} KB): ${verdict((home?.jsBytes ?? Infinity) <= TARGETS.homeJsBytes)}.`,
    '',
    `## Where the bytes go on ${assetRoute}`,
    '',
    ...assetTable('Composed', byRoute.get(assetRoute)),
    ...assetTable('Monolith', monolithByRoute.get(assetRoute)),
  ].join('\n'),
);
console.log(`\n${readFileSync(join(ROOT, 'bench', 'pages.md'), 'utf8')}`);
console.log('Wrote bench/pages.md and bench/pages.json');
// A site started here would otherwise keep this process waiting on it.
stopStartedSite();
