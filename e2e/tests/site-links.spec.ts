// A link checker: from /, follow every internal link the rendered pages carry (this is a client-
// rendered site, so links are read from the DOM in the browser) and visit each path once; none may
// show a not-found page. Files linked directly (PDFs, images) must answer 200.
import { expect, test } from '../support/test.ts';

const NOT_FOUND_HEADINGS = /^(Whoopsie Boopsie!|Post Not Found|We couldn't find that tool)$/;

test('every internal link of the public site leads to a page', async ({ page, request, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const queue: string[] = ['/'];
  const foundOn = new Map<string, string>([['/', '(start)']]);
  const broken: string[] = [];
  let visited = 0;

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (/\.[a-z0-9]{2,5}$/i.test(path)) {
      const response = await request.get(path);
      if (response.status() !== 200) broken.push(`${path} (${response.status()}), linked from ${foundOn.get(path)}`);
      continue;
    }
    visited += 1;
    await page.goto(path);
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[role="status"]').filter({ hasText: /^Loading[^…]*\.\.\.$/ })).toHaveCount(0, { timeout: 20_000 });
    if (NOT_FOUND_HEADINGS.test((await heading.innerText()).trim())) {
      broken.push(`${path}, linked from ${foundOn.get(path)}`);
      continue;
    }
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const target = url.pathname.replace(/\/+$/, '') || '/';
      if (target.startsWith('/admin') || foundOn.has(target)) continue;
      foundOn.set(target, path);
      queue.push(target);
    }
  }

  expect(broken).toEqual([]);
  // The crawl really walked the site: every page the footer and navigation list, the services,
  // industries, case studies, legal documents, blog posts and tools.
  expect(visited).toBeGreaterThan(40);
});
