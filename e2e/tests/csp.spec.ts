// The production Content-Security-Policy on a private copy of the shell (the remotes and backend
// of the main site), with the reviews widget and the policy embed configured to two stand-in
// vendor origins: the main pages load, the vendors' scripts run, and the browser reports no
// violation. A control proves that a violation would be seen.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test.ts';
import { LOCAL_PORTS, REMOTE_NAMES } from '@firm/shared-contracts/routes';
import { serveDist, type RunningServer } from '../../scripts/serve-dist.mjs';
import { buildCsp } from '../../scripts/security/csp.mjs';
import { REPO_ROOT } from '../support/stack.ts';
import { BLOG_POST, openPage, scrollThrough, settleAnimations } from '../support/publicRoutes.ts';

const SHELL_PORT = 3480;
const REVIEWS_VENDOR_PORT = 3481;
const POLICY_VENDOR_PORT = 3482;
const ORIGIN = `http://localhost:${SHELL_PORT}`;

/** A third-party script that does what such widgets do: run, call its API, add its frame. */
function vendorScript(name: string, port: number): string {
  return `(() => {
    window.__vendorsRan = (window.__vendorsRan || []).concat('${name}');
    fetch('http://localhost:${port}/api.json').then((r) => r.json()).then((d) => { window.__vendorApi = (window.__vendorApi || []).concat(d.name); });
    const frame = document.createElement('iframe');
    frame.title = '${name} frame';
    frame.src = 'http://localhost:${port}/frame.html';
    (document.querySelector('[data-policy-embed]') || document.body).appendChild(frame);
  })();`;
}

function startVendor(name: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (req.url === '/widget.js') res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript' }).end(vendorScript(name, port));
    else if (req.url === '/api.json') res.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ name }));
    else if (req.url === '/frame.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<p>${name}</p>`);
    else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

let shell: RunningServer;
let vendors: Server[] = [];
let csp = '';

test.beforeAll(async () => {
  const mainConfig = (await (await fetch(`http://localhost:${LOCAL_PORTS.shell}/runtime-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const runtimeConfig = {
    siteUrl: ORIGIN,
    supabaseUrl: `http://localhost:${LOCAL_PORTS.backend}`,
    supabaseAnonKey: mainConfig.supabaseAnonKey,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((r) => [r, { entry: `http://localhost:${LOCAL_PORTS[r]}/mf-manifest.json` }]),
    ),
    reviewsWidgetScriptUrl: `http://localhost:${REVIEWS_VENDOR_PORT}/widget.js`,
    policyEmbedScriptUrl: `http://localhost:${POLICY_VENDOR_PORT}/widget.js`,
  };
  csp = buildCsp(runtimeConfig);
  vendors = [await startVendor('reviews', REVIEWS_VENDOR_PORT), await startVendor('policy', POLICY_VENDOR_PORT)];
  shell = await serveDist({
    dir: join(REPO_ROOT, 'shell', 'dist'),
    port: SHELL_PORT,
    spa: true,
    backendUrl: `http://localhost:${LOCAL_PORTS.backend}`,
    overrides: { '/runtime-config.json': JSON.stringify(runtimeConfig) },
    csp,
  });
});

test.afterAll(async () => {
  await shell?.close();
  await Promise.all(vendors.map((v) => new Promise((done) => v.close(done))));
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function watchViolations(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCsp', (v: Violation) => seen.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(v: unknown): void }).__reportCsp({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

test('the shell pages carry the policy; assets and remotes are not HTML and carry none', async ({ request }) => {
  const page = await request.get(`${ORIGIN}/bookkeeping`);
  const header = page.headers()['content-security-policy'];
  expect(header).toBe(csp);
  expect(header).toContain("script-src 'self' 'wasm-unsafe-eval' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3481 http://localhost:3482;");
  expect(header).toContain("object-src 'none'");
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).toContain("base-uri 'self'");
  expect(header).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com http://localhost:3482 http://localhost:3481');
  expect(header).toContain("connect-src 'self' http://localhost:54321 ws://localhost:54321 http://localhost:3001");
  // Uploaded avatars, photos, logos, posters and videos are served by the backend's public
  // storage; images come from the site and the project alone, never any https host.
  expect(header).toContain("img-src 'self' data: http://localhost:54321 http://localhost:3001");
  expect(header).not.toMatch(/img-src[^;]* https:[ ;]/);
  expect(header).toContain("media-src 'self' http://localhost:54321;");
  expect(header).not.toContain("'unsafe-eval'");
  expect(header).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()');
  const config = await request.get(`${ORIGIN}/runtime-config.json`);
  expect(config.headers()['content-security-policy']).toBeUndefined();
});

const PAGES = ['/', '/bookkeeping', '/about', '/press', '/client-reviews', '/contact', '/blog', BLOG_POST, '/tools/netpay-calculator', '/legal/privacy-policy', '/login', '/no-such-page-here'];

test('the main pages load under the policy without a single violation', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = await watchViolations(page);
  for (const path of PAGES) {
    await openPage(page, `${ORIGIN}${path}`);
    // Scroll to the end so lazy sections (reviews, images below the fold) load too.
    await scrollThrough(page);
    await settleAnimations(page);
  }
  await page.goto(`${ORIGIN}/admin/login`);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
});

test('the reviews widget and the policy embed load from their vendors under the policy', async ({ page }) => {
  const seen = await watchViolations(page);
  await openPage(page, `${ORIGIN}/`);
  await scrollThrough(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorsRan?: string[] }).__vendorsRan ?? [])).toContain('reviews');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorApi?: string[] }).__vendorApi ?? [])).toContain('reviews');
  await expect(page.frameLocator('iframe[title="reviews frame"]').getByText('reviews')).toBeVisible();

  await page.goto(`${ORIGIN}/legal/privacy-policy`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorsRan?: string[] }).__vendorsRan ?? [])).toContain('policy');
  await expect(page.frameLocator('iframe[title="policy frame"]').getByText('policy')).toBeVisible();
  expect(seen.violations).toEqual([]);
});

test('a YouTube testimonial may be framed; a stray origin may not', async ({ page }) => {
  const seen = await watchViolations(page);
  await openPage(page, `${ORIGIN}/client-reviews`);
  await page.evaluate(() => {
    const allowed = document.createElement('iframe');
    allowed.src = 'https://www.youtube-nocookie.com/embed/abc123';
    document.body.appendChild(allowed);
  });
  await page.waitForTimeout(500);
  expect(seen.violations).toEqual([]);
  await page.evaluate(() => {
    const stray = document.createElement('iframe');
    stray.src = 'https://frames.example.net/x';
    document.body.appendChild(stray);
  });
  await expect.poll(() => seen.violations.map((v) => v.directive)).toEqual(['frame-src']);
});

test('control: an injected inline script is refused and reported', async ({ page }) => {
  const seen = await watchViolations(page);
  await openPage(page, `${ORIGIN}/bookkeeping`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
  });
  await expect.poll(() => seen.violations.map((v) => v.directive)).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
