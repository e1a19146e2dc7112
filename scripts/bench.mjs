// `npm run bench`: measures the composed production build in Chromium — JavaScript weight per
// route (bytes on the wire, gzip), first and largest contentful paint, layout shift — and writes
// bench/pages.md and bench/pages.json. A report, not a pass/fail test.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildIfStale } from './build-if-stale.mjs';
import { serveDist } from './serve-dist.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const BASE = 3400;
const REMOTES = ['marketing', 'blog', 'tools', 'admin'];
const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/bookkeeping', '/payroll', '/about', '/contact', '/press', '/client-reviews', '/case-studies', '/blog', '/tools/netpay-calculator', '/login', '/admin/login', '/no-such-page'];
const RUNS = 3;

buildIfStale();

const config = JSON.parse(readFileSync(join(ROOT, 'shell', 'public', 'runtime-config.json'), 'utf8'));
config.siteUrl = `http://localhost:${BASE}`;
REMOTES.forEach((r, i) => (config.remotes[r] = { entry: `http://localhost:${BASE + i + 1}/mf-manifest.json` }));
const servers = [
  await serveDist({
    dir: join(ROOT, 'shell', 'dist'),
    port: BASE,
    spa: true,
    backendUrl: config.supabaseUrl,
    overrides: { '/runtime-config.json': JSON.stringify(config) },
  }),
  ...(await Promise.all(REMOTES.map((r, i) => serveDist({ dir: join(ROOT, `mfe-${r}`, 'dist'), port: BASE + i + 1, cors: true })))),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map();
  const types = new Map();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.addInitScript(() => {
    window.__metrics = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__metrics.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__metrics.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`http://localhost:${BASE}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const metrics = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__metrics.lcp || null,
    cls: window.__metrics.cls,
    domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? null,
  }));
  let js = 0;
  let total = 0;
  let requests = 0;
  for (const [id, bytes] of sizes) {
    const info = types.get(id);
    if (!info) continue;
    requests += 1;
    total += bytes;
    if (info.type === 'Script') js += bytes;
  }
  await context.close();
  return { ...metrics, jsBytes: js, totalBytes: total, requests };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

const results = [];
for (const route of ROUTES) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(route));
  const row = { route };
  for (const key of ['jsBytes', 'totalBytes', 'requests', 'fcp', 'lcp', 'cls', 'domContentLoaded']) row[key] = median(runs.map((r) => r[key]));
  results.push(row);
  console.log(`${route.padEnd(28)} JS ${(row.jsBytes / 1024).toFixed(1).padStart(7)} KB  total ${(row.totalBytes / 1024).toFixed(1).padStart(7)} KB  FCP ${Math.round(row.fcp ?? 0)} ms  LCP ${Math.round(row.lcp ?? 0)} ms  CLS ${(row.cls ?? 0).toFixed(3)}`);
}

await browser.close();
for (const server of servers) await server.close();

mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'pages.json'), JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, results }, null, 2));
const kb = (b) => (b === null ? '–' : (b / 1024).toFixed(1));
const ms = (v) => (v === null ? '–' : String(Math.round(v)));
writeFileSync(
  join(ROOT, 'bench', 'pages.md'),
  [
    `# Page weight and load metrics (${new Date().toISOString()})`,
    '',
    `Production builds served locally with gzip; mobile viewport 390×844; median of ${RUNS} cold loads; no throttling.`,
    '',
    '| Route | JS (KB, gzip) | All bytes (KB) | Requests | FCP (ms) | LCP (ms) | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.route} | ${kb(r.jsBytes)} | ${kb(r.totalBytes)} | ${r.requests} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${(r.cls ?? 0).toFixed(3)} |`),
    '',
  ].join('\n'),
);
console.log('\nWrote bench/pages.md and bench/pages.json');
