// The readers' blog in the database: blog_post_list() pages the published posts 12 at a time, of a
// category or a tag, without bodies; blog_search() finds published posts by their words, ranked,
// with snippets whose only markup is <mark>; neither shows a draft or a post whose time has not come.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../db/harness.ts';

let db: TestDb;

const PAYROLL = 'c0000000-0000-4000-8000-000000000002';

/** 20 more published posts in Payroll, a day apart, older than every seeded one, one with a tag of its own. */
async function addPosts() {
  await db.ownerQuery(
    `insert into blog_posts (title, slug, content, excerpt, author, status, tags, category_id, published_at)
     select 'Paging post ' || n, 'paging-post-' || n, '<p>Body of paging post ' || n || '</p>', 'Excerpt ' || n, 'Test Author',
            'published', case when n = 7 then array['Year-End Close'] else array[]::text[] end, $1,
            timestamptz '2020-01-01' - make_interval(days => n)
       from generate_series(1, 20) n`,
    [PAYROLL],
  );
}

interface ListPage {
  posts: { slug: string; content?: string; category_slug: string | null }[];
  page: number;
  pageCount: number;
  total: number;
  category: { name: string; slug: string } | null;
  tag: string | null;
}

async function list(args: string): Promise<ListPage> {
  const { rows } = await db.as<{ answer: ListPage }>('anon', `select blog_post_list(${args}) as answer`);
  return rows[0]!.answer;
}

interface SearchPage {
  results: { slug: string; title: string; snippet: string; rank: number }[];
  total: number;
  page: number;
  pageCount: number;
}

async function search(query: string, page = 1): Promise<SearchPage> {
  const { rows } = await db.as<{ answer: SearchPage }>('anon', `select blog_search($1, $2) as answer`, [query, page]);
  return rows[0]!.answer;
}

beforeAll(async () => {
  db = await openTestDb();
  await addPosts();
});

afterAll(async () => {
  await db?.close();
});

describe('blog_post_list(page, category, tag)', () => {
  it('pages the 28 published posts 12 at a time, newest first, without bodies', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 28, category: null, tag: null });
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]!.slug).toBe('nevada-commerce-tax-do-you-need-to-file');
    expect(first.posts.some((post) => 'content' in post)).toBe(false);
    const second = await list('2');
    expect(second.posts.map((post) => post.slug)).toEqual([...Array(12).keys()].map((i) => `paging-post-${i + 5}`));
    const third = await list('page => 3');
    expect(third.posts.map((post) => post.slug)).toEqual([...Array(4).keys()].map((i) => `paging-post-${i + 17}`));
    expect((await list('page => 4')).posts).toEqual([]);
    // A page below 1 is the first.
    expect((await list('page => -5')).page).toBe(1);
  });

  it('lists a category by its slug, with its name', async () => {
    const payroll = await list(`category => 'payroll'`);
    expect(payroll).toMatchObject({ total: 23, pageCount: 2, category: { name: 'Payroll', slug: 'payroll' } });
    expect(payroll.posts.every((post) => post.category_slug === 'payroll')).toBe(true);
    expect(await list(`category => 'no-such-category'`)).toMatchObject({ total: 0, category: null, posts: [] });
    // A slug is compared whole, never as a pattern.
    expect((await list(`category => 'pay%'`)).total).toBe(0);
  });

  it('lists a tag by its slug form, naming the tag as written', async () => {
    expect(await list(`tag => 'year-end-close'`)).toMatchObject({ total: 1, tag: 'Year-End Close', posts: [{ slug: 'paging-post-7' }] });
    expect((await list(`tag => 'Year-End Close'`)).total).toBe(1);
    expect(await list(`tag => 'year-end-%'`)).toMatchObject({ total: 0, tag: null });
  });

  it('shows no draft and no post whose publish time is still ahead', async () => {
    await db.ownerQuery(
      `insert into blog_posts (title, slug, content, author, status, published_at)
       values ('Tomorrow', 'tomorrow-post', '<p>x</p>', 'A', 'published', now() + interval '1 day')`,
    );
    const slugs: string[] = [];
    for (const page of [1, 2, 3]) slugs.push(...(await list(String(page))).posts.map((post) => post.slug));
    expect(slugs).not.toContain('tomorrow-post');
    expect(slugs).toHaveLength(28);
    expect((await search('tomorrow')).total).toBe(0);
    await db.ownerQuery(`delete from blog_posts where slug = 'tomorrow-post'`);
  });
});

