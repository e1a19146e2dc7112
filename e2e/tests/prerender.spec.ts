// Rendered pages (scripts/prerender/: React in Node) on a private copy of the composed site: the
// HTML itself carries the content and metadata a crawler or a first paint needs, with JavaScript
// off; with it on, the browser hydrates that HTML without the heading ever leaving the screen and
// without a layout shift, and the page's form takes input once its code has run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test.ts';
import { prerender } from '../../scripts/prerender/prerender.mjs';
import { appShown, isRenderedFor } from '../support/publicRoutes.ts';
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
  expect(isRenderedFor(html, POST_PATH)).toBe(true);
  expect(html).toMatch(/<h1[^>]*>Cash vs\. Accrual Accounting: Which Method Fits Your Business\?<\/h1>/);
  // A post's title carries the brand, as every page's does.
  expect(html).toContain(`<title>${POST_TITLE} | Silver State Books</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${POST_PATH}" data-page-meta />`));
  expect(html).toMatch(/<meta name="description" content="[^"]+" data-default-content="[^"]+" \/>/);
  // No script runs in the page but the app's own files (the site's CSP allows no inline script).
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes));
  expect(inlineScripts).toEqual([]);
  expect(html).toContain('"@type":"BlogPosting"');
  // A route that was not prerendered still gets the app's page.
  const other = await (await request.get(`${stack.shellUrl}/about`)).text();
  expect(other).toContain('<div id="root"></div>');
});

test('a page that lists stored content is captured with its content, not its spinner', async ({ request }) => {
  const html = await (await request.get(`${stack.shellUrl}/blog`)).text();
  expect(isRenderedFor(html, '/blog')).toBe(true);
  expect(html).toContain(`href="${POST_PATH}"`);
  expect(html).toContain(POST_TITLE);
  expect(html).not.toContain('Loading articles...');
  expect(html).not.toContain('data-loading');
});

test('the first frame is painted before the app’s code is fetched, the shell’s entry included', async ({ page }) => {
  await page.goto(`${stack.shellUrl}/`);
  await appShown(page);
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
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const record = { framesWithoutHeading: 0, framesWithHeading: 0, shift: 0, delivered: null as Element | null };
    (window as unknown as { hydrationRecord: typeof record }).hydrationRecord = record;
    document.addEventListener('DOMContentLoaded', () => (record.delivered = document.querySelector('main h1')));
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
  test(`${path}: the browser hydrates the page, the heading never leaves the screen and nothing shifts`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await watchHydration(page);
    await page.goto(`${stack.shellUrl}${path}`);
    await appShown(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    const record = await page.evaluate(() => {
      const r = (window as unknown as { hydrationRecord: { framesWithoutHeading: number; framesWithHeading: number; shift: number; delivered: Element | null } }).hydrationRecord;
      return { ...r, delivered: r.delivered !== null, same: r.delivered === document.querySelector('main h1') };
    });
    expect(record.delivered).toBe(true);
    // The element the HTML delivered is the app's: adopted, not replaced.
    expect(record.same).toBe(true);
    expect(record.framesWithHeading).toBeGreaterThan(0);
    expect(record.framesWithoutHeading).toBe(0);
    expect(record.shift).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

test('the form is the delivered one, and takes input once its code has run', async ({ page }) => {
  // Hold the marketing remote's code back, as a slow phone would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`http://localhost:${BASE_PORT + 1}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${stack.shellUrl}/contact`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: "Let's Talk Business" })).toBeVisible();
  const delivered = await page.locator('form').first().elementHandle();
  release();
  await appShown(page);
  const field = page.locator('#root form').getByRole('textbox').first();
  await field.fill('Maria');
  await expect(field).toHaveValue('Maria');
  expect(await page.evaluate((form) => form === document.querySelector('#root form'), delivered)).toBe(true);
});
