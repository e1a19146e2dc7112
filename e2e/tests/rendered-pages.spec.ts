// The site `npm start` serves arrives rendered, with nothing run by hand: every public page's HTML
// holds the heading the app shows, the browser hydrates it (the heading the HTML delivered is the
// element the app then shows, no hydration error, and the page's controls work), and a post's page
// and the blog list follow the database within a minute of publishing, editing and withdrawing it
// (the trigger writes to the outbox, the renderer started with the site renders;
// docs/prerendering.md).
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { sitemapEntries } from '@firm/shared-contracts/pages';
import { serviceClient } from '../support/backend.ts';
import { appShown, BLOG_POST, isRenderedFor, sitePagesOf } from '../support/publicRoutes.ts';

/** The text of the main heading in a page's served copy, or null when it is served without one. */
function renderedHeading(html: string, path: string): string | null {
  if (!isRenderedFor(html, path)) return null;
  const main = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(html.indexOf('<div id="root">')));
  if (!main) return null;
  return main[1]!.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

const served = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

/**
 * Watches a page for what hydration gets wrong: the errors React reports (and uncaught ones), and
 * whether the main heading the HTML delivered, kept before any of the app's code runs, is the
 * element on screen now (hydrated) or was replaced.
 */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { deliveredHeading: Element | null }).deliveredHeading = document.querySelector('main h1');
    });
  });
  const deliveredHeadingKept = () =>
    page.evaluate(() => (window as unknown as { deliveredHeading: Element | null }).deliveredHeading === document.querySelector('main h1'));
  return { errors, deliveredHeadingKept };
}

test('every public page is served with its heading in the HTML, and the browser hydrates it', async ({ page, request }) => {
  test.setTimeout(420_000);
  const paths = [...sitemapEntries(await sitePagesOf()).map((entry) => entry.path), BLOG_POST];
  expect(paths.length).toBeGreaterThan(40);
  // A phone: the header's menu button is a control of every public page.
  await page.setViewportSize({ width: 390, height: 844 });
  const { errors, deliveredHeadingKept } = await watchHydration(page);
  for (const path of paths) {
    // Rendered in the background after the site started: the first pages may still be on their way.
    await expect
      .poll(async () => renderedHeading(await served(request, path), path), { message: path, timeout: 240_000, intervals: [2000] })
      .not.toBeNull();
    const heading = renderedHeading(await served(request, path), path);
    errors.length = 0;
    await page.goto(path);
    await appShown(page);
    await expect(page.locator('#root main h1'), path).toHaveText(heading!);
    // Hydrated, not replaced: the app's heading is the element the HTML delivered.
    expect(await deliveredHeadingKept(), path).toBe(true);
    expect(errors, path).toEqual([]);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu, path).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' }), path).toBeVisible();
  }
});

test('a campaign query still hydrates the page; any other query renders the page afresh', async ({ page, request }) => {
  for (const path of ['/bookkeeping', '/book']) {
    await expect.poll(async () => isRenderedFor(await served(request, path), path), { message: path, timeout: 240_000, intervals: [2000] }).toBe(true);
  }
  const { errors, deliveredHeadingKept } = await watchHydration(page);

  await page.goto('/bookkeeping?utm_source=newsletter&utm_campaign=year-end');
  await appShown(page);
  expect(await deliveredHeadingKept()).toBe(true);

  // /book?service=payroll opens with Payroll picked, which the page rendered without a query lacks.
  await page.goto('/book?service=payroll');
  await appShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await deliveredHeadingKept()).toBe(false);
  expect(errors).toEqual([]);
});

test('what a visitor types before the app has started is kept, and is the form\'s own once it has', async ({ page, request }) => {
  await expect.poll(async () => isRenderedFor(await served(request, '/contact'), '/contact'), { timeout: 240_000, intervals: [2000] }).toBe(true);
  // The shell's entry is held back until the fields are filled, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  const name = page.getByRole('textbox', { name: 'Full Name' });
  await name.fill('Maria Lopez');
  await page.getByRole('textbox', { name: 'Message' }).fill('We need help with payroll for six people.');
  release();
  await appShown(page);
  await expect(name).toHaveValue('Maria Lopez');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('We need help with payroll for six people.');
  // The app's state holds the typed text: one more letter extends it instead of replacing it.
  await name.press('End');
  await name.pressSequentially('s');
  await expect(name).toHaveValue('Maria Lopezs');
});

