// @vitest-environment node
// The blog's loaders as a server render runs them: in Node (no window, no document), with the
// request of the page, against the public REST API (fetch stubbed). What they return is plain
// JSON, written into the page for the browser's router to hydrate with.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@firm/shared-contracts';
import { POST, readsOf, startBlog, stubRest, type RestRead } from './testing/blogBackend.ts';
import { categoryLoader, loader as listLoader } from './features/blog-list/BlogListPage.tsx';
import { loader as postLoader } from './features/blog-post/BlogPostPage.tsx';
import { routes } from './routes.tsx';

const SITE = 'https://books.example';
const OTHER = { ...POST, id: 'p2', slug: 'nevada-llc', title: 'Forming a Nevada LLC', category_slug: 'nevada-business' };
const RELATED = { id: 'p3', title: 'Cash vs. Accrual', slug: 'cash-vs-accrual', excerpt: null, featured_image: null, published_at: '2026-02-01T00:00:00Z', author: 'Ana' };

/** The published posts, the categories and the related posts, each as its function reads them. */
function database(read: RestRead) {
  if (read.fn === 'blog_category_name') return read.args.get('category_slug') === 'payroll' ? [{ name: 'Payroll' }] : [];
  if (read.fn === 'related_blog_posts') return [RELATED];
  const slug = read.args.get('post_slug');
  const category = read.args.get('category');
  return [POST, OTHER].filter((post) => (!slug || post.slug === slug) && (!category || post.category_slug === category));
}

function roundTrips(value: unknown) {
  expect(JSON.parse(JSON.stringify(value))).toEqual(value);
}

/** What a loader threw. */
async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the loader returned');
}

beforeAll(startBlog);
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('blog loaders in Node', () => {
  it('runs without a DOM', () => {
    expect([typeof window, typeof document]).toEqual(['undefined', 'undefined']);
  });

  it("reads the list of the request's category, with the category's name", async () => {
    const fetch = stubRest(database);
    const result = await categoryLoader({ params: { slug: 'payroll' }, request: new Request(`${SITE}/blog/category/payroll`) });
    const { content: _body, ...summary } = POST;
    expect(result).toEqual({
      filter: { category: 'payroll', tag: null },
      page: 1,
      list: { status: 'success', data: { posts: [summary], page: 1, pageCount: 1, total: 1, category: { name: 'Payroll', slug: 'payroll' }, tag: null } },
    });
    expect(readsOf(fetch, 'blog_post_list')[0]?.get('category')).toBe('payroll');
    roundTrips(result);
  });

  it('keeps a failed list read as its message', async () => {
    stubRest(() => ({ failure: 'Database connection not available' }));
    const result = await listLoader({ request: new Request(`${SITE}/blog`) });
    expect(result.list).toEqual({ status: 'error', message: 'Database connection not available' });
    roundTrips(result);
  });

  it('reads a post with its body sanitized, and its related posts', async () => {
    stubRest((read) => (read.fn === 'related_blog_posts' ? [RELATED] : [{ ...POST, content: '<p>Hi</p><script>alert(1)</script><img src="/a.png" onerror="alert(1)">' }]));
    const result = await postLoader({ params: { slug: POST.slug } });
    const { content: _raw, ...shown } = POST;
    expect(result).toEqual({
      post: { status: 'success', data: { ...shown, html: '<p>Hi</p><img src="/a.png" loading="lazy">' } },
      related: { status: 'success', data: [RELATED] },
    });
    roundTrips(result);
  });

  it('throws a 404 for a slug no published post has, and for one that cannot be a slug', async () => {
    const fetch = stubRest(database);
    for (const slug of ['a-draft-post', '<script>']) {
      const error = await thrownBy(() => postLoader({ params: { slug } }));
      expect(error, slug).toMatchObject({ init: { status: 404 } });
    }
    expect(readsOf(fetch, 'blog_post')).toHaveLength(1);
  });

  it('keeps a database failure as the error of the post, not a 404', async () => {
    stubRest(() => ({ failure: 'Database connection not available' }));
    const result = await postLoader({ params: { slug: POST.slug } });
    expect(result).toEqual({
      post: { status: 'error', message: 'Database connection not available' },
      related: { status: 'success', data: [] },
    });
    roundTrips(result);
  });

  it('leaves the post loaded when its related posts fail', async () => {
    stubRest((read) => (read.fn === 'related_blog_posts' ? { failure: 'statement timeout' } : [POST]));
    const result = await postLoader({ params: { slug: POST.slug } });
    expect(result.post.status).toBe('success');
    expect(result.related).toEqual({ status: 'error', message: 'statement timeout' });
    roundTrips(result);
  });
});

describe("the blog's routes in a server's static handler", () => {
  const tree = [{ path: '/blog', children: routes }];
  const handler = createStaticHandler(tree);

  function render(context: StaticHandlerContext): string {
    return renderToString(
      <ThemeProvider theme={theme}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ThemeProvider>,
    );
  }

  async function query(path: string): Promise<StaticHandlerContext> {
    const context = await handler.query(new Request(`${SITE}${path}`));
    if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
    return context;
  }

  it('answers a post with 200 and a missing one with 404, a failed read with 200 and its error, and renders each', async () => {
    stubRest(database);
    const found = await query('/blog/nevada-payroll-basics');
    expect(found.statusCode).toBe(200);
    roundTrips(found.loaderData);
    const html = render(found);
    expect(html).toContain('Nevada Payroll Basics</h1>');
    expect(html).toContain('<p>Nevada has no state income tax.</p>');
    expect(html).toContain('Related Articles');

    const missing = await query('/blog/a-draft-post');
    expect(missing.statusCode).toBe(404);
    const [error] = Object.values(missing.errors ?? {});
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
    expect(render(missing)).toContain('Post Not Found</h1>');

    expect((await query('/blog/nevada-payroll-basics/comments')).statusCode).toBe(404);

    stubRest(() => ({ failure: 'Database connection not available' }));
    const failed = await query('/blog/nevada-payroll-basics');
    expect([failed.statusCode, failed.errors]).toEqual([200, null]);
    expect(render(failed)).toContain('Database connection not available');
  });
});
