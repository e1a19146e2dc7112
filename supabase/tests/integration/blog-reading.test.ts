// The readers' blog over real HTTP as a visitor: the paged list and the search answer one JSON value
// that PostgREST refuses to filter, the search reads words (never a pattern) with a bounded length
// and escaped snippets, the helpers behind them are not callable, and the blog sitemap lists the
// list's later pages and the category and tag pages (docs/security.md, "Public reads").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, backend, serviceClient } from '../helpers/clients.ts';

const service = serviceClient();
const RUN = `${Date.now()}`;
const WORD = `zorblat${RUN}`;
const slugs = [`reading-found-${RUN}`, `reading-draft-${RUN}`, `reading-later-${RUN}`];

async function rest(path: string, init: RequestInit = {}): Promise<{ ms: number; status: number; body: Record<string, unknown> | null }> {
  const started = performance.now();
  const response = await fetch(`${backend().url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend().publishableKey, 'Content-Type': 'application/json', ...init.headers },
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { ms: performance.now() - started, status: response.status, body };
}

beforeAll(async () => {
  const base = { author: 'Reading Test', excerpt: 'An excerpt', tags: [] as string[], published_at: null as string | null };
  const { error } = await service.from('blog_posts').insert([
    {
      ...base,
      title: `Found by ${WORD}`,
      slug: slugs[0],
      content: `<p>The word ${WORD} next to &lt;script&gt;alert(1)&lt;/script&gt; text.</p>`,
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      tags: [`Reading ${RUN}`],
    },
    { ...base, title: `Draft ${WORD}`, slug: slugs[1], content: `<p>${WORD}</p>`, status: 'draft' },
    { ...base, title: `Later ${WORD}`, slug: slugs[2], content: `<p>${WORD}</p>`, status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString() },
  ]);
  if (error) throw error;
});

afterAll(async () => {
  await service.from('blog_posts').delete().in('slug', slugs);
});

describe('blog_post_list over HTTP', () => {
  it('answers a page of posts without bodies, and a tag by its slug form', async () => {
    const { data, error } = await anonClient().rpc('blog_post_list', { page: 1 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ page: 1, category: null, tag: null });
    expect(data.posts.length).toBeLessThanOrEqual(12);
    expect(data.posts.some((post: Record<string, unknown>) => 'content' in post)).toBe(false);
    const slugsListed = data.posts.map((post: { slug: string }) => post.slug);
    expect(slugsListed).toContain(slugs[0]);
    expect(slugsListed).not.toContain(slugs[1]);
    expect(slugsListed).not.toContain(slugs[2]);
    const tagged = await anonClient().rpc('blog_post_list', { tag: `reading-${RUN}` }, { get: true });
    expect(tagged.data).toMatchObject({ total: 1, tag: `Reading ${RUN}`, posts: [{ slug: slugs[0] }] });
  });
});

describe('blog_search over HTTP', () => {
  it('finds a published post by a word of its body, with a snippet whose only markup is <mark>', async () => {
    const { data, error } = await anonClient().rpc('blog_search', { query: WORD }, { get: true });
    expect(error).toBeNull();
    expect(data).toMatchObject({ total: 1, page: 1, pageCount: 1, results: [{ slug: slugs[0], title: `Found by ${WORD}` }] });
    const snippet = data.results[0].snippet as string;
    expect(snippet).toContain(`<mark>${WORD}</mark>`);
    // The text's own angle brackets never come back as markup.
    expect(snippet).not.toMatch(/<script/i);
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('refuses a search over 200 characters with a clear message', async () => {
    const { error } = await anonClient().rpc('blog_search', { query: 'a'.repeat(201) });
    expect(error).toMatchObject({ code: '22023', message: 'A search can be at most 200 characters.' });
  });
});

describe('attacks on the public list and search', () => {
  it('refuses every filter on their answers before running anything, GET or POST', async () => {
    const evil = encodeURIComponent('match.(.*)(.*)(.*)(.*)\\4\\3\\2\\1');
    const attempts = [
      await rest(`rpc/blog_post_list?page=1&title=${evil}`),
      await rest(`rpc/blog_post_list?posts=${encodeURIComponent('like.*a*')}`, { method: 'POST', body: '{}' }),
      await rest(`rpc/blog_search?query=tax&snippet=${evil}`),
      await rest(`rpc/blog_search?results=${encodeURIComponent('ilike.*%*')}`, { method: 'POST', body: JSON.stringify({ query: 'tax' }) }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({ status: 400, body: { code: '42703' } });
      expect(attempt.ms).toBeLessThan(1_000);
    }
  });

  it('reads a regular expression or a LIKE pattern as words, answered at once', async () => {
    for (const query of ['(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1', `${WORD.slice(0, 5)}%`, `_${WORD.slice(1)}`]) {
      const attempt = await rest(`rpc/blog_search?query=${encodeURIComponent(query)}`);
      expect(attempt.status).toBe(200);
      expect(attempt.ms).toBeLessThan(1_000);
      // A pattern matches nothing by itself: the post's word is not found through a wildcard.
      expect((attempt.body?.results as { slug: string }[]).map((result) => result.slug)).not.toContain(slugs[0]);
    }
  });

  it('offers the visitor neither the helpers nor the search column', async () => {
    for (const helper of ['blog_tag_slug', 'blog_plain_text', 'blog_escape_html']) {
      const attempt = await rest(`rpc/${helper}`, { method: 'POST', body: JSON.stringify({ tag: 'x', html: 'x', text_value: 'x' }) });
      expect([401, 403, 404], helper).toContain(attempt.status);
    }
    const table = await rest(`blog_posts?select=slug&search=fts.tax`);
    expect(table.status).toBe(401);
    const row = await anonClient().rpc('blog_post_list', { page: 1 });
    expect(row.data.posts.some((post: Record<string, unknown>) => 'search' in post)).toBe(false);
  });
});

describe('the blog sitemap', () => {
  it('lists each category and tag with published posts, and the list’s later pages', async () => {
    const xml = await (await fetch(`${backend().url}/functions/v1/sitemap-blog`)).text();
    expect(xml).toContain('<loc>https://www.example-firm.test/blog/category/payroll</loc>');
    expect(xml).toContain(`<loc>https://www.example-firm.test/blog/tag/reading-${RUN}</loc>`);
    expect(xml).not.toContain(slugs[2]);
    const { data } = await anonClient().rpc('blog_post_list', { page: 1 });
    for (let page = 2; page <= data.pageCount; page += 1) expect(xml).toContain(`<loc>https://www.example-firm.test/blog/page/${page}</loc>`);
    expect(xml).not.toContain(`/blog/page/${data.pageCount + 1}<`);
    expect(xml).not.toContain('/blog/page/1<');
  });
});
