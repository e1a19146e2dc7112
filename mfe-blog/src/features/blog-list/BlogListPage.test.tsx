// /blog through the blog's routes: the loader reads the posts (fetch stubbed), the page shows them.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRemoteRoutes } from '@firm/shared-contracts/testing/routes';
import { routes } from '../../routes.tsx';
import { failingOnce, POST, readsOf, startBlog, stubRest, type RestAnswer, type RestRead } from '../../testing/blogBackend.ts';
import { filterFromSearch } from './blogListApi.ts';

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

  it('reads the category and tag of the URL, and says what is filtered', async () => {
    const fetch = backend(() => []);
    renderRemoteRoutes('blog', routes, '/blog?category=payroll&tag=nevada');
    expect(await screen.findByRole('heading', { name: 'No articles match this filter' })).toBeInTheDocument();
    const [read] = readsOf(fetch, 'blog_post_list');
    expect([read?.get('category_slug'), read?.get('tag')]).toEqual(['payroll', 'nevada']);
    expect(screen.getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blog');
    // The category by its name, as the cards and the post pages show it.
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles in Payroll tagged “nevada” · Show all articles');
  });

  it('names a category of several words by its name', async () => {
    backend(() => [POST]);
    renderRemoteRoutes('blog', routes, '/blog?category=nevada-business');
    await screen.findByRole('link', { name: 'Nevada Payroll Basics' });
    expect(screen.getByText(/^Showing articles in/)).toHaveTextContent(/^Showing articles in Nevada Business · Show all articles$/);
  });

  it('quotes the slug when the category name cannot be read, and still lists the posts', async () => {
    stubRest((read) => (read.fn === 'blog_category_name' ? { failure: 'timeout' } : [POST]));
    renderRemoteRoutes('blog', routes, '/blog?category=payroll');
    await screen.findByRole('link', { name: 'Nevada Payroll Basics' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles in “payroll” · Show all articles');
  });

  it('reads again when the filter changes in the browser', async () => {
    const other = { ...POST, id: 'p2', slug: 'nevada-llc', title: 'Forming a Nevada LLC', category_slug: 'nevada-business' };
    const fetch = backend((read) => {
      const category = read.args.get('category_slug');
      return category ? [POST, other].filter((post) => post.category_slug === category) : [POST, other];
    });
    const { router } = renderRemoteRoutes('blog', routes, '/blog?category=payroll');
    await screen.findByRole('link', { name: 'Nevada Payroll Basics' });
    expect(screen.queryByRole('link', { name: 'Forming a Nevada LLC' })).not.toBeInTheDocument();
    await act(() => router.navigate('/blog?category=nevada-business'));
    expect(await screen.findByRole('link', { name: 'Forming a Nevada LLC' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nevada Payroll Basics' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing articles in Nevada Business · Show all articles');
    await userEvent.click(screen.getByRole('link', { name: 'Show all articles' }));
    expect(await screen.findByRole('link', { name: 'Nevada Payroll Basics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forming a Nevada LLC' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(readsOf(fetch, 'blog_post_list').map((args) => args.get('category_slug'))).toEqual(['payroll', 'nevada-business', null]);
  });

  it('ignores malformed filters instead of sending them', () => {
    expect(filterFromSearch(new URLSearchParams('category=Pay%20roll!&tag={x}'))).toEqual({ category: null, tag: null });
    expect(filterFromSearch(new URLSearchParams('category=Payroll'))).toEqual({ category: 'payroll', tag: null });
  });
});
