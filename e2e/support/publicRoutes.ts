// The public routes the quality specs (accessibility, SEO, CSP) visit: every page the remotes'
// registries list for the releases the running site's runtime config names
// (docs/architecture.md#d31), one page of each data-driven pattern (a seeded blog post, found in
// the pattern's live sitemap) and a path no page claims. Read when a test runs, from the site.
import { expect, type Page } from '@playwright/test';
import { ownerOf } from '@firm/shared-contracts/routes';
import type { SitePages } from '@firm/shared-contracts/pages';
import { siteRegistries } from '../../scripts/seo/generate.mjs';

export interface PublicRoute {
  path: string;
  /** Another path serves the same page under this canonical (not expected to be unique). */
  canonical?: string;
  /** A page that must not be indexed (404, thank-you pages). */
  noindex?: boolean;
  /** Navigation state the page is reached with (the thank-you pages follow a sent form). */
  state?: unknown;
}

const sentInquiry = (service: string) => ({
  formData: { firstName: 'Dana', lastName: 'Reyes', mediaPersonName: 'Dana Reyes', email: 'dana@example.com', service },
  timestamp: '2026-03-02T17:00:00.000Z',
});

/** How a visitor reaches the pages that follow a sent form. */
const REACHED_WITH_STATE: Record<string, unknown> = {
  '/thank-you/sales-inquiry': sentInquiry('bookkeeping'),
  '/thank-you/press-inquiry': sentInquiry('press'),
};

/** A post of the seed, published: the blog pattern's page the specs visit. */
export const BLOG_POST = '/blog/cash-vs-accrual-accounting';

/** The running site's pages, from the registries its runtime config names. */
export async function sitePagesOf(origin = 'http://localhost:3000'): Promise<SitePages> {
  const response = await fetch(`${origin}/runtime-config.json`);
  expect(response.ok, `${origin}/runtime-config.json`).toBe(true);
  return siteRegistries(await response.json());
}

/** Every public route to visit, in registry order, then the blog post and a path no page claims. */
export async function publicRoutes(origin?: string): Promise<PublicRoute[]> {
  const site = await sitePagesOf(origin);
  const routes: PublicRoute[] = site
    .pages()
    .filter((page) => ownerOf(page.path).publicLayout)
    .map((page) => ({
      path: page.path,
      ...(page.canonical && { canonical: page.canonical }),
      ...(page.sitemap === null && !page.canonical && { noindex: true }),
      ...(page.path in REACHED_WITH_STATE && { state: REACHED_WITH_STATE[page.path] }),
    }));
  expect(site.lookup(BLOG_POST).pattern?.pattern, 'the blog registry lists posts').toBe('/blog/:slug');
  return [...routes, { path: BLOG_POST }, { path: '/no-such-page-here', noindex: true }];
}

/** Opens a route and waits until its page (not a loading state) is on screen. */
export async function openPage(page: Page, path: string, state?: unknown): Promise<void> {
  if (state === undefined) {
    await page.goto(path);
    await appShown(page);
  } else {
    // In-app navigation with router state, the way a sent form arrives on its thank-you page.
    await openPage(page, '/');
    const homeHeading = (await page.locator('h1').first().textContent()) ?? '';
    await page.evaluate(
      ([to, usr]) => {
        window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      [path, state] as const,
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The router keeps the home page on screen while the new page's code loads: wait for the new one.
    await expect(page.locator('h1').first()).not.toHaveText(homeHeading, { timeout: 20_000 });
  }
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="status"]').filter({ hasText: /^Loading[^…]*\.\.\.$/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await settleAnimations(page);
}

/**
 * Waits until the app shows the page: a page served rendered shows its copy first, whose controls
 * wait (inert) for the app. Tests of what the app's code does (handlers, state) start here.
 */
export async function appShown(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started', { timeout: 20_000 });
}

/** Whether served HTML is the page rendered for `path`: its hydration data names the path. */
export function isRenderedFor(html: string, path: string): boolean {
  return html.includes(`<script type="application/json" id="router-hydration">{"location":${JSON.stringify(path)}`);
}

/** Waits until entrance animations (cards fading in one after another) have finished. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/** Scrolls down the page a screen at a time, so everything that loads on sight has loaded. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) break;
  }
  await page.waitForTimeout(500);
}
