// Readers' blog on the site `npm start` serves: /blog page 2 shows the older posts (in its
// rendered HTML too), a category page shows its posts only, a search for a word of one post finds
// that post, and the feed at /blog/feed.xml lists the newest posts with absolute links. The posts
// are made here (service key) and removed afterwards.
import { expect, test } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';

const RUN = `${Date.now()}`;
const WORD = `quillbrook${RUN}`;
const CATEGORY = { name: `Reading ${RUN}`, slug: `reading-${RUN}` };
/** 13 posts: the oldest is alone on page 2 of its category and (being newer than every seeded post) of /blog ahead of the seed. */
const POSTS = Array.from({ length: 13 }, (_, i) => ({
  title: `Reading post ${i + 1} ${RUN}`,
  slug: `reading-post-${i + 1}-${RUN}`,
  content: i === 5 ? `<p>Only this post says ${WORD}.</p>` : '<p>An ordinary post.</p>',
  excerpt: `Excerpt ${i + 1}`,
  author: 'Reading Test',
  status: 'published',
  tags: [] as string[],
  // Newest first: post 1 is the newest, all newer than the seeded posts.
  published_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
}));

const service = serviceClient();
let categoryId = '';

test.beforeAll(async () => {
  const { data, error } = await service.from('blog_categories').insert(CATEGORY).select('id').single();
  if (error) throw error;
  categoryId = (data as { id: string }).id;
  const inserted = await service.from('blog_posts').insert(POSTS.map((post) => ({ ...post, category_id: categoryId })));
  if (inserted.error) throw inserted.error;
});

test.afterAll(async () => {
  await service.from('blog_posts').delete().in('slug', POSTS.map((post) => post.slug));
  await service.from('blog_categories').delete().eq('id', categoryId);
});

test('page 2 of /blog holds the posts after the first 12, in the app and in its rendered HTML', async ({ page, request }) => {
  // The 12th and 13th newest published posts, whatever other tests published meanwhile (newest
  // first, ties by id, as the list orders them).
  const { data: newest, error } = await service
    .from('blog_posts')
    .select('title')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .order('id')
    .range(0, 12);
  expect(error).toBeNull();
  const [twelfth, thirteenth] = [newest![11]!.title, newest![12]!.title];
  // The rendered /blog follows the new posts within a minute (the app hydrates what was served).
  await expect(async () => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: twelfth, exact: true })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: thirteenth, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Older articles →' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('link', { name: thirteenth, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: POSTS[0]!.title })).toHaveCount(0);
  // The renderer follows the change within a minute: the served HTML of page 2 names the post.
  await expect(async () => {
    const html = await (await request.get('/blog/page/2')).text();
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(thirteenth.replaceAll('&', '&amp;'));
  }).toPass({ timeout: 60_000 });
});

test('a category page lists its posts under its own title', async ({ page }) => {
  await page.goto(`/blog/category/${CATEGORY.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${CATEGORY.name} Articles` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${CATEGORY.name} Articles`));
  await expect(page.getByRole('link', { name: POSTS[0]!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Form W-4 Explained for Employers' })).toHaveCount(0);
});

test('a search for a word in one post finds that post only, the word marked', async ({ page }) => {
  await page.goto('/blog/search');
  await page.getByRole('searchbox', { name: 'Search words' }).fill(WORD);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toHaveText(`1 article matches “${WORD}”.`);
  await expect(page.getByRole('link', { name: POSTS[5]!.title })).toBeVisible();
  await expect(page.locator('mark', { hasText: WORD })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the feed lists the newest posts with absolute links, and the blog links it from the head', async ({ page, request }) => {
  await expect(async () => {
    const response = await request.get('/blog/feed.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toMatch(new RegExp(`<link rel="alternate" type="text/html" href="https?://[^"]+/blog/${POSTS[0]!.slug}"/>`));
    expect(xml).not.toContain(POSTS[12]!.slug);
  }).toPass({ timeout: 60_000 });
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/blog\/feed\.xml$/);
});
