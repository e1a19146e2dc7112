// The blog against the real local backend: list → post → related post → back, drafts stay
// hidden from visitors (RLS), and stored HTML never executes in the browser.
import { expect, test } from '../support/test.ts';
import { withPublishedPost } from '../support/posts.ts';

test('list → post → related post → back to the list', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.getByRole('article');
  // The seed's eight published posts, and any other test's, twelve to a page.
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  expect(await cards.count()).toBeLessThanOrEqual(12);
  // Newest first: the seed's latest published post, on the first page or, when other tests have
  // published newer ones, on a later one, as a reader would find it.
  // The rendered list follows posts other tests added or removed within a minute.
  const post = page.getByRole('link', { name: 'Form W-4 Explained for Employers' });
  await expect(async () => {
    await page.goto('/blog');
    for (let pages = 1; pages < 5 && !(await post.isVisible()); pages += 1) {
      await page.getByRole('link', { name: 'Older articles →' }).click({ timeout: 3_000 });
      await expect(page).toHaveURL(new RegExp(`/blog/page/${pages + 1}$`));
    }
    await expect(post).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await post.click();
  await expect(page).toHaveURL(/\/blog\/form-w4-explained-for-employers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form W-4 Explained for Employers' })).toBeVisible();
  await expect(page).toHaveTitle('Form W-4 Explained for Employers | Silver State Books');
  const related = page.getByRole('complementary', { name: 'Related Articles' });
  await expect(related.getByRole('link')).not.toHaveCount(0);
  const relatedLinks = await related.getByRole('link').count();
  expect(relatedLinks).toBeLessThanOrEqual(3);
  const firstRelated = related.getByRole('link').first();
  const relatedTitle = (await firstRelated.textContent())!;
  await firstRelated.click();
  await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards.first()).toBeVisible();
});

test('a draft slug gives Post Not Found to an anonymous visitor', async ({ page }) => {
  await page.goto('/blog/year-end-payroll-checklist');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByText('Everything to verify before W-2s go out.')).toHaveCount(0);
});

test('filtering by category through the URL', async ({ page }) => {
  // The old address leads to the category's page.
  await page.goto('/blog?category=payroll');
  await expect(page).toHaveURL(/\/blog\/category\/payroll$/);
  // The category by its name, not its slug (a regular expression: case counts).
  await expect(page.getByRole('heading', { level: 1, name: /^Payroll Articles$/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const articles = await page.getByRole('article').all();
  expect(articles.length).toBeGreaterThan(0);
  expect(articles.length).toBeLessThan(8);
  for (const article of articles) {
    // The first line of a card is its category.
    await expect(article.locator('p').first()).toHaveText('Payroll');
  }
});

test('an XSS corpus stored in a post executes nothing', async ({ page }) => {
  const slug = `xss-corpus-${Date.now()}`;
  const payloads = [
    '<script>window.__xss = (window.__xss || 0) + 1</script>',
    '<img src="/nope.png" onerror="window.__xss = (window.__xss || 0) + 1">',
    '<a id="js-link" href="javascript:window.__xss=(window.__xss||0)+1">click me</a>',
    '<svg onload="window.__xss = (window.__xss || 0) + 1"><circle r="4"/></svg>',
    '<svg><script>window.__xss = (window.__xss || 0) + 1</script></svg>',
    '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
    '<div style="background:url(javascript:window.__xss=1)">styled</div>',
    '<p>Safe paragraph survives.</p>',
  ];
  await withPublishedPost({ slug, title: 'XSS corpus', content: payloads.join('\n'), author: 'Security Test' }, async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blog/${slug}`);
    await expect(page.getByText('Safe paragraph survives.')).toBeVisible();
    await page.getByText('click me').click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('article iframe, article svg, article [onerror], article [onload]')).toHaveCount(0);
    await expect(page.locator('article a', { hasText: 'click me' })).not.toHaveAttribute('href', /javascript:/);
  });
});
