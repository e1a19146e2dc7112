// The blog's tests run its route loaders against a stand-in for the public REST API they read
// (PostgREST under <supabaseUrl>/rest/v1, the blog's functions under rpc/): fetch is stubbed, and
// each call is answered with the rows its function reads, or a database failure, by the test's
// `answer`; the stand-in answers as the function does (one post or null, a name or null, a list).
import { vi } from 'vitest';
import { blogTagSlug } from '@firm/shared-contracts/sitemap';
import { configureSupabase, setRuntimeConfig, type PublishedBlogPost, type RuntimeConfig } from '@firm/shared-contracts';

export const TEST_CONFIG = {
  siteUrl: 'https://books.example',
  supabaseUrl: 'https://db.example',
  supabaseAnonKey: 'sb_publishable_test',
} as RuntimeConfig;

/** The runtime config and database settings the shell sets at start-up. */
export function startBlog(): void {
  setRuntimeConfig(TEST_CONFIG);
  configureSupabase(TEST_CONFIG);
}

export const POST: PublishedBlogPost = {
  id: 'p1',
  title: 'Nevada Payroll Basics',
  slug: 'nevada-payroll-basics',
  content: '<p>Nevada has no state income tax.</p>',
  excerpt: 'What every Las Vegas employer should know.',
  author: 'Maria Lopez',
  status: 'published',
  meta_description: 'Payroll in Nevada explained.',
  tags: ['payroll', 'nevada', 'taxes', 'w-4'],
  featured_image: '/assets/blog/payroll.webp',
  featured_image_path: null,
  category_id: 'c1',
  category: 'Payroll',
  category_slug: 'payroll',
  user_id: null,
  created_by: null,
  created_at: '2026-03-01T00:00:00Z',
  published_at: '2026-03-03T15:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
};

/** One call: the function (blog_post_list, blog_post, related_blog_posts, blog_category_name) and its arguments. */
export interface RestRead {
  fn: string;
  args: URLSearchParams;
}

/** What the database answers a call with: the rows the function reads, or a failure with its message. */
export type RestAnswer = unknown[] | { failure: string };

/** One page of the list as blog_post_list() answers it, made of the rows the filter reads. */
function listPage(rows: unknown[], args: URLSearchParams) {
  const page = Number(args.get('page') ?? '1');
  const posts = rows as { category?: string | null; category_slug?: string | null; tags?: string[] }[];
  const category = args.get('category');
  const tag = args.get('tag');
  const named = posts.find((post) => post.category_slug === category);
  return {
    posts: posts.slice((page - 1) * 12, page * 12).map((post) => Object.fromEntries(Object.entries(post).filter(([key]) => key !== 'content'))),
    page,
    pageCount: Math.max(Math.ceil(posts.length / 12), 1),
    total: posts.length,
    category: category && named ? { name: named.category, slug: category } : null,
    tag: tag ? (posts.flatMap((post) => post.tags ?? []).find((name) => blogTagSlug(name) === tag) ?? null) : null,
  };
}

/** The function's answer made of its rows: the first row or null for one post, its name for a category, a page for the list. */
function answered(fn: string, rows: unknown[], args: URLSearchParams): unknown {
  if (fn === 'blog_post_list') return listPage(rows, args);
  if (fn === 'blog_post') return rows[0] ?? null;
  if (fn === 'blog_category_name') return (rows[0] as { name?: string } | undefined)?.name ?? null;
  return rows;
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let answer: (read: RestRead) => RestAnswer | Promise<RestAnswer> = () => ({ failure: 'no answer stubbed' });

// One fetch for every test: the public reader keeps the fetch it was made with, and is made once.
const restFetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const fn = url.pathname.replace(/^\/rest\/v1\/rpc\//, '');
  const result = await answer({ fn, args: url.searchParams });
  // 500, not 503: the REST client retries a 503 after a delay.
  return Array.isArray(result) ? json(answered(fn, result, url.searchParams), 200) : json({ code: 'XX000', message: result.failure, details: null, hint: null }, 500);
});

/** Stubs fetch with `answerWith`; the returned mock lists the reads made since. */
export function stubRest(answerWith: typeof answer) {
  answer = answerWith;
  restFetch.mockClear();
  vi.stubGlobal('fetch', restFetch);
  return restFetch;
}

/** The arguments of each call of `fn` a stubbed fetch has made. */
export function readsOf(fetch: typeof restFetch, fn: string): URLSearchParams[] {
  return fetch.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === `/rest/v1/rpc/${fn}`)
    .map((url) => url.searchParams);
}

/**
 * An answer that fails the first read with `failure`, and answers later ones with `rows` only once
 * `release()` is called, so a test sees the page loading again after its Retry.
 */
export function failingOnce(failure: string, rows: unknown[]) {
  let release = () => {};
  let reads = 0;
  const answer = async (): Promise<RestAnswer> => {
    reads += 1;
    if (reads === 1) return { failure };
    await new Promise<void>((resolve) => (release = resolve));
    return rows;
  };
  return { answer, release: () => release() };
}
