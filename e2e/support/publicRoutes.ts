// The public routes the quality specs (accessibility, SEO, CSP) visit, written out by hand from
// the apps' route declarations: mfe-marketing/src/routes/*.tsx and the records under its
// features (services, industries, case studies, legal), the blog, the four tools, /login and a
// path no page claims.
import { expect, type Page } from '@playwright/test';

export interface PublicRoute {
  path: string;
  /** Another path serves the same page under this canonical (not expected to be unique). */
  alias?: boolean;
  /** A page that must not be indexed (404, thank-you pages). */
  noindex?: boolean;
  /** Navigation state the page is reached with (the thank-you pages follow a sent form). */
  state?: unknown;
}

const sentInquiry = (service: string) => ({
  formData: { firstName: 'Dana', lastName: 'Reyes', mediaPersonName: 'Dana Reyes', email: 'dana@example.com', service },
  timestamp: '2026-03-02T17:00:00.000Z',
});

export const BLOG_POST = '/blog/cash-vs-accrual-accounting';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/' },
  { path: '/bookkeeping' },
  { path: '/payroll' },
  { path: '/services/payroll', alias: true },
  { path: '/careers' },
  { path: '/contact' },
  { path: '/thank-you/sales-inquiry', noindex: true, state: sentInquiry('bookkeeping') },
  { path: '/thank-you/press-inquiry', noindex: true, state: sentInquiry('press') },
  { path: '/help' },
  { path: '/case-studies' },
  { path: '/case-studies/proplumbing' },
  { path: '/case-studies/urban-thread' },
  { path: '/industries/attorneys' },
  { path: '/industries/home-services' },
  { path: '/industries/ecommerce' },
  { path: '/industries/logistics' },
  { path: '/services/trust-reconciliation' },
  { path: '/services/cpa-coordination' },
  { path: '/services/job-costing' },
  { path: '/services/software-integration' },
  { path: '/services/expense-management' },
  { path: '/services/tax-ready-financials' },
  { path: '/services/cash-flow' },
  { path: '/services/financial-reporting' },
  { path: '/books-cleanup' },
  { path: '/ai-bookkeeping' },
  { path: '/notary' },
  { path: '/legal/privacy-policy' },
  { path: '/legal/terms-of-service' },
  { path: '/legal/cookies-policy' },
  { path: '/legal/disclaimer' },
  { path: '/legal/refund-policy' },
  { path: '/legal/accessibility' },
  { path: '/about' },
  { path: '/press' },
  { path: '/client-reviews' },
  { path: '/blog' },
  { path: BLOG_POST },
  { path: '/tools/netpay-calculator' },
  { path: '/tools/break-even-calculator' },
  { path: '/tools/cash-flow-forecast' },
  { path: '/tools/payroll-estimator' },
  { path: '/login' },
  { path: '/no-such-page-here', noindex: true },
];

/** Opens a route and waits until its page (not a loading state) is on screen. */
export async function openPage(page: Page, path: string, state?: unknown): Promise<void> {
  if (state === undefined) await page.goto(path);
  else {
    // In-app navigation with router state, the way a sent form arrives on its thank-you page.
    await openPage(page, '/');
    await page.evaluate(
      ([to, usr]) => {
        window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      [path, state] as const,
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="status"]').filter({ hasText: /^Loading[^…]*\.\.\.$/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await settleAnimations(page);
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
