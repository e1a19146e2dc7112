// Prerendered pages (scripts/prerender/) on a private copy of the composed site: the HTML itself
// carries the content and metadata a crawler or a first paint needs, with JavaScript off; with
// it on, the app takes over without the heading ever leaving the screen and without a layout
// shift, and the form of the static copy waits, inert, for the app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { prerender } from '../../scripts/prerender/prerender.mjs';
import { startStack, type Stack } from '../support/stack.ts';

const BASE_PORT = 3720;
const POST_PATH = '/blog/cash-vs-accrual-accounting';
const POST_TITLE = 'Cash vs. Accrual Accounting: Which Method Fits Your Business?';
const ROUTES = ['/', '/careers', '/contact', '/blog', POST_PATH];

let stack: Stack;
let outDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = join(mkdtempSync(join(tmpdir(), 'prerender-')), 'pages');
  stack = await startStack(BASE_PORT, {}, { prerenderedDir: outDir });
  const { written, failed } = await prerender({ siteUrl: stack.shellUrl, outDir, routes: ROUTES, log: () => {} });
  expect(failed).toEqual([]);
  expect(written).toEqual(ROUTES);
});

test.afterAll(async () => {
  await stack?.close();
  if (outDir) rmSync(join(outDir, '..'), { recursive: true, force: true });
});

test('the HTML itself carries the page, its title, description and canonical', async ({ request }) => {
  const response = await request.get(`${stack.shellUrl}${POST_PATH}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="prerendered" data-path="/blog/cash-vs-accrual-accounting">');
  expect(html).toMatch(/<h1[^>]*>Cash vs\. Accrual Accounting: Which Method Fits Your Business\?<\/h1>/);
  // A post's title carries the brand, as every page's does.
  expect(html).toContain(`<title>${POST_TITLE} | Silver State Books</title>`);
  expect(html).toContain(`<link rel="canonical" href="${stack.shellUrl}${POST_PATH}" data-prerendered />`);
  expect(html).toMatch(/<meta name="description" content="[^"]+" data-default-content=/);
  expect(html).toContain('"@type":"BlogPosting"');
  // A route that was not prerendered still gets the app's page.
  const other = await (await request.get(`${stack.shellUrl}/about`)).text();
  expect(other).toContain('<div id="root"></div>');
});

test('a page that lists stored content is captured with its content, not its spinner', async ({ request }) => {
  const html = await (await request.get(`${stack.shellUrl}/blog`)).text();
  expect(html).toContain('<div id="prerendered" data-path="/blog">');
  expect(html).toContain(`href="${POST_PATH}"`);
  expect(html).toContain(POST_TITLE);
  expect(html).not.toContain('Loading articles...');
  expect(html).not.toContain('data-loading');
});

test('the first frame is painted before the app’s code is fetched, the shell’s entry included', async ({ page }) => {
  await page.goto(`${stack.shellUrl}/`);
  await expect(page.locator('html')).toHaveAttribute('data-takeover', 'same-content');
  const timing = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
    const isStarter = (entry: PerformanceEntry) => /\/static\/js\/starter\.[0-9a-f]+\.js$/.test(entry.name);
    return {
      firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')?.startTime ?? null,
      // Only the starter comes with the HTML; the entry and everything it loads are the app.
      starters: scripts.filter(isStarter).length,
      entryFetches: scripts.filter((entry) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(entry.name)).length,
      appCodeFetches: scripts.filter((entry) => !isStarter(entry)).map((entry) => entry.startTime),
    };
  });
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.starters).toBe(1);
  expect(timing.entryFetches).toBe(1);
  expect(timing.appCodeFetches.length).toBeGreaterThan(3);
  expect(Math.min(...timing.appCodeFetches)).toBeGreaterThanOrEqual(timing.firstPaint!);
});

test('with JavaScript off, a visitor still reads the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${stack.shellUrl}/careers`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Solve Real-World Problems')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get in touch' }).first()).toHaveAttribute('href', '/contact');
  await page.goto(`${stack.shellUrl}/`);
  await expect(page.getByText('The Future of Bookkeeping is Here')).toBeVisible();
  await context.close();
});

/** Records, every frame from the first paint on, whether a main heading is on screen, and the layout shifts. */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const record = { framesWithoutHeading: 0, framesWithHeading: 0, shift: 0 };
    (window as unknown as { takeoverRecord: typeof record }).takeoverRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const tick = () => {
      const shown = [...document.querySelectorAll('main h1')].some((h1) => (h1 as HTMLElement).offsetParent !== null || h1.getClientRects().length > 0);
      if (shown) record.framesWithHeading += 1;
      else if (record.framesWithHeading > 0) record.framesWithoutHeading += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

for (const path of [POST_PATH, '/careers']) {
  test(`${path}: the app takes over with the same content, the heading never leaves the screen and nothing shifts`, async ({ page }) => {
    await watchTakeover(page);
    await page.goto(`${stack.shellUrl}${path}`);
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-takeover', 'same-content');
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head style[data-prerendered]')).toHaveCount(0);
    const record = await page.evaluate(() => (window as unknown as { takeoverRecord: { framesWithoutHeading: number; framesWithHeading: number; shift: number } }).takeoverRecord);
    expect(record.framesWithHeading).toBeGreaterThan(0);
    expect(record.framesWithoutHeading).toBe(0);
    expect(record.shift).toBeLessThanOrEqual(0.02);
  });
}

test('the copy’s form is inert until the app takes over, then it takes input', async ({ page }) => {
  // Hold the marketing remote's code back, as a slow phone would, to look at the copy.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${BASE_PORT + 1}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${stack.shellUrl}/contact`, { waitUntil: 'domcontentloaded' });
  const copy = page.locator('#prerendered');
  await expect(copy.getByRole('heading', { level: 1, name: "Let's Talk Business" })).toBeVisible();
  await expect(copy.locator('form')).toHaveAttribute('inert', '');
  release();
  await expect(copy).toHaveCount(0);
  const field = page.locator('#root form').getByRole('textbox').first();
  await field.fill('Maria');
  await expect(field).toHaveValue('Maria');
});