describe('blog_search(query, page)', () => {
  it('finds posts by a word of their body, ranked, a title with the word first', async () => {
    await db.ownerQuery(
      `insert into blog_posts (title, slug, content, author, status, published_at) values
         ('A word in the body', 'quark-body', '<p>Once: quarkledger.</p>', 'A', 'published', now() - interval '2 minutes'),
         ('Quarkledger basics', 'quark-title', '<p>Nothing else here.</p>', 'A', 'published', now() - interval '3 minutes'),
         ('Draft quarkledger', 'quark-draft', '<p>quarkledger</p>', 'A', 'draft', null)`,
    );
    const found = await search('quarkledger');
    expect(found.total).toBe(2);
    const ranks = found.results.map((result) => result.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(found.results.map((result) => result.slug)).toEqual(['quark-title', 'quark-body']);
    expect(found.results[1]!.snippet).toContain('<mark>quarkledger</mark>');
    // A word of the seeded checklist's body.
    expect((await search('reconcile')).results.map((result) => result.slug)).toContain('monthly-close-checklist-small-business');
    await db.ownerQuery(`delete from blog_posts where slug like 'quark-%'`);
  });

  it('pages the results 12 at a time', async () => {
    const first = await search('paging post');
    expect(first).toMatchObject({ total: 20, pageCount: 2, page: 1 });
    expect(first.results).toHaveLength(12);
    expect((await search('paging post', 2)).results).toHaveLength(8);
  });

  it('escapes everything in a snippet but its <mark> elements', async () => {
    await db.ownerQuery(
      `insert into blog_posts (title, slug, content, author, status, published_at)
       values ('Escaping', 'escaping-post', '<p>Zebrafinance &lt;img src=x onerror=alert(1)&gt; &amp; "quotes" zebrafinance</p>', 'A', 'published', now() - interval '1 minute')`,
    );
    const found = await search('zebrafinance');
    expect(found.total).toBe(1);
    const snippet = found.results[0]!.snippet;
    expect(snippet).toContain('<mark>Zebrafinance</mark>');
    expect(snippet).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(snippet).toContain('&amp;');
    expect(snippet).toContain('&quot;quotes&quot;');
    // Outside the marks, no markup at all.
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    await db.ownerQuery(`delete from blog_posts where slug = 'escaping-post'`);
  });

  it('reads search operators as words, finds nothing in drafts, and refuses a search over 200 characters', async () => {
    expect(await search('')).toMatchObject({ results: [], total: 0 });
    expect(await search('(.*.*)* % _ ^$ |')).toMatchObject({ results: [], total: 0 });
    const { rows: drafts } = await db.ownerQuery<{ title: string }>(`select title from blog_posts where status = 'draft' limit 1`);
    const draftWords = await search(drafts[0]!.title);
    expect(draftWords.results.map((result) => result.title)).not.toContain(drafts[0]!.title);
    const tooLong = await db.withActor('anon', (session) => session.attempt(`select blog_search($1)`, ['word '.repeat(41)]));
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(tooLong.error).toMatchObject({ code: '22023', message: 'A search can be at most 200 characters.' });
  });

  it('uses the stored search column through its GIN index', async () => {
    const { rows } = await db.ownerQuery<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'blog_posts_search_idx'`);
    expect(rows[0]?.indexdef).toMatch(/USING gin \(search\)/);
    const { rows: column } = await db.ownerQuery<{ generated: string }>(
      `select is_generated as generated from information_schema.columns where table_name = 'blog_posts' and column_name = 'search'`,
    );
    expect(column).toEqual([{ generated: 'ALWAYS' }]);
  });
});

describe("a post's uploaded featured image in the public reads", () => {
  it('is named by its Storage path in the list, the post and its related posts', async () => {
    const writer = 'a0000000-0000-4000-8000-000000000003';
    const path = `blog-images/${writer}/cover.avif`;
    const answers = await db.withActor('anon', async (session) => {
      await session.owner(
        `insert into blog_posts (title, slug, content, author, status, category_id, published_at, featured_image_path)
         values ('Covered post', 'covered-post', '<p>Body</p>', 'Test Author', 'published', $1, now() - interval '1 minute', $2),
                ('Covered sibling', 'covered-sibling', '<p>Body</p>', 'Test Author', 'published', $1, now() - interval '2 minutes', $2)`,
        [PAYROLL, path],
      );
      const one = await session.query<{ a: { featured_image_path: string | null; id: string } }>(`select blog_post('covered-post') as a`);
      const listed = await session.query<{ a: { posts: { slug: string; featured_image_path: string | null }[] } }>(`select blog_post_list(1) as a`);
      const related = await session.query<{ a: { slug: string; featured_image_path: string | null }[] }>(
        `select related_blog_posts($1, 12) as a`,
        [one.rows[0]!.a.id],
      );
      return {
        post: one.rows[0]!.a.featured_image_path,
        list: listed.rows[0]!.a.posts.find((post) => post.slug === 'covered-post')?.featured_image_path,
        related: related.rows[0]!.a.find((post) => post.slug === 'covered-sibling')?.featured_image_path,
      };
    });
    expect(answers).toEqual({ post: path, list: path, related: path });
  });
});
