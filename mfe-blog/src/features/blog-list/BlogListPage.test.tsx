// /blog through the blog's routes: the loader reads the posts (fetch stubbed), the page shows them.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { routes } from '../../routes.tsx';
import { failingOnce, POST, readsOf, startBlog, stubRest, type RestAnswer, type RestRead } from '../../testing/blogBackend.ts';
import { pageNumber, plausibleCategory, plausibleTag } from './blogListApi.ts';

const CATEGORY_NAMES: Record<string, string> = { payroll: 'Payroll', 'nevada-business': 'Nevada Business' };

/** Answers the category names; the posts with `posts`. */
function backend(posts: (read: RestRead) => RestAnswer | Promise<RestAnswer>) {
  return stubRest((read) => {
    if (read.fn !== 'blog_category_name') return posts(read);
    const name = CATEGORY_NAMES[read.args.get('category_slug') ?? ''];
    return name ? [{ name }] : [];
  });
}

beforeAll(startBlog);
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('blog list', () => {
  it('shows cards with at most three tags', async () => {
    backend(() => [POST]);
    renderRemoteRoutes('blog', routes, '/blog');
    expect(await screen.findByRole('link', { name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(screen.getByText('March 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('payroll')).toBeInTheDocument();
    expect(screen.getByText('taxes')).toBeInTheDocument();
    expect(screen.queryByText('w-4')).not.toBeInTheDocument();
  });

  it("fetches the first card's image at once and ahead of the others, which wait until scrolled near", async () => {
    const second = { ...POST, id: 'p2', slug: 'cash-vs-accrual', title: 'Cash vs. Accrual', featured_image: '/assets/blog/cash.webp' };
    const third = { ...POST, id: 'p3', slug: 'w4', title: 'Form W-4', featured_image: '/assets/blog/w4.webp' };
    backend(() => [POST, second, third]);
    const { container } = renderRemoteRoutes('blog', routes, '/blog');
    await screen.findByRole('link', { name: 'Form W-4' });
    const images = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(images).toEqual([
      ['/assets/blog/payroll.webp', 'eager', 'high'],
      ['/assets/blog/cash.webp', 'lazy', 'auto'],
      ['/assets/blog/w4.webp', 'lazy', 'auto'],
    ]);
  });

  it("shows 'Coming Soon!' when nothing is published", async () => {
    backend(() => []);
    renderRemoteRoutes('blog', routes, '/blog');
    expect(await screen.findByRole('heading', { name: 'Coming Soon!' })).toBeInTheDocument();
  });

  it("stands a placeholder of the featured images' shape (1200 × 630) in for a missing image", async () => {
    backend(() => [{ ...POST, featured_image: null }]);
    const { container } = renderRemoteRoutes('blog', routes, '/blog');
    await screen.findByRole('link', { name: 'Nevada Payroll Basics' });
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('data-placeholder', 'true');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '336']);
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toContain('viewBox="0 0 640 336"');
  });

  it('shows a failed read with a retry that reads again, loading meanwhile', async () => {
    const { answer, release } = failingOnce('network down', [POST]);
    const fetch = backend(answer);
    renderRemoteRoutes('blog', routes, '/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the articles: network down");
    expect(console.error).toHaveBeenCalledWith('The articles could not be loaded:', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Loading articles...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('link', { name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(readsOf(fetch, 'blog_post_list')).toHaveLength(2);
  });

  it('pages the list 12 at a time with links crawlers follow, and reads page 2 at /blog/page/2', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ ...POST, id: `p${i}`, slug: `post-${i}`, title: `Post ${i}` }));
    const fetch = backend(() => many);
    const { router } = renderRemoteRoutes('blog', routes, '/blog');
    expect(await screen.findByRole('link', { name: 'Post 11' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post 12' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older articles →' })).toHaveAttribute('href', '/blog/page/2');
    await act(() => router.navigate('/blog/page/2'));
    expect(await screen.findByRole('link', { name: 'Post 13' })).toHaveAttribute('href', '/blog/post-13');
    expect(screen.getByRole('link', { name: '← Newer articles' })).toHaveAttribute('href', '/blog');
    expect(readsOf(fetch, 'blog_post_list').map((args) => args.get('page'))).toEqual(['1', '2']);
  });

  it('shows a category by its name at /blog/category/:slug, and a tag at /blog/tag/:tag', async () => {
    const fetch = backend((read) => (read.args.get('category') === 'payroll' || read.args.get('tag') === 'w-4' ? [POST] : []));
    const { router } = renderRemoteRoutes('blog', routes, '/blog/category/payroll');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payroll Articles' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    await act(() => router.navigate('/blog/tag/w-4'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles Tagged “w-4”' })).toBeInTheDocument();
    expect(readsOf(fetch, 'blog_post_list').map((args) => [args.get('category'), args.get('tag')])).toEqual([['payroll', null], [null, 'w-4']]);
  });

  it('answers a category no post is in, or a page past the last, with Page Not Found', async () => {
    backend(() => []);
    const { router } = renderRemoteRoutes('blog', routes, '/blog/category/crypto');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await act(() => router.navigate('/blog/page/9'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('leads the old ?category= and ?tag= addresses to their pages', async () => {
    backend(() => [POST]);
    const { router } = renderRemoteRoutes('blog', routes, '/blog?category=payroll');
    await screen.findByRole('heading', { level: 1, name: 'Payroll Articles' });
    expect(router.state.location.pathname).toBe('/blog/category/payroll');
  });

  it('ignores malformed addresses instead of sending them', () => {
    expect([plausibleCategory('Pay roll!'), plausibleCategory('Payroll'), plausibleTag('{x}'), plausibleTag('Year-End Close')]).toEqual([null, 'payroll', 'x', 'year-end-close']);
    expect([pageNumber('2'), pageNumber('0'), pageNumber('2x'), pageNumber(null)]).toEqual([2, null, null, 1]);
  });
});
