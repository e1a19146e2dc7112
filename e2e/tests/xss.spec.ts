// Stored HTML and stored text in every public place that renders them, with an XSS corpus
// inserted through the service role and removed afterwards: media mention snippets (and their
// links) on /press, and the blog post JSON-LD built from a stored title. The blog post body has
// its own corpus test in blog.spec.ts.
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../support/backend.ts';
import { withPublishedPost } from '../support/posts.ts';

// The safe paragraph first: the unclosed mutation payload near the end swallows what follows it.
const CORPUS = [
  '<p><strong>Safe paragraph survives.</strong></p>',
  '<script>window.__xss = (window.__xss || 0) + 1</script>',
  '<img src="/nope.png" onerror="window.__xss = (window.__xss || 0) + 1">',
  '<a id="js-link" href="javascript:window.__xss=(window.__xss||0)+1">click me</a>',
  '<svg onload="window.__xss = (window.__xss || 0) + 1"><circle r="4"/></svg>',
  '<svg><script>window.__xss = (window.__xss || 0) + 1</script></svg>',
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<form action="javascript:window.__xss=1"><button>send</button></form>',
  '<details open ontoggle="window.__xss=1">details</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
];

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const xssCount = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

test('a media mention snippet with a script payload executes nothing on /press', async ({ page }) => {
  const admin = serviceClient();
  const title = `XSS corpus mention ${Date.now()}`;
  // A logo is a path of the site (migration 20261129120000_avatars_from_storage.sql): the database
  // refuses a javascript: or another host's URL before any page could show it.
  for (const logo of ['javascript:window.__xss=1', 'https://tracker.example/pixel.gif']) {
    const refused = await admin.from('media_mentions').insert({
      publication_name: 'Refused',
      publication_logo_url: logo,
      article_title: title,
      article_url: 'https://news.example/article',
      snippet_html: '<p>Refused.</p>',
      mention_date: '2099-12-31',
    });
    expect(refused.error?.code, logo).toBe('23514');
  }
  // An article link is https (migration 20261201200000_content_editing.sql): a javascript: one is
  // refused before any page could show it.
  const script = await admin.from('media_mentions').insert({
    publication_name: 'Refused',
    article_title: title,
    article_url: 'javascript:window.__xss=(window.__xss||0)+1',
    snippet_html: '<p>Refused.</p>',
    mention_date: '2099-12-31',
  });
  expect(script.error?.code).toBe('23514');
  const { data, error } = await admin
    .from('media_mentions')
    .insert({
      publication_name: 'The <script>window.__xss=1</script> Gazette',
      publication_logo_url: null,
      article_title: title,
      article_url: 'https://news.example/article',
      snippet_html: CORPUS.join('\n'),
      // Newest first: a date in the future puts it at the top of the first page of mentions.
      mention_date: '2099-12-31',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    const dialogs = watchDialogs(page);
    await page.goto('/press');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const mentions = page.getByRole('list', { name: 'Media mentions' }).or(page.getByLabel('Media mentions'));
    const opener = mentions.getByRole('button', { name: title });
    await expect(opener).toBeVisible();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const snippet = dialog.getByTestId('mention-snippet');
    await expect(snippet.getByText('Safe paragraph survives.')).toBeVisible();
    await expect(snippet.locator('strong')).toHaveText('Safe paragraph survives.');
    // The publication name is text, never markup.
    await expect(dialog.getByText('The <script>window.__xss=1</script> Gazette', { exact: false }).first()).toBeVisible();
    const clickable = snippet.getByText('click me');
    if (await clickable.count()) await clickable.click();
    await page.waitForTimeout(500);
    expect(await xssCount(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(snippet.locator('script, iframe, svg, math, form, [onerror], [onload], [ontoggle]')).toHaveCount(0);
    await expect(snippet.locator('a[href^="javascript:"]')).toHaveCount(0);
    // Neither the article link nor the logo takes a javascript: URL.
    await expect(dialog.locator('a[href^="javascript:"], img[src^="javascript:"]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"], img[src^="javascript:"]')).toHaveCount(0);
  } finally {
    await admin.from('media_mentions').delete().eq('id', data!.id);
  }
});

test('a stored post title cannot break out of the JSON-LD block', async ({ page }) => {
  const slug = `xss-jsonld-${Date.now()}`;
  const title = 'Breakout </script><script>window.__xss=1</script> title';
  const post = {
    slug,
    title,
    excerpt: '</script><img src=x onerror="window.__xss=1">',
    content: '<p>Body.</p>',
    author: '<img src=x onerror="window.__xss=1">',
    tags: ['</script><script>window.__xss=1</script>'],
  };
  await withPublishedPost(post, async () => {
    const dialogs = watchDialogs(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const posting = JSON.parse(blocks[0]!) as { '@type': string; headline: string };
    expect(posting['@type']).toBe('BlogPosting');
    expect(posting.headline).toBe(title);
    expect(blocks[0]).not.toContain('</script>');
    await page.waitForTimeout(300);
    expect(await xssCount(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
