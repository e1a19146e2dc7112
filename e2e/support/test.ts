// The browser tests' `test`: Playwright's, with `page.goto` returning once the app has started on
// the page (<html data-app>, set by the shell once it hydrated or rendered the page, or failed to
// start). A rendered page is on screen, and its fields take typing, before its code has run; a
// test acts as a visitor who waits for the page to work, not as one racing its scripts. Pages
// that are not the site's (a JSON answer, another origin) return as Playwright's do.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, Locator, Page, Response } from '@playwright/test';

const APP_START_MS = 20_000;

/** Waits until the app has started on a page of the site; a page where it never does returns after a while. */
export async function appStarted(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.dataset.app !== undefined || !document.getElementById('root'), undefined, { timeout: APP_START_MS })
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (html && options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await appStarted(page);
      return response;
    };
    await provide(page);
  },
});
