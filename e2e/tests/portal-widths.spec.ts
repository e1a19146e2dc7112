// The portal on a phone and on a desktop, every screen: those the admin registry lists for the
// running release, a lead's page, a post in the editor and each kind of content, signed in as a
// super admin (who is offered every screen). At 390 px the page never scrolls sideways (measured
// from the document, not judged from a picture; a screenshot of each is attached to the results);
// at 1280 px no word in a table that would fit its cell is broken across lines ("Bookkeep/ing").
import { expect, test, type Page } from '../support/test.ts';
import { signInAs, uniqueSuffix } from '../support/admin-helpers.ts';
import { serviceClient } from '../support/backend.ts';
import { sitePagesOf } from '../support/publicRoutes.ts';

/** Screens for the signed-out (they are seen before signing in) are checked elsewhere. */
const SIGNED_OUT = new Set(['/admin/login', '/admin/forgot-password', '/admin/set-password']);

async function portalScreens(): Promise<string[]> {
  const site = await sitePagesOf();
  const listed = site
    .pages()
    .map((page) => page.path)
    .filter((path) => path.startsWith('/admin') && !SIGNED_OUT.has(path));
  const db = serviceClient();
  const email = `widths.${uniqueSuffix()}@a-rather-long-domain-name-for-layout-checks.example`;
  const { error } = await db.from('contact_inquiries').insert({
    first_name: 'Bartholomew', last_name: 'Featherstonehaugh', email, message: 'Bookkeeping for a landscaping company.', service: 'bookkeeping',
    company: 'Featherstonehaugh Landscaping and Irrigation', phone: '(702) 555-0199',
  });
  expect(error).toBeNull();
  const { data: lead } = await db.from('leads').select('id').eq('email', email).single();
  const { data: post } = await db.from('blog_posts').select('id').eq('status', 'published').limit(1).single();
  return [
    ...listed,
    `/admin/leads/${lead!.id}`,
    `/admin/blog/edit/${post!.id}`,
    ...['team', 'press', 'mentions', 'reviews', 'videos'].map((kind) => `/admin/content/${kind}`),
  ];
}

/** Opens a screen and waits until it has drawn what it loads. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
}

test('at 390 px no portal screen scrolls sideways', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const screens = await portalScreens();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'super');
  const overflowing: string[] = [];
  for (const path of screens) {
    await openScreen(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) overflowing.push(`${path}: ${width} px wide`);
    await testInfo.attach(`390px${path.replaceAll('/', '_')}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }
  expect(overflowing).toEqual([]);
});

test('at 1280 px no word in a portal table breaks across lines', async ({ page }) => {
  test.setTimeout(180_000);
  const screens = await portalScreens();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'super');
  const broken: string[] = [];
  for (const path of screens) {
    await openScreen(page, path);
    const words = await page.evaluate(() => {
      const found: string[] = [];
      const measure = document.createElement('canvas').getContext('2d')!;
      for (const cell of document.querySelectorAll<HTMLElement>('main table th, main table td')) {
        const style = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            // One word on two lines has a box on each. A word wider than its whole cell (a long
            // email) has to break; one that would have fit must not.
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            measure.font = getComputedStyle(node.parentElement!).font;
            if (lines.size > 1 && measure.measureText(match[0]).width <= room) found.push(match[0]);
          }
        }
      }
      return found;
    });
    for (const word of words) broken.push(`${path}: "${word}"`);
  }
  expect(broken).toEqual([]);
});