test('the page arrives with its fallback face, and the text face is set once the app has started', async ({ page, request }) => {
  await expect.poll(async () => isRenderedFor(await served(request, '/'), '/'), { timeout: 240_000, intervals: [2000] }).toBe(true);
  const html = await served(request, '/');
  expect(html).toMatch(/<style data-fallback-face[^>]*>[^<]*font-family: 'Inter Fallback'/);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Silver State'))).toBe(true);
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded'))).toBe(true);
});

test('an unknown path answers 404 with the not-found page, which the app then shows', async ({ page, request }) => {
  // The not-found page is rendered with the others once the site has started.
  await expect.poll(async () => (await request.get('/no-such-page-here')).text(), { timeout: 240_000, intervals: [2000] }).toMatch(/<main[\s\S]*<h1[^>]*>/);
  const response = await request.get('/no-such-page-here');
  expect(response.status()).toBe(404);
  const visit = await page.goto('/no-such-page-here');
  expect(visit?.status()).toBe(404);
  await appShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a path that leads to a page answers a permanent redirect, keeping the query', async ({ request }) => {
  for (const [from, to] of [['/tools', '/tools/netpay-calculator'], ['/services/bookkeeping', '/bookkeeping']]) {
    const response = await request.get(`${from}?utm_source=card`, { maxRedirects: 0 });
    expect([from, response.status(), response.headers()['location']]).toEqual([from, 301, `${to}?utm_source=card`]);
  }
});

test.describe('a post and the blog list follow the database', () => {
  const slug = `rendered-follow-${Date.now()}`;
  const path = `/blog/${slug}`;
  const title = 'Quarterly Payroll Filings, Rendered Fresh';
  const edited = 'Quarterly Payroll Filings, Edited and Rendered';
  const admin = serviceClient();

  test.afterAll(async () => {
    await admin.from('blog_posts').delete().eq('slug', slug);
  });

  test('publish, edit and withdraw: the served HTML follows within a minute, the withdrawn page at once', async ({ request }) => {
    test.setTimeout(240_000);
    const { data: category } = await admin.from('blog_categories').select('id').eq('slug', 'payroll').single();
    const { error } = await admin.from('blog_posts').insert({
      slug,
      title,
      content: '<p>What a quarterly Form 941 needs, and when it is due.</p>',
      author: 'Pat Rivera',
      status: 'published',
      published_at: new Date().toISOString(),
      category_id: category!.id,
    });
    expect(error).toBeNull();

    // Published: the post's page and the list (newest first) hold it.
    await expect.poll(async () => renderedHeading(await served(request, path), path), { timeout: 60_000 }).toBe(title);
    await expect.poll(async () => (await served(request, '/blog')).includes(title), { timeout: 60_000 }).toBe(true);

    // Edited: the new title, and the old one nowhere.
    expect((await admin.from('blog_posts').update({ title: edited }).eq('slug', slug)).error).toBeNull();
    await expect.poll(async () => renderedHeading(await served(request, path), path), { timeout: 60_000 }).toBe(edited);
    await expect.poll(async () => (await served(request, '/blog')).includes(edited), { timeout: 60_000 }).toBe(true);
    expect(await served(request, path)).not.toContain(title);
    expect(await served(request, '/blog')).not.toContain(title);

    // Withdrawn: its copy is gone first (the app answers the address), then the list drops it.
    const withdrawnAt = Date.now();
    expect((await admin.from('blog_posts').update({ status: 'draft' }).eq('slug', slug)).error).toBeNull();
    await expect.poll(async () => isRenderedFor(await served(request, path), path), { timeout: 15_000, intervals: [250] }).toBe(false);
    expect(Date.now() - withdrawnAt).toBeLessThan(15_000);
    expect(await served(request, path)).not.toContain(edited);
    await expect.poll(async () => (await served(request, '/blog')).includes(edited), { timeout: 60_000 }).toBe(false);
  });
});
